/**
 * A real symbolic bridge for the experiment runner's tests, as `experiment` opens one: started
 * before the tests of the enclosing `describe` (or file) and closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { openExperimentBridge, type ExperimentBridge } from '../../src/experiments/run/bridge-pool.js';
import { bridgeEnv } from './bridge.js';

/** Opens the bridge around the enclosing tests; the function returned gives it (inside a test). */
export function useExperimentBridge(): () => ExperimentBridge {
  let bridge: ExperimentBridge | undefined;
  beforeAll(async () => {
    bridge = await openExperimentBridge({ backend: 'symbolic', env: bridgeEnv() });
  });
  afterAll(async () => {
    await bridge?.close();
  });
  return () => {
    if (bridge === undefined) throw new Error('the experiment bridge is open only inside the tests around which useExperimentBridge was called');
    return bridge;
  };
}
