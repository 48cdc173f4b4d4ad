/**
 * "left" opening a clause ("the guests went out and left the bathroom light on") tells what someone did, as the
 * other words of what was do (speech.yaml `past`): a complaint, never "leave it on"; a light said to blaze is on,
 * and wanted off (uses.yaml `still-on`).
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan401: a bathroom with a light switch and taps; FloorPlan301: a bedroom with a mug and a desk.
const bathroom = readerIn('FloorPlan401');

describe('a thing someone went and left on', () => {
  it('is switched off (was: "turn on left the bathroom light", the opposite)', () => {
    expect(conditionsOf(bathroom('the kids went to bed and left the bathroom light on'))).toEqual([[{ none: { type: 'LightSwitch', is: ['on'] } }]]);
    expect(conditionsOf(bathroom('The guests went out at nine and left the bathroom light blazing, and the host pays the electric'))).toEqual([
      [{ none: { type: 'LightSwitch', is: ['on'] } }],
    ]);
  });

  it('keeps a tap asked on and kept on as asked', () => {
    expect(conditionsOf(bathroom('turn the tap on and leave it on'))).toEqual([[{ exists: { type: 'Faucet', is: ['on'] } }]]);
  });

  it('never reads what a guest left somewhere as putting it there (was: "put a mug on the desk")', () => {
    expect(readerIn('FloorPlan301')('the guest left a mug on the desk').kind).toBe('ask');
  });
});
