/**
 * The simulated user of the experiments: the human of components 2 and 3. At each approval point
 * it dry-runs the code in a fresh symbolic world (its own bridge connection) and approves code
 * that validates and meets the task's criteria; otherwise it gives feedback in words from the
 * first validation error or the first unmet criterion. Code that fails to execute is judged by
 * what it aims at, as a person reading it would: if it works towards one of the task's right
 * answers it is approved and the execution error is left to execution refinement.
 */
import type { Program } from '../../code/index.js';
import { flattenSteps } from '../../code/index.js';
import type { ErrorReport } from '../../execution/index.js';
import type { Approver, Decision, PlanDecision, PlanProposal, Proposal } from '../../session/index.js';
import { YOU_DECIDE } from '../../session/index.js';
import type { WorldSimulator } from '../../planning/index.js';
import { GoalReview } from './goal-review.js';
import { sceneTypes } from './scene-types.js';
import { parseObjectId, typeNamedById, type World } from '../../world/index.js';
import { describeAlternative, runContext, type Alternative, type Predicate } from '../suites/criteria.js';
import { dryRun, type DryRunContext } from './dry-run.js';
import { criteriaFeedback, validationFeedback, type FeedbackStyle, type SceneTypes } from './feedback.js';
import { ReviewBook, type JudgingUser, type Review } from './review-book.js';
import type { SuiteTask } from '../suites/suite.js';

export type { Review } from './review-book.js';

export interface SimulatedUserOptions {
  task: SuiteTask;
  world: World;
  /** A bridge connection for dry runs, separate from the session's. */
  client: DryRunContext['client'];
  /** Feedback rounds before the user approves what it has (the paper: 5). */
  maxHumanRefinements: number;
  /**
   * `commands`: feedback only in forms the offline planner understands, else it asks for a new
   * version (regenerate); `words` (default): free text, for LLM planners.
   */
  feedbackStyle?: FeedbackStyle;
  /**
   * `--goal-review`: the user reviews the stated goal at the plan step (goal-review.ts), with the
   * bridge's `simulate` to imagine it done. Absent: plans go on unreviewed, as in the paper.
   */
  goalReview?: { simulator: WorldSimulator; maxCorrections?: number } | undefined;
}

export class SimulatedUser implements Approver, JudgingUser {
  private readonly book: ReviewBook;
  private readonly scene: SceneTypes;
  /** The plan-step review of the stated goal (`--goal-review`); absent: none. */
  readonly goalReview: GoalReview | undefined;
  /** Present only with `--goal-review`: the session asks for plan reviews when the approver has this. */
  readonly reviewPlan?: (proposal: PlanProposal) => Promise<PlanDecision>;

  constructor(private readonly options: SimulatedUserOptions) {
    this.book = new ReviewBook(options.maxHumanRefinements);
    this.scene = sceneTypes(options.world);
    const { goalReview } = options;
    if (goalReview !== undefined) {
      const review = new GoalReview({ task: options.task, world: options.world, client: options.client, style: options.feedbackStyle ?? 'words', ...goalReview });
      this.goalReview = review;
      this.reviewPlan = (proposal) => review.review(proposal);
    }
  }

  /** Human refinements until the user approved code it judged right; null if it never did. */
  get h(): number | null {
    return this.book.h;
  }

  /** Every review, in order. */
  get reviews(): readonly Review[] {
    return this.book.reviews;
  }

  /** Answers a clarifying question with the option closest to the task's right answers, else the instruction. */
  async answer(_question: string, options: readonly string[]): Promise<string> {
    return chooseAnswer(options, this.options.task);
  }

