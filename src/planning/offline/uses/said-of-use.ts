/**
 * What the rest of a clause says of the use it asks for by name: every thing it names must be in
 * the goal, so a reading is never weaker than the words ("coffee in a clean mug" is coffee in a
 * Mug that is clean, not any cup; "a plate of toast" is toast on a plate; "2 slices of toast" two
 * of them). A thing the goal has no place for is no part of this reading: said, and not planned.
 */
import { goalTypeNames, typeNames, type Alternative, type Predicate, type Selector, type StateWord } from '../../../goals/index.js';
import type { Catalogue } from '../../../world/index.js';
import type { NamedGoal } from '../intents.js';
import { thingTypes } from './about-thing.js';
import { inVesselNamed } from './vessel-named.js';
import { piecesOf } from './sliced-as-pieces.js';
import type { Vocabulary } from '../understand/vocabulary.js';
import { hasProperty } from '../understand/beyond-the-kind.js';
import type { Meaning } from '../understand/words-schema.js';

/** A thing a clause names beside a use: its types, the states its modifiers ask, and how it stands to the use. */
export interface SaidThing {
  readonly types: readonly string[];
  readonly words: string;
  readonly states: readonly Meaning[];
  /** "in a mug", "on a plate", "a plate of": what the use makes is in it. */
  readonly holds: boolean;
}

/** What a clause says beside the use it names: the things, and a count ("2 slices of toast"). */
export interface SaidOfUse {
  readonly things: readonly SaidThing[];
  readonly count?: number | undefined;
  /** How many people it is for, said elsewhere in the request ("both kids are sick, ... toast"): one each of a thing carried. */
  readonly perPerson?: number | undefined;
  /** States said of no thing named ("something cold to drink"): of what the use makes. */
  readonly states?: readonly Meaning[];
  /**
   * Where the use's thing is said to stand ("light the candle by the sink"): it says which one, and
   * the goal has no word for "by"; read, not checked.
   */
  readonly located?: readonly string[];
}

/** The states a modifier asks that a goal can say of a thing as it is. */
const STATE: Partial<Record<Meaning, StateWord>> = { clean: 'clean', cool: 'cold', heat: 'hot', cook: 'cooked', slice: 'sliced', switchOn: 'on', fill: 'filled' };
const HOLDING = new Set(['in', 'into', 'inside', 'on', 'onto', 'upon']);
/** Words after which a state says how the thing is or has become, not how it should be ("it is gone cold": heat it, not a cold one; "the sink is full"). */
const BECOME = new Set(['is', 'are', 'was', 'were', 'gone', 'went', 'going', 'getting', 'got', 'gets', 'goes', 'turned', 'become', 'became', 'becoming']);
/** Words between those and the state that change nothing ("gone all cold", "gone a bit cold"). */
const DEGREE = new Set(['all', 'a', 'bit', 'so', 'really', 'stone', 'too', 'very', 'quite', 'totally', 'completely']);
/** Words that open a thing named ("a film"): a word between "to" and them is a verb. */
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the', 'some', 'my', 'your', 'our', 'his', 'her', 'their', 'this', 'that', 'these', 'those']);
/** Who does a thing: a thing's word right after them is their verb ("I watch"). */
const SUBJECTS: ReadonlySet<string> = new Set(['i', 'we', 'you', 'they']);
/** What a person lies or sits in or on (AI2-THOR's beds and seats): said beside a use, where the person is. */
const WHERE_A_PERSON_IS: ReadonlySet<string> = new Set(['Bed', 'Sofa', 'ArmChair', 'Chair', 'Stool', 'Ottoman', 'Bathtub', 'BathtubBasin']);
/** Verbs said beside a use that ask a state of what it makes ("heat up my coffee": the coffee hot). */
const VERB_STATES: ReadonlySet<Meaning> = new Set<Meaning>(['heat', 'cool']);

