/**
 * Readable names for object ids, the one naming module of everything a person reads: an id like
 * `StoveKnob|+00.39|+00.90|-01.78` becomes "the knob of the burner under the Pan". A type with
 * one instance is named by its type; several instances are told apart by what they hold, what
 * holds them, what they switch, the nearest unique fixture, and as a last resort a number.
 */
import { placePrepositionOfId } from '../world/index.js';
import type { ViewObject, WorldView } from './world-view.js';

/** Readable names by object id; ids the map does not know are shown as they are. */
export interface ObjectNames {
  /** The name of an id ("the Egg"), or the id itself when it is not in the named states. */
  of(id: string): string;
  /** `StoveKnob|+00.39|… (the knob of the burner under the Pan)`: the id with its name beside it. */
  label(id: string): string;
  /** Every named id with its name. */
  entries(): [string, string][];
  /**
   * The name of `id` said in a sentence about `subject`, never by the subject itself: the
   * RemoteControl "was on the ArmChair", not "on the ArmChair with the RemoteControl".
   */
  about(id: string, subject: string): string;
}

/** Types that are everywhere rather than somewhere: no landmark, no marker on a map. */
export const UNPLACED: ReadonlySet<string> = new Set(['Floor']);

/** Short words for fixtures whose role reads better than their type name. */
const ROLE_WORDS: Readonly<Record<string, string>> = { StoveKnob: 'knob', StoveBurner: 'burner', SinkBasin: 'sink basin', BathtubBasin: 'bathtub basin' };

/** How a person calls a type: `EggCracked` → "cracked Egg", `BreadSliced` → "Bread slice", `StoveKnob` → "knob". */
export function typeWords(type: string): string {
  const role = ROLE_WORDS[type];
  if (role !== undefined) return role;
  const derived = /^([A-Z][A-Za-z]*?)(Sliced|Cracked)$/.exec(type);
  if (derived) return derived[2] === 'Sliced' ? `${derived[1]} slice` : `cracked ${derived[1]}`;
  return type;
}

/**
 * Names every object of the views (the first view wins for an id that several hold, so names
 * stay those of the state a person saw first; later views add the objects that appeared).
 */
export function nameObjects(...views: readonly WorldView[]): ObjectNames {
  const objects = new Map<string, ViewObject>();
  for (const view of views) for (const [id, object] of view.objects) if (!objects.has(id)) objects.set(id, object);
  const names = new Namer(objects).all();
  return {
    of: (id) => names.get(id) ?? id,
    label: (id) => {
      const name = names.get(id);
      return name === undefined ? id : `${id} (${name})`;
    },
    entries: () => [...names.entries()],
    about: (id, subject) => {
      const name = names.get(id);
      const object = objects.get(id);
      const told = names.get(subject);
      if (name === undefined || object === undefined || told === undefined || !name.includes(told)) return name ?? id;
      // Where nothing else tells it apart, the type is enough: the sentence already says which object.
      return new Namer(objects, subject).nameAt(object, 2) ?? `the ${typeWords(object.type)}`;
    },
  };
}

/** Object ids quoted in a piece of code (`'Egg|-02.25|+00.80|+00.99'`), in order of first use. */
export function idsInText(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/['"]([A-Za-z][A-Za-z0-9]*(?:\|[^'"|\s]+){3,4})['"]/g)) found.add(match[1]!);
  return [...found];
}

/** The lines shown under code: each id it quotes, with its readable name. Empty when it quotes none. */
export function idLegend(code: string, names: ObjectNames): string[] {
  return idsInText(code).map((id) => `${id} = ${names.of(id)}`);
}

type Strategy = (object: ViewObject, depth: number) => string | undefined;

/** Works out names; each depth may use the names of related objects one level down. */
class Namer {
  private readonly byType = new Map<string, ViewObject[]>();
  private readonly memo = new Map<string, string | undefined>();
  private readonly landmarks: ViewObject[];

  /** `unmentioned`: an object no name may refer to (the subject of the sentence the name is in). */
  constructor(
    private readonly objects: ReadonlyMap<string, ViewObject>,
    private readonly unmentioned?: string,
  ) {
    for (const object of objects.values()) {
      const list = this.byType.get(object.type) ?? [];
      list.push(object);
      this.byType.set(object.type, list);
    }
    for (const list of this.byType.values()) list.sort((a, b) => a.id.localeCompare(b.id));
    // Fixtures one of a kind (a Fridge, a Sink) are what people find their way by.
    this.landmarks = [...objects.values()].filter((o) => o.parent === null && o.position !== null && this.unique(o.type) && !UNPLACED.has(o.type));
  }

