/**
 * Which ALFRED train trajectories a bank takes, from their paths alone (nothing is read): ALFRED's
 * task folders are named `<task type>-<object>-<movable>-<receptacle>-<floorplan number>`, so each
 * trajectory's floorplan and task type are known before its file is opened. A path of ALFRED's
 * held-out splits is refused before anything is read; a trajectory of one of the project's suites
 * (its trial id in a suite file) is held out, so retrieval never shows a suite its own task; of
 * the rest, at most `perFloorplan` a floorplan, in a seeded order, the task types aimed at first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { InputError } from '../../errors.js';
import { shuffle } from '../generate.js';

/** ALFRED's splits that are held out: never read, imported or tuned on (HELPERS.md). */
const HELD_OUT_SPLITS = /^(valid_seen|valid_unseen|tests_seen|tests_unseen)$/;

/** One trajectory file, as its path names it. */
export interface TrajectoryPath {
  path: string;
  /** `FloorPlan24`. */
  floorplan: string;
  /** ALFRED's task type (`pick_heat_then_place_in_recep`). */
  taskType: string;
  /** `trial_T20190907_020009_955451`. */
  trial: string;
}

/** The trajectory of a `.../<task folder>/<trial>/traj_data.json` path, or undefined when the folders are not ALFRED's. */
export function trajectoryPath(path: string): TrajectoryPath | undefined {
  const parts = path.split(sep);
  const task = /^([a-z_]+)-.*-(\d+)$/.exec(parts.at(-3) ?? '');
  const trial = parts.at(-2) ?? '';
  if (task === null || !/^trial_T\d+_\d+_\d+$/.test(trial)) return undefined;
  return { path, floorplan: `FloorPlan${Number(task[2])}`, taskType: task[1]!, trial };
}

/** Refuses a path of ALFRED's held-out splits before anything is read. */
export function refuseHeldOutSplits(paths: readonly string[]): void {
  for (const path of paths) {
    const split = path.split(/[\\/]/).find((p) => HELD_OUT_SPLITS.test(p));
    if (split !== undefined) throw new InputError(`${path}: ALFRED's ${split} split is held out (never read); give the train split (data/json_2.1.0/train)`, { file: path });
  }
}

/** The trial ids (`trial_T…`) named anywhere in the suite files under `dir`: trajectories a suite is measured on. */
export function suiteTrials(dir: string): Set<string> {
  const trials = new Set<string>();
  const walk = (at: string): void => {
    for (const entry of readdirSync(at).sort()) {
      const path = join(at, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.yaml')) for (const m of readFileSync(path, 'utf8').matchAll(/trial_T\d+_\d+_\d+/g)) trials.add(m[0]);
    }
  };
  walk(dir);
  return trials;
}

export interface ChosenTrajectories {
  chosen: TrajectoryPath[];
  /** Trajectories of the floorplan held out because a suite holds them. */
  heldOut: number;
  /** Trajectories of the floorplan left over by the cap. */
  capped: number;
}

/**
 * The trajectories of one floorplan the bank takes: held-out trials left out, then at most
 * `perFloorplan` (0: all) in a seeded order, those `aimed` first (targeted augmentation), with
 * `extraAimed` more of the aimed ones beyond the cap.
 */
export function chooseTrajectories(
  all: readonly TrajectoryPath[],
  options: { perFloorplan: number; heldOutTrials: ReadonlySet<string>; random: () => number; aimed?: (taskType: string) => boolean; extraAimed?: number },
): ChosenTrajectories {
  const usable = [...all].sort((a, b) => (a.path < b.path ? -1 : 1)).filter((t) => !options.heldOutTrials.has(t.trial));
  const heldOut = all.length - usable.length;
  const order = shuffle(usable, options.random);
  const aimed = options.aimed === undefined ? [] : order.filter((t) => options.aimed!(t.taskType));
  const rest = order.filter((t) => !aimed.includes(t));
  const cap = options.perFloorplan === 0 ? order.length : options.perFloorplan + (aimed.length > 0 ? options.extraAimed ?? 0 : 0);
  const chosen = [...aimed, ...rest].slice(0, cap);
  return { chosen, heldOut, capped: usable.length - chosen.length };
}
