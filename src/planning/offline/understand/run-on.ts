/**
 * Requests typed or dictated without punctuation run their clauses together ("putting the kids in the
 * bath in a minute can you move that candle off the tub"): a question asking the robot to do something
 * ("can you", "could you", "would you", "will you") after other words starts a clause of its own, as a
 * comma before it would (issue 38: voice-typed requests).
 */
const ASKING = /([a-z0-9'])\s+((?:can|could|would|will)\s+(?:you|u|ya)(?![a-z0-9']))/g;

/** `text` with a clause mark before each asking phrase that follows a word. */
export function apartBeforeAsking(text: string): string {
  return text.replace(ASKING, '$1 , $2');
}
