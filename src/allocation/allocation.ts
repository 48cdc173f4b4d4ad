/** The result every allocator returns, and the shared walk that builds it. */
import { z } from 'zod';
import { InputError } from '../errors.js';
import { AGENTS, type Agent, type FunctionDef, type Program, type SkillCall } from '../code/index.js';
import type { Affordances } from '../world/index.js';
import type { Skills } from '../world/index.js';
import { skillScores, type AgentScores } from './affordance.js';
import { callText } from './call-text.js';

/** One skill call of the code and who does it (also a row of the transcript's `allocation` event). */
export const AllocationRowSchema = z.object({
  /** Line of the call in the code. */
  line: z.number().int(),
  /** The call in canonical form, without an agent prefix: `SliceObject('Apple', 'Knife')`. */
  call: z.string(),
  skill: z.string(),
  /** The human's affordance for the skill (0: cannot). */
  human: z.number(),
  /** The robot's affordance for the skill (0: cannot). */
  robot: z.number(),
  /** The agent the call is given to. */
  agent: z.enum(AGENTS as [Agent, ...Agent[]]),
});
export type AllocationRow = Readonly<z.infer<typeof AllocationRowSchema>>;

/** Rows in source order, one per skill call written in the code, and the rewritten program. */
export interface Allocation {
  readonly rows: readonly AllocationRow[];
  /** A copy of the input whose every skill call carries its `agent`. */
  readonly program: Program;
}

/** What allocators read besides the program. */
export interface AllocationContext {
  readonly affordances: Affordances;
  readonly skills: Skills;
}

/** Picks the agent of one call, given both agents' affordances for its skill. */
export type ChooseAgent = (call: SkillCall, scores: AgentScores) => Agent;

/**
 * Visits every skill call of `program` in source order (a function called twice still has each
 * call written once, so it gets one agent), asks `choose` for its agent, and returns the rows and
 * the rewritten copy. A call of a skill missing from the library is an InputError at its line.
 */
export function allocateEach(program: Program, context: AllocationContext, choose: ChooseAgent): Allocation {
  const rows: AllocationRow[] = [];
  const assign = (call: SkillCall): SkillCall => {
    const skill = context.skills.get(call.skill);
    if (skill === undefined) {
      throw new InputError(`line ${call.line}: '${call.skill}' is not a skill of the library, so it cannot be allocated`, {
        line: call.line,
      });
    }
    const scores = skillScores(skill, context.affordances);
    const agent = choose(call, scores);
    rows.push({ line: call.line, call: callText(call), skill: call.skill, human: scores.human, robot: scores.robot, agent });
    return { ...call, agent };
  };
  const functions = program.functions.map(
    (fn): FunctionDef => ({ ...fn, body: fn.body.map((statement) => (statement.kind === 'skill' ? assign(statement) : statement)) }),
  );
  return { rows, program: { ...program, functions } };
}
