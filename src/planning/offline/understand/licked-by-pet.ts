/**
 * A dish a pet has licked or eaten from ("the dog licked the only plate while I was out", "the cat's
 * been drinking out of my mug"): it is dirty now, to be washed. Read through speech.yaml `inReach`
 * ("licked" as a pet getting at a thing), it was put away unwashed in a cupboard, another task than
 * the person's. Only dishes and pans, and only what the pet did already (a pet that may lick a thing
 * still reads as keeping it out of reach).
 */

const PET = String.raw`(?:dog|dogs|doggy|pup|puppy|cat|cats|kitty|kitten)`;
const DISH = String.raw`(?:plates?|bowls?|mugs?|cups?|glass|glasses|pans?|pots?|spoons?|forks?|knife|knives|dish|dishes)`;
const DID = String.raw`(?:licked|has\s+licked|has\s+been\s+licking|was\s+licking|slobbered\s+(?:on|all\s+over)|ate\s+(?:off|out\s+of|from)|has\s+been\s+eating\s+(?:off|out\s+of|from)|drank\s+(?:out\s+of|from)|has\s+been\s+drinking\s+(?:out\s+of|from)|been\s+licking|been\s+drinking\s+(?:out\s+of|from)|been\s+eating\s+(?:off|out\s+of|from))`;
const THE = String.raw`(?:the|my|our|your|a|that|this|his|her|their)\s+(?:only\s+|last\s+|clean\s+|good\s+|best\s+|new\s+|big\s+|little\s+)?`;
const LICKED = new RegExp(String.raw`\b(?:the|my|our|his|her|their)\s+(?:[a-z]+\s+)?${PET}(?:'s|\s+is|\s+has)?\s+(?:just\s+|only\s+|gone\s+and\s+)?${DID}\s+(${THE}${DISH})\b`, 'g');

/** `text` (lower case, contractions spelt out) with a dish a pet licked said as dirty; unchanged otherwise. */
export function lickedByPet(text: string): string {
  return text.replace(LICKED, (_said, dish: string) => `${dish} is dirty`);
}
