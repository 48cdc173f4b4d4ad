/**
 * The facts a planner sees of the objects a plan needs (stage 2, code generation, refinement):
 * each needed type's properties, interactions and instances with their current state, plus the
 * receptacles those instances are in (so a planner knows the egg is in the closed fridge) and
 * what the needed receptacles hold (so it knows what a cabinet contains).
 */
import type { Catalogue } from '../world/index.js';
import { parseObjectId } from '../world/index.js';
import type { Scene } from '../world/index.js';
import type { ObjectFacts, ObjectInstanceFacts } from './planner.js';

/** The state flags that are reported when true. */
const FLAGS = ['isOpen', 'isToggled', 'isSliced', 'isCooked', 'isDirty', 'isBroken', 'isUsedUp', 'isPickedUp', 'isFilledWithLiquid'] as const;

/** What this module reads of the bridge's `state` result (structurally compatible with it). */
export interface FactsState {
  readonly objects: ReadonlyArray<
    {
      readonly objectId: string;
      readonly objectType: string;
      readonly parentReceptacles: readonly string[];
      readonly receptacleObjectIds: readonly string[];
      /** What a switch drives, as AI2-THOR reports it (StoveKnob → its StoveBurner). */
      readonly controlledObjects?: readonly string[] | null;
    } & { readonly [flag in (typeof FLAGS)[number]]?: boolean }
  >;
}

/**
 * Facts of `neededTypes` (in that order, types absent from the state skipped), then of the types
 * of their receptacles and of their contents, each with every instance of the type still in play
 * (a sliced Apple or a shattered Mug stays in the state, sliced or broken, but can no longer be
 * used: it is left out). Links of
 * controllers and faucets come from the state when it reports them, else from the scene's
 * `controls:` field, else the nearest linked object by the position in the ids (the simulator's
 * rule, docs/CONTRACTS.md).
 */
export function buildObjectFacts(state: FactsState, catalogue: Catalogue, neededTypes: readonly string[], scene?: Scene): ObjectFacts[] {
  const inPlay = state.objects.filter((object) => !outOfPlay(object, catalogue));
  const byType = new Map<string, FactsState['objects'][number][]>();
  const byId = new Map(inPlay.map((o) => [o.objectId, o] as const));
  for (const object of inPlay) {
    const list = byType.get(object.objectType) ?? [];
    list.push(object);
    byType.set(object.objectType, list);
  }
  const types: string[] = [];
  const include = (type: string): void => {
    if (byType.has(type) && !types.includes(type)) types.push(type);
  };
  neededTypes.forEach(include);
  for (const type of [...types]) {
    for (const object of byType.get(type) ?? []) {
      for (const id of object.receptacleObjectIds) include(byId.get(id)?.objectType ?? '');
    }
  }
  // Receptacles around every included instance, until nothing new comes in.
  for (let i = 0; i < types.length; i++) {
    for (const object of byType.get(types[i]!) ?? []) {
      for (const id of object.parentReceptacles) include(byId.get(id)?.objectType ?? '');
    }
  }
  const explicit = new Map(scene?.objects.flatMap((o) => (o.controls === undefined ? [] : [[o.id, o.controls] as const])) ?? []);
  return types.map((type) => {
    const info = catalogue.types.get(type);
    const linked = linkedTypes(catalogue, type);
    return {
      type,
      properties: [...(info?.properties ?? [])],
      interactions: info?.interactions ?? '',
      instances: (byType.get(type) ?? []).map((object): ObjectInstanceFacts => {
        const facts: ObjectInstanceFacts = {
          objectId: object.objectId,
          state: FLAGS.filter((flag) => object[flag] === true),
          parent: object.parentReceptacles[0] ?? null,
          contents: [...object.receptacleObjectIds],
        };
        if (linked.length > 0) {
          const link = object.controlledObjects?.[0] ?? explicit.get(object.objectId) ?? nearest(object.objectId, linked, byType);
          if (link !== undefined) facts.controls = link;
        }
        return facts;
      }),
    };
  });
}

/** Whether slicing or breaking swapped the object for others (catalogue `sliceInto`, `breakInto`, `shatters`). */
function outOfPlay(object: FactsState['objects'][number], catalogue: Catalogue): boolean {
  const effects = catalogue.types.get(object.objectType)?.effects;
  if (effects === undefined) return false;
  if (object.isSliced === true && effects.sliceInto !== undefined) return true;
  return object.isBroken === true && (effects.breakInto !== undefined || effects.shatters === true);
}

/** The types a controller or faucet type links to (`controls`, `washes`). */
function linkedTypes(catalogue: Catalogue, type: string): string[] {
  const effects = catalogue.types.get(type)?.effects as { controls?: string; washes?: string | string[] } | undefined;
  const washes = effects?.washes;
  return [...(effects?.controls ? [effects.controls] : []), ...(washes === undefined ? [] : Array.isArray(washes) ? washes : [washes])];
}

/** The instance of `types` nearest to `id` by the positions the ids encode; ties by the smaller id. */
function nearest(id: string, types: readonly string[], byType: ReadonlyMap<string, ReadonlyArray<{ objectId: string }>>): string | undefined {
  const here = parseObjectId(id);
  if (!here.ok) return undefined;
  let best: { id: string; distance: number } | undefined;
  for (const type of types) {
    for (const { objectId } of byType.get(type) ?? []) {
      const there = parseObjectId(objectId);
      if (!there.ok) continue;
      const distance = Math.hypot(here.parts.x - there.parts.x, here.parts.y - there.parts.y, here.parts.z - there.parts.z);
      if (best === undefined || distance < best.distance || (distance === best.distance && objectId < best.id)) best = { id: objectId, distance };
    }
  }
  return best?.id;
}
