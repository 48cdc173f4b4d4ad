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
import { derivableTypes, loadWorld } from '../../../../src/world/index.js';

function understandIn(scene: string) {
  const world = loadWorld(scene);
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
const living = understandIn('FloorPlan201');
const bedroom = understandIn('FloorPlan301');
const bathroom = understandIn('FloorPlan401');

/** The conditions a command asks for (its one alternative). */
function conditions(u: Understanding): Predicate[] {
  if (u.kind !== 'goal') throw new Error(`not understood: ${JSON.stringify(u)}`);
  expect(u.via).toBe('command');
  return (u.goal.alternatives[0] as Alternative).all;
}

function refusal(u: Understanding): string {
  if (u.kind !== 'none') throw new Error(`understood: ${JSON.stringify(u)}`);
  return u.reason;
}

describe('commands become goals', () => {
  it('the verbs of placing, with the names people give things and the furniture as places', () => {
    expect(conditions(living('Put the watch and Keychain inside the drawer'))).toEqual([
      { exists: { type: 'Watch', in: ['Drawer'] } },
      { exists: { type: 'KeyChain', in: ['Drawer'] } },
    ]);
    // The dresser, or a drawer of it.
    expect(conditions(bedroom('Move the keys to the dresser'))).toEqual([{ exists: { type: 'KeyChain', in: ['Dresser', 'Drawer'] } }]);
    expect(conditions(bedroom('bring the disc to the desk'))).toEqual([{ exists: { type: 'CD', in: ['Desk'] } }]);
    expect(conditions(living('Place the computer on the couch'))).toEqual([{ exists: { type: 'Laptop', in: ['Sofa'] } }]);
    expect(conditions(kitchen('Throw the apple in the bin'))).toEqual([{ exists: { type: 'Apple', in: ['GarbageCan'] } }]);
    expect(conditions(kitchen('throw away the apple'))).toEqual([{ exists: { type: 'Apple', in: ['GarbageCan'] } }]);
    expect(conditions(kitchen('Put the soap under the sink'))).toEqual([{ exists: { type: 'SoapBottle', in: ['Cabinet'] } }]);
    expect(conditions(bathroom('put a candle on a rack'))).toEqual([{ exists: { type: 'Candle', in: ['Shelf'] } }]);
    // Soap: a bar or a bottle of it, whichever the room has.
    expect(conditions(bathroom('put the soap in the tub'))).toEqual([{ exists: { type: ['SoapBar', 'SoapBottle'], in: ['BathtubBasin'] } }]);
    // A table is any of the room's tables.
    expect(conditions(living('Move the remote to a table'))).toEqual([{ exists: { type: 'RemoteControl', in: ['CoffeeTable', 'DiningTable', 'SideTable'] } }]);
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
      { exists: { type: 'Lettuce', is: ['cold'], in: ['CounterTop'], was: { in: ['Fridge'] } } },
    ]);
    expect(conditions(kitchen('Put a heated mug in the coffee maker'))).toEqual([
      // Heated in what heats what is put in it; cooked on a burner too.
      { exists: { type: 'Mug', is: ['hot'], in: ['CoffeeMachine'], was: { in: ['Microwave', 'Toaster'], whileOn: true } } },
    ]);
    expect(conditions(kitchen('Put a clean butter knife in a drawer'))).toEqual([
      { exists: { type: 'ButterKnife', is: ['clean'], in: ['Drawer'], was: { in: 'SinkBasin', whileOn: true } } },
    ]);
    // A cooked tomato slice: what cannot be cooked was heated; in the fridge it is not hot any more.
    expect(conditions(kitchen('Place a cooked tomato slice in the refrigerator'))).toEqual([
      { exists: { type: 'TomatoSliced', in: ['Fridge'], was: { in: ['Microwave', 'StoveBurner', 'Toaster'], whileOn: true } } },
    ]);
    expect(conditions(kitchen('slice the bread'))).toEqual([{ exists: { type: 'Bread', is: ['sliced'] } }]);
  });

  it('several clauses on one object: "it", a repeated noun, "a slice" of what was cut', () => {
    expect(conditions(kitchen('get the ladle, wash it and return it to the counter'))).toEqual([
      { exists: { type: 'Ladle', is: ['clean'], in: ['CounterTop'], was: { in: 'SinkBasin', whileOn: true } } },
    ]);
    expect(conditions(kitchen('Cool the apple in the refrigerator, put the apple in the cabinet'))).toEqual([
      { exists: { type: 'Apple', is: ['cold'], in: ['Cabinet'], was: { in: ['Fridge'] } } },
    ]);
    expect(conditions(kitchen('Cut the tomato, then put a slice in the fridge'))).toEqual([{ exists: { type: 'TomatoSliced', in: ['Fridge'] } }]);
  });

  it('counts, and something carried in something else', () => {
    expect(conditions(kitchen('Put two apples in the fridge'))).toEqual([{ count: { type: 'Apple', in: ['Fridge'] }, atLeast: 2 }]);
    expect(conditions(kitchen('Place the pan with the spatula in it on the counter'))).toEqual([
      { exists: { type: 'Pan', in: ['CounterTop'] } },
      { exists: { type: 'Spatula', within: { type: 'Pan', in: ['CounterTop'] } } },
    ]);
    expect(conditions(living('Place the key inside a box to put on the sofa'))).toEqual([
      { exists: { type: 'KeyChain', within: { type: 'Box', in: ['Sofa'] } } },
      { exists: { type: 'Box', in: ['Sofa'] } },
    ]);
  });

  it('gerunds and descriptions are read; what describes is set aside and said', () => {
    expect(conditions(kitchen('Putting a cooled apple in the microwave'))).toEqual([{ exists: { type: 'Apple', is: ['cold'], in: ['Microwave'], was: { in: ['Fridge'] } } }]);
    const described = kitchen('put the wooden spoon on the counter next to the sink');
    expect(conditions(described)).toEqual([{ exists: { type: 'Spoon', in: ['CounterTop'] } }]);
    expect(described.kind === 'goal' && described.notes).toEqual(["Read but not checked: 'wooden', 'next to the sink'."]);
  });
});

describe('what it does not understand is refused, naming the words', () => {
  it('an unknown word in a command', () => {
    expect(refusal(kitchen('Frobnicate the apple'))).toBe("it did not understand 'frobnicate'");
    expect(refusal(kitchen('Put the apple in the zebra'))).toBe("it did not understand 'zebra'");
  });

  it('an object the room has not', () => {
    expect(refusal(kitchen('Put the teddy bear on the counter'))).toBe('there is no teddy bear here');
  });

  it('a vague request is its intent; a keyword in a request with other words is not', () => {
    expect(living('I want to watch tv').kind).toBe('goal');
    expect(refusal(living('Frobnicate the watch'))).toBe("it did not understand 'frobnicate'");
    expect(refusal(living('I feel like the watch and the keychain'))).toMatch(/what to do with the watch and the keychain|did not understand/);
  });
});
