/**
 * The LLM user of the experiments (`--user llm`): the human of components 2 and 3 played by an
 * LLM instead of by rules. At each approval point it dry-runs the code exactly as the simulated
 * user does, then asks the LLM — in the role of the person who made the request, who privately
 * knows the task's success criteria and hidden intent — to approve or to give feedback in words,
 * shown the code and the dry run's outcome. It answers clarifying questions through the LLM too.
 * It is a stand-in for a person: its judgement is an LLM's, not ground truth, which is why the
 * episode's `success` is still decided by the criteria on the final state.
 */
import { z } from 'zod';
import { formatErrorReport, type ErrorReport } from '../../execution/index.js';
import type { LlmClient, LlmRecorder } from '../../llm/index.js';
import { renderPrompt, type PromptTemplate } from '../../planning/index.js';
import type { Approver, Decision, Proposal } from '../../session/index.js';
import type { World } from '../../world/index.js';
import { describePredicate, type Alternative } from '../suites/criteria.js';
import { dryRun, type DryRunContext, type DryRunOutcome } from './dry-run.js';
import { spoken, validationFeedback } from './feedback.js';
import { ReviewBook, type JudgingUser, type Review } from './review-book.js';
import { chooseAnswer } from './simulated-user.js';
import type { SuiteTask } from '../suites/suite.js';

/** The LLM's verdict on a proposal (structured output `user_review`). */
export const UserReviewReply = z
  .object({
    decision: z.enum(['approve', 'feedback']),
    /** What to change, in the person's words; empty when approving. */
    feedback: z.string(),
  })
  .strict();
export type UserReviewReply = z.infer<typeof UserReviewReply>;

/** The LLM's answer to a clarifying question (structured output `user_answer`). */
export const UserAnswerReply = z.object({ answer: z.string() }).strict();
export type UserAnswerReply = z.infer<typeof UserAnswerReply>;

/** The stages the LLM user's calls are recorded under (kept apart from the planner's). */
export const USER_STAGES = { review: 'user-review', answer: 'user-answer' } as const;

/** Where each episode's LLM user gets its model and client (built by `llmUserSource` in llm-roles.ts). */
export interface LlmUserSource {
  /** The prompt template (`prompts/simulated-user.md`). */
  readonly template: PromptTemplate;
  /** The user's model in an episode planned by `plannerModel` (`--user-model`, else a default). */
  modelFor(plannerModel: string): string;
  /** A client for one episode: rate-limited, recorded through `recorder`, live or replayed. */
  client(plannerModel: string, recorder: LlmRecorder, stream?: string): Promise<LlmClient>;
}

export interface LlmUserOptions {
  task: SuiteTask;
  world: World;
  /** A bridge connection for dry runs, separate from the session's. */
  client: DryRunContext['client'];
  llm: LlmClient;
  template: PromptTemplate;
  /** Feedback rounds before the user approves what it has (the paper: 5). */
  maxHumanRefinements: number;
}

