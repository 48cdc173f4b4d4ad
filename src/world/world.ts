/** Everything a command needs about one scene, loaded together. */
import type { Actions } from './actions-schema.js';
import type { Catalogue } from './catalogue-schema.js';
import { loadCatalogue } from './load-catalogue.js';
import { loadScene } from './load-scene.js';
import { loadActions, loadSkills } from './load-skills.js';
import { DEFAULT_TEAM, loadTeam, teamsDir } from './load-team.js';
import { scenesDir, skillsDir } from './paths.js';
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
  /** `--team`: a team name of `<skillsDir>/teams/` or a team file (default `paper`). */
  readonly team?: string | undefined;
}

/** Loads and cross-checks the catalogue, the scene `sceneName`, the skill files and the team. */
export function loadWorld(sceneName: string, dirs: WorldDirs = {}): World {
  const scenes = dirs.scenesDir ?? scenesDir();
  const skillFiles = dirs.skillsDir ?? skillsDir();
  const catalogue = loadCatalogue(scenes);
  const scene = loadScene(sceneName, catalogue, scenes);
  const actions = loadActions(skillFiles);
  const skills = loadSkills(skillFiles, actions);
  const team = loadTeam(dirs.team ?? DEFAULT_TEAM, actions, teamsDir(skillFiles));
  return { catalogue, scene, actions, skills, team };
}
