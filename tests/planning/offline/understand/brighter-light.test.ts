/**
 * "The light" made brighter is more light, which a lamp gives as well as the ceiling light: asked
 * which, never the ceiling light alone (issue 38). A light named as one is left as said. Real reader,
 * real knowledge; sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { brighterLight } from '../../../../src/planning/offline/understand/brighter-light.js';
import { readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan303');

describe('the light made brighter', () => {
  it('is said as more light', () => {
    expect(brighterLight('could you get the lighting a little brighter')).toBe('could you get it a little brighter');
    expect(brighterLight('make the big light brighter')).toBe('make the big light brighter');
  });

  it('offers a lamp as well as the ceiling light', () => {
    const read = bedroom('can you make the lights brighter in here');
    expect(read.kind).toBe('tie');
    expect(read.kind === 'tie' ? read.options.map((o) => o.id) : []).toContain('lamp-on');
  });
});
