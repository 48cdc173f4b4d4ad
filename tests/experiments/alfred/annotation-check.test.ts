/**
 * Annotations that ask for something else than their task's goal, with the words of
 * knowledge/words.yaml and the catalogue. The instructions are ALFRED train annotations
 * (suites/alfred-train-sample.yaml's sources) or written like them.
 */
import { describe, expect, it } from 'vitest';
import { annotationContradiction } from '../../../src/experiments/alfred/annotation-check.js';
import type { GoalTypes } from '../../../src/experiments/alfred/task-goal.js';
import type { AlfredTaskType } from '../../../src/experiments/alfred/trajectory.js';
import { knowledgeDir, wordScanner } from '../../../src/planning/index.js';
import { loadCatalogue } from '../../../src/world/index.js';

const catalogue = loadCatalogue();
const scan = wordScanner(knowledgeDir(), catalogue);
const types = (object: string, more: Partial<GoalTypes> = {}): GoalTypes => ({ object, sliced: null, receptacle: null, movable: null, lamp: null, ...more });
const check = (taskType: AlfredTaskType, goal: GoalTypes, text: string) => annotationContradiction(taskType, goal, scan(text), catalogue)?.rule ?? null;

describe('an annotation that contradicts its goal', () => {
  it('another thing to carry, and no word for the goal\'s object or its movable receptacle', () => {
    expect(check('pick_and_place_simple', types('PepperShaker', { receptacle: 'Drawer' }), 'Move a salt shaker into a drawer.')).toBe('another-object');
    expect(check('pick_and_place_simple', types('PepperShaker', { receptacle: 'Drawer' }), 'Move salt from a cabinet to a drawer.')).toBe('another-object');
    expect(check('pick_and_place_with_movable_recep', types('Pencil', { movable: 'Bowl', receptacle: 'Dresser' }), 'Put a mug with pencil in it on the small dresser.')).toBe('another-object');
    expect(check('pick_two_obj_and_place', types('Vase', { receptacle: 'CoffeeTable' }), 'put two dishes on the coffee table')).toBe('another-object');
    // The goal's object named: another thing beside it (a landmark, a source) is no contradiction.
    expect(check('pick_and_place_simple', types('PepperShaker', { receptacle: 'Drawer' }), 'Take the pepper from beside the salt shaker and put it in a drawer.')).toBeNull();
    // Furniture named loosely is not held to it ("the island" for a SideTable).
    expect(check('pick_heat_then_place_in_recep', types('Potato', { receptacle: 'SideTable' }), 'Put the heated potato on the island')).toBeNull();
    // A knife for a slicing task is the tool it needs, not another object.
    expect(check('pick_and_place_simple', types('LettuceSliced', { sliced: 'Lettuce', receptacle: 'DiningTable' }), 'Cut a lettuce with a knife and put a slice on the table.')).toBeNull();
    // A word that may mean the goal's type names it ("cup": a Cup or a Mug).
    expect(check('pick_and_place_with_movable_recep', types('Pencil', { movable: 'Mug', receptacle: 'Desk' }), 'Put a pencil in a cup on the desk.')).toBeNull();
  });

  it('the light switched off when the goal is a lamp on', () => {
    const lamp = types('RemoteControl', { lamp: 'FloorLamp' });
    expect(check('look_at_obj_in_light', lamp, 'Pick up the remote then turn off the floor lamp')).toBe('opposite-state');
    expect(check('look_at_obj_in_light', lamp, 'Turn the lamp off while holding a remote.')).toBe('opposite-state');
    expect(check('look_at_obj_in_light', lamp, 'Pick up the remote and turn on the floor lamp')).toBeNull();
  });

  it('the object and its movable receptacle joined by "and": two things moved, not one in the other', () => {
    const spoonInPot = types('Spoon', { movable: 'Pot', receptacle: 'CounterTop' });
    expect(check('pick_and_place_with_movable_recep', spoonInPot, 'Move the pot and spoon to the counter in the corner.')).toBe('not-one-in-the-other');
    expect(check('pick_and_place_with_movable_recep', spoonInPot, 'Move spoon and pot to the counter.')).toBe('not-one-in-the-other');
    expect(check('pick_and_place_with_movable_recep', spoonInPot, 'Put a spoon in the pot and move the pot to the counter.')).toBeNull();
  });

  it('one object named, in the singular, for a task that places two', () => {
    const two = types('SaltShaker', { receptacle: 'Shelf' });
    expect(check('pick_two_obj_and_place', two, 'To move the salt from the counter to the brown shelf.')).toBe('one-of-two');
    expect(check('pick_two_obj_and_place', two, 'Place two salt shakers on the shelf.')).toBeNull();
    expect(check('pick_two_obj_and_place', two, 'Put both salt shakers on the shelf.')).toBeNull();
    expect(check('pick_two_obj_and_place', two, 'Put a salt shaker on the shelf, then another salt shaker on the shelf.')).toBeNull();
  });

  it('nothing said of slicing when the goal is a slice', () => {
    const slice = types('TomatoSliced', { sliced: 'Tomato', receptacle: 'Fridge' });
    expect(check('pick_heat_then_place_in_recep', slice, 'Put cooked tomato in the fridge.')).toBe('no-slicing');
    expect(check('pick_heat_then_place_in_recep', slice, 'Putting a heated tomato slice in the fridge')).toBeNull();
    expect(check('pick_heat_then_place_in_recep', slice, 'Place a microwaved piece of tomato on the top left shelf in the fridge.')).toBeNull();
    expect(check('pick_heat_then_place_in_recep', slice, 'Cut a tomato, heat it and put it in the fridge.')).toBeNull();
  });

  it('nothing said of cleaning, heating or cooling, nor of what does it, when the goal is a thing so changed', () => {
    const soap = types('SoapBar', { receptacle: 'GarbageCan' });
    expect(check('pick_clean_then_place_in_recep', soap, 'Put the right soap in the trash can.')).toBe('no-state-change');
    expect(check('pick_clean_then_place_in_recep', soap, 'Rinse the soap and put it in the trash can.')).toBeNull();
    // The sink says the washing ("put the soap in the sink, then in the bin").
    expect(check('pick_clean_then_place_in_recep', soap, 'Put the soap in the sink, then in the trash can.')).toBeNull();
    const bread = types('BreadSliced', { sliced: 'Bread', receptacle: 'CounterTop' });
    expect(check('pick_cool_then_place_in_recep', bread, 'Place a cut chunk of bread on the counter.')).toBe('no-state-change');
    expect(check('pick_cool_then_place_in_recep', bread, 'Chill a slice of bread and put it on the counter.')).toBeNull();
    expect(check('pick_cool_then_place_in_recep', bread, 'Put a slice of bread in the fridge, then on the counter.')).toBeNull();
    const mug = types('Mug', { receptacle: 'CoffeeMachine' });
    expect(check('pick_heat_then_place_in_recep', mug, 'Put a mug on the coffee maker.')).toBe('no-state-change');
    expect(check('pick_heat_then_place_in_recep', mug, 'Put a heated mug on the coffee maker.')).toBeNull();
    // Cooked is heated: a microwave cooks what it heats.
    expect(check('pick_heat_then_place_in_recep', types('Potato', { receptacle: 'CounterTop' }), 'Put a cooked potato on the counter.')).toBeNull();
  });

  it('no word says which lamp, where the room has a lamp of another kind too', () => {
    const desk = types('CreditCard', { lamp: 'FloorLamp' });
    const both = new Set(['CreditCard', 'DeskLamp', 'FloorLamp', 'Sofa']);
    const inRoom = (text: string, room: ReadonlySet<string>) => annotationContradiction('look_at_obj_in_light', desk, scan(text), catalogue, room)?.rule ?? null;
    expect(inRoom('get a credit card from the couch and look at it under the lamp', both)).toBe('which-lamp');
    expect(inRoom('To look at the card in the light.', both)).toBe('which-lamp');
    expect(inRoom('Pick up a credit card to look at under a tall lamp.', both)).toBeNull();
    // One lamp in the room: "the lamp" is it.
    expect(inRoom('get a credit card from the couch and look at it under the lamp', new Set(['CreditCard', 'FloorLamp']))).toBeNull();
  });

  it('nowhere named to put it when the goal places it', () => {
    const lettuce = types('LettuceSliced', { sliced: 'Lettuce', receptacle: 'DiningTable' });
    expect(check('pick_and_place_simple', lettuce, 'Cut a large green food item with a knife.')).toBe('no-place');
    expect(check('pick_and_place_simple', types('Statue', { receptacle: 'CoffeeTable' }), 'Move the statue.')).toBe('no-place');
    // The movable receptacle is moved, not a place: the Pan goes on the DiningTable.
    const potInPan = types('PotatoSliced', { sliced: 'Potato', movable: 'Pan', receptacle: 'DiningTable' });
    expect(check('pick_and_place_with_movable_recep', potInPan, 'prepare a potato in a pan and cut it')).toBe('no-place');
    expect(check('pick_and_place_with_movable_recep', potInPan, 'Put a slice of potato in a pan and put the pan on the table.')).toBeNull();
    // "The cup" may be a Mug, a receptacle, but here it names the Cup moved.
    const knifeInCup = types('ButterKnife', { movable: 'Cup', receptacle: 'DiningTable' });
    expect(check('pick_and_place_with_movable_recep', knifeInCup, 'Place the cup with the knife in it next to the tomato.')).toBe('no-place');
    expect(check('pick_and_place_with_movable_recep', knifeInCup, 'Place the cup with the knife in it on the table.')).toBeNull();
    // The sink washes; the knife goes on the counter.
    const knife = types('ButterKnife', { receptacle: 'CounterTop' });
    expect(check('pick_clean_then_place_in_recep', knife, 'Put a clean knife in the sink.')).toBe('no-place');
    expect(check('pick_clean_then_place_in_recep', knife, 'Wash the knife in the sink and put it on the counter.')).toBeNull();
    // A verb says where when the goal is a bin or a fridge; any furniture named counts, loosely.
    expect(check('pick_and_place_simple', types('ToiletPaper', { receptacle: 'GarbageCan' }), 'Throw away the roll of toilet paper.')).toBeNull();
    expect(check('pick_and_place_with_movable_recep', types('TomatoSliced', { sliced: 'Tomato', movable: 'Pot', receptacle: 'Fridge' }), 'Refrigerate a tomato slice in a pot.')).toBeNull();
    expect(check('pick_and_place_simple', types('Statue', { receptacle: 'CoffeeTable' }), 'Put the statue on the shelf.')).toBeNull();
  });
});
