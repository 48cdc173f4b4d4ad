/**
 * What a command asks of a thing that its kind or the room cannot give is refused, saying why: a
 * state the kind never takes (AI2-THOR's openable, toggleable: "shut the window" would hold
 * untouched), and one more of a thing than the room holds ("a second pillow" where there is one:
 * handing over the one the person has would be a false success).
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../../src/world/index.js';
import { oneMoreBefore, oneMoreThanThere, stateBeyondKind } from '../../../../src/planning/offline/understand/beyond-the-kind.js';
import { readerIn, refusalOf } from './reader-in.js';

const catalogue = loadCatalogue();

describe('stateBeyondKind', () => {
  it('refuses opening or shutting what is not openable, switching what nothing switches', () => {
    expect(stateBeyondKind(['Window'], ['close'], catalogue)).toMatch(/Window cannot be opened or shut/);
    expect(stateBeyondKind(['Fridge'], ['switchOff'], catalogue)).toMatch(/Fridge cannot be switched on or off/);
  });

  it('lets through what is openable or toggleable, and a basin or burner a tap or knob drives (the catalogue\'s washes, controls)', () => {
    expect(stateBeyondKind(['Blinds'], ['open'], catalogue)).toBeUndefined();
    expect(stateBeyondKind(['SinkBasin'], ['switchOn'], catalogue)).toBeUndefined();
    expect(stateBeyondKind(['StoveBurner', 'StoveKnob'], ['switchOn'], catalogue)).toBeUndefined();
    expect(stateBeyondKind(['Kettle'], ['switchOn'], catalogue)).toBeUndefined();
    expect(stateBeyondKind(['Window'], ['break'], catalogue)).toBeUndefined();
  });
});

describe('oneMoreThanThere and oneMoreBefore', () => {
  const one = (type: string) => (type === 'Pillow' ? ['Pillow|1'] : type === 'Mug' ? ['Mug|1', 'Mug|2'] : []);
  it('refuses one more of a thing the room holds one of; not of what it holds two of, nor "the second"', () => {
    expect(oneMoreThanThere('another pillow', ['Pillow'], one)).toMatch(/only the one/);
    expect(oneMoreThanThere('a second pillow', ['Pillow'], one)).toMatch(/a second Pillow/);
    expect(oneMoreThanThere('another mug', ['Mug'], one)).toBeUndefined();
    expect(oneMoreThanThere('the second pillow', ['Pillow'], one)).toBeUndefined();
    expect(oneMoreThanThere('the pillow', ['Pillow'], one)).toBeUndefined();
  });

  it('reads the words right before a thing sought', () => {
    expect(oneMoreBefore('need another pillow', 'pillow')).toBe('another');
    expect(oneMoreBefore('need a second pillow', 'pillow')).toBe('a second');
    expect(oneMoreBefore('need my pillow', 'pillow')).toBeUndefined();
  });
});

describe('in a room', () => {
  // FloorPlan304: a bedroom with one Pillow and a Window; FloorPlan1: a kitchen with one Mug.
  const bedroom = readerIn('FloorPlan304');
  const kitchen = readerIn('FloorPlan1');

  it('"a second pillow", "another pillow" where the room has one are refused, never the one pillow handed over', () => {
    expect(refusalOf(bedroom('my back is killing me, I need a second pillow'))).toMatch(/a second Pillow, and this room has only the one/);
    expect(refusalOf(bedroom('I need another pillow'))).toMatch(/one more Pillow/);
  });

  it('"shut the window" is refused, never a goal that holds already; "turn the fridge off" likewise', () => {
    expect(refusalOf(bedroom("it's freezing, shut the window will ya"))).toMatch(/Window cannot be opened or shut/);
    expect(refusalOf(kitchen('turn the fridge off'))).toMatch(/Fridge cannot be switched/);
  });

  it('beside what can be done, what the kind never takes is left out and said, never the whole request refused', () => {
    const living = readerIn('FloorPlan201');
    const u = living('close the curtains and turn on the lamp');
    expect(u).toMatchObject({ kind: 'goal', goal: { alternatives: [{ all: [{ exists: { type: 'FloorLamp', is: ['on'] } }] }] } });
    expect(u.kind === 'goal' ? u.notes.join(' ') : '').toMatch(/Not done: a Curtains cannot be opened or shut/);
  });

  it('the stove and the sink still switch (their knob, their tap)', () => {
    expect(kitchen('turn on the stove').kind).toBe('goal');
    expect(kitchen('turn the sink on').kind).toBe('goal');
  });
});
