/**
 * `iteraplan bridge --replicas N`: N bridge processes in the foreground, one simulator each, so
 * that an experiment can spread its episodes over them (`--bridge URL` once per replica). Each
 * replica's listening line is passed on to our stdout, one JSON line per replica; a replica that
 * exits on its own is started again on the same port, so clients find it where it was.
 * SIGINT/SIGTERM stop them all.
 */
import { execa, type ResultPromise } from 'execa';
import { EnvironmentError } from '../errors.js';
import { findProjectRoot } from '../world/index.js';
import type { ForegroundOptions } from './foreground.js';
import { timingArgs } from './launcher.js';
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
  const env = { ...(options.env ?? process.env) };
  const python = await resolvePython(root, env);
  if (options.token !== undefined) env['ITERAPLAN_BRIDGE_TOKEN'] = options.token;
  const out = options.stdout ?? process.stdout;
  const err = options.stderr ?? process.stderr;
  let stopping = false;
  const children = new Set<ResultPromise>();

  const argsFor = (port: number) => {
    const args = ['-m', 'bridge', '--backend', options.backend, '--port', String(port), ...timingArgs(options)];
    if (options.host !== undefined) args.push('--host', options.host);
    if (options.scenesDir !== undefined) args.push('--scenes', options.scenesDir);
    return args;
  };

  /** Runs replica `index` on `port` (0: a free one), again on its port when it exits on its own. */
  const replica = async (index: number, initialPort: number): Promise<number> => {
    let port = initialPort;
    const starts: number[] = [];
    for (;;) {
      starts.push(Date.now());
      const child = execa(python.command, argsFor(port), { cwd: root, env, extendEnv: false, stdin: 'ignore', stdout: 'pipe', stderr: 'inherit', reject: false, cleanup: false, buffer: false });
      children.add(child);
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
      const result = await child;
      children.delete(child);
      if (result.failed && 'code' in result && result.code === 'ENOENT') {
        throw new EnvironmentError(`cannot start the bridge: the Python interpreter '${python.command}' was not found. Install Python 3, or set ITERAPLAN_PYTHON to an interpreter that has bridge/requirements.txt.`);
      }
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
    for (const child of children) child.kill(signal);
  };
  const onSignal = (signal: NodeJS.Signals) => stopAll(signal);
  const onExit = () => stopAll('SIGTERM');
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', onExit);
  try {
    const codes = await Promise.all(Array.from({ length: options.replicas }, (_, i) => replica(i, options.port === 0 ? 0 : options.port + i)));
    return Math.max(0, ...codes);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', onExit);
  }
}
