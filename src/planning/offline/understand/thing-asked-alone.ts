/**
 * A thing named alone in a clause of its own, with words that ask for it after it ("I'm in bed, a
 * book please", "I'm at the desk, a pen would be lovely"): wanted in hand, as "I want a book" is
 * (sought.ts). Said alone, "a book please" is a command already; beside another clause it was a
 * thing named with nothing asked of it, which asked about the bed the person lies in instead.
 * Only a thing a person can be handed; a food or drink is left to the need it serves ("an apple
 * please" is fruit served).
 */
import type { Sought } from './sought.js';
import type { Vocabulary } from './vocabulary.js';
import { findPhrase } from '../text.js';

/** The word lists a clause is read with. */
export interface AskedAloneWords {
  readonly vocabulary: Vocabulary;
  /** speech.yaml `askingAfter`: "please", "would be lovely". */
  readonly askingAfter: readonly string[];
  /** Words before a thing that say which ("a", "the", "my"). */
  readonly determiners: ReadonlySet<string>;
  /** Whether a person can be handed a thing of these types, and it is no food or drink. */
  readonly handedAlone: (types: readonly string[]) => boolean;
}

/** Words around the thing and its asking words that ask nothing more ("oh, and a book please, thanks"). */
const LIGHT: ReadonlySet<string> = new Set(['please', 'just', 'oh', 'and', 'also', 'too', 'then', 'now', 'maybe', 'perhaps', 'thanks', 'ta', 'cheers']);

/** The thing `clause` asks for by naming it alone before words that ask; undefined when it says anything more. */
export function thingAskedAlone(clause: readonly string[], words: AskedAloneWords): Sought | undefined {
  // The earliest asking phrase, the longest there ("a book would be nice please": "would be nice", then "please" after it).
  const asking = words.askingAfter
    .map((p) => p.split(' '))
    .map((p) => ({ at: findPhrase(clause, p), length: p.length }))
    .filter((p) => p.at > 0)
    .sort((a, b) => a.at - b.at || b.length - a.length)[0];
  if (asking === undefined) return undefined;
  const before = clause.slice(0, asking.at);
  const light = (w: string): boolean => LIGHT.has(w) || words.determiners.has(w);
  const at = before.findIndex((w) => !light(w));
  const noun = at < 0 ? undefined : words.vocabulary.first(before, at, ['noun']);
  if (noun === undefined) return undefined;
  // Nothing else said before the asking words, and only light words after them ("a book please, thanks").
  const rest = [...before.slice(at + noun.length), ...clause.slice(asking.at + asking.length)];
  if (rest.some((w) => !light(w))) return undefined;
  const types = noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : []));
  if (!words.handedAlone(types)) return undefined;
  return { words: noun.words, types, at, end: at + noun.length, said: clause.slice(at, asking.at + asking.length).join(' ') };
}
