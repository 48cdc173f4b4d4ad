/**
 * The experiment runner: every (model, repeat, episode) not finished yet, run `concurrency` at a
 * time, each episode on its own bridge connections; each record is appended to episodes.jsonl
 * as the episode ends, so a rerun resumes where the last one stopped.
 */
import { join } from 'node:path';
import { InputError } from '../errors.js';
import { episodeKey, type EpisodeRecord, type EpisodeUser } from './episode-record.js';
import { episodeUser, runEpisode, type EpisodeEnv, type EpisodeSpec } from './episode.js';
import { episodeFilter } from './episode-filter.js';
import { EPISODES_FILE, EpisodeLog, finishedKeys, latestRecords, readEpisodeRecords } from './results-log.js';
import { suiteEpisodes, type Suite } from './suite.js';
import type { EpisodeVariant } from './variant.js';

/** What the runner reports as episodes finish (the progress bar). */
export interface RunObserver {
  started?(total: number, skipped: number): void;
  finished?(spec: EpisodeSpec, record: EpisodeRecord): void;
}

export interface ExperimentOptions extends Omit<EpisodeEnv, 'sessionsDir'> {
  suite: Suite;
  models: readonly string[];
  repeats: number;
  concurrency: number;
  /** Results folder: episodes.jsonl, sessions/, the reports. */
  outDir: string;
  /** `--episodes`: comma-separated globs over `task@scene`. */
  episodes?: string | undefined;
  /** The variants to run every episode with (`--clarify`, `--candidates`, `--refine-from`); default: one, from `clarify`. */
  variants?: readonly EpisodeVariant[];
  observer?: RunObserver;
  /** Once aborted, no new episode starts; those running finish and are recorded. */
  signal?: AbortSignal;
  /** The experiment's bridge, when it is launched here: an episode it died under is retried once. */
  bridge?: { readonly restarts: number; alive(): Promise<boolean> };
}

export interface ExperimentRun {
  /** The newest record of every episode in the results file (this run's and earlier ones'). */
  records: EpisodeRecord[];
  /** Episodes run now, and those skipped because an earlier run finished them. */
  ran: number;
  skipped: number;
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

/** Runs what is not finished yet and returns every record. */
export async function runExperiment(options: ExperimentOptions): Promise<ExperimentRun> {
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1) throw new InputError(`--concurrency must be a whole number >= 1, not ${options.concurrency}`);
  if (!Number.isInteger(options.repeats) || options.repeats < 1) throw new InputError(`--repeats must be a whole number >= 1, not ${options.repeats}`);
  const path = join(options.outDir, EPISODES_FILE);
  const earlier = readEpisodeRecords(path);
  const done = finishedKeys(earlier);
  const variants = options.variants ?? [{ clarify: options.clarify, candidates: 1, refineFrom: 'reset' as const }];
  const specs = experimentSpecs(options.suite, options.models, options.repeats, options.episodes, variants);
  const keyOf = (spec: EpisodeSpec) => episodeKey({ suite: spec.suite, task: spec.task.id, scene: spec.scene, model: spec.model, repeat: spec.repeat, variant: spec.variant });
  checkSameUser(earlier, new Map(specs.map((spec) => [keyOf(spec), episodeUser(options, spec.model)])), path);
  checkSameTeams(earlier, new Set(specs.map(keyOf)), options.teams, path);
  const queue = specs.filter((spec) => !done.has(keyOf(spec)));
  const skipped = specs.length - queue.length;
  options.observer?.started?.(queue.length, skipped);

  const log = new EpisodeLog(path);
  const env: EpisodeEnv = { ...options, sessionsDir: join(options.outDir, 'sessions') };
  let ran = 0;
  const worker = async (): Promise<void> => {
    while (options.signal?.aborted !== true) {
      const spec = queue.shift();
      if (spec === undefined) return;
      const record = await runWithBridgeRetry(spec, env, options.bridge);
      log.append(record);
      ran += 1;
      options.observer?.finished?.(spec, record);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, queue.length) }, worker));

  const wanted = new Set(specs.map(keyOf));
  const records = latestRecords(readEpisodeRecords(path)).filter((r) => wanted.has(episodeKey(r)));
  return { records, ran, skipped };
}

/**
 * A resumed episode must be judged by the user this run would use: otherwise a rerun with
 * `--user llm` would skip the simulated user's finished episodes and report them as its own.
 * @throws InputError naming the results file and the first episode judged by another user
 */
function checkSameUser(earlier: readonly EpisodeRecord[], users: ReadonlyMap<string, EpisodeUser>, path: string): void {
  for (const record of earlier) {
    const wanted = users.get(episodeKey(record));
    if (record.status !== 'finished' || wanted === undefined) continue;
    const had = userName(record.user ?? { kind: 'simulated' });
    if (had !== userName(wanted)) {
      throw new InputError(`${path}: episode ${episodeKey(record)} was judged by ${had}, but this run's user is ${userName(wanted)}; write the results to another --out folder`, { file: path });
    }
  }
}

/**
 * A resumed episode must have been measured with the teams this run measures (`--team`), or the
 * team tables would mix episodes measured differently.
 * @throws InputError naming the results file, the episode and both team lists
 */
function checkSameTeams(earlier: readonly EpisodeRecord[], wanted: ReadonlySet<string>, teams: readonly string[] | undefined, path: string): void {
  if (teams === undefined) return;
  const list = teams.join(',');
  for (const record of earlier) {
    if (record.status !== 'finished' || !wanted.has(episodeKey(record)) || record.teams === null) continue;
    const had = Object.keys(record.teams ?? {}).join(',');
    if (had !== list) {
      throw new InputError(`${path}: episode ${episodeKey(record)} was measured with the teams '${had || 'none'}', but this run measures '${list}'; write the results to another --out folder`, { file: path });
    }
  }
}

function userName(user: EpisodeUser): string {
  return user.kind === 'llm' ? `the LLM user (${user.model})` : 'the simulated user';
}

/**
 * Runs an episode; if it errored because the bridge died under it (the bridge is dead now, or
 * was relaunched meanwhile), runs it once more on the relaunched bridge.
 */
async function runWithBridgeRetry(spec: EpisodeSpec, env: EpisodeEnv, bridge: ExperimentOptions['bridge']): Promise<EpisodeRecord> {
  const before = bridge?.restarts ?? 0;
  const record = await runEpisode(spec, env);
  if (record.status !== 'errored' || bridge === undefined) return record;
  if (bridge.restarts === before && (await bridge.alive())) return record;
  return runEpisode(spec, env);
}
