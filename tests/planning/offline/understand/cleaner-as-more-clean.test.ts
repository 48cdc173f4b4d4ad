/**
 * Issue 38: "cleaner" said of how a thing should be ("the mirror could be a bit cleaner", "it wants to look cleaner than
 * that") is more clean, the state asked, not the cleaning product; "the cleaner" as a thing stays one. Sentences of our
 * own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { goalIds, readerIn } from './reader-in.js';

// FloorPlan402: a dirty Mirror, a SprayBottle in a Cabinet.
const bathroom = readerIn('FloorPlan402');

describe('cleaner said as more clean', () => {
  it('reads it as the thing wanted clean', () => {
    expect(goalIds(bathroom('the mirror could be a bit cleaner'))).toEqual(['clean-mirror']);
    expect(goalIds(bathroom("that mirror's a state, it ought to look cleaner than that"))).toEqual(['clean-mirror']);
  });

  it('keeps "the cleaner" a thing where it is one', () => {
    expect(goalIds(bathroom('put the cleaner in the cabinet'))).toEqual(['as-asked']);
  });
});
