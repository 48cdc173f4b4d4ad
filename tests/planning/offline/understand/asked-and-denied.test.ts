/**
 * A request that asks for a thing and denies the deed that makes it is refused saying both, never
 * read as the ask alone; a word of how sure before a denial keeps the denial (issue 38: both made
 * the coffee). A denial of another thing narrows the rest. Real reader, real knowledge; sentences
 * of our own.
 */
import { describe, expect, it } from 'vitest';
import { deedsDenied, denialOfWhatIsRead } from '../../../../src/planning/offline/understand/asked-and-denied.js';
import { withoutAdverbBeforeDenial } from '../../../../src/planning/offline/understand/adverb-before-denial.js';
import { goalIds, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');

describe('a thing asked and its making denied', () => {
  it('finds the denials and what they name', () => {
    expect(deedsDenied('i fancy toast. but do not make the toast yet, never mind the eggs')).toEqual(['do not make the toast yet']);
    expect(denialOfWhatIsRead(['do not make the toast yet'], ['toast'])).toBe('do not make the toast yet');
    expect(denialOfWhatIsRead(['do not make the toast yet'], ['breakfast'])).toBeUndefined();
    // A way or a state denied is no denial of the thing: "coffee" is read, the machine is what is denied.
    expect(denialOfWhatIsRead(['do not use the coffee machine'], ['coffee'])).toBeUndefined();
    expect(denialOfWhatIsRead(['never leave the light on'], ['light'])).toBeUndefined();
  });

  it('is refused, saying both', () => {
    expect(refusalOf(kitchen('a coffee would be lovely, but do not make the coffee'))).toMatch(/but also says 'do not make the coffee'/);
    // Refused as not understood where the denial blocks first: refused all the same, never made.
    for (const said of ['I would love some toast. do not make the toast', 'I would really love a coffee. never make the coffee']) {
      expect(kitchen(said).kind, said).toBe('none');
    }
  });

  it('a word of how sure keeps the denial: nothing is made', () => {
    expect(withoutAdverbBeforeDenial('clearly do not make the toast')).toBe('do not make the toast');
    for (const said of ["honestly don't make the toast now", "seriously, don't make the coffee"]) {
      expect(kitchen(said).kind, said).toBe('none');
    }
  });

  it('a denial of another thing leaves the ask', () => {
    expect(goalIds(kitchen('make toast but do not make the coffee'))).toEqual(['toast']);
  });
});
