/** `iteraplan plan "<instruction>" --scene S`: the main job — plan, approve, execute, refine, allocate. */
import { join } from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { echo } from '../../display.js';
import { connectBridge } from '../../bridge/index.js';
import { ExitCode, InputError, IteraPlanError } from '../../errors.js';
import { checkInstruction, checkText } from '../../limits.js';
import { choosePlanner, type PlannerOption } from '../../planning/index.js';
import type { Approver } from '../../session/index.js';
import { NO_TERMINAL, ScriptedApprover } from '../../session/index.js';
import { FeedbackNotUnderstoodError } from '../../planning/index.js';
import { PlanRun } from '../../session/index.js';
import { silentReporter } from '../../session/index.js';
import type { SessionEvent } from '../../session/index.js';
import { Session } from '../../session/index.js';
import { REFINE_FROM, type RefineFrom } from '../../session/index.js';
import { openDryRunClient } from '../../session/index.js';
import { scenesDir } from '../../world/index.js';
import { consoleReporter } from '../interactive/console-reporter.js';
import { writeShown } from '../../io.js';
import { TerminalApprover } from '../interactive/terminal-approver.js';
import { bridgeOptions, bridgeTarget, jsonLine, jsonOption, llmTimeoutOption, wholeNumber } from '../options.js';
import { createPlanner } from '../../planning/index.js';
import { addVoiceOptions, instructionFromVoice, recordVoiceInSession, type VoiceFlags } from '../../voice/index.js';
import { worldOfBridgeScene, worldOfSceneFile } from '../scene-world.js';
import type { CliCommand } from './command.js';
import { observeClient, stepWriter } from '../../outcome/index.js';
import { framesDirFor, framesOption, keepFrames } from '../frames.js';
import { finishSession } from '../../report/index.js';

