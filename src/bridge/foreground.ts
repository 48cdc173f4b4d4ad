/**
 * Runs the Python bridge in the foreground (the `iteraplan bridge` command): it inherits our
 * stdio, and a SIGINT/SIGTERM sent to us is passed on so it shuts down cleanly.
 */
import { execa } from 'execa';
import { EnvironmentError } from '../errors.js';
import { findProjectRoot } from '../world/index.js';
import { timingArgs } from './launcher.js';
import { resolvePython } from './python.js';

export interface ForegroundOptions {
  backend: string;
  port: number;
  host?: string | undefined;
  /** Passed through the environment (ITERAPLAN_BRIDGE_TOKEN), not the command line. */
  token?: string | undefined;
  scenesDir?: string | undefined;
  env?: NodeJS.ProcessEnv;
  root?: string;
  /** Benchmarks only (symbolic backend): every step takes this long, as in AI2-THOR. */
  stepDelayMs?: number | undefined;
  /** Benchmarks only (symbolic backend): one connection at a time, as in AI2-THOR. */
  exclusive?: boolean | undefined;
}

/** Runs the bridge until it exits; resolves with its exit code. */
export async function runBridgeForeground(options: ForegroundOptions): Promise<number> {
  const root = options.root ?? findProjectRoot();
  const env = { ...(options.env ?? process.env) };
  const python = await resolvePython(root, env);
  if (options.token !== undefined) env['ITERAPLAN_BRIDGE_TOKEN'] = options.token;
  const args = ['-m', 'bridge', '--backend', options.backend, '--port', String(options.port)];
  if (options.host !== undefined) args.push('--host', options.host);
  if (options.scenesDir !== undefined) args.push('--scenes', options.scenesDir);
  args.push(...timingArgs(options));

  const child = execa(python.command, args, { cwd: root, env, extendEnv: false, stdio: 'inherit', reject: false, cleanup: false });
  const forward = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  const onExit = (): void => {
    child.kill('SIGTERM');
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  process.on('exit', onExit);
  try {
    const result = await child;
    if (result.failed && 'code' in result && result.code === 'ENOENT') {
      throw new EnvironmentError(
        `cannot start the bridge: the Python interpreter '${python.command}' was not found. ` +
          `Install Python 3, or set ITERAPLAN_PYTHON to an interpreter that has bridge/requirements.txt.`,
      );
    }
    // A bridge stopped by our forwarded signal has shut down as asked.
    return result.exitCode ?? (result.signal === 'SIGINT' || result.signal === 'SIGTERM' ? 0 : 1);
  } finally {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    process.off('exit', onExit);
  }
}
