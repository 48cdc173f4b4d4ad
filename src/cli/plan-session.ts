/**
 * The assembly of one `plan` session: the session folder (new or resumed), the instruction (typed
 * or spoken), the world, the planner (from the planner source `plan` and `experiment` share), the
 * approver and reporter, the bridge, and the session's options; then the state machine's driver
 * runs it. plan.ts only declares the flags.
 */
import { fullStop } from '../english.js';
import { connectBridge } from '../bridge/index.js';
import { ExitCode, InputError, IteraPlanError } from '../errors.js';
import { writeShown, type CliIO } from '../io.js';
import { checkInstruction, checkText } from '../limits.js';
import { DEFAULT_CACHE_DIR, isLocalEndpoint } from '../llm/index.js';
import { tokenProgressPrinter } from './token-progress.js';
import type { AllocatorName } from '../allocation/index.js';
import { AnswerNotUnderstoodError, choosePlanner, plansWithLlm, correctionReader, FeedbackNotUnderstoodError, PlanNotCodableError, plannerSource, type CorrectionStep, type PlannerOption } from '../planning/index.js';
import {
  NO_TERMINAL,
  replayedSession,
  replayOrigin,
  ScriptedApprover,
  sessionRecorder,
  Session,
  SESSION_DEFAULTS,
  silentReporter,
  type EventOf,
  type PlanResult,
  type ReplayedSession,
  type PlanSettings,
  type RefineFrom,
  type SessionEnding,
  type SessionOptions,
} from '../session/index.js';
import { instructionFromVoice, recordVoiceInSession, replayedTranscriber, type VoiceFlags } from '../voice/index.js';
import { scenesDir, type World } from '../world/index.js';
import { personName, preferenceAccess } from '../preferences/index.js';
import { consoleReporter } from './interactive/console-reporter.js';
import { TerminalApprover } from './interactive/terminal-approver.js';
import { ENDING_WORDS, endingOf, runRecordedSession, type FinishedSession } from '../report/index.js';
import { NOT_CHECKED_WORDS } from '../outcome/index.js';
import { framesDirFor, keepFrames } from './frames.js';
import { bridgeTarget, jsonLine } from './options.js';
import { exampleRetrieval } from './example-options.js';
import { llmControl, type LlmFlags } from './llm-options.js';
import { worldOfBridgeScene, worldOfSceneFile } from './scene-world.js';
import { checkReassignAgents, reassignmentsCheck } from './reassign-check.js';
import { plannerSettings, type PlannerSetting } from './planner-settings.js';
import { keepTeamCopy, sessionTeam } from './session-team.js';
import { checkResumeArguments } from './resume-arguments.js';

/** The `plan` command's flags, as commander parses them. */
export interface PlanFlags extends VoiceFlags, LlmFlags {
  frames: boolean;
  scene?: string;
  planner: PlannerOption;
  model?: string;
  yes: boolean;
  feedback: string[];
  answer: string[];
  clarify: boolean;
  maxQuestions: number;
  remember?: boolean;
  person?: string;
  prefs: boolean;
  candidates: number;
  refineFrom: RefineFrom;
  autoFix: boolean;
  searchFix: boolean;
  maxRefinements: number;
  maxGoalRefinements: number;
  backend: string;
  bridge?: string;
  bridgeToken?: string;
  json: boolean;
  out: string;
  resume?: string;
  cache?: string;
  replay?: string;
  /** `--llm-timeout`, in milliseconds once parsed. */
  llmTimeout?: number;
  /** `--team`: a team name or file (default paper); a resumed session keeps its own unless given again. */
  team: string;
  /** `--reassign LINE=AGENT`: changes to make at the allocation step. */
  reassign: { line: number; agent: string }[];
  /** `--allocator`, `--reliability-floor`: who does each call at the allocation step. */
  allocator: AllocatorName;
  reliabilityFloor: number;
}

/** The options a resumed session may be given again; the others keep what the session started with. */
type ResumableOption = 'maxRefinements' | 'maxGoalRefinements' | 'clarify' | 'maxQuestions' | 'candidates' | 'refineFrom' | 'autoFix' | 'searchFix' | 'team' | 'allocator' | 'reliabilityFloor';

/** One `plan` invocation: the instruction argument, the flags, and which options were given on the command line. */
export interface PlanInvocation {
  instruction: string | undefined;
  flags: PlanFlags;
  given(option: ResumableOption | PlannerSetting | 'planner'): boolean;
}

/**
 * Runs one `plan` session from its flags and prints its outcome.
 * @returns the exit code: 0 when the plan ran, 1 when it failed
 */
