/** Skill code text of the offline planner: a call statement, a fenced reply. */
import { printProgram } from '../../code/index.js';
import type { Program, SkillCall } from '../../code/index.js';

/** A skill call statement (line and column 0: built, not parsed). */
export function skillCall(skill: string, args: readonly string[]): SkillCall {
  return { kind: 'skill', skill, args: [...args], line: 0, column: 0 };
}

/** A program as the reply text of a code stage: one fenced python block. */
export function fenced(program: Program): string {
  return `\`\`\`python\n${printProgram(program)}\`\`\`\n`;
}
