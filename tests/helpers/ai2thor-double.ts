/**
 * The ai2thor backend on its test double (tests/bridge/fake_ai2thor.py, standing in for the
 * ai2thor package through tests/bridge/ai2thor_double) as a replay's bridge: each replica's
 * double loads its room from a start file of its own in `dir`.
 */
import { join } from 'node:path';
import type { ReplayBridge } from '../../src/experiments/index.js';
import { findProjectRoot } from '../../src/world/index.js';

export function ai2thorDoubleBridge(dir: string): ReplayBridge {
  const startFile = (replica: number) => join(dir, `start-${replica}.yaml`);
  return {
    backend: 'ai2thor',
    env: (replica) => ({ PYTHONPATH: join(findProjectRoot(), 'tests', 'bridge', 'ai2thor_double'), ITERAPLAN_AI2THOR_DOUBLE_START: startFile(replica) }),
    startFile,
  };
}
