/**
 * Where another person always sits with a thing ("he always sits in the armchair with the paper", "my wife likes to read
 * on the sofa with her book"): the thing is wanted there for them, put there. Read as said, "with the paper" asked for
 * something to read and the paper left lying was put away in a drawer. Only another's habit: the person's own ("I always
 * sit on the sofa with a cup of tea") tells how they like things, asking nothing, unless a "but" follows it (below).
 */
import { CLAUSE_ENDS } from './clause-end.js';

const WHO = String.raw`(?:he|she|they|(?:my|our|the|his|her)\s+[a-z]+(?:-in-law)?)`;
const HABIT = String.raw`(?:always|usually|normally|often|likes\s+to|loves\s+to)\s+(?:sits?|reads?|relax(?:es)?|settles?(?:\s+down)?|curls?\s+up)`;
const PLACE = String.raw`(in|on)\s+((?:the|his|her|their|that)\s+[a-z]+(?:\s+[a-z]+)?)`;
const THING = String.raw`((?:the|his|her|their)\s+[a-z]+(?:\s+[a-z]+)?)`;
const SITS_WITH = new RegExp(String.raw`\b${WHO}\s+${HABIT}\s+${PLACE}\s+with\s+${THING}${CLAUSE_ENDS}`, 'g');

/** `text` (lower case, contractions spelt out) with a thing another always sits somewhere with put there. */
export function habitWithThing(text: string): string {
  return text.replace(SITS_WITH, (_said, on: string, place: string, thing: string) => `put ${thing} ${on} ${place}`);
}

/**
 * The person's own habit with their thing at a place, then a "but" saying it is elsewhere ("in the evening I like to read
 * my newspaper in the armchair, but my husband left it again on the sofa"): the thing is wanted there, put there. Read as
 * said, "read" asked for a lamp and the paper left on the sofa was put away in a drawer (another task). Without the
 * "but" the habit tells how they like things and asks nothing.
 */
const OWN_HABIT = String.raw`(?:always|usually|normally|like\s+to|love\s+to|prefer\s+to|tend\s+to)\s+(?:read|have|keep|do|enjoy)`;
const OWN_THING = String.raw`((?:my|our)\s+[a-z]+(?:\s+[a-z]+)?)`;
/** When the habit is kept ("in the evening I like to ..."): dropped with it, as the put says nothing of when. */
const WHEN = String.raw`(?:\b(?:in\s+the|of\s+an|every|most|on)\s+(?:evenings?|mornings?|afternoons?|nights?|weekends?)\s*,?\s*)?`;
const OWN_WITH_THING = new RegExp(String.raw`${WHEN}\b(?:i|we)\s+${OWN_HABIT}\s+${OWN_THING}\s+${PLACE}(?=\s*,?\s*but\b)`, 'g');

/** `text` (lower case, contractions spelt out) with the person's own thing, which a habit keeps somewhere and a "but" says is not, put there. */
export function ownHabitWithThing(text: string): string {
  return text.replace(OWN_WITH_THING, (_said, thing: string, on: string, place: string) => `put ${thing} ${on} ${place}`);
}
