/**
 * A chore told as left undone by everyone ("the tissue box has been empty for a week and nobody's
 * thrown it out", "no one has washed the pan", "nobody bothered to water the plant"): that deed is
 * what is wanted, read as its command ("throw it out"). Only a deed said of a thing ("it", "them",
 * "the ..."), so "nobody is here" and "no one watched" are left as said.
 */
import { baseForms } from './vocabulary.js';

/** Past participles not made with -ed. */
const IRREGULAR: Readonly<Record<string, string>> = { thrown: 'throw', taken: 'take', put: 'put', done: 'do', swept: 'sweep', hung: 'hang', shut: 'shut', made: 'make' };

const NOBODY_DID = /\b(nobody|no one|no-one|none of them|none of you)(?: has| have| is| had)?(?: even| ever| yet)?(?: bothered to| thought to| remembered to)? ([a-z]+) (it|them|(?:the|that|this|my|our|those|these) [a-z]+(?: [a-z]+)?)( out| away| up| off| down)?(?= yet\b| either\b|\s*[,.;!?]|\s*$)/g;

/** `text` (lower case, contractions spelt out) with a deed no one did read as its command; unchanged otherwise. */
export function nobodyDid(text: string, isVerb: (word: string) => boolean): string {
  return text.replace(NOBODY_DID, (said, _who: string, deed: string, thing: string, particle?: string) => {
    const base = IRREGULAR[deed] ?? baseForms(deed).slice(1).find(isVerb) ?? (isVerb(deed) && deed !== 'is' ? deed : undefined);
    return base === undefined ? said : `${base} ${thing}${particle ?? ''}`;
  });
}
