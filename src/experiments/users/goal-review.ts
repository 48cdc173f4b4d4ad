/**
 * The simulated user's review of a stated goal at the plan step (`experiment --goal-review`): a
 * person reads "done when …" and asks whether that is what they meant. The user imagines each
 * stated alternative done the plainest way (the offline search's program toward it, run in the
 * simulator from the reset scene) and looks at the room it leaves with the task's own criteria.
 * It approves a goal whose every reachable alternative leaves the room as the task wants; else it
 * takes the household's reading where that does, else corrects the goal in words (within a budget
 * of its own), else refuses the plan: a goal that is not what was asked is never approved.
 */
import type { Alternative } from '../../goals/index.js';
import { takeHouseholdReading, type PlanDecision, type PlanProposal } from '../../session/index.js';
import { GoalSearch, type WorldSimulator } from '../../planning/index.js';
import type { World } from '../../world/index.js';
import { describeAlternative, runContext, type CriteriaState, type JudgedRun } from '../suites/criteria.js';
import { criteriaFeedback, type FeedbackStyle } from './feedback.js';
import { sceneTypes } from './scene-types.js';
import type { SuiteTask } from '../suites/suite.js';
import type { Program } from '../../code/index.js';
import { dryRun, runProgram, type DryRunContext } from './dry-run.js';

/** The program of a goal that holds already. */
const NOTHING: Program = { functions: [], calls: [] };

/** What one stated alternative, done the plainest way, does for the task. */
export type AlternativeJudgement =
  | { kind: 'agrees' }
  /** Reached, but the room it leaves does not meet the task's criteria: that room, with the steps that made it. */
  | { kind: 'disagrees'; leaves: Imagined }
  /** No program reaches it from the reset scene: it cannot be what the plan ends in. */
  | { kind: 'unreachable' };

/** The room an imagined program leaves, and the run that made it (for `was` conditions). */
interface Imagined {
  state: CriteriaState;
  run: JudgedRun;
}

/** One plan review, for the episode record. */
export interface GoalReviewEntry {
  decision: PlanDecision['kind'];
  why: string;
  text?: string;
}

/** How the goal the session ran with came to be: the planner's, the household's reading, or none approved. */
export type GoalOrigin = 'planner' | 'household' | 'refused';

export interface GoalReviewOptions {
  task: SuiteTask;
  world: World;
  /** Where the imagined programs run: the simulator's predictions, never steps on the episode's world. */
  client: DryRunContext['client'];
  /** What the search asks to find a program toward an alternative (the bridge's `simulate`). */
  simulator: WorldSimulator;
  /** Corrections in words before the user refuses a goal that is still not what it asked (default 2). */
  maxCorrections?: number;
  /** `commands`: corrections in the offline planner's forms ("Also put the statue on the coffee table."); `words` (default): what is wanted, described. */
  style?: FeedbackStyle;
}

export class GoalReview {
  /** Every plan review, in order. */
  readonly entries: GoalReviewEntry[] = [];
  private search: GoalSearch | undefined;
  /** Each alternative's judgement, by its JSON (a goal restated after a correction often repeats one). */
  private readonly judged = new Map<string, Promise<AlternativeJudgement>>();

  constructor(private readonly options: GoalReviewOptions) {}

  /** Corrections in words given so far. */
  get correctionsGiven(): number {
    return this.entries.filter((e) => e.decision === 'correct').length;
  }

  /** Where the approved goal came from; null before any plan was reviewed. */
  get origin(): GoalOrigin | null {
    const last = this.entries.at(-1);
    if (last === undefined) return null;
    if (last.decision === 'abort') return 'refused';
    return this.entries.some((e) => e.decision === 'edit') ? 'household' : 'planner';
  }

