/**
 * No soap where hands are washed is soap put at the sink, whatever occasion is said beside it
 * ("guests for dinner"); and someone said to need to wash their own face ("she needs to wash her
 * face") is the tap run for them, while the robot asked to wash a person is still refused.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

// FloorPlan415: a bathroom with a SoapBottle on the CounterTop, a SoapBar on the Bathtub, a Sink and a Faucet.
const bathroom = readerIn('FloorPlan415');

describe('soap at the sink and a wash of one\'s own', () => {
  it('puts soap at the sink when there is none, guests for dinner being why', () => {
    expect(goalIds(bathroom('people for dinner tonight and no hand soap in here'))).toEqual(['soap-at-sink']);
    expect(goalIds(bathroom("there's no soap at the sink"))).toEqual(['soap-at-sink']);
    // Said used up (was: asked what to do with the soap).
    expect(goalIds(bathroom('the soap has run out'))).toEqual(['soap-at-sink']);
    expect(goalIds(bathroom("the soap's all gone"))).toEqual(['soap-at-sink']);
  });

  it('runs the tap for one who needs to wash their own face', () => {
    const u = bathroom('my little boy has to wash his face before school');
    expect(goalIds(u)).toEqual(['tap-running']);
    expect(JSON.stringify(conditionsOf(u))).toContain('Faucet');
  });

  it('still refuses to wash a person', () => {
    expect(refusalOf(bathroom('can you wash her face'))).toContain('looking after a person');
  });
});
