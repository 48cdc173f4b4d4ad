/**
 * "left" opening a clause after "and" ("the guests went out and left the bathroom light on") tells what someone did
 * (left-by-someone.ts): a complaint, never "leave it on"; a light said to blaze is on, and wanted off (uses.yaml
 * `still-on`).
 */
import { describe, expect, it } from 'vitest';
import { leftBySomeone } from '../../../../src/planning/offline/understand/left-by-someone.js';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan401: a bathroom with a light switch and taps; FloorPlan1: a kitchen with dishes.
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

  it('gives the deed a doer only after a joining word, before a thing', () => {
    expect(leftBySomeone('they went out and left the tap running')).toBe('they went out and someone left the tap running');
    expect(leftBySomeone('put the mug on the left and the plate on the right')).toBe('put the mug on the left and the plate on the right');
    expect(leftBySomeone('the last lot left their washing up behind')).toBe('the last lot left their washing up behind');
  });

  it('still reads what others left behind by its own clause', () => {
    expect(readerIn('FloorPlan1')('Make sure the place is nice for the Airbnb people, the last lot left their washing-up behind').kind).toBe('goal');
  });
});
