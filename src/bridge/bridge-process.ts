/**
 * The one way a bridge process is started (`launchBridge`, `iteraplan bridge`, `--replicas N`):
 * `python -m bridge ... --exit-with-stdin` with its stdin a pipe we hold and never write to, so
 * it exits with us however we exit — SIGKILL and a V8 crash included: the kernel closes our end
 * and the bridge reads end-of-file. Stopping sends SIGTERM and, through execa's
 * `forceKillAfterDelay`, SIGKILL when it lingers.
 *
 * execa's `cleanup` is not used: it installs signal-exit's handlers, which count as SIGINT
 * listeners, so `plan`'s Ctrl+C handler (cli/plan-session.ts) would no longer be the last one and
 * would not re-raise the signal. Our own exit and signal listeners, below, do its job.
 */
import { execa, type ResultPromise } from 'execa';
import { EnvironmentError } from '../errors.js';
import type { PythonInterpreter } from './python.js';

/** How a bridge process ended. */
export interface BridgeExit {
  exitCode: number | undefined;
  signal: string | undefined;
}

/** Options of {@link spawnBridge}. */
export interface BridgeSpawnOptions {
  python: PythonInterpreter;
  /** The project root: the bridge runs there (`-m bridge`). */
  root: string;
  /** Environment of the child, without ours added (secrets are left out of it). */
  env: NodeJS.ProcessEnv;
  /** The bridge's arguments after `-m MODULE`. */
  args: readonly string[];
  /** The module run (default `bridge`; `bridge.cluster` for the Ray side, which also takes `--exit-with-stdin`). */
  module?: string | undefined;
  /** Token the bridge demands, passed through the environment: command lines are visible to every local user. */
  token?: string | undefined;
  /** `pipe`: ours to read; `inherit`: straight to our stdout/stderr (the foreground command). */
  stdout: 'pipe' | 'inherit';
  stderr: 'pipe' | 'inherit';
  /**
   * What SIGINT/SIGTERM sent to us does: `stop` sends the bridge SIGTERM and, when no other
   * listener is left, lets the signal end us as Node's default would (a bridge we launched for a
   * command); `forward` passes the signal on and leaves the exit to the caller, who awaits the
   * bridge (the foreground command, whose bridge shuts down cleanly on it).
   */
  onSignal: 'stop' | 'forward';
}

/** A started bridge process. */
export interface SpawnedBridge {
  readonly child: ResultPromise;
  /** Resolves when the process has exited; rejects with {@link interpreterNotFound} when Python could not be started. */
  readonly exited: Promise<BridgeExit>;
  /** SIGTERM, then SIGKILL after the grace period if it lingers; resolves once it has exited. Idempotent. */
  stop(): Promise<void>;
}

/** How long a bridge may take to stop after SIGTERM before it is killed. */
export const KILL_GRACE_MS = 3_000;

/** Variables the bridge never needs and must not hand on (to AI2-THOR's Unity process, say). */
const SECRET_VARIABLES = ['OPENAI_API_KEY'];

/** Starts `python -m bridge` so that it cannot outlive us. */
export function spawnBridge(options: BridgeSpawnOptions): SpawnedBridge {
  const env: NodeJS.ProcessEnv = { ...options.env, PYTHONUNBUFFERED: '1' };
  for (const name of SECRET_VARIABLES) delete env[name];
  if (options.token !== undefined) env['ITERAPLAN_BRIDGE_TOKEN'] = options.token;
  const child = execa(options.python.command, ['-m', options.module ?? 'bridge', ...options.args, '--exit-with-stdin'], {
    cwd: options.root,
    env,
    extendEnv: false,
    // Never written to: its end-of-file, when we exit however we exit, tells the bridge to stop.
    stdin: 'pipe',
    stdout: options.stdout,
    stderr: options.stderr,
    buffer: false,
    reject: false,
    cleanup: false, // see the module comment
    killSignal: 'SIGTERM',
    forceKillAfterDelay: KILL_GRACE_MS,
  });
  const release = stopOnExit(child, options.onSignal);
  const exited = child.then((result) => {
    release();
    if (result.failed && 'code' in result && result.code === 'ENOENT') throw interpreterNotFound(options.python);
    return { exitCode: result.exitCode, signal: result.signal };
  });
  // A caller that only stops the bridge must not see an unhandled rejection.
  exited.catch(() => undefined);
  const settled = exited.then(
    () => undefined,
    () => undefined,
  );
  return {
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) child.kill();
      await settled;
    },
  };
}

/** The error of a Python interpreter that is not there. */
export function interpreterNotFound(python: PythonInterpreter): EnvironmentError {
  const where = python.source === 'ITERAPLAN_PYTHON' ? ' (from ITERAPLAN_PYTHON)' : '';
  return new EnvironmentError(
    `cannot start the bridge: the Python interpreter '${python.command}'${where} was not found. ` +
      `Install Python 3, or set ITERAPLAN_PYTHON to an interpreter that has bridge/requirements.txt.`,
  );
}

/**
 * Stops the child when this process exits, and on SIGINT/SIGTERM as `onSignal` says. Installing
 * a SIGINT/SIGTERM listener disables Node's default of exiting, so in `stop` mode the last
 * listener re-raises the signal. Returns the function that removes the listeners.
 */
function stopOnExit(child: ResultPromise, onSignal: 'stop' | 'forward'): () => void {
  const onExit = (): void => {
    child.kill('SIGTERM');
  };
  const signalled = (signal: NodeJS.Signals): void => {
    if (onSignal === 'forward') {
      child.kill(signal);
      return;
    }
    child.kill('SIGTERM');
    release();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const release = (): void => {
    process.off('exit', onExit);
    process.off('SIGINT', signalled);
    process.off('SIGTERM', signalled);
  };
  process.on('exit', onExit);
  process.on('SIGINT', signalled);
  process.on('SIGTERM', signalled);
  return release;
}
