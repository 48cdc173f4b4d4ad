/**
 * Parsed commands → a goal in the goal vocabulary (src/goals): each object the command names,
 * with everything its clauses ask of it (where it ends up, its states, how many), as one
 * condition; "it", "the bottle" and "a slice" are objects named before. The room decides which of
 * a noun's types is meant (a "cup" is a Cup where there is one, else a Mug), and where "by the
 * television" is (the furniture the television stands on).
 */
import { GOAL_NAME_CHARS, type Alternative, type History, type Predicate, type Selector, type StateWord } from '../../../goals/index.js';
import type { Catalogue } from '../../../world/index.js';
import type { Clause, Mention, Parse } from './parse.js';
import { hasProperty, oneMoreThanThere, STATE_NEEDS, stateBeyondKind } from './beyond-the-kind.js';
import { meantOf } from './plain-kind.js';
import { allLamps } from './lamps.js';
import { findPhrase, typeWords } from '../text.js';
import type { Meaning } from './words-schema.js';
import { gotAt, type StartState } from './got-at.js';
import { lightGiven } from './light-given.js';
import { safeToLockIn } from './locked-away.js';

/** What the room offers the goal: the types it has (or can make), the catalogue, where things stand. */
export interface GoalRoom {
  readonly types: ReadonlySet<string>;
  readonly catalogue: Catalogue;
  /** What "it" is when no clause before names anything (the dish of "serve it on a plate"). */
  readonly it?: Mention | undefined;
  /** The types of the furniture objects of `type` stand in or on, in the room. */
  readonly holdersOf?: ((type: string) => readonly string[]) | undefined;
  /** Types that can stand in for `type` (goals.yaml `interchangeable`), for a place the room lacks. */
  readonly standIns?: ((type: string) => readonly string[]) | undefined;
  /** Where notes for the person go ("There is no SideTable here: a DiningTable will do."). */
  readonly notes?: string[] | undefined;
  /** Verbs that serve (words.yaml `serving`): the dish served on is clean. */
  readonly serving?: readonly string[] | undefined;
  /** Verbs of placing that throw away when no place is said (words.yaml `discarding`: "chuck it"). */
  readonly discarding?: readonly string[] | undefined;
  /** The ids of the room's objects of a type, for a place said to be a single one ("in one box"). */
  readonly instancesOf?: ((type: string) => readonly string[]) | undefined;
  /** Where a thing taken out of where it is kept is left out (words.yaml `leftOut`: the counter, a table). */
  readonly leftOut?: readonly string[] | undefined;
  /** The furniture that stands beside a piece of furniture (words.yaml `beside`: a nightstand by the bed). */
  readonly beside?: Readonly<Record<string, readonly string[]>> | undefined;
  /** Where a type is kept of its own when put away (goals.yaml `stores.of`: food in the fridge), if anywhere. */
  readonly keptIn?: ((type: string) => readonly string[] | undefined) | undefined;
  /** Whether the room's objects of a type start on or open (got-at.ts: "get the lights"); absent: unknown. */
  readonly startState?: StartState | undefined;
}

export type CommandGoal =
  /** `goal` by types; `alternatives`, the same with each single place named ("in one box") pinned to one object of the room, one alternative per object (else `[goal]`). */
  | { readonly ok: true; readonly goal: Alternative; readonly alternatives: readonly Alternative[]; readonly notes: readonly string[] }
  | { readonly ok: false; readonly reason: string };

/** One object of the command with what is asked of it. */
/** A place by its types; `within`: the furniture it is said to be in ("the top shelf in the fridge"). */
interface Place {
  readonly types: readonly string[];
  readonly words: string;
  /** "in one drawer": a single one, the same for all put there. */
  readonly one?: boolean | undefined;
  /** Said with "on": on top of it, so not one of its types that things go inside when another is here. */
  readonly surface?: boolean | undefined;
  readonly within?: { readonly types: readonly string[]; readonly words: string } | undefined;
}

interface Item {
  readonly mention: Mention;
  readonly states: Set<Meaning>;
  /** Places it was put in on the way ("put the bread in the fridge, then on the counter"). */
  readonly passed: { readonly types: readonly string[]; readonly words: string }[];
  /** Where it ends up: named types, or another item (the box the key goes in). */
  place: Place | Item | undefined;
  /** Where a state is to come about ("heat it in the microwave"). */
  at: { readonly mention: Mention; readonly meaning: Meaning } | undefined;
  held: boolean;
  /** What it is taken out of with nowhere said ("take the eggs out of the fridge"): see `leaveOut`. */
  takenOutOf?: Place | undefined;
  /** Where it must not be ("move the bat off the bed"). */
  notIn: Place | undefined;
  /** Where it is said to stand, which picks it among others ("switch on the lamp on the desk"): not where it goes. */
  located?: Place | undefined;
  liquid: string | undefined;
  /** Only asked about as somewhere to put things (no condition of its own unless placed). */
  onlyPlace: boolean;
  /** A dish something is served on or in ("serve it on a plate"): clean, as nobody serves on a dirty one. */
  served?: boolean;
  /** A place said to be a single one ("on one plate"): the same object for all put there. */
  one?: boolean;
}

/** What a meaning asks of an object as a state word (the rest: places, holding). */
export const STATE_OF: Partial<Record<Meaning, StateWord>> = {
  heat: 'hot',
  cook: 'cooked',
  cool: 'cold',
  clean: 'clean',
  slice: 'sliced',
  switchOn: 'on',
  switchOff: 'off',
  open: 'open',
  close: 'closed',
  break: 'broken',
  fill: 'filled',
  empty: 'empty',
};

/** Where a thing is kept, said any way ("away", "where they belong"): the type's own store (goals.yaml `stores`: eggs in the fridge). */
const KEPT_WORDS: ReadonlySet<string> = new Set(['away', 'where it belongs', 'where they belong', 'where it lives', 'where they live', 'where it goes', 'where they go']);
/** What is done to a thing where it stands: a place said with it says which one, not where it goes ("open the drawer under the sink"). */
const IN_PLACE: ReadonlySet<Meaning> = new Set(['switchOn', 'switchOff', 'open', 'close']);
/** Words of a thing taken for someone: who it is for ("get me", "for us"), or a verb of handing ("fetch"). */
const HANDED: ReadonlySet<string> = new Set(['me', 'us', 'him', 'her', 'fetch', 'retrieve', 'pass', 'hand']);

/** Words before a thing that can be used up saying it is not ("the spare roll", "a new tissue box"). */
const UNUSED = /\b(spare|new|fresh|unused|unopened)\b/;
/** Words before a thing that can be used up saying it is ("the empty loo roll", "a used-up tissue box"). */
const USED = /\b(empty|used|finished|spent)\b/;

/** Whether words say a thing is used up ("the tissue box is empty", "the loo roll's finished"). */
export function saysUsedUp(words: readonly string[]): boolean {
  return USED.test(words.join(' ')) || /\b(run|ran) out\b/.test(words.join(' '));
}

/** The opposite of a state word, for "every X": none is left not so. */
const OPPOSITE: Partial<Record<StateWord, StateWord>> = { on: 'off', off: 'on', open: 'closed', closed: 'open', clean: 'dirty', filled: 'empty', empty: 'filled' };

const isItem = (place: Item['place']): place is Item => place !== undefined && 'mention' in place;

function newItem(mention: Mention): Item {
  return { mention, states: new Set(mention.states), passed: [], place: undefined, at: undefined, held: mention.held === true, notIn: undefined, liquid: undefined, onlyPlace: false };
}

