/** `iteraplan allocate FILE --scene S`: assign each skill call to the robot or the human. */
import { allocateRuleBased, allocationToJson, formatAllocationTable } from '../../allocation/index.js';
import { printProgram } from '../../code/index.js';
import { loadWorld, scenesDir } from '../../world/index.js';
import { loadValidProgram } from '../code-file.js';
import { jsonLine, jsonOption, sceneOption } from '../options.js';
import type { CliCommand } from './command.js';

interface AllocateFlags {
  scene: string;
  json: boolean;
}

export const allocateCommand: CliCommand = {
  name: 'allocate',
  register(program, { io }) {
    const command = program
      .command('allocate')
      .description("allocate each skill call to the agent with the larger affordance; print the table and the rewritten code")
      .argument('<file>', 'skill code (.py)');
    sceneOption(command);
    jsonOption(command);
    command.action((file: string, flags: AllocateFlags) => {
      const world = loadWorld(flags.scene, { scenesDir: scenesDir(io.env) });
      const { program: code } = loadValidProgram(file, world);
      const allocation = allocateRuleBased(code, world.team, world.skills);
      if (flags.json) {
        io.stdout.write(jsonLine(allocationToJson(allocation)));
        return;
      }
      const rewritten = printProgram(allocation.program);
      io.stdout.write(`${formatAllocationTable(allocation.rows)}\n\n${rewritten}`);
      if (!rewritten.endsWith('\n')) io.stdout.write('\n');
    });
  },
};
