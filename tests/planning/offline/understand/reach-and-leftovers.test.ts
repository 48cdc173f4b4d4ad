/**
 * Everyday requests of people who cannot easily move, and of a parent with a toddler (issue 38),
 * read by cause: a wheelchair or crutches said as why they ask; a thing "up where I can't reach"
 * or in a place they cannot bend down to, fetched for them; a drink the person will make for
 * themselves, no drink made for them; a thing "at her level" or one a child "gets into", put out
 * of reach, in what shuts (a box where nothing else here does); a material named before the thing ("glass vase"); an
 * empty thing left sitting out, binned; what someone did, told with a past the reader writes
 * otherwise ("drew"), set aside; listening, which nothing here plays. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { beyondOwnReach } from '../../../../src/planning/offline/understand/beyond-own-reach.js';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan13');
const living = readerIn('FloorPlan219');
const livingBoxOnly = readerIn('FloorPlan215');
const livingWithPens = readerIn('FloorPlan209');
const bedroom = readerIn('FloorPlan301');

describe('what the person cannot reach', () => {
  it('rewrites a thing up where they cannot reach, or in a place they cannot bend down to, as not reached', () => {
    expect(beyondOwnReach('all the bowls are up on the top shelf where i can not reach them')).toBe('i can not reach the bowls');
    expect(beyondOwnReach('i can not get down to the bottom cupboard and my pan is in there')).toBe('i can not reach my pan');
    expect(beyondOwnReach('the bowls are on the shelf')).toBe('the bowls are on the shelf');
  });

  it('fetches the thing, the wheelchair and the drink they will make themselves set aside', () => {
    expect(conditionsOf(kitchen("I use a wheelchair and the mugs are up in the cupboard where I can't reach, I want to make myself a coffee"))).toEqual([[{ exists: { type: 'Mug', is: ['held'] } }]]);
    expect(conditionsOf(bedroom("my knees won't let me bend down to the drawer and my credit card is in there"))).toEqual([[{ exists: { type: 'CreditCard', is: ['held'] } }]]);
  });

  it('still makes a drink asked for plainly', () => {
    expect(conditionsOf(kitchen('make me a coffee'))).toEqual([[{ exists: { type: ['Mug', 'Cup'], in: 'CoffeeMachine', fillLiquid: 'coffee' } }]]);
  });
});

describe('a toddler and what she can get at', () => {
  it('puts a glass vase at her level where it shuts', () => {
    expect(conditionsOf(living('the toddler is walking now and the glass vase is right at her level'))).toEqual([[{ none: { type: 'Vase', notIn: ['Cabinet', 'Box'] } }]]);
    expect(conditionsOf(livingBoxOnly('the glass vase is at his level now that he crawls'))).toEqual([[{ none: { type: 'Vase', notIn: ['Box'] } }]]);
  });

  it('puts away what a child gets into, what she did told aside', () => {
    const read = livingWithPens('He scribbled on the sofa with a pen and drew on the wall, so the pens have to go before the little one gets into them');
    expect(conditionsOf(read)).toEqual([[{ none: { type: 'Pen', notIn: ['Drawer', 'Box'] } }]]);
  });
});

describe('an empty thing left out', () => {
  it('is binned, not asked about as one to refill', () => {
    expect(conditionsOf(living('an empty tissue box has been sitting on the side table for days'))).toEqual([[{ none: { type: 'TissueBox', isUsedUp: true, notIn: ['GarbageCan'] } }]]);
  });
});

describe('listening', () => {
  it('is music, which nothing here plays, and set aside beside a command', () => {
    expect(refusalOf(living('I want to listen to the radio'))).toMatch(/asks for music/);
    expect(conditionsOf(living('listen to me, put the remote on the sofa'))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['Sofa'] } }]]);
  });
});
