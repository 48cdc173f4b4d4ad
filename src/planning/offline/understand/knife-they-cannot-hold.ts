/**
 * The person saying they cannot hold or face a knife themselves ("slice up the lettuce, I can't face
 * a knife this morning", "a salad I want to make, but the knife I cannot hold, my hand is hurt"): why
 * they ask the robot to do the cutting, no deed of its own. Read as words, "not", "hold" and "knife"
 * blocked the whole request (issue 38). Only when another clause asks something: alone ("I can't
 * hold the knife") the clause is the request and is left as it was.
 */

const WHO = String.raw`(?:i|we)`;
const CANNOT = String.raw`(?:can\s+not|cannot|could\s+not|am\s+not\s+able\s+to|am\s+unable\s+to)`;
/** Handling the knife, or bearing to ("can't face a knife this morning"). */
const HANDLE = String.raw`(?:hold|grip|handle|face|manage|use|touch|work)`;
const KNIFE = String.raw`(?:(?:a|the|any|my|that)\s+)?(?:sharp\s+|big\s+|kitchen\s+|butter\s+)?(?:knife|knives)`;
const CLAUSE_START = String.raw`(^|[,.;:!?]\s*|\b(?:and|but|so|as|because|since)\s+)`;
/** "I can't hold a knife" and a learner's fronted "the knife I cannot hold", each to the clause's end. */
const SAID = new RegExp(
  String.raw`${CLAUSE_START}(?:${WHO}\s+(?:just\s+|really\s+|simply\s+)?${CANNOT}\s+(?:even\s+)?${HANDLE}\s+${KNIFE}|${KNIFE}\s+${WHO}\s+${CANNOT}\s+(?:even\s+)?${HANDLE})\b[^,.;:!?]*`,
  'g',
);

/** `text` (lower case, contractions spelt out) without a clause saying the person cannot handle a knife, when something else is asked. */
export function knifeTheyCannotHold(text: string): string {
  const without = text.replace(SAID, (_said, before: string) => `${before} `);
  if (without === text) return text;
  return /[a-z]{3,}/.test(without.replace(/\b(?:and|but|so|as|because|since|please|the|a|ugh)\b/g, '')) ? without : text;
}