/** Token usage of the user's own calls. */
export interface UserUsage {
  calls: number;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export class LlmUser implements Approver, JudgingUser {
  private readonly book: ReviewBook;
  private readonly used: UserUsage = { calls: 0, promptTokens: 0, completionTokens: 0, totalTokens: 0 };

  constructor(private readonly options: LlmUserOptions) {
    this.book = new ReviewBook(options.maxHumanRefinements);
  }

  /** Human refinements until the LLM approved code that validates; null if it never did. */
  get h(): number | null {
    return this.book.h;
  }

  /** Every review, in order, with the criteria's verdict beside the LLM's decision. */
  get reviews(): readonly Review[] {
    return this.book.reviews;
  }

  /** The user's own LLM calls and tokens so far. */
  get usage(): Readonly<UserUsage> {
    return this.used;
  }

  /** Asks the LLM, as the person, what to answer; a blank reply falls back to the intent or the nearest option. */
  async answer(question: string, options: readonly string[]): Promise<string> {
    const value = await this.ask(USER_STAGES.answer, questionText(question, options), UserAnswerReply, 'user_answer');
    const answer = value.answer.trim();
    return answer !== '' ? answer : (this.options.task.intent ?? chooseAnswer(options, this.options.task));
  }

  async review(proposal: Proposal): Promise<Decision> {
    const { task, world, client } = this.options;
    const { book } = this;
    const outcome = await dryRun(proposal.code, { world, client, criteria: task.success });
    const errors = outcome.kind === 'invalid' && outcome.errors.length > 0 ? outcome.errors : proposal.errors;
    // Nothing the LLM says makes invalid code runnable once the rounds are spent.
    if (outcome.kind === 'invalid' && book.spent) return book.note(proposal, { kind: 'abort' }, 'budget spent on code that does not validate');

    const reply = await this.ask(USER_STAGES.review, proposalText(proposal, outcome, errors), UserReviewReply, 'user_review');
    const verdict = criteriaNote(outcome);
    if (reply.decision === 'approve' && outcome.kind !== 'invalid') return book.approve(proposal, `approved (${verdict})`);
    if (book.spent) return book.note(proposal, { kind: 'approve' }, `budget spent (${verdict})`);
    const words = reply.feedback.trim();
    if (reply.decision === 'approve') {
      // It approved code that cannot run: what it can say is what the validator says.
      return book.refine(proposal, { kind: 'feedback', text: words !== '' ? words : validationFeedback(errors) }, `approved code that does not validate (${verdict})`);
    }
    return book.refine(proposal, words === '' ? { kind: 'regenerate' } : { kind: 'feedback', text: words }, `feedback (${verdict})`);
  }

  /** Execution errors always go back for refinement, within the session's budget. */
  async confirmRefinement(_report: ErrorReport, _attempt: number, _max: number): Promise<boolean> {
    return true;
  }

  private async ask<S extends z.ZodType>(stage: string, shown: string, schema: S, schemaName: string): Promise<z.infer<S>> {
    const { task, world, llm, template } = this.options;
    const messages = renderPrompt(template, {
      roomType: spoken(task.roomType),
      scene: world.scene.scene,
      wish: describeWish(task),
      instruction: task.instruction,
      shown,
    });
    const result = await llm.structured(stage, messages, schema, schemaName);
    for (const call of result.calls) {
      this.used.calls += 1;
      this.used.promptTokens += call.usage.promptTokens;
      this.used.completionTokens += call.usage.completionTokens;
      this.used.totalTokens += call.usage.totalTokens;
    }
    return result.value;
  }
}

/** What the person wants, in words: the hidden intent (when the suite has one), every right answer, and the persona's lasting preferences and answers (a `preferences` suite task). */
export function describeWish(task: SuiteTask): string {
  const intent = task.intent === undefined ? [] : [`In your own words: "${task.intent}"`];
  const persona = task.persona;
  const lasting = persona === undefined ? [] : ['What you always want (you have said it before):', ...persona.preferences.map((p) => `- "${p.text}"`)];
  const answers = persona === undefined || persona.answers.length === 0 ? [] : ['If asked, you answer:', ...persona.answers.map((a) => `- about ${a.when}: "${a.answer}"`)];
  return [...intent, 'You are satisfied when, at the end, any one of these holds:', ...task.success.map((a) => `- ${describeAlternative(a)}`), ...lasting, ...answers].join('\n');
}

/** One right answer in words: `lights dimmed: there should be ...; there should be ...`. */
export function describeAlternative(alternative: Alternative): string {
  return `${alternative.name}: ${alternative.all.map(describePredicate).join('; ')}`;
}

/** What the dry run showed, in words: the validation errors, or how the run went and what holds at its end. */
export function describeOutcome(outcome: DryRunOutcome, errors: readonly { line: number; column: number; message: string }[]): string {
  if (outcome.kind === 'invalid') {
    return ['The plan cannot run: its code does not validate.', ...errors.map((e) => `- line ${e.line}:${e.column}: ${e.message}`)].join('\n');
  }
  const ran =
    outcome.kind === 'failed'
      ? `It stopped with an error after ${outcome.actions} atomic action(s):\n${formatErrorReport(outcome.report)}`
      : `It ran to the end (${outcome.actions} atomic action(s)).`;
  const state = outcome.verdict.met
    ? `In the state it left, what you want holds (${outcome.verdict.alternative}).`
    : ['In the state it left, what you want does not hold:', ...outcome.verdict.unmet.map((u) => `- for ${u.alternative}: ${u.predicate}`)].join('\n');
  return `${ran}\n${state}`;
}

function proposalText(proposal: Proposal, outcome: DryRunOutcome, errors: readonly { line: number; column: number; message: string }[]): string {
  const code = proposal.code.trimEnd();
  return [`The robot proposes this plan (version ${proposal.version}):`, '```python', code, '```', 'Tried in a simulator of your room:', describeOutcome(outcome, errors)].join('\n');
}

function questionText(question: string, options: readonly string[]): string {
  const offered = options.length === 0 ? [] : [`It offers: ${options.map((o) => `"${o}"`).join(', ')}.`];
  return [`Before planning, the robot asks you: "${question}"`, ...offered].join('\n');
}

/** The criteria's verdict on the dry run, for the review's `why`. */
function criteriaNote(outcome: DryRunOutcome): string {
  if (outcome.kind === 'invalid') return 'invalid';
  const ran = outcome.kind === 'failed' ? 'failed; ' : '';
  return outcome.verdict.met ? `${ran}criteria met: ${outcome.verdict.alternative}` : `${ran}criteria unmet`;
}
