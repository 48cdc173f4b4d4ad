/**
 * Affordance of a skill for an agent: the product, over the skill's atomic steps, of the agent's
 * success rate × accuracy for each step's action (the paper's rule). An agent lacking any of
 * those actions scores 0.
 */
import type { Skill, Team, TeamAgent } from '../world/index.js';

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
