/**
 * A state said once after two things wanted ("I want the cup and the plate washed", "I'd like the tv and the lamp off",
 * "some lettuce and tomato cut up"): both are wanted so, where the first can be (AI2-THOR's properties below). Read as
 * said, the first was a thing wanted in hand ("get the cup": a false success waiting where both were to be washed) or a
 * thing named with nothing asked. Where the first cannot take the state ("I need my glasses and the lamp on"), it stays
 * a thing wanted.
 */
import type { Meaning } from './words-schema.js';

/** The catalogue property a thing needs to end up so (AI2-THOR's SimObjPrimaryProperty/SecondaryProperty names, scenes/object-types.yaml). */
export const STATE_TAKEN_BY: Partial<Record<Meaning, string>> = {
  clean: 'dirtyable',
  slice: 'sliceable',
  cook: 'cookable',
  fill: 'canFillWithLiquid',
  switchOn: 'toggleable',
  switchOff: 'toggleable',
  open: 'openable',
  close: 'openable',
};

export interface ListStateWords {
  /** The types a thing's words name in full ("the cup": Cup), none when they do not. */
  readonly thingTypes: (words: string) => readonly string[];
  /** Whether a thing of these types can end up as the state's words say; undefined when they say no state. */
  readonly takes: (types: readonly string[], state: string) => boolean | undefined;
}

const DET = String.raw`(?:the|my|our|your|some|a|an|all\s+the)`;
/** A determiner opening a thing's words. */
const DETERMINER = new RegExp(String.raw`^${DET}\s+`, 'i');
/** Where the things go, said after their state ("in a bowl"). */
const PLACE_AFTER = /\s+(?:in|on|into|onto)\s.*$/i;
const THING = String.raw`${DET}\s+[a-z]+(?:\s+[a-z]+)?|[a-z]+`;
/** Who wishes and how, before the wish ("can I", "I'd", "could we please"): said again for the second thing. */
const OPENING = String.raw`(?:\b(?:can|could|would|will|i|we|i'd|we'd|i'll|please|really|just|do|also|to)\s+){0,4}`;
/** A wish, two things joined by "and", and one or two words of state closing the clause, with where they go ("cut up in a bowl"). */
const LISTED = new RegExp(String.raw`(${OPENING}\b(?:want|like|need|have|get|leave|keep|love|prefer))\s+(${THING})\s+and\s+(${THING})\s+([a-z]+(?:\s+up)?(?:\s+(?:in|on|into|onto)\s+(?:a|an|the|my|one)\s+[a-z]+(?:\s+or\s+(?:in|on|into|onto)\s+(?:a|an|the|my|one)\s+[a-z]+)?)?)(?=\s*(?:$|[,.;!?]|\b(?:please|now|then|for|before|when|if|so)\b))`, 'gi');

/** `text` with a state said after two things said after each, the wish said again: "I want the cup washed and I want the plate washed". */
export function stateOverList(text: string, words: ListStateWords): string {
  return text.replace(LISTED, (whole: string, opening: string, first: string, second: string, state: string) => {
    const [firstTypes, secondTypes] = [words.thingTypes(first.replace(DETERMINER, '')), words.thingTypes(second.replace(DETERMINER, ''))];
    if (firstTypes.length === 0 || secondTypes.length === 0) return whole;
    const how = state.replace(PLACE_AFTER, '');
    return words.takes(firstTypes, how) === true && words.takes(secondTypes, how) === true ? `${opening} ${first} ${state} and ${opening} ${withDeterminerOf(first, second)} ${state}` : whole;
  });
}

/** The second thing of a list with the first's determiner where it has none: "the cup and plate" is "the plate". */
function withDeterminerOf(first: string, second: string): string {
  const own = first.match(DETERMINER)?.[0];
  return own === undefined || DETERMINER.test(second) ? second : `${own}${second}`;
}
