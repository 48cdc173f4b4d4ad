/**
 * `iteraplan suites import alfred PATH... --out FILE`: ALFRED trajectories as a suite that
 * `iteraplan experiment --suite FILE` runs (src/experiments/alfred).
 */
import { relative } from 'node:path';
import { importAlfredSuite, importTeachSuite } from '../../experiments/index.js';
import { scenesDir } from '../../world/index.js';
import { jsonLine, jsonOption, wholeNumber } from '../options.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';
import type { Command } from 'commander';
import type { CliIO } from '../../io.js';

interface ImportFlags {
  out: string;
  name?: string;
  repository: string;
  commit: string;
  root?: string;
  splitFile?: string;
  split: string;
  json: boolean;
}

export const suitesCommand: CliCommand = {
  name: 'suites',
  register(program, { io }) {
    const suites = program.command('suites').description('make suites from datasets of tasks');
    const importing = suites.command('import').description('import a dataset as a suite');
    const alfred = importing
      .command('alfred')
      .description("ALFRED trajectories (traj_data.json) as a suite: a task per human annotation, the goal from the task type, the start from the trajectory's placement")
      .argument('<paths...>', 'traj_data.json or pp/ann_N.json files, or folders holding traj_data.json files')
      .requiredOption('--out <file>', 'the suite file to write; its start scenes go to <name>.scenes/ beside it')
      .option('--name <name>', "the suite's name (default: the file's name)")
      .option('--repository <owner/name>', 'the repository the files come from, recorded per task', 'askforalfred/alfred')
      .requiredOption('--commit <sha>', 'the commit of that repository the files come from, recorded per task')
      .option('--root <dir>', "record each file's path relative to this folder (a clone, or a copy keeping the repository's layout)")
      .option('--split-file <file>', "ALFRED's split list (data/splits/oct21.json): refuse, before reading any, a file not of --split")
      .option('--split <name>', 'with --split-file: the split the files must be of', 'train');
    jsonOption(alfred);
    helpExamples(alfred, [
      ['suites import alfred alfred/data/json_2.1.0/train --root alfred --commit SHA --split-file alfred/data/splits/oct21.json --out suites/mine.yaml', 'every train trajectory of a clone (docs/alfred.md)'],
      ['experiment --suite suites/mine.yaml --planner offline', 'then run it'],
    ]);
    alfred.action(async (paths: string[], flags: ImportFlags) => {
      const result = await importAlfredSuite({
        paths,
        out: flags.out,
        name: flags.name,
        repository: flags.repository,
        commit: flags.commit,
        root: flags.root,
        split: flags.splitFile === undefined ? undefined : { file: flags.splitFile, name: flags.split },
        scenesDir: scenesDir(io.env),
        env: io.env,
        command: commandLine(paths, flags),
      });
      const { suite } = result;
      const fromTrajectory = suite.tasks.filter((t) => t.start?.from === 'trajectory').length;
      if (flags.json) {
        io.stdout.write(jsonLine({ suite: result.suiteFile, sceneFolder: result.sceneFolder, trajectories: result.trajectories, tasks: suite.tasks.length, fromTrajectory, leftOut: result.leftOut }));
        return;
      }
      io.stdout.write(`Wrote ${result.suiteFile}: ${suite.tasks.length} tasks from ${result.trajectories} trajectories (${fromTrajectory} start from the trajectory's placement, ${suite.tasks.length - fromTrajectory} from the floorplan's scene); start scenes in ${result.sceneFolder}\n`);
      for (const left of result.leftOut) io.stdout.write(`Left out ${left.task ?? left.file}${left.annotation === null ? '' : ` (annotation ${left.annotation})`}: ${left.reason}\n`);
      const shown = relative(process.cwd(), result.suiteFile);
      io.stdout.write(`Run it: iteraplan experiment --suite ${shown.startsWith('..') ? result.suiteFile : shown}\n`);
    });
    registerTeach(importing, io);
  },
};

interface TeachFlags {
  classes: string;
  out: string;
  name?: string;
  repository: string;
  commit: string;
  root?: string;
  seed: number;
  perRoom: number;
  floorplans?: string;
  json: boolean;
}

