/**
 * A found program made into one a person would write: no call the goal does without, every
 * container it opened closed again right after its last use, every appliance it switched on
 * switched off again as soon as the goal allows. Each change is kept only when the simulator
 * runs the whole program and the goal still holds.
 */
import type { Alternative } from '../../../goals/index.js';
import type { PlannedCall } from './call-steps.js';
import { meets, type SearchContext } from './search.js';
import { prefixOf, type Trial } from './trial.js';

/**
 * The polished program (the same trial when nothing could be improved). The calls of `root`
 * (a program the plan continues) stay as they are; `start` is where the whole program starts.
 */
export async function polish(alternative: Alternative, found: Trial, root: Trial, ctx: SearchContext, start: Trial = root): Promise<Trial> {
  const run: Run = { alternative, start, fixed: root.calls.length, ctx };
  let trial = await dropUnneeded(run, found);
  const before = (id: string) => root.state.objects.find((o) => o.objectId === id);
  trial = await undoOnTheWay(run, trial, { doing: 'OpenObject', undoing: 'CloseObject', wasUndone: (id) => before(id)?.isOpen === false });
  trial = await undoOnTheWay(run, trial, { doing: 'SwitchOn', undoing: 'SwitchOff', wasUndone: (id) => before(id)?.isToggled === false });
  return trial;
}

/** What one polish works with: the goal, where the program starts, how many of its calls stay. */
interface Run {
  readonly alternative: Alternative;
  readonly start: Trial;
  readonly fixed: number;
  readonly ctx: SearchContext;
}

/** Whether `calls` run to their end and meet the alternative; the trial when they do. */
async function works(run: Run, calls: readonly PlannedCall[], known: Trial): Promise<Trial | null> {
  const outcome = await run.ctx.trials.run(calls, known);
  return outcome.ok && meets(run.alternative, outcome.trial, run.start, run.ctx) ? outcome.trial : null;
}

/**
 * Leaves out, last first, each call without which the program still meets the goal. Only a
 * call whose object a later call acts on again can be a detour (the mug put in the coffee
 * machine before it was heated), so only those are tried.
 */
async function dropUnneeded(run: Run, found: Trial): Promise<Trial> {
  let trial = found;
  for (let i = trial.calls.length - 2; i >= run.fixed; i--) {
    const subject = trial.calls[i]!.args[0];
    if (!trial.calls.slice(i + 1).some((c) => c.args[0] === subject)) continue;
    const without = [...trial.calls.slice(0, i), ...trial.calls.slice(i + 1)];
    const shorter = await works(run, without, trial);
    if (shorter !== null) trial = shorter;
  }
  return trial;
}

interface Undo {
  readonly doing: string;
  readonly undoing: string;
  /** Whether the object was in the undone state at the start (only then is it restored). */
  readonly wasUndone: (id: string) => boolean;
}

/**
 * For every `doing` call on an object that was not so at the start (a container opened, an
 * appliance switched on), the `undoing` call right after the last call that uses it; when the
 * program then fails or misses the goal, each at the earliest place after it where it does
 * not; none where the goal needs it left so.
 */
async function undoOnTheWay(run: Run, found: Trial, undo: Undo): Promise<Trial> {
  const own = found.calls.slice(run.fixed);
  const targets = [...new Set(own.filter((c) => c.skill === undo.doing && undo.wasUndone(c.args[0]!)).map((c) => c.args[0]!))].filter(
    (id) => !lastDoneThenUndone(found.calls, id, undo),
  );
  if (targets.length === 0) return found;
  let calls = [...found.calls];
  // Later targets first: an insertion never moves the calls before it.
  const places = targets.map((id) => ({ id, at: Math.max(lastUse(found, id), run.fixed + 1) })).sort((a, b) => b.at - a.at);
  for (const { id, at } of places) calls = insertAt(calls, id, at, undo);
  const together = await works(run, calls, found);
  if (together !== null) return together;
  let trial = found;
  for (const id of targets) {
    const current = trial.calls;
    const from = current.map((c) => c.skill === undo.doing && c.args[0] === id).lastIndexOf(true) + 1;
    for (let at = from; at <= current.length; at++) {
      const placed = await works(run, insertAt(current, id, at, undo), trial);
      if (placed !== null) {
        trial = placed;
        break;
      }
    }
  }
  return trial;
}

function lastDoneThenUndone(calls: readonly PlannedCall[], id: string, undo: Undo): boolean {
  const last = calls.map((c) => c.skill === undo.doing && c.args[0] === id).lastIndexOf(true);
  return calls.slice(last + 1).some((c) => c.skill === undo.undoing && c.args[0] === id);
}

/** The program with the undoing call for `id` before index `at`; it joins the subtask of the call it follows. */
function insertAt(calls: readonly PlannedCall[], id: string, at: number, undo: Undo): PlannedCall[] {
  const call: PlannedCall = { skill: undo.undoing, args: [id], purpose: calls[at - 1]?.purpose ?? calls[0]!.purpose };
  return [...calls.slice(0, at), call, ...calls.slice(at)];
}

/** The index after the last call that acts on `id`, or on something inside it as that call begins. */
function lastUse(trial: Trial, id: string): number {
  let last = 0;
  trial.calls.forEach((c, i) => {
    const before = prefixOf(trial, i).state;
    const inside = (arg: string): boolean => before.objects.find((o) => o.objectId === arg)?.parentReceptacles.includes(id) ?? false;
    if (c.args.some((a) => a === id || inside(a))) last = i + 1;
  });
  return last;
}
