/**
 * Parsed commands → a goal in the goal vocabulary (src/goals): each object the command names,
 * with everything its clauses ask of it (where it ends up, its states, how many), as one
 * condition; "it", "the bottle" and "a slice" are objects named before. The room decides which of
 * a noun's types is meant (a "cup" is a Cup where there is one, else a Mug), and where "by the
 * television" is (the furniture the television stands on).
 */
import type { Alternative, Predicate, Selector, StateWord } from '../../../goals/index.js';
import type { Catalogue } from '../../../world/index.js';
import type { Clause, Mention, Parse } from './parse.js';
import type { Meaning } from './words-schema.js';

/** What the room offers the goal: the types it has (or can make), the catalogue, where things stand. */
export interface GoalRoom {
  readonly types: ReadonlySet<string>;
  readonly catalogue: Catalogue;
  /** What "it" is when no clause before names anything (the dish of "serve it on a plate"). */
  readonly it?: Mention | undefined;
  /** The types of the furniture objects of `type` stand in or on, in the room. */
  readonly holdersOf?: ((type: string) => readonly string[]) | undefined;
}

export type CommandGoal =
  | { readonly ok: true; readonly goal: Alternative; readonly notes: readonly string[] }
  | { readonly ok: false; readonly reason: string };

/** One object of the command with what is asked of it. */
interface Item {
  readonly mention: Mention;
  readonly states: Set<Meaning>;
  /** Where it ends up: named types, or another item (the box the key goes in). */
  place: { readonly types: readonly string[]; readonly words: string } | Item | undefined;
  /** Where a state is to come about ("heat it in the microwave"). */
  at: { readonly mention: Mention; readonly meaning: Meaning } | undefined;
  held: boolean;
  liquid: string | undefined;
  /** Only asked about as somewhere to put things (no condition of its own unless placed). */
  onlyPlace: boolean;
}

/** What a meaning asks of an object as a state word (the rest: places, holding). */
const STATE_OF: Partial<Record<Meaning, StateWord>> = {
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

/** The opposite of a state word, for "every X": none is left not so. */
const OPPOSITE: Partial<Record<StateWord, StateWord>> = { on: 'off', off: 'on', open: 'closed', closed: 'open', clean: 'dirty', filled: 'empty', empty: 'filled' };

const isItem = (place: Item['place']): place is Item => place !== undefined && 'mention' in place;

function newItem(mention: Mention): Item {
  return { mention, states: new Set(mention.states), place: undefined, at: undefined, held: mention.held === true, liquid: undefined, onlyPlace: false };
}

/** The goal of parsed commands in this room, or why there is none. */
export function goalOfCommands(parse: Parse, room: GoalRoom, name: string): CommandGoal {
  const items: Item[] = [];
  const extra: Predicate[] = [];
  let previous: Item[] = room.it !== undefined ? [newItem(room.it)] : [];
  let lastPlace: Item | undefined;
  for (const clause of parse.clauses) {
    if (clause.objects.some((o) => o.everything)) {
      const whole = everything(clause);
      if (typeof whole === 'string') return { ok: false, reason: whole };
      extra.push(whole);
      continue;
    }
    // "to put on the chair" after "put the key in a box": the box is what is put.
    let targets = clause.objects.length === 0 && lastPlace !== undefined ? [lastPlace] : targetsOf(clause, previous, items);
    if (targets.length === 0) return { ok: false, reason: `'${clause.words}' does not say what to ${clause.meaning === 'place' ? 'put' : 'act on'}` };
    targets = targets.map((t) => {
      if (!items.includes(t)) items.push(t);
      return t;
    });
    const problem = apply(targets, clause, items, room);
    if (problem !== undefined) return { ok: false, reason: problem };
    if (clause.meaning === 'examine' || (clause.with?.held === true && clause.meaning === 'switchOn')) {
      const light = clause.meaning === 'examine' ? (clause.light ?? lampLike(clause.with, room) ?? lampMention()) : undefined;
      if (light !== undefined) {
        const types = present(light.types, room);
        if (types.length === 0) return { ok: false, reason: `there is no ${light.words.replace(/^(the|a|an) /, '')} here to look by` };
        extra.push({ exists: { type: types, is: ['on'] } });
      }
    }
    lastPlace = isItem(targets[0]?.place) ? (targets[0]!.place as Item) : undefined;
    previous = targets;
  }
  const predicates: Predicate[] = [];
  for (const item of items) {
    if (item.onlyPlace && item.place === undefined && item.states.size === 0 && !item.held) continue;
    const made = predicateOf(item, room);
    if (typeof made === 'string') return { ok: false, reason: made };
    if (made !== null) predicates.push(made);
  }
  const all = [...predicates, ...extra];
  if (all.length === 0) return { ok: false, reason: 'it names nothing to do' };
  const notes = parse.setAside.length > 0 ? [`Read but not checked: ${parse.setAside.map((w) => `'${w}'`).join(', ')}.`] : [];
  return { ok: true, goal: { name, all }, notes };
}

function lampMention(): Mention {
  return { types: ['DeskLamp', 'FloorLamp'], count: 1, states: [], words: 'lamp', pronoun: false };
}

/** "look at the book with the lamp": a `with` that names something that switches on is the light. */
function lampLike(mention: Mention | undefined, room: GoalRoom): Mention | undefined {
  if (mention === undefined || mention.held === true) return undefined;
  return mention.types.some((t) => room.catalogue.types.get(t)?.properties.includes('toggleable')) ? mention : undefined;
}

/** "clean the room": nothing in it left dirty. */
function everything(clause: Clause): Predicate | string {
  if (clause.meaning === 'clean') return { none: { is: ['dirty'] } };
  if (clause.meaning === 'switchOff') return { none: { type: 'LightSwitch', is: ['on'] } };
  if (clause.meaning === 'switchOn') return { none: { type: 'LightSwitch', is: ['off'] } };
  return `'${clause.words}' asks something of the whole room it cannot state`;
}

/** The last word of a noun phrase: "the bottle" is the "wine bottle" named before. */
function headOf(mention: Mention): string | undefined {
  return mention.noun?.split(' ').at(-1);
}

/** The items a clause acts on: new ones for its nouns, those named before for "it" and "the bottle". */
function targetsOf(clause: Clause, previous: readonly Item[], items: readonly Item[]): Item[] {
  const targets: Item[] = [];
  for (const mention of clause.objects) {
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
      case 'place':
      case 'hold': {
        // "the pan with the spatula in it": the spatula goes in the pan, the pan to the place.
        if (clause.with !== undefined && clause.with.held !== true) {
          const inside = placeItem(clause.with, items);
          inside.onlyPlace = false;
          inside.place = item;
        }
        const place = clause.place ?? landmarkPlace(clause, room);
        if (place !== undefined) {
          // A place that is itself an object named in the command (a box the key goes in) is that object.
          item.place = pickupable(place, room) ? placeItem(place, items) : { types: place.types, words: place.words };
          item.held = false;
        } else if (item.place === undefined) {
          if (clause.landmarks.length > 0) return `'${clause.words}' says where only next to something`;
          item.held = true;
        }
        break;
      }
      case 'examine':
        item.held = true;
        break;
      case 'throwAway':
        item.place = { types: ['GarbageCan'], words: 'garbage can' };
        break;
      default:
        item.states.add(meaning);
        if (meaning === 'fill' && clause.with !== undefined) item.liquid = clause.with.words.split(' ').at(-1);
        if (clause.place !== undefined) {
          // Heating, cooling, washing or filling somewhere says where it happens; a switch or an
          // opening names no place.
          if (['heat', 'cook', 'cool', 'clean', 'fill'].includes(meaning)) item.at = { mention: clause.place, meaning };
          else item.place = { types: clause.place.types, words: clause.place.words };
        }
    }
  }
  if (clause.with?.held === true) placeItem(clause.with, items).held = true;
  return undefined;
}

