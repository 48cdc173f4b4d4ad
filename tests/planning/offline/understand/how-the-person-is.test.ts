/**
 * A clause saying how the person or someone of theirs is ("I'm shaking", "I've got a thumping
 * headache", "my toddler's got croup", "I'm a wreck") tells: its words the reader does not know
 * are set aside when something else is asked, and block a request that asks nothing else; a need
 * the reader knows said beside them stays a need (issue 38). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf, slotsWith } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const living = readerIn('FloorPlan206');

/** The goal's description and what was set aside; anything else fails the test. */
function goalOf(u: Understanding): { title: string; description: string; setAside: readonly string[] } {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return { title: u.goal.title, description: u.goal.description, setAside: u.reading.setAside };
}

describe('how the person is, beside what is asked', () => {
  it('is set aside: the lamp is switched on', () => {
    for (const said of ["I'm shaking", "I've got a thumping headache", "my toddler's got croup", "I'm a wreck"]) {
      expect(goalOf(living(`${said}, turn on the lamp`)).description).toMatch(/FloorLamp that is switched on/);
    }
    expect(goalOf(living("I'm a wreck, turn on the lamp")).setAside).toContain('wreck');
  });

  it('keeps a need the reader knows: starving is something to eat', () => {
    const read = goalOf(kitchen("I'm shaking and I'm starving"));
    expect(read.title).toMatch(/eat/);
    expect(read.setAside).toContain('shaking');
  });
});

describe('how the person is, alone', () => {
  it('asks nothing: refused, saying the word', () => {
    expect(refusalOf(living("I'm shaking"))).toContain("'shaking'");
    expect(refusalOf(living("I'm a wreck"))).toContain("'wreck'");
  });
});

describe('the slot of what the person says they are', () => {
  const slots = slotsWith(living);

  it('after "I am a" names no thing to act on; after "there is a" it does', () => {
    expect(slots('i am a wreck')).toMatchObject({ needed: [], loose: ['wreck'] });
    expect(slots('there is a wreck')).toMatchObject({ needed: ['wreck'] });
  });
});
