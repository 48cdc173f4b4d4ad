import { describe, expect, it } from 'vitest';
import { expandTask } from '../../../src/experiments/teach/expand.js';
import { paramRole, wordValue, countValues, humanise } from '../../../src/experiments/teach/params.js';
import { requestText } from '../../../src/experiments/teach/request.js';
import { teachGoal } from '../../../src/experiments/teach/task-goal.js';
import { whyImpossible } from '../../../src/experiments/teach/feasible.js';
import { Untranslatable } from '../../../src/experiments/teach/untranslatable.js';
import { evaluateCriteria } from '../../../src/experiments/suites/criteria.js';
import { loadScene } from '../../../src/world/index.js';
import { catalogue, definition, definitions, facts } from './fixtures.js';

describe('a TEACh task expanded', () => {
  it('puts parameters in, replaces a task component by its own components with counts multiplied, and keeps a shared tool once', () => {
    const expanded = expandTask(definition('Dish Of X'), ['2', 'Potato', 'in', 'Bowl'], definitions);
    expect(expanded.requirements).toEqual([
      { key: 'Potato/Potato', primary: 'objectType', conditions: { objectType: 'PotatoSliced', isCooked: 1 }, count: 2, shareable: false },
      { key: 'Potato/blade', primary: 'objectType', conditions: { objectType: 'Knife' }, count: 1, shareable: true },
      { key: 'dish', primary: 'objectType', conditions: { objectType: 'Bowl', isDirty: 0 }, count: 1, shareable: false },
    ]);
    // The relation's head is the sub-task's anchor object; the tail is 'the': one and the same bowl.
    expect(expanded.relations).toEqual([{ property: 'parentReceptacles', tail: 'dish', tailDeterminer: 'the', heads: [{ key: 'Potato/Potato', count: 2 }] }]);
    expect(expanded.anchor).toBe('dish');
  });

  it('leaves out a component whose determiner is 0, and the relation heads standing for it', () => {
    const expanded = expandTask(definition('Dish Of X'), ['0', 'Potato', 'in', 'Bowl'], definitions);
    expect(expanded.requirements.map((r) => r.key)).toEqual(['dish']);
    expect(expanded.relations).toEqual([]);
  });

  it('refuses a wrong number of parameters and a determiner that is no count', () => {
    expect(() => expandTask(definition('Dish Of X'), ['2', 'Potato'], definitions)).toThrow(Untranslatable);
    expect(() => expandTask(definition('Dish Of X'), ['some', 'Potato', 'in', 'Bowl'], definitions)).toThrow(/determiner 'some'/);
  });
});

describe("a TEACh task's parameters", () => {
  it('are read from where the definition uses them: objects (with their suffix, through sub-tasks), counts, words', () => {
    const bowl = definition('Dish Of X');
    const roles = [0, 1, 2, 3].map((i) => paramRole(bowl, i, definitions));
    expect(roles).toEqual([{ kind: 'count' }, { kind: 'object', suffixes: ['Sliced'] }, { kind: 'word' }, { kind: 'object', suffixes: [''] }]);
    // The word before an object parameter is that object's preposition; a bowl holds things in it.
    expect(wordValue(bowl, 2, roles, ['1', 'Potato', '', 'Bowl'])).toBe('in');
    expect(wordValue(bowl, 2, roles, ['1', 'Potato', '', 'Plate'])).toBe('on');
    expect(countValues(bowl, 0)).toEqual([1, 2]);
    expect(humanise('TVStand')).toBe('TV stand');
    expect(humanise('RemoteControl')).toBe('remote control');
  });
});

describe("a TEACh task's request", () => {
  it('is its desc with the parameters put in, type names as words', () => {
    expect(requestText(definition('Dish Of X'), ['2', 'Potato', 'in', 'Bowl'], definitions)).toBe('Put 2 warm piece(s) of potato in a clean bowl.');
  });

  it('follows a desc announcing a list with the sub-tasks\' requests and the failure descriptions of its own parts', () => {
    expect(requestText(definition('Morning'), [], definitions)).toBe('Do the following things. Warm up a piece of bread. The keys go in a drawer.');
  });

  it('follows a desc that leaves a parameter unsaid with its parts, each sub-task counted as TEACh writes counts', () => {
    // "Make a platter." says nothing of how many pieces: the request alone could not tell the instances apart.
    const platter = {
      ...definition('Dish Of X'),
      task_name: 'Platter',
      desc: 'Make a platter of #1.',
      relations: definition('Dish Of X').relations.map((r) => ({ ...r, failure_desc: 'Everything goes in the dish.' })),
    };
    expect(requestText(platter, ['2', 'Apple', 'in', 'Plate'], definitions)).toBe('Make a platter of apple. Warm up 2 piece(s) of apple. The dish needs a rinse. Everything goes in the dish.');
    expect(requestText(platter, ['1', 'Apple', 'in', 'Plate'], definitions)).toBe('Make a platter of apple. Warm up a piece of apple. The dish needs a rinse. Everything goes in the dish.');
  });
});

