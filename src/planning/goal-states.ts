/**
 * What a stated alternative asks of the states of things, held to the request (issue 41, with
 * goal-grounds.ts): an alternative that asks a thing the opposite of what every reading of the
 * request asks of it ("the LightSwitch on" where the reader reads "I feel so tired" as lights
 * dimmed), or, where the reader reads nothing and the words are all there is, one that puts a
 * thing through a change no word asks for ("a Cup filled in the SinkBasin" for "place the cup with
 * the knife in it next to the tomato"), is not the request.
 */
import { STATE_WORD_TESTS, selectorOf, typeFamily, typeNames, type Alternative, type Predicate, type Selector, type StateWord } from '../goals/index.js';

/** One state a condition asks of a thing: a flag's value, or a temperature (`temperature`); `every`: of every such thing (a `none` turned round). */
interface StateClaim {
  readonly family: string;
  readonly state: string;
  readonly value: string;
  readonly every: boolean;
}

/**
 * The changes a thing goes through that only a request asks for: heated, chilled, cooked, sliced,
 * cleaned, dirtied, filled, broken, used up. Being open, on, held or put somewhere is how things
 * are reached and used; other rules hold those (goal-grounds.ts).
 */
const CHANGES: ReadonlySet<StateWord> = new Set(['hot', 'cold', 'cooked', 'sliced', 'clean', 'dirty', 'filled', 'broken', 'usedUp']);

/**
 * What a change asked for brings with it, in AI2-THOR as the bridge models it: food is heated by
 * cooking it and cooked by heating it (a Microwave cooks, a Toaster toasts: CookObject in
 * ai2thor's SimObjPhysics), toast is a slice and a fried egg a cracked one (only BreadSliced cooks
 * in a Toaster; an Egg is cracked before the pan), and a cup rinsed under the tap fills with water
 * (FillObject on a fillable under a running Faucet).
 */
const BRINGS: Readonly<Partial<Record<StateWord, readonly StateWord[]>>> = {
  hot: ['cooked', 'sliced', 'broken'],
  cooked: ['hot', 'sliced', 'broken'],
  clean: ['filled'],
};

const FLAGS = ['isOpen', 'isToggled', 'isSliced', 'isCooked', 'isDirty', 'isBroken', 'isUsedUp', 'isPickedUp', 'isFilledWithLiquid'] as const;
/** The fields of a selector that ask a state of the thing, not which thing or where. */
const STATE_FIELDS: ReadonlySet<string> = new Set(['is', 'temperature', 'fillLiquid', ...FLAGS]);

/** The states a selector asks, in one form: each flag's value, the temperature, filled for a liquid. */
function claims(selector: Selector): Map<string, string> {
  const out = new Map<string, string>();
  for (const word of selector.is ?? []) {
    const test = STATE_WORD_TESTS[word];
    if ('flag' in test) out.set(test.flag, String(test.value));
    else out.set('temperature', test.temperature);
  }
  for (const flag of FLAGS) if (selector[flag] !== undefined) out.set(flag, String(selector[flag]));
  if (selector.temperature !== undefined) out.set('temperature', selector.temperature);
  if (selector.fillLiquid !== undefined) out.set('isFilledWithLiquid', 'true');
  return out;
}

/**
 * The states a condition asks of every thing of its types, where it asks only states of them
 * (where a thing is makes it another claim): `exists` and `count` as they are, `none` turned
 * round where it asks one flag ("no LightSwitch on": every LightSwitch off).
 */
function stateClaims(predicate: Predicate): StateClaim[] {
  const selector = selectorOf(predicate);
  if (selector.type === undefined) return [];
  if (Object.entries(selector).some(([field, v]) => v !== undefined && field !== 'type' && !STATE_FIELDS.has(field))) return [];
  const asked = claims(selector);
  if ('none' in predicate) {
    // "none of them on" is "all of them off"; a none of several states, or of a temperature, says no one state.
    if (asked.size !== 1) return [];
    const [state, value] = [...asked][0]!;
    if (value !== 'true' && value !== 'false') return [];
    asked.set(state, value === 'true' ? 'false' : 'true');
  }
  const every = 'none' in predicate;
  return typeNames(selector.type).flatMap((t) => [...asked].map(([state, value]) => ({ family: typeFamily(t), state, value, every })));
}