/** The goal of parsed commands in this room, or why there is none. */
export function goalOfCommands(parse: Parse, room: GoalRoom, name: string): CommandGoal {
  const items: Item[] = [];
  const extra: Predicate[] = [];
  let previous: Item[] = room.it !== undefined ? [newItem(room.it)] : [];
  let lastPlace: Item | undefined;
  /** Meanings of a verb with no object of its own ("clean and wash the apple"): for the next clause's. */
  let pending: Clause[] = [];
  /** The place the clause before put things ("move the clock to the desk and put my phone there"): where "there" is. */
  let placeBefore: Clause['place'];
  for (const said of parse.clauses) {
    const clause: Clause = said.meaning === 'place' && said.place === undefined && placeBefore !== undefined && /\bthere\b/.test(said.words) ? { ...said, place: placeBefore } : said;
    if (clause.place !== undefined && !clause.place.pronoun) placeBefore = clause.place;
    if (clause.objects.some((o) => o.everything)) {
      const whole = everything(clause, room);
      if (typeof whole === 'string') return { ok: false, reason: whole };
      extra.push(whole);
      continue;
    }
    // "0 books": none is asked for, and nothing of them is said.
    if (clause.objects.length > 0 && clause.objects.every((o) => o.count === 0)) continue;
    let targets: Item[];
    if (clause.objects.length > 0) targets = targetsOf({ ...clause, objects: clause.objects.filter((o) => o.count !== 0) }, previous, items, lastPlace);
    // "to put on the chair" after "put the key in a box": the box is what is put.
    else if (clause.meaning === 'place' && lastPlace !== undefined) targets = [lastPlace];
    // "pick up a card to look at it under the lamp": what the clause before named.
    else targets = [...previous];
    // "put the bread in the fridge and close it": "it" is where the thing went, when only that can be closed or switched.
    if (clause.objects.length > 0 && clause.objects.every((o) => o.pronoun)) targets = whereStateFits(clause.meaning, targets, items, room);
    if (targets.length === 0) {
      if (clause.place === undefined) {
        pending.push(clause);
        continue;
      }
      return { ok: false, reason: `'${clause.words}' does not say what to ${clause.meaning === 'place' ? 'put' : 'act on'}` };
    }
    for (const t of targets) {
      if (items.includes(t)) continue;
      items.push(t);
      if (clause.meaning === 'use') t.onlyPlace = true;
    }
    for (const earlier of [...pending, clause]) {
      const problem = apply(targets, earlier, items, room);
      if (problem !== undefined) return { ok: false, reason: problem };
    }
    pending = [];
    if (clause.meaning === 'examine') {
      const light = lampOf(clause.light ?? lampLike(clause.with, room), room);
      const types = present(light.types, room);
      if (types.length === 0) return { ok: false, reason: `there is no ${light.words.replace(/^(the|a|an) /, '')} here to look by` };
      extra.push({ exists: { type: types, is: ['on'] } });
    }
    lastPlace = isItem(targets[0]?.place) && room.catalogue.types.get(present((targets[0]!.place as Item).mention.types, room)[0] ?? '')?.properties.includes('pickupable') ? (targets[0]!.place as Item) : undefined;
    previous = targets;
  }
  if (pending.length > 0) return { ok: false, reason: `'${pending[0]!.words}' does not say what to act on` };
  lampsWhileHolding(items, room);
  // What is left out is checked out of where it was taken from ("out of the fridge" is no longer only read).
  const takenFrom = items.filter((item) => leaveOut(item, room)).map((item) => item.takenOutOf!.words);
  const predicates: Predicate[] = [];
  // Opened, shut or switched where none of its kinds can be ("shut the window"): said and left out beside the rest, refused alone.
  const beyond: string[] = [];
  for (const item of items) {
    if (item.onlyPlace && item.place === undefined && item.states.size === 0 && !item.held) continue;
    const cannot = item.place === undefined && !item.held ? stateBeyondKind(present(item.mention.types, room), item.states, room.catalogue) : undefined;
    if (cannot !== undefined) {
      beyond.push(cannot);
      continue;
    }
    const conditions = predicateOf(item, room);
    if (typeof conditions === 'string') return { ok: false, reason: conditions };
    if (conditions !== null) predicates.push(...[conditions].flat());
    const made = conditions === null ? null : [conditions].flat()[0]!;
    // Where it was put on the way.
    for (const passed of item.passed) {
      const places = placesIn(passed, room);
      const type = made === null ? undefined : [('exists' in made ? made.exists : 'count' in made ? made.count : made.none).type].flat();
      if (typeof places !== 'string' && type !== undefined) predicates.push({ exists: { type: type.length === 1 ? type[0]! : (type as string[]), was: { in: places } } });
    }
  }
  const all = [...predicates, ...extra];
  if (all.length === 0) return { ok: false, reason: beyond[0] ?? 'it names nothing to do' };
  // Said of a thing that can be used up, "empty" or "spare" is checked (isUsedUp).
  const usedUpChecked = all.some((p) => 'exists' in p && p.exists.isUsedUp !== undefined);
  const unchecked = parse.setAside.filter((w) => !(usedUpChecked && (USED.test(w) || UNUSED.test(w))) && !takenFrom.some((from) => w.endsWith(` ${from}`)));
  const notes = [
    ...(room.notes ?? []),
    ...beyond.map((reason) => `Not done: ${reason}.`),
    ...(unchecked.length > 0 ? [`Read but not checked: ${unchecked.map((w) => `'${w}'`).join(', ')}.`] : []),
  ];
  const goal = { name, all };
  const single = singlePlaces(items, room);
  if (typeof single === 'string') return { ok: false, reason: single };
  return { ok: true, goal, alternatives: pinned(goal, single, room), notes };
}

/** The types of each place said to be a single one ("in one box"), as the goal names them; or why one cannot be. */
function singlePlaces(items: readonly Item[], room: GoalRoom): string[][] | string {
  const lists: string[][] = [];
  for (const item of items) {
    const place = item.place;
    if (place === undefined) continue;
    // "two credit cards on a table": a counted number of things put somewhere go to one of its places, not spread over them.
    const counted = typeof item.mention.count === 'number' && item.mention.count > 1;
    if (!counted && (isItem(place) ? place.mention.one !== true && place.one !== true : place.one !== true)) continue;
    const types = isItem(place) ? present(place.mention.types, room) : placesIn(place, room);
    if (typeof types === 'string') return types;
    if (!lists.some((l) => l.join() === types.join())) lists.push(types);
  }
  return lists;
}

/**
 * The goal with each single place pinned to one object of the room: one alternative per object
 * (the first single place only: two would multiply). With no ids known, or none, the goal by types.
 */
function pinned(goal: Alternative, single: readonly (readonly string[])[], room: GoalRoom): Alternative[] {
  const types = single[0];
  if (types === undefined || room.instancesOf === undefined) return [goal];
  const ids = types.flatMap((t) => room.instancesOf!(t));
  if (ids.length === 0) return [goal];
  return ids.map((id) => ({ name: `${goal.name}, in ${id}`.slice(0, GOAL_NAME_CHARS), all: goal.all.map((p) => pinPredicate(p, types, id)) }));
}

function pinPredicate(predicate: Predicate, types: readonly string[], id: string): Predicate {
  if ('exists' in predicate) return { exists: pinSelector(predicate.exists, types, id) };
  if ('none' in predicate) return { none: pinSelector(predicate.none, types, id) };
  return { ...predicate, count: pinSelector(predicate.count, types, id) };
}

