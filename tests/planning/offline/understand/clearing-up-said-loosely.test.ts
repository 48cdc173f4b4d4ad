/**
 * Clearing up said loosely: "clear up after dinner" (was: nothing to act on), "put my stuff away"
 * ('stuff' not understood), "make the living room look nice" (read as the person's grooming),
 * "put everything away" (the whole room it cannot state), "wipe down the surfaces" (read as washing the dishes) and "any chance of ..." ('chance' not understood).
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan7');
const living = readerIn('FloorPlan211');
const bedroom = readerIn('FloorPlan312');

describe('clearing up said loosely', () => {
  it('is the room tidied as "tidy up" is', () => {
    expect(all(kitchen('clear up after dinner'))).toEqual(all(kitchen('tidy up')));
    expect(all(bedroom('put my stuff away'))).toEqual(all(bedroom('tidy up')));
    expect(all(living('put everything back where it goes'))).toEqual(all(living('tidy up')));
    // The whole room as the object of "put away" (was: "asks something of the whole room it cannot state").
    expect(all(bedroom('put everything away please'))).toEqual(all(bedroom('tidy up')));
    expect(all(living('put everything away'))).toEqual(all(living('tidy up')));
    // "it" of the room made to look nice (was: refused as the person's grooming, with no shower here).
    expect(all(living("we've got visitors coming, make it look nice"))).toEqual(all(living('tidy up')));
  });

  it('keeps what a goal can state of the whole room, and refuses what it cannot', () => {
    expect(all(kitchen('turn everything off'))).toEqual(all(kitchen('switch everything off')));
    expect(refusalOf(kitchen('put everything in the fridge'))).toMatch(/whole room it cannot state/);
  });

  it('is the room, not the person, made to look nice', () => {
    expect(all(living('make the living room look nice'))).toEqual(all(living('tidy up')));
    expect(refusalOf(living('I want to look nice for the party'))).toMatch(/looking your best/);
    // Said of the room by "needs to" (was: refused as grooming, with no shower here).
    expect(all(living('the place needs to look nice for my mum'))).toEqual(all(living('tidy up')));
    // Got ready for someone coming (was: 'ready' not understood).
    expect(all(living('get the room ready for my guests'))).toEqual(all(living('tidy up')));
  });
});

describe('the surfaces', () => {
  it('are the worktops and tables: cleared, or refused as never dirty', () => {
    expect(all(kitchen('clear the surfaces'))).toEqual([[{ none: { pickupable: true, in: 'CounterTop' } }]]);
    expect(refusalOf(kitchen('wipe down the surfaces'))).toMatch(/CounterTop never gets dirty/);
  });
});

describe('"any chance of"', () => {
  it('is politeness before what is asked', () => {
    expect(all(kitchen('any chance of a coffee'))).toEqual(all(kitchen('a coffee please')));
  });
});
