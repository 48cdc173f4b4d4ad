#!/usr/bin/env node
// Runs the Python tests of the bridge (tests/bridge/test_*.py, beside the TypeScript tests of
// src/bridge that vitest runs) with the bridge's interpreter.
import { spawnSync } from 'node:child_process';
import { setupBridge, venvPython } from './setup-bridge.mjs';

const error = setupBridge();
if (error) {
  process.stderr.write(`iteraplan: ${error}\n`);
  process.exit(3);
}
const python = process.env.ITERAPLAN_PYTHON ?? venvPython;
const r = spawnSync(python, ['-m', 'pytest', 'tests/bridge', '-q', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
