/**
 * A client of a real bridge process of the test's own, serving the shipped scenes: started and
 * connected before the tests of the enclosing `describe` (or file), closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { BridgeClient, type BridgeProcess } from '../../src/bridge/index.js';
import { scenesDir } from '../../src/world/index.js';
import { startBridge } from './bridge.js';

/** Starts the bridge and connects around the enclosing tests; the function returned gives the client (inside a test). */
export function useBridgeClient(): () => BridgeClient {
  let bridge: BridgeProcess | undefined;
  let client: BridgeClient | undefined;
  beforeAll(async () => {
    bridge = await startBridge(scenesDir());
    client = await BridgeClient.connect(bridge.url, { token: bridge.token });
  });
  afterAll(async () => {
    await client?.close();
    await bridge?.close();
  });
  return () => {
    if (client === undefined) throw new Error('the bridge client is connected only inside the tests around which useBridgeClient was called');
    return client;
  };
}
