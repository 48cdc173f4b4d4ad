/**
 * Best-of-N dry runs need a world of their own: a second connection to the session's bridge
 * (in the symbolic backend every connection is an independent world).
 */
import { BridgeClient, type BridgeConnection } from '../bridge/index.js';

/** Where the session's bridge is: its launched process, or the `--bridge` URL and token. */
export interface DryRunBridge {
  connection: Pick<BridgeConnection, 'process'>;
  bridgeUrl?: string | undefined;
  token?: string | undefined;
  env: NodeJS.ProcessEnv;
}

/** Opens a second connection to the same bridge; the caller closes it. */
export async function openDryRunClient(bridge: DryRunBridge): Promise<BridgeClient> {
  const launched = bridge.connection.process;
  if (launched !== undefined) return BridgeClient.connect(launched.url, { token: launched.token });
  return BridgeClient.connect(bridge.bridgeUrl!, { token: bridge.token ?? bridge.env['ITERAPLAN_BRIDGE_TOKEN'] });
}
