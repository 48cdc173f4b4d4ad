#!/usr/bin/env node
// The two test suites of `npm test` at once: vitest (its output as it comes) and pytest (its
// output held and printed when vitest is done, so the two never interleave). Most of pytest's
// time is spent waiting on the bridge processes it starts, so on two cores it fits beside vitest.
// Exits with vitest's code when that failed, else with pytest's. Extra arguments go to vitest.
//
//   node scripts/run-tests.mjs [vitest arguments]
import { spawn } from 'node:child_process';
import { setupBridge } from './setup-bridge.mjs';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** Runs `command`, resolving to its exit code (a signal counts as 1) and, when `hold`, its output. */
function run(command, args, hold) {
  const child = spawn(command, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const chunks = [];
  if (hold) {
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
  }
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: 1, output: Buffer.from(`${command}: ${error.message}\n`) }));
    child.once('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks) }));
  });
}

// The bridge's environment first: both suites start bridges with its interpreter, and a venv
// still being made by one of them fails the other's bridges.
const setupError = setupBridge();
if (setupError) {
  process.stderr.write(`iteraplan: ${setupError}\n`);
  process.exit(3);
}
const pytest = run(process.execPath, ['scripts/run-pytest.mjs'], true);
const vitest = await run('npx', ['vitest', 'run', ...process.argv.slice(2)], false);
process.stdout.write(`\nvitest done after ${seconds()} (exit ${vitest.code}); pytest:\n\n`);
const python = await pytest;
process.stdout.write(python.output);
process.stdout.write(`\npytest done after ${seconds()} (exit ${python.code})\n`);
process.exit(vitest.code !== 0 ? vitest.code : python.code);
