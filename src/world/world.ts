/** Everything a command needs about one scene, loaded together. */
import type { Actions } from './actions-schema.js';
import type { Catalogue } from './catalogue-schema.js';
import { loadCatalogue } from './load-catalogue.js';
import { loadScene } from './load-scene.js';
import { loadActions, loadSkills } from './load-skills.js';
import { DEFAULT_TEAM, loadTeam, teamsDir, type TeamReference } from './load-team.js';
import { scenesDir, skillsDir } from './paths.js';
import { sceneFromState, type SceneState } from './scene-from-state.js';
import type { Scene } from './scene-schema.js';
import type { Skills } from './skills-schema.js';
import type { Team } from './team-schema.js';

/** The loaded data of one scene. Callers hold it; nothing is cached behind their back. */
export interface World {
  readonly catalogue: Catalogue;
  readonly scene: Scene;
  readonly actions: Actions;
  readonly skills: Skills;
  /** The agents that carry out the plan (`--team`, default the paper's human and robot). */
  readonly team: Team;
}

/** Where to load from; defaults are the project's (and ITERAPLAN_SCENES). */
export interface WorldDirs {
  readonly scenesDir?: string;
  readonly skillsDir?: string;
  /** `--team`: a team name of `<skillsDir>/teams/` or a team file (default `paper`), or a team's text already read. */
  readonly team?: TeamReference | undefined;
}

/** Loads and cross-checks the catalogue, the scene `sceneName`, the skill files and the team. */
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
  const team = loadTeam(dirs.team ?? DEFAULT_TEAM, actions, teamsDir(skillFiles));
  return { catalogue, scene, actions, skills, team };
}