export async function runPlanSession(call: PlanInvocation, io: CliIO): Promise<number> {
  const { flags } = call;
  // Said before anything starts (a voice recording, the scene, the planner, the bridge): no one could approve the code.
  if (io.interactive !== true && !flags.yes) throw new InputError(NO_TERMINAL);
  const resumed = flags.resume !== undefined ? Session.open(flags.resume) : undefined;
  const start = resumed?.events.find((e): e is EventOf<'start'> => e.type === 'start');
  if (resumed && !start) throw new InputError(`${flags.resume}: the transcript has no start event to resume from`);
  if (start) checkResumeArguments(start, { instruction: call.instruction, scene: flags.scene });
  // A replayed session's spoken request is read from it, not transcribed live again.
  const replaying = flags.planner === 'replay' && flags.replay !== undefined;
  // A new replay of a recorded session plans as that session did: its planner, planner settings,
  // options, examples, and (unless given) its request and scene, from its start event.
  const replayed = replaying && start === undefined ? replayedSession(flags.replay!) : undefined;
  const sceneName = start?.scene ?? flags.scene ?? replayed?.start.scene;
  const spoken = await instructionFromVoice(flags, {
    io,
    instruction: call.instruction,
    scene: sceneName,
    resuming: resumed !== undefined,
    yes: flags.yes,
    ...(replaying ? { transcriber: replayedTranscriber(flags.replay!) } : {}),
  });
  const instruction = start?.instruction ?? spoken?.instruction ?? call.instruction ?? replayed?.start.instruction;
  if (!instruction?.trim()) throw new InputError('Say what you need, e.g. iteraplan plan "I feel hungry" --scene FloorPlan1');
  checkInstruction(instruction);
  for (const feedback of flags.feedback) checkText(feedback, 'feedbackChars');
  for (const answer of flags.answer) checkText(answer, 'answerChars');
  if (!sceneName) throw new InputError('--scene is required, e.g. --scene FloorPlan1 (see `iteraplan scenes`)');

  const scenes = scenesDir(io.env);
  const team = sessionTeam({ team: flags.team, given: call.given('team') }, resumed && start ? { dir: resumed.dir, options: start.options } : undefined);
  const sceneFileWorld = worldOfSceneFile(sceneName, scenes, flags, team);
  if (sceneFileWorld !== undefined) checkReassignAgents(flags.reassign, sceneFileWorld.team);
  // A resumed session plans with the planner it started with unless --planner is given: an offline
  // session must not switch to the LLM (and send its dialogue there) because a key is set now.
  const recordedPlanner = start !== undefined && !call.given('planner') && (start.planner === 'offline' || plansWithLlm(start.planner)) ? start.planner : undefined;
  const choice = choosePlanner({ planner: recordedPlanner ?? flags.planner, env: io.env, model: flags.model, replayPath: flags.replay });
  const control = llmControl(flags);
  if (!flags.json) io.stderr.write(`${choice.explanation}\n`);

  const interactive = io.interactive === true && !flags.yes;
  const reporter = flags.json ? silentReporter : consoleReporter(io.stderr, { color: io.color === true, showCode: !interactive });
  // What a replay plans as: the replayed session's planner (a resumed replay: the one its start recorded).
  const replayAs = replayed?.plansAs ?? (start?.planner === 'replay' ? start.plansAs : undefined);
  const recordedOptions = start?.options ?? replayed?.start.options;
  const options = sessionOptions(call, recordedOptions, replayAs ?? choice.planner);
  // The planner a resumed (or replayed) session started with: a flag asking for another is refused now, before the bridge starts.
  const planning = plannerSettings(flags, call.given, recordedOptions, replayed === undefined ? 'resumed' : 'replayed');
  // A replay (new, or resumed) shows the examples its recording was shown.
  const examples = exampleRetrieval(flags, io.env, choice.planner, replayAs === undefined ? undefined : recordedOptions?.examples);
  if (replayed !== undefined && !flags.json) io.stderr.write(`${replayingWords(replayed, options, planning, examples)}\n`);
  // Whose preferences: checked now, so a bad name refuses the command before the bridge or a session.
  const person = flags.prefs && options.noPrefs !== true ? personName(flags.person, io.env) : undefined;

  // Feedback not understood is refused before the bridge starts, when the scene's file says what the room has.
  if (sceneFileWorld !== undefined) feedbackSteps(flags.feedback, sceneFileWorld, choice.planner);

  // The bridge first: a refused token or a missing simulator leaves no empty session behind.
  const framesDir = framesDirFor(flags, flags.out);
  const bridge = await connectBridge({ ...bridgeTarget(flags, scenes, io.env), framesDir });
  let frames: string | null = null;
  // The planner's calls go to the session once it exists (no call is made before).
  let session: Session | undefined = resumed;
  // Ctrl+C while no prompt is open (an LLM call, execution): say how to resume, then die of the
  // signal as Node would (exit status 130); a launched bridge is stopped by the launcher.
  const onSigint = (): void => {
    const where = session === undefined || session.events.length === 0 ? '' : `; the session so far is in ${session.dir}; continue it with: iteraplan plan --resume ${session.dir}`;
    io.stderr.write(`\niteraplan: interrupted (Ctrl+C)${where}\n`);
    if (process.listenerCount('SIGINT') === 0) process.kill(process.pid, 'SIGINT');
  };
  process.once('SIGINT', onSigint);
  try {
    const world = sceneFileWorld ?? (await worldOfBridgeScene(sceneName, bridge.client, scenes, team));
    checkReassignAgents(flags.reassign, world.team);
    const stepOf = feedbackSteps(flags.feedback, world, choice.planner);
    const approver = new ScriptedApprover({
      stepOf,
      yes: flags.yes,
      feedback: flags.feedback,
      answers: flags.answer,
      remember: flags.remember,
      reassign: flags.reassign,
      checkApproved: reassignmentsCheck(flags.reassign, world),
      notify: (message) => reporter.info(message),
      fallback: interactive ? new TerminalApprover({ print: (t) => io.stderr.write(t), printShown: (t) => writeShown(io.stderr, t), color: io.color === true }) : undefined,
    });
    const shown = examples === undefined ? {} : { examples: { k: examples.k, bank: examples.bank.dir, content: examples.bank.content } };
    const settings: PlanSettings = { instruction, scene: sceneName, ...options, ...planning, ...shown, team: world.team.name, teamFile: world.team.path };
    const planners = plannerSource({
      kind: choice.planner,
      env: io.env,
      cacheDir: flags.cache ?? DEFAULT_CACHE_DIR,
      replay: flags.replay === undefined ? undefined : replayOrigin(flags.replay),
      replayAs,
      llmTimeoutMs: flags.llmTimeout,
      warn: (message) => io.stderr.write(`iteraplan: ${message}\n`),
      control,
      byConstruction: planning.codeByConstruction,
      goalHints: planning.goalHints,
      examples,
      // A model on this machine takes minutes: on a terminal its replies are streamed and shown as they arrive.
      onTokens: isLocalEndpoint(io.env.OPENAI_BASE_URL ?? '') && io.stderr.isTTY === true ? tokenProgressPrinter(io.stderr) : undefined,
    });
    // A replay is keyed with the recording's own model; --model picks the live one. Every call,
    // failed attempt and the structured mode go to the session once it exists (no call is made before).
    const { planner, model } = await planners.planner(world, {
      model: choice.planner === 'replay' ? undefined : flags.model,
      recorder: sessionRecorder({ record: (event) => session?.record(event) }),
      simulator: bridge.client,
    });
    // The store is read (and refused, when it does not check) before the session exists too.
    const preferences = person !== undefined ? preferenceAccess(io.env, person, world) : undefined;
    // Only now, with everything that could refuse the command opened (a bad --replay source),
    // is the session created: a refusal leaves no empty one.
    session ??= Session.create(flags.out, instruction);
    keepTeamCopy(session, world.team, team);
    if (spoken) recordVoiceInSession(session, spoken);
    if (!flags.json) io.stderr.write(`Session: ${session.dir}\n`);
    const current = session;
    let finished: FinishedSession;
    try {
      ({ finished } = await runRecordedSession(settings, { planner, model, world, bridge: bridge.client, session, approver, reporter, preferences }, {
        // The bridge writes each frame before it answers the step; the folder can move now, before the reports list it.
        beforeReports: () => (frames = keepFrames(framesDir, current.dir)),
      }));
    } catch (error) {
      throw withResumeHint(error, session);
    }
    const { result, outcomeText } = finished;
    if (frames !== null && !flags.json) io.stderr.write(`Frames of every step: ${frames}\n`);
    if (flags.json) io.stdout.write(jsonLine(result));
    // The final summary is the command's result: on stdout, so `plan --yes > out.txt` keeps it.
    else io.stdout.write(`${outcomeText}${ENDING_WORDS[endingOf(result)]}: ${fullStop(result.reason)}${againstPreferences(result.preferencesBroken)} Session written to ${result.sessionDir}\n`);
    return result.reason === NOT_CHECKED_WORDS ? ExitCode.notJudged : ENDING_EXIT[endingOf(result)];
  } finally {
    process.removeListener('SIGINT', onSigint);
    await bridge.close();
  }
}

