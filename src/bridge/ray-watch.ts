/**
 * Follows a registry of bridge replicas on a Ray cluster: runs `python -m bridge.cluster watch`
 * (a Ray driver; Ray has no client for Node) and hands on each snapshot it prints. The watcher
 * holds the pipe of its stdin (`--exit-with-stdin`), so it never outlives us; close() stops it.
 */
import { EnvironmentError, InputError } from '../errors.js';
import { findProjectRoot } from '../world/index.js';
import { spawnBridge } from './bridge-process.js';
import { describeZodError } from './protocol.js';
import { resolvePython } from './python.js';
import { RaySnapshotSchema, type RaySnapshot } from './ray-registry.js';

/** The registry `iteraplan bridge --ray` starts unless told another (bridge/cluster/config.py). */
export const DEFAULT_RAY_REGISTRY = 'iteraplan-bridges';

export interface RayWatchOptions {
  /** `auto`, HOST:PORT of the cluster's head, or ray://HOST:PORT (Ray Client). */
  address: string;
  registry?: string | undefined;
  env?: NodeJS.ProcessEnv;
  root?: string;
  /** Called with every snapshot, in order. */
  onSnapshot(snapshot: RaySnapshot): void;
}

export interface RayWatch {
  /** Resolves when the watcher stops: after close(), or with its failure (Ray missing, cluster unreachable). */
  readonly ended: Promise<void>;
  close(): Promise<void>;
}

const STDERR_TAIL_BYTES = 4 * 1024;

/** Starts the watcher; its failures arrive through `ended`. */
export async function watchRayRegistry(options: RayWatchOptions): Promise<RayWatch> {
  const root = options.root ?? findProjectRoot();
  const env = options.env ?? process.env;
  const python = await resolvePython(root, env);
  // It needs no secret: not the bridge token (nor the LLM key, which spawnBridge leaves out).
  const { ITERAPLAN_BRIDGE_TOKEN: _token, ...withoutToken } = env;
  const watcher = spawnBridge({
    python,
    root,
    env: withoutToken,
    module: 'bridge.cluster',
    args: ['watch', '--address', options.address, '--registry', options.registry ?? DEFAULT_RAY_REGISTRY],
    stdout: 'pipe',
    stderr: 'pipe',
    onSignal: 'stop',
  });
  const child = watcher.child;
  let closing = false;
  let tail = '';
  let malformed: Error | undefined;
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-STDERR_TAIL_BYTES);
  });
  let buffered = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (line === '') continue;
      const parsed = parseSnapshot(line);
      if (parsed instanceof Error) {
        malformed ??= parsed;
        child.kill('SIGTERM');
        return;
      }
      options.onSnapshot(parsed);
    }
  });
  const ended = watcher.exited.then((result) => {
    if (malformed !== undefined) throw malformed;
    if (closing) return;
    const why = lastLine(tail) || `exit code ${result.exitCode ?? result.signal}`;
    const message = `the watch of the Ray cluster at ${options.address} stopped: ${why.replace(/^bridge: /, '')}`;
    throw result.exitCode === 2 ? new InputError(message) : new EnvironmentError(message);
  });
  ended.catch(() => undefined); // the caller reads it when it wants; never an unhandled rejection
  return {
    ended,
    close: async () => {
      closing = true;
      await watcher.stop();
    },
  };
}

function parseSnapshot(line: string): RaySnapshot | Error {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return new EnvironmentError(`the Ray registry watch printed a line that is not JSON: '${line.slice(0, 200)}'`);
  }
  const parsed = RaySnapshotSchema.safeParse(json);
  return parsed.success ? parsed.data : new EnvironmentError(`the Ray registry watch printed an invalid snapshot: ${describeZodError(parsed.error, 'line')}`);
}

function lastLine(text: string): string {
  return text.trim().split('\n').filter((l) => l.trim() !== '').at(-1)?.trim() ?? '';
}
