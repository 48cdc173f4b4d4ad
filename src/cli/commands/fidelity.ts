/**
 * `iteraplan fidelity replay-alfred PATH...`: ALFRED's expert demonstrations replayed on the
 * symbolic world through real bridges, with how far they agree with AI2-THOR
 * (src/experiments/alfred/replay, docs/fidelity.md).
 */
import { availableParallelism } from 'node:os';
import { Option } from 'commander';
import { writeFileSync } from 'node:fs';
import { ProgressBar, formatDuration, renderReplayTally, replayAlfred, tallyReplay } from '../../experiments/index.js';
import { scenesDir } from '../../world/index.js';
import { TRACKERS, type Trackers } from '../../goals/index.js';
import { helpExamples } from '../help-examples.js';
import { jsonLine, jsonOption, wholeNumber } from '../options.js';
import type { CliCommand } from './command.js';

interface ReplayFlags {
  replicas?: number;
  trackers: Trackers;
  outcomes?: string;
  json: boolean;
}

export const fidelityCommand: CliCommand = {
  name: 'fidelity',
  register(program, { io }) {
    const fidelity = program.command('fidelity').description("check the symbolic world against AI2-THOR's own recorded runs");
    const replay = fidelity
      .command('replay-alfred')
      .description("replay ALFRED's expert demonstrations (plan.low_actions of traj_data.json) from each trajectory's own start; report how many recorded interactions succeed here as in AI2-THOR and how many goals hold at the end")
      .argument('<paths...>', 'traj_data.json files, or folders holding them (train split only)')
      .option('--replicas <n>', 'bridges replaying side by side (default: the cores, at most 4)', wholeNumber(1, 64))
      .option('--outcomes <file>', "write every trajectory's outcome (each interaction, the goal) as JSON lines")
      .addOption(
        new Option('--trackers <whose>', "who says what was heated, cooled or cleaned: unity (any moment inside the fridge, or the running microwave or basin) or alfred (only when the fridge is closed, the microwave or faucet switched on, with it inside: ALFRED's update_states)")
          .choices(TRACKERS)
          .default('unity'),
      );
    jsonOption(replay);
    helpExamples(replay, [
      ['fidelity replay-alfred alfred/data/json_2.1.0/train', 'every train trajectory (docs/fidelity.md)'],
      ['fidelity replay-alfred alfred/data/json_2.1.0/train --replicas 2 --outcomes replay.jsonl', 'on two bridges, each trajectory\'s outcome kept'],
    ]);
    replay.action(async (paths: string[], flags: ReplayFlags) => {
      const started = Date.now();
      const tty = (io.stderr as { isTTY?: boolean }).isTTY === true;
      let bar: ProgressBar | undefined;
      const outcomes = await replayAlfred({
        paths,
        scenesDir: scenesDir(io.env),
        env: io.env,
        replicas: flags.replicas ?? Math.min(4, availableParallelism()),
        trackers: flags.trackers,
        onOutcome(outcome, done, total) {
          if (tty) {
            if (bar === undefined) bar = new ProgressBar(io.stderr, total, { tty });
            bar.tick(outcome.file, '');
            return;
          }
          // Without a terminal, a line every 5% rather than one per trajectory.
          const every = Math.max(1, Math.round(total / 20));
          if (done % every === 0 || done === total) io.stderr.write(`replayed ${done}/${total} trajectories (elapsed ${formatDuration(Date.now() - started)})\n`);
        },
      });
      bar?.finish();
      if (flags.outcomes !== undefined) writeFileSync(flags.outcomes, outcomes.map((o) => jsonLine(o)).join(''));
      const tally = tallyReplay(outcomes);
      if (flags.json) {
        io.stdout.write(jsonLine({ ...tally, seconds: Math.round((Date.now() - started) / 1000) }));
        return;
      }
      io.stdout.write(`${renderReplayTally(tally).join('\n')}\n\nReplayed ${outcomes.length} trajectories in ${formatDuration(Date.now() - started)}.\n`);
    });
  },
};
