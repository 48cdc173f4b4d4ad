/**
 * Asking whether, why or by whom something was left so ("did I leave the lamp on?", "did someone
 * leave the tap running?", "did I forget to turn the stove off?", "why is the light on?", "who
 * turned the telly on?"): the worry or complaint that it was, read as told ("I left the lamp on":
 * switched off). Read as a command, "leave the tap running" turned the tap on.
 */
import { CLAUSE_ENDS } from './clause-end.js';

const WHO = '(i|we|you|he|she|they|someone|somebody|anyone|anybody|the kids|the children|my [a-z]+)';
const LEFT = new RegExp(`\\b(?:did|have|has) ${WHO} (?:leave|left)\\b`, 'g');
const FORGOT = new RegExp(`\\b(?:did|have|has) ${WHO} (?:forget|forgotten) to\\b`, 'g');
/** "who turned the telly on", "who has left the fridge open". */
const WHO_LEFT = new RegExp(`\\bwho(?: has| is)? (?:left|leaves|turned|switched|put|keeps leaving|keeps turning) ((?:the|my|that|this|our) (?:[a-z]+ ){0,2}?)(on|open|running)${CLAUSE_ENDS}`, 'g');
/** "why is the light on", "why are the cupboard doors all open". */
const WHY_SO = new RegExp(`\\bwhy (?:is|are) ((?:the|my|that|this|our|all the) (?:[a-z]+ ){0,2}?)(?:still |all |always )?(on|open|running)${CLAUSE_ENDS}`, 'g');
/**
 * "is the telly on?", "are the blinds open?": whether it is so, asked with a question mark, asks nothing of it; the thing is
 * named, and what to do with it asked. Not the kettle: "is the kettle on?" is the offer of a hot drink.
 */
const WHETHER_SO = /\b(?:is|are) ((?:the|my|that|this|our) (?!kettle\b)(?:[a-z]+ ){0,2}?)(?:still )?(?:on|off|open|closed|shut|running)(?=\s*\?)/g;

/** `text` (lower case, contractions spelt out) with such a question said as told; unchanged otherwise. */
export function askedIfLeft(text: string): string {
  return text
    .replace(LEFT, '$1 left')
    .replace(FORGOT, '$1 forgot to')
    .replace(WHO_LEFT, (_said, thing: string, state: string) => `someone left ${thing}${state}`)
    .replace(WHY_SO, (_said, thing: string, state: string) => `someone left ${thing}${state}`)
    .replace(WHETHER_SO, (_said, thing: string) => thing.trimEnd());
}