/** The things and count of `rest` (the clause without the use's words). */
export function saidOfUse(rest: readonly string[], vocabulary: Vocabulary, fillers: ReadonlySet<string>): SaidOfUse {
  const things: SaidThing[] = [];
  let count: number | undefined;
  let states: Meaning[] = [];
  let holds = false;
  const located: string[] = [];
  let relation: { at: number; words: string } | undefined;
  for (let i = 0; i < rest.length; ) {
    const word = rest[i]!;
    // "by the sink", "next to the bath": where the thing stands (not "with": what it is done with).
    const near = relation === undefined ? vocabulary.first(rest, i, ['relation']) : undefined;
    if (near !== undefined && near.words !== 'with' && vocabulary.first(rest, i, ['noun']) === undefined) {
      relation = { at: i, words: near.words };
      i += near.length;
      continue;
    }
    if (/^\d+$/.test(word)) {
      // "breakfast in 5 mins", "coffee at 7": a time, not how many.
      if (!TIME_UNITS.has(rest[i + 1] ?? '') && !TIME_BEFORE.has(rest[i - 1] ?? '')) count = Number(word);
      i++;
      continue;
    }
    // Filler that is also a noun ("room", "home") names no thing here.
    const found = fillers.has(word) && !HOLDING.has(word) ? undefined : vocabulary.first(rest, i, ['noun', 'modifier', 'count']);
    // A thing's word said as a verb ("to watch a film", "can I watch netflix"): no thing of the room is named.
    const asVerb = found !== undefined && ((rest[i - 1] === 'to' && ARTICLES.has(rest[i + found.length] ?? '')) || SUBJECTS.has(rest[i - 1] ?? ''));
    const reading = asVerb ? undefined : found?.readings[0];
    const verb = found === undefined ? vocabulary.first(rest, i, ['verb'])?.readings[0] : undefined;
    if (verb?.kind === 'verb' && VERB_STATES.has(verb.meaning)) states.push(verb.meaning);
    if (found === undefined || reading === undefined || (reading.kind === 'modifier' && become(rest, i))) {
      if (HOLDING.has(word)) holds = true;
      i++;
      continue;
    }
    if (reading.kind === 'count' && typeof reading.count === 'number') count = reading.count;
    if (reading.kind === 'modifier') states.push(reading.meaning);
    if (reading.kind === 'noun' && relation !== undefined) {
      located.push(rest.slice(relation.at, i + found.length).join(' '));
      relation = undefined;
      states = [];
      i += found.length;
      continue;
    }
    if (reading.kind === 'noun') {
      const next = rest[i + found.length];
      things.push({ types: found.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])), words: found.words, states, holds: holds || next === 'of' });
      states = [];
      holds = false;
    }
    i += found.length;
  }
  return { things, count, ...(states.length > 0 ? { states } : {}), ...(located.length > 0 ? { located } : {}) };
}

/** Whether the state at `at` follows a word of becoming: how the thing is now, not how it should end up. */
function become(rest: readonly string[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && DEGREE.has(rest[i]!)) i--;
  return i >= 0 && BECOME.has(rest[i]!);
}


/**
 * The use's goal with what the clause says of it; a string saying why it cannot be when a thing
 * has no place in it. `usable`: the types of the room.
 */
export function withSaid(goal: NamedGoal, said: SaidOfUse, catalogue: Catalogue, usable: ReadonlySet<string>): NamedGoal | string {
  let result = goal;
  for (const thing of said.things) {
    const next = withThing(result, thing, catalogue, usable);
    if (typeof next === 'string') return next;
    result = next;
  }
  if (said.count !== undefined && said.count > 1) result = withWholeWays(mapGoal(result, (a) => counted(a, said.count!, catalogue)));
  else if (said.perPerson !== undefined && said.perPerson > 1 && firstCarried(result, catalogue)) result = withWholeWays(mapGoal(result, (a) => counted(a, said.perPerson!, catalogue)));
  if (said.states !== undefined && said.states.length > 0) return withStateWords(result, said.states, catalogue);
  return result;
}