/** A selector whose place (directly in, not in, within) names exactly `types`, with that place the object `id`. */
function pinSelector(selector: Selector, types: readonly string[], id: string): Selector {
  const same = (names: string | string[] | undefined): boolean => names !== undefined && [names].flat().length > 0 && [names].flat().every((n) => types.includes(n));
  const out: Selector = { ...selector };
  if (same(out.directlyIn)) out.directlyIn = id;
  if (same(out.notIn)) out.notIn = id;
  if (same(out.in)) out.in = id;
  if (out.within !== undefined) out.within = same(out.within.type) ? { ...pinSelector(out.within, types, id), id } : pinSelector(out.within, types, id);
  return out;
}

/**
 * "Turn on the light while holding a pillow": with something held to look at, the light is a
 * lamp, not the ceiling light's switch.
 */
function lampsWhileHolding(items: Item[], room: GoalRoom): void {
  if (!items.some((i) => i.held)) return;
  const lamps = present(lampMention().types, room);
  if (lamps.length === 0) return;
  items.forEach((item, index) => {
    if (!item.states.has('switchOn') || !item.mention.types.includes('LightSwitch')) return;
    items[index] = { ...item, mention: { ...item.mention, types: lamps } };
  });
}

function lampMention(): Mention {
  return { types: ['DeskLamp', 'FloorLamp'], count: 1, states: [], words: 'lamp', pronoun: false };
}

/** The light to look by: the one named, but "the light" is a lamp (not the ceiling light's switch). */
function lampOf(named: Mention | undefined, room: GoalRoom): Mention {
  if (named === undefined) return lampMention();
  const lamps = named.types.filter((t) => t !== 'LightSwitch');
  return lamps.length > 0 && present(lamps, room).length > 0 ? { ...named, types: lamps } : lampMention();
}

/** "look at the book with the lamp": a `with` that names something that switches on is the light. */
function lampLike(mention: Mention | undefined, room: GoalRoom): Mention | undefined {
  if (mention === undefined || mention.held === true) return undefined;
  return mention.types.some((t) => room.catalogue.types.get(t)?.properties.includes('toggleable')) ? mention : undefined;
}

/** Whether a clause naming the whole room ("put everything away") asks something a goal can state of it. */
export function statesWholeRoom(clause: Clause): boolean {
  return typeof everything(clause) !== 'string';
}

/** "clean the room": nothing in it left dirty; "turn off everything": nothing of the room that switches left on. */
function everything(clause: Clause, room?: GoalRoom): Predicate | string {
  // "clear everything off the coffee table", "get everything off the bed": everything of that place, taken off it and
  // put anywhere (no place said for it to go): nothing that can be carried left there.
  const from = clause.source;
  if (from !== undefined && from.everything !== true && !from.pronoun && from.types.length > 0 && clause.place === undefined && ['empty', 'hold', 'place'].includes(clause.meaning)) {
    return { none: { in: from.types.length === 1 ? from.types[0]! : [...from.types], pickupable: true } };
  }
  if (clause.meaning === 'clean') return { none: { is: ['dirty'] } };
  if (clause.meaning === 'switchOff') {
    // Every type of the room the catalogue calls toggleable (AI2-THOR's CanToggleOnOff), the lights among them.
    const switching = room === undefined ? [] : [...room.types].filter((t) => hasProperty(t, 'toggleable', room.catalogue)).sort();
    return { none: { type: switching.length === 0 ? 'LightSwitch' : switching, is: ['on'] } };
  }
  if (clause.meaning === 'switchOn') return { none: { type: 'LightSwitch', is: ['off'] } };
  return `'${clause.words}' asks something of the whole room it cannot state`;
}

/** A verb's state and the one it undoes, for a thing asked both, the later last. */
const UNDOES: Partial<Record<Meaning, Meaning>> = { open: 'close', close: 'open', switchOn: 'switchOff', switchOff: 'switchOn' };

/**
 * The things a pronoun stands for; when none of them can take the verb's state, the places they were
 * put that can, else the last thing named before that can.
 */
function whereStateFits(meaning: Meaning, targets: Item[], items: Item[], room: GoalRoom): Item[] {
  // The catalogue property the verb's state needs of its thing (a fridge is closed: openable).
  const property = STATE_NEEDS[meaning]?.property;
  const canTypes = (types: readonly string[]): boolean => present(types, room).some((t) => hasProperty(t, property!, room.catalogue));
  if (property === undefined || targets.length === 0 || targets.some((t) => canTypes(t.mention.types))) return targets;
  const places = targets.flatMap((t) => {
    const place = t.place;
    if (place === undefined || !canTypes(isItem(place) ? place.mention.types : place.types)) return [];
    return [isItem(place) ? place : placeItem({ types: place.types, count: 1, states: [], words: place.words, pronoun: false }, items)];
  });
  if (places.length > 0) return [...new Set(places)];
  // "open the fridge, take the apple and close it": else the last thing named that can.
  const named = [...items].reverse().find((i) => !targets.includes(i) && canTypes(i.mention.types));
  return named === undefined ? targets : [named];
}

/** The last word of a noun phrase: "the bottle" is the "wine bottle" named before. */
function headOf(mention: Mention): string | undefined {
  return mention.noun?.split(' ').at(-1);
}

/**
 * The items a clause acts on: new ones for its nouns, those named before for "it" and "the
 * bottle". Moving "it" after something was put into a container that can be carried moves the
 * container ("put the pencil in the mug, put it on the desk": the mug, with the pencil).
 */
function targetsOf(clause: Clause, previous: readonly Item[], items: readonly Item[], carrier: Item | undefined): Item[] {
  const targets: Item[] = [];
  for (const mention of clause.objects) {
    if (mention.pronoun && mention.states.length === 0 && carrier !== undefined && (clause.meaning === 'place' || clause.meaning === 'hold') && clause.place !== undefined) {
      if (!targets.includes(carrier)) targets.push(carrier);
      continue;
    }
    if (mention.pronoun) {
      for (const item of previous) {
        for (const state of mention.states) item.states.add(state);
        if (!targets.includes(item)) targets.push(item);
      }
      continue;
    }
    // The same object again ("close the fridge" after "open the fridge"; "the bottle" after "the wine bottle").
    const same =
      mention.count === 1
        ? items.find((i) => i.mention.count === 1 && (i.mention.types.join() === mention.types.join() || (headOf(mention) !== undefined && headOf(i.mention) === headOf(mention))))
        : undefined;
    if (same !== undefined) {
      for (const state of mention.states) same.states.add(state);
      if (mention.held) same.held = true;
      targets.push(same);
      continue;
    }
    targets.push(newItem(mention));
  }
  return targets;
}

/** Words before a place that say where a thing is, not where it goes ("on the couch", "that is on the couch", "sitting in the sink"). */
const WHERE_IT_IS: ReadonlySet<string> = new Set(['on', 'in', 'from', 'off']);

/**
 * Whether a clause hands a thing to the person ("pass me", "bring us") and its place says where the
 * thing is found: "pass me the book on the couch" is the book handed over, never the book put on the
 * couch (where it already is). Only with "me" or "us" before the thing, and a place said by "on",
 * "in", "from" or "off" (not "to", "into", "onto": where it goes).
 */
