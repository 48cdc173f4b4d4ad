/**
 * A room said to need to look right ("we have people round later so the place needs to look decent") is a tidy room
 * wanted (room-to-look.ts; was: "says nothing to do", or "look decent" read as the person's grooming). Said of a
 * person, it is not tidying. Real reader, real knowledge; sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { roomToLook } from '../../../../src/planning/offline/understand/room-to-look.js';
import { goalIds, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan201');

describe('a room that needs to look right', () => {
  it('is said as making the place look so', () => {
    expect(roomToLook('so the place needs to look decent')).toBe('so make the place look decent');
    expect(roomToLook('the lounge has to look neat')).toBe('make the place look tidy');
    expect(roomToLook('she needs to look decent')).toBe('she needs to look decent');
  });

  it('is tidied', () => {
    for (const said of ['we have people round later so the place needs to look decent', 'the lounge has to look respectable', 'this house should look presentable']) {
      expect(goalIds(living(said)), said).toEqual(['tidy-seats']);
    }
  });

  it('is no tidying said of a person', () => {
    expect(living('she needs to look decent').kind).toBe('none');
  });
});
