/** Turning a grounded plan into skill code (a Program, printed in the canonical format of src/code/print.ts). */
import { printProgram } from '../../code/index.js';
import type { Program, SkillCall, Statement } from '../../code/index.js';
import type { EmittedSubtask } from './emitter.js';
import type { ObjectRef, PlanState } from './plan-state.js';

/**
 * How an argument is written: the type when the scene has one instance of it (or when the plan
 * creates it), else the objectId, so the bridge acts on the instance the plan reasoned about.
 */
export function argText(ref: ObjectRef, initial: PlanState): string {
  if (ref.id === undefined) return ref.type;
  const obj = initial.get(ref.id);
  if (obj === undefined || obj.derived) return ref.type;
  return initial.instancesOf(ref.type).filter((o) => !o.derived).length === 1 ? ref.type : ref.id;
}

/** A skill call statement (line and column 0: built, not parsed). */
export function skillCall(skill: string, args: readonly string[]): SkillCall {
  return { kind: 'skill', skill, args: [...args], line: 0, column: 0 };
}

/** A Python function name for a goal id: `fried-egg` → `fried_egg`. */
export function functionName(goalId: string): string {
  const name = goalId.replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return /^[a-z_]/.test(name) ? name : `task_${name}`;
}

/** One function whose body is each subtask's `# SubTask n:` comment and its calls. */
export function buildProgram(name: string, subtasks: readonly EmittedSubtask[], initial: PlanState): Program {
  const body: Statement[] = [];
  subtasks.forEach((sub, i) => {
    body.push({ kind: 'comment', text: `SubTask ${i + 1}: ${sub.text}`, line: 0 });
    for (const call of sub.calls) body.push(skillCall(call.skill, call.args.map((a) => argText(a, initial))));
  });
  if (body.length === 0) {
    body.push({ kind: 'comment', text: 'Nothing to do: the scene already is as asked.', line: 0 }, { kind: 'pass', line: 0 });
  }
  return { functions: [{ name, line: 0, body }], calls: [{ name, line: 0, column: 0 }] };
}

/** A program as the reply text of a code stage: one fenced python block. */
export function fenced(program: Program): string {
  return `\`\`\`python\n${printProgram(program)}\`\`\`\n`;
}
