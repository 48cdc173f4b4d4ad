/**
 * `iteraplan runs` (the sessions, newest first), `runs show ID` (one session in words) and
 * `runs open ID` (its HTML report: the path, and a browser where there is one).
 */
import type { Command } from 'commander';
import { formatSummary, listSessions, readSessionRecord, REPORT_FILE, resolveSession, shortTime, writeSessionReports } from '../../report/index.js';
import { openInBrowser } from '../open-browser.js';
import { jsonLine } from '../options.js';
import { clip, formatTable, outputWidth } from '../table.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';

interface RunsFlags {
  out: string;
  json: boolean;
}

const outOption = (command: Command) => command.option('--out <dir>', 'where the sessions were written', 'runs').option('--json', 'print one JSON result on stdout', false);

export const runsCommand: CliCommand = {
  name: 'runs',
  register(program, { io }) {
    const runs = outOption(program.command('runs').description('list the sessions: time, request, scene, planner, outcome')).action((flags: RunsFlags) => {
      const { sessions, skipped } = listSessions(flags.out);
      if (flags.json) {
        io.stdout.write(jsonLine({ sessions, skipped }));
        return;
      }
      // A folder that cannot be read is left out with the reason; it never hides the others.
      for (const s of skipped) io.stderr.write(`iteraplan runs: left out ${s.dir}: ${s.problem}\n`);
      if (sessions.length === 0) {
        io.stdout.write(`No sessions under ${flags.out} (run \`iteraplan plan\`, or give --out).\n`);
        return;
      }
      const rows = sessions.map((s) => [s.id, s.started ? shortTime(s.started) : '?', clip(s.instruction, 40), s.scene, s.planner, clip(s.outcome, 48)]);
      const width = outputWidth(io.stdout, io.env);
      // At a terminal the table fits its width: the request, then the id (which `runs show` takes
      // by the start of its name, the time it holds), then the outcome past its verdict give way.
      const fit = width === undefined ? undefined : { width, shrink: [{ column: 2, least: 16 }, { column: 0, least: 16 }, { column: 5, least: 30 }] };
      io.stdout.write(`${formatTable(['id', 'started (UTC)', 'request', 'scene', 'planner', 'outcome'], rows, fit)}\n`);
    });
    helpExamples(runs, [
      ['runs', 'the sessions under runs/, newest first'],
      ['runs show latest', 'the newest session in words'],
      ['runs open 20261126-190139', 'a session\'s HTML report, by the start of its name'],
      ['runs --out results/ --json', 'the sessions of another folder, as JSON'],
    ]);
    outOption(runs.command('show').description('one session in words: request, plan, code versions, failures, allocation, final state').argument('<id>', 'session folder, its name, the start of its name, or latest')).action(
      (id: string, _flags: RunsFlags, command: Command) => {
        // `--out` and `--json` may be given before or after `show` (the parent has them too).
        const flags = command.optsWithGlobals<RunsFlags>();
        const record = readSessionRecord(resolveSession(id, flags.out));
        if (flags.json) {
          const { names, ...data } = record;
          io.stdout.write(jsonLine({ ...data, names: Object.fromEntries(names.entries()) }));
          return;
        }
        io.stdout.write(`${formatSummary(record)}\n`);
      },
    );
    outOption(
      runs
        .command('open')
        .description("a session's HTML report: prints its path and opens it in a browser when there is one")
        .argument('<id>', 'session folder, its name, the start of its name, or latest')
        .option('--no-browser', 'only print the path'),
    ).action(async (id: string, _flags: RunsFlags, command: Command) => {
      const flags = command.optsWithGlobals<RunsFlags & { browser: boolean }>();
      const dir = resolveSession(id, flags.out);
      // Written anew from the session's files every time: a report.html already in the folder may
      // be older than the session, from an older IteraPlan, or put there by whoever sent the folder.
      const path = (await writeSessionReports(dir)).html;
      const opened = flags.browser && io.interactive === true ? await openInBrowser(path, io.env) : null;
      if (flags.json) io.stdout.write(jsonLine({ report: path, file: REPORT_FILE, opened: opened !== null }));
      else io.stdout.write(`${path}\n${opened ? `(opened with ${opened})\n` : ''}`);
    });
  },
};

