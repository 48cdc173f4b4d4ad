/**
 * A warm or glowing light said of the room ("a warm atmosphere, not too bright"): mood lighting, never warmth asked of
 * the heating; and "the light on the desk": the desk lamp, never the room's ceiling light.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

describe('a warm atmosphere', () => {
  it('is soft light (was: "soft light, hot", unreachable)', () => {
    const u = readerIn('FloorPlan220')('I want that the room has a warm atmosphere, not too bright');
    const said = JSON.stringify(conditionsOf(u));
    expect(said).toContain('LightSwitch');
    expect(said).not.toContain('Hot');
  });
});

describe('the light on the desk', () => {
  it('is the desk lamp (was: the ceiling light, already on)', () => {
    expect(conditionsOf(readerIn('FloorPlan308')('open the light on the desk'))).toEqual([[{ exists: { type: 'DeskLamp', is: ['on'] } }]]);
  });
});
