/**
 * Finds the Python interpreter that runs the bridge: ITERAPLAN_PYTHON when set, else the
 * project's bridge/.venv, which is created on first use by scripts/setup-bridge.mjs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { EnvironmentError } from '../errors.js';

/** Where the interpreter came from, for messages. */
export interface PythonInterpreter {
  command: string;
  source: 'ITERAPLAN_PYTHON' | 'bridge/.venv';
}

/** The venv's interpreter path for this platform. */
export function venvPython(root: string): string {
  return process.platform === 'win32'
    ? join(root, 'bridge', '.venv', 'Scripts', 'python.exe')
    : join(root, 'bridge', '.venv', 'bin', 'python');
}

/** True when bridge/.venv exists and was set up from the current bridge/requirements.txt. */
export function venvIsCurrent(root: string): boolean {
  const stamp = join(root, 'bridge', '.venv', '.requirements.sha256');
  if (!existsSync(venvPython(root)) || !existsSync(stamp)) return false;
  const wanted = createHash('sha256')
    .update(readFileSync(join(root, 'bridge', 'requirements.txt')))
    .digest('hex');
  return readFileSync(stamp, 'utf8').trim() === wanted;
}

/**
 * Resolves the interpreter, creating bridge/.venv first if needed (the set-up script prints its
 * own one-line message on stderr). Throws EnvironmentError with the script's reason on failure.
 */
export async function resolvePython(root: string, env: NodeJS.ProcessEnv = process.env): Promise<PythonInterpreter> {
  const override = env['ITERAPLAN_PYTHON'];
  if (override !== undefined && override !== '') return { command: override, source: 'ITERAPLAN_PYTHON' };
  if (!venvIsCurrent(root)) {
    const setup = await execa(process.execPath, [join(root, 'scripts', 'setup-bridge.mjs')], {
      cwd: root,
      env,
      stdin: 'ignore',
      stdout: 'inherit',
      stderr: ['inherit', 'pipe'],
      reject: false,
    });
    if (setup.exitCode !== 0) {
      const reason = String(setup.stderr).replace(/^iteraplan: /, '').trim();
      throw new EnvironmentError(reason || `setting up bridge/.venv failed (exit code ${setup.exitCode})`);
    }
  }
  return { command: venvPython(root), source: 'bridge/.venv' };
}
