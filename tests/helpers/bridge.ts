/** Starting a real bridge process for a test: the venv's Python, port 0, fixture scenes. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBridge, venvPython, type BridgeProcess } from '../../src/bridge/index.js';
import { findProjectRoot } from '../../src/world/index.js';

export const ROOT = findProjectRoot();

/** The environment for a test bridge: the venv's interpreter (no set-up step), plus `extra`. */
export function bridgeEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ITERAPLAN_PYTHON: venvPython(ROOT), ITERAPLAN_CONFIG_DIR: testConfigDir(), ...extra };
}

let configDir: string | undefined;
/** An empty config folder of this test process: no run reads or writes the preferences of the person running the tests. */
export function testConfigDir(): string {
  configDir ??= mkdtempSync(join(tmpdir(), 'iteraplan-config-'));
  return configDir;
}

/** Launches `python -m bridge --backend symbolic --port 0` serving `scenesDir`. */
export function startBridge(scenesDir: string): Promise<BridgeProcess> {
  return launchBridge({ backend: 'symbolic', scenesDir, env: bridgeEnv({ ITERAPLAN_SCENES: scenesDir }) });
}
