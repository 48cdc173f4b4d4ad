/** Where a code version came from (the `origin` of a transcript's `code` event). */
import { z } from 'zod';

export const CodeOrigin = z.enum([
  'generated',
  'validation-repair',
  'human-refinement',
  'execution-refinement',
  'edit',
  'regenerate',
  'resume',
  /** `--refine-from current`: the executed prefix joined with the remaining steps that succeeded. */
  'combined',
  /** Best-of-N: another candidate the person picked instead of the proposed one. */
  'candidate',
  /** The dry run in the simulator left the approved goal unmet: code from the planner told which conditions and why. */
  'goal-refinement',
]);
export type CodeOrigin = z.infer<typeof CodeOrigin>;

/** Origins a person's round produces: new code from them needs a new approval. */
export const HUMAN_ORIGINS: ReadonlySet<CodeOrigin> = new Set(['human-refinement', 'edit', 'regenerate']);

/** Origins that keep an approval (and a continuation) going: refined code after a failure and its repairs. */
export const CONTINUING_ORIGINS: ReadonlySet<CodeOrigin> = new Set(['execution-refinement', 'validation-repair']);
