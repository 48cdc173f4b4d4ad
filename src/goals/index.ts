/** Success criteria: what "done" means for a request, as predicates over a final state, and their evaluation. */
export * from './criteria.js';
