/**
 * Which lines the known fix "drop a call whose effect already holds" may remove. A line is code,
 * a call is one run of it: a line inside a function called three times is three calls, and only
 * the second may have failed. So the fix acts only where line and call are one: the failed line
 * runs once, and a later copy is dropped only when each of its runs comes after the failed call
 * with nothing in between that acts on the same kind of object (a SwitchOff between two SwitchOns
 * makes the second one needed again).
 */
import { flattenSteps, type Program, type SkillCall } from '../code/index.js';

/**
 * The lines to drop for a failed call at `line` whose effect already holds, in execution order
 * terms; null when the line runs more than once (or never), so dropping it would also drop calls
 * that did their work.
 */
export function linesToDrop(program: Program, line: number): number[] | null {
  const calls = flattenSteps(program);
  const runs = calls.flatMap((call, index) => (call.line === line ? [index] : []));
  if (runs.length !== 1) return null;
  const at = runs[0]!;
  const failed = calls[at]!;
  const types = new Set(failed.args.map(typeOf));
  // Whether each line holding a copy of the failed call may go: every run of it must be redundant.
  const droppable = new Map<number, boolean>();
  const mark = (copy: SkillCall, redundant: boolean): void => {
    droppable.set(copy.line, (droppable.get(copy.line) ?? true) && redundant);
  };
  for (let index = 0; index < at; index++) if (sameCall(calls[index]!, failed)) mark(calls[index]!, false);
  let undone = false;
  for (let index = at + 1; index < calls.length; index++) {
    const call = calls[index]!;
    if (sameCall(call, failed)) mark(call, !undone);
    else if (call.args.some((arg) => types.has(typeOf(arg)))) undone = true;
  }
  return [line, ...[...droppable].filter(([, redundant]) => redundant).map(([copy]) => copy)].sort((a, b) => a - b);
}

/** The same skill on the same arguments, whoever does it: the effect is the object's. */
function sameCall(a: SkillCall, b: SkillCall): boolean {
  return a.skill === b.skill && a.args.length === b.args.length && a.args.every((arg, i) => arg === b.args[i]);
}

/** The type an argument names: an objectId's first field, or the argument itself. */
function typeOf(arg: string): string {
  return arg.split('|')[0]!;
}
