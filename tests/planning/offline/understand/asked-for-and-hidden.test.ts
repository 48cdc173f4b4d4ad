/**
 * Everyday turns that blocked a clear reading on one word (issue 38): someone "asking for" a thing
 * (it is handed over), a thing a child keeps hiding (shut away), a regret said with when it was due
 * ("I should have put them away ... last night": the deed now), and hearing or answering a call as
 * the person's own reason for where a phone goes. Real reader.
 */
import { describe, expect, it } from 'vitest';
import { regretAsDeed } from '../../../../src/planning/offline/understand/regret-as-deed.js';
import { wantedByAnother } from '../../../../src/planning/offline/understand/wanted-by-another.js';
import { conditionsOf, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan203');
const keysRoom = readerIn('FloorPlan210');
const bedroom = readerIn('FloorPlan306');

describe('someone asking for a thing', () => {
  it('is the thing handed over', () => {
    expect(wantedByAnother("grandad is in his armchair asking for today's paper", () => false)).toBe("grandad is in his armchair , i want today's paper");
    expect(conditionsOf(living("Grandad's in his armchair asking for today's paper"))).toEqual([[{ exists: { type: 'Newspaper', is: ['held'] } }]]);
  });

  it('is so when a grown-up of the house wants it, named with no "my" (was: "What should I do with the newspaper?")', () => {
    expect(wantedByAnother('grandad wants the paper', () => false, ['grandad', 'wife'])).toBe('i want the paper');
    expect(wantedByAnother('my wife needs a drink', () => false, ['grandad', 'wife'])).toBe('i want a drink');
    expect(wantedByAnother('the dog wants the ball', () => false, ['grandad', 'wife'])).toBe('the dog wants the ball');
    expect(conditionsOf(living('grandad wants the newspaper'))).toEqual([[{ exists: { type: 'Newspaper', is: ['held'] } }]]);
  });
});

describe('a thing a child keeps hiding', () => {
  it('is shut away, with the regret said as the deed now', () => {
    expect(regretAsDeed('i should have put them away somewhere safe last night', () => true)).toBe('put them away somewhere safe');
    const keys = JSON.stringify(conditionsOf(keysRoom("the kids keep hiding my keys, I should've put them away somewhere safe last night")));
    expect(keys).toContain('"KeyChain"');
    expect(keys).toContain('"Drawer"');
    expect(JSON.stringify(conditionsOf(keysRoom('the kids keep hiding my keys')))).toContain('"Drawer"');
  });
});

describe('hearing a call', () => {
  it("is the person's own reason, and the phone goes where asked", () => {
    expect(conditionsOf(bedroom('put my phone on the bedside table, I need to hear it if the hospital rings tonight'))).toEqual([[{ exists: { type: 'CellPhone', directlyIn: ['SideTable'] } }]]);
  });
});

describe('what another never does, complained of', () => {
  it('is the deed asked now; what the person never does is no deed', () => {
    expect(regretAsDeed('he never turns the light off', (w) => ['turn'].includes(w))).toBe(', turn the light off');
    expect(regretAsDeed('i never turn the light off', (w) => ['turn'].includes(w))).toBe('i never turn the light off');
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan201')('he never turns the light off')))).toContain('"LightSwitch"');
  });
  it('is no deed when a thing is what never does it', () => {
    const isVerb = (w: string) => ['close', 'turn'].includes(w);
    const isNoun = (w: string) => ['fridge'].includes(w);
    expect(regretAsDeed('the fridge never closes properly', isVerb, isNoun)).toBe('the fridge never closes properly');
    expect(regretAsDeed('my husband never closes the fridge', isVerb, isNoun)).toBe(', close the fridge');
  });
});

describe('a particle of tone closing a request', () => {
  it('("lah", "sia") asks nothing', () => {
    expect(conditionsOf(readerIn('FloorPlan229')('on the floor lamp for me lah'))).toEqual(conditionsOf(readerIn('FloorPlan229')('turn on the floor lamp')));
  });
});
