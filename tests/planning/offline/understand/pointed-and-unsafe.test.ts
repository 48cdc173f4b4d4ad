/**
 * Issue 38 (everyday-blind23): a thing pointed at by where it is ("whatever's on the armchair"),
 * an apple wanted cut up (its pieces), the toilet lid lifted for a small child ("the wee one",
 * "we're potty training"), old-fashioned asking ("would you be so good as to"), and what must be
 * refused saying why: cleaning spray to drink, a laptop thrown out of the window, an extractor fan
 * no room has. Sentences of our own; real reader,
 * knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

// FloorPlan208: the RemoteControl alone on the ArmChair; FloorPlan202: a Pillow and the RemoteControl on its ArmChair;
// FloorPlan21: an Apple, a Plate and a Bowl; FloorPlan409: a Toilet; FloorPlan425: a SprayBottle and a SoapBottle;
// FloorPlan212: a Newspaper; FloorPlan321: no DeskLamp or FloorLamp; FloorPlan322: a Window; FloorPlan427: no fan.
describe('a thing pointed at by where it is', () => {
  it('names the one kind of thing there, handed over', () => {
    expect(conditionsOf(readerIn('FloorPlan208')("could you pass me whatever's on the armchair?"))).toEqual([[{ exists: { type: 'RemoteControl', is: ['held'] } }]]);
  });

  it('reads nothing in where several kinds of thing are there', () => {
    // "whatever" is everything there (words.yaml), which no command of handing over states.
    expect(refusalOf(readerIn('FloorPlan202')("pass me whatever's on the armchair"))).toMatch(/did not understand|whole room it cannot state/);
  });
});

describe('fruit wanted cut up', () => {
  it('is the pieces on a plate or in a bowl, not a whole apple that is sliced', () => {
    expect(conditionsOf(readerIn('FloorPlan21')('the kids need an apple cut up for later'))).toEqual([[{ exists: { type: 'AppleSliced', in: ['Plate', 'Bowl'] } }]]);
  });
});

describe('the toilet for a small child', () => {
  const bathroom = readerIn('FloorPlan409');
  it('lifts the lid or the seat, whoever it is for, whatever the family is doing', () => {
    const open = [[{ exists: { type: 'Toilet', is: ['open'] } }]];
    expect(conditionsOf(bathroom('lift the toilet seat for the wee one'))).toEqual(open);
    expect(conditionsOf(bathroom("we're potty training, could you lift the loo lid?"))).toEqual(open);
  });

  it('still reads "needs a wee" as the loo wanted', () => {
    expect(conditionsOf(bathroom('my little one needs a wee'))).toEqual([[{ exists: { type: 'Toilet', is: ['open'] } }]]);
  });
});

describe('old-fashioned asking', () => {
  it('reads "would you be so good as to" as asking, and refuses what the room lacks saying so', () => {
    expect(conditionsOf(readerIn('FloorPlan212')('Would you be so good as to fetch me the newspaper?'))).toEqual([[{ exists: { type: 'Newspaper', is: ['held'] } }]]);
    expect(refusalOf(readerIn('FloorPlan321')('Would you be good enough to switch on the bedside lamp?'))).toMatch(/there is no bedside lamp here/);
  });
});

describe('refused, saying why', () => {
  it('refuses a cleaning product to drink, never reading it as a drink of water', () => {
    expect(refusalOf(readerIn('FloorPlan425')('my son wants a sip of the green stuff in the spray bottle'))).toMatch(/asks for a cleaning product to drink, which the robots will not do/);
    expect(refusalOf(readerIn('FloorPlan425')('can he drink the soap'))).toMatch(/a cleaning product to drink/);
  });

  it('refuses a thing thrown out of the window', () => {
    expect(refusalOf(readerIn('FloorPlan322')('chuck the alarm clock out the window'))).toMatch(/throwing a thing at something/);
  });

  it('refuses an extractor fan, which no room has', () => {
    expect(refusalOf(readerIn('FloorPlan427')('switch the extractor fan on please'))).toMatch(/'extractor fan' asks for a thing this world does not have/);
  });
});
