/**
 * The simulators of an experiment: several bridges (launched replicas, or `--bridge` URLs) that
 * the episodes are spread over. A simulator that serves many worlds at once (the symbolic
 * backend) takes episodes least-loaded first; one that serves one connection at a time (AI2-THOR)
 * takes one episode at a time, and then the team measurements (another team's agents, all at once:
 * a fresh world, not a prediction) go to a symbolic bridge of their own, the judge; dry runs are
 * the episode's simulator's predictions (`simulate`). A launched simulator
 * that dies is relaunched; an external one that dies is set aside for the rest of the run.
 * A pool that follows a cluster (ray-pool.ts) grows as simulators join, sets a lost one aside
 * until it is back, and while none is available waits for one instead of failing.
 */
import { BridgeProtocolError, shownBridgeUrl } from '../../bridge/index.js';
import { EnvironmentError, InputError } from '../../errors.js';
import { openExperimentBridge, type ExperimentBridge, type ExperimentBridgeOptions } from './bridge-pool.js';
import type { EpisodeConnection } from './episode.js';

/** What the pool needs of one simulator (an ExperimentBridge is one). */
export type Simulator = Pick<ExperimentBridge, 'url' | 'restarts' | 'connect' | 'alive' | 'close' | 'pid'> & {
  /** How records name it (`ray replica 2`); default `simulator N`. */
  readonly name?: string;
};

/** One episode's hold on a simulator. */
export interface SimulatorLease {
  /** 0-based index of the simulator. */
  readonly index: number;
  /** The simulator's name and address when the episode took it (what its record says). */
  readonly name: string;
  readonly url: string;
  /** The episode's world on its simulator (waits out a `busy` left by the previous episode's closing connection). */
  connect(): Promise<EpisodeConnection>;
  /** A fresh world for the team measurements: the same simulator when it serves many worlds, else the judge. */
  connectJudge(): Promise<EpisodeConnection>;
  /** True when the simulator (or the judge) died while the episode held it: run the episode again. */
  died(): Promise<boolean>;
  release(): void;
}

export interface SimulatorPoolInfo {
  backend: string;
  /** One episode per simulator at a time. */
  exclusive: boolean;
  /** Where the simulators come from, in words (`settings.json` records it for the latest run). */
  source?: string;
}

export class SimulatorPool {
  private readonly list: Simulator[];
  private readonly load: number[];
  private readonly down: boolean[];
  private readonly waiting: (() => void)[] = [];
  /** Connections open now, closed by close() so that abandoned episodes end at once. */
  private readonly open = new Set<EpisodeConnection>();
  /** While following a cluster: how long acquire() waits with no simulator available. */
  private followWaitMs: number | undefined;
  /** Called by close(), before the simulators are closed (the cluster follower stops). */
  private readonly closers: (() => Promise<void>)[] = [];

  constructor(
    simulators: readonly Simulator[],
    readonly info: SimulatorPoolInfo,
    private readonly judge?: Simulator,
    private readonly busyWaitMs = 20_000,
  ) {
    if (simulators.length === 0) throw new InputError('an experiment needs at least one simulator');
    if (info.exclusive && judge === undefined) throw new InputError('simulators that serve one connection at a time need a judge bridge for the dry runs');
    this.list = [...simulators];
    this.load = simulators.map(() => 0);
    this.down = simulators.map(() => false);
  }

  /** Every simulator the pool has had, in the order they came (set-aside ones included). */
  get simulators(): readonly Simulator[] {
    return this.list;
  }

  /** A simulator that joined (a cluster's new replica); returns its index. */
  add(simulator: Simulator): number {
    this.list.push(simulator);
    this.load.push(0);
    this.down.push(false);
    this.wake();
    return this.list.length - 1;
  }

  /** Sets simulator `index` aside (lost) or takes it back (answering again, or at a new address). */
  setAvailable(index: number, available: boolean): void {
    this.down[index] = !available;
    if (available) this.wake();
  }

  /**
   * Follows a cluster: with no simulator available, acquire() waits up to `waitMs` for one to
   * join or come back instead of failing; `stop` is called by close().
   */
  follow(waitMs: number, stop: () => Promise<void>): void {
    this.followWaitMs = waitMs;
    this.closers.push(stop);
  }

  get backend(): string {
    return this.info.backend;
  }

  /** Relaunches of every launched simulator (and the judge) so far. */
  get restarts(): number {
    return this.list.reduce((sum, s) => sum + s.restarts, 0) + (this.judge?.restarts ?? 0);
  }

  /** Simulators still in use (external ones that died are set aside). */
  get available(): number {
    return this.down.filter((d) => !d).length;
  }

  /**
   * A simulator for one episode: the least loaded, or (exclusive) the first free one, waiting
   * for one when all are taken.
   * @throws EnvironmentError when every simulator is down
   */
  async acquire(): Promise<SimulatorLease> {
    let emptySince: number | undefined;
    for (;;) {
      if (this.available === 0) {
        emptySince ??= Date.now();
        const left = this.followWaitMs === undefined ? 0 : emptySince + this.followWaitMs - Date.now();
        if (left <= 0) {
          const waited = this.followWaitMs === undefined ? '' : ` and none came back within ${Number((this.followWaitMs / 1000).toFixed(1))} s`;
          throw new EnvironmentError(`every simulator is down (${this.list.map((s) => s.url).join(', ')})${waited}`);
        }
        await this.nextWake(left);
        continue;
      }
      emptySince = undefined;
      const index = this.pick();
      if (index !== undefined) return this.lease(index);
      await this.nextWake(undefined);
    }
  }