/**
 * The goal with the states said of what it makes ("something cold to drink": the water cold) as
 * conditions of the first thing each way asks for; a string saying why when a way asks for none,
 * so a state word read is never left out of the goal (issue 38).
 */
export function withStateWords(goal: NamedGoal, meanings: readonly Meaning[], catalogue?: Catalogue): NamedGoal | string {
  const states = [...new Set(meanings.map((m) => STATE[m]).filter((w): w is StateWord => w !== undefined))];
  if (states.length === 0) return `${meanings.join(' and ')} is no state ${goal.title} can be in`;
  let placed = true;
  const first = (a: Alternative): Alternative => {
    const at = a.all.findIndex((p) => 'exists' in p);
    if (at < 0) {
      placed = false;
      return a;
    }
    const p = a.all[at] as { exists: Selector };
    const is = [...new Set([...(p.exists.is ?? []), ...states])];
    // Sliced, of a thing and its pieces: the pieces (sliced-as-pieces.ts).
    const asked: Selector = { ...p.exists, is };
    const exists = (states.includes('sliced') && catalogue !== undefined ? piecesOf(asked, catalogue) : undefined) ?? asked;
    return { ...a, name: `${a.name}, ${states.join(' and ')}`, all: a.all.map((q, i) => (i === at ? { exists } : q)) };
  };
  const result = { ...mapGoal(goal, first), title: `${goal.title}, ${states.join(' and ')}` };
  if (!placed) return `${goal.title} makes nothing that can be ${states.join(' and ')}`;
  // "something hot to eat", "cooked": of food, only the ways whose food cooks (AI2-THOR cooks Cookable
  // objects, the catalogue's `cookable`), not a salad warmed through.
  const cooks = (a: Alternative): boolean => catalogue !== undefined && a.all.some((p) => selectorsOf(p).some((sel) => typeNames(sel.type).some((t) => hasProperty(t, 'cookable', catalogue))));
  const cooked = states.includes('cooked') || states.includes('hot') ? result.alternatives.filter(cooks) : result.alternatives;
  return cooked.length > 0 ? { ...result, alternatives: cooked } : result;
}

