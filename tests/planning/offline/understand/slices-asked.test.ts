/**
 * Slices asked of a thing a goal names with its pieces ("a few slices of that big red apple": some
 * fruit, an Apple or AppleSliced on a plate or in a bowl) are the pieces (AppleSliced), never "an
 * AppleSliced that is sliced", which SliceObject never makes (the pieces carry no isSliced) and no
 * plan could reach (issue 38). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan7');

describe('slices of a fruit', () => {
  it('are its pieces served', () => {
    for (const said of ['a few slices of apple', "my eyes are poor these days, dear, but I'd love a few slices of that big red apple and I daren't use the knife"]) {
      expect(conditionsOf(kitchen(said)), said).toEqual([[{ exists: { type: 'AppleSliced', in: ['Plate', 'Bowl'] } }]]);
    }
  });
});