describe("a TEACh task's goal", () => {
  const kitchen = loadScene('FloorPlan1', catalogue);

  it('counts the objects wanted, and puts all heads in one named tail object: an alternative per object of its type', () => {
    const expanded = expandTask(definition('Dish Of X'), ['2', 'Potato', 'in', 'Bowl'], definitions);
    const objects = [{ id: 'Bowl|1', type: 'Bowl' }, { id: 'Bowl|2', type: 'Bowl' }, { id: 'Potato|1', type: 'Potato' }];
    const goal = teachGoal(expanded, 'potato bowl', objects, facts);
    expect(goal.map((a) => a.name)).toEqual(['potato bowl, in Bowl|1', 'potato bowl, in Bowl|2']);
    expect(goal[0]!.all).toEqual([
      { count: { isCooked: true, type: ['PotatoSliced'] }, atLeast: 2 },
      { exists: { type: ['Knife'] } },
      { exists: { isDirty: false, type: ['Bowl'] } },
      { count: { isCooked: true, type: ['PotatoSliced'], within: { isDirty: false, type: ['Bowl'], id: 'Bowl|1' } }, atLeast: 2 },
    ]);
  });

  it("says 'all' as a none of the objects breaking each condition, a class as its types, and 'all in some tail' as none outside it", () => {
    expect(teachGoal(expandTask(definition('Lamps Lit'), [], definitions), 'lamps', [], facts)).toEqual([
      { name: 'lamps', all: [{ none: { type: ['DeskLamp', 'FloorLamp'], isToggled: false } }] },
    ]);
    const morning = teachGoal(expandTask(definition('Morning'), [], definitions), 'morning', kitchen.objects, facts);
    expect(morning).toHaveLength(1);
    expect(morning[0]!.all).toContainEqual({ none: { type: ['KeyChain'], notIn: ['Drawer'] } });
    expect(morning[0]!.all).toContainEqual({ exists: { isCooked: true, type: ['BreadSliced'] } });
  });

  it('holds on a state that meets it and not on one that does not', () => {
    const goal = teachGoal(expandTask(definition('Lamps Lit'), [], definitions), 'lamps', [], facts);
    const lamp = (isToggled: boolean) => ({ objectId: 'DeskLamp|1', objectType: 'DeskLamp', isToggled, parentReceptacles: [] });
    const state = (isToggled: boolean) => ({ objects: [lamp(isToggled)] }) as never;
    expect(evaluateCriteria(goal, state(true), () => false).met).toBe(true);
    expect(evaluateCriteria(goal, state(false), () => false).met).toBe(false);
  });

  it('is refused, with the reason, for a condition our vocabulary has no word for', () => {
    expect(() => teachGoal(expandTask(definition('Chilled X'), ['Potato'], definitions), 'chill', [], facts)).toThrow(/simbotIsChilled: no property of our goal vocabulary says it/);
  });
});

describe('whether a TEACh task is possible in a floorplan', () => {
  it('needs the objects (or what makes them: slices from a sliceable one) and a receptacle the heads can go in', () => {
    const kitchen = loadScene('FloorPlan1', catalogue);
    const bathroom = loadScene('FloorPlan401', catalogue);
    const bowl = expandTask(definition('Dish Of X'), ['2', 'Potato', 'in', 'Bowl'], definitions);
    expect(whyImpossible(bowl, kitchen, catalogue, facts)).toBeNull();
    expect(whyImpossible(bowl, bathroom, catalogue, facts)).toMatch(/PotatoSliced as asked, and this floorplan has or can make 0/);
    // A state asked of a type that cannot have it: no clean potato slice.
    const cleanSlice = { requirements: [{ key: 'x', primary: 'objectType', conditions: { objectType: 'PotatoSliced', isDirty: 0 }, count: 1, shareable: false }], relations: [], anchor: 'x' };
    expect(whyImpossible(cleanSlice, kitchen, catalogue, facts)).not.toBeNull();
  });
});
