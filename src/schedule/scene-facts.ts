/**
 * What the schedule needs to know of a scene, as plain data: which types go together, which
 * objects there are and where they start, and which receptacles have a capacity. Built from a
 * loaded world by `sceneFacts`; tests build it by hand.
 */
import { parseObjectId, typeNamedById, type Catalogue, type Scene } from '../world/index.js';

/** The facts of one scene. */
export interface SceneFacts {
  /**
   * The group a type belongs to. Types whose objects act on each other without being named
   * share one: a type and what slicing or breaking makes of it (Apple, AppleSliced), and an
   * appliance and what it drives (StoveKnob and StoveBurner, Faucet and SinkBasin).
   */
  readonly groupOf: ReadonlyMap<string, string>;
  /** Groups of an appliance and what it drives: never told apart by instance (a knob's burner is another object). */
  readonly linked: ReadonlySet<string>;
  /** Types with more than one instance in the scene, or made in several pieces (AppleSliced). */
  readonly multiInstance: ReadonlySet<string>;
  /** Types whose objects can be held or lie inside something (so where an instance is decides which one a type names). */
  readonly movable: ReadonlySet<string>;
  /** Groups with exactly one object in the scene that cannot multiply: its type names that object. */
  readonly single: ReadonlyMap<string, string>;
  /** Each object's receptacles at the start, innermost first (ids). */
  readonly ancestors: ReadonlyMap<string, readonly string[]>;
  /** Groups of receptacle types with a capacity (what is in them decides whether a put fits). */
  readonly bounded: ReadonlySet<string>;
  /** The garbage can type ThrowObject aims at, when the scene has one. */
  readonly garbage: string | undefined;
}

const typeCache = new Map<string, string>();

/** The type an argument names: itself, or the type in an objectId (`Egg|...` → Egg). */
export function typeOfArgument(argument: string): string {
  if (!argument.includes('|')) return argument;
  let type = typeCache.get(argument);
  if (type === undefined) {
    const parsed = parseObjectId(argument);
    type = parsed.ok ? typeNamedById(parsed.parts) : (argument.split('|')[0] ?? argument);
    if (typeCache.size > 10_000) typeCache.clear();
    typeCache.set(argument, type);
  }
  return type;
}

/** The group of a type; a type the facts do not know forms a group of its own. */
export function groupOfType(facts: SceneFacts, type: string): string {
  return facts.groupOf.get(type) ?? type;
}

/**
 * The resource an argument stands for: one object (`Cabinet#Cabinet|+00.68|+00.50|-02.20`) when
 * it is an id or the only object of its group, else the whole group (`Cabinet`), which overlaps
 * every object of it. Linked groups are always whole.
 */
export function resourceOf(facts: SceneFacts, argument: string): string {
  let cache = resourceCache.get(facts);
  if (cache === undefined) resourceCache.set(facts, (cache = new Map()));
  let resource = cache.get(argument);
  if (resource === undefined) cache.set(argument, (resource = resourceOfUncached(facts, argument)));
  return resource;
}

const resourceCache = new WeakMap<SceneFacts, Map<string, string>>();

function resourceOfUncached(facts: SceneFacts, argument: string): string {
  const group = groupOfType(facts, typeOfArgument(argument));
  if (facts.linked.has(group)) return group;
  if (argument.includes('|')) return `${group}#${sourceId(argument)}`;
  const only = facts.single.get(group);
  return only === undefined ? group : `${group}#${only}`;
}

/**
 * The id of the scene object an object came from: a slice or a cracked egg
 * (`Egg|-02.04|+00.81|+01.24|EggCracked_0`) belongs with its source, which it replaced in place.
 */
export function sourceId(id: string): string {
  const fields = id.split('|');
  return fields.length === 5 && /^[A-Za-z]+_\d+$/.test(fields[4]!) ? fields.slice(0, 4).join('|') : id;
}

/** Builds the facts of `scene` from the catalogue's effects. */
export function sceneFacts(scene: Scene, catalogue: Catalogue): SceneFacts {
  const parent = new Map<string, string>();
  const find = (type: string): string => {
    let root = type;
    while (parent.has(root)) root = parent.get(root)!;
    return root;
  };
  const join = (a: string, b: string): void => {
    const [x, y] = [find(a), find(b)].sort();
    if (x !== y) parent.set(y!, x!);
  };
  const linkedTypes = new Set<string>();
  for (const [type, info] of catalogue.types) {
    const { effects } = info;
    for (const other of [effects.sliceInto, effects.breakInto]) if (other !== undefined) join(type, other);
    for (const other of [effects.controls, ...(effects.washes ?? [])]) {
      if (other === undefined) continue;
      join(type, other);
      linkedTypes.add(type);
    }
    if (info.derivedFrom !== undefined) join(type, info.derivedFrom);
  }
  const groupOf = new Map<string, string>();
  for (const type of catalogue.types.keys()) groupOf.set(type, find(type));
  for (const object of scene.objects) if (!groupOf.has(object.type)) groupOf.set(object.type, object.type);
  const group = (type: string): string => groupOf.get(type) ?? type;
  const linked = new Set([...linkedTypes].map(group));

  const counts = new Map<string, number>();
  const perGroup = new Map<string, string[]>();
  for (const object of scene.objects) {
    counts.set(object.type, (counts.get(object.type) ?? 0) + 1);
    perGroup.set(group(object.type), [...(perGroup.get(group(object.type)) ?? []), object.id]);
  }
  const multiInstance = new Set([...counts].filter(([, count]) => count > 1).map(([type]) => type));
  const movable = new Set<string>();
  for (const [type, info] of catalogue.types) {
    if (info.effects.sliceInto !== undefined && (info.effects.sliceCount ?? 1) > 1) multiInstance.add(info.effects.sliceInto);
    if (info.properties.includes('pickupable')) movable.add(type);
  }
  for (const object of scene.objects) if (object.parent !== undefined) movable.add(object.type);
  const multiplies = new Set([...multiInstance].map(group));
  const single = new Map<string, string>();
  for (const [name, ids] of perGroup) if (ids.length === 1 && !multiplies.has(name)) single.set(name, ids[0]!);

  const byId = new Map(scene.objects.map((o) => [o.id, o] as const));
  const ancestors = new Map<string, string[]>();
  for (const object of scene.objects) {
    const chain: string[] = [];
    for (let at = object.parent; at !== undefined && !chain.includes(at); at = byId.get(at)?.parent) chain.push(at);
    ancestors.set(object.id, chain);
  }
  const bounded = new Set<string>();
  let garbage: string | undefined;
  for (const [type, info] of catalogue.types) {
    if (info.effects.capacity !== undefined) bounded.add(group(type));
    if (info.effects.garbage === true && counts.has(type)) garbage ??= type;
  }
  return { groupOf, linked, multiInstance, movable, single, ancestors, bounded, garbage };
}
