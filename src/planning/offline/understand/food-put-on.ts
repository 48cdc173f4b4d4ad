/**
 * Food "put on" or "got on" with no place said ("can you get the potatoes on", "stick some eggs
 * on", "pop the toast on"): set cooking, as British English says it, never held in hand, which
 * "get the potatoes" alone asks. Only food that cooks (AI2-THOR's cookable: a potato, an egg,
 * bread); "put the kettle on" and "put the telly on" switch, read as said.
 */
import { CLAUSE_ENDS } from './clause-end.js';

const FOOD = '(potatoes|potato|spuds|spud|eggs|egg|toast|bread|veg|vegetables)';
const VERBS = '(?:get|put|stick|pop|bung|throw)';
const SAID = new RegExp(`\\b${VERBS} ((?:the|some|a few|a couple of|a|an|my|two|three) )?${FOOD} on${CLAUSE_ENDS}`, 'g');

/** `text` (lower case) with food put on said as cooked; unchanged otherwise. */
export function foodPutOn(text: string): string {
  return text.replace(SAID, (_said, owner: string | undefined, food: string) => `cook ${owner ?? 'the '}${food}`);
}
