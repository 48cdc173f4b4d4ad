/**
 * A thing "right out on the counter" (North American English) or that someone "sits on" (said of
 * them, or as a learner says it: "then he sit on it") is out of place: put away where such things
 * are kept (speech.yaml `outOfPlace`). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { readerIn } from './reader-in.js';

const idOf = (u: ReturnType<ReturnType<typeof readerIn>>) => (u.kind === 'goal' ? u.goal.id : u.kind);

describe('out on the counter, and sat on by someone', () => {
  it('is put away (was: asked what to do with it)', () => {
    expect(idOf(readerIn('FloorPlan414')('the cleaning spray is right out on the counter'))).toBe('put-away');
    expect(idOf(readerIn('FloorPlan220')('the remote is always on the armchair and he sits on it'))).toBe('put-away');
  });
});
