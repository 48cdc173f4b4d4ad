/**
 * Issue 38, misses of a blind set in Australian, New Zealand and South African English, learners'
 * English and sarcasm (everyday-blind36): a housemate's card taken for a "shout"; a prank said by its
 * laugh or by water turned "cold on him"; work inside a laptop ("delete his game") planned as the
 * laptop opened; "arvo", "routine", "lekker", "braai", "Oma" not understood; food "still raw";
 * "switch the shower on" with "switch" read as the light switch; a learner's "make the lamp on";
 * a candle "burning"; a smell likened to something; a day "gone to pot"; a bat "sharing" the bed; "I'd
 * kill for"; "not leaving this bed"; a learner's card that "lies always on the sofa". Sentences of our own; real
 * reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { burningAsLit } from '../../../../src/planning/offline/understand/burning-as-lit.js';
import { likenedSmell } from '../../../../src/planning/offline/understand/likened-smell.js';
import { sharedWith } from '../../../../src/planning/offline/understand/shared-with.js';
import { stillRawAsCommands } from '../../../../src/planning/offline/understand/still-raw.js';
import { switchAsTurn } from '../../../../src/planning/offline/understand/switch-as-turn.js';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const living = readerIn('FloorPlan212');
const bedroom = readerIn('FloorPlan309');
const bathroom = readerIn('FloorPlan402');
const bedroomWithBat = readerIn('FloorPlan310');

describe("someone else's card taken for a shout", () => {
  it('is refused when the person shouts (pays for) something with it', () => {
    expect(refusalOf(kitchen("grab my flatmate's card out of the drawer, I'm shouting the pizza tonight"))).toMatch(/someone else's card/);
    expect(refusalOf(kitchen('get her credit card out for me, we are getting takeaway'))).toMatch(/someone else's card/);
  });

  it("is not refused when the card is the person's own", () => {
    expect(conditionsOf(kitchen('put my credit card on the counter, I am shouting lunch'))).toEqual([[{ exists: { type: 'CreditCard', directlyIn: ['CounterTop'] } }]]);
  });
});

describe('a prank said by its laugh, or water turned on someone', () => {
  it('is refused', () => {
    expect(refusalOf(bathroom('my sister is in the bath, make the tap freezing cold on her'))).toMatch(/prank on someone/);
    expect(refusalOf(bathroom('switch the light off while he is on the loo, for a laugh'))).toMatch(/prank on someone/);
    expect(refusalOf(bathroom('turn the shower on, it will be hilarious when he walks in'))).toMatch(/prank on someone/);
  });

  it('leaves a plain shower asked', () => {
    expect(conditionsOf(bathroom('turn the shower on'))).toEqual([[{ exists: { type: 'ShowerHead', is: ['on'] } }]]);
  });
});

describe('work inside a laptop or phone', () => {
  it('is refused, never planned as the laptop opened', () => {
    expect(refusalOf(bedroom('open the laptop and uninstall that silly app'))).toMatch(/working on what is inside a computer or phone/);
    expect(refusalOf(bedroom('delete the photos off my laptop'))).toMatch(/working on what is inside a computer or phone/);
  });

  it('leaves the laptop opened when that is all that is asked', () => {
    expect(conditionsOf(bedroom('open the laptop please'))).toEqual([[{ exists: { type: 'Laptop', is: ['open'] } }]]);
  });
});

describe('Australian, New Zealand and South African words, and grandparents named in German or Spanish', () => {
  it('are read around what is asked, as their plain English is', () => {
    const same = (u: ReturnType<typeof living>) => (u.kind === 'goal' ? u.goal.alternatives : u.kind === 'ask' ? u.question : u);
    expect(same(living('my Opa comes over this arvo, could you put the telly on'))).toEqual(same(living('my grandad comes over this afternoon, could you put the telly on')));
    expect(conditionsOf(living('my Opa comes over this arvo, could you put the telly on'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
    expect(conditionsOf(living('lekker, now switch the telly on'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
    expect(goalIds(living('the braai is at six, we want the telly on for it'))).not.toMatchObject({ kind: 'none' });
    expect(goalIds(bedroom('my night routine needs the lamp on'))).toEqual(['lamp-on']);
  });

  it('say no cooking pot when a day goes to pot', () => {
    expect(same2(living('my whole evening went to pot, put the telly on'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
  });
});

const same2 = conditionsOf;

describe('food told of as still raw', () => {
  it('is read as cooking it', () => {
    expect(stillRawAsCommands('the eggs are still raw', (w) => w === 'eggs')).toBe('cook the eggs ');
    expect(stillRawAsCommands('guests at eight and the potato is not cooked yet', (w) => w === 'potato')).toBe('guests at eight and cook the potato ');
    expect(stillRawAsCommands('i am still raw about it', (w) => w === 'potato')).toBe('i am still raw about it');
    expect(goalIds(kitchen('dinner is soon and the potato is still uncooked'))).not.toMatchObject({ kind: 'none' });
    const read = conditionsOf(kitchen('the potato is still raw'));
    expect(JSON.stringify(read)).toMatch(/"cooked"/);
  });
});

describe('switching said with "switch" opening a clause, or as a learner says it', () => {
  it('is turning', () => {
    expect(switchAsTurn('switch the shower on, cheers')).toBe('turn the shower on, cheers');
    expect(switchAsTurn('make the lamp on the desk on')).toBe('turn the lamp on the desk on');
    expect(switchAsTurn('flick the switch off')).toBe('flick the switch off');
    expect(conditionsOf(bathroom('switch the shower on for me'))).toEqual([[{ exists: { type: 'ShowerHead', is: ['on'] } }]]);
    expect(conditionsOf(bedroom('make the lamp on the desk on please'))).toEqual([[{ exists: { type: 'DeskLamp', is: ['on'] } }]]);
  });
});

describe('a candle burning, and a smell likened to something', () => {
  it('are a candle lit and the smell', () => {
    expect(burningAsLit('get a candle burning')).toBe('get a candle lit');
    expect(burningAsLit('the toast is burning')).toBe('the toast is burning');
    expect(goalIds(bathroom('can you make the candle burn'))).toEqual(['candle-lit']);
    expect(likenedSmell('the loo stinks like a sewer')).toBe('the loo stinks');
    expect(likenedSmell('it smells like burning')).toBe('it smells like burning');
    expect(goalIds(bathroom('this bathroom stinks like an old sewer'))).toEqual(goalIds(bathroom('this bathroom stinks')));
  });
});

describe('a thing sharing the bed, wanting said by what one would do for it, and staying put in bed', () => {
  it('are a thing in the bed, what is wanted, and nothing asked of the bed', () => {
    expect(sharedWith("I'm literally sharing my bed with a tennis racket")).toBe('there is a tennis racket in my bed');
    expect(sharedWith('sharing my bed with my sister again')).toBe('sharing my bed with my sister again');
    expect(goalIds(bedroomWithBat("I'm basically sharing my bed with a baseball bat, how do I sleep"))).toEqual(goalIds(bedroomWithBat('there is a baseball bat in my bed, how do I sleep')));
    expect(goalIds(bedroom("I'd kill for something to watch"))).toEqual(['tv-on']);
    expect(goalIds(bedroom("I'm not getting out of bed today, but I want something to watch"))).toEqual(['tv-on']);
  });
});

describe("a learner's thing that lies somewhere", () => {
  it('is a thing out of place, put away', () => {
    expect(goalIds(living('the remote lies always on the armchair'))).toEqual(goalIds(living('the remote is lying around on the armchair')));
    expect(goalIds(living('the remote lies always on the armchair'))).toEqual(['put-away']);
  });
});