/** `suites import teach DIR --classes FILE --commit SHA --out FILE` (src/experiments/teach, docs/teach.md). */
function registerTeach(importing: Command, io: CliIO): void {
  const teach = importing
    .command('teach')
    .description("TEACh's task definitions (task_definitions/*.json) as a suite: each task on the floorplans where it is possible, its desc as the request, its own conditions as the goal")
    .argument('<definitions>', 'the folder of task definitions (src/teach/meta_data_files/task_definitions of a clone)')
    .requiredOption('--classes <file>', "TEACh's object classes (src/teach/meta_data_files/ai2thor_resources/custom_object_classes.json)")
    .requiredOption('--out <file>', 'the suite file to write; derived start scenes go to <name>.scenes/ beside it')
    .option('--name <name>', "the suite's name (default: the file's name)")
    .option('--repository <owner/name>', 'the repository the files come from, recorded per task', 'alexa/teach')
    .requiredOption('--commit <sha>', 'the commit of that repository the files come from, recorded per task')
    .option('--root <dir>', "record each file's path relative to this folder (a clone, or a copy keeping the repository's layout)")
    .option('--seed <n>', 'the seed of the draw of instances and floorplans', wholeNumber(0), 38)
    .option('--per-room <n>', 'tasks per TEACh task and room type, at most', wholeNumber(1, 100), 3)
    .option('--floorplans <list>', 'only these floorplans, comma-separated (default: every iTHOR floorplan)');
  jsonOption(teach);
  helpExamples(teach, [
    ['suites import teach teach/src/teach/meta_data_files/task_definitions --classes teach/src/teach/meta_data_files/ai2thor_resources/custom_object_classes.json --root teach --commit SHA --out suites/teach.yaml', 'the shipped suite (suites/teach.README.md)'],
    ['experiment --suite teach', 'then run it'],
  ]);
  teach.action(async (definitions: string, flags: TeachFlags) => {
    const { seed, perRoom } = flags;
    const options = [`--classes ${flags.classes}`, `--out ${flags.out}`, `--repository ${flags.repository}`, `--commit ${flags.commit}`, `--seed ${seed}`, `--per-room ${perRoom}`];
    if (flags.name !== undefined) options.push(`--name ${flags.name}`);
    if (flags.root !== undefined) options.push(`--root ${flags.root}`);
    if (flags.floorplans !== undefined) options.push(`--floorplans ${flags.floorplans}`);
    const result = await importTeachSuite({
      floorplans: flags.floorplans?.split(',').map((s) => s.trim()).filter((s) => s !== ''),
      definitions,
      classes: flags.classes,
      out: flags.out,
      name: flags.name,
      repository: flags.repository,
      commit: flags.commit,
      root: flags.root,
      seed,
      perRoom,
      scenesDir: scenesDir(io.env),
      env: io.env,
      command: `iteraplan suites import teach ${definitions} ${options.join(' ')}`,
    });
    const { suite } = result;
    if (flags.json) {
      io.stdout.write(jsonLine({ suite: result.suiteFile, sceneFolder: result.sceneFolder, definitions: result.definitions, tasks: suite.tasks.length, leftOut: result.leftOut }));
      return;
    }
    io.stdout.write(`Wrote ${result.suiteFile}: ${suite.tasks.length} tasks from ${result.definitions} TEACh task definitions\n`);
    for (const left of result.leftOut) io.stdout.write(`Left out ${left.task}: ${left.reason}\n`);
    const shown = relative(process.cwd(), result.suiteFile);
    io.stdout.write(`Run it: iteraplan experiment --suite ${shown.startsWith('..') ? result.suiteFile : shown}\n`);
  });
}

/** The command as it would be typed again, for the suite's header (paths as given). */
function commandLine(paths: readonly string[], flags: ImportFlags): string {
  const options = [`--out ${flags.out}`, `--repository ${flags.repository}`, `--commit ${flags.commit}`];
  if (flags.name !== undefined) options.push(`--name ${flags.name}`);
  if (flags.root !== undefined) options.push(`--root ${flags.root}`);
  if (flags.splitFile !== undefined) options.push(`--split-file ${flags.splitFile} --split ${flags.split}`);
  return `iteraplan suites import alfred ${paths.length > 3 ? `${paths.slice(0, 3).join(' ')} ... (${paths.length} paths)` : paths.join(' ')} ${options.join(' ')}`;
}
