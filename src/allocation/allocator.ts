/**
 * The one interface every allocator implements, so the rule-based allocator (the default), the
 * random one and an LLM one (for the ablation) are interchangeable.
 */
import type { Program } from '../code/index.js';
import type { Allocation, AllocationContext } from './allocation.js';

export interface Allocator {
  /** A short name for reports: `rule-based`, `random(seed=7)`, `llm(gpt-4o)`. */
  readonly name: string;
  /** Assigns every skill call of `program` to an agent. Async because an LLM allocator is. */
  allocate(program: Program, context: AllocationContext): Promise<Allocation>;
}
