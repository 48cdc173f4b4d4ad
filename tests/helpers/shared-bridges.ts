/**
 * vitest's globalSetup: one symbolic bridge process per test worker, serving the project's
 * scenes/, for the files that need a bridge but not one of their own (see shared-bridge.ts).
 * A connection is its own world on the bridge, so files never see each other's scenes; what
 * they save is starting Python again for every file.
 */
import type { TestProject } from 'vitest/node';
import { launchBridge } from '../../src/bridge/index.js';
import { bridgeEnv } from './bridge.js';

/** Where a shared bridge listens and the token it wants. */
export interface SharedBridge {
  url: string;
  token: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedBridges: SharedBridge[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, project.config.maxWorkers ?? 1);
  const bridges = await Promise.all(Array.from({ length: workers }, () => launchBridge({ backend: 'symbolic', env: bridgeEnv() })));
  project.provide(
    'sharedBridges',
    bridges.map((b) => ({ url: b.url, token: b.token })),
  );
  return async () => {
    await Promise.all(bridges.map((b) => b.close()));
  };
}
