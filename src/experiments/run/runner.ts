/**
 * The experiment runner: checks that the results folder belongs to this run's settings, then runs
 * every (model, variant, repeat, episode) not finished yet, `concurrency` at a time, spread over
 * the simulators; each record is appended to episodes.jsonl as the episode ends, so a rerun
 * resumes where the last one stopped. An interrupt stops it at once: episodes not started and
 * those cut short are not recorded, and are counted as not run.
 */
import { DEFAULT_RELIABILITY_FLOOR } from '../../allocation/index.js';
import { join, resolve } from 'node:path';
import { InputError } from '../../errors.js';
import { codeVersion } from '../results/code-version.js';
import { episodeKey, type EpisodeRecord } from '../results/episode-record.js';
import { episodeUser, erroredRecord, runEpisode, type EpisodeEnv, type EpisodeSpec } from './episode.js';
import { episodeFilter } from './episode-filter.js';
import { openResultsFolder, SESSIONS_DIR } from '../results/results-folder.js';
import { duplicateFinished, EPISODES_FILE, EpisodeLog, finishedKeys, latestRecords, readEpisodeEntries, readEpisodeRecords } from '../results/results-log.js';
import { suiteHash, type ExperimentScope, type ExperimentSettings, type LlmSettings } from '../results/settings.js';
import type { SimulatorPool } from './simulator-pool.js';
import { suiteEpisodes, type Suite } from '../suites/suite.js';
import type { EpisodeVariant } from './variant.js';

/** What the runner reports as episodes finish (the progress bar). */
export interface RunObserver {
  started?(total: number, skipped: number): void;
  finished?(spec: EpisodeSpec, record: EpisodeRecord): void;
}

export interface ExperimentOptions extends Omit<EpisodeEnv, 'sessionsDir' | 'connect' | 'connectJudge'> {
  suite: Suite;
  models: readonly string[];
  repeats: number;
  concurrency: number;
  /** Results folder: settings.json, episodes.jsonl, sessions/, report/. */
  outDir: string;
  /** `--episodes`: comma-separated globs over `task@scene`. */
  episodes?: string | undefined;
  /** How the LLM is asked, part of the folder's settings (absent: the defaults, or no LLM). */
  llmSettings?: LlmSettings | undefined;
  /** The variants to run every episode with (`--clarify`, `--candidates`, `--refine-from`); default: one, from `clarify`. */
  variants?: readonly EpisodeVariant[];
  /** Where the episodes run. */
  simulators: SimulatorPool;
  /** Start over: delete the folder's episodes, sessions and report first (`--fresh`). */
  fresh?: boolean;
  /** `--replay`: where recorded LLM replies come from (a setting of the folder). */
  replaySource?: string | undefined;
  observer?: RunObserver;
  /** Once aborted, no new episode starts and those running are abandoned (not recorded). */
  signal?: AbortSignal;
}

export interface ExperimentRun {
  /** The record of every episode this run covers (this run's and earlier ones'; latestRecords). */
  records: EpisodeRecord[];
  /** A message for each second finished record of an episode in the results file (the first is kept). */
  duplicates: string[];
  /** Episodes the run covers (models × variants × repeats × episodes). */
  total: number;
  /** Episodes run now, and those skipped because an earlier run finished them. */
  ran: number;
  skipped: number;
  /** Episodes not run because of the interrupt: never started, or cut short (not recorded). */
  notRun: number;
  interrupted: boolean;
  settings: ExperimentSettings;
  scope: ExperimentScope;
}

/** The episodes an experiment consists of, in run order: model, variant, repeat, then suite order. */
export function experimentSpecs(suite: Suite, models: readonly string[], repeats: number, episodes?: string, variants?: readonly EpisodeVariant[]): EpisodeSpec[] {
  const keep = episodeFilter(episodes);
  const chosen = suiteEpisodes(suite).filter((e) => keep(e.id));
  if (chosen.length === 0) throw new InputError(`--episodes '${episodes}' matches no episode of suite '${suite.suite}' (ids look like ${suiteEpisodes(suite)[0]?.id})`);
  const specs: EpisodeSpec[] = [];
  for (const model of models) {
    for (const variant of variants ?? [undefined]) {
      for (let repeat = 1; repeat <= repeats; repeat++) {
        for (const episode of chosen) specs.push({ suite: suite.suite, task: episode.task, scene: episode.scene, model, repeat, ...(variant ? { variant } : {}) });
      }
    }
  }
  return specs;
}

/** The settings this run's episodes run under (what settings.json records). */
export function experimentSettings(options: ExperimentOptions): ExperimentSettings {
  return {
    suite: { name: options.suite.suite, hash: suiteHash(options.suite) },
    models: [...options.models],
    planner: {
      mode: options.planners.kind,
      replay: options.replaySource === undefined ? null : resolve(options.replaySource),
      allocatorModel: options.allocatorModel ?? null,
    },
    user: options.llmUser === undefined ? 'simulated' : { llm: Object.fromEntries(options.models.map((m) => [m, options.llmUser!.modelFor(m)])) },
    budgets: { maxRefinements: options.maxRefinements, humanRefinements: options.maxHumanRefinements, maxRepairs: options.maxRepairs },
    autoFix: options.autoFix ?? false,
    searchFix: options.searchFix ?? false,
    goalReview: options.goalReview ?? false,
    ...(options.maxGoalRefinements === undefined ? {} : { maxGoalRefinements: options.maxGoalRefinements }),
    variants: [...variantsOf(options)],
    teams: [...(options.teams ?? ['paper'])],
    allocators: [...(options.allocators?.names ?? ['paper'])],
    reliabilityFloor: options.allocators?.floor ?? DEFAULT_RELIABILITY_FLOOR,
    backend: options.simulators.backend,
    code: codeVersion(),
    ...(options.llmSettings === undefined ? {} : { llm: options.llmSettings }),
  };
}

