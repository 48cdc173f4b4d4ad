/**
 * Household commands in words → goals in the goal vocabulary, in the rooms of real scenes: the
 * verbs people use, the names they give objects, several objects, counts, modifiers that are
 * conditions, pronouns, landmarks; and refusals that name the words not understood.
 */
import { describe, expect, it } from 'vitest';
import type { Alternative, Predicate } from '../../../../src/goals/index.js';
import { loadKnowledge } from '../../../../src/planning/offline/index.js';
import { understand, type Understanding } from '../../../../src/planning/offline/understanding.js';
import { Vocabulary } from '../../../../src/planning/offline/understand/vocabulary.js';
import { derivableTypes, loadScene, loadWorld } from '../../../../src/world/index.js';
import { suitesDir } from '../../../../src/experiments/index.js';
import { join } from 'node:path';
import { refusalOf as refusal } from './reader-in.js';

function understandIn(scene: string, dir?: string) {
  const shipped = loadWorld(scene.split('-')[0]!);
  const world = dir === undefined ? shipped : { ...shipped, scene: loadScene(scene, shipped.catalogue, dir) };
  const knowledge = loadKnowledge(undefined, world.catalogue);
  const vocabulary = new Vocabulary(knowledge.words, world.catalogue);
  const present = new Set(world.scene.objects.map((o) => o.type));
  const usable = new Set([...present, ...derivableTypes(present, world.catalogue)]);
  const typeOf = new Map(world.scene.objects.map((o) => [o.id, o.type] as const));
  const holdersOf = (type: string) => [...new Set(world.scene.objects.filter((o) => o.type === type && o.parent).map((o) => typeOf.get(o.parent!)!))];
  return (text: string, answer?: string): Understanding =>
    understand(text, answer, { knowledge, vocabulary, catalogue: world.catalogue, roomType: world.scene.roomType, usable, holdersOf });
}

const kitchen = understandIn('FloorPlan2');
const alfredKitchen = understandIn('FloorPlan6-T20190908-095850-157776', join(suitesDir(), 'alfred-train-sample.scenes'));
const living = understandIn('FloorPlan201');
const bedroom = understandIn('FloorPlan301');
const bathroom = understandIn('FloorPlan401');

/** The conditions a command asks for (its one alternative). */
function conditions(u: Understanding): Predicate[] {
  if (u.kind !== 'goal') throw new Error(`not understood: ${JSON.stringify(u)}`);
  expect(u.via).toBe('command');
  return (u.goal.alternatives[0] as Alternative).all;
}

