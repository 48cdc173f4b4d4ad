/**
 * A thing not to be left on or open ("don't leave the lamp on", "make sure the telly isn't on",
 * "the telly doesn't need to be on"): it switched off or shut now, as "leave it off" says. Read as
 * said, a negated command is not understood and "isn't on" names no state.
 */
import { CLAUSE_ENDS } from './clause-end.js';

/** A thing before the state said of it ("the lamp ", "all the lights "): a determiner and up to two words, captured. */
export const THING_BEFORE_STATE = '((?:the|my|that|this|our|your|all the) (?:[a-z]+ ){0,2}?)';
const THING = THING_BEFORE_STATE;
const OPPOSITE: Readonly<Record<string, string>> = { on: 'off', running: 'off', open: 'closed', lit: 'off', burning: 'off' };
const STATE = `(${Object.keys(OPPOSITE).join('|')})`;

const DONT_LEAVE = new RegExp(`\\b(?:do not|never) leave ${THING}${STATE}${CLAUSE_ENDS}`, 'g');
const NOT_SO = new RegExp(`\\b(?:make sure|check|ensure|see that) ${THING}(?:is|are) not ${STATE}${CLAUSE_ENDS}`, 'g');
const NO_NEED = new RegExp(`\\b${THING}(?:does not|do not|doesnt|dont) need to be ${STATE}${CLAUSE_ENDS}`, 'g');

/** `text` (lower case, contractions spelt out) with a thing not to be left so said as put the other way; unchanged otherwise. */
export function notLeftSo(text: string): string {
  const opposite = (thing: string, state: string): string => (OPPOSITE[state] === 'closed' ? `close ${thing.trim()}` : `turn ${thing}off`);
  return text
    .replace(DONT_LEAVE, (_said, thing: string, state: string) => opposite(thing, state))
    .replace(NOT_SO, (_said, thing: string, state: string) => opposite(thing, state))
    .replace(NO_NEED, (_said, thing: string, state: string) => opposite(thing, state));
}
