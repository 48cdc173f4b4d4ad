/**
 * The assembly of one `experiment` run: the suite and its scenes, the models, the LLM roles
 * (planner, LLM allocator, LLM user) behind one rate limiter, the teams and allocators, the
 * simulators the episodes are spread over, the progress bar and Ctrl+C; then the runner runs the
 * episodes and the report is written. experiment.ts only declares the flags.
 */
import { join } from 'node:path';
import { EnvironmentError, ExitCode, InputError } from '../errors.js';
import type { CliIO } from '../io.js';
import {
  experimentLlms,
  loadSuiteFile,
  mergeSceneFolders,
  OFFLINE_MODEL,
  openRaySimulatorPool,
  openSimulatorPool,
  parseCandidateList,
  parseClarifyMode,
  parseRefineList,
  parsePrefsMode,
  ProgressBar,
  chooseLlmConcurrency,
  RateLimiter,
  runExperiment,
  variantGrid,
  writeReport,
  type PlannerMode,
} from '../experiments/index.js';
import { llmConfigFromEnv } from '../llm/index.js';
import { replayOrigin, SESSION_DEFAULTS } from '../session/index.js';
import { exampleRetrieval } from './example-options.js';
import { llmControl, llmSettings, type LlmFlags } from './llm-options.js';
import { listScenes, loadTeam, loadWorld, scenesDir, type World } from '../world/index.js';
import { plansWithLlm } from '../planning/index.js';
import { jsonLine, renderTarget, type RenderFlags } from './options.js';
import { ALLOCATOR_NAMES, type AllocatorName } from '../allocation/index.js';

/** The `experiment` command's flags, as commander parses them. */
export interface ExperimentFlags extends LlmFlags, RenderFlags {
  suite: string;
  planner: PlannerMode;
  models?: string;
  maxRefinements: number;
  humanRefinements: number;
  repeats: number;
  concurrency: number;
  out: string;
  fresh: boolean;
  replay?: string;
  cache?: string;
  episodes?: string;
  allocatorModel?: string;
  llmConcurrency?: number;
  llmInterval: number;
  /** `on`, `off`, `both`, or false for `--no-clarify`. */
  clarify: string | boolean;
  candidates: string;
  refineFrom: string;
  /** `--prefs on|off|both`. */
  prefs: string;
  autoFix: boolean;
  searchFix: boolean;
  goalReview: boolean;
  maxGoalRefinements: number;
  user: 'simulated' | 'llm';
  userModel?: string;
  backend: string;
  replicas: number;
  bridge: string[];
  bridgeToken?: string;
  ray?: string;
  rayRegistry?: string;
  /** `--ray-wait`, in seconds. */
  rayWait: number;
  json: boolean;
  team: string;
  allocator: string;
  reliabilityFloor: number;
  /** `--llm-timeout`, in milliseconds once parsed. */
  llmTimeout?: number;
}

/**
 * Runs the experiment the flags describe and writes its report.
 * @returns the exit code: 0 when it ran, 130 when interrupted (the report is still written)
 */