describe('commands become goals', () => {
  it('the verbs of placing, with the names people give things and the furniture as places', () => {
    expect(conditions(living('Put the watch and Keychain inside the drawer'))).toEqual([
      { exists: { type: 'Watch', directlyIn: ['Drawer'] } },
      { exists: { type: 'KeyChain', directlyIn: ['Drawer'] } },
    ]);
    // The dresser, or a drawer of it.
    expect(conditions(bedroom('Move the keys to the dresser'))).toEqual([{ exists: { type: 'KeyChain', directlyIn: ['Dresser', 'Drawer'] } }]);
    expect(conditions(bedroom('bring the disc to the desk'))).toEqual([{ exists: { type: 'CD', directlyIn: ['Desk'] } }]);
    expect(conditions(living('Place the computer on the couch'))).toEqual([{ exists: { type: 'Laptop', directlyIn: ['Sofa'] } }]);
    expect(conditions(kitchen('Throw the apple in the bin'))).toEqual([{ exists: { type: 'Apple', directlyIn: ['GarbageCan'] } }]);
    expect(conditions(kitchen('throw away the apple'))).toEqual([{ exists: { type: 'Apple', directlyIn: ['GarbageCan'] } }]);
    expect(conditions(kitchen('Put the soap under the sink'))).toEqual([{ exists: { type: 'SoapBottle', directlyIn: ['Cabinet'] } }]);
    expect(conditions(bathroom('put a candle on a rack'))).toEqual([{ exists: { type: 'Candle', directlyIn: ['Shelf'] } }]);
    // Soap: a bar or a bottle of it, whichever the room has.
    expect(conditions(bathroom('put the soap in the tub'))).toEqual([{ exists: { type: ['SoapBar', 'SoapBottle'], directlyIn: ['BathtubBasin'] } }]);
    // A table is any of the room's tables.
    expect(conditions(living('Move the remote to a table'))).toEqual([{ exists: { type: 'RemoteControl', directlyIn: ['CoffeeTable', 'DiningTable', 'SideTable'] } }]);
  });

  it('holding, examining by a light, and switching', () => {
    expect(conditions(living('Pick up the Pillow'))).toEqual([{ exists: { type: 'Pillow', is: ['held'] } }]);
    expect(conditions(living('Examine a remote control by the light of a floor lamp'))).toEqual([
      { exists: { type: 'RemoteControl', is: ['held'] } },
      { exists: { type: ['FloorLamp'], is: ['on'] } },
    ]);
    expect(conditions(bedroom('look at the alarm clock under the lamp'))).toEqual([
      { exists: { type: 'AlarmClock', is: ['held'] } },
      { exists: { type: ['DeskLamp'], is: ['on'] } },
    ]);
    expect(conditions(bedroom('Turn the lamp on with a clock in hand'))).toEqual([
      { exists: { type: 'DeskLamp', is: ['on'] } },
      { exists: { type: 'AlarmClock', is: ['held'] } },
    ]);
    expect(conditions(living('turn off all the lights'))).toEqual([{ none: { type: 'LightSwitch', is: ['on'] } }]);
    expect(conditions(kitchen('open the fridge'))).toEqual([{ exists: { type: 'Fridge', is: ['open'] } }]);
  });

  it('modifiers and verbs that ask what happened on the way: chilled, heated, washed, sliced', () => {
    expect(conditions(kitchen('Place a chilled head of lettuce on a counter'))).toEqual([
      { exists: { type: 'Lettuce', is: ['cold'], directlyIn: ['CounterTop'], was: { in: ['Fridge'] } } },
    ]);
    expect(conditions(kitchen('Put a heated mug in the coffee maker'))).toEqual([
      // Heated where a mug can go (the catalogue's receptacles): the microwave, not the toaster.
      { exists: { type: 'Mug', is: ['hot'], directlyIn: ['CoffeeMachine'], was: { in: ['Microwave'], whileOn: true } } },
    ]);
    expect(conditions(kitchen('Put a clean butter knife in a drawer'))).toEqual([
      // A knife is never dirty in AI2-THOR (not dirtyable): washed is what happened to it, not a state.
      { exists: { type: 'ButterKnife', directlyIn: ['Drawer'], was: { in: 'SinkBasin', whileOn: true } } },
    ]);
    // A cooked tomato slice: what cannot be cooked was heated (where a slice can go: in a pan on a
    // burner); in the fridge it is not hot any more.
    expect(conditions(kitchen('Place a cooked tomato slice in the refrigerator'))).toEqual([
      { exists: { type: 'TomatoSliced', directlyIn: ['Fridge'], was: { in: ['StoveBurner'], whileOn: true } } },
    ]);
    expect(conditions(kitchen('slice the bread'))).toEqual([{ exists: { type: 'Bread', is: ['sliced'] } }]);
  });

  it('two things that happen on the way, both stated in the order said: washed, then heated (issue 38/41)', () => {
    const washedThenHeated = { exists: { type: 'AppleSliced', is: ['hot'], was: [{ in: 'SinkBasin', whileOn: true }, { in: ['Microwave'], whileOn: true }] } };
    // ALFRED train, suites/alfred-train-sample.yaml clean-t20190908-095850-157776-a0, in its own start.
    for (const request of ['Clean and wash an apple piece, then microwave it.', 'Wash an apple piece, then microwave it.', 'wash an apple slice and microwave it']) {
      expect(conditions(alfredKitchen(request)), request).toEqual([washedThenHeated]);
    }
    expect(conditions(kitchen('wash the mug and heat it'))).toEqual([
      { exists: { type: 'Mug', is: ['clean', 'hot'], was: [{ in: 'SinkBasin', whileOn: true }, { in: ['Microwave'], whileOn: true }] } },
    ]);
    expect(conditions(kitchen('rinse the apple, then chill it in the fridge'))).toEqual([
      { exists: { type: 'Apple', is: ['cold'], was: [{ in: 'SinkBasin', whileOn: true }, { in: ['Fridge'] }] } },
    ]);
    // Put in the microwave (not heated there): one history, and the place.
    expect(conditions(alfredKitchen('clean the apple slice and put it in the microwave'))).toEqual([
      { exists: { type: 'AppleSliced', directlyIn: ['Microwave'], was: { in: 'SinkBasin', whileOn: true } } },
    ]);
  });

  it('several clauses on one object: "it", a repeated noun, "a slice" of what was cut', () => {
    expect(conditions(kitchen('get the ladle, wash it and return it to the counter'))).toEqual([
      { exists: { type: 'Ladle', directlyIn: ['CounterTop'], was: { in: 'SinkBasin', whileOn: true } } },
    ]);
    expect(conditions(kitchen('Cool the apple in the refrigerator, put the apple in the cabinet'))).toEqual([
      { exists: { type: 'Apple', is: ['cold'], directlyIn: ['Cabinet'], was: { in: ['Fridge'] } } },
    ]);
    expect(conditions(kitchen('Cut the tomato, then put a slice in the fridge'))).toEqual([{ exists: { type: 'TomatoSliced', directlyIn: ['Fridge'] } }]);
  });

  it('"away" names the stores a thing may be put in (AI2-THOR\'s placement restrictions): a mug in a cabinet, a spoon in a drawer', () => {
    expect(conditions(kitchen('put the mug away'))).toEqual([{ exists: { type: 'Mug', directlyIn: ['Cabinet'] } }]);
    expect(conditions(kitchen('put the spoon away'))).toEqual([{ exists: { type: 'Spoon', directlyIn: ['Drawer'] } }]);
  });

  it('counts, and something carried in something else', () => {
    expect(conditions(kitchen('Put two apples in the fridge'))).toEqual([{ count: { type: 'Apple', directlyIn: ['Fridge'] }, atLeast: 2 }]);
    expect(conditions(kitchen('Place the pan with the spatula in it on the counter'))).toEqual([
      { exists: { type: 'Pan', directlyIn: ['CounterTop'] } },
      { exists: { type: 'Spatula', directlyIn: 'Pan', within: { type: 'Pan', directlyIn: ['CounterTop'] } } },
    ]);
    expect(conditions(living('Place the key inside a box to put on the sofa'))).toEqual([
      { exists: { type: 'KeyChain', directlyIn: 'Box', within: { type: 'Box', directlyIn: ['Sofa'] } } },
      { exists: { type: 'Box', directlyIn: ['Sofa'] } },
    ]);
  });

  it('gerunds and descriptions are read; what describes is set aside and said', () => {
    expect(conditions(kitchen('Putting a cooled apple in the microwave'))).toEqual([{ exists: { type: 'Apple', is: ['cold'], directlyIn: ['Microwave'], was: { in: ['Fridge'] } } }]);
    const described = kitchen('put the wooden spoon on the counter next to the sink');
    expect(conditions(described)).toEqual([{ exists: { type: 'Spoon', directlyIn: ['CounterTop'] } }]);
    expect(described.kind === 'goal' && described.notes).toEqual(["Read but not checked: 'wooden', 'next to the sink'."]);
  });

  it('a place is where the thing stands directly, among what can hold things', () => {
    // On the burner itself (the stove's knobs hold nothing), not in a pan standing there.
    expect(conditions(kitchen('Set the kettle on the stove'))).toEqual([{ exists: { type: 'Kettle', directlyIn: ['StoveBurner'] } }]);
    // "away" says only where things are stored; the drawer named after it says which.
    expect(conditions(kitchen('put the fork away in a drawer'))).toEqual([{ exists: { type: 'Fork', directlyIn: ['Drawer'] } }]);
    const below = kitchen('put the sponge away inside the drawer below the sink');
    expect(conditions(below)).toEqual([{ exists: { type: 'DishSponge', directlyIn: ['Drawer'] } }]);
    expect(below.kind === 'goal' && below.notes).toEqual(["Read but not checked: 'below the sink'."]);
    // A side or an edge of a thing is on the thing.
    expect(conditions(kitchen('Put the spatula on the left side of the counter'))).toEqual([{ exists: { type: 'Spatula', directlyIn: ['CounterTop'] } }]);
  });

  it('"on the dresser" is on the Dresser\'s top, not in one of the drawers the name also covers; "in the dresser" may be a drawer', () => {
    // FloorPlan301 has a Dresser and drawers: on top of it is the Dresser (a Drawer opens, things go inside it).
    expect(conditions(bedroom('put the watch on the dresser'))).toEqual([{ exists: { type: 'Watch', directlyIn: ['Dresser'] } }]);
    expect(conditions(bedroom('Put all watch on any dresser.'))).toEqual([{ none: { type: 'Watch', notIn: ['Dresser'] } }]);
    expect(conditions(bedroom('put the watch in the dresser'))).toEqual([{ exists: { type: 'Watch', directlyIn: ['Dresser', 'Drawer'] } }]);
    // FloorPlan427, a bathroom with drawers and no Dresser: ALFRED's "the dresser" there is its drawers, whatever the preposition.
    const drawersOnly = understandIn('FloorPlan427');
    expect(conditions(drawersOnly('put the cloth in the dresser'))).toEqual([{ exists: { type: 'Cloth', directlyIn: ['Drawer'] } }]);
    expect(conditions(drawersOnly('put the cloth on the dresser'))).toEqual([{ exists: { type: 'Cloth', directlyIn: ['Drawer'] } }]);
  });

  it('a part of a piece of furniture is the furniture', () => {
    expect(conditions(living('Put the remote on the seat of the arm chair'))).toEqual([{ exists: { type: 'RemoteControl', directlyIn: ['ArmChair'] } }]);
    expect(conditions(living('put the keys on the couch cushion'))).toEqual([{ exists: { type: 'KeyChain', directlyIn: ['Sofa'] } }]);
    // "cushion" alone is still a pillow.
    expect(conditions(living('put the cushion on the couch'))).toEqual([{ exists: { type: 'Pillow', directlyIn: ['Sofa'] } }]);
    // A shelf the kitchen lacks, said to be in the fridge, is the fridge: no stand-in on a counter.
    const shelf = kitchen('Place a microwaved piece of tomato on the top left shelf in the fridge.');
    expect(conditions(shelf)).toEqual([{ exists: { type: 'TomatoSliced', directlyIn: ['Fridge'], was: { in: ['Microwave', 'Toaster'], whileOn: true } } }]);
    expect(shelf.kind === 'goal' && shelf.notes.some((n) => n.includes('will do'))).toBe(false);
  });

  it('boiled is cooked lying in water, in a vessel that holds water and can hold the thing; a vessel boiled holds the water', () => {
    expect(conditions(kitchen('boil the potato'))).toEqual([
      { exists: { type: 'Potato', is: ['cooked'], was: { in: ['Microwave', 'StoveBurner'], whileOn: true }, within: { type: ['Pot', 'Bowl'], fillLiquid: 'water' } } },
    ]);
    expect(conditions(kitchen('boil the kettle'))[0]).toMatchObject({ exists: { type: 'Kettle', fillLiquid: 'water', is: ['hot'] } });
  });

  it('food served on a dish is served on a clean one; put on it, the dish is as it is', () => {
    expect(conditions(kitchen('serve the apple on a plate'))).toEqual([{ exists: { type: 'Apple', directlyIn: 'Plate', within: { type: 'Plate', is: ['clean'] } } }]);
    expect(conditions(kitchen('put the apple on a plate'))).toEqual([{ exists: { type: 'Apple', directlyIn: 'Plate' } }]);
  });

  it('heated where the thing can go: the catalogue says what fits in what heats', () => {
    expect(conditions(kitchen('warm the potato'))).toEqual([{ exists: { type: 'Potato', is: ['hot'], was: { in: ['Microwave'], whileOn: true } } }]);
    // Bread slices fit the toaster too, but no pan: not the burner.
    expect(conditions(kitchen('Put a cooked slice of bread on a plate'))).toEqual([
      { exists: { type: 'BreadSliced', is: ['cooked'], directlyIn: 'Plate', was: { in: ['Microwave', 'Toaster'], whileOn: true } } },
    ]);
  });

  it('a clause without its object takes the one named before it; "to" before a verb starts a clause', () => {
    expect(conditions(kitchen('grab the apple, throw into the garbage'))).toEqual([{ exists: { type: 'Apple', directlyIn: ['GarbageCan'] } }]);
    expect(conditions(bedroom('pick up the alarm clock to look at under the lamp'))).toEqual([
      { exists: { type: 'AlarmClock', is: ['held'] } },
      { exists: { type: ['DeskLamp'], is: ['on'] } },
    ]);
    // What the knife is used for is asked; "to" names no place.
    expect(conditions(kitchen('use a knife to cut the potato'))).toEqual([{ exists: { type: 'Potato', is: ['sliced'] } }]);
    expect(conditions(kitchen('cut the bread into slices'))).toEqual([{ exists: { type: 'Bread', is: ['sliced'] } }]);
    // A landmark after the place describes the place; it is no new object to put there.
    const landmark = kitchen('grab the mug, then place on the counter next to the toaster');
    expect(conditions(landmark)).toEqual([{ exists: { type: 'Mug', directlyIn: ['CounterTop'] } }]);
    expect(landmark.kind === 'goal' && landmark.notes).toEqual(["Read but not checked: 'next to the toaster'."]);
  });
});

