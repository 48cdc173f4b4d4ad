/**
 * Everyday English as people type it (issue 38), read from the knowledge files: text-speak and
 * contractions without their apostrophe, letters held for emphasis, chat, the people, times,
 * places and parts of the body a request mentions without asking anything of them, phrasal verbs
 * of household commands and the everyday words of needs. None of these words turns a request into
 * another task: what cannot be done is still refused.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { spoken } from '../../../../src/planning/offline/understand/speech.js';
import { knownWords } from '../../../../src/planning/offline/understand/request-reader.js';
import { readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const living = readerIn('FloorPlan201');
const bedroom = readerIn('FloorPlan301');
const bathroom = readerIn('FloorPlan401');

/** The conditions of each alternative of the goal read. */
function all(u: Understanding): unknown {
  if (u.kind !== 'goal') throw new Error(`no goal: ${JSON.stringify(u)}`);
  return u.goal.alternatives.map((a) => a.all);
}

function title(u: Understanding): string {
  if (u.kind === 'goal') return u.goal.title;
  if (u.kind === 'tie') return u.options.map((o) => o.title).join(' | ');
  throw new Error(`no goal: ${JSON.stringify(u)}`);
}

describe('text-speak and contractions typed without the apostrophe', () => {
  const known = knownWords(kitchen.knowledge, kitchen.vocabulary);
  const said = (text: string) => spoken(text, kitchen.knowledge.speech, known, (w) => kitchen.vocabulary.isNoun(w));

  it('spells out chat forms and apostrophe-less contractions', () => {
    expect(said('r u free tmrw').text).toBe('are you free tomorrow');
    expect(said('hes asleep and theres a mug').text).toBe('he is asleep and there is a mug');
    expect(said('whats up, shouldve asked b4').text).toBe('what is up, should have asked before');
  });

  it('"its" before a word that names no thing is "it is"; before a thing or a part of one it is whose', () => {
    expect(said('its that grimy').text).toBe('it is that grimy');
    expect(said('i think its the mug').text).toBe('i think it is the mug');
    expect(said('its freezing').text).toBe('it is freezing');
    expect(said('put the lid back on its pot').text).toBe('put the lid back on its pot');
    expect(said('its handle is broken').text).toBe('its handle is broken');
  });

  it('letters held for emphasis are the word, and the reading says so', () => {
    expect(said('im sooo hungry')).toEqual({ text: 'i am so hungry', slips: [{ from: 'sooo', to: 'so' }] });
    expect(said('pleeease').text).toBe('please');
    // A run that is no known word shortened stays as it is.
    expect(said('zzzzt the kettle').slips).toEqual([]);
  });

  it('a word further than the edits allowed from every known word is no slip, even from the only one near: "jogging" is not "joints"', () => {
    expect(said('thirsty after jogging').slips).toEqual([]);
  });

  it('a word now known is no slip of another: "tripping" is not "dripping", "trying" not "frying"', () => {
    expect(said('keep tripping over the mug').slips).toEqual([]);
    expect(said('trying to find the mug').slips).toEqual([]);
  });
});

