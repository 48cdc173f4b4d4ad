/**
 * One episode: a whole planning session (session/run-plan.ts) for a task on a scene with the simulated user
 * (or the LLM user), then the allocation ablation on its final program, summed up as one EpisodeRecord.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { allocateRuleBased, randomAllocator, type Allocation, type Allocator } from '../../allocation/index.js';
import type { Program } from '../../code/index.js';
import { AgentCannotError, predictingClient, type ExecutionClient } from '../../execution/index.js';
import { LlmReplyError, type LlmRecorder } from '../../llm/index.js';
import { AnswerNotUnderstoodError, checkCode } from '../../planning/index.js';
import { SESSION_DEFAULTS, SESSION_FILES, sessionRecorder, summariseUsage } from '../../session/index.js';
import { runRecordedSession } from '../../report/index.js';
import { silentReporter } from '../../session/index.js';
import { Session } from '../../session/index.js';
import { buildValidationContext, type World } from '../../world/index.js';
import { judgeRun } from '../suites/criteria.js';
import { goalConditions } from '../suites/goal-conditions.js';
import { endingOfError } from '../results/endings.js';
import { criteriaContext, observedRun, runProgram, type DryRunContext } from '../users/dry-run.js';
import { episodeKey, type AllocatorName, type AllocatorOutcome, type EpisodeRecord, type EpisodeUser } from '../results/episode-record.js';
import type { FeedbackStyle } from '../users/feedback.js';
import type { PlannerSource, WorldSimulator } from '../../planning/index.js';
import type { LlmAllocatorSource } from './llm-roles.js';
import { LlmUser, type LlmUserSource } from '../users/llm-user.js';
import { SimulatedUser } from '../users/simulated-user.js';
import type { SuiteTask } from '../suites/suite.js';
import { withHiddenIntent } from '../users/intent-answer.js';
import { withPersona } from '../users/persona-answer.js';
import { prefsOn, variantTag, type EpisodeVariant } from './variant.js';
import { openPersonaStore, type PersonaStore } from './persona-store.js';
import { preferenceViolations } from './preference-violations.js';
import { lastRun } from '../../outcome/index.js';
import { teamOutcomes, type AllocatorChoice } from './team-outcome.js';

/** Which episode to run. */
export interface EpisodeSpec {
  suite: string;
  task: SuiteTask;
  scene: string;
  model: string;
  repeat: number;
  /** The settings beyond the paper; absent: clarify from the environment, one candidate, refine from a reset. */
  variant?: EpisodeVariant;
}

/** A bridge connection of the episode's own. */
export interface EpisodeConnection {
  /** The episode's bridge: it runs the plan, and the offline planner plans against its `simulate`. */
  client: ExecutionClient & WorldSimulator;
  close(): Promise<void>;
}

/** What an episode uses; the runner provides it, shared by all episodes. */
export interface EpisodeEnv {
  /** Opens the episode's world: a new connection to the simulator it runs on. */
  connect(): Promise<EpisodeConnection>;
  /**
   * Opens a fresh world for the team measurements (another team's agents, every agent at once),
   * which a prediction on the episode's world cannot stand in for; default: `connect`.
   */
  connectJudge?(): Promise<EpisodeConnection>;
  /** The loaded data of a scene. */
  world(scene: string): World;
  planners: PlannerSource;
  /** The LLM allocator of the allocation ablation (llm-roles.ts); absent: none (n/a in the tables). */
  llmAllocators?: LlmAllocatorSource | undefined;
  /** Where session directories go: `<sessionsDir>/<model>/<task>@<scene>-r<repeat>/...`. */
  sessionsDir: string;
  maxRefinements: number;
  maxHumanRefinements: number;
  maxRepairs: number;
  /** `--auto-fix`: a failure's known fix is applied without a planner call (absent: not, as in the paper). */
  autoFix?: boolean | undefined;
  /** `--search-fix`: code that misses the planner's goal is replaced by a program the offline search finds toward it (absent: not). */
  searchFix?: boolean | undefined;
  /** `--goal-review`: the rule-based user reviews the stated goal at the plan step (users/goal-review.ts); absent: plans go on unreviewed. */
  goalReview?: boolean | undefined;
  /** `--max-goal-refinements`: code whose dry run leaves the planner's goal unmet goes back to it (absent: the default). */
  maxGoalRefinements?: number | undefined;
  clarify: boolean;
  feedbackStyle: FeedbackStyle;
  /** `--user llm`: an LLM plays the user; absent: the rule-based simulated user. */
  llmUser?: LlmUserSource | undefined;
  /** `--team`: the teams to measure the final program with (the first one runs the session); absent: none measured. */
  teams?: readonly string[] | undefined;
  /** The scene loaded with another team (`--team`). */
  teamWorld?: (scene: string, team: string) => World;
  /** `--allocator`, `--reliability-floor`: the allocators measuring the teams (the first allocates in the sessions); absent: the paper rule. */
  allocators?: AllocatorChoice | undefined;
  /** `--allocator-model`: the LLM allocator's model when the planner is offline (else it is the episode's model). */
  allocatorModel?: string | undefined;
}

