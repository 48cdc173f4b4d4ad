/**
 * Affordance of a skill for an agent: the product, over the skill's atomic steps, of the agent's
 * success rate × accuracy for each step's action. An agent lacking any of those actions scores 0.
 */
import type { Agent } from '../code/index.js';
import type { Affordances, AgentAffordances } from '../world/index.js';
import type { Skill } from '../world/index.js';

/** Both agents' affordance for one skill. */
export type AgentScores = Readonly<Record<Agent, number>>;

/**
 * The affordance of `skill` for the agent whose table is `table`. Every step counts, also one
 * whose only argument is an optional parameter (the score belongs to the skill, not to a call).
 */
export function skillAffordance(skill: Skill, table: AgentAffordances): number {
  let product = 1;
  for (const step of skill.steps) {
    const action = table.get(step.action);
    if (action === undefined) return 0;
    product *= action.successRate * action.accuracy;
  }
  return product;
}

/** The robot's and the human's affordance for `skill`. */
export function skillScores(skill: Skill, affordances: Affordances): AgentScores {
  return {
    robot: skillAffordance(skill, affordances.agents.robot),
    human: skillAffordance(skill, affordances.agents.human),
  };
}

/** The actions of `skill` that the agent with `table` cannot do, each named once, in step order. */
export function missingActions(skill: Skill, table: AgentAffordances): string[] {
  return [...new Set(skill.steps.map((step) => step.action).filter((action) => !table.has(action)))];
}
