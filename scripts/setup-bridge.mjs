#!/usr/bin/env node
// Creates the Python bridge's virtual environment (bridge/.venv) from bridge/requirements.txt.
// Runs as npm postinstall and on first use of the bridge; does nothing when the venv is current.
// Optional extras, never installed by default: `--with-ray` (or ITERAPLAN_BRIDGE_EXTRAS=ray)
// adds bridge/requirements-ray.txt, for bridge replicas on a Ray cluster (docs/cluster.md).
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

/** The optional extras: their requirements file, and the stamp of the installed one. */
const EXTRAS = {
  ray: { file: join(root, 'bridge', 'requirements-ray.txt'), stamp: join(venv, '.requirements-ray.sha256') },
};

function run(cmd, args, quiet) {
  const r = spawnSync(cmd, args, { stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit', encoding: 'utf8' });
  if (r.error) return { ok: false, reason: r.error.message };
  return { ok: r.status === 0, reason: r.stderr ?? `exit code ${r.status}` };
}

/** The packages a requirements file pins, for saying what is installed: `websockets==15.0.1, PyYAML==6.0.2`. */
const pinned = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '')
    .join(', ');
const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
const current = (stampFile, wanted) => existsSync(venvPython) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === wanted;

/** The extras asked for by `--with-NAME` arguments and ITERAPLAN_BRIDGE_EXTRAS (comma-separated). Returns names or an error message. */
export function requestedExtras(argv = process.argv.slice(2), env = process.env) {
  const names = [...argv.filter((a) => a.startsWith('--with-')).map((a) => a.slice('--with-'.length)), ...(env.ITERAPLAN_BRIDGE_EXTRAS ?? '').split(',')]
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const unknown = names.filter((n) => !(n in EXTRAS));
  if (unknown.length > 0) return `unknown bridge extra '${unknown[0]}' (known: ${Object.keys(EXTRAS).join(', ')})`;
  return [...new Set(names)];
}

/** Ensures bridge/.venv exists with the pinned requirements (and `extras`). Returns an error message or null. */
export function setupBridge({ log = (m) => process.stderr.write(m + '\n'), extras = [] } = {}) {
  if (process.env.ITERAPLAN_PYTHON) {
    // The user brings their own interpreter: say what an extra needs, install nothing.
    for (const name of extras) log(`iteraplan: ITERAPLAN_PYTHON is set; install the ${name} extra into it yourself: pip install -r ${EXTRAS[name].file}`);
    return null;
  }
  const wanted = sha256(requirements);
  if (!current(stamp, wanted)) {
    const python = process.env.PYTHON ?? 'python3';
    const probe = spawnSync(python, ['--version'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) {
      return `IteraPlan's bridge needs Python 3.9 or newer, but '${python}' was not found. Install Python 3 (e.g. 'apt-get install python3 python3-venv') or set ITERAPLAN_PYTHON to an interpreter that has the packages of bridge/requirements.txt.`;
    }
    log(`iteraplan: setting up the Python bridge in bridge/.venv (one time): '${python} -m venv', then pip installs bridge/requirements.txt into it (${pinned(requirements)}) ...`);
    if (!existsSync(venvPython)) {
      const made = run(python, ['-m', 'venv', venv], true);
      if (!made.ok) return `Could not create bridge/.venv with '${python} -m venv': ${made.reason.trim()}. Install python3-venv or set ITERAPLAN_PYTHON.`;
    }
    const pip = run(venvPython, ['-m', 'pip', 'install', '--disable-pip-version-check', '-q', '-r', requirements], false);
    if (!pip.ok) return `Could not install bridge/requirements.txt into bridge/.venv: ${pip.reason.trim()}`;
    writeFileSync(stamp, wanted + '\n');
  }
  for (const name of extras) {
    const extra = EXTRAS[name];
    const want = sha256(extra.file);
    if (current(extra.stamp, want)) continue;
    log(`iteraplan: installing the bridge's ${name} extra (${join('bridge', 'requirements-' + name + '.txt')}: ${pinned(extra.file)}) into bridge/.venv ...`);
    const pip = run(venvPython, ['-m', 'pip', 'install', '--disable-pip-version-check', '-q', '-r', extra.file], false);
    if (!pip.ok) return `Could not install the ${name} extra (bridge/requirements-${name}.txt) into bridge/.venv: ${pip.reason.trim()}`;
    writeFileSync(extra.stamp, want + '\n');
  }
  return null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const extras = requestedExtras();
  const error = typeof extras === 'string' ? extras : setupBridge({ extras });
  if (error) {
    process.stderr.write(`iteraplan: ${error}\n`);
    process.exit(typeof extras === 'string' ? 2 : 3);
  }
}
