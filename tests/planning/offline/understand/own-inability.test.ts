/**
 * What the person says they cannot do themselves ("I can't slide the shower door open with my arm in
 * a sling, would you") is the deed asked of the robot (issue 38), never a thing to ask about; "I
 * can't leave the light on" or "I can't have the light on" ask no light switched on. Real reader,
 * real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const bathroom = readerIn('FloorPlan409');

describe('a deed the person cannot do', () => {
  it('is asked of the robot', () => {
    for (const said of ["I can't open the shower door", "I can't slide the shower door open with my arm in a sling, would you"]) {
      expect(conditionsOf(bathroom(said)), said).toEqual([[{ exists: { type: 'ShowerDoor', is: ['open'] } }]]);
    }
    expect(conditionsOf(bathroom('I cannot switch on the light, could you'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['on'] } }]]);
  });

  it('is no light switched on when it is leaving or having it on', () => {
    for (const said of ["I can't leave the light on", "I can't have the light on, I'm trying to sleep"]) {
      expect(JSON.stringify(conditionsOf(bathroom(said))), said).not.toContain('"is":["on"]');
    }
  });
});
