/**
 * A thing said to be lying about, left out, in the way or within someone's reach is put away where
 * such a thing is stored (goals.yaml `stores`, kept to AI2-THOR's receptacles of the type), shut
 * away when someone could get at it; never asked about as a thing named with nothing asked of it,
 * never another task. A command said of the thing wins; a need said of it is that need.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from './reader-in.js';

// FloorPlan2: a kitchen with a Knife and a ButterKnife on the counter, drawers and cabinets.
const kitchen = readerIn('FloorPlan2');
// FloorPlan301: a bedroom with a BaseballBat on the bed, a Pen and a Laptop on the desk, a CD on the shelf, drawers and a box.
const bedroom = readerIn('FloorPlan301');
// FloorPlan201: a living room with a Book, a CreditCard and a Laptop on the sofa.
const living = readerIn('FloorPlan201');
// FloorPlan414: a bathroom with a SprayBottle on the counter, a cabinet and a drawer; FloorPlan401: one whose spray is on a shelf and nothing shuts.
const bathroom = readerIn('FloorPlan414');

/** The conditions of a goal's one alternative, its id and the words it rests on. */
function read(u: Understanding): { id: string; all: unknown; words: readonly string[]; aside: readonly string[] } {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  expect(u.goal.alternatives).toHaveLength(1);
  return { id: u.goal.id, all: u.goal.alternatives[0]!.all, words: u.reading.words, aside: u.reading.setAside };
}

describe('a thing out of place is put away where such a thing is kept', () => {
  it('a knife lying out goes in a drawer (AI2-THOR lets a Knife in no Cabinet), every one of the kinds lying there', () => {
    const knife = read(kitchen('ugh the knife has been left lying about on the counter again'));
    expect(knife.id).toBe('put-away');
    // Both kinds its name covers lie on the counter here: both are put away.
    expect(knife.all).toEqual([
      { none: { type: 'Knife', notIn: ['Drawer'] } },
      { none: { type: 'ButterKnife', notIn: ['Drawer'] } },
    ]);
    expect(knife.words).toEqual(['knife has been left lying about on the counter']);
  });

  it('of the kinds a name covers, only those lying where it is said to lie ("the knife", not the butter knife in the drawer)', () => {
    expect(read(readerIn('FloorPlan20')('the knife is lying around on the counter')).all).toEqual([{ none: { type: 'Knife', notIn: ['Drawer'] } }]);
  });

  it('within someone else\'s reach, or with a child or a pet said beside it, it is shut away: a cabinet or a drawer, not a shelf', () => {
    expect(read(bathroom('my nephew is coming round and the spray is out on the side where he could grab it')).all).toEqual([{ none: { type: 'SprayBottle', notIn: ['Cabinet', 'Drawer'] } }]);
    expect(read(bathroom('the toddler is home today and the spray bottle is left out on the counter')).all).toEqual([{ none: { type: 'SprayBottle', notIn: ['Cabinet', 'Drawer'] } }]);
    // Where nothing that shuts takes it, that is said, never a shelf or a table instead.
    expect(refusalOf(readerIn('FloorPlan401')('the kids can reach the spray on the shelf'))).toMatch(/out of reach, but nothing here that shuts .* takes a SprayBottle/);
  });

  it('a thing in the way or at risk ("someone will sit on it", "knock it over", "a desk covered in pens") is put away too', () => {
    // A laptop no drawer or shelf takes (AI2-THOR's receptacles of a Laptop) goes where it belongs: a table.
    expect(read(living('somebody is going to sit on the laptop if it stays on the sofa')).all).toEqual([{ none: { type: 'Laptop', notIn: ['CoffeeTable', 'SideTable', 'TVStand', 'DiningTable'] } }]);
    expect(read(bedroom('the desk is covered in pens, driving me mad')).all).toEqual([{ none: { type: 'Pen', notIn: ['Drawer', 'Box', 'Shelf'] } }]);
    // Cut food keeps in the fridge, the one store its receptacles name (was: a drawer, cabinet or shelf none of it fits).
    expect(read(readerIn('FloorPlan1')('put the sliced apple away')).all).toEqual([{ exists: { type: 'AppleSliced', directlyIn: ['Fridge'] } }]);
    // Dishes in a sink (a basin the Faucet washes) wait to be washed, never put away unwashed; "a load of" loads nothing.
    for (const text of ['the sink is full of dishes', "there's a load of dishes in the sink"]) expect(read(readerIn('FloorPlan1')(text)).id, text).toBe('clean-dishes');
    // Everywhere in the room (was: "books" read as reading, the lights turned on).
    expect(read(readerIn('FloorPlan321')('there are books everywhere')).all).toEqual([{ none: { type: 'Book', notIn: ['Drawer'] } }]);
    expect(read(living('the dog keeps knocking the ornaments over')).all).toEqual([
      { none: { type: 'Statue', notIn: ['Box'] } },
      { none: { type: 'Vase', notIn: ['Box'] } },
    ]);
  });

  it('a thing said lying in or on a place, or still out on one is put away', () => {
    // Each was "names the ... but not what to do with it" (asked, no answer).
    expect(read(bathroom('there is a washing-up sponge lying in the bath')).all).toEqual([{ none: { type: 'DishSponge', notIn: ['Cabinet', 'Drawer'] } }]);
    expect(read(bathroom('the spray is still out on the counter from this morning')).all).toEqual([{ none: { type: 'SprayBottle', notIn: ['Cabinet', 'Drawer'] } }]);
    // Things named before one said out of place are all out of place, though a clause naming no thing comes first ("the
    // in-laws arrive"): the spray alone was asked about, and the answer planned it alone (a false success).
    const both = read(bathroom('The in-laws arrive at six and the spray and the scrubbing brush are still out on the counter from this morning'));
    expect(both.all).toEqual([{ none: { type: 'SprayBottle', notIn: ['Cabinet', 'Drawer'] } }, { none: { type: 'ScrubBrush', notIn: ['Cabinet', 'Drawer'] } }]);
    // Falling again and again where it is: out of place there (was asked about).
    expect(read(readerIn('FloorPlan401')('the soap keeps falling in the sink')).id).toBe('put-away');
    // Dishes said lying in a sink wait to be washed there: never put away unwashed (asked what to do, as before any phrase).
    expect(readerIn('FloorPlan1')('the mugs are sitting in the sink').kind).not.toBe('goal');
    // The person lying in bed is no thing out of place: the need said is what is read.
    expect(read(bedroom('I am lying in bed and it is too dark to read')).id).not.toBe('put-away');
  });

  it('a thing nothing stores and that has no home is moved off where it lies, never binned; "it" after it is the same thing', () => {
    const bat = read(bedroom('I keep tripping over the baseball bat, why is it on the bed'));
    expect(bat.all).toEqual([{ none: { type: 'BaseballBat', in: ['Bed'] } }, { none: { type: 'BaseballBat', in: 'GarbageCan' } }]);
  });

  it('a thing said to be locked up goes in the safe, the one place here that locks; one no safe takes is said, never a drawer instead', () => {
    const safe = readerIn('FloorPlan302');
    expect(read(safe('going away for the weekend and not taking my spare keys, I want them locked away')).all).toEqual([{ none: { type: 'KeyChain', notIn: ['Safe'] } }]);
    // AI2-THOR lets no CreditCard into a Safe.
    expect(refusalOf(safe('the bank card should be under lock and key'))).toMatch(/nothing here locks that takes a CreditCard/);
  });

  it('a need said after it only of things it cannot be in ("gross" of a toilet brush) asks nothing: no mirror cleaned', () => {
    const brush = read(readerIn('FloorPlan407')('why is the loo brush on the counter? gross'));
    expect(brush.all).toEqual([{ none: { type: 'ScrubBrush', notIn: ['Cabinet'] } }]);
  });
});

