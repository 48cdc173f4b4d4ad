// Benchmark: ALFRED's expert demonstrations replayed (iteraplan fidelity replay-alfred) over the
// whole train split: how many recorded interactions succeed here as in AI2-THOR, how many
// trajectories end with their goal met, and how long it takes on this machine.
// The train split is read from --train DIR (ALFRED's data/json_2.1.0/train), else from
// $ITERAPLAN_ALFRED_TRAIN, else taken (only data/json_2.1.0/train/) out of the git repository
// $ITERAPLAN_ALFRED_REPO; with none of them the benchmark says it was skipped.
// Run after `npm run build`: node bench/alfred-replay.mjs [--train DIR] [--replicas N] [--json]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const json = process.argv.includes('--json');
const replicas = argument('--replicas') ?? '2';
const say = (result, text) => process.stdout.write(json ? `${JSON.stringify(result)}\n` : `${text}\n`);

let train = argument('--train') ?? process.env.ITERAPLAN_ALFRED_TRAIN;
let scratch;
let commit = 'unknown';
const repo = process.env.ITERAPLAN_ALFRED_REPO;
if (train === undefined && repo !== undefined && existsSync(repo)) {
  // Only the train split leaves the repository: the held-out splits are never unpacked.
  scratch = mkdtempSync(join(tmpdir(), 'iteraplan-alfred-train-'));
  const unpack = spawnSync('sh', ['-c', 'git -C "$1" archive HEAD data/json_2.1.0/train/ | tar -x -C "$2"', 'unpack', repo, scratch], { stdio: 'inherit' });
  if (unpack.status !== 0) {
    process.stderr.write(`alfred replay: could not take the train split out of ${repo}\n`);
    process.exit(3);
  }
  train = join(scratch, 'data', 'json_2.1.0', 'train');
  commit = spawnSync('git', ['-C', repo, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
}
if (train === undefined || !existsSync(train)) {
  say({ skipped: 'no ALFRED train split: give --train DIR, ITERAPLAN_ALFRED_TRAIN or ITERAPLAN_ALFRED_REPO' }, 'alfred replay: skipped (no ALFRED train split: give --train DIR, ITERAPLAN_ALFRED_TRAIN or ITERAPLAN_ALFRED_REPO)');
  process.exit(0);
}
try {
  const started = Date.now();
  const run = spawnSync('nice', ['-n', '10', 'node', 'bin/iteraplan.js', 'fidelity', 'replay-alfred', train, '--replicas', replicas, '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const tally = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const seconds = (Date.now() - started) / 1000;
  const percent = (n, of) => `${((100 * n) / of).toFixed(2)}%`;
  const ours = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const summary = `interactions ${tally.agreed}/${tally.recorded} (${percent(tally.agreed, tally.recorded)}) succeed here as in AI2-THOR; goals met ${tally.goalMet}/${tally.trajectories} (${percent(tally.goalMet, tally.trajectories)}); ${seconds.toFixed(0)} s, ${replicas} replicas; ALFRED commit ${commit}, ours ${ours}`;
  if (json) {
    say({ ...tally, seconds, replicas: Number(replicas), commit, ours }, '');
  } else {
    process.stdout.write(`alfred replay: ${summary}\n`);
    process.stdout.write(`per action: ${tally.byAction.map((r) => `${r.name} ${r.agreed}/${r.recorded}`).join('; ')}\n`);
    process.stdout.write(`per task type: ${tally.byTaskType.map((r) => `${r.name} ${r.agreed}/${r.recorded}, goal ${r.goalMet}/${r.trajectories}`).join('; ')}\n`);
    const refused = (c) => tally.disagreements.filter((d) => d.cls === c).reduce((n, d) => n + d.count, 0);
    const goals = (c) => tally.goalOnly.filter((g) => g.cls === c).length;
    process.stdout.write(`disagreements by class: ${['rule', 'version', 'start', 'unexplained'].map((c) => `${c} ${refused(c)} refused interactions, ${goals(c)} goals unmet with every interaction agreed`).join('; ')}\n`);
    // The full tables (per action type, per task type, each disagreement), as the command prints them.
    const { renderReplayTally } = await import(join(root, 'dist', 'experiments', 'index.js'));
    process.stdout.write(`\n$ iteraplan fidelity replay-alfred <ALFRED>/data/json_2.1.0/train --replicas ${replicas}  (ALFRED ${commit}, ours ${ours})\n\n${renderReplayTally(tally).join('\n').replaceAll(train, '<train>')}\n`);
  }
} finally {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
}
