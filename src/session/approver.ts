/** The approver: the person (or a stand-in) who answers, approves or gives feedback, and the one the command-line flags play. */
import type { ErrorReport } from '../execution/index.js';
import type { TaskDecomposition } from '../planning/index.js';
import { InputError } from '../errors.js';
import { AnswerNotUnderstoodError, FeedbackNotUnderstoodError, PlanNotCodableError } from '../planning/index.js';
import type { Alternative } from '../goals/index.js';
import type { GoalCheck } from './state.js';
import { YOU_DECIDE } from './dialogue-kinds.js';

/** What the person (or a stand-in for one) is shown at an approval point. */
export interface Proposal {
  version: number;
  code: string;
  plan: TaskDecomposition;
  /** Errors of code that could not be repaired automatically; empty when it validated. */
  errors: readonly { line: number; column: number; message: string }[];
  /** The prompts and replies so far, for "Show prompt/plan". */
  describe(): string;
  /** Best-of-N: every candidate of this version with its rank and reasons ("Show other candidates"); absent with one candidate. */
  candidates?: () => CandidateView[];
  /** The feedback just given, which the planner could not act on, and why (the code is unchanged). */
  refusedFeedback?: { text: string; reason: string };
  /** Each object id the code quotes, with its readable name: `StoveKnob|… = the knob of the burner under the Pan`. */
  legend?: readonly string[];
  /** The approved goal; null when the planner stated none (the code is then not checked). */
  goal?: readonly Alternative[] | null;
  /** This version's dry run in the simulator against the goal (absent without a goal). */
  goalCheck?: GoalCheck;
  /** What in this code breaks one of the person's lasting preferences, in words (absent or empty: nothing). */
  preferenceBreaches?: readonly string[];
}

/** One candidate of a best-of-N search as the person sees it. */
export interface CandidateView {
  index: number;
  rank: number;
  reasons: readonly string[];
  code: string;
}

/** The stage-2 plan shown for approval before any code is generated. */
export interface PlanProposal {
  plan: TaskDecomposition;
  missingObjects: readonly string[];
  /** What "done" means, as the planner states it; null when it states none. */
  goal: readonly Alternative[] | null;
  /**
   * The goals the household knowledge reads the request as (`--goal-hints`), when the stated goal
   * is not one of them: the person may take this reading instead. Absent: no other reading.
   */
  householdReading?: readonly Alternative[];
  /**
   * "This goal already holds in the room: nothing would change" (its words, goal-check.ts): the
   * goal holds before anything runs, so approving it runs nothing and is no success of the request.
   */
  heldAlready?: string;
  /** Why the plan came back (a correction not understood, a plan the planner cannot write code for); absent the first time. */
  returned?: string | undefined;
  /** The correction in words that brought it back (not understood, or not doable): the plan is unchanged. */
  refusedCorrection?: string;
  /** The prompts and replies so far, as readable text ("Show prompt"). */
  describe(): string;
}

/** The person's answer to a stage-2 plan. */
export type PlanDecision =
  | { kind: 'approve' }
  /** Ask the planner to revise the plan, in words. */
  | { kind: 'correct'; text: string }
  /** The plan as the person rewrote it (`why`: said in the transcript, e.g. the household's reading taken). */
  | { kind: 'edit'; plan: TaskDecomposition; why?: string }
  | { kind: 'abort'; reason?: string };

/** The plan with the household's reading as its goal: what taking that reading at the plan step decides, said in the transcript. */
export function takeHouseholdReading(plan: TaskDecomposition, reading: readonly Alternative[]): Extract<PlanDecision, { kind: 'edit' }> & { why: string } {
  return { kind: 'edit', plan: { ...plan, goal: [...reading] }, why: `took the household's reading: ${reading.map((a) => a.name).join(', or ')}` };
}

/** The person's answer to a proposal. */
export type Decision =
  | { kind: 'approve' }
  | { kind: 'feedback'; text: string }
  | { kind: 'edit'; code: string }
  | { kind: 'regenerate' }
  /** Best-of-N: use another candidate of this version instead of the proposed one. */
  | { kind: 'pick'; index: number; code: string }
  /** `reason` says why when it is not the person's own choice (e.g. nothing valid to approve). */
  | { kind: 'abort'; reason?: string };

/** One call of the allocation as the person sees it: who does it, and every agent's affordance. */
export interface AllocationChoice {
  line: number;
  call: string;
  agent: string;
  /** Each agent's affordance for the call's skill, in the team's order (0: cannot). */
  scores: Readonly<Record<string, number>>;
}

