/**
 * A planned program in the words of stages 1 and 2: what will be done, its subtasks (one per run
 * of calls serving one purpose), and the object types it uses.
 */
import { describeGoal } from '../../goals/index.js';
import { REPLY_LIMITS } from '../reply-limits.js';
import type { TaskDecomposition } from '../decomposition.js';
import type { NamedGoal } from './intents.js';
import type { GoalPlan } from './search/plan.js';
import { subtasksOf } from './search/program-text.js';
import { typeOfId } from '../../goals/index.js';

/** The types a plan's calls name (in order of first use). */
export function neededTypes(plan: GoalPlan): string[] {
  const typeOf = new Map(plan.root.state.objects.map((o) => [o.objectId, o.objectType] as const));
  return [...new Set(plan.calls.flatMap((c) => c.args.map((a) => typeOf.get(a) ?? typeOfId(a))))];
}

/** Cuts a text to `max` characters, with an ellipsis. */
function bounded(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}

/** The stage-1/2 plan of a goal planned in the scene. */
export function decompositionOf(goal: NamedGoal, notes: readonly string[], plan: GoalPlan): TaskDecomposition {
  const done = plan.alreadyDone ? [`It is already so: ${describeGoal(goal.ways.filter((a) => a.name === plan.alternative))[0]!.replace(/^[^:]*: /, '')}.`] : [];
  const description = bounded([goal.description, ...notes, ...done].join(' '), REPLY_LIMITS.taskDescriptionChars);
  let subtasks = subtasksOf(plan.calls).map((s) => bounded(s.text, REPLY_LIMITS.subtaskChars));
  if (subtasks.length === 0) subtasks = ['Nothing to do: it is already so.'];
  if (subtasks.length > REPLY_LIMITS.subtasks) subtasks = [...subtasks.slice(0, REPLY_LIMITS.subtasks - 1), bounded(`Then: ${subtasks.slice(REPLY_LIMITS.subtasks - 1).join(' ')}`, REPLY_LIMITS.subtaskChars)];
  const needed = neededTypes(plan);
  const objects = needed.length > 0 ? needed : goalTypes(goal, plan);
  return { taskDescription: description, subtasks, neededObjects: objects.slice(0, REPLY_LIMITS.neededObjects) };
}

/** The types an alternative names (for a plan with no calls: what it is about). */
function goalTypes(goal: NamedGoal, plan: GoalPlan): string[] {
  const alternative = goal.ways.find((a) => a.name === plan.alternative) ?? goal.ways[0]!;
  const types: string[] = [];
  for (const p of alternative.all) {
    const selector = 'exists' in p ? p.exists : 'none' in p ? p.none : p.count;
    for (const list of [selector.type, selector.in]) for (const t of typeof list === 'string' ? [list] : (list ?? [])) if (!types.includes(t)) types.push(t);
  }
  return types;
}

/** A Python function name for a goal: `fried-egg` → `fried_egg`, "put apple in fridge" → `put_apple_in_fridge`. */
export function functionName(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return /^[a-z_]/.test(cleaned) ? cleaned : `task_${cleaned || 'plan'}`;
}
