/**
 * A connection to this worker's shared bridge (shared-bridges.ts, started once per test run):
 * for a file that needs a real symbolic bridge serving scenes/ and nothing else of its own.
 * Its `close()` closes the connection only; the process stays for the worker's next file.
 */
import { inject } from 'vitest';
import { connectBridge, type BridgeConnection } from '../../src/bridge/index.js';

export function connectSharedBridge(): Promise<BridgeConnection> {
  const bridges = inject('sharedBridges');
  // VITEST_POOL_ID numbers the workers from 1: each keeps to its own bridge process.
  const bridge = bridges[(Number(process.env['VITEST_POOL_ID'] ?? '1') - 1) % bridges.length]!;
  return connectBridge({ bridgeUrl: bridge.url, token: bridge.token });
}
