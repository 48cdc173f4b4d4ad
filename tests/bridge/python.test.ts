/** Choosing the bridge's interpreter, and creating bridge/.venv on first use. */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterEach, describe, expect, test } from 'vitest';
import { resolvePython, venvPython } from '../../src/bridge/index.js';
import { EnvironmentError } from '../../src/errors.js';
import { findProjectRoot } from '../../src/world/index.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

let root: Scratch | undefined;
afterEach(() => root?.remove());

/** A project root whose set-up script is `setupScript` (standing in for scripts/setup-bridge.mjs). */
function fakeRoot(setupScript: string): Scratch {
  const scratch = makeScratch('iteraplan-root-');
  mkdirSync(join(scratch.dir, 'bridge'));
  mkdirSync(join(scratch.dir, 'scripts'));
  scratch.write('bridge/requirements.txt', 'websockets==15.0.1\n');
  scratch.write('scripts/setup-bridge.mjs', setupScript);
  return scratch;
}

const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const { ITERAPLAN_PYTHON: _ignored, ...rest } = process.env;
  return { ...rest, ...extra };
};

describe('resolvePython', () => {
  test('ITERAPLAN_PYTHON wins, without any set-up', async () => {
    root = fakeRoot('process.exit(99)');
    await expect(resolvePython(root.dir, env({ ITERAPLAN_PYTHON: '/opt/py/bin/python3' }))).resolves.toEqual({
      command: '/opt/py/bin/python3',
      source: 'ITERAPLAN_PYTHON',
    });
  });

  test('a missing venv is created by the set-up script, then used', async () => {
    // The stand-in writes the stamp the real script writes after installing the requirements.
    root = fakeRoot(`
      import { createHash } from 'node:crypto';
      import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
      const hash = createHash('sha256').update(readFileSync('bridge/requirements.txt')).digest('hex');
      mkdirSync('bridge/.venv/bin', { recursive: true });
      writeFileSync('bridge/.venv/bin/python', '');
      writeFileSync('bridge/.venv/.requirements.sha256', hash + '\\n');
    `);
    await expect(resolvePython(root.dir, env())).resolves.toEqual({ command: venvPython(root.dir), source: 'bridge/.venv' });
  });

  test('a current venv is used as is', async () => {
    root = fakeRoot('process.exit(99)'); // would fail if it ran
    mkdirSync(join(root.dir, 'bridge', '.venv', 'bin'), { recursive: true });
    writeFileSync(venvPython(root.dir), '');
    const hash = createHash('sha256').update('websockets==15.0.1\n').digest('hex');
    root.write('bridge/.venv/.requirements.sha256', `${hash}\n`);
    await expect(resolvePython(root.dir, env())).resolves.toMatchObject({ source: 'bridge/.venv' });
  });

  test("when set-up fails (no Python 3), its reason becomes an EnvironmentError", async () => {
    root = fakeRoot(`
      process.stderr.write("iteraplan: IteraPlan's bridge needs Python 3.9 or newer, but 'python3' was not found.\\n");
      process.exit(3);
    `);
    const attempt = resolvePython(root.dir, env());
    await expect(attempt).rejects.toBeInstanceOf(EnvironmentError);
    await expect(attempt).rejects.toThrow(/^IteraPlan's bridge needs Python 3\.9 or newer, but 'python3' was not found\.$/);
  });
});

describe('the set-up script: optional extras (scripts/setup-bridge.mjs)', () => {
  const script = join(findProjectRoot(), 'scripts', 'setup-bridge.mjs');

  test('an unknown extra is bad usage, named with the known ones', async () => {
    const run = await execa(process.execPath, [script, '--with-nope'], { env: env({ ITERAPLAN_PYTHON: '/opt/py/bin/python3' }), reject: false });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe("iteraplan: unknown bridge extra 'nope' (known: ray)");
  });

  test('with an interpreter of your own, an extra is named with its pinned file, and nothing is installed', async () => {
    const ways: { args: string[]; extra: Record<string, string> }[] = [
      { args: ['--with-ray'], extra: {} },
      { args: [], extra: { ITERAPLAN_BRIDGE_EXTRAS: 'ray' } },
    ];
    for (const how of ways) {
      const run = await execa(process.execPath, [script, ...how.args], { env: env({ ITERAPLAN_PYTHON: '/opt/py/bin/python3', ...how.extra }), reject: false });
      expect(run.exitCode).toBe(0);
      expect(run.stderr).toMatch(/ITERAPLAN_PYTHON is set; install the ray extra into it yourself: pip install -r .*bridge\/requirements-ray\.txt$/);
    }
    expect(readFileSync(join(findProjectRoot(), 'bridge', 'requirements-ray.txt'), 'utf8')).toMatch(/^ray==\d+\.\d+\.\d+$/m);
  });
});
