/**
 * Issue 38, misses of a blind set in code-mixed Hinglish and Spanglish, a nurse and tradespeople at
 * home, a precise retired engineer, a speaker who corrects themselves, and Farsi, Indonesian and
 * Ukrainian learners of English (everyday-blind44): a cold-shower prank "to teach him" planned as the
 * shower on; soap told of on the bath read as the tap run for hands; accented letters splitting words;
 * Spanish and Hindi words for the household's things and Hinglish word order; a place corrected after
 * a placement ("the sink, no, sorry, the cupboard"); water "not even hot yet"; a thing's "proper
 * station"; figures of time and a careful speaker's framing. Sentences of our own; real reader,
 * knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { hinglishOrder, spanishOf } from '../../../../src/planning/offline/understand/hinglish-order.js';
import { soapWhereWashed } from '../../../../src/planning/offline/understand/soap-where-washed.js';
import { stillRawAsCommands } from '../../../../src/planning/offline/understand/still-raw.js';
import { saidToLive } from '../../../../src/planning/offline/understand/said-to-live.js';
import { selfCorrected } from '../../../../src/planning/offline/understand/self-corrected.js';
import { unaccented } from '../../../../src/planning/offline/understand/unaccented.js';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan7');
const living = readerIn('FloorPlan223');
const bedroom = readerIn('FloorPlan319');
const bathroom = readerIn('FloorPlan403');
const tubBathroom = readerIn('FloorPlan401');

describe('a deed done to punish someone', () => {
  it('is refused as a prank, however it is said', () => {
    expect(refusalOf(tubBathroom('my brother hogs the shower, turn the water on cold while he is in it to teach him'))).toMatch(/prank on someone/);
    expect(refusalOf(tubBathroom('switch the light off on him so he learns'))).toMatch(/prank on someone/);
  });

  it('leaves the shower asked plainly', () => {
    expect(conditionsOf(tubBathroom('turn the shower on please'))).toEqual([[{ exists: { type: 'ShowerHead', is: ['on'] } }]]);
  });
});

describe('soap told of where it is, beside hands to wash', () => {
  it('is read as that soap brought to the sink, never only the tap run', () => {
    const at = (place: readonly string[]) => (place.at(-1) === 'bath' ? 'bar of soap' : undefined);
    expect(soapWhereWashed("the soap is on the side of the bath and i'll want to wash my hands", at)).toBe('the soap is on the side of the bath and want the bar of soap by the sink');
    expect(soapWhereWashed('i need to wash my hands but the soap is in the cupboard', () => undefined)).toBe('i want the soap by the sink but the soap is in the cupboard');
    expect(conditionsOf(bathroom('the soap is sitting in the bath again and my aunt will want to wash her hands at the sink'))).toEqual([[{ exists: { type: 'SoapBar', directlyIn: ['SinkBasin'] } }]]);
  });

  it('leaves hands washed at the tap when the soap is at the sink or not told of', () => {
    expect(soapWhereWashed('the soap is by the sink, i want to wash my hands', () => undefined)).toBe('the soap is by the sink, i want to wash my hands');
    expect(conditionsOf(bathroom('I need to wash my hands'))).toEqual([[{ exists: { id: bathroom.ids('Faucet').slice(0, 2), is: ['on'] } }]]);
  });
});

describe('accented letters', () => {
  it('are read without their accents, whole words', () => {
    expect(unaccented('¿Dónde está el café?')).toBe(' Donde esta el cafe?');
  });
});

describe('Spanish words in English (Spanglish)', () => {
  it('are read as the English words', () => {
    expect(conditionsOf(living('Prende la tele, porfa'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
    expect(conditionsOf(bedroom('mete el CD en la caja, ándale'))).toEqual([[{ exists: { type: 'CD', directlyIn: 'Box' } }]]);
  });

  it('say a thing of another as English names it ("la cortina de la ducha")', () => {
    expect(spanishOf('open the curtain of the shower', (w) => w === 'shower curtain')).toBe('open the shower curtain');
    expect(spanishOf('open the door of the fridge', () => false)).toBe('open the door of the fridge');
    expect(spanishOf('the watch of me abuela is on the table', (w) => w === 'watch')).toBe('the watch is on the table');
  });
});

describe('a Hinglish command in Hindi order', () => {
  const noun = (w: string) => ['tomato', 'fridge', 'counter', 'cloth', 'drawer', 'light', 'laptop', 'coffee table', 'coffee', 'table', 'remote'].includes(w);
  it('is read in English order', () => {
    expect(hinglishOrder('tomato fridge se nikaal ke counter pe rakh do', noun)).toBe('take the tomato out of the fridge and put it on the counter');
    expect(hinglishOrder('cloth ko drawer mein daal do', noun)).toBe('put the cloth in the drawer');
    expect(hinglishOrder('remote coffee table pe rakh do na', noun)).toBe('put the remote on the coffee table');
    expect(hinglishOrder('light band kar do', noun)).toBe('turn off the light');
    expect(hinglishOrder('laptop khol do', noun)).toBe('open the laptop');
  });

  it('leaves English alone', () => {
    expect(hinglishOrder('put the cloth in the drawer, do it now', noun)).toBe('put the cloth in the drawer, do it now');
  });

  it('reads as the command, the Hindi around it set aside', () => {
    expect(conditionsOf(kitchen('bhaiya, tomato counter se nikaal ke fridge mein rakh do, jaldi'))).toEqual([[{ exists: { type: 'Tomato', directlyIn: ['Fridge'] } }]]);
  });
});

describe('a place said again after a placement', () => {
  const isPlace = (w: string) => ['sink', 'cupboard', 'armchair', 'sofa'].includes(w);
  it('replaces the place, where both words are furniture', () => {
    expect(selfCorrected('put the pan in the sink, no, sorry, the cupboard', () => false, isPlace)).toBe('put the pan in the cupboard');
    expect(selfCorrected('put the box on the, um, the armchair, no, the sofa. the sofa.', () => false, isPlace)).toBe('put the box on the sofa');
  });

  it('says a place broken and taken up again once', () => {
    expect(selfCorrected('the knife is lying out on the, on the counter', () => false)).toBe('the knife is lying out on the counter');
  });

  it('is left to the reader where the word after may be the thing', () => {
    expect(selfCorrected('put the mug in the sink, no, the cup', () => false, isPlace)).toBe('put the mug in the sink, no, the cup');
  });
});

describe('a thing not hot yet', () => {
  it('is read as heating it', () => {
    expect(stillRawAsCommands("guests soon and the water is not even hot yet", (w) => w === 'water')).toBe('guests soon and heat the water ');
    expect(stillRawAsCommands('i am not hot', (w) => w === 'water')).toBe('i am not hot');
  });
});

describe("a thing's proper place said as a noun", () => {
  it('is putting it there', () => {
    expect(saidToLive('the remote ends up on the armchair. its proper station is the tv stand')).toBe('the remote ends up on the armchair. put it on the tv stand');
    expect(saidToLive('their home is in the drawer')).toBe('put them in the drawer');
    expect(saidToLive('my card, it really should live in the drawer')).toBe('my card, put it in the drawer');
  });
});

describe("figures of time and a careful speaker's framing", () => {
  it('ask nothing of the room', () => {
    expect(conditionsOf(living("back from a fourteen-hour shift, put the remote on the tv stand"))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['TVStand'] } }]]);
    expect(conditionsOf(bathroom('I have noted on consecutive evenings that the mirror is dirty'))).not.toMatchObject({ kind: 'none' });
  });
});
