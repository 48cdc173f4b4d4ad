/**
 * Words the lists do not know, read through their WordNet link (word-links.ts) by the real reader
 * of a floorplan: requests that were refused as not understood now read as the goal asked, the
 * reading saying which word was read as which; and where a link must not apply, it does not.
 */
import { describe, expect, it } from 'vitest';
import { readingText, type Understanding } from '../../../../src/planning/offline/understanding.js';
import { readEnglish } from '../../../../src/planning/offline/understand/english-words.js';
import type { ListWords } from '../../../../src/planning/offline/understand/unknown-words.js';
import { WordLinks } from '../../../../src/planning/offline/understand/word-links.js';
import { pluralOf } from '../../../../src/planning/offline/text.js';
import { readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const living = readerIn('FloorPlan201');

/** The goal a request was read as, with its reading in words; a refusal fails the test. */
function goalOf(u: Understanding): { title: string; description: string; reading: string } {
  if (u.kind !== 'goal') throw new Error(`not a goal: ${JSON.stringify(u)}`);
  return { title: u.goal.title, description: u.goal.description ?? '', reading: readingText(u.reading) };
}

describe('a word not known is read as the known word WordNet links it to', () => {
  it('reads a synonym of a thing as the thing, and says so', () => {
    const read = goalOf(kitchen('fry an egg in the frypan'));
    expect(read.title).toBe('a fried egg');
    expect(read.reading).toContain("Read 'frypan' as 'skillet' (WordNet).");
  });

  it('reads a manner of opening or heating as the command it ends in', () => {
    const unbolt = goalOf(kitchen('unbolt the fridge'));
    expect(unbolt.description).toContain('Fridge that is open');
    expect(unbolt.reading).toContain("'unbolt' as 'open' (WordNet)");
    expect(goalOf(kitchen('reheat the mug of coffee')).description).toContain('Mug that is hot');
  });

  it('reads a state and a need said in other words as the need', () => {
    const hungry = goalOf(kitchen("i'm supperless"));
    expect(hungry.title).toBe('something to eat');
    expect(hungry.reading).toContain("'supperless' as 'hungry' (WordNet)");
    const sleep = goalOf(living("i'm fatigued, i want to slumber"));
    expect(sleep.title).toBe('every light out to sleep');
    expect(sleep.reading).toContain("'slumber' as 'sleep' (WordNet)");
  });

  it('refuses honestly what the linked word names and the world lacks', () => {
    expect(refusalOf(readerIn('FloorPlan301')('put the rucksack on the bed'))).toContain("'backpack' asks for a thing this world does not have");
  });
});

describe('where a link must not apply', () => {
  it('does not read a kind of a thing the room lacks as the thing', () => {
    expect(refusalOf(living('bring the wheelchair'))).toBe("it did not understand 'wheelchair'");
    expect(refusalOf(living('put the flashlight on the table'))).toBe("it did not understand 'flashlight'");
  });

  it('never reads a word the lists know through a link, nor as a word they do not know', () => {
    const lists = (linkOf: ListWords['linkOf']): ListWords => ({ known: new Set(['wash', 'the', 'pan', 'bowl']), isNoun: (w) => w === 'pan' || w === 'bowl', isVerb: (w) => w === 'wash', pluralOf, linkOf });
    expect(readEnglish('wash the pan', lists(() => 'bowl')).lemmas).toEqual([]);
    expect(readEnglish('wash the wok', lists(() => 'kettle')).lemmas).toEqual([]);
    expect(readEnglish('wash the wok', lists((w, pos) => (w === 'wok' && pos === 'n' ? 'pan' : undefined))).lemmas).toEqual([{ from: 'wok', to: 'pan', via: 'WordNet' }]);
  });

  it('reads a link only in the part of speech it was made for', () => {
    const links = new WordLinks('# a comment\nfrypan\tn\tskillet\tsynonym\tfrypan%1:06:00::\n');
    expect(links.readAs('frypan', 'n')).toBe('skillet');
    expect(links.readAs('frypan', 'v')).toBeUndefined();
  });
});
