/**
 * A deed said as a condition ("won't touch an apple unless it's cut up") is asked of the thing, and
 * a spare roll, or toilet paper not found, is a roll on its holder. Both were read as
 * other tasks that ran and reported success (an apple on a plate, uncut; the rubbish binned).
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn } from './reader-in.js';

describe('a deed said as a condition', () => {
  const kitchen = readerIn('FloorPlan12');

  it('is wanted of the thing before it', () => {
    // The apple's pieces served (sliced-as-pieces.ts): an AppleSliced carries no isSliced, so "sliced" of it was unreachable.
    const sliced = [[{ exists: { type: 'AppleSliced', in: ['Plate', 'Bowl'] } }]];
    expect(all(kitchen("my little one won't touch an apple unless it's cut up for her"))).toEqual(sliced);
    expect(all(kitchen("she won't eat apples unless they are sliced"))).toEqual(sliced);
  });

  it('leaves a condition naming a thing as the thing wanted', () => {
    const u = kitchen("my little one won't eat any breakfast unless it's toast, sorry");
    expect(u.kind).toBe('goal');
    expect(JSON.stringify(all(u))).toContain('BreadSliced');
  });
});

describe('a spare roll or toilet paper not found', () => {
  const roll = [[{ exists: { type: 'ToiletPaper', directlyIn: 'ToiletPaperHanger', isUsedUp: false } }]];

  it('is a roll on its holder when sought, by the person or by guests', () => {
    const bathroom = readerIn('FloorPlan402');
    expect(all(bathroom("guests can never find the spare toilet paper, it's hidden away in the cupboard"))).toEqual(roll);
    expect(all(bathroom('guests can never find the toilet paper'))).toEqual(roll);
    expect(all(bathroom('I cannot find the toilet paper'))).toEqual(roll);
  });

  it('is still placed where a command says', () => {
    expect(all(readerIn('FloorPlan402')('put the toilet paper in the cabinet'))).toEqual([[{ exists: { type: 'ToiletPaper', directlyIn: ['Cabinet'] } }]]);
  });
});
