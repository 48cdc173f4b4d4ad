/** Goals in plain words: "there should be an EggCracked that is cooked, in a Pan". */
import { article } from '../english.js';
import { placePreposition, placePrepositionOfId } from '../world/index.js';
import { historiesOf, stateFlags, type Alternative, type History, type Predicate, type Selector, type StateWord } from './criteria-schema.js';
import { FLAG_WORDS, TEMPERATURE_WORDS } from './state-words.js';

const WORDS: Record<StateWord, string> = {
  open: 'open',
  closed: 'closed',
  on: 'switched on',
  off: 'switched off',
  sliced: 'sliced',
  cooked: 'cooked',
  dirty: 'dirty',
  clean: 'clean',
  broken: 'broken',
  usedUp: 'used up',
  held: 'held',
  filled: 'filled',
  empty: 'empty',
  hot: 'hot',
  cold: 'cold',
  roomTemperature: 'at room temperature',
};

const list = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);
const either = (value: string | readonly string[]): string => list(value).join(' or ');

/**
 * Where things go, with the preposition each place takes: "in a Fridge", "on a CounterTop",
 * "on a Plate or in a Bowl" (the preposition said once when all places share it).
 */
export function placePhrase(value: string | readonly string[]): string {
  const types = list(value);
  const prepositions = new Set(types.map(placePrepositionOfId));
  if (prepositions.size === 1) return `${[...prepositions][0]} ${article(types.join(' or '))}`;
  return types.map((t) => `${placePrepositionOfId(t)} ${article(t)}`).join(' or ');
}


/** "on" a place whose types are all surfaces, else "inside" (anywhere within it). */
export function withinPreposition(place: Selector): string {
  const types = place.type === undefined ? [] : list(place.type);
  return types.length > 0 && types.every((t) => placePreposition(t) === 'on') ? 'on' : 'inside';
}

/** Where a thing was on the way, and whether that was on: "in a SinkBasin while it was on". */
export function historyPhrase(history: History): string {
  return `${placePhrase(history.in)}${history.whileOn === undefined ? '' : history.whileOn ? ' while it was on' : ' while it was off'}`;
}

/** A selector in plain words, e.g. "EggCracked that is cooked, in a Pan". */
export function describeSelector(selector: Selector): string {
  let text = selector.type !== undefined ? either(selector.type) : selector.id !== undefined ? either(selector.id) : selector.pickupable ? 'small object' : 'object';
  if (selector.type !== undefined && selector.id !== undefined) text += ` (${either(selector.id)})`;
  if (selector.notType) text += ` (other than ${either(selector.notType)})`;
  const states = [
    ...stateFlags.filter((f) => selector[f] !== undefined).map((f) => (selector[f] ? FLAG_WORDS[f][0] : FLAG_WORDS[f][1])),
    ...(selector.is ?? []).map((w) => WORDS[w]),
    ...(selector.temperature ? [TEMPERATURE_WORDS[selector.temperature]] : []),
    ...(selector.fillLiquid ? [`filled with ${selector.fillLiquid}`] : []),
  ];
  const places: string[] = [];
  if (selector.in) places.push(placePhrase(selector.in));
  if (selector.directlyIn) places.push(`directly ${placePhrase(selector.directlyIn)}`);
  if (selector.within) places.push(`${withinPreposition(selector.within)} ${article(describeSelector(selector.within))}`);
  if (selector.notIn) places.push(`not ${placePhrase(selector.notIn)}`);
  if (selector.heldBy) places.push(`held by ${either(selector.heldBy)}`);
  const histories = historiesOf(selector.was);
  if (histories.length > 0) places.push(`that was ${histories.map(historyPhrase).join(', and ')}`);
  if (states.length > 0) text += ` that is ${states.join(' and ')}`;
  if (places.length > 0) text += `${states.length > 0 ? ',' : ''} ${places.join(', ')}`;
  return text;
}

/** A predicate in plain words, e.g. "there should be a BreadSliced that is cooked". */
export function describePredicate(predicate: Predicate): string {
  if ('exists' in predicate) return `there should be ${article(describeSelector(predicate.exists))}`;
  if ('none' in predicate) return `there should be no ${describeSelector(predicate.none)}`;
  const what = describeSelector(predicate.count);
  if (predicate.exactly !== undefined) return `there should be exactly ${predicate.exactly} × ${what}`;
  const bounds = [
    ...(predicate.atLeast !== undefined ? [`at least ${predicate.atLeast}`] : []),
    ...(predicate.atMost !== undefined ? [`at most ${predicate.atMost}`] : []),
  ];
  return `there should be ${bounds.join(' and ')} × ${what}`;
}

/** One alternative in words: "fried egg: there should be …; there should be …". */
export function describeAlternative(alternative: Alternative): string {
  return `${alternative.name}: ${alternative.all.map(describePredicate).join('; ')}`;
}

/** A goal in words, one line per alternative (any one suffices). */
export function describeGoal(alternatives: readonly Alternative[]): string[] {
  return alternatives.map(describeAlternative);
}
