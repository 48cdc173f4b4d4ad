/**
 * A use or need said and then denied ("I'm useless before coffee ... don't actually make the coffee now") is not
 * asked: beside commands, the denial is what it denies (denied-ask.ts).
 */
import { describe, expect, it } from 'vitest';
import { deniedBy } from '../../../../src/planning/offline/understand/denied-ask.js';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

// FloorPlan2: a kitchen with a mug and a coffee machine.
const kitchen = readerIn('FloorPlan2');

describe('a use said and then denied', () => {
  it('is not asked beside the commands (was: "did not understand \'do not actually make the coffee now obviously\'")', () => {
    const read = kitchen("I've got a 6am start tomorrow and I'm useless before coffee. Could you set a mug up in the coffee machine tonight so it's all ready to go? Don't actually make the coffee now obviously");
    expect(conditionsOf(read)).toEqual([[{ exists: { type: 'Mug', directlyIn: ['CoffeeMachine'] } }]]);
  });

  it('leaves a need the denial does not name blocking', () => {
    expect(refusalOf(kitchen("I'm hungry. Could you set a mug up in the coffee machine tonight? Don't make the coffee now"))).toContain('do not make the coffee now');
    expect(deniedBy(['do not make the coffee now'], 'coffee')).toBe(true);
    expect(deniedBy(['do not make the coffee now'], 'hungry')).toBe(false);
    expect(deniedBy(['do not make the coffee now'], 'a')).toBe(false);
  });
});
