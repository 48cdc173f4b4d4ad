#!/usr/bin/env node
// Creates the Python bridge's virtual environment (bridge/.venv) from bridge/requirements.txt.
// Runs as npm postinstall and on first use of the bridge; does nothing when the venv is current.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const venv = join(root, 'bridge', '.venv');
const requirements = join(root, 'bridge', 'requirements.txt');
const stamp = join(venv, '.requirements.sha256');
export const venvPython = join(venv, 'bin', 'python');

function run(cmd, args, quiet) {
  const r = spawnSync(cmd, args, { stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit', encoding: 'utf8' });
  if (r.error) return { ok: false, reason: r.error.message };
  return { ok: r.status === 0, reason: r.stderr ?? `exit code ${r.status}` };
}

/** Ensures bridge/.venv exists with the pinned requirements. Returns an error message or null. */
export function setupBridge({ log = (m) => process.stderr.write(m + '\n') } = {}) {
  if (process.env.ITERAPLAN_PYTHON) return null; // the user brings their own interpreter
  const wanted = createHash('sha256').update(readFileSync(requirements)).digest('hex');
  if (existsSync(venvPython) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === wanted) return null;
  const python = process.env.PYTHON ?? 'python3';
  const probe = spawnSync(python, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    return `IteraPlan's bridge needs Python 3.9 or newer, but '${python}' was not found. Install Python 3 (e.g. 'apt-get install python3 python3-venv') or set ITERAPLAN_PYTHON to an interpreter that has the packages of bridge/requirements.txt.`;
  }
  log(`iteraplan: setting up the Python bridge in bridge/.venv (one time) ...`);
  if (!existsSync(venvPython)) {
    const made = run(python, ['-m', 'venv', venv], true);
    if (!made.ok) return `Could not create bridge/.venv with '${python} -m venv': ${made.reason.trim()}. Install python3-venv or set ITERAPLAN_PYTHON.`;
  }
  const pip = run(venvPython, ['-m', 'pip', 'install', '--disable-pip-version-check', '-q', '-r', requirements], false);
  if (!pip.ok) return `Could not install bridge/requirements.txt into bridge/.venv: ${pip.reason.trim()}`;
  writeFileSync(stamp, wanted + '\n');
  return null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const error = setupBridge();
  if (error) {
    process.stderr.write(`iteraplan: ${error}\n`);
    process.exit(3);
  }
}
