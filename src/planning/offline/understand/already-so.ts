/**
 * A way of meeting a need that the room already shows ("so gloomy in here even with the big
 * light on": the ceiling light is on, so turning it on serves nothing): left out of the ways
 * offered, so the question asks only about what would change something. Judged from the start
 * state the planner gives the reader (got-at.ts: whether a type's objects start switched on or
 * open, AI2-THOR's isToggled and isOpen); only switch and open states, and a "none ... off" only
 * of a type the room has one of.
 */
import { typeNames, type Predicate } from '../../../goals/index.js';
import type { NamedGoal } from '../intents.js';
import type { StartState } from './got-at.js';

const FLAGS: Readonly<Record<string, { flag: 'isToggled' | 'isOpen'; set: boolean }>> = {
  on: { flag: 'isToggled', set: true },
  off: { flag: 'isToggled', set: false },
  open: { flag: 'isOpen', set: true },
  closed: { flag: 'isOpen', set: false },
};

/** Whether a condition holds at the start as far as the start state tells; false when it cannot tell. */
function holdsAtStart(p: Predicate, start: StartState, count: (type: string) => number): boolean {
  const selector = 'exists' in p ? p.exists : 'none' in p ? p.none : undefined;
  if (selector === undefined) return false;
  const keys = Object.keys(selector).filter((k) => (selector as Record<string, unknown>)[k] !== undefined);
  if (keys.some((k) => k !== 'type' && k !== 'is')) return false;
  const types = typeNames(selector.type as string | string[] | undefined);
  const states = typeNames(selector.is as string[] | undefined);
  if (types.length === 0 || states.length !== 1) return false;
  const state = FLAGS[states[0]!];
  if (state === undefined) return false;
  // "some T is on": any of the types starts so. "no T is off": the room's one T starts on.
  if ('exists' in p) return state.set && types.some((t) => start(t, state.flag) === true);
  return !state.set && types.every((t) => count(t) === 1 && start(t, state.flag) === true);
}

/** Whether every way the goal can be met already holds in the room. */
export function alreadySo(goal: NamedGoal, start: StartState | undefined, count: (type: string) => number): boolean {
  if (start === undefined) return false;
  return goal.alternatives.length > 0 && goal.alternatives.every((a) => a.all.length > 0 && a.all.every((p) => holdsAtStart(p, start, count)));
}

/** The options of a tie that would change something; all of them when none or only one would. */
export function thatChangeSomething(options: readonly NamedGoal[], start: StartState | undefined, count: (type: string) => number): readonly NamedGoal[] {
  const left = options.filter((o) => !alreadySo(o, start, count));
  return left.length === 0 ? options : left;
}
