/** Test helpers: a simulator pool over bridges a test opened, experiment options, and table inputs from records. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExperimentBridge } from '../../src/experiments/run/bridge-pool.js';
import type { EpisodeRecord } from '../../src/experiments/results/episode-record.js';
import { kRange } from '../../src/experiments/tables/metrics.js';
import { experimentLlms } from '../../src/experiments/run/llm-roles.js';
import { RateLimiter } from '../../src/experiments/run/rate-limit.js';
import type { ExperimentOptions } from '../../src/experiments/run/runner.js';
import { SimulatorPool, type Simulator } from '../../src/experiments/run/simulator-pool.js';
import type { Suite } from '../../src/experiments/suites/suite.js';
import type { TableInput } from '../../src/experiments/tables/tables.js';
import { loadWorld } from '../../src/world/index.js';

/** A pool of one symbolic bridge (many episodes at once). */
export function singlePool(bridge: ExperimentBridge | Simulator): SimulatorPool {
  return new SimulatorPool([bridge], { backend: 'symbolic', exclusive: false });
}

/** Tables over records with budgets 0..5 and no published values. */
export function tableInput(records: readonly EpisodeRecord[], budget = 5): TableInput {
  return { records, ocrKs: kRange(budget), serKs: kRange(budget), published: null };
}

/** The bridge as a simulator whose connections come from `connect` (to fail or kill on cue). */
export function wrapped(bridge: Simulator, connect: Simulator['connect']): Simulator {
  return {
    get url() {
      return bridge.url;
    },
    get restarts() {
      return bridge.restarts;
    },
    get pid() {
      return bridge.pid;
    },
    alive: () => bridge.alive(),
    close: () => bridge.close(),
    connect,
  };
}

/** Options of an offline-planner experiment over `simulators`: budgets 2 and 5, no questions; `overrides` win. */
export function offlineOptions(suite: Suite, simulators: SimulatorPool, overrides: Partial<ExperimentOptions> = {}): ExperimentOptions {
  const offline = experimentLlms({ kind: 'offline', env: {}, limiter: new RateLimiter() });
  return llmOptions(suite, simulators, offline, { models: ['offline'], maxRefinements: 2, feedbackStyle: 'commands', ...overrides });
}

/** Options of one model's experiment over `simulators` with the LLM roles given: budgets 5, no questions, the user in words; `overrides` win. */
export function llmOptions(suite: Suite, simulators: SimulatorPool, llms: ReturnType<typeof experimentLlms>, overrides: Partial<ExperimentOptions> = {}): ExperimentOptions {
  return {
    suite,
    models: ['planner-a'],
    repeats: 1,
    concurrency: 1,
    outDir: mkdtempSync(join(tmpdir(), 'experiment-')),
    simulators,
    world: (scene) => loadWorld(scene),
    ...llms,
    maxRefinements: 5,
    maxHumanRefinements: 5,
    maxRepairs: 3,
    clarify: false,
    feedbackStyle: 'words',
    ...overrides,
  };
}
