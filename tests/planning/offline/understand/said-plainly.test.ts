/**
 * Everyday wording the reader takes as it is meant (issue 38): a curtain pulled back or across, the
 * gym ahead as where the person is going, what they cannot go without, and a thing asked of with
 * "can they" after a telling that names it.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as conditions, readerIn } from './reader-in.js';

describe('a curtain pulled', () => {
  const bathroom = readerIn('FloorPlan420');
  it('back is opened, across is closed', () => {
    expect(conditions(bathroom('pull the shower curtain back so I can have a look'))).toEqual([[{ exists: { type: 'ShowerCurtain', is: ['open'] } }]]);
    expect(conditions(bathroom('pull the shower curtain across'))).toEqual([[{ exists: { type: 'ShowerCurtain', is: ['closed'] } }]]);
  });
});

describe('what the person cannot go without', () => {
  const living = readerIn('FloorPlan222');
  it('is wanted in hand, never left out; the gym ahead is no wash', () => {
    expect(conditions(living("off to the gym in 5, can't go without my watch"))).toEqual([[{ exists: { type: 'Watch', is: ['held'] } }]]);
    expect(conditions(living("can't leave without my watch"))).toEqual([[{ exists: { type: 'Watch', is: ['held'] } }]]);
  });
});

describe('a thing asked of with "can they"', () => {
  it('is the thing the telling before it names', () => {
    const read = readerIn('FloorPlan204')('my keys keep zorping, can they go in the box');
    expect(conditions(read)).toEqual([[{ exists: { type: 'KeyChain', directlyIn: 'Box' } }]]);
  });
});

describe('a use asked for where the room lacks its thing', () => {
  const bedroom = readerIn('FloorPlan302');
  it('is the use of the thing named that serves the same need', () => {
    const read = bedroom('wanna watch something on my laptop');
    expect(read.kind === 'goal' && read.goal.alternatives[0]!.all).toEqual([{ exists: { type: 'Laptop', is: ['open', 'on'] } }]);
  });

  it('is the laptop named in any room, the television beside it too (was: the TV on, the laptop left off)', () => {
    const living = readerIn('FloorPlan219');
    const laptop = [[{ exists: { type: 'Laptop', is: ['open', 'on'] } }]];
    expect(conditions(living('I want to watch a film on the laptop'))).toEqual(laptop);
    expect(conditions(living('can I watch netflix on my laptop'))).toEqual(laptop);
    expect(conditions(living('I want to watch a film'))).not.toEqual(laptop);
  });

  it('is still refused, saying what is missing, when nothing named serves it', () => {
    const read = bedroom('I want to watch something');
    expect(read.kind === 'none' && read.reason).toMatch(/needs a Television: this Bedroom has none/);
  });
});

describe('a thing that switches told of as still on', () => {
  it('is switched off, that thing alone', () => {
    expect(conditions(readerIn('FloorPlan201')("the telly's still on and nobody's watching"))).toEqual([[{ none: { type: 'Television', is: ['on'] } }]]);
    expect(conditions(readerIn('FloorPlan401')("the tap's dripping"))).toEqual([[{ none: { type: 'Faucet', is: ['on'] } }]]);
    expect(conditions(readerIn('FloorPlan1')('I think I left the hob on'))).toEqual([[{ none: { type: 'StoveKnob', is: ['on'] } }]]);
    // The hob as "the gas", and gas smelt (were: "did not understand 'gas'").
    expect(conditions(readerIn('FloorPlan1')('I think I left the gas on'))).toEqual([[{ none: { type: 'StoveKnob', is: ['on'] } }]]);
    expect(conditions(readerIn('FloorPlan1')("there's a smell of gas"))).toEqual([[{ none: { type: 'StoveKnob', is: ['on'] } }]]);
  });

  it('never when the person is the one dripping, or asks to keep it on', () => {
    expect(conditions(readerIn('FloorPlan401')("I'm dripping"))).toEqual([[{ exists: { type: ['Towel', 'HandTowel'], is: ['held'] } }]]);
    expect(conditions(readerIn('FloorPlan201')('leave the telly on'))).toEqual([[{ exists: { type: 'Television', is: ['on'] } }]]);
  });
});

describe('a thing that opens told of as left open', () => {
  const kitchen = readerIn('FloorPlan5');
  it('is closed, that thing alone; asked open, it is opened', () => {
    expect(conditions(kitchen('the fridge door is open'))).toEqual([[{ none: { type: 'Fridge', is: ['open'] } }]]);
    expect(conditions(kitchen("the drawer's wide open"))).toEqual([[{ none: { type: 'Drawer', is: ['open'] } }]]);
    expect(conditions(kitchen('open the fridge'))).toEqual([[{ exists: { type: 'Fridge', is: ['open'] } }]]);
  });
});

describe('the bathroom in plain words', () => {
  const bathroom = readerIn('FloorPlan405');
  it('a steamed-up mirror is wiped; just out of the bath is a towel; about to get in is the bath run', () => {
    expect(conditions(readerIn('FloorPlan401')("the mirror's all steamed up"))).toEqual([[{ exists: { type: 'Mirror' } }, { none: { type: 'Mirror', is: ['dirty'] } }]]);
    expect(conditions(bathroom("I've just got out of the shower"))).toEqual([[{ exists: { type: ['Towel', 'HandTowel'], is: ['held'] } }]]);
    const bath = bathroom("I'm about to get in the bath");
    expect(bath.kind === 'goal' && bath.goal.title).toBe('a bath running');
  });
});

describe('a number of a time', () => {
  it('is no count of what is made ("breakfast in 5 mins"); a count is ("2 slices of toast")', () => {
    const kitchen = readerIn('FloorPlan10');
    expect(conditions(kitchen('breakfast in 5 mins please'))).toEqual([[{ exists: { type: 'EggCracked', is: ['cooked'] } }], [{ exists: { type: 'BreadSliced', is: ['cooked'] } }]]);
    expect(conditions(kitchen('make 2 slices of toast'))).toEqual([[{ count: { type: 'BreadSliced', is: ['cooked'] }, atLeast: 2 }]]);
  });
});

describe('how a room feels, in plain words', () => {
  it('roasting is too hot; a state is a mess', () => {
    expect(conditions(readerIn('FloorPlan10')("it's roasting in here"))).toEqual([[{ exists: { type: ['Cup', 'Mug', 'Bottle'], fillLiquid: 'water' } }]]);
    const read = readerIn('FloorPlan211')("the room's a state");
    expect(read.kind === 'goal' && read.reading.words).toContain('a state');
  });
});

describe('a fixture wished for', () => {
  const bathroom = readerIn('FloorPlan410');
  it('is its use, never a thing asked about ("I want a bath"); the shower turned off is off', () => {
    expect(bathroom('I want a bath').kind === 'goal' && (bathroom('I want a bath') as { goal: { title: string } }).goal.title).toBe('a bath running');
    expect(conditions(bathroom('I need a shower'))).toEqual([[{ exists: { type: 'ShowerHead', is: ['on'] } }]]);
    expect(conditions(bathroom('turn the shower off'))).toEqual([[{ none: { type: 'ShowerHead', is: ['on'] } }]]);
  });

  it('is its use however it is wished ("I could do with a bath", "a bath would be nice" were asked about)', () => {
    for (const text of ['I could do with a bath', 'a bath would be nice', 'time for a bath']) expect(conditions(bathroom(text)), text).toEqual(conditions(bathroom('I want a bath')));
  });

  it('while a thing one hands over is handed over', () => {
    expect(conditions(readerIn('FloorPlan201')('I want a book'))).toEqual([[{ exists: { type: 'Book', is: ['held'] } }]]);
  });
});

describe('the shower told of as still on', () => {
  it('is turned off, never run', () => {
    const bathroom = readerIn('FloorPlan410');
    for (const said of ["the shower's still on", 'someone left the shower running']) expect(conditions(bathroom(said))).toEqual([[{ none: { type: 'ShowerHead', is: ['on'] } }]]);
  });
});

describe('somewhere dry', () => {
  it('is where things are stored, never the roll on its holder', () => {
    expect(conditions(readerIn('FloorPlan410')('put the toilet roll somewhere dry'))).toEqual([[{ exists: { type: 'ToiletPaper', directlyIn: ['Drawer'] } }]]);
  });
});

describe('a use standing in where the room lacks what serves a need best', () => {
  it('is the ceiling light to read by where there is no lamp; a lamp where there is one', () => {
    expect(conditions(readerIn('FloorPlan310')('I want to do some reading'))).toEqual([[{ none: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(conditions(readerIn('FloorPlan301')('I want to do some reading'))).toEqual([[{ exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]]);
  });

  it('never one kept to a thing not named (boredom in a bedroom with no television is no laptop)', () => {
    const read = readerIn('FloorPlan301')("I'm bored");
    expect(read.kind === 'none' && read.reason).toMatch(/needs a Television/);
  });
});

describe('a hot drink wished for in the words of tea', () => {
  it('is the need for a hot drink however it opens ("I\'m gasping for a cuppa"): a coffee or the kettle, asked which', () => {
    const read = readerIn('FloorPlan1')("I'm gasping for a cuppa");
    expect(read.kind === 'tie' && read.options.map((o) => o.id)).toEqual(['coffee', 'boiled-water']);
  });

  it('while tea made is still refused, saying why', () => {
    const read = readerIn('FloorPlan1')('make me a cup of tea');
    expect(read.kind === 'none' && read.reason).toMatch(/a drink this world does not have/);
  });
});

describe('bedtime and things gone walkabout', () => {
  it('"time for bed" leaves the room for the night; a remote gone walkabout is found', () => {
    const night = readerIn('FloorPlan207')('time for bed');
    expect(night.kind === 'goal' && night.goal.id).toBe('room-left');
    expect(conditions(readerIn('FloorPlan207')("the remote's gone walkabout"))).toEqual([[{ exists: { type: 'RemoteControl', is: ['held'] } }]]);
  });
});

describe('teeth to brush', () => {
  it('is the tap run at the sink for the person, as for hands; the toilet brush is still a brush', () => {
    const read = readerIn('FloorPlan426')("I'm going to brush my teeth");
    expect(read.kind === 'goal' && read.goal.title).toBe('the tap running at the sink');
    expect(conditions(readerIn('FloorPlan426')('pass me the toilet brush'))).toEqual([[{ exists: { type: 'ScrubBrush', is: ['held'] } }]]);
  });
});

describe('a thing left where people sit', () => {
  it('is put away off the seats ("nearly sat on my laptop again"), never switched off or set up', () => {
    const read = readerIn('FloorPlan207')('nearly sat on my laptop again, someone always leaves it on the sofa');
    expect(read.kind === 'goal' && read.goal.title).toBe('the laptop put away');
  });

  it('"left the laptop on the sofa" says where it is, not that it is on', () => {
    const read = readerIn('FloorPlan207')('someone left the laptop on the sofa');
    expect(read.kind === 'goal' && read.goal.title).not.toBe('it switched off');
  });
});

describe('a vessel of a liquid this world pours, asked with a verb', () => {
  it('is the vessel filled ("get me a glass of water"), never the glass and the tap handed over', () => {
    const kitchen = readerIn('FloorPlan1');
    for (const said of ['get me a glass of water', 'could I get a glass of water', 'bring me a glass of water please']) {
      expect(conditions(kitchen(said))).toEqual([[{ exists: { type: ['Cup', 'Mug', 'Bottle'], fillLiquid: 'water' } }]]);
    }
  });
});

describe('a bath running over', () => {
  it('has its taps turned off, never the bin seen to', () => {
    expect(conditions(readerIn('FloorPlan402')("the bath's overflowing"))).toEqual([[{ none: { type: 'Faucet', is: ['on'] } }]]);
  });
});

describe('"crack ... open"', () => {
  it('opens a little, never breaks ("crack the blinds open a bit" was refused as breaking them); an egg is still cracked', () => {
    const bedroom = readerIn('FloorPlan303');
    expect(conditions(bedroom('crack the blinds open a bit'))).toEqual([[{ exists: { type: 'Blinds', is: ['open'] } }]]);
    expect(conditions(readerIn('FloorPlan3')('crack the egg'))).toEqual([[{ exists: { type: 'Egg', is: ['broken'] } }]]);
  });
});