describe('what is not a thing out of place', () => {
  it('a command, the person reaching, or a thing sought reads as before', () => {
    expect(read(kitchen('put the knife in the drawer')).id).toBe('as-asked');
    expect(kitchen('can you grab the apple')).toMatchObject({ kind: 'goal', goal: { alternatives: [{ all: [{ exists: { type: 'Apple', is: ['held'] } }] }] } });
    // The person's own reaching puts nothing away: what they cannot reach is handed to them (speech.yaml `seeking`).
    expect(kitchen("I can't reach the mug")).toMatchObject({ kind: 'goal', goal: { alternatives: [{ all: [{ exists: { type: 'Mug', is: ['held'] } }] }] } });
  });

  it('a command said of the thing wins over putting it away', () => {
    const brought = read(living('my laptop is lying on the sofa, bring it to me'));
    expect(brought.all).toEqual([{ exists: { type: 'Laptop', is: ['held'] } }]);
    expect(brought.words).toEqual(['bring laptop']);
  });

  it('a thing sought is brought, not put away ("lying about somewhere, I can\'t find it"); a need told of it is what is asked ("... and it\'s filthy")', () => {
    expect(read(bedroom("my phone is lying about somewhere, I can't find it")).all).toEqual([{ exists: { type: 'CellPhone', is: ['held'] } }]);
    expect(read(readerIn('FloorPlan1')("the mug is left out on the counter and it's filthy")).id).toBe('clean-dishes');
  });

  it('food said to go off where it sits is kept fresh in the fridge (the need), not put away as clutter', () => {
    expect(read(kitchen('those tomatoes are gonna go off sitting out on the side')).id).toBe('food-chilled');
  });
});
