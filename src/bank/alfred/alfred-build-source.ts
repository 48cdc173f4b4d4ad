/**
 * The ALFRED source of a bank build, made ready from folders of train trajectories: the files
 * listed as `suites import alfred` lists them (held-out splits refused before anything is read),
 * each placed by its path's floorplan, the suites' own trials held out, and what the import reads
 * besides (the shipped floorplans, ALFRED's layouts, the words the annotation check reads).
 */
import { sep } from 'node:path';
import { InputError } from '../../errors.js';
import { loadAlfredLayouts, trajectoryFiles } from '../../experiments/index.js';
import { knowledgeDir, wordScanner } from '../../planning/index.js';
import { listScenes, loadScene, type Catalogue, type Scene } from '../../world/index.js';
import type { AlfredBuildSource } from '../build.js';
import { refuseHeldOutSplits, suiteTrials, trajectoryPath, type TrajectoryPath } from './choose-trajectories.js';

export interface AlfredSourceOptions {
  /** Folders (or files) of ALFRED's train split. */
  paths: readonly string[];
  catalogue: Catalogue;
  /** The shipped scenes (the floorplans a start is derived over). */
  scenesDir: string;
  /** The folder the build's bridge serves, where each start is written. */
  servedScenesDir: string;
  /** The project's suites: their trials are held out. */
  suitesDir: string;
  commit: string;
  perFloorplan: number;
}

/** A trajectory's path as recorded: its path in ALFRED's repository (the train split's folders, as its layout names them). */
function shownPath(path: string): string {
  return `data/json_2.1.0/train/${path.split(sep).slice(-3).join('/')}`;
}

export function alfredBuildSource(options: AlfredSourceOptions): AlfredBuildSource {
  refuseHeldOutSplits(options.paths);
  const files = trajectoryFiles(options.paths);
  refuseHeldOutSplits(files);
  const byFloorplan = new Map<string, TrajectoryPath[]>();
  for (const file of files) {
    const trajectory = trajectoryPath(file);
    if (trajectory === undefined) throw new InputError(`${file}: not in ALFRED's layout (<task type>-<object>-...-<floorplan number>/trial_T.../traj_data.json); give the train split as the repository has it`, { file });
    byFloorplan.set(trajectory.floorplan, [...(byFloorplan.get(trajectory.floorplan) ?? []), trajectory]);
  }
  const shipped = new Set(listScenes(options.scenesDir));
  const floorplans = new Map<string, Scene>();
  return {
    byFloorplan,
    perFloorplan: options.perFloorplan,
    heldOutTrials: suiteTrials(options.suitesDir),
    context: {
      catalogue: options.catalogue,
      scenesDir: options.servedScenesDir,
      repository: 'askforalfred/alfred',
      commit: options.commit,
      shownPath,
      importContext: {
        catalogue: options.catalogue,
        layouts: loadAlfredLayouts(),
        scan: wordScanner(knowledgeDir(), options.catalogue),
        floorplan(name) {
          if (!shipped.has(name)) return undefined;
          if (!floorplans.has(name)) floorplans.set(name, loadScene(name, options.catalogue, options.scenesDir));
          return floorplans.get(name);
        },
      },
    },
  };
}