  async review(proposal: PlanProposal): Promise<PlanDecision> {
    const { goal } = proposal;
    // Without a stated goal nothing can be judged: the session reports its run as unchecked, never as success.
    if (goal === null) return this.note({ kind: 'approve' }, 'no goal stated');
    if (await this.agrees(goal)) return this.note({ kind: 'approve' }, 'the goal is what the task asks');
    const reading = await this.agreeing(proposal.householdReading ?? []);
    if (reading.length > 0) {
      const taken = takeHouseholdReading(proposal.plan, reading);
      return this.note(taken, taken.why);
    }
    const corrections = this.correctionsGiven;
    if (corrections >= (this.options.maxCorrections ?? 2)) {
      return this.note({ kind: 'abort', reason: `the planner's goal is still not what was asked after ${corrections} correction(s)` }, 'corrections spent');
    }
    return this.note({ kind: 'correct', text: await this.correction(goal) }, 'the goal is not what the task asks');
  }

  /**
   * What the user says: in `words`, what it wants, described; in `commands`, what the room the
   * goal leaves still lacks, as a command the offline planner takes (the code review's words).
   */
  private async correction(goal: readonly Alternative[]): Promise<string> {
    const { task, world, style } = this.options;
    const described = `That goal is not what I asked for. What I want: ${describeAlternative(task.success[0]!)}.`;
    if (style !== 'commands') return described;
    const judgements = await this.judgeEach(goal);
    const leaves = judgements.find((j) => j.kind === 'disagrees')?.leaves ?? (await this.asItIs());
    return criteriaFeedback(task.success, leaves.state, runContext(world, leaves.run), sceneTypes(world), 'commands') ?? described;
  }

  /** The room as the reset scene has it. */
  private async asItIs(): Promise<Imagined> {
    const { world, client, task } = this.options;
    const { state, run } = await runProgram(NOTHING, { world, client, criteria: task.success });
    return { state, run };
  }

  /** True when at least one alternative is reachable and every reachable one leaves the room as the task wants. */
  private async agrees(goal: readonly Alternative[]): Promise<boolean> {
    const judgements = await this.judgeEach(goal);
    return judgements.some((j) => j.kind === 'agrees') && !judgements.some((j) => j.kind === 'disagrees');
  }

  /** The alternatives that, done the plainest way, leave the room as the task wants. */
  private async agreeing(alternatives: readonly Alternative[]): Promise<Alternative[]> {
    const judgements = await this.judgeEach(alternatives);
    return alternatives.filter((_, i) => judgements[i]!.kind === 'agrees');
  }

  /** One after another: the dry runs share one predicting client, whose steps must not interleave. */
  private async judgeEach(alternatives: readonly Alternative[]): Promise<AlternativeJudgement[]> {
    const judgements: AlternativeJudgement[] = [];
    for (const alternative of alternatives) judgements.push(await this.judge(alternative));
    return judgements;
  }

  private judge(alternative: Alternative): Promise<AlternativeJudgement> {
    const key = JSON.stringify(alternative.all);
    let found = this.judged.get(key);
    if (found === undefined) {
      found = this.imagine(alternative);
      this.judged.set(key, found);
    }
    return found;
  }

  /** The search's program toward the alternative, dry-run against the task's criteria. */
  private async imagine(alternative: Alternative): Promise<AlternativeJudgement> {
    const { world, client, simulator, task } = this.options;
    this.search ??= new GoalSearch(world, simulator);
    const program = await this.search.programToward([alternative]);
    if (!program.ok) return { kind: 'unreachable' };
    const context = { world, client, criteria: task.success };
    // Holding already, it is done by doing nothing: the room as it is decides.
    const outcome = program.alreadyDone ? await runProgram(NOTHING, context) : await dryRun(program.code, context);
    if (outcome.kind === 'invalid') return { kind: 'unreachable' };
    return outcome.verdict.met ? { kind: 'agrees' } : { kind: 'disagrees', leaves: { state: outcome.state, run: outcome.run } };
  }

  private note(decision: PlanDecision, why: string): PlanDecision {
    const text = decision.kind === 'correct' ? decision.text : decision.kind === 'abort' ? decision.reason : undefined;
    this.entries.push({ decision: decision.kind, why, ...(text === undefined ? {} : { text }) });
    return decision;
  }
}
