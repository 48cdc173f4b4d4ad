/** What a room has and what its receptacles do, as the simulated user names them in its words. */
import { derivableTypes, type World } from '../../world/index.js';
import type { SceneTypes } from './feedback.js';

/** The room's types (present, or derivable: AppleSliced) and what each receptacle does to its contents, by the catalogue. */
export function sceneTypes(world: Pick<World, 'scene' | 'catalogue'>): SceneTypes {
  const present = new Set(world.scene.objects.map((o) => o.type));
  const derivable = derivableTypes(present, world.catalogue);
  const effects = (type: string) => world.catalogue.types.get(type)?.effects;
  const washed = new Set([...world.catalogue.types.values()].flatMap((info) => info.effects.washes ?? []));
  return {
    has: (type) => present.has(type) || derivable.has(type),
    // A basin a tap runs into washes.
    does: (type) => {
      const e = effects(type);
      if (e?.coolsContents === true) return 'cool';
      if (e?.heatsContents === true || (e?.heatsThrough ?? []).length > 0) return 'heat';
      return washed.has(type) ? 'wash' : undefined;
    },
  };
}