/**
 * The last line's word on the lasting preferences the plan broke (issue 37, item 9), each
 * breach in words; empty when none. It changes no exit code: the goal judges the request.
 */
function againstPreferences(broken: PlanResult['preferencesBroken']): string {
  return broken.length === 0 ? '' : ` It broke your lasting preferences: ${broken.map((b) => b.words).join('; ')}.`;
}

/** The exit code (README, "Exit codes") of each ending; its word is report/verdict.ts's. */
const ENDING_EXIT: Record<SessionEnding, ExitCode> = {
  succeeded: ExitCode.ok,
  failed: ExitCode.planFailed,
  aborted: ExitCode.aborted,
  refused: ExitCode.badInput,
  // Nothing ran, and a goal that held before it cannot tell the request done: not judged (issue 37, item 8).
  'already-done': ExitCode.notJudged,
};

/**
 * The session's options: a resumed session keeps those it started with, unless the flag is given
 * again; a new one takes the flags (their defaults are SESSION_DEFAULTS').
 */
function sessionOptions(call: PlanInvocation, recorded: SessionOptions | undefined, planner: string): SessionOptions {
  const { flags } = call;
  const fromFlags: Required<Pick<SessionOptions, Exclude<ResumableOption, 'team'>>> = {
    maxRefinements: flags.maxRefinements,
    maxGoalRefinements: flags.maxGoalRefinements,
    clarify: flags.clarify,
    maxQuestions: flags.maxQuestions,
    candidates: flags.candidates,
    refineFrom: flags.refineFrom,
    autoFix: flags.autoFix,
    // The combined planner's search finds how toward the goal the reader and the model settled.
    searchFix: flags.searchFix || planner === 'combined',
    allocator: flags.allocator,
    reliabilityFloor: flags.reliabilityFloor,
  };
  const pick = <K extends Exclude<ResumableOption, 'team'>>(name: K): Required<SessionOptions>[K] =>
    (recorded !== undefined && !call.given(name) ? (recorded[name] ?? fromFlags[name]) : fromFlags[name]) as Required<SessionOptions>[K];
  return {
    maxRefinements: pick('maxRefinements'),
    maxRepairs: recorded?.maxRepairs ?? SESSION_DEFAULTS.maxRepairs,
    clarify: pick('clarify'),
    maxQuestions: pick('maxQuestions'),
    candidates: pick('candidates'),
    refineFrom: pick('refineFrom'),
    autoFix: pick('autoFix'),
    searchFix: pick('searchFix'),
    allocator: pick('allocator'),
    reliabilityFloor: pick('reliabilityFloor'),
    maxGoalRefinements: pick('maxGoalRefinements'),
    ...(flags.prefs ? {} : { noPrefs: true }),
  };
}

