/**
 * Which of the types a name covers is meant (plain-kind.ts, issue 38): a word that is one type's
 * own name and only part of others' ("towel": Towel, HandTowel) means the plain one where the room
 * has it, the kinds only where it has not, where only a kind fits where it goes, or when said
 * ("hand towel"); other names of a thing ("cup": a Cup or a Mug) and several things ("two
 * towels") keep every type.
 */
import { describe, expect, it } from 'vitest';
import type { Predicate } from '../../../../src/goals/index.js';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { meantOf, plainKindOf } from '../../../../src/planning/offline/understand/plain-kind.js';
import { readerIn } from './reader-in.js';

/** The conditions of a goal's first alternative. */
function conditions(u: Understanding): readonly Predicate[] {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return u.goal.alternatives[0]!.all;
}

describe('the plain type of a name', () => {
  it('is the type whose own name the word is, when the word also names types whose names only contain it', () => {
    expect(plainKindOf('towel', ['Towel', 'HandTowel'])).toEqual({ type: 'Towel', kinds: ['HandTowel'] });
    expect(plainKindOf('bottle', ['Bottle', 'WineBottle', 'SprayBottle', 'SoapBottle'])).toEqual({ type: 'Bottle', kinds: ['WineBottle', 'SprayBottle', 'SoapBottle'] });
  });

  it('is none where the other types are other names of the thing, or no type is the word', () => {
    expect(plainKindOf('cup', ['Cup', 'Mug'])).toBeUndefined();
    expect(plainKindOf('dresser', ['Dresser', 'Drawer'])).toBeUndefined();
    expect(plainKindOf('table', ['CoffeeTable', 'Desk', 'DiningTable', 'SideTable'])).toBeUndefined();
    expect(plainKindOf('lamp', ['DeskLamp', 'FloorLamp'])).toBeUndefined();
  });

  it('means the plain type for one thing where the room has it; otherwise, or for several, every type', () => {
    const plain = { type: 'Towel', kinds: ['HandTowel'] };
    expect(meantOf(['Towel', 'HandTowel'], plain, 1)).toEqual(['Towel']);
    expect(meantOf(['HandTowel'], plain, 1)).toEqual(['HandTowel']);
    expect(meantOf(['Towel', 'HandTowel'], plain, 2)).toEqual(['Towel', 'HandTowel']);
    expect(meantOf(['Towel', 'HandTowel'], plain, 'all')).toEqual(['Towel', 'HandTowel']);
  });
});

describe('a name read in a room', () => {
  // FloorPlan403: a bathroom with a Towel and a HandTowel.
  const bathroom = readerIn('FloorPlan403');
  // FloorPlan1: a kitchen with a Bottle, a WineBottle, a Knife, a ButterKnife, a Cup and a Mug; FloorPlan3: a WineBottle and no Bottle.
  const kitchen = readerIn('FloorPlan1');
  const noBottle = readerIn('FloorPlan3');
  // FloorPlan201: a living room with a Chair and an ArmChair.
  const living = readerIn('FloorPlan201');

  it('"the towel" is the bath towel, never the nearer hand towel; "the hand towel" is the hand towel', () => {
    expect(conditions(bathroom('grab the towel'))).toEqual([{ exists: { type: 'Towel', is: ['held'] } }]);
    expect(conditions(bathroom('grab the hand towel'))).toEqual([{ exists: { type: 'HandTowel', is: ['held'] } }]);
  });

  it('only a kind fits where it goes: "a knife in a glass" may be the butter knife (AI2-THOR puts no Knife in a Cup)', () => {
    const [knife] = conditions(kitchen('put a knife in a glass'));
    expect(knife).toMatchObject({ exists: { type: ['Knife', 'ButterKnife'], directlyIn: 'Cup' } });
    expect(conditions(kitchen('put the knife on the counter'))).toEqual([{ exists: { type: 'Knife', directlyIn: ['CounterTop'] } }]);
  });

  it('several towels, or either said, are any of the towels', () => {
    expect(conditions(bathroom('grab two towels'))).toEqual([{ count: { type: ['Towel', 'HandTowel'], is: ['held'] }, atLeast: 2 }]);
    expect(conditions(bathroom('grab a towel or a hand towel'))).toEqual([{ exists: { type: ['Towel', 'HandTowel'], is: ['held'] } }]);
  });

  it('"the bottle" is a plain bottle where there is one, else any bottle the room has; "the knife" is the knife', () => {
    expect(conditions(kitchen('grab the bottle'))).toEqual([{ exists: { type: 'Bottle', is: ['held'] } }]);
    expect(conditions(noBottle('grab the bottle'))).toEqual([{ exists: { type: ['WineBottle', 'SoapBottle'], is: ['held'] } }]);
    expect(conditions(kitchen('grab the knife'))).toEqual([{ exists: { type: 'Knife', is: ['held'] } }]);
    expect(conditions(kitchen('grab the butter knife'))).toEqual([{ exists: { type: 'ButterKnife', is: ['held'] } }]);
  });

  it('other names of a thing keep every type: "a cup" is a Cup or a Mug, "the table" any table, "the lamp" any lamp', () => {
    expect(conditions(kitchen('grab a cup'))).toEqual([{ exists: { type: ['Cup', 'Mug'], is: ['held'] } }]);
    expect(conditions(living('put the remote on the table'))).toEqual([{ exists: { type: 'RemoteControl', directlyIn: ['CoffeeTable', 'DiningTable', 'SideTable'] } }]);
    expect(conditions(kitchen('open the cupboard'))).toEqual([{ exists: { type: 'Cabinet', is: ['open'] } }]);
  });

  it('a place is where a thing goes, any of the kinds its name covers: "on the chair" is a chair or an armchair', () => {
    expect(conditions(living('put the remote on the chair'))).toEqual([{ exists: { type: 'RemoteControl', directlyIn: ['Chair', 'ArmChair'] } }]);
  });
});
