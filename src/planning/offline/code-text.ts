/** Skill code text of the offline planner: how an object is written, a call statement, a fenced reply. */
import { printProgram } from '../../code/index.js';
import type { Program, SkillCall } from '../../code/index.js';
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

/** A program as the reply text of a code stage: one fenced python block. */
export function fenced(program: Program): string {
  return `\`\`\`python\n${printProgram(program)}\`\`\`\n`;
}
