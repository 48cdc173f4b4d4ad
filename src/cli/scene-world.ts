/**
 * The world of `--scene`: from its scene file, or, for an iTHOR floorplan that has none while the
 * bridge may be AI2-THOR (`--backend ai2thor`, or a running `--bridge`), from the bridge's state
 * after a reset, so that `plan --backend ai2thor --scene FloorPlan27` works.
 */
import type { BridgeClient } from '../bridge/index.js';
import { listScenes, loadWorld, worldFromState, type TeamReference, type World } from '../world/index.js';
import type { BridgeFlags } from './options.js';

/** The world from the scene file, with `team`; undefined when the scene has none and the bridge can give it. */
export function worldOfSceneFile(sceneName: string, scenes: string, flags: BridgeFlags, team?: TeamReference): World | undefined {
  const bridgeMayHaveIt = flags.backend === 'ai2thor' || flags.bridge !== undefined;
  if (bridgeMayHaveIt && !listScenes(scenes).includes(sceneName)) return undefined;
  return loadWorld(sceneName, { scenesDir: scenes, team });
}

/** The world as the bridge's simulator shows the scene after a reset (an unknown scene is its `unknown_scene`), with `team`. */
export async function worldOfBridgeScene(sceneName: string, client: BridgeClient, scenes: string, team?: TeamReference): Promise<World> {
  return worldFromState(sceneName, await client.reset(sceneName), { scenesDir: scenes, team });
}