/** Who judges an episode planned by `model` before it runs (the LLM user's calls and tokens still 0). */
export function episodeUser(env: Pick<EpisodeEnv, 'llmUser'>, model: string): EpisodeUser {
  return env.llmUser === undefined ? { kind: 'simulated' } : { kind: 'llm', model: env.llmUser.modelFor(model), calls: 0, tokens: 0 };
}

/** Runs one episode. It never throws: a failure of the environment gives an `errored` record. */
export async function runEpisode(spec: EpisodeSpec, env: EpisodeEnv): Promise<EpisodeRecord> {
  const started = performance.now();
  const connections: EpisodeConnection[] = [];
  let session: Session | undefined;
  let store: PersonaStore | undefined;
  try {
    const world = env.world(spec.scene);
    const main = await env.connect();
    connections.push(main);
    // The user's dry runs and the allocation ablation are the simulator's predictions on a copy
    // of the episode's world as its last reset loaded it (`simulate`), never steps on it.
    const predictions = predictingClient(main.client);
    const variant = spec.variant ?? { clarify: env.clarify, candidates: 1, refineFrom: 'reset' };
    session = Session.create(join(env.sessionsDir, safeName(spec.model), `${spec.task.id}@${spec.scene}-r${spec.repeat}${variantTag(variant)}`), spec.task.instruction);
    const sessionDir = session.dir;
    const onCall = sessionRecorder(session);
    // The episode's own cache stream: its repeats send the same requests and must replay apart.
    const stream = episodeKey({ suite: spec.suite, task: spec.task.id, scene: spec.scene, model: spec.model, repeat: spec.repeat, variant });
    const { planner } = await env.planners.planner(world, { model: spec.model, recorder: onCall, stream, simulator: main.client });
    const userOptions = { task: spec.task, world, client: predictions, maxHumanRefinements: env.maxHumanRefinements };
    const user = env.llmUser
      ? new LlmUser({ ...userOptions, llm: await env.llmUser.client(spec.model, onCall, stream), template: env.llmUser.template })
      : new SimulatedUser({ ...userOptions, feedbackStyle: env.feedbackStyle, goalReview: env.goalReview === true ? { simulator: main.client } : undefined });
    const { persona } = spec.task;
    // The persona's preferences in a store of the episode's own, unless the variant leaves them out (`--prefs off`, as `plan --no-prefs`).
    if (persona !== undefined && prefsOn(variant)) store = openPersonaStore(persona, world);
    // The LLM user answers questions itself, knowing the intent; the rule-based one is given it, or answers as its persona.
    const approver = user instanceof LlmUser ? user : persona !== undefined ? withPersona(user, persona, spec.task.intent) : withHiddenIntent(user, spec.task.intent);
    // The one session wiring `plan` uses too: steps.jsonl, dry runs on `simulate`, the outcome and
    // reports (summary.md and report.html, linked from the experiment report) against the task's criteria.
    const { planned, finished, client: observed } = await runRecordedSession(
      {
        instruction: spec.task.instruction,
        scene: spec.scene,
        maxRefinements: env.maxRefinements,
        maxRepairs: env.maxRepairs,
        autoFix: env.autoFix ?? false,
        searchFix: env.searchFix ?? false,
        maxGoalRefinements: env.maxGoalRefinements ?? SESSION_DEFAULTS.maxGoalRefinements,
        clarify: variant.clarify,
        candidates: variant.candidates,
        refineFrom: variant.refineFrom,
        ...(env.allocators === undefined ? {} : { allocator: env.allocators.names[0]!, reliabilityFloor: env.allocators.floor }),
      },
      {
        planner,
        world,
        bridge: main.client,
        session,
        approver,
        reporter: silentReporter,
        model: spec.model,
        ...(store === undefined ? {} : { preferences: store.access }),
      },
      { goal: { source: 'task', alternatives: spec.task.success } },
    );
    const { result } = finished;

    // Every review with its reason (for the LLM user: the criteria's verdict beside its own).
    session.writeFile(SESSION_FILES.userReviews, JSON.stringify(user.reviews, null, 2) + '\n');
    const userUsage = user instanceof LlmUser ? { ...user.usage } : undefined;
    const judgedBy = episodeUser(env, spec.model);
    const finalState = await main.client.state();
    // Judged with the steps of the last run, for the criteria's `was` conditions.
    const judged = criteriaContext(world, observed);
    const verdict = judgeRun(spec.task.success, observedRun(observed, finalState), world);
    const executions = session.events.flatMap((e) => (e.type === 'execution' ? [e] : []));
    const executed = executions.some((e) => !e.allocated && e.success);
    const program = validProgram(result.finalCode, world);
    const allocators = program === null ? emptyOutcomes() : await ablation(program, spec, world, { world, client: predictions, criteria: spec.task.success }, env, onCall, stream);
    const rows = program === null ? [] : allocateRuleBased(program, world.team, world.skills).rows.map(({ line, call, agent }) => ({ line, call, agent }));
    let teams: Awaited<ReturnType<typeof teamOutcomes>> | null | undefined;
    if (env.teams !== undefined && env.teamWorld !== undefined) {
      if (program === null) teams = null;
      else {
        const fresh = await (env.connectJudge ? env.connectJudge() : env.connect());
        connections.push(fresh);
        teams = await teamOutcomes(program, env.teams, (team) => env.teamWorld!(spec.scene, team), fresh.client, env.allocators);
      }
    }
    return {
      ...base(spec),
      status: 'finished',
      error: null,
      h: user.h,
      e: executed ? result.counts.executionRefinements : null,
      humanRefinements: result.counts.humanRefinements,
      executionRefinements: result.counts.executionRefinements,
      validationRepairs: result.counts.validationRepairs,
      // Judged by the suite's own goal (or, where the suite says a refusal is right, by whether the
      // planner refused); what the planner claimed (its goal held) is kept beside it.
      ...judgedEnding(spec.task, verdict.met, planned.ending === 'refused'),
      reportedSuccess: planned.success,
      goalRefinements: result.counts.goalRefinements,
      ...(user instanceof SimulatedUser && user.goalReview !== undefined ? { goalReview: { origin: user.goalReview.origin, corrections: user.goalReview.correctionsGiven, reviews: [...user.goalReview.entries] } } : {}),
      alternative: verdict.alternative,
      goalConditions: goalConditions(spec.task.success, finalState, judged),
      // The session counts every call it recorded; the LLM user's are its own, not the planner's.
      tokens: {
        prompt: result.tokenUsage.promptTokens - (userUsage?.promptTokens ?? 0),
        completion: result.tokenUsage.completionTokens - (userUsage?.completionTokens ?? 0),
        total: result.tokenUsage.totalTokens - (userUsage?.totalTokens ?? 0),
        calls: result.tokenUsage.calls - (userUsage?.calls ?? 0),
      },
      wallMs: performance.now() - started,
      actions: executions.reduce((sum, e) => sum + e.actions, 0),
      allocation: rows,
      allocators,
      sessionDir,
      variant,
      clarified: result.clarification !== null,
      questions: questionsAsked(session),
      // Judged on the run the final state comes from (the allocated plan where there is one), with or without the store.
      ...(persona === undefined ? {} : { preferenceViolations: preferenceViolations(persona.preferences, lastRun(observed.steps), world) }),
      user: judgedBy.kind === 'llm' && userUsage ? { ...judgedBy, calls: userUsage.calls, tokens: userUsage.totalTokens } : judgedBy,
      ...(teams === undefined ? {} : { teams }),
    };
  } catch (error) {
    // What the episode spent before it errored still counts.
    const usage = session === undefined ? undefined : summariseUsage(session.events);
    const record = erroredRecord(spec, error, performance.now() - started, session?.dir ?? null, usage);
    const questions = session === undefined ? 0 : questionsAsked(session);
    // A refusal where the suite says a refusal is right is the task done right (its reason kept in `error`); so is a
    // question no answer settled, with nothing planned (issue 38: a request the room cannot meet is refused or asked about).
    const asked = error instanceof AnswerNotUnderstoodError && questions > 0;
    const rightly = spec.task.refusal !== undefined && (record.ending === 'refused' || asked) ? { success: true, ending: 'refused-rightly' as const } : {};
    return { ...record, ...(questions > 0 ? { questions } : {}), ...rightly, user: episodeUser(env, spec.model) };
  } finally {
    store?.remove();
    await Promise.allSettled(connections.map((c) => c.close()));
  }
}

