/**
 * `npm run test:loaded` (scripts/test-loaded.mjs): the test command beside busy processes that
 * it starts and always stops — when the command ends, when the script is interrupted, and when
 * it is killed outright; its exit code is the command's, and it says what load it saw.
 */
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, test } from 'vitest';
import { isRunning } from '../faults/processes.js';
import { ROOT } from '../helpers/bridge.js';
import { collectText, until } from '../helpers/wait.js';

const SCRIPT = join(ROOT, 'scripts', 'test-loaded.mjs');
/** A stand-in for `npm test`: runs until its stdin (the script's, ours) ends, then exits 3. */
const COMMAND = [process.execPath, '-e', "process.stdin.on('end', () => process.exit(3)).resume()"];

function start(busy: number) {
  const child = execa(process.execPath, [SCRIPT, '--busy', String(busy), '--max-minutes', '5', '--', ...COMMAND], {
    reject: false,
    buffer: false,
    stdin: 'pipe',
    stdout: 'ignore',
    stderr: 'pipe',
  });
  const stderr = collectText(child.stderr);
  const pids = stderr.until('the line naming the busy processes', (text) => /\(pids [\d ]+\)/.test(text)).then((text) => /\(pids ([\d ]+)\)/.exec(text)![1]!.split(' ').map(Number));
  return { child, stderr, pids };
}

const allGone = (pids: number[]) => until(`the busy processes ${pids.join(', ')} to exit`, () => pids.every((pid) => !isRunning(pid)));

describe('scripts/test-loaded.mjs', () => {
  test("runs the command beside the busy processes, exits with the command's code and says what load it saw; the busy ones are gone", async () => {
    const { child, stderr, pids } = start(2);
    const busy = await pids;
    expect(busy).toHaveLength(2);
    expect(busy.every(isRunning)).toBe(true);
    child.stdin!.end(); // the command sees end-of-file and exits 3
    expect((await child).exitCode).toBe(3);
    expect(stderr.text()).toMatch(/exited 3 after [\d.]+ min beside 2 busy processes on \d+ cores/);
    expect(stderr.text()).toMatch(/load average \(1 min\) while it ran: min [\d.]+, mean [\d.]+, max [\d.]+ \(\d+ samples, every 10 s\)/);
    await allGone(busy);
  });

  test('interrupted (SIGINT): the busy processes and the command stop, exit 130', async () => {
    const { child, stderr, pids } = start(1);
    const busy = await pids;
    child.kill('SIGINT');
    expect((await child).exitCode).toBe(130);
    expect(stderr.text()).toContain('interrupted (SIGINT)');
    await allGone(busy);
  });

  test('killed outright (SIGKILL): the busy processes see their stdin close and stop on their own', async () => {
    const { child, pids } = start(2);
    const busy = await pids;
    child.kill('SIGKILL');
    await child;
    await allGone(busy);
    child.stdin!.end(); // the orphaned stand-in command ends too
  });

  test('bad usage: exit 2 naming the argument', async () => {
    const result = await execa(process.execPath, [SCRIPT, '--busy', 'many'], { reject: false });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("--busy wants a whole number of processes (0 or more), not 'many'");
  });
});
