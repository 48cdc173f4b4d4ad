/**
 * A thing not to be left on or open is switched off or shut (issue 38: "don't leave the lamp on"
 * was not understood; "make sure the telly isn't on" asked what to do with the telly). Real reader.
 */
import { describe, expect, it } from 'vitest';
import { notLeftSo } from '../../../../src/planning/offline/understand/not-left-so.js';
import { conditionsOf, readerIn } from './reader-in.js';

const living = readerIn('FloorPlan215');
const kitchen = readerIn('FloorPlan12');

describe('a thing not to be left so', () => {
  it('is put the other way', () => {
    expect(notLeftSo('do not leave the lamp on')).toBe('turn the lamp off');
    expect(notLeftSo('please do not leave the fridge open')).toBe('please close the fridge');
    expect(conditionsOf(living('make sure the telly is not on'))).toEqual(conditionsOf(living('turn the telly off')));
    expect(conditionsOf(living('the telly does not need to be on'))).toEqual(conditionsOf(living('turn the telly off')));
  });

  it('beside what is asked, is asked too', () => {
    expect(JSON.stringify(conditionsOf(kitchen("fill a mug with water and don't leave the tap running")))).toContain('"Faucet"');
  });

  it('leaves a place said as it was', () => {
    expect(notLeftSo('do not leave the remote on the sofa')).toBe('do not leave the remote on the sofa');
  });
});
