// Which episodes of a suite `npm run bench:llm` runs: the paper slice, every episode, none, globs
// over 'task@scene', or a slice spread over the suite's task types or room types, so that a run
// that cannot afford a whole suite on a small CPU still sees every kind of task in it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The paper-suite slice: every task on its first floorplan, and four more episodes so that each
 * room type has at least two (12 episodes: Kitchen 5, LivingRoom 2, Bedroom 2, Bathroom 3), in
 * turn by room type, so that the first few of a run cut short already cover all four.
 */
export const PAPER_SLICE = [
  'hungry@FloorPlan1', 'tidy-up@FloorPlan201', 'relax-bedroom@FloorPlan301', 'relax-bathroom@FloorPlan401',
  'sunny-side-up-egg@FloorPlan1', 'tidy-up@FloorPlan202', 'relax-bedroom@FloorPlan302', 'clean-bathroom@FloorPlan401',
  'sleepy-kitchen@FloorPlan1', 'clean-bathroom@FloorPlan402', 'empty-cabinets@FloorPlan1', 'hungry@FloorPlan2',
];

const SPREAD = /^per-(type|room):(\d+)$/;

/** Whether `spec` is one `selectEpisodes` understands without reading the suite (or a glob list). */
export function describeSpec(spec) {
  if (spec === 'slice') return 'the paper slice (12 episodes over the four room types)';
  if (spec === 'all') return 'every episode';
  if (spec === 'none') return 'none';
  const spread = SPREAD.exec(spec);
  if (spread) return `${spread[2]} tasks per ${spread[1] === 'type' ? 'task type' : 'room type'}, each on its first scene`;
  return `the episodes matching ${spec}`;
}

/** The tasks of a suite: a name in suites/, or a suite file. */
export function suiteTasks(root, suite) {
  const file = existsSync(suite) ? suite : join(root, 'suites', `${suite}.yaml`);
  if (!existsSync(file)) throw new Error(`no suite ${suite} (neither a file nor suites/${suite}.yaml)`);
  const tasks = parse(readFileSync(file, 'utf8'))?.tasks;
  if (!Array.isArray(tasks)) throw new Error(`${file}: no tasks list`);
  return tasks;
}

/**
 * The episodes `spec` picks from `tasks` (a suite's tasks, in its order), as 'task@scene' ids;
 * undefined for every episode (the experiment's own default), [] for none. `per-type:N` takes N
 * tasks of each task type (`taskType`; a suite without one is an error), `per-room:N` N of each
 * room type, spread evenly over the group in the suite's order (the first, then every
 * group-size/N-th), each on its first scene; a group with fewer tasks gives all it has. The
 * episodes come in turn by group (the first of each group, then the second of each, ...), so that
 * a run cut short has seen every group.
 */
export function selectEpisodes(spec, tasks, suite = 'the suite') {
  if (spec === 'all') return undefined;
  if (spec === 'none') return [];
  if (spec === 'slice') {
    if (suite !== 'paper') throw new Error(`--episodes slice is the paper suite's slice; for ${suite} use per-type:N, per-room:N, all or globs`);
    return PAPER_SLICE;
  }
  const spread = SPREAD.exec(spec);
  if (!spread) return spec.split(',').map((glob) => glob.trim()).filter((glob) => glob !== '');
  const field = spread[1] === 'type' ? 'taskType' : 'roomType';
  const n = Number(spread[2]);
  if (n < 1) throw new Error(`--episodes ${spec}: N must be at least 1`);
  const groups = new Map();
  for (const task of tasks) {
    const key = task[field];
    if (key === undefined) throw new Error(`--episodes ${spec}: task ${task.id} of ${suite} has no ${field}`);
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  const chosen = [...groups.values()].map((group) => {
    const count = Math.min(n, group.length);
    return Array.from({ length: count }, (_, i) => group[Math.floor((i * group.length) / count)]);
  });
  const picked = [];
  for (let i = 0; i < n; i++) {
    for (const group of chosen) if (i < group.length) picked.push(`${group[i].id}@${group[i].scenes[0]}`);
  }
  return picked;
}
