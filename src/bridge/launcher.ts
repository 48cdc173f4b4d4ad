/**
 * Starts the Python bridge as a child process (`python -m bridge ... --port 0`) for a command
 * that uses it, and waits for its listening line. It never outlives us (bridge-process.ts): it
 * is stopped on close(), on process exit and on SIGINT/SIGTERM, and through its stdin pipe when
 * we die without a chance to stop it (SIGKILL, a V8 crash).
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { ResultPromise } from 'execa';
import { EnvironmentError, InputError } from '../errors.js';
import { findProjectRoot } from '../world/index.js';
import { spawnBridge, type BridgeExit } from './bridge-process.js';
import { ListeningLineSchema, describeZodError } from './protocol.js';
import { resolvePython } from './python.js';

export type { BridgeExit } from './bridge-process.js';

/** How a launched ai2thor bridge renders (bridge/__main__.py `--platform`, `--width`, `--height`). */
export interface RenderOptions {
  /** `desktop` needs a display; `cloud` is AI2-THOR's headless CloudRendering. */
  platform?: 'desktop' | 'cloud' | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

/** Options of {@link launchBridge}. */
export interface LaunchOptions {
  /** `symbolic` (default) or `ai2thor`. */
  backend?: string;
  /** Scenes directory the bridge loads (else ITERAPLAN_SCENES or the project's scenes/). */
  scenesDir?: string | undefined;
  /** `--frames DIR` (ai2thor backend): the bridge saves a picture of every step and of the room from above there. */
  framesDir?: string | undefined;
  /** ai2thor backend: how Unity renders; unset values keep the bridge's defaults. */
  render?: RenderOptions | undefined;
  /** Token the bridge demands; by default a fresh random one, so no other local user can connect. */
  token?: string | undefined;
  /** Environment of the child (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** Project root (default: found from this file). */
  root?: string;
  /** How long to wait for the listening line (default 30 s). */
  startTimeoutMs?: number;
  /** Receives the bridge's stderr as it comes (default: kept only for error messages). */
  onStderr?: (chunk: string) => void;
  /** Benchmarks only (symbolic backend): every step takes this long, as in AI2-THOR. */
  stepDelayMs?: number | undefined;
  /** Benchmarks only (symbolic backend): one connection at a time, as in AI2-THOR. */
  exclusive?: boolean | undefined;
}

/** A running bridge process. */
export interface BridgeProcess {
  /** `ws://127.0.0.1:PORT` as the bridge reported it. */
  readonly url: string;
  readonly backend: string;
  /** The token to connect with. */
  readonly token: string;
  readonly pid: number;
  /** The last few KiB of the bridge's stderr. */
  stderrTail(): string;
  /** Resolves when the process has exited (after close() or on its own). */
  readonly exited: Promise<BridgeExit>;
  /** Stops the process (SIGTERM, then SIGKILL if it lingers); idempotent. */
  close(): Promise<void>;
}

const STDERR_TAIL_BYTES = 8 * 1024;

/** The bridge's command-line options for `render`. */
export function renderArgs(render: RenderOptions | undefined): string[] {
  const args: string[] = [];
  if (render?.platform !== undefined) args.push('--platform', render.platform);
  if (render?.width !== undefined) args.push('--width', String(render.width));
  if (render?.height !== undefined) args.push('--height', String(render.height));
  return args;
}

/** Starts `python -m bridge` and resolves once it listens. */
export async function launchBridge(options: LaunchOptions = {}): Promise<BridgeProcess> {
  const root = options.root ?? findProjectRoot();
  const backend = options.backend ?? 'symbolic';
  const token = options.token ?? randomBytes(18).toString('base64url');
  const python = await resolvePython(root, options.env ?? process.env);
  const args = ['--backend', backend, '--host', '127.0.0.1', '--port', '0'];
  // The bridge runs in the project root: a folder given relative to our working directory is resolved here.
  if (options.scenesDir !== undefined) args.push('--scenes', resolve(options.scenesDir));
  if (options.framesDir !== undefined) args.push('--frames', resolve(options.framesDir));
  args.push(...renderArgs(options.render));
  args.push(...timingArgs(options));

  const bridge = spawnBridge({ python, root, env: options.env ?? process.env, args, token, stdout: 'pipe', stderr: 'pipe', onSignal: 'stop' });
  const { child } = bridge;
  let tail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-STDERR_TAIL_BYTES);
    options.onStderr?.(chunk);
  });

  let line: string;
  try {
    line = await firstLine(child, bridge.exited, options.startTimeoutMs ?? 30_000, () => tail);
  } catch (error) {
    await bridge.stop();
    throw error;
  }
  const listening = parseListeningLine(line, () => tail);
  if (listening instanceof Error) {
    await bridge.stop();
    throw listening;
  }
  // Keep draining stdout so a chatty bridge never blocks on a full pipe.
  child.stdout?.resume();

  return {
    url: listening.listening,
    backend: listening.backend,
    token,
    pid: child.pid ?? -1,
    stderrTail: () => tail,
    exited: bridge.exited,
    close: () => bridge.stop(),
  };
}

/** The benchmark-only arguments that make a symbolic bridge as slow and exclusive as AI2-THOR. */
export function timingArgs(options: { stepDelayMs?: number | undefined; exclusive?: boolean | undefined }): string[] {
  return [...(options.stepDelayMs ? ['--step-delay-ms', String(options.stepDelayMs)] : []), ...(options.exclusive ? ['--exclusive'] : [])];
}

/** Reads the first stdout line, failing if the process exits first or takes too long. */
function firstLine(child: ResultPromise, exited: Promise<BridgeExit>, timeoutMs: number, tail: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let settled = false;
    const timer = setTimeout(() => {
      done();
      reject(new EnvironmentError(`the bridge did not report its address within ${timeoutMs} ms${stderrNote(tail())}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end >= 0) {
        done();
        resolve(buffered.slice(0, end).trim());
      }
    };
    const done = (): void => {
      settled = true;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stdout?.pause();
    };
    child.stdout?.on('data', onData);
    exited.then(
      (result) => {
        if (settled) return;
        done();
        const how = result.exitCode !== undefined ? `with exit code ${result.exitCode}` : `on signal ${result.signal ?? '?'}`;
        const message = `the bridge exited ${how} before it started listening${stderrNote(tail())}`;
        // Exit code 2 is the bridge's "bad usage" (e.g. an unusable scenes directory).
        reject(result.exitCode === 2 ? new InputError(message) : new EnvironmentError(message));
      },
      (error: unknown) => {
        if (settled) return;
        done();
        reject(error);
      },
    );
  });
}

function parseListeningLine(line: string, tail: () => string): { listening: string; backend: string } | Error {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return new EnvironmentError(`the bridge's first line is not its listening line: '${line.slice(0, 200)}'${stderrNote(tail())}`);
  }
  const parsed = ListeningLineSchema.safeParse(json);
  if (!parsed.success) {
    return new EnvironmentError(`the bridge's listening line is invalid: ${describeZodError(parsed.error, 'line')}`);
  }
  return parsed.data;
}

function stderrNote(tail: string): string {
  const text = tail.trim();
  return text === '' ? '' : `. Its stderr:\n${text}`;
}
