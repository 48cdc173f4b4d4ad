/**
 * A seat that needs a cushion (uses.yaml need `support`, use `cushion-on-seat`): a pillow on it; and
 * a goal whose alternatives put a thing in different places, of which the request names some, kept
 * to those (choose-uses.ts `atPlacesSaid`). Sentences of our own; real reader, real knowledge, real scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from '../understand/reader-in.js';

const living = readerIn('FloorPlan206');

describe('a cushion to lean on', () => {
  it('is a pillow on the seat named, not on another', () => {
    expect(conditionsOf(living("my zorp's aching in this armchair, it needs a bit of support"))).toEqual([[{ exists: { type: 'Pillow', in: 'ArmChair' } }]]);
    expect(conditionsOf(living('could do with some back support on the sofa'))).toEqual([[{ exists: { type: 'Pillow', in: 'Sofa' } }]]);
  });

  it('with no seat named, any seat, the armchair first', () => {
    expect((conditionsOf(living('I need some support for my back')) as unknown[]).length).toBe(3);
  });
});