function withThing(goal: NamedGoal, thing: SaidThing, catalogue: Catalogue, usable: ReadonlySet<string>): NamedGoal | string {
  const types = thing.types.filter((t) => usable.has(t));
  if (types.length === 0) return `there is no ${thing.words} here`;
  const words = thing.states.map((s) => STATE[s]).filter((w): w is StateWord => w !== undefined);
  // A thing the goal already names (or what it becomes: the bread's slices): the ways that use it,
  // narrowed to it, in the states said ("a clean mug" of a Mug or a Cup; "something to eat" of the bread).
  const becomes = thingTypes(types, catalogue);
  const named = (s: Selector): boolean => typeNames(s.type).some((t) => becomes.has(t));
  const uses = (a: Alternative): boolean => a.all.some((p) => selectorsOf(p).some(named));
  if (goal.alternatives.some(uses)) {
    const narrow = (s: Selector): Selector => {
      if (!named(s)) return s;
      const kept = typeNames(s.type).filter((t) => becomes.has(t));
      return { ...s, type: kept.length === 1 ? kept[0]! : kept, ...(words.length > 0 ? { is: [...new Set([...(s.is ?? []), ...words])] } : {}) };
    };
    const one = (a: Alternative): Alternative => ({ ...a, all: a.all.map((p) => mapPredicate(p, narrow)) });
    const only = { ...goal, alternatives: goal.alternatives.filter(uses).map(one), ways: goal.ways.filter(uses).map(one) };
    return only.ways.length === 0 ? `no way to do ${goal.title} uses the ${thing.words}` : only;
  }
  // A vessel named with the water or drink asked ("a pot of water"): that vessel filled (vessel-named.ts).
  const vessel = inVesselNamed(goal, types, thing.words, catalogue);
  if (vessel !== undefined) return vessel;
  // A place the goal names among others ("a salad on a plate" of one on a plate or in a bowl): that one.
  const among = (s: Selector): boolean => typeNames(s.in).some((t) => types.includes(t));
  if (thing.holds && goal.alternatives.some((a) => a.all.some((p) => selectorsOf(p).some(among)))) {
    const dirtyable = types.some((t) => catalogue.types.get(t)?.properties.includes('dirtyable'));
    const narrow = (s: Selector): Selector => {
      if (!among(s)) return s;
      const kept = typeNames(s.in).filter((t) => types.includes(t));
      const is = [...new Set([...words, ...(dirtyable ? (['clean'] as StateWord[]) : [])])];
      return { ...s, in: kept.length === 1 ? kept[0]! : kept, ...(is.length > 0 && s.within === undefined ? { within: { type: kept.length === 1 ? kept[0]! : kept, is } } : {}) };
    };
    return mapGoal(goal, (a) => ({ ...a, all: a.all.map((p) => mapPredicate(p, narrow)) }));
  }
  // A thing the goal names in another way ("the cabinets and drawers" it empties): already in it.
  if (goalTypeNames(goal.alternatives).some((t) => becomes.has(t))) return goal;
  // A dish it is served in or on ("a plate of toast", "toast on a plate"): what the goal makes lies in it.
  if (thing.holds) {
    // A bed or seat the person will be in ("watch something on my laptop in bed") is where they are: no state asked of it
    // (a dish served on is a clean one; "chill in bed" is no cold bed).
    const personThere = types.every((t) => WHERE_A_PERSON_IS.has(t));
    const dirtyable = !personThere && types.some((t) => catalogue.types.get(t)?.properties.includes('dirtyable'));
    const stated = personThere ? [] : words;
    const holder: Selector = { type: types.length === 1 ? types[0]! : types, ...(stated.length > 0 || dirtyable ? { is: [...new Set([...stated, ...(dirtyable ? (['clean'] as StateWord[]) : [])])] } : {}) };
    // A thing handed to the person ("a good book in bed") is held: it goes where they are, never on the bed.
    const handed = (s: Selector): boolean => (s.is ?? []).includes('held');
    const canHold = (s: Selector): boolean => !handed(s) && s.in === undefined && s.within === undefined && typeNames(s.type).some((t) => (catalogue.types.get(t)?.receptacles ?? []).some((r) => types.includes(r)));
    let placed = false;
    const put = (a: Alternative): Alternative => ({
      ...a,
      all: a.all.map((p) => {
        if ('none' in p) return p;
        const s = 'exists' in p ? p.exists : p.count;
        if (!canHold(s)) return p;
        placed = true;
        const within = { ...s, within: holder };
        return 'exists' in p ? { exists: within } : { ...p, count: within };
      }),
    });
    const served = mapGoal(goal, put);
    // "watch tv in bed": where the person will be, of a goal whose things none can carry there (the TV on); what can
    // be carried ("toast in bed") is still refused where it cannot go, never made and left elsewhere.
    const carried = goalTypeNames(goal.alternatives).some((t) => catalogue.types.get(t)?.properties.includes('pickupable'));
    const allHanded = goal.alternatives.every((a) => a.all.some((p) => 'exists' in p && handed(p.exists)));
    if (!placed && (!carried || allHanded) && types.every((t) => WHERE_A_PERSON_IS.has(t))) return goal;
    return placed ? served : `${goal.title} cannot be put in or on the ${thing.words}`;
  }
  return `'${thing.words}' is named, but ${goal.title} does not use it`;
}

