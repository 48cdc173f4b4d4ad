/**
 * A thing asked for by its name alone, politely ("soap, please", "towel pls", "the remote, ta"):
 * the person wants it handed to them, as "I need the soap" says (issue 38). Only a request whose
 * every word is the thing's name, a determiner or a word of asking politely; a name said alone
 * ("soap?") still asks what to do with it, and a name with anything else is read as before.
 */
import type { Vocabulary } from './vocabulary.js';

/** Words of asking politely that may stand beside a thing's name (text-speak is spelt out before: "pls" is "please"). */
const POLITE: ReadonlySet<string> = new Set(['please', 'thanks', 'thank', 'you', 'ta', 'cheers', 'kindly']);

/** The thing's name (the noun's words) when the request's `words` are only it, determiners and politeness, with a word of politeness. */
export function namedPolitely(words: readonly string[], vocabulary: Vocabulary, determiners: ReadonlySet<string>): string | undefined {
  if (!words.some((w) => POLITE.has(w) && w !== 'you')) return undefined;
  const rest = words.filter((w) => !POLITE.has(w) && !determiners.has(w));
  if (rest.length === 0) return undefined;
  const noun = vocabulary.first(rest, 0, ['noun']);
  return noun !== undefined && noun.length === rest.length ? noun.words : undefined;
}
