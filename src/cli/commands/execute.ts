/** `iteraplan execute FILE --scene S`: run approved skill code through the bridge. */
import { ExitCode } from '../../errors.js';
import { worldExecutionData, executeSteps, formatErrorReport } from '../../execution/index.js';
import { loadWorld, scenesDir } from '../../world/index.js';
import { loadValidProgram } from '../code-file.js';
import { AGENT_CHOICES, bridgeOptions, bridgeTarget, jsonLine, jsonOption, sceneOption } from '../options.js';
import { progressPrinter } from '../progress.js';
import { Option } from 'commander';
import type { CliCommand } from './command.js';
import { formatOutcome, observeClient, observeOutcome } from '../../outcome/index.js';

interface ExecuteFlags {
  scene: string;
  agent: string;
  backend: string;
  bridge?: string;
  bridgeToken?: string;
  json: boolean;
}

export const executeCommand: CliCommand = {
  name: 'execute',
  register(program, { io, setExitCode }) {
    const command = program
      .command('execute')
      .description('run skill code in a scene through the bridge')
      .argument('<file>', 'skill code (.py)');
    sceneOption(command);
    command.addOption(
      new Option('--agent <agent>', 'agent of calls without a robot./human. prefix').choices(AGENT_CHOICES).default('robot'),
    );
    bridgeOptions(command);
    jsonOption(command);
    command.action(async (file: string, flags: ExecuteFlags) => {
      const scenes = scenesDir(io.env);
      const world = loadWorld(flags.scene, { scenesDir: scenes });
      const { steps } = loadValidProgram(file, world);
      // Loaded on use: the bridge's dependencies (execa, ws) are slow to import for other commands.
      const { connectBridge } = await import('../../bridge/index.js');
      const bridge = await connectBridge(bridgeTarget(flags, scenes, io.env));
      try {
        const client = observeClient(bridge.client);
        const result = await executeSteps(steps, {
          client,
          ...worldExecutionData(world),
          scene: flags.scene,
          agent: flags.agent,
          ...(flags.json ? {} : { onProgress: progressPrinter(io.stderr) }),
        });
        // What changed in the world, from the reset to the end of the run.
        const outcome = await observeOutcome(client, { world, ran: result.success });
        if (flags.json) {
          const { report, ...counts } = result;
          io.stdout.write(
            jsonLine({ ...counts, scene: flags.scene, file, report: report ?? null, outcome }),
          );
        } else {
          if (result.report !== undefined) {
            io.stdout.write(`${formatErrorReport(result.report)}\n`);
          } else {
            io.stdout.write(
              `Plan succeeded on ${flags.scene}: ${result.steps} skill call${result.steps === 1 ? '' : 's'}, ${result.actions} atomic action${result.actions === 1 ? '' : 's'}\n`,
            );
          }
          if (outcome !== null) io.stdout.write(`\n${formatOutcome(outcome).join('\n')}\n`);
        }
        setExitCode(result.success ? ExitCode.ok : ExitCode.planFailed);
      } finally {
        await bridge.close();
      }
    });
  },
};
