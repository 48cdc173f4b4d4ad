/**
 * Affordance of a skill for an agent: the rule lives in the world's data (world/capability.ts),
 * so that the executor and code validation decide by it too; the allocators use it from here.
 */
export { skillAffordance, skillScores, missingActions, bestAgent, type AgentScores } from '../world/index.js';
