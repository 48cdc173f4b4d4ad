/** The text of the approval menu's "Show prompt/plan": the plan so far and the last prompt. */
import type { TaskDecomposition } from '../planning/index.js';
import type { SessionEvent } from './events.js';

/**
 * What "Show prompt" in the approval menus shows, as readable text (no JSON): the request, the
 * answer to a question, both stages' plans, and the last prompt as it was sent, message by
 * message, with the reply it got.
 */
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
  const lines = [`Request: ${known.instruction}`];
  if (known.clarification) lines.push(`Asked: ${known.clarification.question}`, `Answer: ${known.clarification.answer}`);
  if (known.stage1) lines.push('', 'Stage 1 plan:', ...planText(known.stage1));
  if (known.plan) lines.push('', 'Stage 2 plan:', ...planText(known.plan));
  if (known.missingObjects.length) lines.push(`Not in the scene: ${known.missingObjects.join(', ')}`);
  const last = [...events].reverse().find((e) => e.type === 'llm-call');
  if (last?.type === 'llm-call') {
    lines.push('', `Last prompt (stage ${last.call.stage}, model ${last.call.request.model}):`);
    for (const message of last.call.request.messages) lines.push('', `── ${message.role} ──`, message.content);
    lines.push('', '── reply ──', readableReply(last.call.response.text));
  } else {
    lines.push('', 'No prompt was sent: the offline planner plans without an LLM.');
  }
  return lines.join('\n');
}

/** A plan as indented lines: the task, its numbered subtasks, what it needs. */
export function planText(plan: TaskDecomposition): string[] {
  const reading = plan.reading === undefined ? [] : [`  ${plan.reading.says}`];
  return [`  ${plan.taskDescription}`, ...plan.subtasks.map((s, i) => `  ${i + 1}. ${s}`), `  Needs: ${plan.neededObjects.join(', ')}`, ...reading];
}

/** A structured reply as "field: value" lines; any other reply as it is. */
function readableReply(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return text;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => (Array.isArray(v) ? `${key}:\n${v.map((item) => `  - ${typeof item === 'string' ? item : JSON.stringify(item)}`).join('\n')}` : `${key}: ${typeof v === 'string' ? v : JSON.stringify(v)}`))
    .join('\n');
}
