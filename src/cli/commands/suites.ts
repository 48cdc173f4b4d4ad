/**
 * `iteraplan suites import alfred PATH... --out FILE`: ALFRED trajectories as a suite that
 * `iteraplan experiment --suite FILE` runs (src/experiments/alfred).
 */
import { relative } from 'node:path';
import { importAlfredSuite } from '../../experiments/index.js';
import { scenesDir } from '../../world/index.js';
import { jsonLine, jsonOption } from '../options.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';

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
  },
};

/** The command as it would be typed again, for the suite's header (paths as given). */
function commandLine(paths: readonly string[], flags: ImportFlags): string {
  const options = [`--out ${flags.out}`, `--repository ${flags.repository}`, `--commit ${flags.commit}`];
  if (flags.name !== undefined) options.push(`--name ${flags.name}`);
  if (flags.root !== undefined) options.push(`--root ${flags.root}`);
  if (flags.splitFile !== undefined) options.push(`--split-file ${flags.splitFile} --split ${flags.split}`);
  return `iteraplan suites import alfred ${paths.length > 3 ? `${paths.slice(0, 3).join(' ')} ... (${paths.length} paths)` : paths.join(' ')} ${options.join(' ')}`;
}
