/**
 * The first half of a session: an optional clarifying question, stage 1 (instruction + the
 * scene's object types), stage 2 (only the needed objects' facts) and the person's review of the
 * stage-2 plan, each recorded as it is decided (the stages' inputs: code-input.ts).
 */
import { PlanFailedError } from '../errors.js';
import { AnswerNotUnderstoodError, buildObjectFacts, CorrectionChangesNothingError, FeedbackNotUnderstoodError, PlanNotCodableError } from '../planning/index.js';
import type { StageTwoInput, TaskDecomposition } from '../planning/index.js';
import { sessionStageOne } from './code-input.js';
import { groundedGoal } from './grounded-goal.js';
import { groundPlanGoal } from './stated-goal.js';
import type { Alternative } from '../goals/index.js';
import type { PlanDecision } from './approver.js';
import type { SessionContext } from './context.js';
import { describeSession } from './describe.js';
import { heldAlreadyWords, heldAtStart } from './goal-check.js';
import type { SessionEvent } from './events.js';

/** Stage 1, once the dialogue before it has ended. */
export async function decompose(ctx: SessionContext): Promise<void> {
  const { reporter } = ctx.deps;
  const stage1 = await decomposeAskingAgain(ctx);
  ctx.record({ type: 'decomposition', stage: 1, result: stage1, promptTokens: promptTokens(ctx, 'stage1'), missingObjects: [] });
  reporter.decomposition(1, stage1, []);
}

/** How many times an answer the planner did not understand is asked for again before the session stops. */
const MAX_ASKED_AGAIN = 3;

/**
 * Stage 1 with the answer given; an answer the planner did not understand is said so and the
 * question asked again (each answer recorded), never planned past silently.
 */
async function decomposeAskingAgain(ctx: SessionContext): Promise<TaskDecomposition> {
  const { planner, approver } = ctx.deps;
  for (let asked = 0; ; asked++) {
    try {
      return await planner.decompose(sessionStageOne(ctx));
    } catch (error) {
      if (!(error instanceof AnswerNotUnderstoodError) || asked >= MAX_ASKED_AGAIN) throw error;
      const answer = await approver.answer(error.question, error.options);
      ctx.record({ type: 'clarify', question: error.question, answer });
    }
  }
}

/**
 * Stage 2: stage 1's needed objects that the scene has, with their facts; the others reported as
 * missing. With `correction`, the plan proposed before is revised by the person's words. When
 * the approver reviews no plans, the goal the planner states is recorded with the plan at once.
 */
export async function refineDecomposition(ctx: SessionContext, correction: { plan: TaskDecomposition; text: string } | null): Promise<void> {
  const { planner, reporter } = ctx.deps;
  const { stageTwo, missingObjects } = stageTwoInput(ctx);
  let plan: TaskDecomposition;
  try {
    const stated = await planner.refineDecomposition(correction ? { ...stageTwo, correction } : stageTwo);
    // Before the plan is recorded: each alternative of its goal rests on the request, or is dropped.
    plan = await groundPlanGoal(ctx, stated, (goalDropped) => planner.refineDecomposition({ ...stageTwo, goalDropped }));
  } catch (error) {
    if (correction !== null && error instanceof CorrectionChangesNothingError) {
      ctx.record({ type: 'correction-unchanged', step: 'plan', text: correction.text, reason: error.message });
      reporter.info(`${error.message}\nThe plan is unchanged.`);
      return;
    }
    // A correction the planner did not understand, or cannot plan: said so, the plan stays, the person answers again.
    if (correction === null || !(error instanceof FeedbackNotUnderstoodError || error instanceof PlanFailedError)) throw error;
    // Said once: the plan step shows why it came back (and again after a resume).
    const reason = `The planner did not take the correction "${correction.text}": ${error.message}`;
    ctx.record({ type: 'plan-returned', reason, correction: correction.text });
    return;
  }
  recordStageTwo(ctx, plan, missingObjects);
  reporter.decomposition(2, plan, missingObjects);
  if (!ctx.state.reviewsPlan) await recordGoal(ctx);
}

/**
 * The person's review of the stage-2 plan before any code is written from it: approved (the
 * goal the planner states is recorded with it), corrected in words (stage 2 runs again), edited
 * (the person's plan is recorded as the stage-2 plan), or aborted.
 */
