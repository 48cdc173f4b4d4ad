/**
 * Where another person always sits with a thing ("he always sits in the armchair with the paper", "my wife likes to read
 * on the sofa with her book"): the thing is wanted there for them, put there. Read as said, "with the paper" asked for
 * something to read and the paper left lying was put away in a drawer. Only another's habit: the person's own ("I always
 * sit on the sofa with a cup of tea") tells how they like things, asking nothing.
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