/** What the person is shown at the allocation step: the table, the allocated code and its timeline. */
export interface AllocationProposal {
  team: string;
  /** The affordance table, one score column per agent. */
  table: string;
  code: string;
  /** The schedule in the terminal: a column per agent, makespan against one call after another. */
  timeline: string;
  /** Names each object id the code quotes. */
  legend?: readonly string[];
  rows: readonly AllocationChoice[];
  /** Calls that break a lasting preference about who does what (no other agent could take them, or the person gave them back). */
  preferenceBreaches?: readonly string[];
  /** Words just said about who does what that changed nothing, and why (the allocation is unchanged). */
  refusedWords?: { text: string; reason: string };
}

/** The person's answer at the allocation step. */
export type AllocationDecision =
  | { kind: 'approve' }
  /** Give the call at `line` to `agent` instead (a human refinement of the allocation). */
  | { kind: 'reassign'; line: number; agent: string }
  /** Who does what, in words ("let the robot do the cutting"): the lines it names go to that agent. */
  | { kind: 'words'; text: string }
  | { kind: 'abort'; reason?: string };

/**
 * The human of components 2 and 3: approves code or gives feedback, answers a clarifying
 * question, and agrees to send an execution error back for refinement. Implemented by the
 * terminal menu, by `--yes`/`--feedback`, and by the experiments' simulated user.
 */
export interface Approver {
  answer(question: string, options: readonly string[]): Promise<string>;
  review(proposal: Proposal): Promise<Decision>;
  /** Approves or corrects the stage-2 plan before code is generated; absent: the plan goes on unreviewed (the experiments' users). */
  reviewPlan?(proposal: PlanProposal): Promise<PlanDecision>;
  confirmRefinement(report: ErrorReport, attempt: number, maxRefinements: number): Promise<boolean>;
  /**
   * Feedback that reads like a lasting preference: "Remember this for next time?" (`reading`: the
   * rule it reads as, in words, or null). Absent: nothing is kept.
   */
  confirmRemember?(text: string, reading: string | null): Promise<boolean>;
  /** Approves or changes the allocation before the agents run it; without it the allocation is approved as it is. */
  reviewAllocation?(proposal: AllocationProposal): Promise<AllocationDecision>;
}

/**
 * The person of the command-line flags: gives each `--feedback` text in order at the approval
 * points, then approves if `--yes`; answers the clarifying question with `--answer`. What the
 * flags leave open goes to `fallback` (the terminal menu, when there is a terminal); without
 * one it refuses to go on rather than hang waiting for a terminal that is not there.
 */
export class ScriptedApprover implements Approver {
  private readonly feedback: string[];
  /** The feedback this approver gave last (to tell its own refused feedback from a resumed one). */
  private lastGiven: string | undefined;

  private readonly reassign: { line: number; agent: string }[];
  private readonly answers: string[];

  constructor(
    private readonly options: {
      yes: boolean;
      feedback?: readonly string[];
      /** `--answer`, in order: one for each question the planner asks. */
      answers?: readonly string[] | undefined;
      /** `--remember` / `--no-remember`: whether feedback that reads as a lasting preference is kept (absent: the terminal asks, else no). */
      remember?: boolean | undefined;
      /** `--reassign LINE=AGENT`: changes to make at the allocation step, in order. */
      reassign?: readonly { line: number; agent: string }[];
      fallback?: Approver | undefined;
      /** Checks code about to be approved (throws to refuse it before it runs): the `--reassign` lines against it. */
      checkApproved?: ((code: string, version: number) => void) | undefined;
      /** Where to say what the person should hear without being asked (feedback refused in an earlier run, carried over by --resume). */
      notify?: ((message: string) => void) | undefined;
      /**
       * The approval step each `--feedback` is about (the reader of corrections): the request
       * itself is given at the plan, who does what at the allocation, the rest at the code.
       * Absent: every one at the code.
       */
      stepOf?: ((text: string) => 'plan' | 'code' | 'allocation') | undefined;
    },
  ) {
    this.feedback = [...(options.feedback ?? [])];
    this.answers = [...(options.answers ?? [])];
    this.reassign = [...(options.reassign ?? [])];
  }

  /** Each `--answer` in order; once they are used up, the terminal asks, or `--yes` leaves the choice to the planner. */
  async answer(question: string, choices: readonly string[]): Promise<string> {
    const next = this.answers.shift();
    if (next !== undefined) return next;
    if (this.options.fallback) return this.options.fallback.answer(question, choices);
    // Asked past the --answer given (the last was not understood, or another question came): no one to say which.
    const last = this.options.answers?.at(-1);
    if (last !== undefined) throw new AnswerNotUnderstoodError(question, choices, `The planner did not understand --answer "${last}" and asks: "${question}" — answer with --answer "..."`);
    if (this.options.yes) return YOU_DECIDE;
    throw new InputError(`The planner asks: "${question}" — answer with --answer "..." (repeatable), or turn questions off with --no-clarify`);
  }

