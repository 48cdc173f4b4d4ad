/**
 * Issue 38, words of other voices refused as not understood: Singaporean English ("aiyo", "lah",
 * "handphone"), a formal engineer ("Ensure ...", "I require ..."), being ill said plainly ("stomach
 * bug", "tummy pain"), a journey the person leaves for ("taxi to the airport"), fluids kept up, a
 * shower not yet had, a toilet's cover and paper in a bathroom (the toilet paper). Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

const bathroom = readerIn('FloorPlan402');
const bathroomShelfRoll = readerIn('FloorPlan404');
const kitchen = readerIn('FloorPlan10');
const bedroom = readerIn('FloorPlan313');
const living = readerIn('FloorPlan210');

describe('Singaporean English', () => {
  it('reads its particles as asking nothing and the handphone as the phone', () => {
    expect(conditionsOf(bedroom('later my mum will call, the handphone must be on lah'))).toEqual([[{ exists: { type: 'CellPhone', is: ['on'] } }]]);
    expect(conditionsOf(bathroom('aiyo tummy pain lah, open the toilet cover for me quick'))).toEqual([[{ exists: { type: 'Toilet', is: ['open'] } }]]);
  });
});

describe('a formal engineer', () => {
  it('"Ensure" is making sure and "I require" is wanting', () => {
    expect(goalIds(bathroom('Ensure the mirror is clean.'))).toEqual(['clean-mirror']);
    expect(conditionsOf(living('I require the credit card on the coffee table.'))).toEqual([[{ exists: { type: 'CreditCard', directlyIn: ['CoffeeTable'] } }]]);
  });
});

describe('illness and a journey said beside what is asked', () => {
  it('ask nothing of their own', () => {
    expect(goalIds(bathroomShelfRoll("got a stomach bug and there's no paper left on the loo roll holder"))).toEqual(['toilet-paper']);
    expect(goalIds(bathroom("taxi to the airport in 20 minutes and I haven't showered"))).toEqual(['shower-on']);
  });

  it('fluids kept up are a drink', () => {
    expect(goalIds(kitchen('we both have this bug, we need to keep our fluids up'))).toEqual(['glass-of-water']);
  });
});