/** The clarifying questions the planner asked in a session. */
function questionsAsked(session: Session): number {
  return session.events.filter((e) => e.type === 'dialogue-question' && e.kind === 'ask').length;
}

/** The record of an episode that could not run (with the LLM usage it had when it stopped). */
export function erroredRecord(
  spec: EpisodeSpec,
  error: unknown,
  wallMs: number,
  sessionDir: string | null,
  usage?: { promptTokens: number; completionTokens: number; totalTokens: number; calls: number },
): EpisodeRecord {
  return {
    ...base(spec),
    status: 'errored',
    ending: endingOfError(error),
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    h: null,
    e: null,
    humanRefinements: 0,
    executionRefinements: 0,
    validationRepairs: 0,
    success: false,
    alternative: null,
    tokens: { prompt: usage?.promptTokens ?? 0, completion: usage?.completionTokens ?? 0, total: usage?.totalTokens ?? 0, calls: usage?.calls ?? 0 },
    wallMs,
    actions: 0,
    allocation: [],
    allocators: emptyOutcomes(),
    sessionDir,
  };
}

/**
 * Success and ending of a finished episode: the suite's goal met; or, for a task whose right
 * answer is an honest refusal, the planner refused (any run is a failure, whatever it did).
 */
function judgedEnding(task: SuiteTask, goalMet: boolean, refused: boolean): Pick<EpisodeRecord, 'success' | 'ending'> {
  if (task.refusal !== undefined) return refused ? { success: true, ending: 'refused-rightly' } : { success: false, ending: 'failed' };
  return { success: goalMet, ending: goalMet ? 'succeeded' : refused ? 'refused' : 'failed' };
}

