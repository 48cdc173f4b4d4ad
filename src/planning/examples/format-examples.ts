/**
 * Verified examples as a prompt shows them: each its request and room, the plan with its goal,
 * and the code. They follow the request in the shared context of every planning stage, the same
 * for each stage of one request, so the beginning the stages share stays shared and cached.
 */
import { describeAlternative } from '../../goals/index.js';
import type { BankExample } from './example-schema.js';

/** The examples in words; '' for none. */
export function formatExamples(examples: readonly BankExample[]): string {
  if (examples.length === 0) return '';
  const blocks = examples.map((e, i) =>
    [
      `Example ${i + 1}. Room: ${e.roomType}. Request: "${e.request}"`,
      `Plan: ${e.stage2.taskDescription}`,
      ...e.stage2.subtasks.map((s, j) => `  ${j + 1}. ${s}`),
      `Needed objects: ${e.stage2.neededObjects.join(', ')}`,
      `Goal: ${e.stage2.goal.map(describeAlternative).join(' | or | ')}`,
      'Code:',
      e.code.trimEnd(),
    ].join('\n'),
  );
  return ['Verified examples of requests like this one in other rooms (each was run in the simulator and met its goal; plan for this request and this room, not theirs):', ...blocks].join('\n\n');
}
