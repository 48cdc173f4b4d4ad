/**
 * A reader that goes away (`iteraplan allocate … | head -1`): the built command, its stdout a pipe
 * whose reading end is closed before it writes, finishes quietly — no EPIPE stack trace, the exit
 * code of the work itself — for a command that prints a result, one that prints a JSON line, and
 * commander's own help text.
 */
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bridgeEnv } from './helpers/bridge.js';
import { BIN, ensureBuilt } from './helpers/dist.js';
import { makeScratch, type Scratch } from './helpers/files.js';
import { EGG_CODE, writeSession, minute } from './export/sessions.js';

let scratch: Scratch;
beforeAll(async () => {
  await ensureBuilt();
  scratch = makeScratch();
  for (let i = 0; i < 3; i++) writeSession(join(scratch.dir, 'runs'), { instruction: `fry an egg ${i}`, scene: 'FloorPlan1', at: minute(i) });
});
afterAll(() => scratch?.remove());

/** Runs the built command with its stdout read by nobody. */
async function withClosedStdout(args: string[]) {
  const child = execa('node', [BIN, ...args], { env: bridgeEnv(), extendEnv: false, reject: false, cwd: scratch.dir });
  child.stdout!.destroy();
  return child;
}

describe('stdout closed by its reader', () => {
  test.each([
    ['allocate', () => ['allocate', scratch.write('egg.py', EGG_CODE), '--scene', 'FloorPlan1', '--team', 'two-robots']],
    ['allocate --json', () => ['allocate', scratch.write('egg.py', EGG_CODE), '--scene', 'FloorPlan1', '--json']],
    ['export (its count still on stderr)', () => ['export', join(scratch.dir, 'runs'), '--format', 'jsonl']],
    ['scenes show', () => ['scenes', 'show', 'FloorPlan1']],
    ['--help', () => ['export', '--help']],
  ])('%s: exit 0, no stack trace', async (_name, args) => {
    const run = await withClosedStdout(args());
    expect(run.stderr).not.toMatch(/EPIPE|Error|node:|\n\s+at /);
    expect(run.exitCode).toBe(0);
  });

  test('a command that fails still says why and exits with its code', async () => {
    const run = await withClosedStdout(['allocate', join(scratch.dir, 'missing.py'), '--scene', 'FloorPlan1']);
    expect(run.stderr).toContain('missing.py');
    expect(run.stderr).not.toContain('EPIPE');
    expect(run.exitCode).toBe(2);
  });
});