function variantsOf(options: ExperimentOptions): readonly EpisodeVariant[] {
  return options.variants ?? [{ clarify: options.clarify, candidates: 1, refineFrom: 'reset' as const }];
}

/** Runs what is not finished yet and returns every record the run covers. */
export async function runExperiment(options: ExperimentOptions): Promise<ExperimentRun> {
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1) throw new InputError(`--concurrency must be a whole number >= 1, not ${options.concurrency}`);
  if (!Number.isInteger(options.repeats) || options.repeats < 1) throw new InputError(`--repeats must be a whole number >= 1, not ${options.repeats}`);
  const specs = experimentSpecs(options.suite, options.models, options.repeats, options.episodes, variantsOf(options));
  const settings = experimentSettings(options);
  const scope: ExperimentScope = { repeats: options.repeats, episodes: options.episodes ?? null };
  openResultsFolder(options.outDir, settings, scope, { fresh: options.fresh === true, simulators: options.simulators.info.source });

  const path = join(options.outDir, EPISODES_FILE);
  const done = finishedKeys(readEpisodeRecords(path));
  const keyOf = (spec: EpisodeSpec) => episodeKey({ suite: spec.suite, task: spec.task.id, scene: spec.scene, model: spec.model, repeat: spec.repeat, variant: spec.variant });
  const queue = specs.filter((spec) => !done.has(keyOf(spec)));
  const skipped = specs.length - queue.length;
  options.observer?.started?.(queue.length, skipped);

  const log = new EpisodeLog(path);
  const env: Omit<EpisodeEnv, 'connect'> = { ...options, sessionsDir: join(options.outDir, SESSIONS_DIR) };
  const aborted = abortPromise(options.signal);
  let ran = 0;
  let cutShort = 0;
  const isAborted = () => options.signal?.aborted === true;
  const worker = async (): Promise<void> => {
    while (!isAborted()) {
      const spec = queue.shift();
      if (spec === undefined) return;
      const record = await Promise.race([runOnSimulator(spec, env, options.simulators, options.signal), aborted]);
      // After an interrupt, an episode that errored was most likely stopped by it: not a result.
      if (record === undefined || (isAborted() && record.status === 'errored')) {
        cutShort += 1;
        return;
      }
      log.append(record);
      ran += 1;
      options.observer?.finished?.(spec, record);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, queue.length) }, worker));

  const wanted = new Set(specs.map(keyOf));
  const entries = readEpisodeEntries(path);
  const records = latestRecords(entries.map((e) => e.record)).filter((r) => wanted.has(episodeKey(r)));
  const duplicates = duplicateFinished(path, entries);
  const interrupted = options.signal?.aborted === true;
  return { records, duplicates, total: specs.length, ran, skipped, notRun: interrupted ? queue.length + cutShort : 0, interrupted, settings, scope };
}

/** Resolves (with undefined) when the signal aborts; never otherwise. */
function abortPromise(signal: AbortSignal | undefined): Promise<undefined> {
  return new Promise((resolve) => {
    if (signal === undefined) return;
    if (signal.aborted) resolve(undefined);
    signal.addEventListener('abort', () => resolve(undefined), { once: true });
  });
}

/**
 * Times an episode is started on a simulator at most: a simulator that dies under it (a launched
 * one is relaunched, an external one set aside, a cluster's replica restarted by Ray) puts the
 * episode back to run on another, as long as attempts are left.
 */
export const MAX_EPISODE_ATTEMPTS = 4;

/**
 * Runs an episode on a simulator of the pool; while it errors because that simulator died under
 * it, runs it again on a simulator (at most MAX_EPISODE_ATTEMPTS times in all). The record names
 * the simulator that ran it.
 */
async function runOnSimulator(spec: EpisodeSpec, env: Omit<EpisodeEnv, 'connect'>, pool: SimulatorPool, signal: AbortSignal | undefined): Promise<EpisodeRecord> {
  const attempt = async (): Promise<{ record: EpisodeRecord; died: boolean }> => {
    const lease = await pool.acquire();
    try {
      const record = await runEpisode(spec, { ...env, connect: () => lease.connect(), connectJudge: () => lease.connectJudge() });
      const died = record.status === 'errored' && signal?.aborted !== true && (await lease.died());
      return { record: { ...record, simulator: { name: lease.name, url: lease.url } }, died };
    } finally {
      lease.release();
    }
  };
  try {
    for (let attempts = 1; ; attempts++) {
      const { record, died } = await attempt();
      if (!died || attempts === MAX_EPISODE_ATTEMPTS) return record;
    }
  } catch (error) {
    // No simulator left to run it on.
    return { ...erroredRecord(spec, error, 0, null), user: episodeUser(env, spec.model) };
  }
}
