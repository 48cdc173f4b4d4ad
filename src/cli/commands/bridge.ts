/** `iteraplan bridge --backend B --port P [--replicas N]`: run the Python bridge (or N of them) in the foreground. */
import { InvalidArgumentError, Option } from 'commander';
import { BACKENDS, wholeNumber } from '../options.js';
import type { CliCommand } from './command.js';

interface BridgeFlags {
  backend: string;
  port: number;
  host?: string;
  token?: string;
  replicas: number;
  stepDelayMs: number;
  exclusive: boolean;
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new InvalidArgumentError('must be a port number from 0 to 65535.');
  return port;
}

export const bridgeCommand: CliCommand = {
  name: 'bridge',
  register(program, { io, setExitCode }) {
    program
      .command('bridge')
      .description('run the WebSocket bridge in the foreground (Ctrl-C stops it); --replicas N runs N simulators')
      .addOption(new Option('--backend <backend>', 'simulator').choices(BACKENDS).default('symbolic'))
      .option('--port <port>', 'port to listen on; 0 picks a free one (replica i listens on port + i)', parsePort, 8765)
      .option('--host <host>', 'address to bind (default 127.0.0.1; any other needs a token)')
      .option('--token <token>', 'shared token clients must send (default $ITERAPLAN_BRIDGE_TOKEN)')
      .option('--replicas <n>', 'simulator processes to run, each its own bridge printing its own listening line', wholeNumber(1, 64), 1)
      .option('--step-delay-ms <ms>', "benchmarks only, symbolic backend: every step takes this long (AI2-THOR's step time)", wholeNumber(0, 60_000), 0)
      .option('--exclusive', 'benchmarks only, symbolic backend: serve one connection at a time, as AI2-THOR does', false)
      .action(async (flags: BridgeFlags) => {
        const { runBridgeForeground, runBridgeReplicas } = await import('../../bridge/index.js');
        const options = {
          backend: flags.backend,
          port: flags.port,
          host: flags.host,
          token: flags.token,
          env: io.env,
          stepDelayMs: flags.stepDelayMs,
          exclusive: flags.exclusive,
        };
        setExitCode(flags.replicas > 1 ? await runBridgeReplicas({ ...options, replicas: flags.replicas }) : await runBridgeForeground(options));
      });
  },
};
