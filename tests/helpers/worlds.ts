/**
 * The worlds of many scenes and teams for one test file, as `loadWorld` gives them, with the
 * catalogue and the skill files read once and each scene and team once: they are the same for
 * every scene, and reading them again for every world was most of the time of the files that
 * walk the whole paper suite.
 */
import { DEFAULT_TEAM, loadScene, loadTeam, loadWorld, scenesDir, skillsDir, teamsDir, type World } from '../../src/world/index.js';

/** `worldOf(scene, team)`: the world of `scene` with the shipped team `team` (default `paper`). */
export function worldCache(): (scene: string, team?: string) => World {
  let shared: World | undefined;
  const scenes = new Map<string, World['scene']>();
  const teams = new Map<string, World['team']>();
  const worlds = new Map<string, World>();
  return (scene, team = DEFAULT_TEAM) => {
    const key = `${scene}\n${team}`;
    const known = worlds.get(key);
    if (known !== undefined) return known;
    shared ??= loadWorld(scene);
    const sceneOf = scenes.get(scene) ?? loadScene(scene, shared.catalogue, scenesDir());
    scenes.set(scene, sceneOf);
    const teamOf = teams.get(team) ?? loadTeam(team, shared.actions, teamsDir(skillsDir()));
    teams.set(team, teamOf);
    const world = { ...shared, scene: sceneOf, team: teamOf };
    worlds.set(key, world);
    return world;
  };
}