  /** Resolves at the next wake(), or after `ms`. */
  private nextWake(ms: number | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(resolve, ms);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Closes the connections still open (of episodes abandoned after an interrupt), then stops every launched simulator and the judge. */
  async close(): Promise<void> {
    await Promise.allSettled(this.closers.splice(0).map((stop) => stop()));
    await Promise.allSettled([...this.open].map((c) => c.close()));
    await Promise.allSettled([...this.list.map((s) => s.close()), this.judge?.close()]);
  }

  /** Keeps `connection` in the open set until it is closed. */
  private track(connection: EpisodeConnection): EpisodeConnection {
    this.open.add(connection);
    return {
      client: connection.client,
      close: () => {
        this.open.delete(connection);
        return connection.close();
      },
    };
  }

  private pick(): number | undefined {
    let best: number | undefined;
    this.load.forEach((load, i) => {
      if (this.down[i]) return;
      if (this.info.exclusive && load > 0) return;
      if (best === undefined || load < this.load[best]!) best = i;
    });
    return best;
  }

  private wake(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  private lease(index: number): SimulatorLease {
    const simulator = this.list[index]!;
    this.load[index]! += 1;
    const restartsAtStart = simulator.restarts + (this.judge?.restarts ?? 0);
    let released = false;
    return {
      index,
      name: simulator.name ?? `simulator ${index + 1}`,
      url: shownBridgeUrl(simulator.url),
      connect: async () => this.track(await (this.info.exclusive ? this.connectWhenFree(simulator) : simulator.connect())),
      connectJudge: async () => this.track(await (this.info.exclusive ? this.judge!.connect() : simulator.connect())),
      died: async () => {
        if (simulator.restarts + (this.judge?.restarts ?? 0) !== restartsAtStart) return true;
        if ((await simulator.alive()) && (this.judge === undefined || (await this.judge.alive()))) return false;
        // An external simulator cannot be relaunched: set it aside.
        if (simulator.pid === undefined && !(await simulator.alive())) this.down[index] = true;
        return true;
      },
      release: () => {
        if (released) return;
        released = true;
        this.load[index]! -= 1;
        this.wake();
      },
    };
  }

  /** Connects to an exclusive simulator, retrying while it still serves the previous episode's connection. */
  private async connectWhenFree(simulator: Simulator): Promise<EpisodeConnection> {
    const deadline = Date.now() + this.busyWaitMs;
    for (;;) {
      const connection = await simulator.connect();
      try {
        // A busy bridge answers the first request `busy`; a free one `no_scene` (nothing loaded yet).
        await connection.client.state();
        return connection;
      } catch (error) {
        if (error instanceof BridgeProtocolError && error.code === 'no_scene') return connection;
        await connection.close();
        if (!(error instanceof BridgeProtocolError && error.code === 'busy') || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
}

export interface OpenPoolOptions extends Omit<ExperimentBridgeOptions, 'bridgeUrl'> {
  /** External bridges (`--bridge`, repeatable); none: launch `replicas` of `backend`. */
  bridgeUrls?: readonly string[] | undefined;
  /** Simulators to launch (default 1). */
  replicas?: number;
  /** Scenes of the judge bridge (the symbolic scenes the worlds are loaded from). */
  judgeScenesDir?: string | undefined;
}

/**
 * Launches the replicas (or reaches the external bridges), asks each what it serves, and adds a
 * judge bridge when they serve one connection at a time.
 * @throws EnvironmentError when one cannot be started or reached; InputError when they serve different backends
 */
export async function openSimulatorPool(options: OpenPoolOptions): Promise<SimulatorPool> {
  const urls = options.bridgeUrls ?? [];
  const opened: ExperimentBridge[] = [];
  try {
    const simulators =
      urls.length > 0
        ? await Promise.all(urls.map((url) => openTracked(opened, { ...options, bridgeUrl: url })))
        : await Promise.all(Array.from({ length: options.replicas ?? 1 }, () => openTracked(opened, options)));
    const source = urls.length > 0 ? `${urls.length} bridge(s) given with --bridge` : `${simulators.length} ${options.backend} simulator(s) launched here`;
    return await poolOver(simulators, options, opened, source);
  } catch (error) {
    await Promise.allSettled(opened.map((b) => b.close()));
    throw error;
  }
}

/** Opens a bridge and remembers it in `opened` (closed by the caller if the pool never forms). */
async function openTracked(opened: ExperimentBridge[], options: ExperimentBridgeOptions): Promise<ExperimentBridge> {
  const bridge = await openExperimentBridge(options);
  opened.push(bridge);
  return bridge;
}

/**
 * The pool over `simulators` (the bridges of `openSimulatorPool`, or a cluster's replicas): asks
 * each what it serves, refuses a mix of backends, and launches the judge bridge when they serve
 * one connection at a time. Bridges it opens go into `opened`.
 */
export async function poolOver(simulators: readonly (Simulator & Pick<ExperimentBridge, 'hello'>)[], options: OpenPoolOptions, opened: ExperimentBridge[], source: string): Promise<SimulatorPool> {
  const hellos = await Promise.all(simulators.map((s) => s.hello()));
  const backends = [...new Set(hellos.map((h) => h.backend))];
  if (backends.length > 1) {
    throw new InputError(`the bridges serve different backends: ${simulators.map((s, i) => `${shownBridgeUrl(s.url)} ${hellos[i]!.backend}`).join(', ')}; give bridges of one backend`);
  }
  const exclusive = hellos.some((h) => h.exclusive === true || h.backend === 'ai2thor');
  const judge = exclusive
    ? await openTracked(opened, { ...options, backend: 'symbolic', bridgeUrl: undefined, token: undefined, scenesDir: options.judgeScenesDir, stepDelayMs: undefined, exclusive: undefined })
    : undefined;
  return new SimulatorPool(simulators, { backend: backends[0]!, exclusive, source }, judge);
}
