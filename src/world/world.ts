/** Everything a command needs about one scene, loaded together. */
import type { Actions } from './actions-schema.js';
import type { Affordances } from './affordances-schema.js';
import type { Catalogue } from './catalogue-schema.js';
import { loadCatalogue } from './load-catalogue.js';
import { loadScene } from './load-scene.js';
import { loadActions, loadAffordances, loadSkills } from './load-skills.js';
import { scenesDir, skillsDir } from './paths.js';
import { sceneFromState, type SceneState } from './scene-from-state.js';
import type { Scene } from './scene-schema.js';
import type { Skills } from './skills-schema.js';

/** The loaded data of one scene. Callers hold it; nothing is cached behind their back. */
export interface World {
  readonly catalogue: Catalogue;
  readonly scene: Scene;
  readonly actions: Actions;
  readonly skills: Skills;
  readonly affordances: Affordances;
}

/** Where to load from; defaults are the project's (and ITERAPLAN_SCENES). */
export interface WorldDirs {
  readonly scenesDir?: string;
  readonly skillsDir?: string;
}

/** Loads and cross-checks the catalogue, the scene `sceneName`, and the skill files. */
export function loadWorld(sceneName: string, dirs: WorldDirs = {}): World {
  const scenes = dirs.scenesDir ?? scenesDir();
  const catalogue = loadCatalogue(scenes);
  return withSkills(catalogue, loadScene(sceneName, catalogue, scenes), dirs);
}

/**
 * The world of a scene that has no scene file (an iTHOR floorplan AI2-THOR has), built from the
 * simulator's `state` after a reset, with the catalogue and skills of `dirs`.
 */
export function worldFromState(sceneName: string, state: SceneState, dirs: WorldDirs = {}): World {
  const catalogue = loadCatalogue(dirs.scenesDir ?? scenesDir());
  return withSkills(catalogue, sceneFromState(sceneName, state, catalogue), dirs);
}

function withSkills(catalogue: Catalogue, scene: Scene, dirs: WorldDirs): World {
  const skillFiles = dirs.skillsDir ?? skillsDir();
  const actions = loadActions(skillFiles);
  const skills = loadSkills(skillFiles, actions);
  const affordances = loadAffordances(skillFiles, actions);
  return { catalogue, scene, actions, skills, affordances };
}
