/**
 * A thing said to be out of reach as it is now ("the towel's out of reach") is brought to the person, as "too far away"
 * is; wished so, or kept from someone, it is still shut away (out-of-my-reach.ts).
 */
import { describe, expect, it } from 'vitest';
import { outOfMyReach } from '../../../../src/planning/offline/understand/out-of-my-reach.js';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan402: a bathroom with a Towel.
describe('a thing out of the person’s reach', () => {
  it('is brought to them (was: refused as a towel no drawer takes, to put out of reach)', () => {
    expect(conditionsOf(readerIn('FloorPlan402')("just got out of the shower and the towel's out of reach"))).toEqual([[{ exists: { type: 'Towel', is: ['held'] } }]]);
  });

  it('is said as too far away only where it is told, not wished or kept from someone', () => {
    expect(outOfMyReach('the remote is just out of my reach')).toBe('the remote is too far away');
    expect(outOfMyReach('keep the knife out of reach')).toBe('keep the knife out of reach');
    expect(outOfMyReach('make sure the pills are out of reach')).toBe('make sure the pills are out of reach');
    expect(outOfMyReach('the bleach is out of reach of the kids')).toBe('the bleach is out of reach of the kids');
    expect(outOfMyReach('the baby is crawling now, is the vase out of reach')).toBe('the baby is crawling now, is the vase out of reach');
  });
});
