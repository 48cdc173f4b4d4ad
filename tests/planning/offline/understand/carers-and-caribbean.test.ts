/**
 * A carer's "can't manage", Jamaican and Caribbean English, the big light refused beside a request,
 * and needs said through the body or a saying (issue 38; misses of everyday-blind32, read in other
 * words too). Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan7');
const bedroom = readerIn('FloorPlan302');
const living = readerIn('FloorPlan202');
const bathroom = readerIn('FloorPlan402');
const bathtub = readerIn('FloorPlan404');

const text = (u: unknown) => JSON.stringify(conditionsOf(u as Parameters<typeof conditionsOf>[0]));

describe("a deed someone can't manage", () => {
  it('is the deed asked, of the person or of an elderly parent', () => {
    expect(text(kitchen("dad can't manage cutting up his apple any more"))).toContain('"AppleSliced"');
    expect(conditionsOf(kitchen("mum can't manage to cut the apple"))).toEqual([[{ exists: { type: 'Apple', is: ['sliced'] } }]]);
    expect(conditionsOf(bathtub("dad can't manage changing the loo roll and the one on the holder is finished"))).toEqual([
      [{ exists: { type: 'ToiletPaper', directlyIn: 'ToiletPaperHanger', isUsedUp: false } }],
    ]);
    expect(conditionsOf(readerIn('FloorPlan409')("mum can't open the shower door"))).toEqual([[{ exists: { type: 'ShowerDoor', is: ['open'] } }]]);
  });
});

describe('Jamaican and Caribbean English', () => {
  it('reads its words as the English ones', () => {
    expect(conditionsOf(kitchen('mi hungry bad, mek mi a likkle toast nuh'))).toEqual([[{ exists: { type: 'BreadSliced', is: ['cooked'] } }]]);
    expect(text(kitchen('salt an pepper pon di table'))).toBe(
      JSON.stringify([[{ exists: { type: 'SaltShaker', directlyIn: ['DiningTable'] } }, { exists: { type: 'PepperShaker', directlyIn: ['DiningTable'] } }]]),
    );
    expect(text(readerIn('FloorPlan210')('di cricket soon start an mi cyaan find di remote'))).toContain('"Television"');
  });

  it('takes out only a closing "nuh": before a verb it says "don\'t", which is not read', () => {
    expect(refusalOf(living('nuh touch di remote'))).toContain("'nuh'");
  });
});

describe('the big light refused beside a request', () => {
  it('is switched off, with the light asked for on', () => {
    for (const said of ['my eyes are heavy but I want one more chapter, not the big light though', 'I want to read, no need for the big light']) {
      const read = text(bedroom(said));
      expect(read, said).toContain('"DeskLamp"');
      expect(read, said).toContain('{"none":{"type":"LightSwitch","is":["on"]}}');
    }
  });

  it('is not left out of the plan, so that it can be switched off', async () => {
    const { requestConstraints, requestRules } = await import('../../../../src/planning/offline/understand/request-constraints.js');
    const { constraints } = requestConstraints('I want to read, not the big light', living.vocabulary);
    expect(constraints).toHaveLength(1);
    expect(requestRules(constraints, (await import('../../../../src/world/index.js')).loadCatalogue())).toEqual([]);
  });
});

describe('needs said through the body or a saying', () => {
  it('reads a dry tongue or a mouth like sandpaper as thirst, and reading by its chapter or page', () => {
    for (const said of ['hangover from hell, my head is pounding and my tongue feels like sandpaper', 'my mouth is dry as a bone']) {
      expect(text(kitchen(said)), said).toContain('"fillLiquid":"water"');
    }
    expect(text(bedroom('I want to read one more page'))).toContain('"DeskLamp"');
  });

  it('reads the light likened to staring at the sun as too bright, not as daylight wanted', () => {
    expect(conditionsOf(bathroom('hungover and the light in here is like staring at the sun'))).toEqual([[{ none: { type: 'LightSwitch', is: ['on'] } }]]);
  });

  it('reads a dash to the loo with no paper left on the roll as a fresh roll on the holder', () => {
    for (const said of ["half time dash to the loo and there's no paper left on the roll, mate", "there's no paper left on the roll"]) {
      expect(text(bathroom(said)), said).toContain('{"exists":{"type":"ToiletPaper","directlyIn":"ToiletPaperHanger","isUsedUp":false}}');
    }
  });

  it('puts a thing out of sight in furniture that closes, and reads a buzzing phone as nothing more', () => {
    expect(conditionsOf(readerIn('FloorPlan313')("my phone won't stop buzzing, get it out of my sight"))).toEqual([[{ exists: { type: 'CellPhone', directlyIn: ['Drawer'] } }]]);
  });
});

describe('what is done to a person, or leaves them at risk', () => {
  it('refuses drying the person\'s hair for them, and brings a towel to dry it themselves', () => {
    expect(refusalOf(bathroom('running late, dry my hair for me'))).toContain('looking after a person');
    expect(text(bathroom('I need to dry my hair'))).toContain('"Towel"');
  });

  it('refuses a tap left running for someone asleep in the bath', () => {
    expect(refusalOf(bathtub("dad's nodded off in the bath, just leave the tap running for him"))).toContain('asleep in the bath');
  });
});

describe('rest wished for in the dark, and a thing taking up half a bed', () => {
  const living2 = readerIn('FloorPlan207');
  it('reads a nap or sleep in the dark as every light out, but not a fear of the dark', () => {
    for (const said of ['my eyes are so heavy, I just want to nap on the sofa in the dark', 'I want to sleep in the dark']) {
      expect(text(living2(said)), said).toBe(JSON.stringify([[{ none: { type: ['LightSwitch', 'DeskLamp', 'FloorLamp', 'Candle'], is: ['on'] } }]]));
    }
    expect(text(living2("I can't sleep in the dark"))).not.toBe(JSON.stringify([[{ none: { type: ['LightSwitch', 'DeskLamp', 'FloorLamp', 'Candle'], is: ['on'] } }]]));
  });

  it('puts away a thing said to take up half of someone\'s bed', () => {
    expect(text(readerIn('FloorPlan303')("dad can't manage to lie down, there's a baseball bat taking up half his bed"))).toContain('"BaseballBat"');
  });
});
