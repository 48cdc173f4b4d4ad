/**
 * A surface said to hold everything, with a few things named as examples and a word that sweeps up
 * the rest ("the couch is covered in everything, cards, laptop, the lot", "the bed has a baseball
 * bat and a phone and all sorts on it"): the whole surface is to be cleared, not the things named
 * alone. Read as said, the examples were things named with nothing to do with each, and the request
 * was refused (issue 38). Read as "<surface> is covered in everything" (speech.yaml `coveredIn`).
 * Only with a sweeping word: "the bed has the book on it" stays as it was.
 */

/** A thing named in passing, with its article ("a baseball bat", "laptop", "my phone"). */
const ITEM = String.raw`(?:(?:a|an|the|my|his|her|their|our|some|your)\s+)?[a-z']+(?:\s+[a-z']+)?`;
/** Words that sweep up the rest of a list ("..., the lot", "... and all sorts"). */
const SWEEP = String.raw`(?:the\s+(?:lot|works)|all\s+sorts(?:\s+of\s+(?:stuff|things|junk))?|all\s+kinds\s+of\s+(?:stuff|things|junk)|everything\s+else|everything|stuff|etc|and\s+so\s+on|loads\s+more)`;
const AND = String.raw`(?:\s*,\s*|\s+)(?:and\s+)?`;

/** "covered in everything, cards, laptop, the lot": "covered in everything". */
const COVERED = new RegExp(
  String.raw`\b(covered\s+in|covered\s+with|full\s+of|littered\s+with|cluttered\s+with|piled\s+with|strewn\s+with)\s+(?:everything|all\s+sorts|stuff|things|junk)?(?:${AND}${ITEM})+?${AND}${SWEEP}(?![a-z])`,
  'g',
);
/** "the bed has a baseball bat and a phone and all sorts on it": "the bed is covered in everything". */
const HAS = new RegExp(String.raw`\b(?:has|has\s+got|had)\s+${ITEM}(?:${AND}${ITEM})*?${AND}${SWEEP}\s+(?:on|all\s+over|over)\s+(?:it|them)(?![a-z])`, 'g');

/** `text` (lower case, contractions spelt out) with a surface's clutter swept up as said of everything on it. */
export function sweptClutter(text: string): string {
  return text.replace(COVERED, (_said, phrase: string) => `${phrase} everything`).replace(HAS, 'is covered in everything');
}
