/**
 * The simulators of an experiment on a Ray cluster (`iteraplan experiment --ray ADDRESS`): the
 * bridge replicas that `iteraplan bridge --ray` placed there, as their registry lists them. The
 * pool keeps following the registry for the whole run: a replica that joins is used, one that
 * stops answering is set aside, and one that Ray restarted elsewhere is used again at its new
 * address; episodes that a dying replica held run again on another (runner.ts). The pool logic
 * is simulator-pool.ts's; this file only turns registry changes into its calls.
 */
import { registryChanges, watchRayRegistry, type KnownReplica, type RayReplica, type RaySnapshot } from '../../bridge/index.js';
import { EnvironmentError } from '../../errors.js';
import { openExperimentBridge, type ExperimentBridge } from './bridge-pool.js';
import { poolOver, type OpenPoolOptions, type Simulator, type SimulatorPool } from './simulator-pool.js';

export interface RayPoolOptions extends Omit<OpenPoolOptions, 'bridgeUrls' | 'replicas'> {
  /** `auto`, HOST:PORT of the head, or ray://HOST:PORT. */
  address: string;
  registry?: string | undefined;
  /** How long to wait for a first replica, and later for one to come back when none is left. */
  waitMs: number;
  /** Notes for the person: replicas joining, lost, back at a new address. */
  notify?: (message: string) => void;
}

/** A replica as a simulator of the pool: the bridge at its current address, moved when Ray restarts it. */
class ReplicaSimulator implements Simulator {
  restarts = 0;
  constructor(
    readonly replica: number,
    private bridge: ExperimentBridge,
  ) {}

  get name(): string {
    return `ray replica ${this.replica}`;
  }
  get url(): string {
    return this.bridge.url;
  }
  get pid(): undefined {
    return undefined; // Ray restarts it, not us: a lost one is set aside until it is back
  }
  moveTo(bridge: ExperimentBridge): void {
    this.bridge = bridge;
    this.restarts += 1;
  }
  connect: Simulator['connect'] = () => this.bridge.connect();
  alive = () => this.bridge.alive();
  hello = () => this.bridge.hello();
  close = () => Promise.resolve(); // the replicas belong to `iteraplan bridge --ray`
}

/**
 * Follows the registry until a replica answers, builds the pool over the replicas alive then,
 * and keeps applying the registry's changes to it until the pool is closed.
 * @throws EnvironmentError when Ray is missing, the cluster is unreachable, or no replica answered within `waitMs`
 */
export async function openRaySimulatorPool(options: RayPoolOptions): Promise<SimulatorPool> {
  const notify = options.notify ?? (() => undefined);
  const known = new Map<number, KnownReplica>();
  const simulators = new Map<number, { simulator: ReplicaSimulator; index: number | undefined }>();
  let pool: SimulatorPool | undefined;
  let latest: RaySnapshot | undefined;
  let applying: Promise<void> = Promise.resolve();
  let onFirst: (() => void) | undefined;
  const firstAlive = new Promise<void>((resolve) => (onFirst = resolve));

  const bridgeAt = (replica: RayReplica) => openExperimentBridge({ ...options, bridgeUrl: replica.url, scenesDir: undefined, stepDelayMs: undefined, exclusive: undefined });

  /** Applies one snapshot's changes to the pool, in order. */
  const apply = async (snapshot: RaySnapshot): Promise<void> => {
    for (const change of registryChanges(known, snapshot)) {
      const { replica } = change;
      const entry = simulators.get(replica.replica);
      if (change.kind === 'joined' && entry === undefined) {
        let bridge: ExperimentBridge;
        try {
          bridge = await bridgeAt(replica);
        } catch {
          continue; // not reachable yet: the next snapshot tries again
        }
        const simulator = new ReplicaSimulator(replica.replica, bridge);
        simulators.set(replica.replica, { simulator, index: pool?.add(simulator) });
        known.set(replica.replica, { url: replica.url, alive: true });
        if (pool !== undefined) notify(`ray replica ${replica.replica} joined (${replica.url} on ${replica.node})`);
      } else if (change.kind === 'moved' && entry !== undefined) {
        let bridge: ExperimentBridge | undefined;
        try {
          bridge = replica.alive ? await bridgeAt(replica) : undefined;
        } catch {
          bridge = undefined;
        }
        if (entry.index !== undefined) pool?.setAvailable(entry.index, bridge !== undefined);
        // Not answering yet: set aside, and the next snapshot tries the new address again.
        if (bridge === undefined) continue;
        entry.simulator.moveTo(bridge);
        known.set(replica.replica, { url: replica.url, alive: true });
        notify(`ray replica ${replica.replica} was restarted by Ray: now ${replica.url} on ${replica.node}`);
      } else if (entry !== undefined && (change.kind === 'lost' || change.kind === 'back')) {
        known.set(replica.replica, { url: replica.url, alive: change.kind === 'back' });
        if (entry.index !== undefined) pool?.setAvailable(entry.index, change.kind === 'back');
        notify(`ray replica ${replica.replica} (${replica.url} on ${replica.node}) ${change.kind === 'back' ? 'answers again' : 'stopped answering; its episodes run again elsewhere'}`);
      }
    }
    if (pool === undefined && simulators.size > 0) onFirst?.();
  };

  let noRegistryNoted = false;
  const watch = await watchRayRegistry({
    address: options.address,
    registry: options.registry,
    env: options.env,
    onSnapshot: (snapshot) => {
      latest = snapshot;
      if (!snapshot.found && !noRegistryNoted) {
        noRegistryNoted = true;
        notify(`no bridge registry '${snapshot.registry}' on the Ray cluster at ${options.address} yet: waiting for one (start it with iteraplan bridge --ray ${options.address} --replicas N)`);
      }
      applying = applying.then(() => apply(snapshot));
    },
  });
  const opened: ExperimentBridge[] = [];
  try {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new EnvironmentError(`no bridge replica answered on the Ray cluster at ${options.address} within ${Math.round(options.waitMs / 1000)} s (registry '${latest?.registry ?? options.registry ?? 'iteraplan-bridges'}' ${latest?.found ? `lists ${latest.replicas.length} of ${latest.expected}` : 'not found'})`)),
        options.waitMs,
      );
    });
    try {
      await Promise.race([firstAlive, timeout, watch.ended.then(() => Promise.reject(new EnvironmentError('the watch of the Ray cluster stopped')))]);
    } finally {
      clearTimeout(timer);
    }
    await applying;
    const first = [...simulators.values()].sort((a, b) => a.simulator.replica - b.simulator.replica);
    const source = `Ray cluster at ${options.address}, registry '${latest?.registry ?? options.registry}'`;
    const created = await poolOver(first.map((e) => e.simulator), options, opened, source);
    first.forEach((entry, index) => (entry.index = index));
    pool = created;
    // Replicas that joined while the pool was forming.
    for (const entry of simulators.values()) entry.index ??= created.add(entry.simulator);
    pool.follow(options.waitMs, () => watch.close());
    // Whatever the registry said while the pool was forming applies now.
    if (latest !== undefined) applying = applying.then(() => apply(latest!));
    watch.ended.catch((error: unknown) => notify(`${(error as Error).message}; going on with the replicas known so far`));
    return created;
  } catch (error) {
    await watch.close();
    await Promise.allSettled(opened.map((b) => b.close()));
    throw error;
  }
}