  async confirmRemember(text: string, reading: string | null): Promise<boolean> {
    if (this.options.remember !== undefined) return this.options.remember;
    return (await this.options.fallback?.confirmRemember?.(text, reading)) ?? false;
  }

  async review(proposal: Proposal): Promise<Decision> {
    const decision = await this.decide(proposal);
    if (decision.kind === 'approve') this.options.checkApproved?.(proposal.code, proposal.version);
    return decision;
  }

  private async decide(proposal: Proposal): Promise<Decision> {
    // Without a person to ask for other words, feedback of ours the planner cannot act on is bad
    // input. (Feedback refused in an earlier run, carried over by --resume, was said then.)
    const refused = proposal.refusedFeedback;
    if (refused !== undefined && !this.options.fallback) {
      if (refused.text === this.lastGiven) throw new FeedbackNotUnderstoodError(refused.reason);
      this.options.notify?.(`${refused.reason}\nThe code is unchanged.`);
    }
    const next = this.take('code');
    this.lastGiven = next;
    if (next !== undefined) return { kind: 'feedback', text: next };
    if (this.options.yes && proposal.errors.length > 0 && !this.options.fallback) {
      // --yes approves; it cannot make invalid code valid, and approving it again would loop.
      const first = proposal.errors[0]!;
      const more = proposal.errors.length > 1 ? ` and ${proposal.errors.length - 1} more` : '';
      return { kind: 'abort', reason: `code v${proposal.version} still has errors after the validation repairs (line ${first.line}:${first.column}: ${first.message}${more}), and --yes cannot approve invalid code` };
    }
    if (this.options.yes) return { kind: 'approve' };
    if (this.options.fallback) return this.options.fallback.review(proposal);
    throw new InputError(NO_TERMINAL);
  }

  /**
   * `--yes` approves the plan; otherwise the terminal asks; without one the plan goes on as it is.
   * A plan that came back cannot be approved again as it is: the terminal is asked, or no one can be.
   */
  async reviewPlan(proposal: PlanProposal): Promise<PlanDecision> {
    // A --feedback about the request itself ("I asked to make the bed") corrects the plan; refused, it is bad input.
    if (proposal.refusedCorrection !== undefined && proposal.refusedCorrection === this.lastGiven && !this.options.fallback) throw new FeedbackNotUnderstoodError(proposal.returned ?? proposal.refusedCorrection);
    const correction = this.take('plan');
    this.lastGiven = correction;
    if (correction !== undefined) return { kind: 'correct', text: correction };
    if (!this.options.yes && this.options.fallback?.reviewPlan) return this.options.fallback.reviewPlan(proposal);
    if (proposal.returned !== undefined) throw new PlanNotCodableError(`${proposal.returned}
Correct or edit the plan at a terminal (without --yes).`);
    return { kind: 'approve' };
  }

  /**
   * The next `--feedback` for `step`: at the plan, the first if it is the plan's; at the code, the
   * first that is not the allocation's; at the allocation, the first that is its.
   */
  private take(step: 'plan' | 'code' | 'allocation'): string | undefined {
    const stepOf = this.options.stepOf ?? (() => 'code' as const);
    const at = step === 'plan' ? (this.feedback.length > 0 && stepOf(this.feedback[0]!) === 'plan' ? 0 : -1) : this.feedback.findIndex((text) => (stepOf(text) === 'allocation') === (step === 'allocation'));
    return at < 0 ? undefined : this.feedback.splice(at, 1)[0];
  }

  async confirmRefinement(report: ErrorReport, attempt: number, maxRefinements: number): Promise<boolean> {
    if (this.options.yes || !this.options.fallback) return true;
    return this.options.fallback.confirmRefinement(report, attempt, maxRefinements);
  }

  /** Makes each `--reassign` change, then approves with `--yes` or asks the fallback. */
  async reviewAllocation(proposal: AllocationProposal): Promise<AllocationDecision> {
    const refused = proposal.refusedWords;
    if (refused !== undefined && refused.text === this.lastGiven && !this.options.fallback) throw new FeedbackNotUnderstoodError(`--feedback "${refused.text}": ${refused.reason}`);
    const next = this.reassign.shift();
    if (next !== undefined) return { kind: 'reassign', ...next };
    const words = this.take('allocation');
    this.lastGiven = words;
    if (words !== undefined) return { kind: 'words', text: words };
    if (this.options.yes || this.options.fallback?.reviewAllocation === undefined) return { kind: 'approve' };
    return this.options.fallback.reviewAllocation(proposal);
  }
}

/** Why a session without a terminal and without `--yes` cannot go on. */
export const NO_TERMINAL = 'No terminal to ask for approval: pass --yes to approve non-interactively (and --feedback "..." to refine)';
