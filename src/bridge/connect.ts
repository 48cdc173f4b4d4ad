/**
 * One way to get a bridge connection for a command: connect to `--bridge ws://...` when given,
 * else launch a private bridge process and connect to it.
 */
import { BridgeClient } from './client.js';
import { launchBridge, type BridgeProcess, type LaunchOptions } from './launcher.js';

/** Options of {@link connectBridge}. */
export interface ConnectBridgeOptions extends Omit<LaunchOptions, 'token'> {
  /** URL of a bridge already running; when absent a bridge process is launched. */
  bridgeUrl?: string | undefined;
  /** Token for `bridgeUrl` (else ITERAPLAN_BRIDGE_TOKEN from `env`). */
  token?: string | undefined;
  /** Per-request timeout of the client. */
  timeoutMs?: number;
}

/** A connected client and the way to let go of it (and of the process, if we started one). */
export interface BridgeConnection {
  client: BridgeClient;
  /** The launched process, or undefined when connected to an external bridge. */
  process: BridgeProcess | undefined;
  close(): Promise<void>;
}

export async function connectBridge(options: ConnectBridgeOptions = {}): Promise<BridgeConnection> {
  const env = options.env ?? process.env;
  const clientOptions = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  if (options.bridgeUrl !== undefined && options.bridgeUrl !== '') {
    const token = options.token ?? env['ITERAPLAN_BRIDGE_TOKEN'];
    const client = await BridgeClient.connect(options.bridgeUrl, { ...clientOptions, token });
    return { client, process: undefined, close: () => client.close() };
  }
  const bridge = await launchBridge(options);
  let client: BridgeClient;
  try {
    client = await BridgeClient.connect(bridge.url, {
      ...clientOptions,
      token: bridge.token,
      describeFailure: () => stderrOf(bridge),
    });
  } catch (error) {
    await bridge.close();
    throw error;
  }
  return {
    client,
    process: bridge,
    close: async () => {
      await client.close();
      await bridge.close();
    },
  };
}

function stderrOf(bridge: BridgeProcess): string {
  const tail = bridge.stderrTail().trim();
  return tail === '' ? '' : `. The bridge's stderr:\n${tail}`;
}
