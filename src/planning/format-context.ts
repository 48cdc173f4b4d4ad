/**
 * Renderings of the context the "beyond the paper" features add to the code prompts: the
 * candidate line of best-of-N, and the executed prefix plus current state of a refinement that
 * continues from where execution stopped. Each is empty when its feature is not in use, so the
 * prompts (and the record/replay keys) of a plain session do not change.
 */
import { article } from '../english.js';
import { formatObjectFacts } from './format.js';
import { applyKnownFix, knownFix } from './known-fix.js';
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

/**
 * A change that fixes the failure, in code, for the failures whose fix is one call the report
 * names outright (a closed container, a receptacle to open, an appliance to close): a small model
 * copies a line of code far more readily than it acts on a sentence. Empty for other failures.
 */
export function formatSuggestedFix(input: Pick<ExecutionRefinementInput, 'failure' | 'skills' | 'objects'> & Partial<Pick<ExecutionRefinementInput, 'code' | 'program'>>): string {
  const known = knownFix(input.failure);
  // Not a drop of a line that runs more than once: that would also drop the runs that worked.
  const fits = known === null || input.program === undefined || input.code === undefined || applyKnownFix(input.code, known, input.program) !== null;
  const fix = (fits ? known?.advice : undefined) ?? skillsThatFit(input);
  return fix === null ? '' : `A change that fixes this error: ${fix}`;
}

/**
 * A skill used on an object it cannot act on (UseUpObject on a Toaster: refused for the type of
 * its object): the skills that can.
 */
function skillsThatFit(input: Pick<ExecutionRefinementInput, 'failure' | 'skills' | 'objects'>): string | null {
  const report = input.failure;
  if (report.failure?.about !== 'type' || report.failure.argument !== 'objectId') return null;
  const target = report.resolved.objectId ?? report.args.objectId;
  const type = report.objects.find((o) => o.objectId === target)?.objectType ?? target?.split('|')[0];
  const properties = input.objects.find((o) => o.type === type)?.properties;
  if (type === undefined || properties === undefined) return null;
  const fitting = input.skills.filter((s) => s.needs !== undefined && properties.includes(s.needs) && s.name !== report.skill);
  const about = `${report.skill} cannot act on ${article(type)} (${article(type)} is ${properties.join(', ') || 'none of the actionable kinds'})`;
  if (fitting.length === 0) return `at line ${report.line}, ${about}: drop that call or give it another object.`;
  const calls = fitting.map((s) => `${s.name}(${s.params.map((p, i) => (i === 0 ? `'${type}'` : p.name)).join(', ')})`);
  return `at line ${report.line}, ${about}: use ${calls.join(' or ')} instead, or drop that call.`;
}
