/**
 * A request's words the word lists do not know, read as ordinary English before the reader reads
 * it (unknown-words.ts says how): an inflected form is written as the known word, a word that asks
 * nothing is taken out and kept to show the person, and every other word is left for the reader,
 * where it blocks as before. A request whose words are all known is returned as it is, and the
 * library is not loaded.
 */
import { tagWords, type TaggedWord } from './english-tags.js';
import { readUnknown, type ListWords, type UnknownWord } from './unknown-words.js';
import type { Slip } from './speech.js';

export interface EnglishRead {
  /** The request with inflected forms written as known words and the words that ask nothing taken out. */
  readonly text: string;
  /** Inflected forms read as the known word ("keeps" → keep). */
  readonly lemmas: readonly Slip[];
  /** Words taken out, each with what it was read as ("lol": an interjection). */
  readonly aside: readonly { readonly word: string; readonly as: string }[];
}

/** Words as the reader's tokens write them: letters and figures, apostrophes dropped. */
const WORD = /[a-z0-9']+/g;
const bare = (word: string): string => word.replace(/'/g, '');

/**
 * `text` (lower case, contractions spelt out: speech.ts) with its words not in `lists` read as English.
 */
export function readEnglish(text: string, lists: ListWords): EnglishRead {
  const matches = [...text.matchAll(WORD)];
  const words = matches.map((m) => bare(m[0]));
  if (words.every((w) => w === '' || lists.known.has(w) || /\d/.test(w))) return { text, lemmas: [], aside: [] };
  // A clause opens at the first word and after a mark ("honestly, ...", "... lol. turn ...").
  const opens = matches.map((m, i) => i === 0 || /[,.;:!?]/.test(text.slice(matches[i - 1]!.index + matches[i - 1]![0].length, m.index)));
  const tagged = aligned(words, tagWords(text)).map((w, i) => ({ ...w, opensClause: opens[i]! }));
  const read = new Map<number, UnknownWord>(readUnknown(tagged, lists).map((u) => [u.at, u]));
  const lemmas: Slip[] = [];
  const aside: { word: string; as: string }[] = [];
  let at = -1;
  const out = text.replace(WORD, (word) => {
    const found = read.get(++at);
    if (found?.kind === 'lemma') {
      lemmas.push({ from: found.word, to: found.to, ...(found.via === undefined ? {} : { via: found.via }) });
      return found.to;
    }
    if (found?.kind === 'aside') {
      aside.push({ word: found.word, as: found.as });
      return '';
    }
    return word;
  });
  return { text: out.replace(/ {2,}/g, ' '), lemmas, aside };
}

/**
 * The library's tags for each of `words`, matched in order by their letters; a word the library
 * wrote otherwise (split, joined) and every word after it get no tags, so they block as before.
 */
function aligned(words: readonly string[], tagged: readonly TaggedWord[]): TaggedWord[] {
  const letters = (w: string): string => w.replace(/[^a-z0-9]/g, '');
  const out: TaggedWord[] = [];
  let j = 0;
  let lost = false;
  for (const word of words) {
    while (!lost && j < tagged.length && letters(tagged[j]!.text) === '') j++;
    const match = !lost && j < tagged.length && letters(tagged[j]!.text) === word;
    if (match) out.push({ ...tagged[j++]!, text: word });
    else {
      lost = true;
      out.push({ text: word, tags: [], root: undefined });
    }
  }
  return out;
}
