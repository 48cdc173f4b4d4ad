/**
 * "Put a fresh roll on", "stick a clean towel on": a thing that never switches, put "on" with no
 * place said, is hung where it belongs (AI2-THOR's ToiletPaper, Towel and HandTowel are not
 * toggleable; each hangs on its own holder: object-types.yaml). The holder is said for the
 * reader (speech.yaml `hungOn`: the thing's words and the words of its holder); the "on" of
 * a thing that switches ("put the kettle on") is left as said.
 */
import { CLAUSE_ENDS } from './clause-end.js';

const VERBS = '(?:put|stick|pop|bung|get|hang)';

/** `text` (lower case) with each thing of `hungOn` put "on" said put on its holder. */
export function putOnItsHolder(text: string, hungOn: Readonly<Record<string, string>>): string {
  return Object.entries(hungOn).reduce((said, [thing, holder]) => {
    const bare = new RegExp(`\\b(${VERBS}\\s+(?:[a-z]+\\s+){0,4}?${thing})\\s+on${CLAUSE_ENDS}`, 'g');
    return said.replace(bare, `$1 on the ${holder}`);
  }, text);
}
