/**
 * A place said only by its side ("put the mug on the left") names nowhere to check: it was read
 * as the mug kept in hand and reported done. Now it is not understood, and the refusal names the
 * words; a side of a place named ("on the left side of the counter", "on top of the fridge") is
 * read as before. Real reader.
 */
import { describe, expect, it } from 'vitest';
import { readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');

describe('a place said by its side alone', () => {
  it('is not understood, never the thing kept in hand', () => {
    expect(refusalOf(kitchen('put the mug on the left'))).toContain("'the left'");
    expect(refusalOf(kitchen('put the mug in the corner please'))).toContain("'the corner'");
    // Never the apple's need read instead (fruit served).
    expect(refusalOf(kitchen('put the apple on the left'))).toContain("'the left'");
  });

  it('describing the thing taken or a place named after it, is read as before', () => {
    expect(JSON.stringify(kitchen('get the mug on the left'))).toContain('"held"');
    expect(JSON.stringify(kitchen('put the mug on the left in the sink'))).toContain('"SinkBasin"');
  });

  it('of a place named, is that place', () => {
    expect(JSON.stringify(kitchen('put the mug on the left side of the counter'))).toContain('"CounterTop"');
    expect(kitchen('put the mug on the left side of the counter').kind).toBe('goal');
  });
});