export async function runExperimentCommand(flags: ExperimentFlags, io: CliIO): Promise<number> {
  const variants = variantGrid({ clarify: parseClarifyMode(flags.clarify), candidates: parseCandidateList(flags.candidates), refineFrom: parseRefineList(flags.refineFrom), prefs: parsePrefsMode(flags.prefs) });
  const shipped = scenesDir(io.env);
  const loaded = loadSuiteFile(flags.suite, listScenes(shipped));
  const suite = loaded.suite;
  // A suite with scenes of its own (an imported suite's trajectory starts) runs on them and the shipped ones, in the results folder.
  const scenes = loaded.sceneFolder === undefined ? shipped : mergeSceneFolders(shipped, loaded.sceneFolder, join(flags.out, 'scenes'));
  const models = modelsFor(flags, io.env);
  if (flags.bridge.length > 0 && flags.replicas > 1) throw new InputError('--replicas launches simulators; with --bridge, give one --bridge per simulator instead');
  if (flags.ray !== undefined && (flags.bridge.length > 0 || flags.replicas > 1)) throw new InputError('--ray takes the simulators from the cluster; leave out --bridge and --replicas (start the replicas with iteraplan bridge --ray ADDRESS --replicas N)');
  if (flags.ray === undefined && flags.rayRegistry !== undefined) throw new InputError('--ray-registry applies to --ray');
  if (flags.userModel !== undefined && flags.user !== 'llm') throw new InputError('--user-model applies to --user llm');
  if (flags.goalReview && flags.user === 'llm') throw new InputError("--goal-review is the rule-based user's review of the stated goal; the LLM user (--user llm) reviews code only");
  const control = llmControl(flags);
  const usesLlm = plansWithLlm(flags.planner) || flags.user === 'llm' || flags.allocatorModel !== undefined;
  const concurrency = await chooseLlmConcurrency(flags.llmConcurrency, usesLlm ? llmConfigFromEnv(io.env).baseURL : undefined);
  if (usesLlm && flags.planner !== 'replay' && !flags.json) io.stderr.write(`${concurrency.explanation}\n`);
  const examples = exampleRetrieval(flags, io.env, flags.planner);
  const { planners, llmAllocators, llmUser } = experimentLlms({
    kind: flags.planner,
    control,
    byConstruction: flags.codeByConstruction,
    goalHints: flags.goalHints,
    examples,
    env: io.env,
    limiter: new RateLimiter({ maxConcurrent: concurrency.concurrency, minIntervalMs: flags.llmInterval }),
    cacheDir: flags.cache,
    replay: flags.replay === undefined ? undefined : replayOrigin(flags.replay),
    allocatorModel: flags.allocatorModel,
    llmUser: flags.user === 'llm' ? { model: flags.userModel } : undefined,
    llmTimeoutMs: flags.llmTimeout,
    warn: (message: string) => io.stderr.write(`\niteraplan: ${message}\n`),
  });
  const teams = [...new Set(flags.team.split(',').map((t) => t.trim()).filter((t) => t !== ''))];
  if (teams.length === 0) throw new InputError('--team needs at least one team, e.g. --team paper,two-robots');
  for (const team of teams) loadTeam(team); // a bad team file stops here, before any episode
  const allocators = { names: parseAllocatorList(flags.allocator), floor: flags.reliabilityFloor };
  const worlds = new Map<string, World>();
  const teamWorld = (scene: string, team: string): World => {
    const key = `${team}\u0000${scene}`;
    let found = worlds.get(key);
    if (found === undefined) worlds.set(key, (found = loadWorld(scene, { scenesDir: scenes, team })));
    return found;
  };
  const world = (scene: string): World => teamWorld(scene, teams[0]!);
  const render = renderTarget(flags, flags.bridge.length > 0 || flags.ray !== undefined);
  const simulators =
    flags.ray !== undefined
      ? await openRaySimulatorPool({
          address: flags.ray,
          registry: flags.rayRegistry,
          waitMs: flags.rayWait * 1000,
          backend: flags.backend,
          token: flags.bridgeToken,
          judgeScenesDir: scenes,
          env: io.env,
          notify: (message) => io.stderr.write(`\niteraplan: ${message}\n`),
        })
      : await openSimulatorPool({
          ...(render === undefined ? {} : { render }),
          backend: flags.backend,
          bridgeUrls: flags.bridge,
          replicas: flags.replicas,
          token: flags.bridgeToken,
          scenesDir: flags.bridge.length === 0 && flags.backend === 'symbolic' ? scenes : undefined,
          judgeScenesDir: scenes,
          env: io.env,
        });
  const stop = new AbortController();
  const onSigint = () => {
    if (stop.signal.aborted) {
      io.stderr.write('\nStopped at once.\n');
      process.exit(ExitCode.interrupted);
    }
    io.stderr.write('\nInterrupted: no new episode starts and those running are not recorded; writing the report (Ctrl-C again to stop at once).\n');
    stop.abort();
  };
  process.on('SIGINT', onSigint);
  let bar: ProgressBar | undefined;
  try {
    const run = await runExperiment({
      suite,
      models,
      repeats: flags.repeats,
      concurrency: flags.concurrency,
      outDir: flags.out,
      fresh: flags.fresh,
      replaySource: flags.replay,
      episodes: flags.episodes,
      simulators,
      world,
      planners,
      llmAllocators,
      maxRefinements: flags.maxRefinements,
      maxHumanRefinements: flags.humanRefinements,
      maxRepairs: SESSION_DEFAULTS.maxRepairs,
      autoFix: flags.autoFix,
      // The combined planner's search finds how toward the goal the reader and the model settled.
      searchFix: flags.searchFix || flags.planner === 'combined',
      goalReview: flags.goalReview,
      maxGoalRefinements: flags.maxGoalRefinements,
      clarify: variants[0]!.clarify,
      variants,
      feedbackStyle: flags.planner === 'offline' ? 'commands' : 'words',
      llmUser,
      teams,
      teamWorld,
      allocators,
      allocatorModel: flags.allocatorModel,
      llmSettings: usesLlm ? llmSettings(flags, flags.planner === 'offline' ? 0 : (examples?.k ?? 0)) : undefined,
      signal: stop.signal,
      observer: {
        started(total, skipped) {
          if (skipped > 0) io.stderr.write(`Resuming: ${skipped} episode(s) already finished in ${flags.out}, ${total} to run.\n`);
          if (flags.ray !== undefined) io.stderr.write(`Spreading episodes over the replicas of the ${simulators.info.source} (${simulators.simulators.length} now)${simulators.info.exclusive ? ', one episode each at a time' : ''}.\n`);
          else if (simulators.simulators.length > 1) io.stderr.write(`Spreading episodes over ${simulators.simulators.length} simulators${simulators.info.exclusive ? ', one episode each at a time' : ''}.\n`);
          bar = new ProgressBar(io.stderr, total, { tty: (io.stderr as { isTTY?: boolean }).isTTY === true });
          bar.start();
        },
        finished(spec, record) {
          const label = `${spec.task.id}@${spec.scene} (${spec.model} #${spec.repeat})`;
          const note =
            record.status === 'errored'
              ? `errored: ${record.error}`
              : `${record.success ? 'success' : 'task not done'}, h=${record.h ?? '-'} e=${record.e ?? '-'}`;
          bar?.tick(label, note, record.status === 'errored');
        },
      },
    });
    bar?.finish();
    for (const message of run.duplicates) io.stderr.write(`iteraplan: warning: ${message}\n`);
    const report = await writeReport({ outDir: flags.out, records: run.records, total: run.total, interrupted: run.interrupted, settings: run.settings, scope: run.scope });
    if (report.pngSkipped !== null) io.stderr.write(`${report.pngSkipped}\n`);
    if (flags.json) {
      io.stdout.write(
        jsonLine({
          out: flags.out,
          report: report.dir,
          complete: report.completion.notRun === 0 && report.completion.errored === 0 && !run.interrupted,
          interrupted: run.interrupted,
          ran: run.ran,
          skipped: run.skipped,
          notRun: report.completion.notRun,
          episodes: run.records.length,
          total: run.total,
          files: report.files,
          summary: report.summary,
        }),
      );
    } else {
      io.stdout.write(report.summary);
      const figures = report.files.filter((f) => f.startsWith('figure-')).length;
      io.stdout.write(`Report: ${report.dir}/report.html (everything on one page), report.md, ${figures} figure files, tables as .md/.csv/.json\n`);
    }
    if (run.interrupted) {
      return ExitCode.interrupted;
    }
    // A refusal where the suite says a refusal is right is the episode done, not an error.
    const erroredNow = run.records.filter((r) => r.status === 'errored' && r.ending !== 'refused-rightly').length;
    if (run.ran > 0 && erroredNow === run.records.length) {
      throw new EnvironmentError(`every episode errored; the first: ${run.records[0]?.error ?? 'unknown'}`);
    }
    return ExitCode.ok;
  } finally {
    process.removeListener('SIGINT', onSigint);
    await simulators.close();
  }
}

/** The models to compare: `offline` for the offline planner, else `--models` or the configured one. */
function modelsFor(flags: ExperimentFlags, env: NodeJS.ProcessEnv): string[] {
  if (flags.planner === 'offline') {
    if (flags.models !== undefined) throw new InputError('--models applies to --planner openai, combined or replay; the offline planner has no model');
    return [OFFLINE_MODEL];
  }
  const listed = (flags.models ?? '').split(',').map((m) => m.trim()).filter((m) => m !== '');
  return listed.length > 0 ? [...new Set(listed)] : [llmConfigFromEnv(env).model];
}

/** `--allocator paper,balanced`: each name once, in the order given. */
function parseAllocatorList(text: string): AllocatorName[] {
  const names = [...new Set(text.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
  if (names.length === 0) throw new InputError('--allocator needs at least one allocator, e.g. --allocator paper,balanced');
  for (const name of names) {
    if (!(ALLOCATOR_NAMES as readonly string[]).includes(name)) throw new InputError(`--allocator: '${name}' is not an allocator; the allocators are ${ALLOCATOR_NAMES.join(', ')}`);
  }
  return names as AllocatorName[];
}
