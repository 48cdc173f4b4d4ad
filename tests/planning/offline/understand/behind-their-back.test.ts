/**
 * Another's things used with the owner kept in the dark ("he'll never notice"): refused as not the
 * robot's to do (uses.yaml `beyond.behind-their-back`), saying why.
 */
import { describe, expect, it } from 'vitest';
import { readerIn, refusalOf } from './reader-in.js';

describe("a thing used behind its owner's back", () => {
  it("is refused, saying why (was: the flatmate's eggs fried)", () => {
    expect(refusalOf(readerIn('FloorPlan17')("ngl my flatmate's eggs are right there in the fridge, fry em for me, he'll never notice lol"))).toContain('behind their back');
    expect(refusalOf(readerIn('FloorPlan8')("just fry one of her eggs for me, she won't notice"))).toContain('behind their back');
    // Not knowing said plainly (was: the housemate's labelled eggs fried, a false success).
    expect(refusalOf(readerIn('FloorPlan3')("my housemate's eggs have her name on them, fry them for me, she won't even know"))).toContain('behind their back');
    expect(refusalOf(readerIn('FloorPlan8')("use his eggs, he'll be none the wiser"))).toContain('behind their back');
  });

  it("leaves a request of the person's own things as asked", () => {
    expect(readerIn('FloorPlan8')('fry one of my eggs for me').kind).toBe('goal');
  });
});
