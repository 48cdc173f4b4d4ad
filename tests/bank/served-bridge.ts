/**
 * A real symbolic bridge serving a scratch copy of the scenes, as `bank build --alfred` launches
 * one: each ALFRED trajectory's start is written there before its reset. With an empty suites
 * folder beside it (the project's suites hold most fixture trajectories out).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BridgeClient, type BridgeProcess } from '../../src/bridge/index.js';
import { mergeSceneFolders } from '../../src/experiments/index.js';
import { findProjectRoot, scenesDir } from '../../src/world/index.js';
import { startBridge } from '../helpers/bridge.js';

/** ALFRED train trajectories with their demonstrations (tests/fixtures/alfred-replay/README.md). */
export const ALFRED_TRAIN = join(findProjectRoot(), 'tests', 'fixtures', 'alfred-replay', 'train');
export const ALFRED_COMMIT = 'f91f4c0c96c7a29f33d0557f86b0a21035379b3b';

export interface ServedBridge {
  served: string;
  noSuites: string;
  bridge: BridgeProcess;
  client: BridgeClient;
  close(): Promise<void>;
}

export async function startServedBridge(scratch: string): Promise<ServedBridge> {
  mkdirSync(join(scratch, 'none'));
  const noSuites = join(scratch, 'no-suites');
  mkdirSync(noSuites);
  const served = mergeSceneFolders(scenesDir(), join(scratch, 'none'), join(scratch, 'scenes'));
  const bridge = await startBridge(served);
  const client = await BridgeClient.connect(bridge.url, { token: bridge.token });
  return {
    served,
    noSuites,
    bridge,
    client,
    async close() {
      await client.close();
      await bridge.close();
    },
  };
}