/** Whether a place mention names something that can be carried (a box, a plate): then it is an object of its own. */
function pickupable(mention: Mention, room: GoalRoom): boolean {
  const type = present(mention.types, room)[0];
  return type !== undefined && (room.catalogue.types.get(type)?.properties.includes('pickupable') ?? false);
}

/** "put the remote by the television": where the landmark stands is the place. */
function landmarkPlace(clause: Clause, room: GoalRoom): Mention | undefined {
  if (room.holdersOf === undefined) return undefined;
  for (const landmark of clause.landmarks) {
    const type = present(landmark.types, room)[0];
    if (type === undefined) continue;
    const holders = room.holdersOf(type);
    if (holders.length > 0) return { types: holders, count: 1, states: [], words: `where the ${type} is`, pronoun: false };
  }
  return undefined;
}

/** The types of `types` the room has or can make, in their order. */
function present(types: readonly string[], room: GoalRoom): string[] {
  return types.filter((t) => room.types.has(t));
}

/** The selector of an item (what it is, its states, where it is), or why it cannot be stated. */
function selectorOf(item: Item, room: GoalRoom, depth = 0): Selector | string {
  const named = present(item.mention.types, room);
  if (named.length === 0) return `there is no ${item.mention.words.replace(/^(the|a|an) /, '')} here`;
  // An object is the most likely of its types the room has.
  let type = named[0]!;
  const effects = room.catalogue.types.get(type)?.effects ?? {};
  const states = new Set(item.states);
  const others = states.size > 1 || item.place !== undefined || item.held || item.at !== undefined || item.mention.count !== 1;
  // A slice, a cracked egg: when anything else is asked of it, it is the part that is placed.
  if (states.has('slice') && effects.sliceInto !== undefined && others && room.types.has(effects.sliceInto)) {
    type = effects.sliceInto;
    states.delete('slice');
  } else if (states.has('break') && effects.breakInto !== undefined && others && room.types.has(effects.breakInto)) {
    type = effects.breakInto;
    states.delete('break');
  }
  const info = room.catalogue.types.get(type);
  const has = (property: string): boolean => (info?.properties as readonly string[] | undefined)?.includes(property) ?? false;
  const selector: Selector = { type };
  const words: StateWord[] = [];
  for (const state of states) {
    if (state === 'empty' && !has('canFillWithLiquid')) continue;
    // Heat is said by what happened (below): a hot thing put in the fridge is no longer hot.
    if (state === 'heat' || (state === 'cook' && !has('cookable'))) continue;
    const word = STATE_OF[state];
    if (word !== undefined && !words.includes(word)) words.push(word);
  }
  if (item.held) words.push('held');
  if (item.liquid !== undefined) selector.fillLiquid = item.liquid;
  if (isItem(item.place)) {
    if (depth > 3) return 'it puts things inside each other too deep';
    const holder = selectorOf(item.place, room, depth + 1);
    if (typeof holder === 'string') return holder;
    if (holder.in === undefined && holder.within === undefined && holder.is === undefined && holder.was === undefined) selector.in = holder.type;
    else selector.within = holder;
  } else if (item.place !== undefined) {
    const places = present(item.place.types, room);
    if (places.length === 0) return `there is no ${item.place.words.replace(/^(the|a|an) /, '')} here`;
    selector.in = places;
  }
  // Heated, cooled, washed: what happened on the way, in what does it (the catalogue's effects),
  // or where the command says.
  const happened = wasOf(item, states, has('pickupable'), room);
  if (typeof happened === 'string') return happened;
  if (happened !== undefined) selector.was = happened;
  const endsCold = selector.in !== undefined && [selector.in].flat().some((t) => room.catalogue.types.get(t)?.effects.coolsContents === true);
  if (happened !== undefined && (states.has('heat') || (states.has('cook') && !has('cookable'))) && !endsCold && !words.includes('hot')) words.push('hot');
  if (words.length > 0) selector.is = words;
  return selector;
}

