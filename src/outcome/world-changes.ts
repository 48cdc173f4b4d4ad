/**
 * What changed in the world between two states, as data and in words: "the Egg was cracked; the
 * cracked Egg is cooked and in the Pan", "the Fridge is closed again". Objects an interaction
 * replaced (a cracked Egg, a sliced Apple) are told as what became of the original.
 */
import type { ObjectStateFlag } from '../bridge/index.js';
import { FLAG_WORDS } from '../execution/index.js';
import type { ObjectNames, ViewObject, WorldView } from '../naming/index.js';
import { placePrepositionOfId } from '../world/index.js';

/** What a person needs of one object's state to see what is different. */
export interface ObjectFacts {
  /** The receptacle it is directly in or on, or null. */
  in: string | null;
  heldBy: string | null;
  /** The state flags that are true, in protocol order. */
  flags: ObjectStateFlag[];
  fillLiquid: string | null;
  temperature: string | null;
}

/** One object that is different at the end. */
export interface ObjectChange {
  objectId: string;
  name: string;
  type: string;
  /** `changed`: there before and after; `appeared`: made by an interaction; `replaced`: gone, turned into `into`. */
  kind: 'changed' | 'appeared' | 'replaced' | 'gone';
  before: ObjectFacts | null;
  after: ObjectFacts | null;
  /** For `replaced`: the objects it became (a cracked Egg, the slices). */
  into: string[];
  /** The change in words, without the name: "is cooked and in the Pan", "was cracked". */
  words: string;
}

/** An object an agent acted on that ended as it began (switched on, then off again). */
export interface UntouchedInTheEnd {
  objectId: string;
  name: string;
  /** Its final state in words: "is off", "is closed". */
  words: string;
}


/** Flags that say something only when they change; isPickedUp is told by who holds it. */
const TOLD_FLAGS: ObjectStateFlag[] = ['isOpen', 'isToggled', 'isSliced', 'isCooked', 'isDirty', 'isBroken', 'isUsedUp', 'isFilledWithLiquid'];

/** The facts of an object in a view. */
export function factsOf(object: ViewObject): ObjectFacts {
  return {
    in: object.parent,
    heldBy: object.heldBy,
    flags: TOLD_FLAGS.filter((flag) => object.flags[flag]),
    fillLiquid: object.fillLiquid,
    temperature: object.temperature,
  };
}

/** Every object that is different in `after`, in the order of `after`; a replaced object comes just before what it became. */
export function worldChanges(before: WorldView, after: WorldView, names: ObjectNames, propertiesOf: (type: string) => readonly string[] = () => []): ObjectChange[] {
  const changes: ObjectChange[] = [];
  // What an interaction made of an object (a cracked Egg of an Egg), whether or not the original is still listed.
  const madeFrom = (id: string) => [...after.objects.keys()].filter((other) => other.startsWith(`${id}|`) && !before.objects.has(other));
  for (const object of after.objects.values()) {
    const old = before.objects.get(object.id);
    const now = factsOf(object);
    const made = old === undefined ? [] : madeFrom(object.id);
    if (made.length > 0) {
      const types = made.map((id) => after.objects.get(id)!.type);
      changes.push({ objectId: object.id, name: names.of(object.id), type: object.type, kind: 'replaced', before: factsOf(old!), after: now, into: made, words: replacedWords(types) });
      continue;
    }
    if (old === undefined) {
      changes.push({ objectId: object.id, name: names.of(object.id), type: object.type, kind: 'appeared', before: null, after: now, into: [], words: stateWords(object.id, now, names, propertiesOf(object.type)) });
      continue;
    }
    const was = factsOf(old);
    const words = differenceWords(object.id, was, now, names);
    if (words !== '') changes.push({ objectId: object.id, name: names.of(object.id), type: object.type, kind: 'changed', before: was, after: now, into: [], words });
  }
  for (const object of before.objects.values()) {
    if (after.objects.has(object.id)) continue;
    const into = madeFrom(object.id);
    const made = into.map((id) => after.objects.get(id)!.type);
    changes.push({
      objectId: object.id,
      name: names.of(object.id),
      type: object.type,
      kind: into.length > 0 ? 'replaced' : 'gone',
      before: factsOf(object),
      after: null,
      into,
      words: into.length === 0 ? 'is gone' : replacedWords(made),
    });
  }
  return besideWhatItBecame(changes);
}

