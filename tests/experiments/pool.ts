/** Test helpers: a simulator pool over bridges a test opened, and table inputs from records. */
import type { ExperimentBridge } from '../../src/experiments/bridge-pool.js';
import type { EpisodeRecord } from '../../src/experiments/episode-record.js';
import { kRange } from '../../src/experiments/metrics.js';
import { SimulatorPool, type Simulator } from '../../src/experiments/simulator-pool.js';
import type { TableInput } from '../../src/experiments/tables.js';

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
