/**
 * "Fix it" after a feeling, with no thing named ("bored rigid, fix it"), asks for what the feeling asks, as "sort it"
 * does; said of a thing ("the tap drips, fix it") it is still a repair no skill does (seeing-to.ts). Boredom said with an
 * idiom of degree ("bored stiff") is boredom (uses.yaml `watch`).
 */
import { describe, expect, it } from 'vitest';
import { goalIds, readerIn, refusalOf } from './reader-in.js';

// FloorPlan309: a bedroom with a Television; FloorPlan402: a bathroom with a Faucet.
describe('fixing a feeling', () => {
  it('meets the feeling (was: refused as repairing)', () => {
    expect(goalIds(readerIn('FloorPlan309')('honestly bored rigid tonight. fix it please'))).toEqual(['tv-on']);
    expect(goalIds(readerIn('FloorPlan309')("I'm bored stiff"))).toEqual(['tv-on']);
  });

  it('is still a repair said of a thing, or with nothing said before', () => {
    expect(refusalOf(readerIn('FloorPlan402')('the tap keeps dripping, can you fix it'))).toMatch(/repairing/);
    expect(refusalOf(readerIn('FloorPlan309')('fix it'))).toMatch(/repairing/);
  });
});
