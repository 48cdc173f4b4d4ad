/**
 * Nouns the reader does not know that WordNet 3.1 says name no thing a robot could handle: an act,
 * an event, a time, a feeling, a person, an animal, an idea ("homework", "crossword", "spider",
 * "grandson", "background"), from knowledge/wordnet-no-things.tsv (written by
 * scripts/write-wordnet-links.mjs through wordnet-no-things.ts). Said of the request's context, such
 * a noun asks nothing of the room, so it is set aside rather than blocking (issue 38); a noun that
 * might be a thing (an artifact, a food, a substance) is never here, and keeps blocking.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The data file of the nouns, in the knowledge directory. */
export const NO_THINGS_FILE = 'wordnet-no-things.tsv';

/** The nouns that name no thing, each with the WordNet lexicographer file that says what it names. */
export class NoThings {
  private readonly kinds: ReadonlyMap<string, string>;
  private all: ReadonlySet<string> | undefined;

  /** The nouns of the file's lines: "word lexname", tab-separated; "#" opens a comment. */
  constructor(text: string) {
    const kinds = new Map<string, string>();
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      const [word, lexname] = line.split('\t');
      if (word !== undefined && lexname !== undefined) kinds.set(word, lexname);
    }
    this.kinds = kinds;
  }

  /** What `noun` names ("noun.act"), if it names no thing; undefined for any other word. */
  kindOf(noun: string): string | undefined {
    return this.kinds.get(noun);
  }

  /** Every noun of the file: words of English, never read as a slip of spelling of another ("visitor" is no "visit"). */
  words(): ReadonlySet<string> {
    return (this.all ??= new Set(this.kinds.keys()));
  }
}

/** The nouns of the knowledge directory `dir`. */
export function loadNoThings(dir: string): NoThings {
  return new NoThings(readFileSync(join(dir, NO_THINGS_FILE), 'utf8'));
}
