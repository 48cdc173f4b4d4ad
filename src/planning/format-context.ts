/**
 * Renderings of the context the "beyond the paper" features add to the code prompts: the
 * candidate line of best-of-N, and the executed prefix plus current state of a refinement that
 * continues from where execution stopped. Each is empty when its feature is not in use, so the
 * prompts (and the record/replay keys) of a plain session do not change.
 */
import { formatObjectFacts } from './format.js';
import type { CodeInput, ExecutionRefinementInput } from './planner.js';

/** The line that makes candidate i > 1 a distinct request; empty for candidate 1. */
export function formatCandidate(input: Pick<CodeInput, 'candidate' | 'candidates'>): string {
  const index = input.candidate ?? 1;
  if (index <= 1) return '';
  const total = Math.max(input.candidates ?? index, index);
  return `This is candidate ${index} of ${total}: write a valid alternative that differs from the most obvious plan (other objects, instances or order) where the room allows it.`;
}

/** In `current` mode: the calls already executed and the objects' state now; empty in `reset` mode. */
export function formatProgress(input: Pick<ExecutionRefinementInput, 'mode' | 'executed' | 'objects'>): string {
  if (input.mode !== 'current') return '';
  const executed = input.executed.length > 0 ? input.executed.map((call) => `- ${call}`).join('\n') : '- (nothing ran to completion)';
  return [`Already executed, in order (do not repeat these):`, executed, '', 'The objects now:', formatObjectFacts(input.objects)].join('\n');
}

/** The note of a request after a reply that repeated a program already tried; empty otherwise. */
export function formatRepeated(input: Pick<CodeInput, 'repeated'>): string {
  if (input.repeated === undefined) return '';
  return (
    `Your previous reply gave back version ${input.repeated.version} of the program unchanged, which was already tried ` +
    'and did not work. Do not write it again: write a program that differs from it where the problems are.'
  );
}