describe('what it does not understand is refused, naming the words', () => {
  it('an unknown word in a command', () => {
    expect(refusal(kitchen('Frobnicate the apple'))).toBe("it did not understand 'frobnicate'");
    expect(refusal(kitchen('Put the apple in the zebra'))).toBe("it did not understand 'zebra'");
  });

  it('an object named by no name of its own ("a red item") is not guessed', () => {
    expect(refusal(living('move a red item to the sofa'))).toBe("it did not understand 'item'");
    expect(refusal(kitchen('Put the two things on the counter'))).toMatch(/did not understand .*'things'/);
  });

  it('an object the room has not', () => {
    expect(refusal(kitchen('Put the teddy bear on the counter'))).toBe('there is no teddy bear here');
  });

  it('a need is read from its words; a keyword in a request with other words is not', () => {
    expect(living('I want to watch tv').kind).toBe('goal');
    expect(refusal(living('Frobnicate the watch'))).toBe("it did not understand 'frobnicate'");
    // Things named with nothing asked of them: said (two of them: a question about one would lose the other), never
    // the TV a "watch" once turned on; one of them, asked about.
    expect(refusal(living('I feel like the watch and the keychain'))).toBe('it names the watch and the keychain but not what to do with each');
    expect(living('I feel like the watch')).toMatchObject({ kind: 'ask', question: 'What should I do with the watch?' });
  });
});

