/**
 * The words the reader does not know that WordNet 3.1 links to one it does (knowledge/wordnet-links.tsv,
 * written by scripts/write-wordnet-links.mjs through wordnet-bridge.ts): "frypan" is read as
 * "skillet", "supperless" as "hungry", "reheat" as "heat". A link is looked up only for a word the lists
 * do not know, in the part of speech the word has in its sentence (english-tags.ts), so it never
 * overrides a known word, and "pan the camera" is no pan.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of speech a link is made for: noun, verb, adjective. */
export type LinkPos = 'n' | 'v' | 'a';

/** The data file of the links, in the knowledge directory. */
export const LINKS_FILE = 'wordnet-links.tsv';

/** What a word not known is read as, by part of speech. */
export class WordLinks {
  private readonly links: ReadonlyMap<string, string>;

  /** The links of the file's lines: "word pos readAs relation sense", tab-separated; "#" opens a comment. */
  constructor(text: string) {
    const links = new Map<string, string>();
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      const [word, pos, readAs] = line.split('\t');
      if (word !== undefined && pos !== undefined && readAs !== undefined) links.set(`${pos}:${word}`, readAs);
    }
    this.links = links;
  }

  /** The reader's word `word` (as `pos`) is read as, if WordNet links it to one. */
  readAs(word: string, pos: LinkPos): string | undefined {
    return this.links.get(`${pos}:${word}`);
  }

  /** Every word that has a link (never read as a slip of spelling of another). */
  words(): Set<string> {
    return new Set([...this.links.keys()].map((k) => k.slice(2)));
  }
}

/** The links of the knowledge directory `dir`. */
export function loadWordLinks(dir: string): WordLinks {
  return new WordLinks(readFileSync(join(dir, LINKS_FILE), 'utf8'));
}
