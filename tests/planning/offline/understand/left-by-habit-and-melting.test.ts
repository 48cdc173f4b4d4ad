/**
 * A thing someone habitually leaves somewhere ("my husband he leave the soap in the sink again") is
 * out of place (speech.yaml `outOfPlace`), and "melt" said of a thing is no person too hot
 * (uses.yaml `cooling` reads melting only of the person or the room). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { readerIn } from './reader-in.js';

// FloorPlan412: a bathroom with a SoapBar in a sink basin, cabinets and no cup or mug.
const bathroom = readerIn('FloorPlan412');
const idOf = (u: ReturnType<typeof bathroom>) => (u.kind === 'goal' ? u.goal.id : u.kind);

describe('a thing someone leaves somewhere again', () => {
  it('is put away (was: "melt" read as the person too hot, refused for want of a cup)', () => {
    expect(idOf(bathroom('My husband he leave the soap in the sink again, it become soft and melt'))).toBe('put-away');
    expect(idOf(bathroom('my husband always leaves the soap in the sink'))).toBe('put-away');
  });
});

describe('melting', () => {
  it('is the person too hot when said of them or the room', () => {
    expect(JSON.stringify(readerIn('FloorPlan1')("I'm melting"))).toContain('"id":"glass-of-water"');
  });
});
