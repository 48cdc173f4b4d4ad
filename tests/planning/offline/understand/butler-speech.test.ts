/**
 * A butler's or a very formal speaker's English: "might I trouble you to ...", "if it is no trouble at all", "might I
 * observe that ...", a thing that "still sits on" a table, blinds "raised" and "lowered".
 */
import { describe, expect, it } from 'vitest';
import { raisedOrLowered } from '../../../../src/planning/offline/understand/drawn-across.js';
import { conditionsOf, readerIn } from './reader-in.js';

describe("a butler's asking", () => {
  it('reads "might I trouble you to" as please, and blinds raised as opened (was: did not understand "trouble")', () => {
    expect(conditionsOf(readerIn('FloorPlan314')('Might I trouble you to raise the blinds?'))).toEqual([[{ exists: { type: 'Blinds', is: ['open'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan314')('lower the blinds'))).toEqual([[{ exists: { type: 'Blinds', is: ['closed'] } }]]);
    // Only blinds and lids: raising is no opening of anything else.
    expect(raisedOrLowered('could you raise the fridge')).toBe('could you raise the fridge');
    expect(raisedOrLowered('lower the toilet lid please')).toBe('close the toilet lid please');
  });

  it('reads "might I trouble you for" a thing as wanting it', () => {
    const u = readerIn('FloorPlan23')('might I trouble you for a slice of toast');
    expect(u.kind).toBe('goal');
  });

  it('reads a thing that "still sits on" a table, pointed out, as left out (was: "what should I do with the tissue box?")', () => {
    const u = readerIn('FloorPlan201')('Might I observe that the guests arrive within the hour, and an empty tissue box still sits on the coffee table?');
    expect(JSON.stringify(conditionsOf(u))).toContain('GarbageCan');
  });
});
