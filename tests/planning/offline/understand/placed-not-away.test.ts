/**
 * A thing said to end up in the wrong place, with where someone wants it ("the soap always ends up
 * on the bath, he wants it at the sink"): it goes where it is wanted, never put away as well (two
 * places at once, or a drawer instead of the place asked). Another's wish of where a thing goes
 * ("my dad wants the remote on the TV stand") is asked as the person's own.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan419: a bathroom with a SoapBar on the Bathtub and a Sink; FloorPlan212: a living room with the RemoteControl on an
// ArmChair, TVStands and a CoffeeTable.
const bathroom = readerIn('FloorPlan419');
const livingRoom = readerIn('FloorPlan212');

describe('a thing out of place, and where it is wanted', () => {
  it('puts the soap at the sink, not away, when someone wants it there', () => {
    expect(goalIds(bathroom('my husband says the soap always ends up on the bath and he wants it at the sink'))).toEqual(['soap-at-sink']);
    expect(goalIds(bathroom('the soap always ends up on the bath, I want it at the sink'))).toEqual(['soap-at-sink']);
    // Said alone, it is still put away.
    expect(goalIds(bathroom('the soap always ends up on the bath'))).toEqual(['put-away']);
  });

  it('reads where another wants a thing as the place asked', () => {
    expect(conditionsOf(livingRoom('my dad wants the remote on the tv stand'))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['TVStand'] } }]]);
    expect(conditionsOf(livingRoom('the remote always ends up on the armchair and my dad wants it on the tv stand'))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['TVStand'] } }]]);
  });
});
