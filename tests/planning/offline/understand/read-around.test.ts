/**
 * A request refused for words the lists do not know is read again without them, but only where
 * nothing asked rests on them (issue 38: a word not known blocks a reading only when the reading
 * would depend on it). Made-up words stand for words no list will ever hold.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from './reader-in.js';

const living = readerIn('FloorPlan206');
const kitchen = readerIn('FloorPlan15');
const bathroom = readerIn('FloorPlan425');

/** The goal's title and notes of a request read as a goal; anything else fails the test. */
function goalOf(u: Understanding): { title: string; notes: readonly string[]; setAside: readonly string[] } {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return { title: u.goal.title, notes: u.notes, setAside: u.reading.setAside };
}

describe('a word not known where nothing asked rests on it', () => {
  it('is set aside, said, and the rest read: the remote out of reach from the sofa', () => {
    const read = goalOf(living('just got comfy on the sofa and zorp the remote is on the other chair'));
    expect(read.title).toMatch(/TV/);
    expect(read.setAside).toContain('zorp');
    expect(read.notes).toContainEqual(expect.stringMatching(/^read without 'zorp'/));
  });

  it('blocks nothing when the rest reads whole: a need said beside it', () => {
    expect(goalOf(kitchen('zorp, I am starving')).title).toMatch(/eat/);
  });

  it('names the words refused as data, for the second read', () => {
    const u = kitchen('set my alarm for 6am');
    expect(u).toMatchObject({ kind: 'none', notUnderstood: ['6am'] });
  });
});

describe('a word not known where the reading would rest on it', () => {
  it('keeps blocking: a time said, the thing given a drink, the state of a thing, the one who wants', () => {
    expect(refusalOf(kitchen('set my alarm for 6am'))).toContain("'6am'");
    expect(refusalOf(kitchen('would you mind giving the zindle on the counter a drink'))).toContain("'zindle'");
    expect(refusalOf(bathroom('the shower screen is all cloudy with zindle'))).toContain("'zindle'");
    expect(refusalOf(kitchen('my zorpest wants an apple'))).toContain("'zorpest'");
  });

  it('keeps blocking a verb not known before a thing and a place: never read as putting it there', () => {
    expect(refusalOf(kitchen('zindle the mug in the sink'))).toContain("'zindle'");
  });
});

describe('a caveat after "but" on who it is for', () => {
  it('blocks what it cannot honour rather than planning around it', () => {
    expect(refusalOf(kitchen('my son wants an apple but he has only got like four teeth'))).toContain("'but he");
  });

  it('leaves a "but" the reader reads alone: a need said after it', () => {
    expect(kitchen('I want toast but I am starving').kind).not.toBe('none');
  });
});

describe('a noun not known that WordNet says names no thing', () => {
  const bedroom = readerIn('FloorPlan307');

  it('is set aside as context, said, and the rest read', () => {
    const u = bedroom('I always drop off better with the telly on in the background');
    expect(u.kind).not.toBe('none');
    const visitor = living('bring the visitor the remote');
    expect(visitor).toMatchObject({ kind: 'goal', reading: { setAside: expect.arrayContaining(['visitor']) } });
  });
});

describe('two things named with nothing asked of either', () => {
  it('are said, not asked about one of them: what was said of the other would be lost', () => {
    expect(refusalOf(readerIn('FloorPlan321')('I need my bank card and the laptop'))).toBe('it names the bank card and the laptop but not what to do with each');
  });

  it('a thing named where the other is stays the one asked about ("the remote is on the other chair")', () => {
    expect(living('the remote is on the other chair')).toMatchObject({ kind: 'ask', question: 'What should I do with the remote?' });
  });
});
