/**
 * The parts of a request that only tell, beside a part that asks (told-parts.ts), and the request
 * read again without them when they hold words the reader does not know (issue 38: a word not known
 * blocks a reading only when the reading depends on it). Made-up words stand for words no list
 * will ever hold.
 */
import { describe, expect, it } from 'vitest';
import { asks, hasCaveat, requestParts, withoutToldParts } from '../../../../src/planning/offline/understand/told-parts.js';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan28');
const bedroom = readerIn('FloorPlan321');
const partWords = { vocabulary: kitchen.vocabulary, past: new Set(kitchen.knowledge.speech.past), making: new Set(kitchen.knowledge.speech.making) };
const part = (text: string) => requestParts(text)[0]!;

function goalOf(u: Understanding): { title: string; notes: readonly string[]; setAside: readonly string[] } {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return { title: u.goal.title, notes: u.notes, setAside: u.reading.setAside };
}

describe('requestParts', () => {
  it('sets off sentences, brackets, dashes and commas, keeping words with an apostrophe whole', () => {
    const parts = requestParts("taking the zorps out (I know, I know) - can you slice the bread? it's late.");
    expect(parts.map((p) => p.text)).toEqual(['taking the zorps out', 'I know', 'I know', 'can you slice the bread', "it's late"]);
    expect(parts[4]!.words).toEqual(['its', 'late']);
  });

  it('keeps a hyphenated word in one part', () => {
    expect(requestParts('my mother-in-law is here').map((p) => p.text)).toEqual(['my mother-in-law is here']);
  });
});

describe('asks', () => {
  const asking = (text: string) => asks(part(text), partWords);
  it('is a request to whoever is spoken to, a command or a wish', () => {
    expect(asking('can you slice the bread')).toBe(true);
    expect(asking('slice the bread please')).toBe(true);
    expect(asking('so slice the bread')).toBe(true);
    expect(asking('make a zorp')).toBe(true);
    expect(asking('I want my zorp')).toBe(true);
    expect(asking("we'd like the zorp")).toBe(true);
  });

  it('is not a telling, even one opening on a verb in -ing or in the past', () => {
    expect(asking('taking my niece to feed the zorps')).toBe(false);
    expect(asking('got zorp for lunch')).toBe(false);
    expect(asking('the zorps go on sale soon')).toBe(false);
  });
});

describe('hasCaveat', () => {
  it('is a part saying what not to do, only or on what condition', () => {
    expect(hasCaveat(part("don't bin the zorp"))).toBe(true);
    expect(hasCaveat(part('only if the zorp is dry'))).toBe(true);
    expect(hasCaveat(part('the zorp is on the table'))).toBe(false);
  });
});

describe('withoutToldParts', () => {
  const without = (text: string, unknown: string[]) => withoutToldParts(text, unknown, partWords);
  it('drops the parts holding the words not known, keeping the part that asks', () => {
    expect(without('my zorp is coming round later. can you slice the bread?', ['zorp'])).toEqual({ kept: 'can you slice the bread', dropped: ['my zorp is coming round later'] });
  });

  it('drops nothing when a word not known stands in the part that asks, or nothing else asks', () => {
    expect(without('my aunt is coming. can you zorp the bread?', ['zorp'])).toBeUndefined();
    expect(without('my zorp is coming. the bread is stale.', ['zorp'])).toBeUndefined();
  });

  it('drops a word of manner ("careful with it"): it changes nothing done', () => {
    expect(without('can you slice the bread? careful with the zorp', ['zorp'])).toEqual({ kept: 'can you slice the bread', dropped: ['careful with the zorp'] });
  });

  it('drops no part with a caveat, and none a kept part points back into but for a thing it names', () => {
    expect(without("don't zorp anything. can you slice the bread?", ['zorp'])).toBeUndefined();
    expect(without('the bread is zorped. could you sort that out?', ['zorped'])).toBeUndefined();
  });

  it('writes "it" as the thing the part before speaks of, unless a word not known says which one', () => {
    expect(without('the bread has zorped again. can you slice it?', ['zorped'])).toEqual({ kept: 'can you slice the bread', dropped: ['the bread has zorped again'], carried: 'bread' });
    expect(without('the bread by the zorp is stale. can you slice it?', ['zorp'])?.kept).toBe('can you slice the bread');
    expect(without('the zorp bread is stale. can you slice it?', ['zorp'])).toBeUndefined();
  });
});

describe('a request read without the parts that only tell', () => {
  it('reads the ask and says what it set aside', () => {
    const read = goalOf(kitchen('taking my niece to feed the zorps at the blorp this afternoon (I know, I know) - can you slice up some of the bread for her to throw?'));
    expect(read.title).toMatch(/slice/);
    expect(read.setAside).toContain('taking my niece to feed the zorps at the blorp this afternoon');
    expect(read.notes).toContainEqual(expect.stringMatching(/^read without 'taking my niece.*'zorps', 'blorp'/));
  });

  it('reads a phone put away beside a telling of what the person is doing', () => {
    expect(goalOf(bedroom("doing a digital zorp this weekend (my therapist's idea, lol). put my phone away somewhere I can't just grab it from bed")).title).toMatch(/phone/);
  });

  it('reads "it" in the ask as the thing the telling before it speaks of', () => {
    const bathroom = readerIn('FloorPlan415');
    expect(goalOf(bathroom("The shower curtain's been zorped across for days and the tub behind it smells. Can you open it up?")).title).toMatch(/open the shower curtain/);
    const living = readerIn('FloorPlan204');
    const box = living('that box has been zorping there for weeks, get it up on a shelf out the way');
    expect(box.kind === 'goal' && box.goal.alternatives[0]!.all).toEqual([{ exists: { type: 'Box', directlyIn: ['Shelf'] } }]);
  });

  it('finds the words not known in a part with its contractions spelt out ("I\'m" is "i am")', () => {
    const read = readerIn('FloorPlan209')("Bring me the paper, would you? I'm in the armchair.");
    expect(read.kind === 'goal' && read.goal.alternatives[0]!.all).toEqual([{ exists: { type: 'Newspaper', is: ['held'] } }]);
  });

  it('carries "it" only to the one thing of its kind the room has: of two loo rolls, another would be moved', () => {
    const read = readerIn('FloorPlan410')('the spare loo roll is sat on the counter and keeps getting zorped, put it somewhere dry');
    expect(refusalOf(read)).toContain("'zorped'");
  });

  it('still refuses when what is asked points back into what was dropped', () => {
    expect(refusalOf(kitchen('my blorp has to zorp some enormous thing tonight. could you leave it running?'))).toMatch(/'blorp'|'zorp'/);
  });
});

describe('what a command is for, in a verb not known after "to"', () => {
  it('is set aside: the command before it is what is asked, never a need its words name', () => {
    const living = readerIn('FloorPlan228');
    const read = goalOf(living('could you put the newspaper on the table to zorp the mess'));
    expect(read.title).toMatch(/newspaper/);
    expect(refusalOf(living('could you lay something down on the table first to zorp the mess'))).toContain("'zorp'");
  });
});

describe('a part saying how things must end up', () => {
  it('asks, whoever it speaks of: never dropped', () => {
    const asking = (text: string) => asks(part(text), partWords);
    expect(asking('all breakfast zorps need to be on the sink basin')).toBe(true);
    expect(asking('the zorp has to go in the fridge')).toBe(true);
  });
});
