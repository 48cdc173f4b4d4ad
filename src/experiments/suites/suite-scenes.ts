/**
 * The scenes of a run on a suite with scenes of its own (`sceneFolder`: an imported suite's
 * trajectory starts): one folder holding the shipped catalogue and scenes and the suite's, which
 * the worlds are loaded from and the launched simulators serve.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../errors.js';
import { CATALOGUE_FILE, listScenes } from '../../world/index.js';

/**
 * Fills `target` (emptied of scene files first) with the catalogue and scenes of `shipped` and the
 * scenes of `own`; returns `target`.
 * @throws InputError when a scene of `own` has the name of a shipped one
 */
export function mergeSceneFolders(shipped: string, own: string, target: string): string {
  const shippedNames = new Set(listScenes(shipped));
  const ownNames = listScenes(own);
  const clash = ownNames.filter((name) => shippedNames.has(name));
  if (clash.length > 0) throw new InputError(`the suite's scene folder ${own} has scenes named like shipped ones (${clash.slice(0, 5).join(', ')}); rename them`, { file: own });
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(target)) if (file.endsWith('.yaml')) rmSync(join(target, file));
  copyFileSync(join(shipped, CATALOGUE_FILE), join(target, CATALOGUE_FILE));
  for (const name of shippedNames) copyFileSync(join(shipped, `${name}.yaml`), join(target, `${name}.yaml`));
  for (const name of ownNames) copyFileSync(join(own, `${name}.yaml`), join(target, `${name}.yaml`));
  return target;
}
