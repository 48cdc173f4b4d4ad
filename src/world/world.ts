/** Everything a command needs about one scene, loaded together. */
import type { Actions } from './actions-schema.js';
import type { Affordances } from './affordances-schema.js';
import type { Catalogue } from './catalogue-schema.js';
import { loadCatalogue } from './load-catalogue.js';
import { loadScene } from './load-scene.js';
import { loadActions, loadAffordances, loadSkills } from './load-skills.js';
import { scenesDir, skillsDir } from './paths.js';
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
  const skillFiles = dirs.skillsDir ?? skillsDir();
  const catalogue = loadCatalogue(scenes);
  const scene = loadScene(sceneName, catalogue, scenes);
  const actions = loadActions(skillFiles);
  const skills = loadSkills(skillFiles, actions);
  const affordances = loadAffordances(skillFiles, actions);
  return { catalogue, scene, actions, skills, affordances };
}
