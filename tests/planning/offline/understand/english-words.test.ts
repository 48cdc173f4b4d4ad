/**
 * Words the word lists do not know, read as ordinary English by a kept part-of-speech library
 * (english-words.ts, unknown-words.ts): inflected forms read as the known word, words that ask
 * nothing set aside, and everything a goal could rest on (a negation, a state, a quantity, a place,
 * a person a thing goes to, a noun or verb) left to block. Real tagging throughout.
 */
import { describe, expect, it } from 'vitest';
import { readEnglish } from '../../../../src/planning/offline/understand/english-words.js';
import { otherSpelling, type ListWords } from '../../../../src/planning/offline/understand/unknown-words.js';
import { pluralOf } from '../../../../src/planning/offline/text.js';
import { readerIn, refusalOf } from './reader-in.js';

/** Lists that know `words` (and the plurals of `nouns`), with `verbs` as the commands' verbs. */
function lists(words: string, nouns: readonly string[] = [], verbs: readonly string[] = []): ListWords {
  const known = new Set([...words.split(' '), ...nouns, ...nouns.map(pluralOf), ...verbs]);
  return { known, isNoun: (w) => nouns.includes(w) || nouns.map(pluralOf).includes(w), isVerb: (w) => verbs.includes(w), pluralOf };
}

const COMMAND = 'put the apple in fridge turn on lamp a i need coffee give it to';
const read = (text: string, nouns: readonly string[] = ['apple', 'fridge', 'lamp', 'coffee', 'knife', 'mug'], verbs: readonly string[] = ['put', 'turn', 'throw', 'give']) =>
  readEnglish(text, lists(COMMAND, nouns, verbs));

describe('words that ask nothing are set aside', () => {
  it('sets aside interjections, adverbs before what they say more of, modals and a name opening the request', () => {
    expect(read('ugh, put the apple in the fridge')).toMatchObject({ text: ', put the apple in the fridge', aside: [{ word: 'ugh', as: 'interjection' }] });
    expect(read('i desperately need a coffee').aside).toEqual([{ word: 'desperately', as: 'adverb' }]);
    expect(read('marguerite, turn on the lamp').aside).toEqual([{ word: 'marguerite', as: 'name' }]);
    expect(read('i might need a coffee').aside).toEqual([{ word: 'might', as: 'auxiliary' }]);
  });

  it('leaves a request its lists know whole as it is', () => {
    const text = 'put the apple in the fridge';
    expect(read(text)).toEqual({ text, lemmas: [], aside: [] });
  });
});

describe('inflected forms are the known word', () => {
  it('reads a plural as the plural the lists know, and an irregular past of a command verb as the verb', () => {
    // The lists write a plural by rule ("loafs"): the library's root of an irregular one finds it, and it stays a plural.
    expect(readEnglish('put the loaves in the fridge', lists(COMMAND, ['fridge', 'loaf'])).lemmas).toEqual([{ from: 'loaves', to: 'loafs' }]);
    expect(read('i threw the apple').lemmas).toEqual([{ from: 'threw', to: 'throwed' }]);
  });

  it('leaves a regular -ed form to the reader, a verb said of someone else, and a comparative naming a thing', () => {
    expect(read('the lamp is turned on').lemmas).toEqual([]);
    expect(readEnglish('she sees it', lists('she it see', [], ['see'])).lemmas).toEqual([]);
    expect(readEnglish('give the cleaner the mug', lists('give the mug clean', ['mug'], ['give'])).lemmas).toEqual([]);
  });

  it('reads a comparative said of a thing as its adjective', () => {
    expect(readEnglish('make it cosier', lists('make it cosy')).lemmas).toEqual([{ from: 'cosier', to: 'cosy' }]);
  });

  it('reads a British or American spelling as the one the lists know, not a short word as another', () => {
    expect(otherSpelling('colour', new Set(['color']))).toBe('color');
    expect(otherSpelling('mouldy', new Set(['moldy']))).toBe('moldy');
    expect(otherSpelling('or', new Set(['our']))).toBeUndefined();
  });
});

describe('what a goal could rest on keeps blocking', () => {
  const unchanged = (text: string) => {
    const r = read(text);
    expect(r.aside).toEqual([]);
    expect(r.lemmas).toEqual([]);
  };

  it('keeps a negation and the word after it', () => {
    expect(read('i no longer need a coffee').aside).toEqual([]);
    expect(read('nah, turn on the lamp').aside).toEqual([]);
  });
  it('keeps an adverb before a count', () => unchanged('put almost all the apples in the fridge'));
  it('keeps an adverb closing a clause after a verb and its thing', () => unchanged('put the apple separately in the fridge'));
  it('keeps a name a thing goes to', () => unchanged('give it to marguerite'));
  it('keeps a quantity, a place word and a state', () => {
    unchanged('put the apple in the fridge twice');
    unchanged('put the apple beneath the fridge');
    unchanged('put the grimy apple in the fridge');
  });
  it('keeps nouns and verbs it does not know', () => unchanged('frobnicate the zorbs'));
});

describe('the household reader with the library behind its lists', () => {
  const kitchen = readerIn('FloorPlan1');
  const goal = (text: string) => {
    const u = kitchen(text);
    if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
    return u;
  };

  it('reads a command around an adverb or an interjection its lists lack, and shows the word set aside', () => {
    const u = goal('could you genuinely put the apple in the fridge');
    expect(u.goal.alternatives[0]!.all).toEqual(goal('put the apple in the fridge').goal.alternatives[0]!.all);
    expect(u.reading.setAside).toContain('genuinely');
    expect(goal('put the apple in the fridge duh').reading.setAside).toContain('duh');
  });

  it('still refuses where the word it lacks says how or whether it is done', () => {
    expect(refusalOf(kitchen('put the apples separately in the fridge'))).toContain("'separately'");
    expect(refusalOf(kitchen('i no longer want the apple in the fridge'))).toContain("'longer'");
  });
});