function foundWhereHanded(clause: Clause, item: Item): boolean {
  if (clause.place === undefined || (clause.meaning !== 'hold' && clause.meaning !== 'place')) return false;
  const words = clause.words.split(' ');
  const thingAt = findPhrase(words, item.mention.words.split(' '));
  const placeAt = findPhrase(words, clause.place.words.split(' '), thingAt + 1);
  if (thingAt < 0 || placeAt < 0) return false;
  // "bring me the book": "me" may open the thing's own words as the parse reads them ("me the book").
  const handed = [...words.slice(0, thingAt), item.mention.words.split(' ')[0]].some((w) => w === 'me' || w === 'us');
  return handed && WHERE_IT_IS.has(words[placeAt - 1] ?? '');
}

/** The item of a place mention: an object named before, or a new one only to be put in. */
function placeItem(mention: Mention, items: Item[]): Item {
  const known = items.find((i) => i.mention === mention || (i.mention.count === 1 && mention.count === 1 && i.mention.types.join() === mention.types.join()));
  if (known !== undefined) return known;
  const item = { ...newItem(mention), onlyPlace: true };
  items.push(item);
  return item;
}

/** What a clause asks of its objects; a reason when it cannot be said. */
function apply(targets: readonly Item[], clause: Clause, items: Item[], room: GoalRoom): string | undefined {
  const { meaning } = clause;
  for (const item of targets) {
    switch (meaning) {
      case 'hold':
        // Taking it out of where an earlier clause put it: it was there.
        if (clause.place === undefined && item.place !== undefined && !isItem(item.place)) {
          item.passed.push(item.place);
          item.place = undefined;
        }
      // falls through
      case 'place': {
        // "the pan with the spatula in it": the spatula goes in the pan, the pan to the place.
        if (clause.with !== undefined && clause.with.held !== true) {
          const inside = placeItem(clause.with, items);
          inside.onlyPlace = false;
          inside.place = item;
        }
        // "pass me the book on the couch", "bring me the one that's on the shelf": where it is found, not where it goes.
        if (foundWhereHanded(clause, item)) {
          item.held = true;
          break;
        }
        const locking = /^lock\b/.test(clause.words);
        // "lock it away" with no place said but "away": the room's Safe, where it has one that takes the thing (locked-away.ts).
        const said = clause.place ?? landmarkPlace(clause, item.mention.types, room);
        const place = locking && (said === undefined || said.words === 'away') ? (safeToLockIn(item.mention.types, room) ?? said) : said;
        // "lock my card away in the safe": only a safe shuts on what is in it for keeps; "lock it away somewhere" names no
        // place that locks (a drawer does not), so it is not read as putting away.
        if (locking && !(place?.types.length === 1 && place.types[0] === 'Safe')) {
          if (room.types.has('Safe') && (said === undefined || said.words === 'away')) return `'lock' asks for the Safe, the one place here that locks, and a ${item.mention.types.join(' or ')} cannot go in it`;
          return `'lock' asks for a place that locks, and only a safe named as where it goes is one`;
        }
        if (place !== undefined) {
          // A place that is itself an object named in the command (a box the key goes in) is that object.
          if (pickupable(place, room)) {
            const holder = placeItem(place, items);
            item.place = holder;
            if (place.one === true) holder.one = true;
            if ((room.serving ?? []).some((verb) => new RegExp(`\\b${verb}\\b`).test(clause.words))) holder.served = true;
            // "in a box on the desk": the box goes on the desk.
            if (clause.placeOfPlace !== undefined && holder.place === undefined) {
              holder.place = { types: clause.placeOfPlace.types, words: clause.placeOfPlace.words };
              holder.onlyPlace = false;
            }
          } else {
            // Put somewhere else after an earlier place: it was there on the way.
            if (item.place !== undefined && !isItem(item.place) && item.place.types.join() !== place.types.join()) item.passed.push(item.place);
            // "put the apple on the counter in the fridge": the first place is where the thing lies as it starts (the
            // scene's parents), the one after it where it goes; never the counter inside the fridge.
            // Not where the clause says where it comes from: "the spoons from the sink in the drawer ... on the stove side" go in the drawer.
            const goesAfter = clause.placeOfPlace !== undefined && clause.source === undefined && liesIn(item.mention.types, place.types, room) && !liesIn(item.mention.types, clause.placeOfPlace.types, room);
            if (goesAfter) item.place = { types: clause.placeOfPlace!.types, words: clause.placeOfPlace!.words };
            else item.place = { types: place.types, words: place.words, within: clause.placeOfPlace, one: place.one, surface: place.surface };
          }
          item.held = false;
        } else if (item.place === undefined) {
          if (clause.landmarks.length > 0) return `'${clause.words}' says where only next to something`;
          // Moved off something with nowhere named: out of there, put down elsewhere; taken: in hand. Brought to someone
          // ("bring me a book off the shelf") is handed over, as "bring me the book" is: in hand below.
          const broughtTo = ['me', 'us'].some((w) => clause.words.split(' ').includes(w));
          if (meaning === 'place' && clause.source !== undefined && !broughtTo) item.notIn = { types: clause.source.types, words: clause.source.words };
          // "Chuck it" with nowhere said is into the bin, never kept in hand (words.yaml `discarding`).
          else if (meaning === 'place' && (room.discarding ?? []).some((verb) => new RegExp(`\\b${verb}\\b`).test(clause.words))) item.place = { types: ['GarbageCan'], words: 'garbage can' };
          // "lift the loo lid": a lid taken up on what cannot be carried but opens (the catalogue's openable) is opened.
          else if (meaning === 'hold' && liftsLid(item.mention, room)) item.states.add('open');
          // "get the lights", "get the blinds": worked to the state they are not in, never held (got-at.ts).
          else {
            const worked = meaning === 'hold' && /^get\b/.test(clause.words) ? gotAt(present(item.mention.types, room), room.catalogue, room.startState) : undefined;
            if (worked !== undefined) item.states.add(worked);
            // "give me some light": the light on, never the switch in hand (light-given.ts).
            else if ((meaning === 'hold' || meaning === 'place') && lightGiven(clause.words, present(item.mention.types, room), room.catalogue)) item.states.add('switchOn');
            else item.held = true;
          }
          // Taken out of something that shuts: left out there, when nothing else is asked of it and it is not
          // fetched for someone ("get me the egg out of the fridge" is handed over: leaveOut below).
          if (meaning === 'hold' && clause.source !== undefined && !clause.words.split(' ').some((w) => HANDED.has(w))) item.takenOutOf = { types: clause.source.types, words: clause.source.words };
        }
        break;
      }
      case 'examine':
        // "turn the lamp on, I want to read", "turn the telly on, I want to read": a thing that cannot be carried but
        // switches is looked at as it stands, on (a lamp read by, a screen watched); never a thing held and read.
        if (allLamps([item.mention]) || (!pickupable(item.mention, room) && switches(item.mention.types, room))) item.states.add('switchOn');
        else item.held = true;
        break;
      case 'use':
        // A lamp used gives light: switched on (AI2-THOR's ToggleObjectOn), "use the desk lamp instead".
        if (allLamps([item.mention])) {
          item.states.add('switchOn');
          item.onlyPlace = false;
          break;
        }
        // Using anything else asks nothing of it: what it is used for is asked by the other clauses.
        item.onlyPlace = item.onlyPlace || (item.place === undefined && item.states.size === 0 && !item.held);
        break;
      case 'throwAway':
        // Thrown away: out of the hand, in the bin ("grab the apple, throw it into the bin").
        item.place = { types: ['GarbageCan'], words: 'garbage can' };
        item.held = false;
        break;
      default:
        // A state asked after its opposite ends as the later one ("open the fridge, take the apple and close it").
        if (UNDOES[meaning] !== undefined) item.states.delete(UNDOES[meaning]!);
        item.states.add(meaning);
        if (meaning === 'fill' && clause.with !== undefined) item.liquid = clause.with.words.split(' ').at(-1);
        if (clause.place !== undefined) {
          // Heating, cooling, washing or filling in something that does it says where it happens;
          // switching, opening or closing a thing, where it stands ("the lamp on the desk");
          // anywhere else ("cool the pot on the stove"), where it ends up.
          if (['heat', 'cook', 'boil', 'cool', 'clean', 'fill'].includes(meaning) && doesIt(meaning, clause.place.types, room)) item.at = { mention: clause.place, meaning };
          else if (IN_PLACE.has(meaning) && item.place === undefined) item.located = { types: clause.place.types, words: clause.place.words };
          else item.place = { types: clause.place.types, words: clause.place.words };
        }
    }
  }
  // Held while it is done: "while holding a book", "with a clock in hand", "turn off the lamp with a remote".
  const alsoHeld = [...clause.holding, ...(clause.with !== undefined && (clause.with.held === true || ((meaning === 'switchOn' || meaning === 'switchOff') && pickupable(clause.with, room))) ? [clause.with] : [])];
  for (const held of alsoHeld) {
    const item = placeItem(held, items);
    item.held = true;
    item.onlyPlace = false;
  }
  return undefined;
}

