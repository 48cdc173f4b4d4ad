/**
 * Somewhere a pet or a child cannot get at, however it is said ("somewhere the new kitten can't get
 * at it", "where the puppy can't chew it", "up out of his reach", "out of the cat's reach"): the
 * words.yaml place "out of reach" (the places that close). The animal or child is why the thing is
 * put away, not what is asked: left in, it reads as looking after an animal (uses.yaml
 * `beyond.pets`), which no skill does. Who may be named is speech.yaml `reachOf` (single words), or
 * "he", "she", "they"; "new", "little" and the like may come before it.
 */

const NOT = "(?:can not|cannot|can't|cant|won't|wont|will not|could not|couldn't|couldnt|can never)";
const REACH = '(?:get at|get to|get hold of|reach|chew|grab|nick|knock over|knock|get)';
const BEFORE = '(?:(?:the|my|our|his|her|their|your|that|this) )?(?:(?:new|little|young|naughty|baby|nosy|daft) )?';

/** `text` (lower case, contractions spelt) with such a place said as "out of reach". */
export function outOfTheirReach(text: string, reachOf: readonly string[]): string {
  const who = reachOf.filter((w) => /^[a-z]+$/.test(w));
  if (who.length === 0) return text;
  const someone = `(?:${BEFORE}(?:${who.join('|')})|he|she|they)`;
  const where = new RegExp(`\\b(?:up )?(?:somewhere|where) ${someone} ${NOT} (?:ever )?${REACH}(?: (?:it|them))?\\b`, 'g');
  // "out of the kitten's reach": "'s" may already read as "is" (speech.ts) or be dropped.
  const whose = new RegExp(`\\b(?:up )?out of (?:(?:his|her|their|its) |${BEFORE}(?:${who.join('|')})(?:'s| is|s)? )reach\\b`, 'g');
  return text.replace(where, 'out of reach').replace(whose, 'out of reach');
}
