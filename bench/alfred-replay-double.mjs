// Benchmark: ALFRED's expert demonstrations replayed through the ai2thor backend on its test double
// (tests/bridge/fake_ai2thor.py, standing in for the ai2thor package: tests/bridge/ai2thor_double),
// on a fixed sample of the train split: the first N trajectories (by a hash of their path) of every
// task type and room type. Every step goes to the backend for real: its symbolic mirror checks it
// first, then the double runs it as Unity's scripts would, and the goal is judged on what the
// double reports. A refusal whose message says "AI2-THOR refused" is the double refusing what our
// world accepted: a finding (docs/fidelity.md).
// The train split is read from --train DIR, $ITERAPLAN_ALFRED_TRAIN, or (only the sampled
// trajectories) out of the git repository $ITERAPLAN_ALFRED_REPO; with none the benchmark says so.
// Run after `npm run build`: node bench/alfred-replay-double.mjs [--per-group N] [--replicas N] [--json]
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const json = process.argv.includes('--json');
const replicas = Number(argument('--replicas') ?? '2');
const perGroup = Number(argument('--per-group') ?? '10');
const TRAIN = 'data/json_2.1.0/train';

/** iTHOR numbers its floorplans by room type (bridge/backends/ithor_scenes.py). */
function roomType(floorplan) {
  const n = Number(floorplan);
  return n < 200 ? 'Kitchen' : n < 300 ? 'LivingRoom' : n < 400 ? 'Bedroom' : 'Bathroom';
}

/** `pick_heat_then_place_in_recep-Apple-None-Fridge-12/trial_…` → its group and a stable order. */
function sample(trials) {
  const groups = new Map();
  for (const trial of trials) {
    const task = trial.split('/')[0];
    const key = `${task.split('-')[0]} ${roomType(task.split('-').at(-1))}`;
    groups.set(key, [...(groups.get(key) ?? []), trial]);
  }
  const hash = (s) => createHash('sha1').update(s).digest('hex');
  return [...groups.entries()].sort().flatMap(([, members]) => members.sort((a, b) => (hash(a) < hash(b) ? -1 : 1)).slice(0, perGroup));
}

const scratch = mkdtempSync(join(tmpdir(), 'iteraplan-alfred-double-'));
let commit = 'unknown';
try {
  let train = argument('--train') ?? process.env.ITERAPLAN_ALFRED_TRAIN;
  const repo = process.env.ITERAPLAN_ALFRED_REPO;
  let trials;
  if (train === undefined && repo !== undefined && existsSync(repo)) {
    const listed = spawnSync('git', ['-C', repo, 'ls-tree', '-d', '--name-only', 'HEAD', `${TRAIN}/`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const tasks = listed.stdout.trim().split('\n').map((p) => p.slice(TRAIN.length + 1));
    const trialsOf = spawnSync('git', ['-C', repo, 'ls-tree', '-r', '--name-only', 'HEAD', `${TRAIN}/`], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    trials = sample(trialsOf.stdout.trim().split('\n').filter((p) => p.endsWith('/traj_data.json')).map((p) => dirname(p.slice(TRAIN.length + 1))));
    // Only the sampled trajectories leave the repository: the held-out splits are never unpacked.
    const unpack = spawnSync('sh', ['-c', 'cd "$1" && shift && git -C "$0" archive HEAD "$@" | tar -x -C .', repo, scratch, ...trials.map((t) => `${TRAIN}/${t}/traj_data.json`)], { stdio: 'inherit' });
    if (unpack.status !== 0 || tasks.length === 0) {
      process.stderr.write(`alfred replay (double): could not take the train sample out of ${repo}\n`);
      process.exit(3);
    }
    train = join(scratch, TRAIN);
    commit = spawnSync('git', ['-C', repo, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  } else if (train !== undefined && existsSync(train)) {
    trials = sample(readdirSync(train).flatMap((task) => readdirSync(join(train, task)).map((trial) => `${task}/${trial}`)));
  }
  if (train === undefined || trials === undefined) {
    const why = 'no ALFRED train split: give --train DIR, ITERAPLAN_ALFRED_TRAIN or ITERAPLAN_ALFRED_REPO';
    process.stdout.write(json ? `${JSON.stringify({ skipped: why })}\n` : `alfred replay (double): skipped (${why})\n`);
    process.exit(0);
  }
  const { replayAlfred, tallyReplay, renderReplayTally } = await import(join(root, 'dist', 'experiments', 'index.js'));
  const startFile = (replica) => join(scratch, `start-${replica}.yaml`);
  const started = Date.now();
  const outcomes = await replayAlfred({
    paths: trials.map((t) => join(train, t, 'traj_data.json')),
    scenesDir: join(root, 'scenes'),
    env: process.env,
    replicas,
    onOutcome(_outcome, done, total) {
      if (done % Math.max(1, Math.round(total / 20)) === 0 || done === total) process.stderr.write(`replayed ${done}/${total} trajectories (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
    },
    bridge: {
      backend: 'ai2thor',
      env: (replica) => ({ PYTHONPATH: join(root, 'tests', 'bridge', 'ai2thor_double'), ITERAPLAN_AI2THOR_DOUBLE_START: startFile(replica) }),
      startFile,
    },
  });
  const seconds = (Date.now() - started) / 1000;
  const tally = tallyReplay(outcomes);
  const refusedByDouble = outcomes.flatMap((o) => o.interactions.filter((i) => !i.success && /^AI2-THOR refused/.test(i.message ?? '')).map((i) => ({ file: o.file.replaceAll(train, '<train>'), index: i.index, action: i.action, message: i.message })));
  const groups = new Set(outcomes.map((o) => `${o.taskType} ${roomType(o.floorplan.replace('FloorPlan', ''))}`));
  const ours = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const percent = (n, of) => `${((100 * n) / of).toFixed(2)}%`;
  if (json) {
    process.stdout.write(`${JSON.stringify({ ...tally, refusedByDouble, groups: groups.size, seconds, replicas, commit, ours })}\n`);
  } else {
    process.stdout.write(`alfred replay (double): through the ai2thor backend on its test double, interactions ${tally.agreed}/${tally.recorded} (${percent(tally.agreed, tally.recorded)}) succeed as in AI2-THOR; goals met ${tally.goalMet}/${tally.trajectories} (${percent(tally.goalMet, tally.trajectories)}); ${refusedByDouble.length} refused by the double after our world accepted them; ${tally.trajectories} trajectories (${perGroup} per task type and room type, ${groups.size} groups), ${seconds.toFixed(0)} s, ${replicas} replicas; ALFRED commit ${commit}, ours ${ours}\n`);
    for (const r of refusedByDouble) process.stdout.write(`  refused by the double: ${r.file} #${r.index} ${r.action}: ${r.message}\n`);
    process.stdout.write(`\n${renderReplayTally(tally).join('\n').replaceAll(train, '<train>')}\n`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
