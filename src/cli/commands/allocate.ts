/** `iteraplan allocate FILE --scene S [--team T]`: give each skill call to an agent of the team, and schedule them. */
import { allocateWith, allocationNotes, allocationToJson, formatAllocationTable, type AllocatorName } from '../../allocation/index.js';
import { printProgram } from '../../code/index.js';
import { planSchedule, plannedTimeline, scheduleToJson } from '../../execution/index.js';
import { formatTimeline } from '../../schedule/index.js';
import { agentNames, loadWorld, scenesDir } from '../../world/index.js';
import { loadValidProgram } from '../code-file.js';
import { allocatorOptions, jsonLine, jsonOption, sceneOption, teamOption } from '../options.js';
import { figureOptions, writeFigures, type FigureFlags } from '../timeline-output.js';
import { writeOutputFile } from '../write-output.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';

interface AllocateFlags extends FigureFlags {
  scene: string;
  team: string;
  json: boolean;
  output?: string;
  allocator: AllocatorName;
  reliabilityFloor: number;
}

export const allocateCommand: CliCommand = {
  name: 'allocate',
  register(program, { io }) {
    const command = program
      .command('allocate')
      .description('give each skill call to an agent of the team (the paper rule, or balanced: time as well as reliability); print the table, the rewritten code, what it costs and the schedule')
      .argument('<file>', 'skill code (.py)');
    sceneOption(command, io.env);
    teamOption(command);
    allocatorOptions(command);
    command.option('-o, --output <file>', 'also write the allocated code (each call with its agent) to FILE, for `execute`');
    figureOptions(command);
    jsonOption(command);
    helpExamples(command, [
      ['allocate runs/20261126-190139-i-feel-hungry/code-v1.py --scene FloorPlan1', 'the paper\'s rule: each call to its most reliable agent'],
      ['allocate plan.py --scene FloorPlan1 --team two-robots --allocator balanced -o plan.allocated.py', 'the smallest makespan; the code to a file'],
    ]);
    command.action(async (file: string, flags: AllocateFlags) => {
      const world = loadWorld(flags.scene, { scenesDir: scenesDir(io.env), team: flags.team });
      const { program: code } = loadValidProgram(file, world);
      const allocation = allocateWith(flags.allocator, code, world, { floor: flags.reliabilityFloor });
      // Walks between objects counted: the one makespan the notes and the timeline both say.
      const planned = planSchedule(allocation.program, world, undefined, { walking: true });
      const timeline = plannedTimeline(planned, `Schedule of ${file} (team ${world.team.name}, walks included)`);
      const rewritten = printProgram(allocation.program);
      if (flags.output !== undefined) writeOutputFile(flags.output, rewritten.endsWith('\n') ? rewritten : `${rewritten}\n`);
      await writeFigures(timeline, flags);
      if (flags.json) {
        io.stdout.write(jsonLine({ team: world.team.name, ...allocationToJson(allocation), figures: allocation.figures, schedule: scheduleToJson(planned) }));
        return;
      }
      io.stdout.write(`${formatAllocationTable(allocation.rows, agentNames(world.team), () => (flags.allocator === 'paper' ? 'paper rule' : flags.allocator))}\n\n${rewritten}`);
      if (!rewritten.endsWith('\n')) io.stdout.write('\n');
      const shown = { makespan: planned.schedule.makespan, successProbability: allocation.figures.successProbability, calls: planned.calls.length };
      io.stdout.write(`\n${allocationNotes(allocation.figures, shown).join('\n')}\n\n${formatTimeline(timeline)}\n`);
    });
  },
};
