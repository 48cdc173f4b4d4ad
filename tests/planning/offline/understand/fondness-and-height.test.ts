/**
 * Fondness said of someone ("bless him") asks nothing, and seeing over a table is how tall someone is, no light to
 * see by (speech.yaml `asides`): a request about a grandad's chair is asked about, never read as a lamp on.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan225: a living room with chairs, a dining table and a lamp.
const livingRoom = readerIn('FloorPlan225');

describe('fondness and height said beside a request', () => {
  it('"bless her" asks nothing (was: refused as looking after a person)', () => {
    expect(conditionsOf(livingRoom("Nan's coming round, bless her. can you turn the lamp on"))).toEqual([[{ exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]]);
  });

  it('"can barely see over the table" asks for no light', () => {
    const read = livingRoom("Grandad's coming round for tea and he's shrunk so much he can barely see over the table, bless him. Can you do something so his chair is a bit higher for him?");
    expect(read.kind).toBe('ask');
    expect(conditionsOf(livingRoom('I can barely see in here'))).toEqual([[{ exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]]);
  });
});
