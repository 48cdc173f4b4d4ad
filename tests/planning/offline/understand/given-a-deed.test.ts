/** A cleaning deed said as a thing given ("give that bowl a rinse"): its command (given-a-deed.ts). */
import { describe, expect, it } from 'vitest';
import { givenADeed } from '../../../../src/planning/offline/understand/given-a-deed.js';
import { readerIn } from './reader-in.js';

describe('givenADeed', () => {
  it('reads a deed of cleaning given to a thing as its command', () => {
    expect(givenADeed('give that bowl in the sink a rinse')).toBe('rinse that bowl in the sink');
    expect(givenADeed('give the mirror a quick wipe')).toBe('wipe the mirror');
    expect(givenADeed('give it a good scrub')).toBe('scrub it');
  });

  it('leaves other things given as said', () => {
    expect(givenADeed('give me a towel')).toBe('give me a towel');
    expect(givenADeed('give the dog a bone')).toBe('give the dog a bone');
    // The person's own deed, said of themselves (food-lamps-and-dirt.test.ts: the shelves dusted by the person).
    expect(givenADeed('i want to give the shelves a proper dust')).toBe('i want to give the shelves a proper dust');
  });

  it('washes the bowl where the words were not understood before', () => {
    const read = readerIn('FloorPlan4')('give that bowl in the sink a rinse');
    expect(read.kind === 'goal' && JSON.stringify(read.goal.alternatives)).toContain('"Bowl"');
  });
});
