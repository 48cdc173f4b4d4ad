/**
 * The goal vocabulary on hand-made states: every kind of condition a person gives (places, holders,
 * states, temperatures, liquids, counts, several at once), its words, and the objects an unmet
 * condition names.
 */
import { describe, expect, it } from 'vitest';
import { Alternative, Goal, Predicate, describePredicate, evaluateCriteria, explainUnmet, holds, type CriteriaState } from '../../src/goals/index.js';

const fixed = new Set(['Fridge', 'CounterTop', 'Drawer', 'ArmChair', 'DeskLamp', 'Microwave', 'Plate', 'Faucet']);
const isPickupable = (type: string) => !fixed.has(type);

const state: CriteriaState = {
  agents: [
    { name: 'robot', holding: 'CD|1' },
    { name: 'human', holding: null },
  ],
  objects: [
    { objectId: 'Fridge|1', objectType: 'Fridge', parentReceptacles: [], isOpen: false },
    { objectId: 'Apple|1', objectType: 'Apple', parentReceptacles: ['Fridge|1'], temperature: 'Cold' },
    { objectId: 'Apple|2', objectType: 'Apple', parentReceptacles: ['Plate|1', 'CounterTop|1'], temperature: 'RoomTemp' },
    { objectId: 'Plate|1', objectType: 'Plate', parentReceptacles: ['CounterTop|1'], isDirty: false },
    { objectId: 'CounterTop|1', objectType: 'CounterTop', parentReceptacles: [] },
    { objectId: 'Drawer|1', objectType: 'Drawer', parentReceptacles: [], isOpen: true },
    { objectId: 'CreditCard|1', objectType: 'CreditCard', parentReceptacles: ['Drawer|1'] },
    { objectId: 'ArmChair|1', objectType: 'ArmChair', parentReceptacles: [] },
    { objectId: 'CD|1', objectType: 'CD', parentReceptacles: [], isPickedUp: true },
    { objectId: 'DeskLamp|1', objectType: 'DeskLamp', parentReceptacles: [], isToggled: true },
    { objectId: 'Mug|1', objectType: 'Mug', parentReceptacles: ['CounterTop|1'], isFilledWithLiquid: true, fillLiquid: 'coffee', temperature: 'Hot' },
    { objectId: 'Egg|1', objectType: 'Egg', parentReceptacles: [], isBroken: true },
    { objectId: 'EggCracked|1', objectType: 'EggCracked', parentReceptacles: ['Plate|1', 'CounterTop|1'], isCooked: true },
    { objectId: 'Tomato|1', objectType: 'Tomato', parentReceptacles: ['CounterTop|1'], isSliced: true },
    { objectId: 'SoapBottle|1', objectType: 'SoapBottle', parentReceptacles: ['CounterTop|1'], isUsedUp: true },
  ],
};
const ok = (p: Predicate) => holds(Predicate.parse(p), state, isPickupable);

