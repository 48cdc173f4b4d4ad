/**
 * Falling asleep with a thing left on, said as a habit or a fear ("I always end up sleeping with the
 * lights on", "I keep nodding off with the telly on", "I'll pass out with the lamp on again"): the
 * thing is wanted off. Read as said, "the lights on" was the lights wanted on (a goal already met:
 * nothing done), the opposite of the person's need.
 */

const ASLEEP = String.raw`(?:sleeping|sleep|slept|sleeps|fall\s+asleep|falling\s+asleep|fell\s+asleep|falls\s+asleep|nod\s+off|nodding\s+off|nodded\s+off|nods\s+off|doze\s+off|dozing\s+off|dozed\s+off|dozes\s+off|drop\s+off|dropping\s+off|dropped\s+off|pass\s+out|passing\s+out|passed\s+out|crash|crashing|crashed|conk\s+out|conking\s+out|conked\s+out)`;
const THING = String.raw`((?:the|my|that|this|all\s+the)\s+[a-z]+(?:\s+[a-z]+)?)`;
const WITH_ON = new RegExp(String.raw`\b${ASLEEP}\s+(?:again\s+)?with\s+${THING}\s+(?:still\s+)?on\b`, 'g');

/** `text` (lower case, contractions spelt out) with a thing one falls asleep with on said as to be switched off. */
export function asleepWithOn(text: string): string {
  return text.replace(WITH_ON, (_said, thing: string) => `, turn ${thing} off ,`);
}
