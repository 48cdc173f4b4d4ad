/**
 * A word of the way a thing goes before where it goes ("put the salt and pepper out on the table",
 * "bring the mug over to the sink") says no more than the place: both things go there, never the
 * salt put nowhere (held) and the pepper alone on the table; "out of" is still where it comes from.
 * "In a cupboard or a drawer" is either place. Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan27');

describe('a way before a place', () => {
  it('puts every thing named there', () => {
    for (const said of ["would you ever put the salt and pepper out on the table, the dinner's nearly ready so it is", 'put the salt and pepper out on the table']) {
      expect(conditionsOf(kitchen(said)), said).toEqual([[{ exists: { type: 'SaltShaker', directlyIn: ['DiningTable'] } }, { exists: { type: 'PepperShaker', directlyIn: ['DiningTable'] } }]]);
    }
    expect(conditionsOf(kitchen('bring the mug over to the sink'))).toEqual([[{ exists: { type: 'Mug', directlyIn: ['SinkBasin'] } }]]);
  });
  it('keeps "out of" as where it comes from', () => {
    expect(conditionsOf(kitchen('take the apple out of the fridge'))).toEqual([[{ exists: expect.objectContaining({ type: 'Apple', notIn: ['Fridge'] }) }]]);
  });
});

describe('either place', () => {
  it('is either, never the thing of another kind', () => {
    // FloorPlan411 has drawers and no cupboard: the drawer will do.
    expect(conditionsOf(readerIn('FloorPlan411')('put the spray away in a cupboard or a drawer'))).toEqual([[{ exists: { type: 'SprayBottle', directlyIn: ['Drawer'] } }]]);
  });
});

describe('a need phrase opening on a thing\'s name', () => {
  it('is the need, nothing put anywhere ("wanna veg out in front of the telly" put the veg there)', () => {
    const living = readerIn('FloorPlan202');
    expect(conditionsOf(living('FINALLY friday, just wanna veg out in front of the telly'))).toEqual(conditionsOf(living('just wanna veg out')));
    expect(conditionsOf(readerIn('FloorPlan3')('veg in the fridge please'))).toEqual([[{ none: { type: ['Lettuce', 'Potato', 'Tomato'], notIn: ['Fridge'] } }]]);
  });
});
