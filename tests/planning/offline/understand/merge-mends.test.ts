/**
 * After the merges of everyday-blind36 and 37 (issue 38): a word said twice on purpose is kept ("night
 * night" was read as "night" and said nothing to do; everyday-blind3 met it before), and a candle
 * "going on" a place is where it goes, not lit there (everyday-blind27's candle on the side of the
 * tub was refused again by the reading of a candle "going" as burning). Real reader.
 */
import { describe, expect, it } from 'vitest';
import { burningAsLit } from '../../../../src/planning/offline/understand/burning-as-lit.js';
import { selfCorrected } from '../../../../src/planning/offline/understand/self-corrected.js';
import { readerIn } from './reader-in.js';

describe('a word said twice on purpose', () => {
  it('is kept, where a word said twice by a slip is read once', () => {
    expect(selfCorrected("that's me done for the day, night night x", () => false)).toBe("that's me done for the day, night night x");
    expect(selfCorrected('turn on the the tap', () => false)).toBe('turn on the tap');
    expect(readerIn('FloorPlan307')("that's me done for the day, night night x").kind).toBe('goal');
  });
});

describe('a candle going on a place', () => {
  it('is where it goes, not lit there; a candle going alone is lit', () => {
    expect(burningAsLit('a candle going on the side of the tub')).toBe('a candle going on the side of the tub');
    expect(burningAsLit('get a candle going')).toBe('get a candle lit');
    const u = readerIn('FloorPlan404')("it's bath night and I fancy a candle going on the side of the tub while I soak");
    expect(u.kind === 'none' ? u.reason : '').not.toMatch(/cannot be put in or on the tub/);
  });
});