function selectorsOf(p: Predicate): Selector[] {
  const top = 'exists' in p ? p.exists : 'count' in p ? p.count : p.none;
  const all: Selector[] = [];
  for (let s: Selector | undefined = top; s !== undefined; s = s.within) all.push(s);
  return all;
}

function mapPredicate(p: Predicate, f: (s: Selector) => Selector): Predicate {
  const deep = (s: Selector): Selector => {
    const mapped = f(s);
    return mapped.within === undefined ? mapped : { ...mapped, within: deep(mapped.within) };
  };
  if ('exists' in p) return { ...p, exists: deep(p.exists) };
  if ('count' in p) return { ...p, count: deep(p.count) };
  return { ...p, none: deep(p.none) };
}

/** The goal with each alternative and way changed by `f`. */
function mapGoal(goal: NamedGoal, f: (a: Alternative) => Alternative): NamedGoal {
  return { ...goal, alternatives: goal.alternatives.map(f), ways: goal.ways.map(f) };
}

/** Words after a number that make it a time ("in 5 mins"), and words before one that do ("at 7"). */
const TIME_UNITS = new Set(['min', 'mins', 'minute', 'minutes', 'sec', 'secs', 'second', 'seconds', 'hour', 'hours', 'hr', 'hrs', 'am', 'pm', 'oclock', 'day', 'days', 'ish']);
const TIME_BEFORE = new Set(['in', 'at', 'by', 'until', 'till', 'for']);

/** A need's goal for `people` people: one each of what it hands over, as a use asked for them is counted (withSaid). */
export function perPersonGoal(goal: NamedGoal, people: number, catalogue: Catalogue): NamedGoal {
  return people > 1 && firstCarried(goal, catalogue) ? withWholeWays(mapGoal(goal, (a) => counted(a, people, catalogue))) : goal;
}

/**
 * Whether every way's first thing is one a person is handed (the catalogue's pickupable), not asked to stand in a machine
 * (coffee is made in a CoffeeMachine that holds one mug: capacity 1): a thing each, never two TVs.
 */
function firstCarried(goal: NamedGoal, catalogue: Catalogue): boolean {
  return goal.alternatives.every((a) => {
    const first = a.all.find((p) => 'exists' in p);
    if (first === undefined || !('exists' in first) || first.exists.in !== undefined || first.exists.directlyIn !== undefined) return false;
    const types = typeNames(first.exists.type);
    return types.length > 0 && types.every((t) => catalogue.types.get(t)?.properties.includes('pickupable') === true);
  });
}

/**
 * The goal with its counted alternatives searched last as well: a way of one kind ("a glass of water": a Cup) counted
 * twice may be more than the room has (one Cup, one Mug), while the alternative that names every kind ("a Cup or a Mug",
 * at least 2) is met by one of each.
 */
function withWholeWays(goal: NamedGoal): NamedGoal {
  const same = (a: Alternative, b: Alternative): boolean => JSON.stringify(a.all) === JSON.stringify(b.all);
  const more = goal.alternatives.filter((a) => !goal.ways.some((w) => same(w, a)));
  return more.length === 0 ? goal : { ...goal, ways: [...goal.ways, ...more] };
}

/**
 * "2 slices of toast": what the goal makes, that many. Made in a machine that holds fewer ("two coffees": a
 * CoffeeMachine holds one mug, the catalogue's capacity), they are made one at a time and taken out, so where they
 * were made is no longer asked.
 */
function counted(a: Alternative, n: number, catalogue: Catalogue): Alternative {
  let done = false;
  return {
    ...a,
    all: a.all.map((p) => {
      if (done || !('exists' in p)) return p;
      done = true;
      const makers = typeNames(p.exists.in);
      const tooSmall = makers.length > 0 && makers.every((t) => (catalogue.types.get(t)?.effects.capacity ?? n) < n);
      const { in: _madeIn, ...rest } = p.exists;
      return { count: tooSmall ? rest : p.exists, atLeast: n };
    }),
  };
}
