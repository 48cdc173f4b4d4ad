/**
 * Issue 38: a grandparent speaking of themselves as the child would call them ("pass Granny that clock",
 * "Grandad can't bend down to the bath"), age told of the body ("her eyes aren't what they were"), and the
 * children seen to bed or into the bath, which is the person's own doing, never a command to carry them.
 * Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan313: an AlarmClock on the SideTable; FloorPlan414: a SoapBar on the Bathtub; FloorPlan303: a ceiling light.
const bedroom = readerIn('FloorPlan313');
const bathroom = readerIn('FloorPlan414');
const kidsRoom = readerIn('FloorPlan303');

describe('a grandparent asking', () => {
  it('is handed the thing, whatever is said of their eyes or their back', () => {
    expect(conditionsOf(bedroom('Be a dear and pass Granny that clock, her eyes are not what they were'))).toEqual([[{ exists: { type: 'AlarmClock', is: ['held'] } }]]);
    expect(conditionsOf(bathroom("Grandad can't bend down to the bath for the soap, would you get it up for him"))).toEqual([
      [{ exists: { type: ['SoapBar', 'SoapBottle'], is: ['held'] } }],
    ]);
  });
});

describe('the children seen to bed', () => {
  it('is the person\'s own; the light said too harsh is what is asked', () => {
    expect(goalIds(kidsRoom("putting the kids to bed now and the big light's too harsh for them"))).toEqual(['lights-off']);
    expect(goalIds(kidsRoom('putting the baby down, the big light is too bright'))).toEqual(['lights-off']);
  });
});

describe('a word known only inside a phrase of the person\'s own doing', () => {
  it('still blocks where it stands alone ("clean ones": of the sheets this world does not have)', () => {
    const u = readerIn('FloorPlan305')('the sheets need changing, can you put clean ones on the bed?');
    expect(u).toMatchObject({ kind: 'none', notUnderstood: ['ones'] });
  });
});
