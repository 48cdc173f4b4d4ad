/**
 * Readings that planned a weaker or another goal than asked (issue 38, false successes), by cause:
 * water put "to boil" read as a glass of water to drink; a size said after the cutting ("cut up
 * small") dropping the whole clause, so a whole fruit was served; "it" handed to a child where the
 * request names the knife, and a younger brother as a teenager texts it; Indian English "keep"
 * for put ("keep them properly", "keep it safely") read as holding; a clause closing on an emphatic
 * "only" taken for a caveat; a light turned off "on her" as a prank. Sentences of our own; real
 * reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { withoutEmphaticOnly } from '../../../../src/planning/offline/understand/emphatic-only.js';
import { keptAsPut } from '../../../../src/planning/offline/understand/kept-as-put.js';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan3');
const living = readerIn('FloorPlan201');
const bedroom = readerIn('FloorPlan311');
const bathroom = readerIn('FloorPlan404');

describe('water put to boil', () => {
  it('is boiled water, never a glass to drink', () => {
    for (const text of ['my mother is visiting, please put some water to boil', 'can you put the water on to boil for the pasta']) {
      expect(goalIds(kitchen(text)), text).toEqual(['boiled-water']);
    }
    expect(goalIds(kitchen('some water to drink please'))).toEqual(['glass-of-water']);
  });
});

describe('how fine a thing is cut, said after it', () => {
  it('keeps the cutting: pieces, never the whole fruit', () => {
    for (const text of ['my son wants his apple, chopped small', 'an apple for me, sliced thin please']) {
      expect(conditionsOf(kitchen(text)), text).toEqual([[{ exists: { type: 'AppleSliced', in: ['Plate', 'Bowl'] } }]]);
    }
  });
});

describe('a knife for a child', () => {
  it('refuses "it" handed to a child where the request names the knife', () => {
    expect(refusalOf(kitchen('the toddler keeps asking for the sharp knife, just give it to her'))).toMatch(/^'give (it to her|the sharp knife)' asks for handing a knife to a child/);
    expect(refusalOf(kitchen('my lil sis wants the knife, give it to her'))).toMatch(/asks for handing a knife to a child/);
  });

  it('still hands the person the knife, and "it" of another thing to a child', () => {
    expect(conditionsOf(kitchen('the knife is on the counter, give it to me'))).toEqual([[{ exists: { type: 'Knife', is: ['held'] } }]]);
    expect(goalIds(kitchen('my little bro wants the apple, give it to him'))).toEqual(['fruit']);
  });
});

describe('"keep" for put, and "only" for emphasis', () => {
  it('rewrites a thing kept properly or safely as put away, and leaves a place or a state as said', () => {
    expect(keptAsPut('kindly keep them properly.')).toBe('kindly put them away.');
    expect(keptAsPut('keep my keys safely please')).toBe('put my keys away please');
    expect(keptAsPut('keep the apple in the fridge')).toBe('keep the apple in the fridge');
    expect(keptAsPut('keep it safe from the dog')).toBe('keep it safe from the dog');
  });

  it('puts the thing away where such things are kept, never in hand', () => {
    expect(conditionsOf(bedroom('my daughter left her cds on the dresser, kindly keep them properly'))).toEqual([[{ exists: { type: 'CD', directlyIn: ['Drawer'] } }]]);
    expect(conditionsOf(living('the keys are on the table, kindly keep them safely'))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Drawer', 'Box'] } }]]);
  });

  it('drops a closing "only" of emphasis, never one after a count', () => {
    expect(withoutEmphaticOnly('it is lying on the table only, put it away')).toBe('it is lying on the table, put it away');
    expect(withoutEmphaticOnly('two slices only.')).toBe('two slices only.');
    expect(conditionsOf(living('the watch my mother gave me is lying on the sofa only. Kindly put it away.'))).toEqual([[{ exists: { type: 'Watch', directlyIn: ['Drawer', 'Box'] } }]]);
  });
});

describe('a prank on someone', () => {
  it('is refused, and the light is still switched off when asked plainly', () => {
    expect(refusalOf(bathroom('haha my brother is in the bath, switch the lights off on him'))).toMatch(/^'lights off on him' asks for a prank on someone, which the robots will not do/);
    expect(conditionsOf(bathroom('switch the light off please'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
  });
});
