/**
 * A wish with its verb said once for two things, one in a state and one in a place: "have the telly on and the remote on
 * the sofa", "I want the lamp off and my book on the bed". The second thing is put there, a clause of its own; read with
 * the first, the remote was a thing to switch on.
 */
import { CLAUSE_ENDS } from './clause-end.js';

const THING = String.raw`(?:the|my|our|your|his|her)\s+[a-z]+(?:\s+[a-z]+)?`;
const PLACE = String.raw`(?:on|in|onto|into|by|next\s+to|beside|under|near|on\s+top\s+of)\s+(?:the|my|our|your|his|her)\s+[a-z]+(?:\s+[a-z]+)?`;
const GAPPED = new RegExp(String.raw`\b(on|off|open|closed|shut)\s+and\s+(${THING}\s+${PLACE})${CLAUSE_ENDS}`, 'g');

/** `text` (lower case) with a second thing and its place, after a thing and its state, said put there. */
export function gappedPlacement(text: string): string {
  return text.replace(GAPPED, '$1, and put $2');
}
