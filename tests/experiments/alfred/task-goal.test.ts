import { describe, expect, it } from 'vitest';
import { alfredGoal, goalTypes } from '../../../src/experiments/alfred/task-goal.js';
import { ALFRED_TASK_TYPES, type AlfredTrajectory } from '../../../src/experiments/alfred/trajectory.js';
import { Goal } from '../../../src/goals/index.js';
import { loadCatalogue } from '../../../src/world/index.js';
import { fixture, fixtureFiles } from './fixtures.js';

const catalogue = loadCatalogue();
const withParams = (t: AlfredTrajectory, params: Partial<AlfredTrajectory['pddl_params']>): AlfredTrajectory => ({ ...t, pddl_params: { ...t.pddl_params, ...params } });

describe('the goal of an ALFRED task', () => {
  it('has a fixture of every task type, and each goal is valid in the goal vocabulary', () => {
    expect(new Set(fixtureFiles().map((f) => f.taskType))).toEqual(new Set(ALFRED_TASK_TYPES));
    for (const type of ALFRED_TASK_TYPES) {
      const { path, trajectory } = fixture(type);
      const goal = alfredGoal(trajectory.task_type, goalTypes(trajectory, catalogue, path));
      expect(Goal.safeParse(goal).success, type).toBe(true);
    }
  });

  it('holds ALFRED\'s goal conditions one by one (env/tasks.py), as docs/goals.md says', () => {
    const goalOf = (type: (typeof ALFRED_TASK_TYPES)[number]) => {
      const { path, trajectory } = fixture(type);
      return alfredGoal(trajectory.task_type, goalTypes(trajectory, catalogue, path))[0]!.all;
    };
    expect(goalOf('pick_and_place_simple')).toEqual([{ exists: { type: 'Candle', directlyIn: 'Drawer' } }]);
    expect(goalOf('pick_two_obj_and_place')).toEqual([
      { count: { type: 'CreditCard', directlyIn: 'CoffeeTable' }, atLeast: 1 },
      { count: { type: 'CreditCard', directlyIn: 'CoffeeTable' }, atLeast: 2 },
    ]);
    expect(goalOf('pick_and_place_with_movable_recep')).toEqual([
      { exists: { type: 'ButterKnife', directlyIn: 'Cup' } },
      { exists: { type: 'Cup', directlyIn: 'DiningTable' } },
      { exists: { type: 'ButterKnife', directlyIn: 'Cup', within: { type: 'Cup', in: 'DiningTable' } } },
    ]);
    const washed = { in: 'SinkBasin', whileOn: true };
    expect(goalOf('pick_clean_then_place_in_recep')).toEqual([
      { exists: { type: 'Cloth', directlyIn: 'BathtubBasin' } },
      { exists: { type: 'Cloth', was: washed } },
      { exists: { type: 'Cloth', directlyIn: 'BathtubBasin', was: washed } },
    ]);
    // Heated, then put in the fridge: what happened counts, not the end temperature.
    const heated = { in: 'Microwave', whileOn: true };
    expect(goalOf('pick_heat_then_place_in_recep')).toEqual([
      { exists: { type: 'Apple', directlyIn: 'Fridge' } },
      { exists: { type: 'Apple', was: heated } },
      { exists: { type: 'Apple', directlyIn: 'Fridge', was: heated } },
    ]);
    // A sliced task: the apple must have been sliced, and the slice is what is cooled and placed.
    expect(goalOf('pick_cool_then_place_in_recep')).toEqual([
      { exists: { type: 'Apple', is: ['sliced'] } },
      { exists: { type: 'AppleSliced', directlyIn: 'DiningTable' } },
      { exists: { type: 'AppleSliced', was: { in: 'Fridge' } } },
      { exists: { type: 'AppleSliced', directlyIn: 'DiningTable', was: { in: 'Fridge' } } },
    ]);
    expect(goalOf('look_at_obj_in_light')).toEqual([{ exists: { type: 'Book', is: ['held'] } }, { exists: { type: 'DeskLamp', is: ['on'] } }]);
  });

  it('spells ALFRED\'s old type names as the catalogue does', () => {
    const { path, trajectory } = fixture('pick_and_place_simple');
    expect(goalTypes(withParams(trajectory, { object_target: 'Glassbottle', parent_target: 'Shelf' }), catalogue, path).object).toBe('Bottle');
  });

  it('names the file and the pddl_params field of a type it does not know, or a parameter the task type needs', () => {
    const { path, trajectory } = fixture('pick_and_place_simple');
    expect(() => goalTypes(withParams(trajectory, { parent_target: 'Spaceship' }), catalogue, 'x/traj_data.json')).toThrow(
      "x/traj_data.json: pddl_params.parent_target: 'Spaceship' is not an object type of the catalogue",
    );
    expect(() => goalTypes(withParams(trajectory, { parent_target: '' }), catalogue, path)).toThrow(/pddl_params\.parent_target: a pick_and_place_simple task needs it/);
    expect(() => goalTypes(withParams(trajectory, { object_sliced: true }), catalogue, path)).toThrow(/pddl_params\.object_sliced: Candle cannot be sliced/);
  });
});