/**
 * Of the places a thing is said to stand in or on ("the lamp on the desk"), those where a thing of
 * `types` stands in this room (the scene's parents); empty when none does or where things stand is
 * not known: the words then pick nothing, and are only read.
 */
function whereItStands(types: readonly string[], located: Place, room: GoalRoom): string[] {
  if (room.holdersOf === undefined) return [];
  const holders = new Set(types.flatMap((t) => room.holdersOf!(t)));
  return present(located.types, room).filter((t) => holders.has(t));
}

/**
 * Whether one of `types` can do what `meaning` asks to what is put in it (the catalogue's
 * effects): heat or cook, cool, or wash (a basin a tap runs into). Filling happens anywhere water runs.
 */
function doesIt(meaning: Meaning, types: readonly string[], room: GoalRoom): boolean {
  const effects = (t: string) => room.catalogue.types.get(t)?.effects;
  const washed = new Set([...room.catalogue.types.values()].flatMap((info) => info.effects.washes ?? []));
  return types.some((t) => {
    const e = effects(t);
    if (e === undefined) return false;
    if (meaning === 'heat' || meaning === 'cook' || meaning === 'boil') return e.heatsContents === true || (e.heatsThrough ?? []).length > 0;
    if (meaning === 'cool') return e.coolsContents === true;
    if (meaning === 'clean') return washed.has(t) || (e.washes ?? []).length > 0;
    return true;
  });
}

/** Whether the mention names the lid of what cannot be carried but opens ("the loo lid", "the toilet lid"). */
function liftsLid(mention: Mention, room: GoalRoom): boolean {
  const openable = mention.types.some((t) => room.catalogue.types.get(t)?.properties.includes('openable') === true);
  // "lift the loo lid", "lift the toilet seat": the seat goes up with the lid (AI2-THOR's Toilet opens as one).
  return mention.words.split(' ').some((w) => w === 'lid' || w === 'seat') && openable && !pickupable(mention, room);
}

/** Whether a place mention names something that can be carried (a box, a plate): then it is an object of its own. */
function pickupable(mention: Mention, room: GoalRoom): boolean {
  return pickupableTypes(mention.types, room);
}

/** Whether the thing a mention names switches on and off (AI2-THOR's toggleable). */
function switches(types: readonly string[], room: GoalRoom): boolean {
  const type = present(types, room)[0];
  return type !== undefined && (room.catalogue.types.get(type)?.properties.includes('toggleable') ?? false);
}

function pickupableTypes(types: readonly string[], room: GoalRoom): boolean {
  const type = present(types, room)[0];
  return type !== undefined && (room.catalogue.types.get(type)?.properties.includes('pickupable') ?? false);
}

/**
 * "put the remote by the television": where the landmark stands is the place. By a piece of
 * furniture that stands on nothing ("by the sofa"), on it is by it, where the things put (`types`)
 * can go on it (the catalogue's receptacles, AI2-THOR's PlacementRestrictions); else the furniture
 * that stands beside it (`beside`: "the keys by the bed" on the nightstand, never on the bed, which
 * AI2-THOR will not take them on).
 */
function landmarkPlace(clause: Clause, types: readonly string[], room: GoalRoom): Mention | undefined {
  if (room.holdersOf === undefined) return undefined;
  for (const landmark of clause.landmarks) {
    const type = present(landmark.types, room)[0];
    if (type === undefined) continue;
    const holders = room.holdersOf(type);
    if (holders.length > 0) return { types: holders, count: 1, states: [], words: `where the ${type} is`, pronoun: false };
    if (room.catalogue.types.get(type)?.properties.includes('receptacle') !== true) continue;
    const nextTo = present(room.beside?.[type] ?? [], room).filter((t) => goesOn(types, t, room));
    if (goesOn(types, type, room) || nextTo.length === 0) return { types: [type], count: 1, states: [], words: `the ${landmark.words}`, pronoun: false };
    return { types: nextTo, count: 1, states: [], words: `beside the ${landmark.words}`, pronoun: false };
  }
  return undefined;
}

/** Whether a thing of one of `types` can go where `item` is put (the catalogue's receptacles), or it is put nowhere. */
function fitsWhereItGoes(types: readonly string[], item: Item, room: GoalRoom): boolean {
  if (item.place === undefined) return true;
  const places = isItem(item.place) ? present(item.place.mention.types, room) : placesIn(item.place, room);
  return typeof places === 'string' || places.some((p) => goesOn(types, p, room));
}

/** Whether a thing of one of `types` can go in or on `place` (the catalogue's receptacles; a type listing none may go anywhere). */
function goesOn(types: readonly string[], place: string, room: GoalRoom): boolean {
  return present(types, room).some((t) => {
    const list = room.catalogue.types.get(t)?.receptacles ?? [];
    return list.length === 0 || list.includes(place);
  });
}

/**
 * Taken out of where it is kept with nowhere said, and nothing else asked of it ("take the eggs out
 * of the fridge"): left out on the room's open surfaces (`leftOut`), out of there and not kept in
 * hand. Only out of what shuts (the catalogue's openable receptacles: a fridge, a drawer, a
 * cabinet); taken off a shelf or a table, or asked more of ("take the egg out and crack it"), it is
 * in hand as before.
 */
function leaveOut(item: Item, room: GoalRoom): boolean {
  const from = item.takenOutOf;
  if (from === undefined || !item.held || item.place !== undefined || item.states.size > 0 || room.leftOut === undefined) return false;
  const shut = present(from.types, room);
  if (shut.length === 0 || !shut.every((t) => ['openable', 'receptacle'].every((p) => (room.catalogue.types.get(t)?.properties as readonly string[] | undefined)?.includes(p) === true))) return false;
  const surfaces = present(room.leftOut, room).filter((t) => goesOn(item.mention.types, t, room));
  if (surfaces.length === 0) return false;
  item.held = false;
  item.notIn = from;
  item.place = { types: surfaces, words: `out of ${from.words}` };
  return true;
}

/**
 * The room's types for a place the command names; when it has none of them, the types that can
 * stand in for the first (any table for the "end table" of a room with a dining table), said in a note.
 */
