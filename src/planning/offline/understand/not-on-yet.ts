/**
 * A light or a thing that switches said not to be on, or to have gone out ("the lamp is not on",
 * "the candle has gone out"): a complaint, answered by switching it on. Said as a check ("make sure
 * the telly is not on") it is not-left-so.ts's, read before this. Only at a clause's end, so "the
 * lamp is not on the table" is a place.
 */
import { CLAUSE_ENDS } from './clause-end.js';
import { THING_BEFORE_STATE as THING } from './not-left-so.js';

const NOT_ON = new RegExp(`(^|[,.;!?]\\s*|\\b(?:and|but|oh|why) )${THING}(?:is|are) (?:not|still not) (?:on|lit|switched on|turned on)${CLAUSE_ENDS}`, 'g');
const GONE_OUT = new RegExp(`(^|[,.;!?]\\s*|\\b(?:and|but|oh) )${THING}(?:has|have) (?:gone|blown) out${CLAUSE_ENDS}`, 'g');

/** `text` (lower case, contractions spelt out) with a thing said not on asked on; unchanged otherwise. */
export function notOnYet(text: string): string {
  const on = (_said: string, lead: string, thing: string): string => `${lead}turn ${thing}on`;
  return text.replace(NOT_ON, on).replace(GONE_OUT, on);
}