function base(spec: EpisodeSpec) {
  return {
    version: 1 as const,
    suite: spec.suite,
    task: spec.task.id,
    scene: spec.scene,
    roomType: spec.task.roomType,
    ...(spec.task.taskType === undefined ? {} : { taskType: spec.task.taskType }),
    ...(spec.task.refusal === undefined ? {} : { refusalExpected: true }),
    model: spec.model,
    repeat: spec.repeat,
    instruction: spec.task.instruction,
    ...(spec.variant ? { variant: spec.variant } : {}),
  };
}

function emptyOutcomes(): Record<AllocatorName, AllocatorOutcome | null> {
  return { 'rule-based': null, llm: null, random: null };
}

function validProgram(code: string | null, world: World): Program | null {
  if (code === null) return null;
  const checked = checkCode(code, buildValidationContext(world.scene, world.catalogue, world.skills, world.team));
  return checked.program !== null && checked.errors.length === 0 ? checked.program : null;
}

/** A reproducible seed per episode, so the random allocator is the same on a rerun. */
export function episodeSeed(spec: EpisodeSpec): number {
  let hash = 2166136261;
  for (const char of `${spec.task.id}@${spec.scene}#${spec.repeat}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * Allocates the final program with each allocator, compares with the rule-based (ground truth)
 * agents and executes each allocated plan in a fresh world.
 */
async function ablation(
  program: Program,
  spec: EpisodeSpec,
  world: World,
  dry: DryRunContext,
  env: EpisodeEnv,
  onCall: LlmRecorder,
  stream: string,
): Promise<Record<AllocatorName, AllocatorOutcome | null>> {
  const context = { team: world.team, skills: world.skills };
  const truth = allocateRuleBased(program, world.team, world.skills);
  const outcomes = emptyOutcomes();
  outcomes['rule-based'] = await judge(truth, truth, dry);
  outcomes.random = await judge(await randomAllocator(episodeSeed(spec)).allocate(program, context), truth, dry);
  const llm: Allocator | null = env.llmAllocators ? await env.llmAllocators(spec.model, onCall, stream) : null;
  if (llm !== null) {
    const model = env.planners.kind === 'offline' ? env.allocatorModel : spec.model;
    const named = model === undefined ? {} : { model };
    try {
      outcomes.llm = { ...(await judge(await llm.allocate(program, context), truth, dry)), ...named };
    } catch (error) {
      // An unusable reply is a failed allocation (counted against it, and shown as a failure); a dead endpoint stops the episode.
      if (!(error instanceof LlmReplyError)) throw error;
      outcomes.llm = { calls: truth.rows.length, agreeing: 0, executed: false, optimal: false, error: error.message, ...named };
    }
  }
  return outcomes;
}

async function judge(allocation: Allocation, truth: Allocation, dry: DryRunContext): Promise<AllocatorOutcome> {
  const agreeing = allocation.rows.filter((row, i) => row.agent === truth.rows[i]?.agent).length;
  // A call given to an agent that cannot carry it out (the random allocator does that) does not execute.
  const run = await runProgram(allocation.program, dry).catch((error: unknown) => {
    if (error instanceof AgentCannotError) return null;
    throw error;
  });
  const executed = run?.kind === 'done';
  return { calls: allocation.rows.length, agreeing, executed, optimal: executed && agreeing === truth.rows.length, error: null };
}

/** A model name as a directory name. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_') || 'model';
}
