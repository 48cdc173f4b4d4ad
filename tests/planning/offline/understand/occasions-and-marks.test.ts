/**
 * Needs said through an occasion or a mark: a light "way too harsh" said without "is" (uses.yaml
 * dim), a "telly day" after "so it's" (clause-kinds.ts: what the time is, no purpose), candlelight
 * asked beside a bath the person is to take (speech.yaml statements), toothpaste spots on the
 * mirror as dirt (uses.yaml belongings serve clean), and "shortly" as a time that asks nothing.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan401 and 402: bathrooms with a dirty Mirror, a Candle and the light on; FloorPlan405: a bathroom with a Candle;
// FloorPlan204: a living room with a Television.
const bathroom = readerIn('FloorPlan401');
const mirrorRoom = readerIn('FloorPlan402');
const candleBath = readerIn('FloorPlan405');
const livingRoom = readerIn('FloorPlan204');

describe('occasions and marks', () => {
  it('reads a light said tersely to be way too harsh as the big light off', () => {
    expect(conditionsOf(bathroom('migraine. bathroom light way too harsh.'))).toEqual([[{ none: { type: 'LightSwitch', is: ['on'] } }]]);
  });

  it('reads "so it\'s a telly day" as what the day is, and the telly as wanted', () => {
    const u = livingRoom('its pouring down outside so its a telly day for me and the kids');
    expect(u.kind === 'goal' && u.goal.alternatives.every((a) => a.all.some((p) => 'exists' in p && p.exists.type === 'Television'))).toBe(true);
  });

  it('tells a bath the person is to take, and lights the candle asked for beside it', () => {
    expect(goalIds(candleBath("date night, we're having a bath for two later and I'd like a bit of candlelight in there"))).toEqual(['candle-lit']);
  });

  it('reads toothpaste spots on the mirror as dirt to clean, while toothpaste asked for is still refused', () => {
    expect(goalIds(mirrorRoom('the in-laws are staying over and the bathroom mirror is covered in toothpaste spots'))).toEqual(['clean-mirror']);
    expect(mirrorRoom('I need toothpaste').kind).toBe('none');
  });

  it('sets "shortly" aside: the towel is brought for drying after the bath', () => {
    expect(goalIds(mirrorRoom("I'm getting out of the bath shortly and I'll want the big soft thing for drying myself"))).toEqual(['towel-to-hand']);
  });
});
