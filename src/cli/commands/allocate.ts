/** `iteraplan allocate FILE --scene S [--team T]`: give each skill call to an agent of the team, and schedule them. */
import { allocateRuleBased, allocationToJson, formatAllocationTable } from '../../allocation/index.js';
import { printProgram } from '../../code/index.js';
import { planSchedule, plannedTimeline, scheduleToJson } from '../../execution/index.js';
import { formatTimeline } from '../../schedule/index.js';
import { agentNames, loadWorld, scenesDir } from '../../world/index.js';
import { loadValidProgram } from '../code-file.js';
import { jsonLine, jsonOption, sceneOption, teamOption } from '../options.js';
import { figureOptions, writeFigures, type FigureFlags } from '../timeline-output.js';
import { writeOutputFile } from '../write-output.js';
import type { CliCommand } from './command.js';

interface AllocateFlags extends FigureFlags {
  scene: string;
  team: string;
  json: boolean;
  output?: string;
}

export const allocateCommand: CliCommand = {
  name: 'allocate',
  register(program, { io }) {
    const command = program
      .command('allocate')
      .description('give each skill call to the agent of the team with the largest affordance; print the table, the rewritten code and the schedule')
      .argument('<file>', 'skill code (.py)');
    sceneOption(command, io.env);
    teamOption(command);
    command.option('-o, --output <file>', 'also write the allocated code (each call with its agent) to FILE, for `execute`');
    figureOptions(command);
    jsonOption(command);
    command.action(async (file: string, flags: AllocateFlags) => {
      const world = loadWorld(flags.scene, { scenesDir: scenesDir(io.env), team: flags.team });
      const { program: code } = loadValidProgram(file, world);
      const allocation = allocateRuleBased(code, world.team, world.skills);
      const planned = planSchedule(allocation.program, world);
      const timeline = plannedTimeline(planned, `Schedule of ${file} (team ${world.team.name})`);
      const rewritten = printProgram(allocation.program);
      if (flags.output !== undefined) writeOutputFile(flags.output, rewritten.endsWith('\n') ? rewritten : `${rewritten}\n`);
      await writeFigures(timeline, flags);
      if (flags.json) {
        io.stdout.write(jsonLine({ team: world.team.name, ...allocationToJson(allocation), schedule: scheduleToJson(planned) }));
        return;
      }
      io.stdout.write(`${formatAllocationTable(allocation.rows, agentNames(world.team))}\n\n${rewritten}`);
      if (!rewritten.endsWith('\n')) io.stdout.write('\n');
      io.stdout.write(`\n${formatTimeline(timeline)}\n`);
    });
  },
};
