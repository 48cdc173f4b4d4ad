/**
 * A thing "right out on the counter" (North American English) is out of place: put away where such
 * things are kept (speech.yaml `outOfPlace`). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { readerIn } from './reader-in.js';

const idOf = (u: ReturnType<ReturnType<typeof readerIn>>) => (u.kind === 'goal' ? u.goal.id : u.kind);

describe('out on the counter', () => {
  it('is put away (was: asked what to do with it)', () => {
    expect(idOf(readerIn('FloorPlan414')('the cleaning spray is right out on the counter'))).toBe('put-away');
  });
});
