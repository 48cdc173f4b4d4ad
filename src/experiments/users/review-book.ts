/**
 * The bookkeeping every stand-in for the person keeps, whoever judges the code (the rule-based
 * simulated user or the LLM user): the human refinements given so far against the budget, h
 * (refinements until the user approved code it judged right), and every review for the record.
 */
import type { Decision, Proposal } from '../../session/index.js';

/** One review the user made, for the episode record and tests. */
export interface Review {
  version: number;
  decision: Decision['kind'];
  /**
   * Why. Simulated user: `meets the criteria (...)`, `aims at ...`, `invalid`, `unmet`,
   * `budget spent`. LLM user: `approved`/`feedback`, then the criteria's verdict in brackets.
   */
  why: string;
  feedback?: string;
}

/** A stand-in for the person whose reviews are counted: what an episode reads after the session. */
export interface JudgingUser {
  /** Human refinements until the user approved code it judged right; null if it never did. */
  readonly h: number | null;
  readonly reviews: readonly Review[];
}

export class ReviewBook implements JudgingUser {
  /** Every review, in order. */
  readonly reviews: Review[] = [];
  private feedbackGiven = 0;
  private approvedAfter: number | null = null;

  /** @param maxHumanRefinements feedback rounds before the user approves what it has (the paper: 5) */
  constructor(private readonly maxHumanRefinements: number) {}

  get h(): number | null {
    return this.approvedAfter;
  }

  /** True once the feedback rounds are used up: the next review approves what there is (or aborts). */
  get spent(): boolean {
    return this.feedbackGiven >= this.maxHumanRefinements;
  }

  /** Approval of code the user judged right: h is the rounds given so far. */
  approve(proposal: Proposal, why: string): Decision {
    this.approvedAfter = this.feedbackGiven;
    return this.note(proposal, { kind: 'approve' }, why);
  }

  /** Feedback or a request for a new version: either is one human refinement. */
  refine(proposal: Proposal, decision: Decision, why: string): Decision {
    this.feedbackGiven += 1;
    return this.note(proposal, decision, why);
  }

  /** A decision that is neither a judgement of right code nor a refinement (budget spent). */
  note(proposal: Proposal, decision: Decision, why: string): Decision {
    this.reviews.push({ version: proposal.version, decision: decision.kind, why, ...(decision.kind === 'feedback' ? { feedback: decision.text } : {}) });
    return decision;
  }
}
