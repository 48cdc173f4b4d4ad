/**
 * The head's parts a cool cloth goes on ("on my forehead", "my brow") are parts of the body: the part
 * asks for nothing and blocks no reading; what is said of the thing named beside it is read.
 */
import { describe, expect, it } from 'vitest';
import { readerIn } from './reader-in.js';

// FloorPlan418: a bathroom with a Cloth (a flannel) and a sink.
const bathroom = readerIn('FloorPlan418');

describe('parts of the head', () => {
  it('"something damp on my forehead, the flannel maybe" is about the flannel (was: refused, "did not understand \'forehead\'")', () => {
    const u = bathroom("I've got a thumping headache and I just want something cool and damp on my forehead, the flannel maybe? Could you wet it for me");
    expect(JSON.stringify(u)).not.toMatch(/forehead/);
    // Never another task: the flannel, asked about or brought.
    expect(JSON.stringify(u)).toMatch(/flannel|Cloth/);
    expect(u.kind).not.toBe('none');
  });
});