export async function reviewPlan(ctx: SessionContext): Promise<void> {
  const { approver, reporter, session } = ctx.deps;
  const { plan, missingObjects } = ctx.state;
  const { goal, known } = await statedGoal(ctx);
  const reading = householdReading(goal, known);
  const held = goal === null ? null : heldAtStart(ctx, goal);
  const decision: PlanDecision = await approver.reviewPlan!({
    plan: plan!,
    missingObjects,
    goal,
    ...(reading.length === 0 ? {} : { householdReading: reading }),
    ...(held === null ? {} : { heldAlready: heldAlreadyWords(held, ctx.settings.scene) }),
    ...(ctx.state.planReturned === null ? {} : { returned: ctx.state.planReturned, ...refusedCorrection(session.events) }),
    describe: () => describeSession(session.events, { ...ctx.state, instruction: ctx.settings.instruction }),
  });
  const text = decision.kind === 'correct' ? decision.text : decision.kind === 'abort' ? decision.reason : decision.kind === 'edit' ? decision.why : undefined;
  ctx.record({ type: 'plan-review', decision: decision.kind, ...(text !== undefined ? { text } : {}) });
  if (decision.kind === 'edit') {
    recordStageTwo(ctx, decision.plan, missingObjects);
    reporter.decomposition(2, decision.plan, missingObjects);
  }
  if (decision.kind === 'approve' && goal) ctx.record({ type: 'goal', source: 'planner', alternatives: [...goal] });
}

/** The correction the plan came back with, when a correction brought it back. */
function refusedCorrection(events: readonly SessionEvent[]): { refusedCorrection?: string } {
  const last = [...events].reverse().find((e) => e.type === 'plan-returned');
  return last?.type === 'plan-returned' && last.correction !== undefined ? { refusedCorrection: last.correction } : {};
}

/** The input of stage 2, and the needed objects the scene neither has nor can derive. */
function stageTwoInput(ctx: SessionContext): { stageTwo: StageTwoInput; missingObjects: string[] } {
  const { world } = ctx.deps;
  const stage1 = ctx.state.stage1!;
  const present = new Set([...world.scene.objects.map((o) => o.type), ...ctx.validation.derivableTypes]);
  const missingObjects = stage1.neededObjects.filter((type) => !present.has(type));
  const needed = stage1.neededObjects.filter((type) => present.has(type));
  const stageTwo: StageTwoInput = {
    ...sessionStageOne(ctx),
    stage1,
    objects: buildObjectFacts(ctx.initial, world.catalogue, needed, world.scene),
    missingObjects,
  };
  return { stageTwo, missingObjects };
}

function recordStageTwo(ctx: SessionContext, plan: TaskDecomposition, missingObjects: string[]): void {
  ctx.record({ type: 'decomposition', stage: 2, result: plan, promptTokens: promptTokens(ctx, 'stage2'), missingObjects });
}

/**
 * What "done" means for the request, as the planner states it: with its stage-2 plan (the LLM
 * planner), else from its own criteria for the request (the offline planner); null when it states
 * none. With it, the household's reading of the request (`--goal-hints`; else none).
 */
async function statedGoal(ctx: SessionContext): Promise<{ goal: Alternative[] | null; known: readonly Alternative[] }> {
  const withPlan = ctx.state.plan?.goal;
  if (withPlan === undefined) return { goal: (await ctx.deps.planner.successCriteria?.(sessionStageOne(ctx))) ?? null, known: [] };
  const known = ctx.deps.planner.knownGoals?.(sessionStageOne(ctx)) ?? [];
  const { goal, note } = await groundedGoal(ctx, withPlan, known);
  if (note !== undefined) ctx.deps.reporter.info(note);
  return { goal, known };
}

/** The known goals, when the stated goal is not among them (by conditions): another reading the person may take. */
function householdReading(goal: readonly Alternative[] | null, known: readonly Alternative[]): readonly Alternative[] {
  const conditions = (a: Alternative): string => JSON.stringify(a.all);
  const stated = new Set((goal ?? []).map(conditions));
  return known.every((k) => stated.has(conditions(k))) ? [] : known;
}

/**
 * The first code of an approved plan the planner cannot write code for (an edited plan it does
 * not understand): said so, and the plan goes back to the person with the reason, when they
 * review plans; else the error ends the run (exit 2) and the session stays resumable.
 */
export async function codeForPlan(ctx: SessionContext, generate: () => Promise<void>): Promise<void> {
  try {
    await generate();
  } catch (error) {
    if (!(error instanceof PlanNotCodableError) || !ctx.state.reviewsPlan) throw error;
    ctx.record({ type: 'plan-returned', reason: error.message });
    ctx.deps.reporter.info(`${error.message}\nBack to the plan.`);
  }
}

/** Records the goal the planner states, if any. */
async function recordGoal(ctx: SessionContext): Promise<void> {
  const { goal } = await statedGoal(ctx);
  if (goal) ctx.record({ type: 'goal', source: 'planner', alternatives: [...goal] });
}

/** Prompt size of the newest call of a stage, as recorded in the transcript. */
function promptTokens(ctx: SessionContext, stage: string): number | null {
  const calls = ctx.deps.session.events.flatMap((e) => (e.type === 'llm-call' && e.call.stage === stage ? [e.call] : []));
  return calls.at(-1)?.promptTokenEstimate ?? null;
}
