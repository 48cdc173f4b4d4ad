/**
 * Issue 38: words that describe a thing rather than ask of it. "There's a dirty pan on the stove" asks
 * the pan cleaned (a need of the pan's own), "there's a clean mug in the cupboard" only says where a
 * mug is; a verb of the world said of a thing is a command, not the person's own doing ("chill a can");
 * how food is wanted ("something hot to eat") keeps only the ways that cook. Sentences of our own;
 * real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan12: a Pan on a StoveBurner and a Mug; FloorPlan3: a WineBottle in the Fridge; FloorPlan24: eggs, bread, potatoes, lettuce.
const kitchen = readerIn('FloorPlan12');

describe('a thing described in a statement', () => {
  it('is cleaned when the word is of its own need', () => {
    const dishes = { none: { type: ['Plate', 'Bowl', 'Mug', 'Cup', 'Pot', 'Pan'], is: ['dirty'] } };
    expect(conditionsOf(kitchen("there's a dirty pan on the stove"))).toEqual([[{ exists: { type: 'Pan' } }, dishes]]);
    expect(conditionsOf(kitchen('theres a filthy mug in the sink'))).toEqual([[{ exists: { type: 'Mug' } }, dishes]]);
  });

  it('is only where it is when the word says the state it is wanted in', () => {
    expect(conditionsOf(kitchen("there's a clean mug in the cupboard, bring it"))).toEqual([[{ exists: { type: 'Mug', is: ['held'] } }]]);
    expect(kitchen("there's a clean mug in the cupboard").kind).toBe('ask');
  });
});

describe('a verb of the person\'s own said of a thing', () => {
  const fridgeKitchen = readerIn('FloorPlan3');

  it('is a command ("chill the wine"), and a can this world lacks is not understood, not a night in', () => {
    expect(conditionsOf(fridgeKitchen('chill the wine for tonight'))).toEqual([[{ exists: { type: 'WineBottle', was: { in: ['Fridge'] }, is: ['cold'] } }]]);
    const u = fridgeKitchen('could you chill a can of something for later');
    expect(u.kind === 'none' && u.notUnderstood).toEqual(['can']);
  });

  it('said alone is still the person\'s own', () => {
    const u = fridgeKitchen('I want to chill');
    expect(u.kind === 'goal' && u.notes?.join(' ')).toMatch(/'Chill' is yours to do/);
  });
});

describe('how food is wanted', () => {
  const cooking = readerIn('FloorPlan24');
  const types = (text: string): unknown[] => {
    const u = cooking(text);
    return u.kind === 'goal' ? u.goal.alternatives.map((a) => (a.all[0] as { exists: { type: unknown } }).exists.type) : [u];
  };

  it('hot or cooked: only the ways that cook, never a salad warmed through', () => {
    const cooked = ['EggCracked', 'BreadSliced', ['Potato', 'PotatoSliced']];
    expect(types('something hot to eat')).toEqual(cooked);
    expect(types('I want a hot meal')).toEqual(cooked);
    expect(types('something cooked to eat')).toEqual(cooked);
  });

  it('unsaid: every way, the salad and the fruit too', () => {
    expect(types("I'm starving")).toHaveLength(5);
  });
});

describe('where a thing belongs', () => {
  // FloorPlan16: eggs in the Fridge, a Knife on the CounterTop.
  const kitchen16 = readerIn('FloorPlan16');

  it('is its own store, as "away" is: eggs in the fridge, a knife in a drawer', () => {
    expect(conditionsOf(kitchen16('put the egg back where it belongs'))).toEqual([[{ exists: { type: 'Egg', directlyIn: ['Fridge'] } }]]);
    expect(conditionsOf(kitchen16('put the apple where it goes'))).toEqual([[{ exists: { type: 'Apple', directlyIn: ['Fridge'] } }]]);
    expect(conditionsOf(kitchen16('put the knife back where it belongs'))).toEqual([[{ exists: { type: 'Knife', directlyIn: ['Drawer'] } }]]);
  });
});