/**
 * Whether `alternative` switches on (or opens, or otherwise makes true) a thing the reading says
 * every one of must be otherwise: the reading's alternatives that speak of that state of that
 * thing all say "none on" (the lights dimmed, to relax), and the stated one asks one on (the
 * LightSwitch on). It undoes what the request is read as. Only what a reading says of every such
 * thing holds an alternative to it ("a lamp on" is one way among others), and only the way round
 * that adds something on: everything off where a reading has things on is left to the model,
 * which may have read a leaving or a bedtime the reader did not ("I'm off out": the lights off).
 * Readings that disagree among themselves hold it to nothing.
 */
export function againstReading(alternative: Alternative, reading: readonly Alternative[]): boolean {
  const read = new Map<string, Set<string>>();
  const claimed = reading.flatMap((r) => r.all.flatMap(stateClaims));
  const key = (claim: StateClaim): string => `${claim.family}\u0000${claim.state}`;
  for (const claim of claimed) if (claim.every) read.set(key(claim), (read.get(key(claim)) ?? new Set()).add(claim.value));
  // A reading that elsewhere asks one such thing otherwise ("a lamp on" beside "no lamp on") says nothing of every one.
  for (const claim of claimed) if (!claim.every) read.get(key(claim))?.add(claim.value);
  return alternative.all.flatMap(stateClaims).some((claim) => {
    const values = read.get(key(claim));
    return claim.value === 'true' && values !== undefined && values.size === 1 && values.has('false');
  });
}

/**
 * The changes an alternative puts things through (its `exists` and `count` conditions, and a
 * slice or a cracked egg it asks for by type) that the request's words do not ask for (`asks`),
 * nor bring with what they ask, nor the place it asks the thing to be gives by itself (`makes`: a
 * Fridge chills what is in it); [] when there is none.
 */
export function unaskedChanges(alternative: Alternative, asks: readonly StateWord[], makes: (place: string) => readonly StateWord[] = () => []): StateWord[] {
  const allowed = new Set<StateWord>([...asks, ...asks.flatMap((s) => BRINGS[s] ?? [])]);
  const unasked = new Set<StateWord>();
  for (const predicate of alternative.all) {
    if ('none' in predicate) continue;
    const selector = selectorOf(predicate);
    const given = new Set([...typeNames(selector.in), ...typeNames(selector.directlyIn)].flatMap(makes));
    for (const change of changesOfSelector(selector)) if (!allowed.has(change) && !given.has(change)) unasked.add(change);
  }
  return [...unasked];
}

/** The changes an alternative's `exists` and `count` conditions put things through (a reading's, for what the request asks). */
export function changesOf(alternative: Alternative): StateWord[] {
  return [...new Set(alternative.all.flatMap((p) => ('none' in p ? [] : changesOfSelector(selectorOf(p)))))];
}

/** The changes a selector asks, by its words, flags, temperature or liquid, and by a type that is a piece. */
function changesOfSelector(selector: Selector): StateWord[] {
  const asked = claims(selector);
  const changes = [...CHANGES].filter((word) => {
    const test = STATE_WORD_TESTS[word];
    return 'flag' in test ? asked.get(test.flag) === String(test.value) : asked.get('temperature') === test.temperature;
  });
  return [...changes, ...typeNames(selector.type).flatMap(changeOfType)];
}

/** A slice or a cracked egg is a thing sliced or broken (AI2-THOR swaps the whole one for its pieces). */
function changeOfType(type: string): StateWord[] {
  if (typeFamily(type) === type) return [];
  return type.endsWith('Sliced') ? ['sliced'] : ['broken'];
}