function placesIn(place: Place, room: GoalRoom): string[] | string {
  // Something is put only in or on what can hold things: "the stove" is its burners, not its knobs.
  const holders = place.types.filter((t) => room.catalogue.types.get(t)?.properties.includes('receptacle') ?? true);
  const places = present(holders.length > 0 ? holders : place.types, room);
  // "on the dresser": on top of the Dresser, not in one of the drawers the name also covers (an AI2-THOR Drawer
  // is openable: things go inside it); the drawers only where the room has nothing of the name to stand on.
  const surfaces = place.surface === true ? places.filter((t) => !(room.catalogue.types.get(t)?.properties.includes('openable') ?? false)) : places;
  if (surfaces.length > 0) return surfaces;
  if (places.length > 0) return places;
  // A place the room lacks, said to be in furniture it has, is part of that furniture: "the top shelf in the fridge" is the fridge.
  if (place.within !== undefined && !pickupableTypes(place.within.types, room)) {
    const within = placesIn({ types: place.within.types, words: place.within.words }, room);
    if (typeof within !== 'string') return within;
  }
  const wanted = place.types[0];
  const said = place.words.replace(/^(the|a|an) /, '');
  // Named by the catalogue's own name for its kind ("the dining table"), it is that kind or nothing; said another way
  // ("the end table", "the table"), what stands in for it will do.
  const ownName = wanted !== undefined && said === typeWords(wanted).join(' ');
  const standIns = wanted === undefined || ownName ? [] : present(room.standIns?.(wanted) ?? [], room);
  if (standIns.length === 0) return `there is no ${said} here`;
  room.notes?.push(`There is no ${said} here: ${standIns.join(' or ')} will do.`);
  return standIns;
}

/**
 * Of several places a word names ("away": a cabinet, drawer, shelf, dresser or box), those a thing
 * of `types` may be put in (the catalogue's `receptacles`, AI2-THOR's
 * ReceptacleRestrictions.PlacementRestrictions for PutObject): a mug put away goes on a shelf or in
 * a cabinet, not in a drawer. When none fits, or one place is named, the places as said.
 */
function fittingPlaces(types: readonly string[], places: readonly string[], room: GoalRoom): string[] {
  const lists = types.map((t) => room.catalogue.types.get(t)?.receptacles ?? []);
  if (places.length < 2 || lists.some((l) => l.length === 0)) return [...places];
  const fitting = places.filter((p) => lists.some((l) => l.includes(p)));
  return fitting.length > 0 ? fitting : [...places];
}

/**
 * Where things of `types` put away are kept of their own ("put the veg away": the fridge), when every
 * type has such a place the room has; undefined otherwise, and "away" is any place that stores.
 */
function keptPlaces(types: readonly string[], room: GoalRoom): string[] | undefined {
  const lists = types.map((t) => present(room.keptIn?.(t) ?? [], room));
  return lists.length === 0 || lists.some((l) => l.length === 0) ? undefined : [...new Set(lists.flat())];
}

/** Whether the place an item is put names none its type may go in (the catalogue's receptacles) and some its slice may. */
function onlyItsSliceFits(item: Item, type: string, slice: string | undefined, room: GoalRoom): boolean {
  if (slice === undefined || !room.types.has(slice) || item.place === undefined || isItem(item.place)) return false;
  const places = present(item.place.types, room);
  const goesIn = (t: string): readonly string[] => room.catalogue.types.get(t)?.receptacles ?? [];
  if (goesIn(type).length === 0) return false;
  return places.length > 0 && !places.some((p) => goesIn(type).includes(p)) && places.some((p) => goesIn(slice).includes(p));
}

function isCookable(type: string, room: GoalRoom): boolean {
  return room.catalogue.types.get(type)?.properties.includes('cookable') ?? false;
}

/** The types of `types` the room has or can make, in their order. */
function present(types: readonly string[], room: GoalRoom): string[] {
  return types.filter((t) => room.types.has(t));
}

