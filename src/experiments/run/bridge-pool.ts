/**
 * One bridge of an experiment (one simulator): launched (and relaunched when it dies) or an
 * external `--bridge` URL, and a new connection for every world an episode needs — in the
 * symbolic backend one connection is one independent world, so concurrent episodes never see
 * each other's objects. simulator-pool.ts spreads episodes over several of them.
 */
import { BridgeClient, launchBridge, type BridgeProcess, type HelloResult, type RenderOptions } from '../../bridge/index.js';
import type { EpisodeConnection } from './episode.js';

export interface ExperimentBridgeOptions {
  backend: string;
  /** An already running bridge; else one is launched. */
  bridgeUrl?: string | undefined;
  token?: string | undefined;
  scenesDir?: string | undefined;
  /** ai2thor backend: how the launched bridges render. */
  render?: RenderOptions | undefined;
  env: NodeJS.ProcessEnv;
  /** Tests and benchmarks only (symbolic backend): AI2-THOR's step time and one connection at a time. */
  stepDelayMs?: number | undefined;
  exclusive?: boolean | undefined;
}

export interface ExperimentBridge {
  /** Opens a fresh connection (a fresh world); relaunches a launched bridge that has died. */
  connect(): Promise<EpisodeConnection>;
  /** Stops the launched bridge (not an external one). */
  close(): Promise<void>;
  /** The current bridge's address (a relaunched bridge listens on a new port). */
  readonly url: string;
  /** The launched bridge's process id (undefined for an external bridge). */
  readonly pid: number | undefined;
  /** How many times the launched bridge was relaunched after dying. */
  readonly restarts: number;
  /** False when the bridge has died or refuses connections (a launched one is relaunched by the next `connect()`). */
  alive(): Promise<boolean>;
  /** The bridge's `hello` (backend, scenes, whether it serves one connection at a time), on a connection of its own. */
  hello(): Promise<HelloResult>;
}

/**
 * Launches or locates the bridge; rejects with an EnvironmentError when it cannot be started or
 * reached. A launched bridge that dies is relaunched by the next `connect()` (once for all the
 * episodes asking at that moment), so an overnight run survives a crashed simulator.
 */
export async function openExperimentBridge(options: ExperimentBridgeOptions): Promise<ExperimentBridge> {
  const external = options.bridgeUrl !== undefined && options.bridgeUrl !== '';
  let process: BridgeProcess | undefined;
  let url = options.bridgeUrl ?? '';
  let token = options.token ?? options.env['ITERAPLAN_BRIDGE_TOKEN'];
  let dead = false;
  let closed = false;
  let restarts = 0;
  let relaunching: Promise<void> | undefined;

  const launch = async (): Promise<void> => {
    const launched = await launchBridge({ backend: options.backend, scenesDir: options.scenesDir, render: options.render, env: options.env, stepDelayMs: options.stepDelayMs, exclusive: options.exclusive });
    process = launched;
    url = launched.url;
    token = launched.token;
    dead = false;
    void launched.exited.then(() => {
      if (process === launched) dead = true;
    });
  };
  const relaunch = (): Promise<void> => {
    relaunching ??= launch().then(
      () => {
        restarts += 1;
        relaunching = undefined;
      },
      (error: unknown) => {
        relaunching = undefined;
        throw error;
      },
    );
    return relaunching;
  };
  const open = async (): Promise<EpisodeConnection> => {
    const client = await BridgeClient.connect(url, { token });
    return { client, close: () => client.close() };
  };
  const connect = async (): Promise<EpisodeConnection> => {
    if (!external && dead && !closed) await relaunch();
    try {
      return await open();
    } catch (error) {
      // A launched bridge that refuses connections has died: wait for it to be gone, relaunch.
      if (external || closed || process === undefined) throw error;
      await process.exited;
      await relaunch();
      return open();
    }
  };
  const alive = async (): Promise<boolean> => {
    if (!external && dead) return false;
    try {
      await (await open()).close();
      return true;
    } catch {
      return false;
    }
  };

  if (!external) await launch();
  // Fail now, not in every episode, when the bridge cannot be reached.
  try {
    const probe = await open();
    await probe.close();
  } catch (error) {
    await process?.close();
    throw error;
  }
  return {
    connect,
    get url() {
      return url;
    },
    get pid() {
      return process?.pid;
    },
    get restarts() {
      return restarts;
    },
    alive,
    hello: async () => {
      const client = await BridgeClient.connect(url, { token });
      try {
        return await client.hello();
      } finally {
        await client.close();
      }
    },
    close: async () => {
      closed = true;
      await process?.close();
    },
  };
}
