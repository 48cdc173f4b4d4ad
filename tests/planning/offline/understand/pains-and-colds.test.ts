/**
 * How a person is when ill, as they say it: a light too strong, or on and "not helping" a pounding
 * head, is switched off; a cold said as an illness ("with a cold", "I have cold", "full of cold") is
 * tissues to hand, never warmth; making up for work is looking one's best, no work asked; a pet's
 * bowl said to be dry is filled at the tap.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan6: a kitchen (a Bowl in a Cabinet, a Faucet); FloorPlan321: a bedroom with a LightSwitch and a TissueBox;
// FloorPlan426: a bathroom with a TissueBox and a dirty Mirror.
const kitchen = readerIn('FloorPlan6');
const bedroom = readerIn('FloorPlan321');
const bathroom = readerIn('FloorPlan426');

describe('pains, colds and a pet\'s bowl', () => {
  it('switches the light off when it is too strong or not helping a pounding head', () => {
    expect(conditionsOf(bedroom('the light is too strong for me tonight'))).toEqual([[{ none: { type: 'LightSwitch', is: ['on'] } }]]);
    expect(conditionsOf(bedroom('head is throbbing and the big light is not helping'))).toEqual([[{ none: { type: 'LightSwitch', is: ['on'] } }]]);
  });

  it('gives a softer light for a head said to hurt from the big light', () => {
    expect(goalIds(readerIn('FloorPlan318')('the big light makes my head hurt'))).toEqual(['soft-light']);
  });

  it('reads a cold as an illness: tissues to hand', () => {
    expect(goalIds(bedroom('i am stuck in bed with a cold'))).toEqual(['tissues-to-hand']);
    expect(goalIds(bathroom('i have cold and i sneeze all day'))).toEqual(['tissues-to-hand']);
    expect(goalIds(bedroom('full of cold again'))).toEqual(['tissues-to-hand']);
    expect(goalIds(bedroom('im full of the cold'))).toEqual(['tissues-to-hand']);
  });

  it('reads the flu as why the person stays in bed, not as tissues: what they ask beside it is done', () => {
    const u = readerIn('FloorPlan316')("I've got the flu but I still have a bit of work to do from bed");
    expect(u.kind === 'goal' && u.goal.alternatives.map((a) => a.all)).toEqual([[{ exists: { type: 'Laptop', is: ['open', 'on'] } }]]);
  });

  it('reads make-up for work as looking one\'s best: the mirror cleaned, no laptop asked', () => {
    expect(goalIds(bathroom('need to do my makeup for work and the mirror is mucky'))).toEqual(['clean-mirror']);
  });

  it('fills a pet\'s bowl said to be dry or empty with water', () => {
    expect(conditionsOf(kitchen('the cats bowl is empty'))).toEqual([[{ exists: { type: 'Bowl', fillLiquid: 'water' } }]]);
    expect(goalIds(kitchen('the dog bowl is bone dry again'))).toEqual(['bowl-of-water']);
    expect(goalIds(kitchen("there's no water in the cat's bowl"))).toEqual(['bowl-of-water']);
  });
});