  async review(proposal: Proposal): Promise<Decision> {
    const { task, world, client } = this.options;
    const { book } = this;
    const spent = book.spent;
    const outcome = await dryRun(proposal.code, { world, client, criteria: task.success });
    const style = this.options.feedbackStyle ?? 'words';
    if (outcome.kind === 'invalid') {
      if (spent) return book.note(proposal, { kind: 'abort' }, 'budget spent on code that does not validate');
      if (style === 'commands') return book.refine(proposal, { kind: 'regenerate' }, 'invalid');
      return book.refine(proposal, { kind: 'feedback', text: validationFeedback(outcome.errors.length ? outcome.errors : proposal.errors) }, 'invalid');
    }
    if (outcome.verdict.met) return book.approve(proposal, `meets the criteria (${outcome.verdict.alternative})`);
    if (outcome.kind === 'failed') {
      const aim = aimedAlternative(outcome.program, task.success, world);
      if (aim !== null) return book.approve(proposal, `aims at ${aim}`);
    }
    if (spent) return book.note(proposal, { kind: 'approve' }, 'budget spent');
    // Judged as the verdict is, with the dry run's steps for `was`.
    const words = criteriaFeedback(task.success, outcome.state, runContext(world, outcome.run), this.scene, style);
    return book.refine(proposal, words === null ? { kind: 'regenerate' } : { kind: 'feedback', text: words }, 'unmet');
  }

  /** Execution errors always go back for refinement, within the session's budget. */
  async confirmRefinement(_report: ErrorReport, _attempt: number, _max: number): Promise<boolean> {
    return true;
  }
}

/**
 * The first alternative the program works towards: every predicate of it that names types names
 * one the code mentions (or the type it is derived from: Egg for EggCracked). Null if none.
 */
export function aimedAlternative(program: Program, alternatives: readonly Alternative[], world: World): string | null {
  const mentioned = new Set<string>();
  for (const call of flattenSteps(program)) {
    for (const arg of call.args) {
      const parsed = parseObjectId(arg);
      mentioned.add(parsed.ok ? typeNamedById(parsed.parts) : arg);
    }
  }
  const named = (type: string): boolean => mentioned.has(type) || mentioned.has(world.catalogue.types.get(type)?.derivedFrom ?? '');
  const aims = (predicate: Predicate): boolean => {
    // A `none` over any object (nothing dirty) is aimed at by any plan; one over a type needs the type.
    const selector = 'exists' in predicate ? predicate.exists : 'none' in predicate ? predicate.none : predicate.count;
    const types = selector.type === undefined ? [] : Array.isArray(selector.type) ? selector.type : [selector.type];
    return types.length === 0 || types.some(named);
  };
  return alternatives.find((alternative) => alternative.all.every(aims))?.name ?? null;
}

/** Short words that say nothing of which answer is meant. */
const ANSWER_STOP_WORDS = new Set(['the', 'and', 'an', 'of', 'to', 'in', 'is', 'it', 'be', 'or', 'at', 'by', 'for', 'with', 'should', 'there', 'that']);

/**
 * A word without its ending, so that a word and its forms match as a person reads them ("binned",
 * "bin"; "sliced", "slice"; "plates", "plate").
 */
function stem(word: string): string {
  const bare = word.length > 4 ? word.replace(/(?:ing|ed|es|s)$/, '') : word;
  return bare.replace(/([b-df-hj-np-tv-z])\1$/, '$1').replace(/e$/, '');
}

/**
 * The option sharing the most words with the task's right answers (each alternative's name and
 * conditions, "TV on: there should be a Television that is switched on"). When no option shares a
 * word, "you decide": a person who sees nothing of their wish among the options leaves the choice
 * to the planner (which refuses where it has none to make), never picks one at random. With no
 * options, the instruction.
 */
export function chooseAnswer(options: readonly string[], task: SuiteTask): string {
  const words = (text: string) =>
    new Set(
      text
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 1 && !ANSWER_STOP_WORDS.has(w))
        .map(stem),
    );
  if (options.length === 0) return task.instruction;
  const wanted = task.success.map((alternative) => words(describeAlternative(alternative)));
  let best = YOU_DECIDE;
  let bestScore = 0;
  for (const option of options) {
    const mine = words(option);
    // Earlier alternatives weigh more: they are the suite's preferred answers.
    const score = Math.max(0, ...wanted.map((w, i) => [...mine].filter((x) => w.has(x)).length * (wanted.length - i)));
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  return best;
}
