/** The result every allocator returns, and the shared walk that builds it. */
import { z } from 'zod';
import { InputError } from '../errors.js';
import type { Agent, FunctionDef, Program, SkillCall } from '../code/index.js';
import type { Skills, Team } from '../world/index.js';
import { skillScores, type AgentScores } from './affordance.js';
import { callText } from './call-text.js';

/** One skill call of the code and who does it (also a row of the transcript's `allocation` event). */
const allocationRow = z.object({
  /** Line of the call in the code. */
  line: z.number().int(),
  /** The call in canonical form, without an agent prefix: `SliceObject('Apple', 'Knife')`. */
  call: z.string(),
  skill: z.string(),
  /** Each agent's affordance for the skill (0: cannot), by agent name, in the team's order. */
  scores: z.record(z.string(), z.number()),
  /** The agent the call is given to. */
  agent: z.string(),
});

/** A recorded row before teams (`human` and `robot` scores) read as one with `scores`. */
function withScores(row: unknown): unknown {
  if (row === null || typeof row !== 'object' || 'scores' in row) return row;
  const { human, robot, ...rest } = row as Record<string, unknown>;
  const scores = Object.fromEntries(Object.entries({ robot, human }).filter(([, v]) => typeof v === 'number'));
  return { ...rest, scores };
}

/** A row as recorded and validated; transcripts written before teams read too. */
export const AllocationRowSchema = z.preprocess(withScores, allocationRow);
export type AllocationRow = Readonly<z.infer<typeof allocationRow>>;

/** Rows in source order, one per skill call written in the code, and the rewritten program. */
export interface Allocation {
  readonly rows: readonly AllocationRow[];
  /** A copy of the input whose every skill call carries its `agent`. */
  readonly program: Program;
}

/** What allocators read besides the program. */
export interface AllocationContext {
  readonly team: Team;
  readonly skills: Skills;
}

/** Picks the agent of one call, given every agent's affordance for its skill. */
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
    const scores = skillScores(skill, context.team);
    const agent = choose(call, scores);
    rows.push({ line: call.line, call: callText(call), skill: call.skill, scores: Object.fromEntries(scores), agent });
    return { ...call, agent };
  };
  return { rows, program: mapSkillCalls(program, assign) };
}

/** A copy of `program` with every written skill call replaced by `change(call)`. */
export function mapSkillCalls(program: Program, change: (call: SkillCall) => SkillCall): Program {
  const functions = program.functions.map(
    (fn): FunctionDef => ({ ...fn, body: fn.body.map((statement) => (statement.kind === 'skill' ? change(statement) : statement)) }),
  );
  return { ...program, functions };
}
