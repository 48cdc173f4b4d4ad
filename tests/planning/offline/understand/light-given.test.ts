/**
 * "Give me some light": a light given is a light switched on, never the light switch in hand, which no robot can pick
 * up (light-given.ts; was: the LightSwitch held, a plan that failed). A thing that can be carried is still handed over.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan201');

describe('a light given', () => {
  it('is switched on', () => {
    expect(conditionsOf(living('give me some light'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['on'] } }]]);
    expect(conditionsOf(living('give me the lamp please'))).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
  });

  it('leaves other things handed over', () => {
    expect(conditionsOf(living('give me the remote'))).toEqual([[{ exists: { type: 'RemoteControl', is: ['held'] } }]]);
  });
});
