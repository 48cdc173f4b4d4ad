/** Allocation of skill calls to the robot and the human: by affordance rule, at random, or by an LLM (ablation). */
export { skillAffordance, skillScores, missingActions, type AgentScores } from './affordance.js';
export {
  allocateEach,
  AllocationRowSchema,
  type Allocation,
  type AllocationRow,
  type AllocationContext,
  type ChooseAgent,
} from './allocation.js';
export type { Allocator } from './allocator.js';
export { allocateRuleBased, ruleBasedAllocator, type RuleBasedOptions } from './rule-based.js';
export { randomAllocator } from './random.js';
export { seededRandom } from './prng.js';
export { callText } from './call-text.js';
export { formatAllocationTable, formatAffordance, allocationToJson, type AllocationJson } from './table.js';
export { llmAllocator, AllocationReply, allocationPromptValues } from './llm.js';
