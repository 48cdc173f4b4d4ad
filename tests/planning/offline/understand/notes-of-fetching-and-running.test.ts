/**
 * Notes of a thing from a place and of water running ("quick - apple from the fridge - go", "shower - water running
 * before I'm out of bed") and "the recycling" as where a thing goes: read as fetching it, as the fixture run, and as
 * the bin (terse-fetch.ts, water-for-fixture.ts, recycling-as-bin.ts; were: a need of fruit refused for the fridge
 * named, a glass of water, and the rubbish taken out with the newspaper left on the couch). Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { recyclingAsBin } from '../../../../src/planning/offline/understand/recycling-as-bin.js';
import { terseFetch } from '../../../../src/planning/offline/understand/terse-fetch.js';
import { waterForFixture } from '../../../../src/planning/offline/understand/water-for-fixture.js';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const living = readerIn('FloorPlan209');
const bathroom = readerIn('FloorPlan401');

describe('a thing noted from a place', () => {
  it('is fetched from there', () => {
    const isNoun = (w: string) => ['apple', 'fridge', 'bank', 'letter'].includes(w);
    expect(terseFetch('quick - apple from the fridge - go', isNoun)).toBe('quick - get the apple from the fridge - go');
    expect(terseFetch('i got a letter from the bank', isNoun)).toBe('i got a letter from the bank');
    expect(terseFetch('help from the fridge', isNoun)).toBe('help from the fridge');
    expect(conditionsOf(kitchen('an apple from the fridge, quick'))).toEqual(conditionsOf(kitchen('get the apple from the fridge')));
  });
});

describe('water noted running after the shower', () => {
  it('runs the shower', () => {
    expect(waterForFixture('shower - water running before i am out of bed')).toBe('shower running before i am out of bed');
    expect(waterForFixture('the shower, water running in the sink')).toBe('the shower, water running in the sink');
    expect(goalIds(bathroom('interview at nine - shower - hot water running before I am up'))).toEqual(['shower-on']);
  });
});

describe('the recycling as where a thing goes', () => {
  it('is the bin', () => {
    expect(recyclingAsBin('toss the paper into the recycling, eh')).toBe('toss the paper into the recycling bin, eh');
    expect(recyclingAsBin('take out the recycling')).toBe('take out the recycling');
    expect(conditionsOf(living('put the newspaper in the recycling'))).toEqual([[{ exists: { type: 'Newspaper', directlyIn: ['GarbageCan'] } }]]);
    expect(goalIds(living('take out the recycling'))).toEqual(['rubbish-binned']);
  });
});
