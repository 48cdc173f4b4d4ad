/** Allocation of skill calls to the agents of a team: by affordance rule, at random, or by an LLM (ablation). */
export { skillAffordance, skillScores, missingActions, bestAgent, type AgentScores } from './affordance.js';
export {
  allocateEach,
  mapSkillCalls,
  AllocationRowSchema,
  type Allocation,
  type AllocationRow,
  type AllocationContext,
  type ChooseAgent,
} from './allocation.js';
export type { Allocator } from './allocator.js';
export { allocateRuleBased, ruleBasedAllocator, whyNot, type RuleBasedOptions } from './rule-based.js';
export { randomAllocator } from './random.js';
export { seededRandom } from './prng.js';
export { callText } from './call-text.js';
export { formatAllocationTable, formatAffordance, allocationToJson, type AllocationJson } from './table.js';
export { llmAllocator, allocationReply, allocationPromptValues, type AllocationReply } from './llm.js';
export {
  allocateWith,
  choicesWithin,
  successProbability,
  ALLOCATOR_NAMES,
  DEFAULT_RELIABILITY_FLOOR,
  type AllocatorName,
  type AllocatorOptions,
  AllocationFigures,
  type FiguredAllocation,
} from './balanced.js';
export { allocationNotes, formatChance, formatProbability, type AllocationChange, type ShownAllocation } from './notes.js';
export { EXACT_ALLOCATIONS, EXACT_RUNS, DEFAULT_BUDGET, type SearchBudget } from './balanced-search.js';