describe('a thing that can be used up, said to be a spare one', () => {
  // FloorPlan415: a bathroom with a used-up roll on the holder and a fresh one on a shelf.
  const bath = understandIn('FloorPlan415');
  it('is one not used up wherever it is put (a used-up roll is its bare tube)', () => {
    expect(conditions(bath('pop a spare loo roll on the counter'))).toEqual([{ exists: { type: 'ToiletPaper', directlyIn: ['CounterTop'], isUsedUp: false } }]);
    expect(conditions(bath('get me a new loo roll'))).toEqual([{ exists: { type: 'ToiletPaper', is: ['held'], isUsedUp: false } }]);
  });

  it('said no such word of it, it is taken as it is', () => {
    expect(conditions(bath('put the loo roll on the counter'))).toEqual([{ exists: { type: 'ToiletPaper', directlyIn: ['CounterTop'] } }]);
  });
});

describe('taken out, left by, left on (issue 38): goals the room can reach', () => {
  // FloorPlan13: one Egg in the Fridge, CounterTops and no table. FloorPlan302: a Bed, two SideTables.
  const kitchen13 = understandIn('FloorPlan13');
  const bedroom302 = understandIn('FloorPlan302');
  const bedroom319 = understandIn('FloorPlan319');

  it('taken out of what shuts, with nowhere said, is left out on the side, never kept in hand (one hand holds no two eggs)', () => {
    expect(conditions(kitchen13('take the egg out of the fridge'))).toEqual([{ exists: { type: 'Egg', notIn: ['Fridge'], isPickedUp: false, directlyIn: ['CounterTop'] } }]);
    const u = kitchen13("I'm doing some baking this afternoon, would you mind taking the eggs out of the fridge so they're not stone cold?");
    expect(conditions(u)).toEqual([{ none: { type: 'Egg', notIn: ['CounterTop'] } }]);
    // "Out of the fridge" is checked now, not only read.
    expect(u.kind === 'goal' && u.notes).toEqual([]);
  });

  it('taken out and asked more of, for someone, or off what does not shut, it is in hand as before; put somewhere, it goes there', () => {
    expect(conditions(kitchen13('take the egg out of the fridge and crack it'))).toEqual([{ exists: { type: 'EggCracked', is: ['held'] } }]);
    expect(conditions(kitchen13('grab the bread from the counter'))).toEqual([{ exists: { type: 'Bread', is: ['held'] } }]);
    // Taken out for someone, it is handed over.
    expect(conditions(kitchen13('get me the egg out of the fridge'))).toEqual([{ exists: { type: 'Egg', is: ['held'] } }]);
    expect(conditions(kitchen13('fetch the egg from the fridge'))).toEqual([{ exists: { type: 'Egg', is: ['held'] } }]);
    expect(conditions(kitchen13('take the apple out of the fridge and put it on the counter'))).toEqual([{ exists: { type: 'Apple', directlyIn: ['CounterTop'] } }]);
  });

  it('left by the bed: on the nightstand beside it when AI2-THOR puts no such thing on a bed, on the bed when it does', () => {
    // PlacementRestrictions (SimObjType.cs): a KeyChain goes on a SideTable, never on a Bed; a Book goes on either.
    expect(conditions(bedroom302("could you leave my car keys by the bed so I don't forget them in the morning?"))).toEqual([{ exists: { type: 'KeyChain', directlyIn: ['SideTable'] } }]);
    expect(conditions(bedroom302('put the book by the bed'))).toEqual([{ exists: { type: 'Book', directlyIn: ['Bed'] } }]);
    // Said "on the bed", it is the bed, and no stand-in.
    expect(conditions(bedroom302('leave my keys on the bed'))).toEqual([{ exists: { type: 'KeyChain', directlyIn: ['Bed'] } }]);
  });

  it('a light left on, with who it is for and when said after it, is switched on; "a little light" is a lamp, as "the big light" is the ceiling light', () => {
    expect(conditions(bedroom319("My son's scared of the dark, can we leave a little light on for him tonight?"))).toEqual([{ exists: { type: 'DeskLamp', is: ['on'] } }]);
    expect(conditions(bedroom319('leave the lamp on tonight'))).toEqual([{ exists: { type: 'DeskLamp', is: ['on'] } }]);
    expect(conditions(bedroom319('keep the big light off'))).toEqual([{ exists: { type: 'LightSwitch', is: ['off'] } }]);
    // Left on something, it is put there.
    expect(conditions(bedroom319('leave the book on the bed'))).toEqual([{ exists: { type: 'Book', directlyIn: ['Bed'] } }]);
  });
});