describe('the goal vocabulary', () => {
  it('places: anywhere inside, directly in, by id, a holder that itself matches, and not inside', () => {
    expect(ok({ exists: { type: 'Apple', in: 'CounterTop' } })).toBe(true); // on the plate on the counter
    expect(ok({ exists: { type: 'Apple', directlyIn: 'CounterTop' } })).toBe(false);
    expect(ok({ exists: { type: 'Apple', directlyIn: 'Plate' } })).toBe(true);
    expect(ok({ exists: { type: 'Apple', in: 'Fridge|1' } })).toBe(true);
    expect(ok({ exists: { id: 'Apple|2', in: 'Fridge' } })).toBe(false);
    expect(ok({ exists: { type: 'Apple', within: { type: 'Plate', in: 'CounterTop' } } })).toBe(true);
    expect(ok({ exists: { type: 'Apple', within: { type: 'Plate', isDirty: true } } })).toBe(false);
    expect(ok({ none: { type: 'CreditCard', notIn: 'ArmChair' } })).toBe(false);
  });

  it('held by an agent, or by anyone', () => {
    expect(ok({ exists: { type: 'CD', heldBy: 'robot' } })).toBe(true);
    expect(ok({ exists: { type: 'CD', heldBy: 'human' } })).toBe(false);
    expect(ok({ exists: { type: 'CD', is: ['held'] } })).toBe(true);
    expect(ok({ exists: { type: 'Apple', isPickedUp: true } })).toBe(false);
  });

  it('states by flag and by word: sliced, cracked, cooked, clean, on, open, broken, used up', () => {
    expect(ok({ exists: { type: 'Tomato', is: ['sliced'] } })).toBe(true);
    expect(ok({ exists: { type: 'Egg', isBroken: true } })).toBe(true);
    expect(ok({ exists: { type: 'EggCracked', is: ['cooked'], in: 'Plate' } })).toBe(true);
    expect(ok({ exists: { type: 'Plate', is: ['clean'] } })).toBe(true);
    expect(ok({ exists: { type: 'Plate', is: ['dirty'] } })).toBe(false);
    expect(ok({ exists: { type: 'DeskLamp', is: ['on'] } })).toBe(true);
    expect(ok({ exists: { type: 'Fridge', is: ['closed'] } })).toBe(true);
    expect(ok({ exists: { type: 'Drawer', is: ['closed'] } })).toBe(false);
    expect(ok({ exists: { type: 'SoapBottle', is: ['usedUp'] } })).toBe(true);
  });

  it('hot, cold, and what a vessel is filled with', () => {
    expect(ok({ exists: { type: 'Apple', is: ['cold'], in: 'Fridge' } })).toBe(true);
    expect(ok({ exists: { type: 'Apple', temperature: 'Hot' } })).toBe(false);
    expect(ok({ exists: { type: 'Mug', is: ['hot', 'filled'], fillLiquid: 'coffee' } })).toBe(true);
    expect(ok({ exists: { type: 'Mug', fillLiquid: 'water' } })).toBe(false);
  });

  it('counts: at least, at most, exactly', () => {
    expect(ok({ count: { type: 'Apple' }, atLeast: 2 })).toBe(true);
    expect(ok({ count: { type: 'Apple', in: 'Fridge' }, atLeast: 2 })).toBe(false);
    expect(ok({ count: { type: 'Apple', in: 'Fridge' }, exactly: 1 })).toBe(true);
    expect(ok({ count: { type: 'Apple' }, atMost: 1 })).toBe(false);
    expect(() => Predicate.parse({ count: { type: 'Apple' } })).toThrow(/atLeast, atMost or exactly/);
    expect(() => Predicate.parse({ count: { type: 'Apple' }, exactly: 1, atLeast: 1 })).toThrow(/exactly cannot/);
  });

  it('several conditions at once: the CD held while the DeskLamp is on', () => {
    const goal: Alternative[] = Goal.parse([
      { name: 'look at the CD in the light', all: [{ exists: { type: 'CD', is: ['held'] } }, { exists: { type: 'DeskLamp', is: ['on'] } }] },
    ]);
    expect(evaluateCriteria(goal, state, isPickupable)).toMatchObject({ met: true, alternative: 'look at the CD in the light' });
    const off = { ...state, objects: state.objects.map((o) => (o.objectType === 'DeskLamp' ? { ...o, isToggled: false } : o)) };
    const verdict = evaluateCriteria(goal, off, isPickupable);
    expect(verdict.met).toBe(false);
    expect(verdict.unmet).toEqual([
      { alternative: 'look at the CD in the light', predicate: 'there should be a DeskLamp that is switched on', because: ['the DeskLamp is off, not on'] },
    ]);
  });

  it('what happened: one history, or a list of them that all happened; never an empty list', () => {
    const washedThenHeated = { exists: { type: 'AppleSliced', was: [{ in: 'SinkBasin', whileOn: true }, { in: 'Microwave', whileOn: true }] } };
    expect(Predicate.parse(washedThenHeated)).toEqual(washedThenHeated);
    expect(Predicate.parse({ exists: { type: 'Apple', was: { in: 'Fridge' } } })).toEqual({ exists: { type: 'Apple', was: { in: 'Fridge' } } });
    expect(() => Predicate.parse({ exists: { type: 'Apple', was: [] } })).toThrow(/was/);
    expect(() => Predicate.parse({ exists: { type: 'Apple', was: [{ in: 'Fridge' }, { on: 'Microwave' }] } })).toThrow(/was/);
  });

  it('refuses unknown fields and words, naming them', () => {
    expect(() => Predicate.parse({ exists: { type: 'Apple', is: ['warm'] } })).toThrow(/is/);
    expect(() => Predicate.parse({ exists: { type: 'Apple', inside: 'Fridge' } })).toThrow(/inside/);
  });
});

