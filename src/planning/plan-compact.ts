/**
 * The short form of the stage-2 reply: the plan as the prompt shows the first plan, then its goal
 * (goal-compact.ts), tens of tokens instead of the hundreds of the JSON form:
 *
 *     Task: Make toast and serve it on a plate.
 *     1. Open the drawer and take the knife.
 *     2. Slice the bread and toast a slice.
 *     Needed objects: Bread, Knife, Drawer, Toaster, Plate
 *     Done when toast: BreadSliced in Plate is cooked
 *
 * A server that takes a GBNF grammar (llama.cpp's) is held to it: the grammar is built from the
 * same bounds and lists as the stage's JSON schema (decomposition.ts `statedPlanReply`: the room's
 * types, at most 8 subtasks and 12 needed types, the goal vocabulary's words), and a reply is read
 * into the JSON reply and checked by that same zod schema, so it passes exactly the checks a JSON
 * reply does.
 */
import { z } from 'zod';
import { GOAL_REPLY_LIMITS } from '../goals/index.js';
import { REPLY_LIMITS as L } from './reply-limits.js';
import { MAX_NEEDED_OBJECTS, MAX_SUBTASKS, statedPlanReply } from './decomposition.js';
import { gbnfText, type CompactForm } from './compact-form.js';
import { DONE, goalRules, readGoalLine } from './goal-compact.js';

/** The stage-2 reply as the JSON form carries it. */
export type StatedPlanReply = z.infer<ReturnType<typeof statedPlanReply>>;

const TASK = 'Task: ';
const NEEDED = 'Needed objects:';
const SUBTASK = /^(\d+)\. (.*)$/;

/** The short form of the stage-2 reply in a room whose plan may name `roomTypes`. */
export function compactStatedPlan(roomTypes: readonly string[]): CompactForm<StatedPlanReply> {
  const schema = statedPlanReply(roomTypes);
  return {
    grammar: planGrammar(roomTypes),
    read(text) {
      const read = readLines(text.replace(/\r/g, '').split('\n').map((l) => l.replace(/ +$/, '')).filter((l) => l !== ''));
      if (!read.ok) return read;
      const checked = schema.safeParse(read.value);
      return checked.success ? { ok: true, value: checked.data } : { ok: false, problem: z.prettifyError(checked.error) };
    },
  };
}

/** The lines of a reply as the JSON reply (unchecked), or what is wrong with their form. */
function readLines(lines: string[]): { ok: true; value: unknown } | { ok: false; problem: string } {
  const form = `the reply is the plan ("${TASK}...", numbered subtasks, "${NEEDED} ...") and then its goal lines "${DONE}<name>: <condition>"`;
  const task = lines.shift();
  if (task === undefined || !task.startsWith(TASK)) return { ok: false, problem: `${form}; it does not begin with "${TASK}"` };
  const subtasks: string[] = [];
  for (let match = SUBTASK.exec(lines[0] ?? ''); match !== null; match = SUBTASK.exec(lines[0] ?? '')) {
    if (Number(match[1]) !== subtasks.length + 1) return { ok: false, problem: `the subtasks are numbered 1, 2, 3, ... in order; "${lines[0]}" comes after ${subtasks.length}` };
    subtasks.push(match[2]!);
    lines.shift();
  }
  const needed = lines.shift();
  if (needed === undefined || !needed.startsWith(NEEDED)) return { ok: false, problem: `${form}; "${NEEDED}" must follow the subtasks` };
  const names = needed.slice(NEEDED.length).trim();
  const goal: unknown[] = [];
  for (const line of lines) {
    const alternative = readGoalLine(line);
    if (!alternative.ok) return alternative;
    goal.push(alternative.value);
  }
  return { ok: true, value: { taskDescription: task.slice(TASK.length), subtasks, neededObjects: names === '' ? [] : names.split(/, */), goal } };
}

/**
 * The grammar: the task line, subtasks 1..8 in order, the needed types (each one of the room's),
 * then one to three goal lines.
 */
function planGrammar(roomTypes: readonly string[]): string {
  const maxGoals = GOAL_REPLY_LIMITS.alternatives;
  const rules = [
    `root ::= "${TASK}" task "\\n" s1 "${NEEDED} " needed "\\n" done${' ( done'.repeat(maxGoals - 1)}${' )?'.repeat(maxGoals - 1)}`,
    `task ::= ${gbnfText(L.taskDescriptionChars)}`,
    `sub ::= ${gbnfText(L.subtaskChars)}`,
    ...Array.from({ length: MAX_SUBTASKS }, (_, i) => `s${i + 1} ::= "${i + 1}. " sub "\\n"${i + 1 < MAX_SUBTASKS ? ` s${i + 2}?` : ''}`),
    `needed ::= ( type ( ", " type ){0,${MAX_NEEDED_OBJECTS - 1}} )?`,
    ...goalRules(roomTypes),
  ];
  return `${rules.join('\n')}\n`;
}
