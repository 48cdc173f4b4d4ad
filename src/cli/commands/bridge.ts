/** `iteraplan bridge --backend B --port P`: run the Python bridge in the foreground. */
import { InvalidArgumentError, Option } from 'commander';
import { BACKENDS } from '../options.js';
import type { CliCommand } from './command.js';

interface BridgeFlags {
  backend: string;
  port: number;
  host?: string;
  token?: string;
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
      .description('run the WebSocket bridge in the foreground (Ctrl-C stops it)')
      .addOption(new Option('--backend <backend>', 'simulator').choices(BACKENDS).default('symbolic'))
      .option('--port <port>', 'port to listen on; 0 picks a free one', parsePort, 8765)
      .option('--host <host>', 'address to bind (default 127.0.0.1; any other needs a token)')
      .option('--token <token>', 'shared token clients must send (default $ITERAPLAN_BRIDGE_TOKEN)')
      .action(async (flags: BridgeFlags) => {
        const { runBridgeForeground } = await import('../../bridge/index.js');
        setExitCode(
          await runBridgeForeground({
            backend: flags.backend,
            port: flags.port,
            host: flags.host,
            token: flags.token,
            env: io.env,
          }),
        );
      });
  },
};
