/**
 * Sayings that ask nothing of the room (issue 38): what a request guards against ("just in case I
 * don't make it to the loo", speech.yaml `precautions`: a clause of its own, read as a purpose) and
 * the hand list of speech.yaml `asides` for care in handling and wishes ("careful with it", "wish
 * me luck"). What is asked is read around them; a thing's own word is never taken for one ("in its
 * case"), and care said of a thing named ("careful with the statue") is no aside. Real reader, real
 * knowledge.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from './reader-in.js';

const bedroom = readerIn('FloorPlan307');
const living = readerIn('FloorPlan206');

/** The goal's description and what was set aside; anything else fails the test. */
function goalOf(u: Understanding): { description: string; setAside: readonly string[] } {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return { description: u.goal.description, setAside: u.reading.setAside };
}

describe('what a request guards against ("in case")', () => {
  it('is a clause of its own, said why, wherever it stands: the bowl is left by the bed', () => {
    const read = goalOf(bedroom("can you leave a bowl next to my bed just in case I don't make it to the loo"));
    expect(read.description).toMatch(/Bowl directly on a SideTable/);
    expect(read.setAside).toContain('case');
  });

  it('opens a clause only before who or what it is about: "in its case" is a thing, and blocks', () => {
    expect(refusalOf(bedroom('put the phone in its case'))).toContain("'case'");
    expect(refusalOf(bedroom('put the phone in case'))).toContain("'case'");
  });
});

describe('care in handling and wishes said in passing', () => {
  it('asks nothing more: the statue is taken off the shelf', () => {
    expect(goalOf(living('Could you get the statue off the shelf? Careful with it, it was my nan\'s.')).description).toMatch(/Statue that is held/);
    expect(goalOf(living('wish me luck, can you turn on the floor lamp')).description).toMatch(/FloorLamp that is switched on/);
  });

  it('is no aside said of a thing named: "careful with the statue" still blocks', () => {
    expect(refusalOf(living('careful with the statue'))).toContain("'careful'");
  });
});
