/**
 * Verified examples as a prompt shows them: each its request and room, the plan with its goal,
 * and the code. They follow the request in the shared context of every planning stage, the same
 * for each stage of one request, so the beginning the stages share stays shared and cached.
 */
import { describeAlternative } from '../../goals/index.js';
import type { BankExample } from './example-schema.js';

/**
 * The alternative of an example's goal that held when it was run: the others are ways it was not
 * done, and a small model copies what it is shown (a shorter prompt, too).
 */
function heldAlternatives(example: BankExample): BankExample['stage2']['goal'] {
  const held = example.stage2.goal.filter((a) => a.name === example.met);
  return held.length > 0 ? held : example.stage2.goal;
}

/** The examples in words; '' for none. */
export function formatExamples(examples: readonly BankExample[]): string {
  if (examples.length === 0) return '';
  const blocks = examples.map((e, i) =>
    [
      `Example ${i + 1}. Room: ${e.roomType}. Request: "${e.request}"`,
      `Plan: ${e.stage2.taskDescription}`,
      ...e.stage2.subtasks.map((s, j) => `  ${j + 1}. ${s}`),
      `Needed objects: ${e.stage2.neededObjects.join(', ')}`,
      `Goal: ${heldAlternatives(e).map(describeAlternative).join(' | or | ')}`,
      'Code:',
      e.code.trimEnd(),
    ].join('\n'),
  );
  return ['Verified examples of requests like this one in other rooms (each was run in the simulator and met its goal; plan for this request and this room, not theirs):', ...blocks].join('\n\n');
}
