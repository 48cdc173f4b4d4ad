/** What a training example says about a session's scene: its room type and object types. */
import { loadCatalogue, loadScene, type Catalogue } from '../world/index.js';

export interface SceneContext {
  name: string;
  roomType: string;
  /** The scene's object types, each once, sorted. */
  objectTypes: string[];
}

/** Looks scenes up by name, loading each (and the catalogue) once. */
export interface SceneContexts {
  /** @throws InputError when the scene is not in the scenes directory */
  get(name: string): SceneContext;
}

/** Scene contexts from a scenes directory. */
export function sceneContexts(scenesDir: string): SceneContexts {
  let catalogue: Catalogue | undefined;
  const cache = new Map<string, SceneContext>();
  return {
    get(name) {
      const known = cache.get(name);
      if (known !== undefined) return known;
      catalogue ??= loadCatalogue(scenesDir);
      const scene = loadScene(name, catalogue, scenesDir);
      const context = { name, roomType: scene.roomType, objectTypes: [...new Set(scene.objects.map((o) => o.type))].sort() };
      cache.set(name, context);
      return context;
    },
  };
}