/** The selector of an item (what it is, its states, where it is), or why it cannot be stated. */
function selectorOf(item: Item, room: GoalRoom, depth = 0): Selector | string {
  // "a towel" is a bath Towel where the room has one, not the hand towel (plain-kind.ts), unless only a
  // kind fits where it goes ("a knife in a glass" is the butter knife: AI2-THOR puts no Knife in a Cup).
  const any = present(item.mention.types, room);
  const plain = meantOf(any, item.mention.plain, item.mention.count);
  const named = plain.length < any.length && !fitsWhereItGoes(plain, item, room) ? any : plain;
  if (named.length === 0) return `there is no ${item.mention.noun ?? item.mention.words.replace(/^(the|a|an) /, '')} here`;
  // An object is any of its noun's types the room has (a "cup": a Cup or a Mug), the likeliest first.
  let type = named[0]!;
  const effects = room.catalogue.types.get(type)?.effects ?? {};
  const states = new Set(item.states);
  // "chuck some bread in the toaster": where the whole cannot go but a slice of it can (the catalogue's receptacles), a slice goes.
  if (onlyItsSliceFits(item, type, effects.sliceInto, room)) states.add('slice');
  const others = states.size > 1 || item.place !== undefined || item.held || item.at !== undefined || item.mention.count !== 1;
  // A slice, a cracked egg: when anything else is asked of it, it is the part that is placed.
  let types: string[] = named;
  if (states.has('slice') && effects.sliceInto !== undefined && others && room.types.has(effects.sliceInto)) {
    type = effects.sliceInto;
    types = [type];
    states.delete('slice');
  } else if (states.has('break') && effects.breakInto !== undefined && others && room.types.has(effects.breakInto)) {
    type = effects.breakInto;
    types = [type];
    states.delete('break');
  } else if ((states.has('cook') || states.has('boil')) && !isCookable(type, room) && effects.breakInto !== undefined && isCookable(effects.breakInto, room) && room.types.has(effects.breakInto)) {
    // An egg is cooked (fried, boiled, poached) cracked: the catalogue's EggCracked is what cooks.
    type = effects.breakInto;
    types = [type];
  } else if (states.has('cook') && !isCookable(type, room) && effects.sliceInto !== undefined && isCookable(effects.sliceInto, room) && room.types.has(effects.sliceInto)) {
    // Bread is toasted sliced: the catalogue's BreadSliced is cookable (a Toaster cooks it), the loaf is not ("toast the bread").
    type = effects.sliceInto;
    types = [type];
  }
  const info = room.catalogue.types.get(type);
  const has = (property: string): boolean => (info?.properties as readonly string[] | undefined)?.includes(property) ?? false;
  // Cleaned: what can be dirty (AI2-THOR's CleanObject acts only on a dirtyable thing), or what is carried to the tap;
  // of anything else nothing can be done, and a goal of it would hold untouched ("give the bath a scrub").
  if (states.has('clean') && !has('dirtyable') && !has('pickupable')) return `a ${type} never gets dirty in this world (AI2-THOR's dirtyable) and cannot be carried to a tap, so it cannot be cleaned`;
  // One more than the room holds ("a second pillow" where there is one): what the person has is no answer.
  const oneMore = oneMoreThanThere(item.mention.words, any, room.instancesOf);
  if (oneMore !== undefined) return oneMore;
  // Boiled: cooked (or heated) as anything is, and in water (below).
  const boiled = states.delete('boil');
  if (boiled) states.add('cook');
  const selector: Selector = { type: types.length === 1 ? type : types };
  const words: StateWord[] = [];
  for (const state of states) {
    if (state === 'empty' && !has('canFillWithLiquid')) continue;
    // Heat is said by what happened (below): a hot thing put in the fridge is no longer hot.
    if (state === 'heat' || (state === 'cook' && !has('cookable'))) continue;
    // Clean only of what can be dirty (the catalogue's dirtyable, AI2-THOR's Dirty component): an
    // apple is never dirty, so "clean" of it holds whatever is done; its wash is said by what happened (below).
    if (state === 'clean' && !has('dirtyable')) continue;
    const word = STATE_OF[state];
    if (word !== undefined && !words.includes(word)) words.push(word);
  }
  if (item.held) words.push('held');
  if (item.notIn !== undefined) {
    const away = present(item.notIn.types, room);
    // Moved off with nowhere named is put down elsewhere, not kept in hand ("move the racket off the desk").
    if (away.length > 0) {
      // Off the side of the tub: off the Bathtub (its rim) as well as its basin, where the thing can only stand on the rim (holding).
      selector.notIn = [...new Set([...away, ...holding(away, type, room)])];
      if (!item.held) selector.isPickedUp = false;
    }
  }
  if (item.located !== undefined) {
    const at = whereItStands(types, item.located, room);
    if (at.length > 0) selector.in = at;
    else room.notes?.push(`Read but not checked: '${item.located.words}' (no ${types.join(' or ')} stands there).`);
  }
  if (item.served === true && has('dirtyable') && !words.includes('clean')) words.push('clean');
  // A thing that can be used up (the catalogue's canBeUsedUp: a roll of toilet paper, a tissue box) said to be a spare,
  // new one is one not used up (AI2-THOR's isUsedUp: a used-up roll is its bare tube), wherever it goes.
  if (has('canBeUsedUp') && UNUSED.test(item.mention.words)) selector.isUsedUp = false;
  // Said to be empty or used up, it is the used-up one (its bare tube), not a full one in its place.
  else if (has('canBeUsedUp') && USED.test(item.mention.words)) selector.isUsedUp = true;
  // Handed over with nothing said of it ("hand me a tissue"), it is one to use: not used up.
  else if (has('canBeUsedUp') && item.held && item.place === undefined) selector.isUsedUp = false;
  if (item.liquid !== undefined) selector.fillLiquid = item.liquid;
  if (isItem(item.place)) {
    if (depth > 3) return 'it puts things inside each other too deep';
    const holder = selectorOf(item.place, room, depth + 1);
    if (typeof holder === 'string') return holder;
    // Directly in the holder (not in a bowl inside it), and the holder as asked.
    selector.directlyIn = holder.type as string | string[];
    if (holder.directlyIn !== undefined || holder.within !== undefined || holder.is !== undefined || holder.was !== undefined) selector.within = holder;
  } else if (item.place !== undefined) {
    const named = placesIn(item.place, room);
    if (typeof named === 'string') return named;
    const places = fittingPlaces(types, KEPT_WORDS.has(item.place.words) ? (keptPlaces(types, room) ?? named) : named, room);
    // Where the command puts it, directly: an apple put in the fridge is not one in a bowl there.
    selector.directlyIn = holding(places, type, room);
  }
  // Heated, cooled, washed: what happened on the way, in what does it (the catalogue's effects),
  // or where the command says.
  const happened = wasOf(item, type, states, has('pickupable'), room);
  if (typeof happened === 'string') return happened;
  if (happened !== undefined) selector.was = happened;
  const endsCold = selector.directlyIn !== undefined && [selector.directlyIn].flat().some((t) => room.catalogue.types.get(t)?.effects.coolsContents === true);
  if (happened !== undefined && (states.has('heat') || (states.has('cook') && !has('cookable'))) && !endsCold && !words.includes('hot')) words.push('hot');
  if (words.length > 0) selector.is = words;
  if (boiled) {
    const water = boiledIn(type, has('cookable'), has('canFillWithLiquid'), room);
    if (water === 'itself') selector.fillLiquid = 'water';
    else if (typeof water === 'string') return water;
    else if (selector.within !== undefined) return 'it boils a thing that is to be inside something else too';
    else selector.within = water;
  }
  return selector;
}

/**
 * The places of `places` that can hold a thing of `type` (the catalogue's receptacles). Where
 * none can, the object each is part of, when that one can: a candle set "by the bathtub" goes on
 * the Bathtub, not in its BathtubBasin (AI2-THOR names a part by its object's id and its own type,
 * "Bathtub|x|y|z|BathtubBasin"). Otherwise the places as named.
 */
function holding(places: string[], type: string, room: GoalRoom): string[] {
  const goesIn = room.catalogue.types.get(type)?.receptacles ?? [];
  if (goesIn.length === 0 || places.some((p) => goesIn.includes(p)) || room.instancesOf === undefined) return places;
  const wholes = places.flatMap((p) => room.instancesOf!(p).filter((id) => id.split('|').length > 4).map((id) => id.split('|')[0]!));
  const fit = [...new Set(wholes)].filter((t) => goesIn.includes(t) && room.types.has(t));
  return fit.length > 0 ? fit : places;
}

/**
 * Where a thing boils: what cooks is cooked lying in water, in a vessel of the room that holds
 * water and can hold it (the catalogue's receptacles: a potato in a pot or a bowl, as TEACh's
 * simbotIsBoiled is cooked in water); a vessel itself ("boil the kettle") holds the water.
 */
function boiledIn(type: string, cookable: boolean, fillable: boolean, room: GoalRoom): Selector | 'itself' | string {
  if (!cookable) return fillable ? 'itself' : `a ${type} cannot be boiled`;
  const goesIn = room.catalogue.types.get(type)?.receptacles ?? [];
  const vessels = [...room.types].filter((t) => goesIn.includes(t) && (room.catalogue.types.get(t)?.properties as readonly string[] | undefined)?.includes('canFillWithLiquid'));
  if (vessels.length === 0) return `there is nothing here to boil a ${type} in water in`;
  // A vessel a burner heats through first (a pot), then the others (a bowl in the microwave).
  const onBurner = new Set([...room.catalogue.types.values()].flatMap((info) => info.effects.heatsThrough ?? []));
  vessels.sort((a, b) => Number(onBurner.has(b)) - Number(onBurner.has(a)));
  return { type: vessels.length === 1 ? vessels[0]! : vessels, fillLiquid: 'water' };
}

/** Types of the room whose catalogue entry has one of `effects` (what heats, cools, washes). */
function withEffect(room: GoalRoom, test: (effects: NonNullable<ReturnType<Catalogue['types']['get']>>['effects']) => boolean): string[] {
  return [...room.types].filter((t) => {
    const info = room.catalogue.types.get(t);
    return info !== undefined && test(info.effects);
  });
}

/** What happens on the way for a meaning: heating (cook and boil heat too), cooling, washing, filling. */
function historyKind(meaning: Meaning): string | undefined {
  if (meaning === 'heat' || meaning === 'cook' || meaning === 'boil') return 'heat';
  return meaning === 'cool' || meaning === 'clean' || meaning === 'fill' ? meaning : undefined;
}

/**
 * What an item's states say happened on the way, every one of them in the order said ("wash the
 * apple slice, then microwave it": washed under the running tap, and heated in the microwave):
 * heated in something that heats (while on), cooled in something that cools, washed under a
 * running tap (what can be carried). Where the command names the place ("heat it in the
 * microwave"), there. One history, a list of several, none, or why one cannot be stated.
 */
