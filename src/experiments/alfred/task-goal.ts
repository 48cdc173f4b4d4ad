/**
 * An ALFRED task's goal in the project's goal vocabulary (docs/goals.md, "ALFRED's task types"):
 * one alternative per task, its conditions ALFRED's own goal conditions one by one (env/tasks.py,
 * `goal_conditions_met` of each task class), so that goal-condition success counts as ALFRED's
 * does. Cleaned, heated and cooled are what happened, as ALFRED tracks them (env/thor_env.py:
 * the objects in the SinkBasin when the Faucet is switched on, in the Microwave when it is switched
 * on, in the Fridge when it is closed), never an end state: an apple heated and then put in the
 * fridge is cold at the end and still heated.
 */
import { InputError } from '../../errors.js';
import type { Catalogue } from '../../world/index.js';
import type { Alternative, Predicate, Selector } from '../suites/criteria.js';
import type { AlfredTaskType, AlfredTrajectory } from './trajectory.js';

/** ALFRED's older type names and the current ones of AI2-THOR's SimObjType.cs (as scripts/generate-scenes.py renames them; its Lamp, which no trajectory acts on, is left out of the scenes). */
const TYPE_RENAMES: Readonly<Record<string, string>> = { Glassbottle: 'Bottle' };

/** A type name of ALFRED's in the catalogue's spelling. */
export function currentTypeName(name: string): string {
  return TYPE_RENAMES[name] ?? name;
}

/** The goal's objects, by role, in catalogue type names. */
export interface GoalTypes {
  /** What is moved (its sliced type when the task slices it). */
  object: string;
  /** The type that is sliced, when it is. */
  sliced: string | null;
  receptacle: string | null;
  movable: string | null;
  lamp: string | null;
}

/** Which `pddl_params` each task type needs besides `object_target`. */
const NEEDS: Record<AlfredTaskType, readonly ('parent_target' | 'mrecep_target' | 'toggle_target')[]> = {
  pick_and_place_simple: ['parent_target'],
  pick_two_obj_and_place: ['parent_target'],
  pick_and_place_with_movable_recep: ['parent_target', 'mrecep_target'],
  pick_clean_then_place_in_recep: ['parent_target'],
  pick_heat_then_place_in_recep: ['parent_target'],
  pick_cool_then_place_in_recep: ['parent_target'],
  look_at_obj_in_light: ['toggle_target'],
};

/**
 * The goal's types, checked against the catalogue.
 * @throws InputError naming the file and the `pddl_params` field that is missing or unknown
 */
export function goalTypes(trajectory: AlfredTrajectory, catalogue: Catalogue, file: string): GoalTypes {
  const params = trajectory.pddl_params;
  const known = (field: keyof typeof params, value: string): string => {
    const name = currentTypeName(value);
    if (!catalogue.types.has(name)) throw new InputError(`${file}: pddl_params.${field}: '${value}' is not an object type of the catalogue (scenes/object-types.yaml)`, { file });
    return name;
  };
  for (const field of NEEDS[trajectory.task_type]) {
    if (params[field] === '') throw new InputError(`${file}: pddl_params.${field}: a ${trajectory.task_type} task needs it, and it is empty`, { file });
  }
  const base = known('object_target', params.object_target);
  let object = base;
  let sliced: string | null = null;
  if (params.object_sliced) {
    const into = catalogue.types.get(base)?.effects.sliceInto;
    if (into === undefined) throw new InputError(`${file}: pddl_params.object_sliced: ${base} cannot be sliced`, { file });
    object = into;
    sliced = base;
  }
  const optional = (field: 'parent_target' | 'mrecep_target' | 'toggle_target') =>
    NEEDS[trajectory.task_type].includes(field) ? known(field, params[field]) : null;
  return { object, sliced, receptacle: optional('parent_target'), movable: optional('mrecep_target'), lamp: optional('toggle_target') };
}

/** The task's goal: one alternative, named for the task type and its objects. */
export function alfredGoal(taskType: AlfredTaskType, types: GoalTypes): Alternative[] {
  const { object: o, receptacle: r, movable: m, lamp: l } = types;
  // ALFRED checks a receptacle's receptacleObjectIds: what is directly in or on it.
  const placed: Selector = { type: o, directlyIn: r! };
  const treated = (was: Selector['was']): Predicate[] => [
    { exists: placed },
    { exists: { type: o, was } },
    { exists: { ...placed, was } },
  ];
  let all: Predicate[];
  switch (taskType) {
    case 'pick_and_place_simple':
      all = [{ exists: placed }];
      break;
    case 'pick_two_obj_and_place':
      // Each of the two placed objects is a goal condition of its own.
      all = [
        { count: placed, atLeast: 1 },
        { count: placed, atLeast: 2 },
      ];
      break;
    case 'pick_and_place_with_movable_recep':
      all = [
        { exists: { type: o, directlyIn: m! } },
        { exists: { type: m!, directlyIn: r! } },
        { exists: { type: o, directlyIn: m!, within: { type: m!, in: r! } } },
      ];
      break;
    case 'pick_clean_then_place_in_recep':
      all = treated({ in: 'SinkBasin', whileOn: true });
      break;
    case 'pick_heat_then_place_in_recep':
      all = treated({ in: 'Microwave', whileOn: true });
      break;
    case 'pick_cool_then_place_in_recep':
      all = treated({ in: 'Fridge' });
      break;
    case 'look_at_obj_in_light':
      all = [{ exists: { type: o, is: ['held'] } }, { exists: { type: l!, is: ['on'] } }];
      break;
  }
  if (types.sliced !== null) all.unshift({ exists: { type: types.sliced, is: ['sliced'] } });
  const roles = [o, m, r ?? l].filter((t): t is string => t !== null);
  return [{ name: `${taskType}: ${roles.join(', ')}`, all }];
}