describe('several things and "it" in one command (issue 38)', () => {
  it('puts a second thing with a place of its own there, never where the first went', () => {
    expect(conditions(living('put the newspaper in the bin and the remote on the table'))).toEqual([
      { exists: { type: 'Newspaper', directlyIn: ['GarbageCan'] } },
      { exists: { type: 'RemoteControl', directlyIn: ['CoffeeTable', 'DiningTable', 'SideTable'] } },
    ]);
    expect(conditions(living('put the newspaper in the bin, and the remote on the table'))).toEqual(conditions(living('put the newspaper in the bin and the remote on the table')));
    // Two things before one place still go together.
    expect(conditions(living('put the newspaper and the remote on the table'))).toEqual([
      { exists: { type: 'Newspaper', directlyIn: ['CoffeeTable', 'DiningTable', 'SideTable'] } },
      { exists: { type: 'RemoteControl', directlyIn: ['CoffeeTable', 'DiningTable', 'SideTable'] } },
    ]);
  });

  it('closes or switches on where the thing went when "it" cannot be ("put the bread in the fridge and close it")', () => {
    expect(conditions(kitchen('put the bread in the fridge and close it'))).toEqual([{ exists: { type: 'Bread', directlyIn: ['Fridge'] } }, { exists: { type: 'Fridge', is: ['closed'] } }]);
    expect(conditions(kitchen('put the apple in the microwave and turn it on'))).toEqual([{ exists: { type: 'Apple', directlyIn: ['Microwave'] } }, { exists: { type: 'Microwave', is: ['on'] } }]);
  });

  it('ends a thing in the state asked last ("open the fridge, take the apple and close it")', () => {
    expect(conditions(kitchen('open the fridge, take the apple and close it'))).toEqual([{ exists: { type: 'Fridge', is: ['closed'] } }, { exists: { type: 'Apple', is: ['held'] } }]);
  });

  it('dims the lights as it turns the TV on, never the lights on', () => {
    expect(conditions(living('turn on the tv and dim the lights'))).toEqual([{ exists: { type: 'Television', is: ['on'] } }, { exists: { type: 'LightSwitch', is: ['off'] } }]);
  });
});