function wasOf(item: Item, type: string, states: ReadonlySet<Meaning>, pickupable: boolean, room: GoalRoom): Selector['was'] | string | undefined {
  const at = item.at;
  const atKind = at === undefined ? undefined : historyKind(at.meaning);
  const kinds = [...new Set([...states].map(historyKind).filter((k) => k !== undefined))];
  if (atKind !== undefined && !kinds.includes(atKind)) kinds.unshift(atKind);
  const histories: History[] = [];
  for (const kind of kinds) {
    const history = kind === atKind ? historyAt(at!, room) : historyOf(kind, type, states, pickupable, room);
    if (typeof history === 'string') return history;
    if (history !== undefined) histories.push(history);
  }
  return histories.length === 0 ? undefined : histories.length === 1 ? histories[0] : histories;
}

/** The history of a state brought about where the command says ("heat it in the microwave"). */
function historyAt(at: NonNullable<Item['at']>, room: GoalRoom): History | string {
  const places = present(at.mention.types, room);
  if (places.length === 0) return `there is no ${at.mention.words.replace(/^(the|a|an) /, '')} here`;
  return at.meaning === 'cool' ? { in: places } : { in: places, whileOn: true };
}

/** The history of heating, cooling or washing, in what does it in this room (the catalogue's effects). */
function historyOf(kind: string, type: string, states: ReadonlySet<Meaning>, pickupable: boolean, room: GoalRoom): History | string | undefined {
  // Heated: in an appliance that heats what is put in it (a microwave); cooked: on a burner too.
  if (kind === 'heat') {
    const all = withEffect(room, (e) => e.heatsContents === true || (states.has('cook') && (e.heatsThrough ?? []).length > 0));
    // Only where it can go (the catalogue's receptacles): an apple is warmed in the microwave, not the toaster.
    const fits = all.filter((heater) => canHeatIn(type, heater, room));
    const heaters = fits.length > 0 ? fits : all;
    return heaters.length === 0 ? 'there is nothing here to heat it in' : { in: heaters, whileOn: true };
  }
  if (kind === 'cool') {
    const coolers = withEffect(room, (e) => e.coolsContents === true);
    return coolers.length === 0 ? 'there is nothing here to cool it in' : { in: coolers };
  }
  if (kind === 'clean' && pickupable) {
    // Washed where the tap runs into: the first basin the catalogue's taps wash that the room has (the sink before the tub).
    const basins = withEffect(room, (e) => (e.washes ?? []).length > 0).flatMap((t) => room.catalogue.types.get(t)!.effects.washes!).filter((t) => room.types.has(t));
    if (basins.length > 0) return { in: basins[0]!, whileOn: true };
    // Washed with no tap in the room: AI2-THOR's CleanObject would clean it in the hand, which no one would call washing.
    return 'there is no tap here to wash it under';
  }
  return undefined;
}

/**
 * Whether a thing of `type` can be heated by `heater`: put in it, or in a pot or pan it heats
 * through. A type the catalogue lists no receptacles for may go anywhere.
 */
function canHeatIn(type: string, heater: string, room: GoalRoom): boolean {
  const goesIn = room.catalogue.types.get(type)?.receptacles;
  if (goesIn === undefined || goesIn.length === 0) return true;
  const through = room.catalogue.types.get(heater)?.effects.heatsThrough ?? [];
  return goesIn.includes(heater) || through.some((vessel) => goesIn.includes(vessel));
}

/** The conditions an item asks for; null for one that is only a place; or why they cannot be stated. */
function predicateOf(item: Item, room: GoalRoom): Predicate | Predicate[] | null | string {
  const selector = selectorOf(item, room);
  if (typeof selector === 'string') return selector;
  const type = [selector.type!].flat()[0]!;
  // "Empty the cabinet": nothing left inside it.
  if (item.states.has('empty') && !(room.catalogue.types.get(type)?.properties.includes('canFillWithLiquid') ?? false)) {
    return { none: { pickupable: true, in: type } };
  }
  // "Empty the mug", "tip the water out of the mug": the one that holds something is emptied, none left filled (AI2-THOR's
  // EmptyLiquidFromObject); "an empty mug" beside another would hold untouched.
  if (item.states.size === 1 && item.states.has('empty') && item.mention.count === 1 && item.place === undefined && !item.held) {
    const { is: _is, ...which } = selector;
    void _is;
    return { none: { ...which, is: ['filled'] } };
  }
  const count = item.mention.count;
  if (count === 'all') return slicedEvery(item, selector, room) ?? everyOne(selector, type, selector.is ?? [], item, room);
  return count === 1 ? { exists: selector } : { count: selector, atLeast: count };
}

/**
 * "Slice the vegetables": every one of each kind cut (AI2-THOR's SliceObject sets the whole's
 * isSliced), not slices of the first kind alone: each kind sliced as many times as the room has it.
 */
function slicedEvery(item: Item, selector: Selector, room: GoalRoom): Predicate[] | undefined {
  if (item.states.size !== 1 || !item.states.has('slice') || item.held || item.at !== undefined) return undefined;
  const wholes = present(item.mention.types, room).filter((t) => hasProperty(t, 'sliceable', room.catalogue));
  if (wholes.length === 0) return undefined;
  const each = wholes.map((type): Predicate => {
    const many = room.instancesOf?.(type).length ?? 1;
    return many > 1 ? { count: { type, is: ['sliced'] }, atLeast: many } : { exists: { type, is: ['sliced'] } };
  });
  // "... and put them on a plate": pieces there too (a whole apple cuts into many pieces, which no person means all on one plate).
  if (item.place === undefined) return each;
  return selector.directlyIn === undefined ? undefined : [...each, { exists: selector }];
}

/** "Every X": no X left that is not so (where it goes, and each state said), or at least two where that cannot be said. */
function everyOne(selector: Selector, type: string, words: readonly StateWord[], item: Item, room: GoalRoom): Predicate[] {
  const kind = selector.type ?? type;
  const opposite = words.map((w) => OPPOSITE[w]);
  const each = opposite.every((o) => o !== undefined);
  if (item.place === undefined && words.length === 1 && each) return [{ none: { type: kind, is: [opposite[0]!] } }];
  // Every one in a place (a box of its own conditions aside): none left out of it.
  const placed = item.place !== undefined && (!isItem(item.place) || selector.within === undefined);
  if (placed && words.length === 0) return [{ none: { type: kind, notIn: selector.directlyIn } }];
  // "Set the candles by the bath and light them": none left out of it, none unlit.
  if (placed && each && selector.was === undefined && selector.fillLiquid === undefined) return [{ none: { type: kind, notIn: selector.directlyIn } }, ...opposite.map((o): Predicate => ({ none: { type: kind, is: [o!] } }))];
  // "get the eggs cooking" where the room has one egg: every one is that one (two asked would be refused as unreachable).
  return [availableOf(type, room) === 1 ? { exists: selector } : { count: selector, atLeast: 2 }];
}

/**
 * How many of `type` the room has or can make (its own objects, and the pieces each of what it comes from gives: the
 * catalogue's derivedFrom and sliceCount, an Egg one EggCracked); undefined when the room's objects are not known.
 */
function availableOf(type: string, room: GoalRoom): number | undefined {
  if (room.instancesOf === undefined) return undefined;
  const own = room.instancesOf(type).length;
  const from = room.catalogue.types.get(type)?.derivedFrom;
  const pieces = from === undefined ? 0 : room.instancesOf(from).length * (room.catalogue.types.get(from)?.effects.sliceCount ?? 1);
  return own + pieces;
}

/** Whether a thing of `types` starts in or on furniture of `places` in the room (the scene's parents). */
function liesIn(types: readonly string[], places: readonly string[], room: GoalRoom): boolean {
  if (room.holdersOf === undefined) return false;
  return present(types, room).some((t) => room.holdersOf!(t).some((h) => places.includes(h)));
}