/** What a replay takes from the session it replays, said before it starts. */
function replayingWords(replayed: ReplayedSession, options: SessionOptions, planning: { goalHints: boolean; codeByConstruction: string }, examples: { k: number; bank: { dir: string } } | undefined): string {
  return (
    `Replaying ${replayed.dir} as the ${replayed.plansAs} planner it recorded: goal hints ${planning.goalHints ? 'on' : 'off'}, code by construction ${planning.codeByConstruction}, ` +
    `search fix ${options.searchFix === true ? 'on' : 'off'}, ${examples === undefined ? 'no plan-bank examples' : `${examples.k} plan-bank examples of ${examples.bank.dir}`}; ` +
    `its other options too, unless given again.`
  );
}

/**
 * A lost bridge or LLM ends the run with exit 3, Ctrl+C with 130, feedback the planner cannot act
 * on (with no one to ask for other words) with 2, but the session keeps everything decided so
 * far: the message says how to continue it (with --json nothing else names the session directory).
 */
function withResumeHint(error: unknown, session: Session): unknown {
  if (!(error instanceof IteraPlanError) || session.events.length === 0) return error;
  const kept = error.exitCode === ExitCode.environment || error.exitCode === ExitCode.interrupted || error instanceof FeedbackNotUnderstoodError || error instanceof AnswerNotUnderstoodError || error instanceof PlanNotCodableError;
  if (!kept) return error;
  return new IteraPlanError(
    `${error.message}\nThe session so far is in ${session.dir}; continue it with: iteraplan plan --resume ${session.dir}`,
    error.exitCode,
    { cause: error },
  );
}

/**
 * The approval step of each `--feedback`, read by the reader of corrections before anything runs:
 * with the offline planner, words it does not understand are bad input (exit 2), naming them and
 * what would be understood, before a session is made or changed. (An LLM reads any words: those
 * ours do not understand go to the code step.)
 */
function feedbackSteps(feedback: readonly string[], world: World, planner: string): (text: string) => CorrectionStep {
  if (feedback.length === 0) return () => 'code';
  const reader = correctionReader(world);
  const steps = new Map<string, CorrectionStep>();
  for (const text of feedback) {
    const routed = reader.route(text);
    if ('notUnderstood' in routed && planner === 'offline') throw new InputError(`--feedback "${text}": the offline planner did not understand it: ${routed.notUnderstood}`);
    steps.set(text, 'step' in routed ? routed.step : 'code');
  }
  return (text) => steps.get(text) ?? 'code';
}
