/**
 * A thing's name is read whole, the longest name first, wherever the reader looks for words: "desk
 * lamp on" is the desk lamp (not "lamp on" beside a desk), "the coffee table" a table (not coffee),
 * "the main light" the ceiling light; two switched things said together are two goals.
 */
import { describe, expect, it } from 'vitest';
import type { Predicate } from '../../../../src/goals/index.js';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { splitsName } from '../../../../src/planning/offline/understand/request-reader.js';
import { readerIn } from './reader-in.js';

/** The conditions of a goal's first alternative. */
function conditions(u: Understanding): readonly Predicate[] {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return u.goal.alternatives[0]!.all;
}

describe('names of things read whole, the longest first', () => {
  // FloorPlan315: a DeskLamp, no Desk; FloorPlan215: a FloorLamp, a DeskLamp and a LightSwitch, no Desk.
  const bedroom = readerIn('FloorPlan315');
  const living = readerIn('FloorPlan215');

  it('splitsName: a phrase that starts inside a name, or runs out of one, cuts it', () => {
    const words = ['desk', 'lamp', 'on'];
    expect(splitsName(words, 1, 2, bedroom.vocabulary)).toBe(true);
    expect(splitsName(words, 0, 2, bedroom.vocabulary)).toBe(false);
    expect(splitsName(['the', 'coffee', 'table'], 1, 1, bedroom.vocabulary)).toBe(true);
    expect(splitsName(['lamp', 'on'], 0, 1, bedroom.vocabulary)).toBe(false);
  });

  it('"desk lamp on" where there is no desk is the desk lamp on', () => {
    expect(conditions(bedroom('desk lamp on'))).toEqual([{ exists: { type: 'DeskLamp', is: ['on'] } }]);
    expect(conditions(bedroom('bedside lamp on please'))).toEqual([{ exists: { type: 'DeskLamp', is: ['on'] } }]);
  });

  it('"floor lamp on n the big light off ta" is two goals: the floor lamp on and the ceiling light off', () => {
    expect(conditions(living('floor lamp on n the big light off ta'))).toEqual([{ exists: { type: 'FloorLamp', is: ['on'] } }, { exists: { type: 'LightSwitch', is: ['off'] } }]);
    expect(conditions(living('main light off'))).toEqual([{ exists: { type: 'LightSwitch', is: ['off'] } }]);
  });

  it('"the coffee table is covered in stuff" is about the table, not coffee', () => {
    const u = living('the coffee table is covered in stuff');
    expect(u.kind).toBe('goal');
    expect(u.kind === 'goal' && u.reading.words).toContain('coffee table');
    expect(u.kind === 'goal' && u.goal.id).not.toMatch(/coffee/);
    // The table said to be in a mess is the one cleared (not the sofa and armchairs): nothing left lying on it.
    expect(u.kind === 'goal' && u.goal.alternatives.map((a) => a.all)).toEqual([[{ none: { pickupable: true, in: ['CoffeeTable'] } }]]);
  });

  it('a use asked by a phrase inside no longer name is still read ("lamp on", "put the kettle on")', () => {
    expect(conditions(living('lamp on'))).toEqual([{ exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]);
    expect(readerIn('FloorPlan1')('put the kettle on').kind).toBe('goal');
  });

  it('a name over a verb is the thing: "the cleaning spray" is a spray bottle, never a spray to wash', () => {
    const bathroom = readerIn('FloorPlan414');
    // Told where it is, with nothing asked of it: never a goal that washes it.
    expect(bathroom('the cleaning spray is on the side')).toMatchObject({ kind: 'ask', question: 'What should I do with the cleaning spray?' });
    expect(conditions(bathroom('put the cleaning spray in the cabinet'))).toEqual([{ exists: { type: 'SprayBottle', directlyIn: ['Cabinet'] } }]);
    // The verb alone still washes.
    expect(JSON.stringify(conditions(bathroom('clean the mirror with the cleaning spray')))).toMatch(/Mirror/);
  });
});
