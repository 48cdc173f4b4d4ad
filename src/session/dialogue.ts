/**
 * The dialogue before planning, carried out: the planner takes a turn (ask, propose the goal, or
 * plan) and the person answers. Which turn comes next, and when the dialogue ends, is the state
 * machine's (next.ts); this file asks the planner and the approver and records what they said.
 */
import { InputError } from '../errors.js';
import { LlmReplyError } from '../llm/index.js';
import type { ClarifyDecision, DialogueExchange, StageOneInput } from '../planning/index.js';
import type { SessionContext } from './context.js';
import type { DialogueAnswerKind } from './dialogue-kinds.js';
import type { DialogueTurn, SessionState } from './state.js';


/** What an answer is: the ending phrases, an offered answer, acceptance of a proposal, or words of one's own. */
export function classifyAnswer(text: string, turn: Pick<DialogueTurn, 'kind' | 'options'>): DialogueAnswerKind {
  const said = text.trim().toLowerCase().replace(/[’]/g, "'").replace(/[.!]+$/, '');
  if (/^(stop|stop asking|no more questions|enough questions|just plan|just do it)\b/.test(said)) return 'stop';
  if (/^(you decide|you choose|up to you|whatever|anything|any of them|surprise me|i don't mind|don't care|i don't care)\b/.test(said)) return 'you-decide';
  if (turn.options.some((o) => o.trim().toLowerCase() === said)) return turn.kind === 'propose' && /^(yes|ok|okay|sure|right|correct)\b/.test(said) ? 'accept' : 'pick';
  if (turn.kind === 'propose' && /^(yes|y|ok|okay|sure|right|correct|that's right|exactly|sounds good|go ahead|please do)\b/.test(said)) return 'accept';
  return 'answer';
}

/** The answered turns as the stages read them. */
export function exchanges(state: Pick<SessionState, 'dialogue'>): DialogueExchange[] {
  return state.dialogue.turns.flatMap((t) => (t.answer === null || t.answerKind === null ? [] : [{ kind: t.kind, question: t.question, answer: t.answer, answerKind: t.answerKind }]));
}

/** The planner's turn `turn` (`left` turns allowed with it): a question is recorded and answered at once. */
export async function takeTurn(ctx: SessionContext, turn: number, left: number, input: StageOneInput): Promise<void> {
  const decision = await plannerTurn(ctx, { ...input, questionsLeft: left });
  if (decision === null) return;
  if (decision.action === 'plan') {
    ctx.record({ type: 'dialogue-end', reason: 'clear' });
    return;
  }
  const optional = decision.action === 'ask' && decision.optional === true;
  ctx.record({ type: 'dialogue-question', turn, kind: decision.action, question: decision.question, options: decision.options, ...(optional ? { optional } : {}) });
  await answerTurn(ctx, turn);
}

/**
 * Asks the person the open question of turn `turn` and records the answer, classified. An
 * optional question no one can answer ends the dialogue: the planner plans what the request says.
 */
export async function answerTurn(ctx: SessionContext, turn: number): Promise<void> {
  const open = ctx.state.dialogue.turns[turn - 1]!;
  let answer: string;
  try {
    answer = await ctx.deps.approver.answer(open.question, open.options);
  } catch (error) {
    if (open.optional !== true || !(error instanceof InputError)) throw error;
    ctx.record({ type: 'clarify-skipped', reason: `no answer to "${open.question}"` });
    ctx.deps.reporter.info(`The planner asks "${open.question}"; with no one to answer, it plans any of them.`);
    return;
  }
  const kind = classifyAnswer(answer, open);
  ctx.record({ type: 'dialogue-answer', turn, answer, kind });
  ctx.deps.reporter.info(`${open.kind === 'propose' ? 'Proposed' : 'Asked'}: "${open.question}" Answer: "${answer}"${kind === 'answer' || kind === 'pick' ? '' : ` (${kind})`}`);
}

/**
 * The planner's decision. A turn is optional: when every reply failed its schema (say, a question
 * far over its length bound) the dialogue ends and the session plans (null: recorded so).
 */
async function plannerTurn(ctx: SessionContext, input: StageOneInput): Promise<ClarifyDecision | null> {
  try {
    return await ctx.deps.planner.clarify(input);
  } catch (error) {
    if (!(error instanceof LlmReplyError)) throw error;
    ctx.record({ type: 'clarify-skipped', reason: error.message });
    ctx.deps.reporter.info(`The planner's clarifying question could not be used (${error.reason}); planning without one.`);
    return null;
  }
}
