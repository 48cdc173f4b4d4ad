/**
 * Hunger said of a pet ("the cat's starving", "the dog is hungry", "the cat's yowling at her empty
 * bowl, she's starving"): the animal is to be fed, which no skill does (uses.yaml `beyond.pets`:
 * AI2-THOR's rooms have no animals and no pet food). Read as said, the hunger was the person's and
 * a meal was cooked for them, reported as done (a false success, issue 38). "She", "he" or "they"
 * are the pet's only when a pet was named before them in the request; the person's own hunger
 * ("I'm starving, the dog ate my toast") is left as it was.
 */

/** Pets as people name them (speech.yaml `reachOf` and uses.yaml `beyond.pets` name the common ones). */
const PET = String.raw`(?:dog|dogs|doggy|doggo|pup|puppy|puppies|cat|cats|kitty|kitten|kittens|pet|pets|hamster|rabbit|bunny)`;
/** Hunger, said of someone. */
const HUNGRY = String.raw`(?:starving|starved|hungry|famished|ravenous|peckish)`;
/** "is", "has been", "seems", "looks", "must be", "'s" between who and the hunger, with a word of degree. */
const BE = String.raw`(?:'s|s|\s+(?:is|are|was|were|has\s+been|have\s+been|seems|seem|looks|look|must\s+be|sounds|gets|get))\s+(?:so\s+|really\s+|absolutely\s+|totally\s+|proper\s+|well\s+|very\s+|always\s+)?`;
const OWNER = String.raw`(?:the|my|our|his|her|their|your)\s+(?:[a-z]+\s+)?`;
const PET_HUNGRY = new RegExp(String.raw`\b${OWNER}(${PET})${BE}${HUNGRY}\b`, 'g');
const PET_NAMED = new RegExp(String.raw`\b${PET}\b`);
const PRONOUN_HUNGRY = new RegExp(String.raw`\b(?:she|he|they)${BE}${HUNGRY}\b`, 'g');
/** Feeding asked of a pet's own needs ("the dog wants feeding", "the cat needs her dinner"). */
const WANTS_FEEDING = new RegExp(String.raw`\b${OWNER}(${PET})\s+(?:wants|needs|is\s+waiting\s+for|is\s+begging\s+for)\s+(?:feeding|(?:his|her|its|their)\s+(?:food|dinner|breakfast|tea|supper))\b`, 'g');

/** `text` (lower case, contractions spelt out) with a pet's hunger said as "feed the <pet>"; unchanged otherwise. */
export function petsHunger(text: string): string {
  let out = text.replace(PET_HUNGRY, (_said, pet: string) => `feed the ${pet}`).replace(WANTS_FEEDING, (_said, pet: string) => `feed the ${pet}`);
  const named = PET_NAMED.exec(out);
  if (named !== null) {
    const pet = named[0];
    // "she's starving" after the pet was named: the pet's hunger, not the person's ("I" never matches).
    out = out.slice(0, named.index) + out.slice(named.index).replace(PRONOUN_HUNGRY, `feed the ${pet}`);
  }
  return out;
}
