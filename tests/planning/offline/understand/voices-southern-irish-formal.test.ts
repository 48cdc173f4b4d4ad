/**
 * Southern US, Irish and Scottish, and old-fashioned formal speakers, questions and complaints
 * (issue 38, a blind everyday suite's misses, each said here in other words): "cut the lamp on"
 * could not be planned (read as slicing); "the power's fixing to go" did not understand 'fixing';
 * "is there any spray going?" switched nothing on; "would you be so kind as to put ..." asked
 * what to do; "I'm confined to bed and must write to my brother" said nothing; "the statue won't
 * survive the wee ones" asked about it; "the dog knocked the vase off" asked about it. False
 * successes: "give the baby her bath" ran the tap; the empty tissue box "lying about" was put away
 * in a drawer, never binned; "spilt my drink, any kitchen roll?" brought a cloth. Real reader,
 * real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan11');
const living = readerIn('FloorPlan212');
const lounge = readerIn('FloorPlan209');
const stormy = readerIn('FloorPlan220');
const tissues = readerIn('FloorPlan201');
const bedroom = readerIn('FloorPlan306');
const bathroom = readerIn('FloorPlan402');
const washroom = readerIn('FloorPlan401');
const withPlant = readerIn('FloorPlan1');

describe('Southern US English', () => {
  it('switches with "cut ... on/off", and still slices with "cut"', () => {
    expect(all(living('cut the lamp on for me'))).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
    expect(all(kitchen("cut the big light off in here, we're done"))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(all(kitchen('cut the bread on the counter'))).toEqual([[{ exists: { type: 'BreadSliced', directlyIn: ['CounterTop'] } }]]);
  });

  it('reads "fixing to" as what is about to happen', () => {
    expect(all(stormy("the power's fixing to go off, y'all"))).toEqual([[{ exists: { type: 'Candle', isToggled: true } }]]);
  });
});

describe('Irish and Scottish English', () => {
  it('reads "any X going?" as asking for X, and a candle "going" as lit', () => {
    expect(all(bathroom('is there any spray going?'))).toEqual([[{ exists: { type: 'SprayBottle', is: ['held'] } }]]);
    expect(all(bathroom('he does like a candle going'))).toEqual([[{ exists: { type: 'Candle', isToggled: true } }]]);
  });

  it('reads "would you ever" as please and "the press" as the cupboard', () => {
    expect(all(living('would you ever turn the telly on'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
    expect(all(kitchen('carry me a mug out of the press'))).toEqual([[{ exists: { type: 'Mug', is: ['held'] } }]]);
  });

  it('reads a thing a child or a pet will break as one to shut away', () => {
    expect(all(living("the wee ones are here and that statue won't survive them"))).toEqual([[{ none: { type: 'Statue', notIn: ['Box'] } }]]);
    expect(all(lounge('the dog knocked the vase off the side table'))).toEqual([[{ none: { type: 'Vase', notIn: ['Box'] } }]]);
  });
});

describe('an older, formal speaker', () => {
  it('reads "would you be so kind as to" as asking', () => {
    expect(all(lounge('would you be so kind as to put the remote on the coffee table'))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['CoffeeTable'] } }]]);
  });

  it('reads being confined to bed as why, and a letter to write as wanting a pen', () => {
    expect(all(bedroom("I'm confined to bed and I must write to my brother"))).toEqual([[{ exists: { type: 'Pen', is: ['held'] } }], [{ exists: { type: 'Pencil', is: ['held'] } }]]);
  });
});

describe('a plant asked after', () => {
  it('waters the plant that "could do with a drink" or "needs watering", never a glass for the person', () => {
    expect(all(withPlant('the plant could do with a drink'))).toEqual([[{ exists: { type: 'HousePlant', isFilledWithLiquid: true } }]]);
    expect(all(withPlant('the plant needs watering'))).toEqual([[{ exists: { type: 'HousePlant', isFilledWithLiquid: true } }]]);
  });
});

describe('what was a false success', () => {
  it('refuses bathing a child, however the bath is said, but runs a bath the person gives', () => {
    expect(refusalOf(bathroom('bath the kids while I pop out'))).toMatch(/looking after a person/);
    expect(refusalOf(bathroom('give the toddler his bath, I need to pop out'))).toMatch(/looking after a person/);
    expect(JSON.stringify(all(bathroom("I'm about to give the baby her bath, can you run the tap")))).toMatch(/Faucet/);
  });

  it('bins a used-up thing said to be left about, and puts away one not said empty', () => {
    expect(all(tissues('the tissue box has been lying about empty for ages'))).toEqual([[{ exists: { type: 'TissueBox', isUsedUp: true, directlyIn: ['GarbageCan'] } }]]);
    expect(all(tissues('the tissue box has been lying about for ages'))).toEqual([[{ none: { type: 'TissueBox', notIn: ['Drawer', 'Box'] } }]]);
  });

  it('brings the thing named among those a spill could be wiped with', () => {
    expect(all(washroom('I knocked my tea over, have you any kitchen roll?'))).toEqual([[{ exists: { type: 'PaperTowelRoll', is: ['held'] } }]]);
    expect(all(washroom('spilt my drink, is there a sponge?'))).toEqual([[{ exists: { type: 'DishSponge', is: ['held'] } }]]);
    // Nothing named: the cloth first, as before.
    expect(JSON.stringify(all(washroom('I spilt my drink')))).toMatch(/^\[\[\{"exists":\{"type":"Cloth"/);
  });
});