describe('phrasal verbs of household commands', () => {
  it('switching: "flick ... on", "kill the lights"', () => {
    expect(all(living('flick the floor lamp on yeah'))).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
    expect(all(living('can u flick the telly on x'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
    expect(all(living('kill the light pls'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    // "Pop ... off" is switching off, never picking the switch up; "pop ... off the bed" still moves a thing off it.
    expect(all(bedroom('can u pop the big light off'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(all(bedroom('pop the book off the bed'))).toEqual([[{ exists: { type: 'Book', notIn: ['Bed'], isPickedUp: false } }]]);
  });

  it('finding and handing over: "dig out", "fish out", "pass me", "chuck me", "chuck us" (handing, not binning)', () => {
    const held = [[{ exists: { type: 'RemoteControl', is: ['held'] } }]];
    expect(all(living('fish out the remote for me'))).toEqual(held);
    expect(all(living('dig out the remote'))).toEqual(held);
    expect(all(living('pass me the remote yeah'))).toEqual(held);
    expect(all(living('chuck me the remote'))).toEqual(held);
    expect(all(living('chuck us the remote'))).toEqual(held);
    expect(JSON.stringify(all(living('chuck the remote')))).toContain('GarbageCan');
  });

  it('"get rid of", "chuck out": into the bin, of that thing alone', () => {
    const binned = all(living('get rid of the newspaper'));
    expect(JSON.stringify(binned)).toContain('"Newspaper"');
    expect(JSON.stringify(binned)).toContain('GarbageCan');
    expect(all(living('chuck the newspaper out'))).toEqual(binned);
    // What no robot can carry is asked for as said, never replaced by another task (the search then finds no program).
    expect(JSON.stringify(all(living('get rid of the sofa')))).toMatch(/^\[\[\{"exists":\{"type":"Sofa".*GarbageCan/);
  });

  it('a verb of these on what the world lacks is still refused: "flick the cat", "fish" to eat', () => {
    expect(living('flick the cat').kind).toBe('none');
    expect(kitchen('I want fish for dinner').kind).toBe('none');
  });
});

describe('people, times, places and the body: known, asking nothing', () => {
  it('a request that mentions them reads as what it asks', () => {
    expect(all(living('my mates are coming round at 8 on friday, can u turn the tv on'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
    expect(title(kitchen('been on my feet all day, could you put the kettle on'))).toBe('boiled water');
    expect(all(bedroom('the landlord is coming in twenty mins, turn the lamp on'))).toEqual([[{ exists: { type: 'DeskLamp', is: ['on'] } }]]);
  });

  it('alone they ask for nothing: no task is read from them', () => {
    expect(kitchen('my boss is coming on friday').kind).toBe('none');
    expect(bedroom('nearly broke my ankle this morning').kind).toBe('none');
  });
});

describe('the everyday words of needs', () => {
  it('a quiet night, bedtime, the light turned down, caught in the rain', () => {
    expect(title(living('fancy vegging out in front of the telly'))).toMatch(/TV/);
    expect(all(living('can you dim the lights'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(all(bathroom('got caught in the rain, dripping everywhere'))).toEqual([[{ exists: { type: ['Towel', 'HandTowel'], is: ['held'] } }]]);
    expect(title(kitchen('I could eat a horse'))).toMatch(/something to eat/);
    expect(title(kitchen('something veggie for lunch'))).toBe('a salad');
  });

  it('"a brew" is a drink this world does not have: refused, never coffee in its place', () => {
    const u = kitchen('brew some tea');
    expect(u.kind === 'none' && u.reason).toMatch(/'brew' asks for a drink this world does not have/);
  });
});

describe('a phrasal verb that starts on a filler ("get rid of")', () => {
  it('reads in a request of several clauses, on what "it" names', () => {
    const u = living('the newspaper is on the sofa, get rid of it');
    expect(JSON.stringify(all(u))).toMatch(/"Newspaper".*GarbageCan/);
  });
});

describe('what is left of a used-up roll', () => {
  it('"just the empty cardboard tube on the holder" asks for a fresh roll there', () => {
    expect(all(bathroom("someone's left just the empty cardboard tube on the holder again"))).toEqual([[{ exists: { type: 'ToiletPaper', directlyIn: 'ToiletPaperHanger', isUsedUp: false } }]]);
  });
});

describe('a table laid for a meal', () => {
  const dining = readerIn('FloorPlan15');
  const laid = [[{ exists: { type: ['Plate', 'Bowl'], in: 'DiningTable' } }, { exists: { type: ['Fork', 'Spoon', 'Knife', 'ButterKnife'], in: 'DiningTable' } }]];
  it('"set the table", "lay the table for dinner", "the table is bare": a dish and cutlery on the dining table, not the table held nor a meal', () => {
    expect(all(dining('set the table'))).toEqual(laid);
    expect(all(dining('lay the table for dinner'))).toEqual(laid);
    expect(all(dining('friends are coming for dinner at 7 and the table is completely bare'))).toEqual(laid);
  });

  it('a kitchen with no dining table is refused saying so; guests told of beside a command ask nothing more', () => {
    const u = kitchen('set the table');
    expect(u.kind === 'none' && u.reason).toMatch(/needs a DiningTable: this Kitchen has none/);
    expect(JSON.stringify(all(dining("we've got guests coming for dinner, can you get the wine chilling?")))).not.toContain('DiningTable');
  });
});

describe("chat's politeness and timing, and a phone gone flat", () => {
  it('"no worries", "in a sec", "any chance you could", "while you are at it" ask nothing', () => {
    const on = [[{ exists: { type: 'FloorLamp', is: ['on'] } }]];
    expect(all(living('no worries, turn on the lamp in a sec'))).toEqual(on);
    expect(all(living('any chance you could turn the lamp on'))).toEqual(on);
    expect(all(living('while youre at it, switch the lamp on'))).toEqual(on);
  });

  it('"my phone died" asks for charging, which no skill does: refused saying so; "my phone is dead" tells of it and is asked about, never a task', () => {
    const u = bedroom('my phone died');
    expect(u.kind === 'none' && u.reason).toMatch(/asks for charging/);
    expect(bedroom('my phone is dead').kind).toBe('ask');
  });
});

describe("everyday names of the room's other things", () => {
  it('"the toilet brush" is the ScrubBrush; "brush my teeth" is still no skill\'s', () => {
    expect(all(bathroom('grab me the toilet brush'))).toEqual([[{ exists: { type: 'ScrubBrush', is: ['held'] } }]]);
    const u = bathroom('brush my teeth');
    expect(u.kind === 'none' && u.reason).toMatch(/asks for looking after a person/);
  });
});

describe('a blocked toilet', () => {
  it('"the toilet\'s blocked again" brings the plunger; unblocking it, or flushing, is still no skill\'s', () => {
    expect(all(bathroom("uh oh, the toilet's blocked again"))).toEqual([[{ exists: { type: 'Plunger', is: ['held'] } }]]);
    const unblock = bathroom('can you unblock the toilet');
    expect(unblock.kind === 'none' && unblock.reason).toMatch(/asks for unblocking a toilet, sink or drain/);
    const flush = bathroom('flush the loo');
    expect(flush.kind === 'none' && flush.reason).toMatch(/asks for flushing/);
  });
});

describe('what the person is trying to do is told, not asked', () => {
  it('"trying to buy tickets ..., where did i put my card" brings the card; "buy me some milk" is still shopping', () => {
    expect(all(bedroom('trying to buy tickets online and i need my card, where did i put it'))).toEqual([[{ exists: { type: 'CreditCard', is: ['held'] } }]]);
    const u = bedroom('buy me some milk');
    expect(u.kind === 'none' && u.reason).toMatch(/asks for shopping/);
  });
});

describe('a runny nose', () => {
  it('"got any tissues? my nose won\'t stop running" asks for a box of tissues not used up, brought; a room with none refuses saying so', () => {
    const tissues = [[{ exists: { type: 'TissueBox', is: ['held'], isUsedUp: false } }]];
    expect(all(living("got any tissues? my nose won't stop running"))).toEqual(tissues);
    expect(all(living('achoo, need a tissue'))).toEqual(tissues);
    const u = kitchen('my nose is running');
    expect(u.kind === 'none' && u.reason).toMatch(/needs a TissueBox: this Kitchen has none/);
  });
});

describe('more everyday words (everyday-blind15)', () => {
  const living205 = readerIn('FloorPlan205');
  const bathroom407 = readerIn('FloorPlan407');

  it('the footie is something to watch; "starts", "important", "urgent" ask nothing', () => {
    expect(title(living205('the footie starts soon'))).toContain('TV');
    expect(bedroom("my phone is off and I'm waiting on an urgent call").kind).not.toBe('none');
  });

  it('a shower curtain left shut, or going mouldy, is the shower aired', () => {
    expect(title(bathroom407('the shower curtain is still shut'))).toBe('the shower left open to dry');
    expect(title(bathroom407('that shower curtain gets mouldy')).length).toBeGreaterThan(0);
  });

  it('where the person is back from asks nothing: a cuppa is still the hot drink', () => {
    expect(title(kitchen("dying for a cuppa, just back from the shops"))).not.toContain('water to drink');
  });
});

describe('the toilet needed, and a thing lacking in a state (everyday-blind15)', () => {
  it('someone needing the loo is the toilet lid lifted', () => {
    for (const text of ['I need the loo', "the twins are bursting for a wee"]) {
      expect(all(bathroom(text)), text).toEqual([[{ exists: { type: 'Toilet', is: ['open'] } }]]);
    }
  });

  it('"there isn\'t one clean X" is the thing cleaned, as "out of clean X" is', () => {
    const kitchen3 = readerIn('FloorPlan3');
    expect(all(kitchen3("there isn't a single clean mug"))).toEqual([[{ exists: { type: 'Mug', was: { in: 'SinkBasin', whileOn: true }, is: ['clean'] } }]]);
    expect(all(kitchen3("there's no clean plate"))).toEqual([[{ exists: { type: 'Plate', was: { in: 'SinkBasin', whileOn: true }, is: ['clean'] } }]]);
  });
});

describe('when, left on, left about and smells (everyday-blind15)', () => {
  it('a TV on all day is switched off', () => {
    expect(all(living("the tv has been on all day and nobody's watching"))).toEqual([[{ none: { type: 'Television', is: ['on'] } }]]);
  });

  it('a room said to stink is the smell seen to (a candle lit); the bin said to, the rubbish', () => {
    expect(title(bathroom('ugh the bathroom stinks'))).toContain('candle');
    expect(title(kitchen('the bin stinks'))).not.toContain('candle');
  });
});

describe('dishes piling up, bread going hard, paying online (everyday-blind15)', () => {
  it('dishes said to be piling up are the dishes washed', () => {
    expect(title(kitchen("the washing up is piling up again"))).toBe('clean dishes');
  });

  it('bread that would go hard is kept in the fridge', () => {
    expect(JSON.stringify(all(kitchen('the loaf will go hard sitting there')))).toContain('Fridge');
  });

  it('paying or shopping online is the person\'s doing, no errand refused: the card sought is brought', () => {
    expect(all(bedroom('where is my bank card, I want to pay for something online'))).toEqual([[{ exists: { type: 'CreditCard', is: ['held'] } }]]);
  });
});

describe('terms of address, things stepped on, blinds left shut (everyday-blind15)', () => {
  const kitchen5 = readerIn('FloorPlan5');
  const bedroom306 = readerIn('FloorPlan306');

  it('"love", "dear" after a command address the robot: the command, never a dish its thing would make', () => {
    for (const text of ['put the eggs away in the fridge love', 'could you put the eggs in the fridge dear']) {
      const u = kitchen5(text);
      expect(u.kind === 'goal' ? u.goal.id : u, text).toBe('as-asked');
    }
  });

  it('a thing someone may step on is put away', () => {
    const u = bedroom306("the laptop is on the floor, someone will tread on it");
    expect(u.kind === 'goal' ? u.goal.id : u).toBe('put-away');
  });

  it('blinds said to be still shut are opened', () => {
    expect(title(bedroom306("the blinds are still shut and it's midday"))).toBe('the blinds open');
  });
});

describe('spuds, prepping and ice (everyday-blind15)', () => {
  const kitchen8 = readerIn('FloorPlan8');

  it('spuds are potatoes: "get the spuds on" cooks them, never any meal', () => {
    const u = kitchen8('get the spuds on for tea');
    expect(u.kind === 'goal' ? u.goal.id : u).toBe('cooked-potato');
  });

  it('veg that needs prepping is cut', () => {
    expect(JSON.stringify(all(kitchen8('the veg needs prepping')))).toContain('sliced');
  });

  it('ice is none of this world\'s things: said alone, it is refused saying so', () => {
    expect(kitchen8('can I have some ice').kind).toBe('none');
  });
});

describe('everyday ways of saying what is wanted (a fresh blind suite, blind18)', () => {
  const kitchen5 = readerIn('FloorPlan5');
  const bedroom307 = readerIn('FloorPlan307');
  const bathroom425 = readerIn('FloorPlan425');

  it('pills to take are a drink ("nothing to wash them down with"), never washing anything', () => {
    expect(all(kitchen5("gotta take my tablets and i've got nothing to wash them down with"))).toEqual([[{ exists: { type: ['Cup', 'Mug', 'Bottle'], fillLiquid: 'water' } }]]);
  });

  it('spuds are potatoes; "unless" parts a clause ("won\'t eat breakfast unless it\'s toast" asks for toast in every reading)', () => {
    expect(title(kitchen('spuds in the microwave pls'))).toMatch(/potato/);
    const u = kitchen("my little one won't eat any breakfast unless it's toast, sorry");
    for (const alternative of all(u) as unknown[][]) expect(alternative).toContainEqual({ exists: { type: 'BreadSliced', is: ['cooked'] } });
  });

  it('a thing the person cannot reach, or far from them, is handed over', () => {
    expect(all(bedroom307("can't reach the remote from bed and my programme's about to start"))).toEqual([[{ exists: { type: 'RemoteControl', is: ['held'] } }]]);
    expect(all(bathroom("the soap's all the way over on the bath and i'm stood at the sink"))).toEqual([[{ exists: { type: ['SoapBar', 'SoapBottle'], is: ['held'] } }]]);
  });

  it('"for the life of me" asks nothing; a card to sign asks for a pen; a quick once-over is a clean', () => {
    expect(all(living("I can't for the life of me find my keys"))).toEqual([[{ exists: { type: 'KeyChain', is: ['held'] } }]]);
    expect(title(bedroom('I need to sign this form'))).toMatch(/pen/);
    expect(title(bathroom('could the bathroom get a quick once-over'))).toMatch(/mirror|clean/i);
  });

  it('a thing sitting in a place it does not belong is put away', () => {
    expect(all(bathroom425("there's a soggy bar of soap sitting in the basin, yuck"))).toEqual([[{ none: { type: 'SoapBar', notIn: ['Cabinet'] } }]]);
  });

  it('just up is waking (was: "it did not understand \'woke\'")', () => {
    expect(all(kitchen('I just woke up'))).toEqual([[{ exists: { type: ['Mug', 'Cup'], in: 'CoffeeMachine', fillLiquid: 'coffee' } }]]);
  });
});