/** The objects acted on (`touched`) that are not among the changes, with their final state. */
export function untouchedInTheEnd(
  touched: readonly string[],
  changes: readonly ObjectChange[],
  after: WorldView,
  names: ObjectNames,
  propertiesOf: (type: string) => readonly string[],
): UntouchedInTheEnd[] {
  const changed = new Set(changes.flatMap((c) => [c.objectId, ...c.into]));
  const seen = new Set<string>();
  const result: UntouchedInTheEnd[] = [];
  for (const id of touched) {
    if (changed.has(id) || seen.has(id)) continue;
    seen.add(id);
    const object = after.objects.get(id);
    if (object === undefined) continue;
    const words = twoSidedWords(object, propertiesOf(object.type));
    if (words !== '') result.push({ objectId: id, name: names.of(id), words });
  }
  return result;
}

function besideWhatItBecame(changes: ObjectChange[]): ObjectChange[] {
  const replaced = changes.filter((c) => c.kind === 'replaced');
  const rest = changes.filter((c) => c.kind !== 'replaced');
  for (const change of replaced) {
    const at = rest.findIndex((c) => change.into.includes(c.objectId));
    rest.splice(at === -1 ? rest.length : at, 0, change);
  }
  return rest;
}

/** One sentence of a change: "the cracked Egg is cooked and in the Pan". */
export function changeSentence(change: Pick<ObjectChange, 'name' | 'words'>): string {
  return `${change.name} ${change.words}`;
}

function replacedWords(madeTypes: readonly string[]): string {
  if (madeTypes.every((t) => t.endsWith('Cracked'))) return 'was cracked';
  if (madeTypes.every((t) => t.endsWith('Sliced'))) return `was sliced (${madeTypes.length} slice${madeTypes.length === 1 ? '' : 's'})`;
  return `became ${[...new Set(madeTypes)].join(', ')}`;
}

/** "is cooked and in the Pan": the state of an object that appeared ("not cooked" too, when it could be). */
function stateWords(id: string, facts: ObjectFacts, names: ObjectNames, properties: readonly string[]): string {
  const parts = facts.flags.map((flag) => (flag === 'isFilledWithLiquid' && facts.fillLiquid ? `filled with ${facts.fillLiquid}` : FLAG_WORDS[flag][0]));
  if (properties.includes('cookable') && !facts.flags.includes('isCooked')) parts.push(FLAG_WORDS.isCooked[1]);
  if (facts.temperature && facts.temperature !== 'RoomTemp') parts.push(facts.temperature.toLowerCase());
  parts.push(placeWords(id, facts, names));
  return joinWords(parts.filter((p) => p !== ''), 'is');
}

/** "is closed", "is off": the two-sided states an object's type can have (a door, a switch). */
function twoSidedWords(object: ViewObject, properties: readonly string[]): string {
  const parts: string[] = [];
  if (properties.includes('openable')) parts.push(FLAG_WORDS.isOpen[object.flags.isOpen ? 0 : 1]);
  if (properties.includes('toggleable')) parts.push(FLAG_WORDS.isToggled[object.flags.isToggled ? 0 : 1]);
  return joinWords(parts, 'is');
}

/** The differences of two fact sets: "is open now", "is in the Pan (was in the Fridge)". */
function differenceWords(id: string, was: ObjectFacts, now: ObjectFacts, names: ObjectNames): string {
  const parts: string[] = [];
  for (const flag of TOLD_FLAGS) {
    const a = was.flags.includes(flag);
    const b = now.flags.includes(flag);
    if (a === b) {
      if (flag === 'isFilledWithLiquid' && b && was.fillLiquid !== now.fillLiquid) parts.push(`filled with ${now.fillLiquid ?? 'liquid'}`);
      continue;
    }
    parts.push(flag === 'isFilledWithLiquid' && b && now.fillLiquid ? `filled with ${now.fillLiquid}` : FLAG_WORDS[flag][b ? 0 : 1]);
  }
  if (was.temperature !== now.temperature && now.temperature !== null) parts.push(now.temperature === 'RoomTemp' ? 'at room temperature' : now.temperature.toLowerCase());
  if (was.in !== now.in || was.heldBy !== now.heldBy) {
    const place = placeWords(id, now, names);
    const from = was.in ? ` (was ${placePrepositionOfId(was.in)} ${names.about(was.in, id)})` : was.heldBy ? ` (was held by the ${was.heldBy})` : '';
    parts.push(`${place === '' ? 'on the floor' : place}${from}`);
  }
  return joinWords(parts, 'is');
}

/** Where an object is, its holder never named by the object itself. */
function placeWords(id: string, facts: ObjectFacts, names: ObjectNames): string {
  if (facts.heldBy) return `held by the ${facts.heldBy}`;
  return facts.in ? `${placePrepositionOfId(facts.in)} ${names.about(facts.in, id)}` : '';
}

/** ["cooked", "in the Pan"] → "is cooked and in the Pan". */
function joinWords(parts: readonly string[], verb: string): string {
  if (parts.length === 0) return '';
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `${verb} ${list}`;
}
