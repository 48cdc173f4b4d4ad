/**
 * Ctrl-C on a real `node bin/iteraplan.js experiment`: the episodes not run are counted, the
 * exit code is 130, the report says it is incomplete, and a rerun finishes what is missing.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBridge, type BridgeProcess } from '../../../src/bridge/index.js';
import { readEpisodeRecords } from '../../../src/experiments/results/results-log.js';
import { bridgeEnv } from '../../helpers/bridge.js';
import { BIN, ensureBuilt } from '../../helpers/dist.js';
import { collectText } from '../../helpers/wait.js';

let bridge: BridgeProcess;
beforeAll(async () => {
  await ensureBuilt();
  // Slow steps (benchmark option of the symbolic backend) so that Ctrl-C lands mid-run.
  bridge = await launchBridge({ backend: 'symbolic', env: bridgeEnv(), stepDelayMs: 15 });
});
afterAll(async () => {
  await bridge?.close();
});

const experiment = (out: string, ...extra: string[]) =>
  execa('node', [BIN, 'experiment', '--suite', 'paper', '--out', out, '--bridge', bridge.url, '--bridge-token', bridge.token, '--concurrency', '2', ...extra], {
    env: bridgeEnv(),
    reject: false,
    buffer: true,
    stderr: 'pipe',
  });

it('SIGINT: counts the episodes not run, exits 130, marks the report incomplete; a rerun finishes the rest', async () => {
  const out = mkdtempSync(join(tmpdir(), 'interrupted-'));
  const child = experiment(out);
  await collectText(child.stderr).until('the second episode of 40 reported ([2/40])', (text) => /\[ *2\/40\]/.test(text));
  child.kill('SIGINT');
  const result = await child;
  expect(result.exitCode).toBe(130);

  const finished = readEpisodeRecords(join(out, 'episodes.jsonl'));
  expect(finished.length).toBeGreaterThanOrEqual(2);
  expect(finished.length).toBeLessThan(40);
  expect(finished.every((r) => r.status === 'finished')).toBe(true);
  const notRun = 40 - finished.length;
  expect(result.stderr).toContain('Interrupted: no new episode starts');
  expect(result.stdout).toContain(`INCOMPLETE (interrupted): ${notRun} of 40 episodes not run`);
  expect(result.stdout).toContain(`Episodes: ${finished.length} finished, 0 errored, ${notRun} not run (of 40)`);
  expect(readFileSync(join(out, 'report', 'report.md'), 'utf8')).toContain(`**INCOMPLETE (interrupted): ${notRun} of 40 episodes not run`);
  expect(readFileSync(join(out, 'report', 'report.html'), 'utf8')).toContain('class="status incomplete"');

  // Resume a part of the suite: what finished is kept, only the missing ones run.
  const kitchen = finished.filter((r) => r.task === 'hungry').length;
  const again = await experiment(out, '--episodes', 'hungry@*');
  expect(again.exitCode, again.stderr).toBe(0);
  if (kitchen > 0) expect(again.stderr).toContain(`Resuming: ${kitchen} episode(s) already finished in ${out}, ${5 - kitchen} to run.`);
  expect(again.stdout).toContain('Complete: all 5 episodes finished.');
});