  all(): Map<string, string> {
    const names = new Map<string, string>();
    for (const object of this.objects.values()) names.set(object.id, this.nameAt(object, 2) ?? this.numbered(object));
    return disambiguate(names);
  }

  private unique(type: string): boolean {
    return (this.byType.get(type)?.length ?? 0) === 1;
  }

  /** The name of an object using related names at most `depth` levels deep; undefined when none is unique. */
  nameAt(object: ViewObject, depth: number): string | undefined {
    const key = `${depth}\u0000${object.id}`;
    if (this.memo.has(key)) return this.memo.get(key);
    this.memo.set(key, undefined); // a cycle of links names nothing
    const name = this.compute(object, depth);
    this.memo.set(key, name);
    return name;
  }

  private compute(object: ViewObject, depth: number): string | undefined {
    const slice = /_(\d+)$/.exec(object.id);
    if (object.type.endsWith('Sliced') && slice) return `the ${typeWords(object.type)} ${slice[1]}`;
    if (this.unique(object.type)) return `the ${typeWords(object.type)}`;
    if (depth === 0) return undefined;
    const siblings = this.byType.get(object.type)!;
    for (const strategy of this.strategies()) {
      const mine = strategy(object, depth);
      if (mine === undefined) continue;
      if (siblings.every((other) => other === object || strategy(other, depth) !== mine)) return mine;
    }
    return undefined;
  }

  private strategies(): Strategy[] {
    const word = (o: ViewObject) => typeWords(o.type);
    const related = (id: string | null | undefined, depth: number) => {
      const other = id && id !== this.unmentioned ? this.objects.get(id) : undefined;
      return other ? this.nameAt(other, depth - 1) : undefined;
    };
    return [
      // What it switches: "the knob of the burner under the Pan".
      (o, d) => {
        const target = related(o.controls[0], d);
        return target && `the ${word(o)} of ${target}`;
      },
      // What it holds: "the burner under the Pan", "the Cabinet with the Mug".
      (o, d) => {
        for (const id of o.contents) {
          const inside = related(id, d);
          if (inside) return `the ${word(o)} ${o.type === 'StoveBurner' ? 'under' : 'with'} ${inside}`;
        }
        return undefined;
      },
      // What holds it: "the Mug in the Sink".
      (o, d) => {
        const holder = related(o.parent, d);
        return holder && `the ${word(o)} ${placePrepositionOfId(o.parent!)} ${holder}`;
      },
      // The nearest one-of-a-kind fixture: "the Cabinet by the Fridge".
      (o) => {
        const near = this.nearestLandmark(o);
        return near && `the ${word(o)} by the ${typeWords(near.type)}`;
      },
      // An empty one among full ones: "the empty Drawer by the Sink".
      (o) => {
        const near = o.contents.length === 0 ? this.nearestLandmark(o) : undefined;
        return near && `the empty ${word(o)} by the ${typeWords(near.type)}`;
      },
      // The same, with the height: "the upper Cabinet by the Fridge".
      (o) => {
        const near = this.nearestLandmark(o);
        return near && o.position ? `the ${o.position.y >= 1.2 ? 'upper' : 'lower'} ${word(o)} by the ${typeWords(near.type)}` : undefined;
      },
    ];
  }

  private nearestLandmark(object: ViewObject): ViewObject | undefined {
    const here = object.position;
    if (here === null) return undefined;
    let best: ViewObject | undefined;
    let bestDistance = Infinity;
    for (const landmark of this.landmarks) {
      if (landmark.id === object.id || landmark.type === object.type) continue;
      const distance = Math.hypot(landmark.position!.x - here.x, landmark.position!.z - here.z);
      if (distance < bestDistance) {
        best = landmark;
        bestDistance = distance;
      }
    }
    return best;
  }

  /** The last resort: "Cabinet 3 of 9", counted in id order. */
  private numbered(object: ViewObject): string {
    const siblings = this.byType.get(object.type)!;
    return `${typeWords(object.type)} ${siblings.indexOf(object) + 1} of ${siblings.length}`;
  }
}

/** Names two objects still share get their number among those sharing it: "the Drawer by the Sink (2)". */
function disambiguate(names: Map<string, string>): Map<string, string> {
  const holders = new Map<string, string[]>();
  for (const [id, name] of names) holders.set(name, [...(holders.get(name) ?? []), id]);
  for (const [name, ids] of holders) {
    if (ids.length < 2) continue;
    ids.sort().forEach((id, i) => names.set(id, `${name} (${i + 1} of ${ids.length})`));
  }
  return names;
}
