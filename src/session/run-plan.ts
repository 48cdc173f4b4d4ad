/**
 * The driver of a planning session: it asks the state machine (next.ts) what to do, carries the
 * step out through the planner, the bridge and the approver, and records what came of it; each
 * recorded event is folded into the state (state.ts). A new session and a resumed one differ only
 * in the events they start from.
 */
import { idLegend, nameObjects, viewOfScene, type ObjectNames } from '../naming/index.js';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import { checkCode, recordedPlanner, RequestRefusedError } from '../planning/index.js';
import type { ValidationContext } from '../code/index.js';
import { agentNames, buildValidationContext } from '../world/index.js';
import { SESSION_FILES } from './layout.js';
import { recordEdit, recordPick, refineFromFeedback, regenerate, review } from './approval.js';
import type { PlanDeps, SessionContext } from './context.js';
import { sessionStageOne } from './code-input.js';
import { codeForPlan, decompose, refineDecomposition, reviewPlan } from './decompose.js';
import { answerTurn, takeTurn } from './dialogue.js';
import { confirmRefinement, executeCurrent, joinContinuation, refineExecution } from './execution.js';
import { allocateAndVerify, finish } from './finish.js';
import { checkGoal, checkGoalAtStart, refineToGoal } from './goal-check.js';
import { generate } from './new-code.js';
import { next, phase, type Step } from './next.js';
import type { PlanResult } from './plan-result.js';
import type { PlanSettings } from './settings.js';
import { applyEvent, resumedState, stateFromEvents, type SessionState } from './state.js';

export type { PlanDeps } from './context.js';

/**
 * Runs a session to its end: from the start when its transcript has no `start` event yet, else
 * from the last decided point (every decision written to the transcript as it is made).
 */
export async function runPlan(settings: PlanSettings, deps: PlanDeps): Promise<PlanResult> {
  const { session, reporter } = deps;
  const resuming = session.events.some((e) => e.type === 'start');
  if (!resuming) {
    const { instruction, scene, ...options } = settings;
    // A replay records `replay`, and the planner it plans as (the replayed session's).
    const planner = recordedPlanner(deps.planner);
    const plansAs = deps.planner.kind === 'combined' || deps.planner.kind === 'openai' ? deps.planner.kind : undefined;
    session.record({ type: 'start', instruction, scene, planner, ...(planner === 'replay' && plansAs !== undefined ? { plansAs } : {}), model: deps.model, options });
    // The preferences as they stand now are the session's: a resume plans with the same ones.
    if (deps.preferences !== undefined) session.record({ type: 'preferences', person: deps.preferences.person, applied: [...deps.preferences.applicable()] });
  }
  let state: SessionState = stateFromEvents(settings, session.events, deps.approver.reviewPlan !== undefined);
  if (resuming) {
    state = resumedState(state);
    reporter.info(`Resuming ${session.id} from: ${phase(state)}`);
  }
  // A session that has ended goes no further; its result names the folder it was opened from,
  // never the one its transcript recorded (a copy, or a forged path, must not write elsewhere).
  if (state.result) return { ...state.result, sessionDir: session.dir };

  const validation = buildValidationContext(deps.world.scene, deps.world.catalogue, deps.world.skills, deps.world.team);
  if (resuming) checkRecordedCode(state, session, validation);
  const initial = await deps.client.reset(settings.scene, agentNames(deps.world.team));
  let names: ObjectNames | undefined;
  const ctx: SessionContext = {
    settings,
    deps,
    validation,
    initial,
    get state() {
      return state;
    },
    record(event) {
      state = applyEvent(state, session.record(event));
    },
    legend(code) {
      names ??= nameObjects(viewOfScene(deps.world.scene));
      return idLegend(code, names);
    },
  };
  for (;;) {
    const step = next(state);
    if (step.kind === 'done') return step.result;
    try {
      await carryOut(ctx, step);
    } catch (error) {
      if (!(error instanceof RequestRefusedError)) throw error;
      // A request the planner will not plan ends the session: recorded as refused, so it is
      // neither listed as unfinished nor offered for --resume; the command still exits 2 with why.
      finish(ctx, { success: false, reason: error.message, ending: 'refused' });
      throw error;
    }
  }
}

/**
 * A resumed session runs only code that passes the checker: the current version, which its
 * transcript records as valid, is checked again before anything runs (a transcript may have been
 * edited). One that fails is refused (exit 2) naming the code event's line and the first error.
 */
function checkRecordedCode(state: SessionState, session: PlanDeps['session'], validation: ValidationContext): void {
  if (state.code === null || !state.code.valid) return;
  const { errors } = checkCode(state.code.code, validation);
  const first = errors[0];
  if (first === undefined) return;
  const version = state.code.version;
  const event = [...session.events].reverse().find((e) => e.type === 'code' && e.version === version);
  const where = event === undefined ? session.whereIs(session.events[0]!) : session.whereIs(event);
  throw new InputError(
    `${where}: code v${version} does not pass the checker for this scene and team (line ${first.line}, column ${first.column}: ${first.message}); ` +
      'a resumed session runs only code that validates: the transcript was changed, or the session was resumed with another team',
    { file: join(session.dir, SESSION_FILES.transcript) },
  );
}

/** Carries one step out; what it decides is recorded in the transcript. */
async function carryOut(ctx: SessionContext, step: Exclude<Step, { kind: 'done' }>): Promise<void> {
  switch (step.kind) {
    case 'dialogue-turn':
      return takeTurn(ctx, step.turn, step.left, sessionStageOne(ctx));
    case 'dialogue-answer':
      return answerTurn(ctx, step.turn);
    case 'decompose':
      return decompose(ctx);
    case 'refine-decomposition':
      return refineDecomposition(ctx, step.correction);
    case 'review-plan':
      return reviewPlan(ctx);
    case 'generate':
      return codeForPlan(ctx, () => generate(ctx, 'generated'));
    case 'review':
      return review(ctx);
    case 'refine-feedback':
      return refineFromFeedback(ctx, step.feedback);
    case 'edit':
      return recordEdit(ctx, step.code);
    case 'regenerate':
      return regenerate(ctx);
    case 'pick':
      return recordPick(ctx, step.code);
    case 'execute':
      return executeCurrent(ctx, step);
    case 'confirm-refinement':
      return confirmRefinement(ctx, step);
    case 'refine-execution':
      return refineExecution(ctx, step);
    case 'check-goal':
      return checkGoal(ctx);
    case 'check-start':
      return checkGoalAtStart(ctx);
    case 'refine-goal':
      return refineToGoal(ctx, step.check);
    case 'join':
      return joinContinuation(ctx);
    case 'allocate':
      return allocateAndVerify(ctx);
    case 'finish':
      return finish(ctx, { success: false, reason: step.reason, ...(step.ending === undefined ? {} : { ending: step.ending }) });
  }
}
