/**
 * Why a condition is not met, naming the objects that break it: "the CreditCard is in the
 * Drawer, not on an ArmChair"; "the LightSwitch is on". What a planner is told back, and what a
 * person reads beside an unmet goal.
 */
import type { Predicate, Selector } from './criteria-schema.js';
import { article } from '../english.js';
import { describeSelector, historyPhrase, placePhrase, withinPreposition } from './describe.js';
import { placePrepositionOfId } from '../world/index.js';
import { countFits, indexState, mismatch, mismatches, predicateSelector, type CriteriaObject, type CriteriaState, type GoalContextLike, type Indexed, type Mismatch } from './match.js';
import { FLAG_WORDS, TEMPERATURE_WORDS } from './state-words.js';

/** At most this many objects are named per condition. */
const NAMED = 3;

const list = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);

/** The reasons a predicate does not hold, one sentence each (empty when it holds). */
export function explainUnmet(predicate: Predicate, state: CriteriaState, like: GoalContextLike): string[] {
  const index = indexState(state, like);
  const selector = predicateSelector(predicate);
  const matching = state.objects.filter((o) => mismatch(selector, o, index) === null);
  if ('none' in predicate) return matching.slice(0, NAMED).map((o) => `${nameOf(o, index)} is ${present(selector, o, index)}`);
  if ('exists' in predicate ? matching.length > 0 : countFits(predicate, matching.length)) return [];
  if ('count' in predicate && (predicate.atMost !== undefined || predicate.exactly !== undefined) && matching.length > (predicate.exactly ?? predicate.atMost!)) {
    return [`${matching.length} objects are ${describeSelector(selector)}: ${matching.slice(0, NAMED).map((o) => nameOf(o, index)).join(', ')}`];
  }
  const candidates = state.objects.filter((o) => mismatch(identity(selector), o, index) === null && mismatch(selector, o, index) !== null);
  const reasons = candidates.slice(0, NAMED).map((o) => `${nameOf(o, index)} ${[...mismatches(selector, o, index)].map((m) => why(m, selector, o, index)).join(', and ')}`);
  const counted = 'count' in predicate ? [`${matching.length === 0 ? 'none' : `only ${matching.length}`} of the ${predicate.exactly ?? predicate.atLeast} wanted ${matching.length === 1 ? 'is' : 'are'} there`] : [];
  if (candidates.length === 0 && matching.length === 0) return [...counted, `there is no ${describeSelector(identity(selector))} in the room`];
  return [...counted, ...reasons];
}

/** The part of a selector that says which objects it is about (not where or how they are). */
function identity(selector: Selector): Selector {
  const picked: Selector = {};
  if (selector.id !== undefined) picked.id = selector.id;
  if (selector.type !== undefined) picked.type = selector.type;
  if (selector.notType !== undefined) picked.notType = selector.notType;
  if (selector.pickupable !== undefined) picked.pickupable = selector.pickupable;
  return picked;
}

function nameOf(object: CriteriaObject, index: Indexed): string {
  return index.context.nameOf?.(object.objectId) ?? `the ${object.objectType}`;
}

function holderName(id: string, index: Indexed): string {
  const object = index.byId.get(id);
  return object ? nameOf(object, index) : `the ${index.typeOf(id)}`;
}

/** Where an object is, in words: "in the Drawer", "held by robot", "not inside anything". */
function whereIs(object: CriteriaObject, index: Indexed): string {
  const holder = index.heldBy(object.objectId);
  if (holder !== null) return `held by ${holder}`;
  const inner = object.parentReceptacles[0];
  return inner === undefined ? 'not inside anything' : `${placePrepositionOfId(inner)} ${holderName(inner, index)}`;
}

/** How an object fails a selector, after its name: "is in the Drawer, not on an ArmChair". */
function why(reason: Mismatch, selector: Selector, object: CriteriaObject, index: Indexed): string {
  switch (reason.field) {
    case 'in':
      return `is ${whereIs(object, index)}, not ${placePhrase(selector.in!)}`;
    case 'directlyIn':
      return `is ${whereIs(object, index)}, not directly ${placePhrase(selector.directlyIn!)}`;
    case 'within':
      return `is ${whereIs(object, index)}, not ${withinPreposition(selector.within!)} ${article(describeSelector(selector.within!))}`;
    case 'notIn': {
      const holder = reason.holders.find((h) => list(selector.notIn!).some((n) => (n.includes('|') ? n === h : n === index.typeOf(h))));
      return holder ? `is ${placePrepositionOfId(holder)} ${holderName(holder, index)}` : 'is in a place it should not be';
    }
    case 'heldBy':
      return reason.holder === null ? `is held by no one (it is ${whereIs(object, index)})` : `is held by ${reason.holder}, not ${list(selector.heldBy!).join(' or ')}`;
    case 'flag': {
      const [yes, no] = FLAG_WORDS[reason.flag];
      const [actual, wanted] = reason.wanted ? [no, yes] : [yes, no];
      return no.startsWith('not ') ? `is ${actual}` : `is ${actual}, not ${wanted}`;
    }
    case 'temperature':
      return `is ${TEMPERATURE_WORDS[reason.actual ?? 'RoomTemp']}, not ${TEMPERATURE_WORDS[reason.wanted]}`;
    case 'fillLiquid':
      return reason.actual === null ? `is empty, not filled with ${reason.wanted}` : `is filled with ${reason.actual}, not ${reason.wanted}`;
    case 'was':
      return `was never ${historyPhrase(reason.history)}`;
    default:
      return 'is not the object wanted';
  }
}

/** Why an object counts against a `none`: where it is or what state it is in. */
function present(selector: Selector, object: CriteriaObject, index: Indexed): string {
  const parts: string[] = [];
  if (selector.in || selector.directlyIn || selector.within) parts.push(whereIs(object, index));
  for (const [flag, words] of Object.entries(FLAG_WORDS) as [keyof typeof FLAG_WORDS, [string, string]][]) {
    if (selector[flag] !== undefined) parts.push(words[object[flag] ? 0 : 1]);
  }
  for (const word of selector.is ?? []) parts.push(word);
  if (selector.temperature) parts.push(TEMPERATURE_WORDS[selector.temperature]);
  if (selector.heldBy) parts.push(whereIs(object, index));
  return parts.length > 0 ? [...new Set(parts)].join(' and ') : 'there';
}
