/**
 * Names of a thing that begin with a room's word, as British English says paper towels ("kitchen
 * roll", "kitchen towel"): a need or a wish drops the room's word as filler ("the kitchen" asks for
 * nothing), which left "is there any kitchen roll?" reading as nothing and "spilt my drink, any
 * kitchen roll?" bringing a cloth instead. Said by the name words.yaml also gives the thing
 * ("paper towel roll"), which no filler touches.
 */

const KITCHEN_ROLL = /\bkitchen\s+(roll|rolls|towel|towels|paper)\b/g;

/** `text` (lower case) with the kitchen's paper towels named as paper towels; unchanged otherwise. */
export function roomWordNames(text: string): string {
  return text.replace(KITCHEN_ROLL, (_, what: string) => (what.startsWith('roll') ? 'paper towel roll' : 'paper towels'));
}
