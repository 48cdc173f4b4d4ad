/**
 * One bridge for a whole experiment: launched once (or an external `--bridge` URL), and a new
 * connection for every world an episode needs — in the symbolic backend one connection is one
 * independent world, so concurrent episodes never see each other's objects.
 */
import { BridgeClient, launchBridge, type BridgeProcess } from '../bridge/index.js';
import type { EpisodeConnection } from './episode.js';

export interface ExperimentBridgeOptions {
  backend: string;
  /** An already running bridge; else one is launched. */
  bridgeUrl?: string | undefined;
  token?: string | undefined;
  scenesDir?: string | undefined;
  env: NodeJS.ProcessEnv;
}

export interface ExperimentBridge {
  /** Opens a fresh connection (a fresh world). */
  connect(): Promise<EpisodeConnection>;
  /** Stops the launched bridge (not an external one). */
  close(): Promise<void>;
  readonly url: string;
  /** The launched bridge's process id (undefined for an external bridge). */
  readonly pid: number | undefined;
}

/** Launches or locates the bridge; rejects with an EnvironmentError when it cannot be started or reached. */
export async function openExperimentBridge(options: ExperimentBridgeOptions): Promise<ExperimentBridge> {
  let process: BridgeProcess | undefined;
  let url: string;
  let token: string | undefined;
  if (options.bridgeUrl !== undefined && options.bridgeUrl !== '') {
    url = options.bridgeUrl;
    token = options.token ?? options.env['ITERAPLAN_BRIDGE_TOKEN'];
  } else {
    process = await launchBridge({ backend: options.backend, scenesDir: options.scenesDir, env: options.env });
    url = process.url;
    token = process.token;
  }
  const connect = async (): Promise<EpisodeConnection> => {
    const client = await BridgeClient.connect(url, { token });
    return { client, close: () => client.close() };
  };
  // Fail now, not in every episode, when the bridge cannot be reached.
  try {
    const probe = await connect();
    await probe.close();
  } catch (error) {
    await process?.close();
    throw error;
  }
  return { connect, url, pid: process?.pid, close: async () => void (await process?.close()) };
}