/** Types of the room whose catalogue entry has one of `effects` (what heats, cools, washes). */
function withEffect(room: GoalRoom, test: (effects: NonNullable<ReturnType<Catalogue['types']['get']>>['effects']) => boolean): string[] {
  return [...room.types].filter((t) => {
    const info = room.catalogue.types.get(t);
    return info !== undefined && test(info.effects);
  });
}

/**
 * What an item's states say happened on the way: heated in something that heats (while on),
 * cooled in something that cools, washed under a running tap (what can be carried). Where the
 * command names the place ("heat it in the microwave"), there.
 */
function wasOf(item: Item, states: ReadonlySet<Meaning>, pickupable: boolean, room: GoalRoom): Selector['was'] | string | undefined {
  const at = item.at;
  if (at !== undefined) {
    const places = present(at.mention.types, room);
    if (places.length === 0) return `there is no ${at.mention.words.replace(/^(the|a|an) /, '')} here`;
    return at.meaning === 'cool' ? { in: places } : { in: places, whileOn: true };
  }
  if (states.has('heat') || states.has('cook')) {
    const heaters = withEffect(room, (e) => e.heatsContents === true || (e.heatsThrough ?? []).length > 0);
    return heaters.length === 0 ? 'there is nothing here to heat it in' : { in: heaters, whileOn: true };
  }
  if (states.has('cool')) {
    const coolers = withEffect(room, (e) => e.coolsContents === true);
    return coolers.length === 0 ? 'there is nothing here to cool it in' : { in: coolers };
  }
  if (states.has('clean') && pickupable) {
    // Washed where the tap runs into: the first basin the catalogue's taps wash that the room has (the sink before the tub).
    const basins = withEffect(room, (e) => (e.washes ?? []).length > 0).flatMap((t) => room.catalogue.types.get(t)!.effects.washes!).filter((t) => room.types.has(t));
    if (basins.length > 0) return { in: basins[0]!, whileOn: true };
  }
  return undefined;
}

/** The condition an item asks for; null for one that is only a place; or why it cannot be stated. */
function predicateOf(item: Item, room: GoalRoom): Predicate | null | string {
  const selector = selectorOf(item, room);
  if (typeof selector === 'string') return selector;
  const type = selector.type as string;
  // "Empty the cabinet": nothing left inside it.
  if (item.states.has('empty') && !(room.catalogue.types.get(type)?.properties.includes('canFillWithLiquid') ?? false)) {
    return { none: { pickupable: true, in: type } };
  }
  const count = item.mention.count;
  if (count === 'all') return everyOne(selector, type, selector.is ?? [], item);
  return count === 1 ? { exists: selector } : { count: selector, atLeast: count };
}

/** "Every X": no X left that is not so. */
function everyOne(selector: Selector, type: string, words: readonly StateWord[], item: Item): Predicate {
  if (item.place === undefined && words.length === 1 && OPPOSITE[words[0]!] !== undefined) return { none: { type, is: [OPPOSITE[words[0]!]!] } };
  if (item.place !== undefined && !isItem(item.place) && words.length === 0) return { none: { type, notIn: selector.in } };
  return { count: selector, atLeast: 2 };
}
