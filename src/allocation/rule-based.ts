/**
 * The rule-based allocator of the paper: each skill call goes to the agent with the larger
 * affordance, ties to the robot; a call neither agent can do is an InputError naming its line.
 */
import type { Agent, Program, SkillCall } from '../code/index.js';
import { InputError } from '../errors.js';
import type { Affordances } from '../world/index.js';
import type { Skills } from '../world/index.js';
import { missingActions, type AgentScores } from './affordance.js';
import { allocateEach, type Allocation, type AllocationContext } from './allocation.js';
import type { Allocator } from './allocator.js';
import { callText } from './call-text.js';

export interface RuleBasedOptions {
  /**
   * Keep the agent of a call already written `robot.X(...)`/`human.X(...)` (an error if that
   * agent cannot do it). Default false: every call is allocated afresh.
   */
  readonly respectPrefixes?: boolean;
}

/** Allocates every skill call of `program` by the rule; deterministic, no LLM. */
export function allocateRuleBased(
  program: Program,
  affordances: Affordances,
  skills: Skills,
  options: RuleBasedOptions = {},
): Allocation {
  const context = { affordances, skills };
  return allocateEach(program, context, (call, scores) => chooseByRule(call, scores, context, options));
}

/** The rule-based allocator behind the common interface. */
export function ruleBasedAllocator(options: RuleBasedOptions = {}): Allocator {
  return {
    name: 'rule-based',
    allocate: (program, context) =>
      Promise.resolve(allocateRuleBased(program, context.affordances, context.skills, options)),
  };
}

function chooseByRule(call: SkillCall, scores: AgentScores, context: AllocationContext, options: RuleBasedOptions): Agent {
  if (options.respectPrefixes === true && call.agent !== undefined) {
    if (scores[call.agent] === 0) {
      throw new InputError(`line ${call.line}: ${call.agent}.${callText(call)} is written for the ${call.agent}, ${whyNot(call, context, call.agent)}`, {
        line: call.line,
      });
    }
    return call.agent;
  }
  if (scores.robot === 0 && scores.human === 0) {
    throw new InputError(
      `line ${call.line}: neither agent can do ${callText(call)}: ${whyNot(call, context, 'robot')}, and ${whyNot(call, context, 'human')}`,
      { line: call.line },
    );
  }
  return scores.robot >= scores.human ? 'robot' : 'human';
}

/** "the robot cannot do SliceObject" — the actions of the skill the agent lacks. */
function whyNot(call: SkillCall, context: AllocationContext, agent: Agent): string {
  const skill = context.skills.get(call.skill);
  const missing = skill === undefined ? [] : missingActions(skill, context.affordances.agents[agent]);
  return missing.length === 0
    ? `the ${agent} has no affordance for ${call.skill}`
    : `the ${agent} cannot do ${missing.join(', ')}`;
}
