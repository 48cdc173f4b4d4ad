/**
 * "The side" as British English names the counter (issue 38: "put the mug back on the side" kept
 * the mug in hand and reported it done). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { sideAsCounter } from '../../../../src/planning/offline/understand/side-as-counter.js';
import { conditionsOf, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');

describe('"the side"', () => {
  it('as a place of its own is the counter', () => {
    expect(sideAsCounter('put the mug back on the side')).toBe('put the mug back on the counter');
    expect(conditionsOf(kitchen('put the mug back on the side'))).toEqual([[{ exists: { type: 'Mug', directlyIn: ['CounterTop'] } }]]);
  });

  it('says which part or which table where a thing follows it', () => {
    expect(sideAsCounter('put the towel on the side of the bath')).toBe('put the towel on the side of the bath');
    expect(sideAsCounter('put it on the side table')).toBe('put it on the side table');
  });
});
