/**
 * Runs the Python bridge in the foreground (the `iteraplan bridge` command): it writes to our
 * stdout and stderr, a SIGINT/SIGTERM sent to us is passed on so it shuts down cleanly, and it
 * exits with us however we exit (bridge-process.ts).
 */
import { resolve } from 'node:path';
import { findProjectRoot } from '../world/index.js';
import { spawnBridge } from './bridge-process.js';
import { renderArgs, timingArgs, type RenderOptions } from './launcher.js';
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
  /** ai2thor backend: how Unity renders. */
  render?: RenderOptions | undefined;
  /** Benchmarks only (symbolic backend): every step takes this long, as in AI2-THOR. */
  stepDelayMs?: number | undefined;
  /** Benchmarks only (symbolic backend): one connection at a time, as in AI2-THOR. */
  exclusive?: boolean | undefined;
}

/** The bridge's arguments (after `-m bridge`) for a foreground bridge on `port`. */
export function foregroundArgs(options: ForegroundOptions, port: number): string[] {
  const args = ['--backend', options.backend, '--port', String(port), ...renderArgs(options.render), ...timingArgs(options)];
  if (options.host !== undefined) args.push('--host', options.host);
  // The bridge runs in the project root: a folder relative to our working directory is resolved here.
  if (options.scenesDir !== undefined) args.push('--scenes', resolve(options.scenesDir));
  return args;
}

/** Runs the bridge until it exits; resolves with its exit code. */
export async function runBridgeForeground(options: ForegroundOptions): Promise<number> {
  const root = options.root ?? findProjectRoot();
  const env = options.env ?? process.env;
  const python = await resolvePython(root, env);
  const bridge = spawnBridge({ python, root, env, args: foregroundArgs(options, options.port), token: options.token, stdout: 'inherit', stderr: 'inherit', onSignal: 'forward' });
  const result = await bridge.exited;
  // A bridge stopped by our forwarded signal has shut down as asked.
  return result.exitCode ?? (result.signal === 'SIGINT' || result.signal === 'SIGTERM' ? 0 : 1);
}
