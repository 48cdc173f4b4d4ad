/**
 * What an agent of a team can do: the one rule (docs/teams.md, "Team files"). An agent carries
 * out a skill when its team file gives it every atomic action of the skill's steps; its
 * affordance for the skill is the product of successRate × accuracy over those steps (the
 * paper's rule), 0 when it lacks one. The allocator, the agent prefixes of skill code, a
 * reassignment at the allocation step and the executor all decide by these functions.
 */
import type { Skill, Skills } from './skills-schema.js';
import { teamAgent, type Team, type TeamAgent } from './team-schema.js';

/** Every agent's affordance for one skill, by agent name, in the team's order. */
export type AgentScores = ReadonlyMap<string, number>;

/**
 * The affordance of `skill` for `agent`. Every step counts, also one whose only argument is an
 * optional parameter (the score belongs to the skill, not to a call).
 */
export function skillAffordance(skill: Skill, agent: Pick<TeamAgent, 'actions'>): number {
  let product = 1;
  for (const step of skill.steps) {
    const action = agent.actions.get(step.action);
    if (action === undefined) return 0;
    product *= action.successRate * action.accuracy;
  }
  return product;
}

/** Each agent's affordance for `skill`, in the team's order. */
export function skillScores(skill: Skill, team: Team): AgentScores {
  return new Map(team.agents.map((agent) => [agent.name, skillAffordance(skill, agent)]));
}

/** The actions of `skill` that `agent` cannot do, each named once, in step order. */
export function missingActions(skill: Skill, agent: Pick<TeamAgent, 'actions'>): string[] {
  return [...new Set(skill.steps.map((step) => step.action).filter((action) => !agent.actions.has(action)))];
}

/**
 * The agent with the largest affordance; a tie goes to the agent listed first in the team file
 * (the paper team lists the robot first, keeping the paper's "ties to the robot"). Undefined
 * when no agent can do the skill.
 */
export function bestAgent(scores: AgentScores): string | undefined {
  let best: string | undefined;
  let bestScore = 0;
  for (const [agent, score] of scores) {
    if (score > bestScore) {
      best = agent;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Why `agent` cannot carry out the skill named `skill` in `team` ("in the team paper it cannot do
 * BreakObject"), or undefined when it can. A skill the library lacks is not this rule's concern.
 */
export function inability(team: Team, skills: Skills, agent: string, skill: string): string | undefined {
  const member = teamAgent(team, agent);
  if (member === undefined) return `it is not an agent of the team ${team.name}`;
  const known = skills.get(skill);
  if (known === undefined) return undefined;
  const missing = missingActions(known, member);
  return missing.length === 0 ? undefined : `in the team ${team.name} it cannot do ${missing.join(', ')}`;
}
