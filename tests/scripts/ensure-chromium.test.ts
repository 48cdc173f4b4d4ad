/**
 * The test set-up installs nothing silently (issue 36): scripts/ensure-chromium.mjs says what it
 * is about to install, and how to skip it, before it runs apt-get; with ITERAPLAN_SKIP_BROWSER
 * it looks for no browser and installs nothing. A stand-in `apt-get` on PATH records what it was
 * asked and fails, so nothing reaches the system.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/bridge.js';
import { makeScratch } from '../helpers/files.js';

const SCRIPT = join(ROOT, 'scripts', 'ensure-chromium.mjs');
const scratch = makeScratch('iteraplan-ensure-chromium-');
afterAll(() => scratch.remove());

/** A PATH with only a stand-in apt-get, which appends its arguments to `calls` and exits 100. */
function standInApt(): { path: string; calls: string } {
  const bin = join(scratch.dir, 'bin');
  const calls = join(scratch.dir, 'apt-calls.txt');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'apt-get'), `#!/bin/sh\necho "$*" >> ${JSON.stringify(calls)}\nexit 100\n`);
  chmodSync(join(bin, 'apt-get'), 0o755);
  return { path: bin, calls };
}

const run = (env: Record<string, string>) => execa(process.execPath, [SCRIPT], { env, extendEnv: false, reject: false });

describe('scripts/ensure-chromium.mjs', () => {
  test('ITERAPLAN_SKIP_BROWSER=1: nothing looked for, nothing installed, the skip said; exit 0', async () => {
    const apt = standInApt();
    const result = await run({ PATH: apt.path, ITERAPLAN_SKIP_BROWSER: '1' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe('ensure-chromium: ITERAPLAN_SKIP_BROWSER is set: no browser looked for or installed; the browser tests will be skipped');
    expect(existsSync(apt.calls)).toBe(false);
  });

  test.skipIf(process.getuid?.() !== 0)('as root with no browser: says what it installs and how to skip it before apt-get runs; a failed install skips the tests; exit 0', async () => {
    const apt = standInApt();
    const result = await run({ PATH: apt.path, ITERAPLAN_SKIP_BROWSER: '0' });
    expect(result.exitCode).toBe(0);
    const [announce, outcome] = result.stdout.split('\n');
    expect(announce).toContain("installing Debian's chromium package into the system, as root (apt-get install -y --no-install-recommends chromium");
    expect(announce).toContain('set ITERAPLAN_SKIP_BROWSER=1');
    expect(outcome).toBe('ensure-chromium: the installation failed; the browser tests will be skipped');
    expect(readFileSync(apt.calls, 'utf8')).toBe('install -y --no-install-recommends chromium\nupdate\n');
  });
});
