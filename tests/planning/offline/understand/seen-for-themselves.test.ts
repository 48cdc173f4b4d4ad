/**
 * A thing the world lacks named as what the person would see for themselves ("so dark I can't see my shirt") is why
 * they ask for light, not a thing asked for; asked of the robot ("can you find my clothes") it is still refused as one
 * AI2-THOR has none of (seen-for-themselves.ts).
 */
import { describe, expect, it } from 'vitest';
import { goalIds, readerIn, refusalOf } from './reader-in.js';

// FloorPlan318: a bedroom with lamps and no clothes (AI2-THOR has none).
describe('a thing the person would see for themselves', () => {
  it('leaves the light asked for (was: refused for the clothes)', () => {
    expect(goalIds(readerIn('FloorPlan318')("it's pitch black in here, I can't see my shirt"))).toContain('lamp-on');
    expect(goalIds(readerIn('FloorPlan318')('the room is so dark, I can barely see my jeans'))).toContain('lamp-on');
  });

  it('is still asked for when the robot is to find it, or the person has lost it', () => {
    expect(refusalOf(readerIn('FloorPlan318')('can you find my clothes'))).toMatch(/no clothes/);
    expect(refusalOf(readerIn('FloorPlan318')('help me find my jeans'))).toMatch(/no clothes/);
    expect(refusalOf(readerIn('FloorPlan318')("I can't find my coat"))).toMatch(/no clothes/);
  });
});
