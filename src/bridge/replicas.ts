/**
 * `iteraplan bridge --replicas N`: N bridge processes in the foreground, one simulator each, so
 * that an experiment can spread its episodes over them (`--bridge URL` once per replica). Each
 * replica's listening line is passed on to our stdout, one JSON line per replica; a replica that
 * exits on its own is started again on the same port, so clients find it where it was.
 * SIGINT/SIGTERM stop them all, and they exit with us however we exit (bridge-process.ts).
 */
import { findProjectRoot } from '../world/index.js';
import { spawnBridge, type SpawnedBridge } from './bridge-process.js';
import { foregroundArgs, type ForegroundOptions } from './foreground.js';
import { resolvePython } from './python.js';

export interface ReplicaOptions extends ForegroundOptions {
  replicas: number;
  /** Where the listening lines go (default: our stdout) and the notes (default: stderr). */
  stdout?: NodeJS.WritableStream;
  stderr?: NodeJS.WritableStream;
}

/** A replica restarted more often than this within a minute is given up. */
const MAX_RESTARTS_PER_MINUTE = 5;

/** Runs the replicas until a signal stops them; resolves with the exit code (0 after a signal). */
export async function runBridgeReplicas(options: ReplicaOptions): Promise<number> {
  const root = options.root ?? findProjectRoot();
  const env = options.env ?? process.env;
  const python = await resolvePython(root, env);
  const out = options.stdout ?? process.stdout;
  const err = options.stderr ?? process.stderr;
  let stopping = false;
  const children = new Set<SpawnedBridge>();

  /** Runs replica `index` on `port` (0: a free one), again on its port when it exits on its own. */
  const replica = async (index: number, initialPort: number): Promise<number> => {
    let port = initialPort;
    const starts: number[] = [];
    for (;;) {
      starts.push(Date.now());
      const bridge = spawnBridge({ python, root, env, args: foregroundArgs(options, port), token: options.token, stdout: 'pipe', stderr: 'inherit', onSignal: 'forward' });
      const child = bridge.child;
      children.add(bridge);
      let buffered = '';
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', (chunk: string) => {
        buffered += chunk;
        for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 1);
          const bound = /"listening":\s*"ws:\/\/[^"]*:(\d+)"/.exec(line);
          if (bound) port = Number(bound[1]);
          out.write(`${line}\n`);
        }
      });
      const result = await bridge.exited.finally(() => children.delete(bridge));
      if (stopping) return 0;
      const code = result.exitCode ?? 1;
      const recent = starts.filter((t) => Date.now() - t < 60_000).length;
      // A replica that cannot start (bad usage, port taken) or keeps crashing stops the lot.
      if (port === 0 || code === 2 || recent > MAX_RESTARTS_PER_MINUTE) {
        err.write(`iteraplan: bridge replica ${index + 1} exited with code ${code}${port === 0 ? ' before it listened' : ''}; stopping the others\n`);
        stopAll('SIGTERM');
        return code === 0 ? 1 : code;
      }
      err.write(`iteraplan: bridge replica ${index + 1} (port ${port}) exited with ${result.signal ?? `code ${code}`}; starting it again on the same port\n`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (stopping) return 0;
    }
  };

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const bridge of children) bridge.child.kill(signal);
  };
  // Each replica gets the signal from its own listener (bridge-process.ts); this one stops restarts.
  const onSignal = () => {
    stopping = true;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const codes = await Promise.all(Array.from({ length: options.replicas }, (_, i) => replica(i, options.port === 0 ? 0 : options.port + i)));
    return Math.max(0, ...codes);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
