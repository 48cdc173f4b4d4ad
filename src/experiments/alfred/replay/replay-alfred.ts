/**
 * `iteraplan fidelity replay-alfred`: ALFRED's expert demonstrations replayed through real bridges.
 * Each trajectory is read, its start derived and written as a scene, and replayed (replay-one.ts)
 * on one of `replicas` symbolic bridges, trajectories spread over them as they free up; the
 * outcomes are tallied (replay-tally.ts) as they come.
 *
 * `bridge` runs the replay on another backend: each replica's bridge gets its own environment, the
 * start is written to the file that replica's backend loads its room from, the floorplan is reset
 * and every step is sent for real (the ai2thor backend on its test double: bench/alfred-replay.mjs
 * --backend ai2thor-double).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BridgeClient, launchBridge, type BridgeProcess } from '../../../bridge/index.js';
import type { Trackers } from '../../../goals/index.js';
import { displayPath, listScenes, loadCatalogue, loadScene, type Scene } from '../../../world/index.js';
import { mergeSceneFolders } from '../../suites/suite-scenes.js';
import { trajectoryFiles } from '../import-suite.js';
import { loadAlfredLayouts } from '../layouts.js';
import { renderScene } from '../scene-yaml.js';
import { readAlfredDemonstration } from './demonstration.js';
import { prepareReplay, type PrepareContext } from './prepare.js';
import { replayOne, type ReplayOutcome } from './replay-one.js';

/** A backend other than the symbolic one that replays from a start file. */
export interface ReplayBridge {
  /** The bridge's `--backend`. */
  backend: string;
  /** Replica `replica`'s bridge environment, added to the options' env. */
  env(replica: number): NodeJS.ProcessEnv;
  /** Where replica `replica`'s backend reads the start scene from at each reset. */
  startFile(replica: number): string;
}

export interface ReplayAlfredOptions {
  /** traj_data.json files, or folders holding them. */
  paths: readonly string[];
  /** The shipped scenes and catalogue. */
  scenesDir: string;
  env: NodeJS.ProcessEnv;
  /** Bridges run side by side (default 1). */
  replicas?: number;
  /** Another backend to replay on (default: the symbolic world, with `simulate`). */
  bridge?: ReplayBridge;
  /** Whose trackers judge heated, cooled and cleaned goals (default `unity`; docs/fidelity.md). */
  trackers?: Trackers;
  /** Called after each trajectory. */
  onOutcome?: (outcome: ReplayOutcome, done: number, total: number) => void;
}

/** Replays every trajectory of `paths`; the outcomes in file order. */
export async function replayAlfred(options: ReplayAlfredOptions): Promise<ReplayOutcome[]> {
  const files = trajectoryFiles(options.paths);
  const catalogue = loadCatalogue(options.scenesDir);
  const shipped = new Set(listScenes(options.scenesDir));
  const floorplans = new Map<string, Scene>();
  const context: PrepareContext = {
    catalogue,
    layouts: loadAlfredLayouts(),
    floorplan(name) {
      if (!shipped.has(name)) return undefined;
      if (!floorplans.has(name)) floorplans.set(name, loadScene(name, catalogue, options.scenesDir));
      return floorplans.get(name);
    },
  };
  const scratch = mkdtempSync(join(tmpdir(), 'iteraplan-replay-'));
  const bridges: BridgeProcess[] = [];
  const clients: BridgeClient[] = [];
  try {
    const empty = join(scratch, 'none');
    mkdirSync(empty);
    const scenes = mergeSceneFolders(options.scenesDir, empty, join(scratch, 'scenes'));
    const replicas = Math.max(1, Math.min(options.replicas ?? 1, files.length));
    const other = options.bridge;
    for (let i = 0; i < replicas; i += 1) {
      const bridge = other === undefined
        ? await launchBridge({ backend: 'symbolic', scenesDir: scenes, env: options.env })
        : await launchBridge({ backend: other.backend, env: { ...options.env, ...other.env(i) } });
      bridges.push(bridge);
      clients.push(await BridgeClient.connect(bridge.url, { token: bridge.token }));
    }
    const outcomes: ReplayOutcome[] = new Array(files.length);
    let next = 0;
    let done = 0;
    let failed = false;
    const work = async (client: BridgeClient, replica: number) => {
      while (next < files.length && !failed) {
        const index = next++;
        const path = files[index]!;
        const prepared = prepareReplay(readAlfredDemonstration(path), displayPath(path), context);
        const startFile = other === undefined ? join(scenes, `${prepared.start.ok ? prepared.start.scene.scene : 'none'}.yaml`) : other.startFile(replica);
        if (prepared.start.ok) writeFileSync(startFile, renderScene(prepared.start.scene, catalogue, [`replay of ${prepared.file}`]));
        const trackers = options.trackers === undefined ? {} : { trackers: options.trackers };
        const outcome = await replayOne(prepared, client, catalogue, other === undefined ? trackers : { scene: prepared.floorplan, stepwise: true, ...trackers });
        if (prepared.start.ok) rmSync(startFile);
        outcomes[index] = outcome;
        done += 1;
        options.onOutcome?.(outcome, done, files.length);
      }
    };
    // A bad file stops every worker; the first error is the one reported.
    const settled = await Promise.allSettled(clients.map((client, replica) => work(client, replica).catch((error: unknown) => {
      failed = true;
      throw error;
    })));
    const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (rejected !== undefined) throw rejected.reason;
    return outcomes;
  } finally {
    await Promise.allSettled(clients.map((c) => c.close()));
    await Promise.allSettled(bridges.map((b) => b.close()));
    rmSync(scratch, { recursive: true, force: true });
  }
}
