/**
 * The rule-based allocator of the paper, for a team of any size: each skill call goes to the
 * agent with the largest affordance (the product rule), a tie to the agent listed first in the
 * team file; a call no agent can do is an InputError naming its line.
 */
import type { Agent, Program, SkillCall } from '../code/index.js';
import { InputError } from '../errors.js';
import { teamAgent, type Skills, type Team } from '../world/index.js';
import { bestAgent, missingActions, type AgentScores } from './affordance.js';
import { allocateEach, type Allocation, type AllocationContext } from './allocation.js';
import type { Allocator } from './allocator.js';
import { callText } from './call-text.js';

export interface RuleBasedOptions {
  /**
   * Keep the agent of a call already written `agent.X(...)` (an error if that agent cannot do
   * it). Default false: every call is allocated afresh.
   */
  readonly respectPrefixes?: boolean;
}

/** Allocates every skill call of `program` by the rule; deterministic, no LLM. */
export function allocateRuleBased(program: Program, team: Team, skills: Skills, options: RuleBasedOptions = {}): Allocation {
  const context = { team, skills };
  return allocateEach(program, context, (call, scores) => chooseByRule(call, scores, context, options));
}

/** The rule-based allocator behind the common interface. */
export function ruleBasedAllocator(options: RuleBasedOptions = {}): Allocator {
  return {
    name: 'rule-based',
    allocate: (program, context) => Promise.resolve(allocateRuleBased(program, context.team, context.skills, options)),
  };
}

function chooseByRule(call: SkillCall, scores: AgentScores, context: AllocationContext, options: RuleBasedOptions): Agent {
  if (options.respectPrefixes === true && call.agent !== undefined) {
    if ((scores.get(call.agent) ?? 0) === 0) {
      throw new InputError(`line ${call.line}: ${call.agent}.${callText(call)} is written for ${call.agent}, but ${whyNot(call, context, call.agent)}`, {
        line: call.line,
      });
    }
    return call.agent;
  }
  const best = bestAgent(scores);
  if (best === undefined) {
    const reasons = context.team.agents.map((agent) => whyNot(call, context, agent.name));
    throw new InputError(`line ${call.line}: no agent of the team can do ${callText(call)}: ${reasons.join(', and ')}`, { line: call.line });
  }
  return best;
}

/** "robot cannot do SliceObject" — the actions of the skill the agent lacks. */
export function whyNot(call: Pick<SkillCall, 'skill'>, context: AllocationContext, agent: Agent): string {
  const skill = context.skills.get(call.skill);
  const member = teamAgent(context.team, agent);
  if (member === undefined) return `${agent} is not an agent of the team ${context.team.name}`;
  const missing = skill === undefined ? [] : missingActions(skill, member);
  return missing.length === 0 ? `${agent} has no affordance for ${call.skill}` : `${agent} cannot do ${missing.join(', ')}`;
}
