/**
 * Three ways of asking a thing put away that other people share: a hedge inside a question of where
 * a thing may go ("could the spray maybe go in the cabinet"), rather not leaving a thing lying about
 * ("I'd rather not leave my card lying about"), and a cleaner who comes to the house, a person, not
 * the cleaning spray.
 */
import { describe, expect, it } from 'vitest';
import { readerIn } from './reader-in.js';
import { notLeftLying } from '../../../../src/planning/offline/understand/not-left-lying.js';
import { cleanerAsPerson } from '../../../../src/planning/offline/understand/cleaner-as-person.js';

// FloorPlan406: a bathroom with a SprayBottle and a cabinet; FloorPlan204: a living room with a CreditCard on the sofa, drawers and a box.
const bathroom = readerIn('FloorPlan406');
const living = readerIn('FloorPlan204');

const conditions = (u: ReturnType<typeof living>) => {
  if (u.kind !== 'goal') throw new Error(JSON.stringify(u));
  return u.goal.alternatives.map((a) => a.all);
};

describe('a hedge in a question of where a thing may go', () => {
  it('"could the spray bottle maybe go in the cabinet" puts it there (was: asked what to do with the spray bottle)', () => {
    const want = [[{ exists: { type: 'SprayBottle', directlyIn: ['Cabinet'] } }]];
    expect(conditions(bathroom("could the spray bottle maybe go in the cabinet, if it's no bother"))).toEqual(want);
    expect(conditions(bathroom('could the spray bottle perhaps go in the cabinet'))).toEqual(want);
  });
});

describe('rather not leaving a thing lying about', () => {
  it('is said as not having it lying there; any other "leave" is unchanged', () => {
    expect(notLeftLying("i would rather not leave my credit card just lying about on the sofa")).toBe('i would rather not have my credit card just lying about on the sofa');
    expect(notLeftLying('i do not want to leave the knife lying on the counter')).toBe('i do not want to have the knife lying on the counter');
    expect(notLeftLying('do not leave the lamp on')).toBe('do not leave the lamp on');
    expect(notLeftLying('leave my card lying on the sofa')).toBe('leave my card lying on the sofa');
  });

  it('the card is put away where such a thing is kept (was: asked what to do with the credit card)', () => {
    const want = [[{ none: { type: 'CreditCard', notIn: ['Drawer', 'Box'] } }]];
    expect(conditions(living("I'd rather not leave my credit card just lying about on the sofa, if you know what I mean"))).toEqual(want);
    expect(conditions(living("I don't want to leave my credit card lying about on the sofa"))).toEqual(want);
  });
});

describe('a cleaner who comes is a person', () => {
  it('"the new cleaner starts tomorrow" is someone starting; the spray named so is unchanged', () => {
    expect(cleanerAsPerson('the new cleaner starts tomorrow and she seems lovely')).toBe('someone starts tomorrow and she seems lovely');
    expect(cleanerAsPerson('our cleaner is coming at ten')).toBe('someone is coming at ten');
    expect(cleanerAsPerson('put the cleaner in the cabinet')).toBe('put the cleaner in the cabinet');
  });

  it('beside a thing lying about, the thing is put away (was: "there is no cleaner here")', () => {
    const said = "The new cleaner starts tomorrow and she seems lovely, but I'd rather not leave my credit card just lying about on the sofa, if you know what I mean";
    expect(conditions(living(said))).toEqual([[{ none: { type: 'CreditCard', notIn: ['Drawer', 'Box'] } }]]);
  });
});
