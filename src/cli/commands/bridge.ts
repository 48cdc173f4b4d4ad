/**
 * `iteraplan bridge --backend B --port P [--replicas N]`: run the Python bridge (or N of them) in
 * the foreground; with `--ray ADDRESS`, N replicas as Ray actors placed on a cluster's nodes.
 */
import { InvalidArgumentError, Option } from 'commander';
import { InputError } from '../../errors.js';
import { BACKENDS, renderOptions, renderTarget, wholeNumber, type RenderFlags } from '../options.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';

interface BridgeFlags extends RenderFlags {
  backend: string;
  port: number;
  host?: string;
  token?: string;
  replicas: number;
  stepDelayMs: number;
  exclusive: boolean;
  ray?: string;
  registry?: string;
  cpusPerReplica?: number;
  gpusPerReplica?: number;
  maxRestarts?: number;
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new InvalidArgumentError('must be a port number from 0 to 65535.');
  return port;
}

/** A parser for a resource share: a number above 0 and at most `max` (0.5 GPU puts two replicas on one). */
function share(max: number, allowZero: boolean) {
  return (text: string): number => {
    const value = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || (allowZero ? value < 0 : value <= 0) || value > max) {
      throw new InvalidArgumentError(`must be a number ${allowZero ? 'from 0' : 'above 0'} to ${max}, e.g. 0.5.`);
    }
    return value;
  };
}

function parseRestarts(text: string): number {
  if (text === '-1') return -1;
  return wholeNumber(0, 1_000_000)(text);
}

const RAY_ONLY = ['registry', 'cpusPerReplica', 'gpusPerReplica', 'maxRestarts'] as const;
/** Bridge processes `--replicas` starts on this machine at most. */
const MAX_LOCAL_REPLICAS = 64;

export const bridgeCommand: CliCommand = {
  name: 'bridge',
  register(program, { io, setExitCode }) {
    const command = program
      .command('bridge')
      .description('run the WebSocket bridge in the foreground (Ctrl-C stops it); --replicas N runs N simulators, --ray places them on a Ray cluster')
      .addOption(new Option('--backend <backend>', 'simulator').choices(BACKENDS).default('symbolic'))
      .option('--port <port>', 'port to listen on; 0 picks a free one (replica i listens on port + i)', parsePort, 8765)
      .option('--host <host>', 'address to bind (default 127.0.0.1; any other needs a token)')
      .option('--token <token>', 'shared token clients must send (default $ITERAPLAN_BRIDGE_TOKEN)')
      .option('--replicas <n>', 'simulator processes to run (up to 64 here, 1024 with --ray), each its own bridge printing its own listening line', wholeNumber(1, 1024), 1)
      .option('--ray <address>', 'start the replicas as Ray actors on this cluster (auto, HOST:PORT of the head, or ray://HOST:PORT); see docs/cluster.md')
      .option('--registry <name>', 'with --ray: the name experiments find the replicas under (default iteraplan-bridges)')
      .option('--cpus-per-replica <n>', 'with --ray: Ray CPUs each replica holds (default 1)', share(256, false))
      .option('--gpus-per-replica <n>', 'with --ray: Ray GPUs each ai2thor replica holds (default 1; 0.5 puts two on a GPU)', share(16, true))
      .option('--max-restarts <n>', 'with --ray: how often Ray restarts a replica that died (-1, the default: always)', parseRestarts)
      .option('--step-delay-ms <ms>', "benchmarks only, symbolic backend: every step takes this long (AI2-THOR's step time)", wholeNumber(0, 60_000), 0)
      .option('--exclusive', 'benchmarks only, symbolic backend: serve one connection at a time, as AI2-THOR does', false);
    renderOptions(command);
    helpExamples(command, [
      ['bridge', 'the symbolic simulator on ws://127.0.0.1:8765; then plan --bridge ws://127.0.0.1:8765'],
      ['bridge --host 0.0.0.0 --token "$ITERAPLAN_BRIDGE_TOKEN" --backend ai2thor --platform cloud', 'AI2-THOR for other machines, headless'],
      ['bridge --replicas 4 --port 0', 'four simulators on free ports, one listening line each'],
      ['bridge --ray auto --replicas 8 --gpus-per-replica 0.5', 'replicas placed and restarted by Ray (docs/cluster.md)'],
    ]);
    command.action(async (flags: BridgeFlags) => {
      const bridge = await import('../../bridge/index.js');
      const render = renderTarget(flags, false);
      const timing = { stepDelayMs: flags.stepDelayMs, exclusive: flags.exclusive, ...(render === undefined ? {} : { render }) };
      if (flags.ray !== undefined) {
        if (flags.host !== undefined || flags.port !== 8765) throw new InputError('--host and --port place local bridges; with --ray, each replica listens on its node\'s address at a free port');
        setExitCode(
          await bridge.runRayReplicas({
            address: flags.ray,
            replicas: flags.replicas,
            backend: flags.backend,
            token: flags.token,
            registry: flags.registry,
            cpusPerReplica: flags.cpusPerReplica,
            gpusPerReplica: flags.gpusPerReplica,
            maxRestarts: flags.maxRestarts,
            env: io.env,
            ...timing,
          }),
        );
        return;
      }
      if (flags.replicas > MAX_LOCAL_REPLICAS) throw new InputError(`--replicas: at most ${MAX_LOCAL_REPLICAS} bridge processes on this machine; more with --ray, on a cluster`);
      const rayOnly = RAY_ONLY.filter((key) => flags[key] !== undefined);
      if (rayOnly.length > 0) throw new InputError(`${rayOnly.map((k) => `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`).join(', ')}: only with --ray`);
      const options = { backend: flags.backend, port: flags.port, host: flags.host, token: flags.token, env: io.env, ...timing };
      setExitCode(flags.replicas > 1 ? await bridge.runBridgeReplicas({ ...options, replicas: flags.replicas }) : await bridge.runBridgeForeground(options));
    });
  },
};