describe('goals in words', () => {
  it('says every kind of condition plainly', () => {
    expect(describePredicate({ exists: { type: 'EggCracked', isCooked: true, in: 'Pan' } })).toBe('there should be an EggCracked that is cooked, in a Pan');
    expect(describePredicate({ count: { type: 'Apple', in: 'Fridge' }, atLeast: 2 })).toBe('there should be at least 2 × Apple in a Fridge');
    expect(describePredicate({ none: { type: 'LightSwitch', isToggled: true } })).toBe('there should be no LightSwitch that is on');
    expect(describePredicate({ exists: { type: 'Mug', fillLiquid: 'coffee', heldBy: 'robot' } })).toBe('there should be a Mug that is filled with coffee, held by robot');
    expect(describePredicate({ exists: { type: 'Mug', in: 'CoffeeMachine', was: { in: 'Microwave', whileOn: true } } })).toBe(
      'there should be a Mug in a CoffeeMachine, that was in a Microwave while it was on',
    );
    expect(describePredicate({ exists: { type: 'AppleSliced', directlyIn: 'Microwave', was: [{ in: 'SinkBasin', whileOn: true }, { in: 'Microwave', whileOn: true }] } })).toBe(
      'there should be an AppleSliced directly in a Microwave, that was in a SinkBasin while it was on, and in a Microwave while it was on',
    );
    expect(describePredicate({ exists: { type: 'Apple', within: { type: 'Plate', in: 'CounterTop' } } })).toBe(
      'there should be an Apple on a Plate on a CounterTop',
    );
  });
});

describe('unmet conditions name the objects that break them', () => {
  const why = (p: Predicate, nameOf?: (id: string) => string) => explainUnmet(p, state, { isPickupable, nameOf });

  it('a place: where the object is instead', () => {
    expect(why({ exists: { type: 'CreditCard', in: 'ArmChair' } })).toEqual(['the CreditCard is in the Drawer, not on an ArmChair']);
    expect(why({ exists: { type: 'CreditCard', in: 'ArmChair' } }, (id) => `the ${id}`)).toEqual(['the CreditCard|1 is in the Drawer|1, not on an ArmChair']);
    expect(why({ exists: { type: 'CD', in: 'Drawer' } })).toEqual(['the CD is held by robot, not in a Drawer']);
  });

  it('a state, a temperature, a liquid, a holder', () => {
    expect(why({ exists: { type: 'Apple', is: ['hot'] } })).toEqual(['the Apple is cold, not hot', 'the Apple is at room temperature, not hot']);
    expect(why({ exists: { type: 'Mug', fillLiquid: 'water' } })).toEqual(['the Mug is filled with coffee, not water']);
    expect(why({ exists: { type: 'CD', heldBy: 'human' } })).toEqual(['the CD is held by robot, not human']);
    expect(why({ exists: { type: 'Tomato', is: ['cooked'] } })).toEqual(['the Tomato is not cooked']);
    expect(why({ exists: { type: 'Drawer', is: ['closed'] } })).toEqual(['the Drawer is open, not closed']);
  });

  it('a none: the objects still there; a count: how many and why the others are not', () => {
    expect(why({ none: { type: 'Apple', in: 'Fridge' } })).toEqual(['the Apple is in the Fridge']);
    expect(why({ none: { type: 'DeskLamp', isToggled: true } })).toEqual(['the DeskLamp is on']);
    expect(why({ count: { type: 'Apple', in: 'Fridge' }, atLeast: 2 })).toEqual(['only 1 of the 2 wanted is there', 'the Apple is on the Plate, not in a Fridge']);
    expect(why({ exists: { type: 'Pillow', in: 'Sofa' } })).toEqual(['there is no Pillow in the room']);
    expect(why({ exists: { type: 'Apple', in: 'Fridge' } })).toEqual([]);
  });
});