interface PlanFlags extends VoiceFlags {
  frames: boolean;
  scene?: string;
  planner: PlannerOption;
  model?: string;
  yes: boolean;
  feedback: string[];
  answer?: string;
  clarify: boolean;
  candidates: number;
  refineFrom: RefineFrom;
  maxRefinements: number;
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
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** The command line's parsers of the options a session records, shared with --resume's check of them. */
const OPTION_PARSERS = {
  maxRefinements: { flag: '--max-refinements', parse: wholeNumber(0, 50) },
  candidates: { flag: '--candidates', parse: wholeNumber(1, 10) },
  refineFrom: { flag: '--refine-from', parse: oneOf(REFINE_FROM) },
  clarify: { flag: '--no-clarify', parse: (text: string) => (text === 'true' ? true : text === 'false' ? false : invalid('must be true or false.')) },
} as const;

type ResumableOption = keyof typeof OPTION_PARSERS;
type ResumedOptions = { [K in ResumableOption]: PlanFlags[K] };

function invalid(message: string): never {
  throw new InvalidArgumentError(message);
}

function oneOf<T extends string>(choices: readonly T[]) {
  return (text: string): T => ((choices as readonly string[]).includes(text) ? (text as T) : invalid(`must be one of ${choices.join(', ')}.`));
}

/**
 * The options of a run: a resumed session keeps those it started with, unless the flag is given
 * again. A recorded option goes through the same check as on the command line, so a transcript
 * cannot ask for what the command line would refuse (1,000 candidates).
 * @throws InputError naming the transcript and the option
 */
function runOptions(command: Command, flags: PlanFlags, start: SessionEvent | undefined, transcript: string): ResumedOptions {
  const pick = <K extends ResumableOption>(name: K): PlanFlags[K] => {
    const recorded = start?.type === 'start' ? start.options[name] : undefined;
    if (command.getOptionValueSource(name) !== 'default' || recorded === undefined) return flags[name];
    const { flag, parse } = OPTION_PARSERS[name];
    try {
      if (typeof recorded !== 'number' && typeof recorded !== 'string' && typeof recorded !== 'boolean') invalid('must be a plain value.');
      return parse(String(recorded)) as PlanFlags[K];
    } catch (error) {
      if (!(error instanceof InvalidArgumentError)) throw error;
      throw new InputError(`${transcript}: start.options.${name}: ${echo(JSON.stringify(recorded) ?? String(recorded))} ${error.message.replace(/\.$/, '')} (as ${flag} on the command line)`, { file: transcript });
    }
  };
  return { maxRefinements: pick('maxRefinements'), candidates: pick('candidates'), refineFrom: pick('refineFrom'), clarify: pick('clarify') };
}

export const planCommand: CliCommand = {
  name: 'plan',
  register(program, { io, setExitCode }) {
    const command = program
      .command('plan')
      .description('plan a task from a vague request, with your approval, then execute and allocate it')
      .argument('[instruction]', 'the request, e.g. "I feel hungry" (not needed with --resume)')
      .option('--scene <name>', 'scene to plan in, e.g. FloorPlan1')
      .addOption(new Option('--planner <planner>', 'who plans').choices(['auto', 'openai', 'offline', 'replay']).default('auto'))
      .option('--model <model>', 'LLM model (default $ITERAPLAN_MODEL or gpt-4o)')
      .option('-y, --yes', 'approve the code and refinements without asking', false)
      .option('--feedback <text>', 'feedback to give at the next approval point (repeatable)', collect, [])
      .option('--answer <text>', "answer to the planner's clarifying question")
      .option('--no-clarify', 'never ask a clarifying question')
      .option('--max-refinements <n>', 'execution refinements allowed', OPTION_PARSERS.maxRefinements.parse, 5)
      .option('--candidates <n>', 'best-of-N: code candidates to dry-run and rank (1 = no search)', OPTION_PARSERS.candidates.parse, 1)
      .addOption(new Option('--refine-from <state>', 'after a failure, refine from a reset scene (the paper) or continue from the current state').choices(REFINE_FROM).default('reset'))
      .option('--out <dir>', 'where sessions are written', 'runs')
      .option('--resume <dir>', 'continue an interrupted session from its last decided point')
      .option('--cache <dir>', 'store every LLM call here for replay (default .iteraplan/cache)')
      .option('--replay <path>', 'a session or cache directory to replay (--planner replay)');
    llmTimeoutOption(command);
    addVoiceOptions(command);
    bridgeOptions(command);
    framesOption(command);
    jsonOption(command);
    command.action(async (instruction: string | undefined, flags: PlanFlags) => {
      const session = flags.resume !== undefined ? Session.open(flags.resume) : undefined;
      const start = session?.events.find((e) => e.type === 'start');
      if (session && start?.type !== 'start') throw new InputError(`${flags.resume}: the transcript has no start event to resume from`);
      const options = runOptions(command, flags, start, join(session?.dir ?? '', 'transcript.jsonl'));
      const sceneName = start?.type === 'start' ? start.scene : flags.scene;
      const spoken = await instructionFromVoice(flags, { io, instruction, scene: sceneName, resuming: session !== undefined, yes: flags.yes });
      const text = start?.type === 'start' ? start.instruction : (spoken?.instruction ?? instruction);
      if (!text?.trim()) throw new InputError('Say what you need, e.g. iteraplan plan "I feel hungry" --scene FloorPlan1');
      checkInstruction(text);
      for (const feedback of flags.feedback) checkText(feedback, 'feedbackChars');
      if (flags.answer !== undefined) checkText(flags.answer, 'answerChars');
      if (!sceneName) throw new InputError('--scene is required, e.g. --scene FloorPlan1 (see `iteraplan scenes`)');

      const scenes = scenesDir(io.env);
      const sceneFileWorld = worldOfSceneFile(sceneName, scenes, flags);
      const choice = choosePlanner({ planner: flags.planner, env: io.env, model: flags.model, replayPath: flags.replay });
      if (!flags.json) io.stderr.write(`${choice.explanation}\n`);

      // Fail before any LLM call or bridge start when no one could approve the code.
      const terminal = io.interactive === true;
      if (!terminal && !flags.yes) throw new InputError(NO_TERMINAL);
      const interactive = terminal && !flags.yes;
      const approver: Approver = new ScriptedApprover({
        yes: flags.yes,
        feedback: flags.feedback,
        answer: flags.answer,
        fallback: interactive ? new TerminalApprover({ print: (t) => io.stderr.write(t), printShown: (t) => writeShown(io.stderr, t), color: io.color === true }) : undefined,
      });
      const reporter = flags.json ? silentReporter : consoleReporter(io.stderr, { color: io.color === true, showCode: !interactive });

      // The bridge first: a refused token or a missing simulator leaves no empty session behind.
      const framesDir = framesDirFor(flags, flags.out);
      const bridge = await connectBridge({ ...bridgeTarget(flags, scenes, io.env), framesDir });
      let dryRunClient: Awaited<ReturnType<typeof openDryRunClient>> | undefined;
      // The planner's calls go to the session once it exists (no call is made before).
      let current: Session | undefined = session;
      // Ctrl+C while no prompt is open (an LLM call, execution): say how to resume, then die of
      // the signal as Node would (exit status 130); the launched bridge is stopped by the launcher.
      const onSigint = (): void => {
        const where = current === undefined || current.events.length === 0 ? '' : `; the session so far is in ${current.dir}; continue it with: iteraplan plan --resume ${current.dir}`;
        io.stderr.write(`\niteraplan: interrupted (Ctrl+C)${where}\n`);
        if (process.listenerCount('SIGINT') === 0) process.kill(process.pid, 'SIGINT');
      };
      process.once('SIGINT', onSigint);
      try {
        const world = sceneFileWorld ?? (await worldOfBridgeScene(sceneName, bridge.client, scenes));
        const recorder = { record: (event: Parameters<Session['record']>[0]) => current?.record(event) };
        const planner = await createPlanner(choice.planner, { world, env: io.env, model: flags.model, llmTimeoutMs: flags.llmTimeout, cacheDir: flags.cache, replayPath: flags.replay, session: recorder, warn: (m) => io.stderr.write(`iteraplan: ${m}\n`) });
        const { candidates } = options;
        if (candidates > 1) dryRunClient = await openDryRunClient({ connection: bridge, bridgeUrl: flags.bridge, token: flags.bridgeToken, env: io.env });
        // Only now, with everything that could refuse the command opened (a bad --replay source,
        // a second bridge connection), is the session created: a refusal leaves no empty one.
        current ??= Session.create(flags.out, text);
        if (spoken) recordVoiceInSession(current, spoken);
        if (!flags.json) io.stderr.write(`Session: ${current.dir}\n`);
        // Every atomic action goes to steps.jsonl as it is answered; the outcome compares the first reset with the end.
        const client = observeClient(bridge.client, stepWriter(current.dir));
        const run = new PlanRun(
          {
            instruction: text,
            scene: sceneName,
            maxRefinements: options.maxRefinements,
            maxRepairs: 3,
            clarify: options.clarify,
            candidates,
            refineFrom: options.refineFrom,
          },
          {
            planner: planner.planner,
            model: planner.model,
            world,
            client,
            session: current,
            approver,
            reporter,
            ...(dryRunClient ? { dryRunClient } : {}),
          },
        );
        try {
          const planned = session ? await run.resume() : await run.run();
          // The bridge writes each frame before it answers the step; the folder can move now, before the reports list it.
          const frames = keepFrames(framesDir, current.dir);
          const { result, outcomeText } = await finishSession(planned, { client, world, session: current });
          if (frames !== null && !flags.json) io.stderr.write(`Frames of every step: ${frames}\n`);
          if (flags.json) io.stdout.write(jsonLine(result));
          else io.stderr.write(`\n${outcomeText}${result.success ? 'Done' : 'Failed'}: ${result.reason}. Session written to ${result.sessionDir}\n`);
          setExitCode(result.success ? ExitCode.ok : ExitCode.planFailed);
        } catch (error) {
          throw withResumeHint(error, current);
        }
      } finally {
        process.removeListener('SIGINT', onSigint);
        await dryRunClient?.close();
        await bridge.close();
      }
    });
  },
};

/**
 * A lost bridge or LLM ends the run with exit 3, Ctrl+C with 130, feedback the planner cannot
 * act on (with no one to ask for other words) with 2, but the session keeps
 * everything decided so far: the message says how to continue it (with --json nothing else
 * names the session directory).
 */
function withResumeHint(error: unknown, session: Session): unknown {
  if (!(error instanceof IteraPlanError) || session.events.length === 0) return error;
  const kept = error.exitCode === ExitCode.environment || error.exitCode === ExitCode.interrupted || error instanceof FeedbackNotUnderstoodError;
  if (!kept) return error;
  return new IteraPlanError(
    `${error.message}\nThe session so far is in ${session.dir}; continue it with: iteraplan plan --resume ${session.dir}`,
    error.exitCode,
    { cause: error },
  );
}
