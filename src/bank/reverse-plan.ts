/**
 * A plan reverse-engineered from a verified program: its subtasks are the program's `# SubTask`
 * comments, each tied to the calls written under it (their indices in the run order), and its
 * needed objects are the types those calls name. A program without such comments gets one
 * subtask per call. Pure.
 */
import { parseSkillCode, type Program, type Statement } from '../code/index.js';
import type { Alternative } from '../goals/index.js';
import type { BankExample, TiedSubtask } from '../planning/index.js';

const SUBTASK = /^SubTask\s+\d+\s*:\s*(.+)$/i;

/** The calls of a program in the order they run (through its top-level calls), each with the subtask comment above it. */
function runOrder(program: Program): { call: Extract<Statement, { kind: 'skill' }>; subtask: string | null }[] {
  const byName = new Map(program.functions.map((f) => [f.name, f]));
  const out: { call: Extract<Statement, { kind: 'skill' }>; subtask: string | null }[] = [];
  let subtask: string | null = null;
  const visit = (name: string, depth: number): void => {
    const fn = byName.get(name);
    if (fn === undefined || depth > 8) return;
    for (const statement of fn.body) {
      if (statement.kind === 'comment') {
        const m = SUBTASK.exec(statement.text.trim());
        if (m) subtask = m[1]!.trim();
      } else if (statement.kind === 'skill') out.push({ call: statement, subtask });
      else if (statement.kind === 'function') visit(statement.name, depth + 1);
    }
  };
  for (const call of program.calls) visit(call.name, 0);
  return out;
}

/** The type an argument names: an objectId's type (`Cabinet|+00.7|...` → Cabinet), or the type itself. */
function typeOf(arg: string): string {
  return arg.split('|')[0]!;
}

export interface ReversedPlan {
  stage1: BankExample['stage1'];
  stage2: BankExample['stage2'];
  subtasks: TiedSubtask[];
}

/** The plan of `code` toward `goal`, described by `description`; null when the code does not parse or makes no call. */
export function reversePlan(code: string, goal: readonly Alternative[], description: string): ReversedPlan | null {
  const parsed = parseSkillCode(code);
  if (!parsed.ok) return null;
  const calls = runOrder(parsed.program);
  if (calls.length === 0) return null;
  const subtasks: TiedSubtask[] = [];
  calls.forEach(({ call, subtask }, index) => {
    const text = subtask ?? `${call.skill}(${call.args.join(', ')})`;
    const last = subtasks.at(-1);
    if (last !== undefined && subtask !== null && last.text === text) last.calls.push(index);
    else subtasks.push({ text: subtask === null ? `${text}.` : text, calls: [index] });
  });
  const neededObjects = [...new Set(calls.flatMap(({ call }) => call.args.map(typeOf)))];
  const stage1 = { taskDescription: description, subtasks: subtasks.map((s) => s.text), neededObjects };
  return { stage1, stage2: { ...stage1, goal: [...goal] }, subtasks };
}
