/**
 * Water said to run in the shower or the bath runs that fixture, never the sink's tap (issue 38: "get
 * water running in the shower" ran the sink). Real reader, real knowledge; sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { waterRunIn } from '../../../../src/planning/offline/understand/water-run-in.js';
import { goalIds, readerIn } from './reader-in.js';

const bathroom = readerIn('FloorPlan402');

describe('water run in a shower or a bath', () => {
  it('is that fixture run', () => {
    expect(waterRunIn('can you get some hot water going in the shower')).toBe('can you run the shower');
    expect(waterRunIn('run water into the tub')).toBe('run the bath');
    expect(waterRunIn('run water in the sink')).toBe('run water in the sink');
  });

  it('runs the shower, not the sink', () => {
    expect(goalIds(bathroom('could you get the water running in the shower for me'))).toEqual(['shower-on']);
    expect(JSON.stringify(bathroom('run some water in the bath'))).toContain('a bath running');
  });
});
