import type { TaskDecomposition } from '../planning/index.js';
import type { SessionEvent } from './events.js';

/** What the "Show prompt/plan" entry of the approval menu shows: the plan so far and the last prompt. */
export function describeSession(
  events: readonly SessionEvent[],
  known: {
    instruction: string;
    clarification: { question: string; answer: string } | null;
    stage1: TaskDecomposition | null;
    plan: TaskDecomposition | null;
    missingObjects: readonly string[];
  },
): string {
  const lines = [`Instruction: ${known.instruction}`];
  if (known.clarification) lines.push(`Asked: ${known.clarification.question} → ${known.clarification.answer}`);
  if (known.stage1) lines.push('', 'Stage 1:', JSON.stringify(known.stage1, null, 2));
  if (known.plan) lines.push('', 'Stage 2 (refined):', JSON.stringify(known.plan, null, 2));
  if (known.missingObjects.length) lines.push(`Not in the scene: ${known.missingObjects.join(', ')}`);
  const last = [...events].reverse().find((e) => e.type === 'llm-call');
  if (last?.type === 'llm-call') lines.push('', `Last prompt (${last.call.stage}):`, JSON.stringify(last.call.request, null, 2));
  return lines.join('\n');
}
