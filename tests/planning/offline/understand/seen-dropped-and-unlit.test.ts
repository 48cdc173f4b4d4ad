/**
 * Everyday sayings the reader misread or asked about (issue 38; sentences of our own): being seen
 * from outside is privacy, never light to see by; a thing dropped, or pointed out on the floor, is
 * out of place; a smell of something burnt is a smell of burning, never that thing wanted; a light
 * said not on, or a candle gone out, is switched on; a lamp turned on "to read" is read by, never
 * held; a bath with candles is both; the person said dirty is their own wash, never the mirror cleaned. Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { bathByCandlelight } from '../../../../src/planning/offline/understand/bath-by-candlelight.js';
import { likenedSmell } from '../../../../src/planning/offline/understand/likened-smell.js';
import { notOnYet } from '../../../../src/planning/offline/understand/not-on-yet.js';
import { thereOnTheFloor } from '../../../../src/planning/offline/understand/there-on-the-floor.js';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan323');
const otherBedroom = readerIn('FloorPlan302');
const kitchen = readerIn('FloorPlan8');
const living = readerIn('FloorPlan212');
const bathroom = readerIn('FloorPlan420');

const blindsClosed = [[{ exists: { type: 'Blinds' } }, { none: { type: 'Blinds', is: ['open'] } }]];

describe('seen from outside', () => {
  it('is privacy: the blinds closed, no lamp', () => {
    expect(conditionsOf(bedroom('the neighbours can see in'))).toEqual(blindsClosed);
    expect(conditionsOf(bedroom('the blinds are open and anyone walking past can see me'))).toEqual(blindsClosed);
  });

  it('leaves seeing to read as light', () => {
    expect(goalIds(bedroom('I cannot see to read'))).not.toEqual(goalIds(bedroom('the neighbours can see in')));
  });
});

describe('a thing dropped or on the floor', () => {
  it('is put away', () => {
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan328')('I dropped my pen on the floor')))).toContain('"Pen"');
    expect(JSON.stringify(conditionsOf(living('there are cushions on the floor')))).toContain('"Pillow"');
  });

  it('is said lying there when dropped with no more said', () => {
    expect(thereOnTheFloor('oops i dropped the remote again')).toBe('oops the remote is on the floor again');
    expect(thereOnTheFloor('put the towel on the floor')).toBe('put the towel on the floor');
    expect(thereOnTheFloor('i dropped my keys behind the sofa')).toBe('i dropped my keys behind the sofa');
  });
});

describe('a smell of something burnt', () => {
  it('is a smell of burning', () => {
    expect(likenedSmell('it smells like burnt toast in here')).toBe('it smell of burning in here');
    expect(JSON.stringify(kitchen('it smells like burnt toast in here'))).not.toContain('"BreadSliced"');
  });
});

describe('a light not on', () => {
  it('is switched on', () => {
    expect(notOnYet('the lamp is not on')).toBe('turn the lamp on');
    expect(notOnYet('oh the candle has gone out')).toBe('oh turn the candle on');
    expect(conditionsOf(bathroom('the candle is not lit'))).toEqual(conditionsOf(bathroom('turn the candle on')));
  });

  it('leaves a place and a check as said', () => {
    expect(notOnYet('the book is not on the shelf')).toBe('the book is not on the shelf');
    expect(notOnYet('make sure the lamp is not on')).toBe('make sure the lamp is not on');
  });
});

describe('a lamp turned on to read', () => {
  it('is read by, never held', () => {
    const read = JSON.stringify(conditionsOf(otherBedroom('turn the lamp on, I want to read')));
    expect(read).toContain('"on"');
    expect(read).not.toContain('"held"');
  });
});

describe('a bath with candles', () => {
  const tub = readerIn('FloorPlan403');
  const both = (text: string): string[] => {
    const read = tub(text);
    const goals = read.kind === 'tie' ? read.options : read.kind === 'goal' ? [read.goal] : [];
    return goals.map((g) => JSON.stringify(g.alternatives));
  };

  it('is said as both asked', () => {
    expect(bathByCandlelight('a relaxing bath with some candles')).toBe('a relaxing bath, candlelit');
    expect(bathByCandlelight('run me a nice hot bath with candles')).toBe('run a bath and light a candle');
    expect(bathByCandlelight('a bath towel and the candles')).toBe('a bath towel and the candles');
  });

  it('runs the bath and lights a candle', () => {
    for (const text of ['I want a bath by candlelight', 'a bath with a candle would be lovely', 'run a bath with candles']) {
      const goals = both(text);
      expect(goals.length, text).toBeGreaterThan(0);
      for (const goal of goals) {
        expect(goal, text).toContain('"Candle"');
        expect(goal, text).toContain('Faucet');
      }
    }
  });
});

describe('the person said dirty', () => {
  const washroom = readerIn('FloorPlan402');

  it('is their own wash, never a thing of the room cleaned', () => {
    for (const text of ['I feel grimy', 'I am filthy', 'I feel dirty']) {
      expect(JSON.stringify(washroom(text)), text).not.toContain('"Mirror"');
      expect(goalIds(washroom(text)), text).toEqual(goalIds(washroom('I need a wash')));
    }
    expect(JSON.stringify(washroom('the mirror is dirty'))).toContain('"Mirror"');
  });
});
