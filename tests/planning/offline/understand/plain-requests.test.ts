/**
 * Plainly typed everyday requests (issue 38): what no skill does opening a clause is asked even
 * where a "'s" reads as "is"; a bath wished for is a bath. Sentences of our own (made-up words
 * stand for words no list will ever hold); real reader, real knowledge, real scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

const bathroom = readerIn('FloorPlan430');

describe('an activity no skill does, opening a clause on a thing, is asked', () => {
  it('is refused, though a need is said beside it and "\'s" reads as "is"', () => {
    expect(refusalOf(bathroom("trim the zorp's nails while he's calm"))).toMatch(/^'trim' asks for cutting or doing hair/);
    expect(refusalOf(bathroom("trim his claws, he's calm"))).toMatch(/^'trim' asks for cutting or doing hair/);
  });

  it('still read as before: such a word that tells is no activity asked', () => {
    expect(bathroom('hair is everywhere in the bath, gross')).toMatchObject({ kind: 'ask' });
  });
});

describe('a bath wished for is a bath', () => {
  it('"need a bath", "fancy a bath", "run a bath": the bath running', () => {
    for (const text of ['they need a bath', 'I fancy a bath', 'can you run a bath please']) expect(goalIds(bathroom(text)), text).toEqual(['tap-running']);
  });
});

describe('a thing at risk or on show is put away', () => {
  const living = readerIn('FloorPlan217');
  const bedroom = readerIn('FloorPlan303');
  it('"keeps grabbing" is a habit told of someone, not a command to keep: the thing shut away', () => {
    expect(living('the zorp keeps grabbing the remote')).toMatchObject({ kind: 'goal', goal: { title: 'the remote put away' } });
  });

  it('"out on show", "I keep catching that vase": put away', () => {
    expect(living("I don't like my keys being out on show")).toMatchObject({ kind: 'goal', goal: { title: 'the keys put away' } });
    expect(bedroom('I keep catching that vase with my zorp')).toMatchObject({ kind: 'goal', goal: { title: 'the vase put away' } });
  });
});

describe('a thing somewhere unknown is sought', () => {
  const living = readerIn('FloorPlan211');
  it('"in a drawer somewhere", "slipped down the sofa": the thing a person can be handed, not where it is', () => {
    expect(conditionsOf(living("my card's in a drawer somewhere"))).toEqual([[{ exists: { type: 'CreditCard', is: ['held'] } }]]);
    expect(conditionsOf(living("my phone's slipped down the sofa"))).toEqual([[{ exists: { type: 'CellPhone', is: ['held'] } }]]);
  });

  it('still read as before: a command saying where it goes seeks nothing ("put my phone away somewhere")', () => {
    expect(living('put my phone away somewhere I can not grab it')).toMatchObject({ kind: 'goal', goal: { title: 'put my phone away somewhere' } });
    // Where an unknown deed puts it is no thing said to be somewhere.
    expect(living('can you zorp my bank cards away somewhere safe')).toMatchObject({ kind: 'none', notUnderstood: ['zorp'] });
  });

  it('where the person goes, whom they see, and the events they go to ask nothing here', () => {
    expect(conditionsOf(living("I think my phone's slipped down the sofa and I need to ring the garage"))).toEqual([[{ exists: { type: 'CellPhone', is: ['held'] } }]]);
    expect(conditionsOf(living("the builders are in tomorrow and tickets for the gig go on sale, my card's in a drawer somewhere"))).toEqual([[{ exists: { type: 'CreditCard', is: ['held'] } }]]);
  });
});

describe('needs in everyday words', () => {
  const living = readerIn('FloorPlan217');
  const bathroom402 = readerIn('FloorPlan402');
  const bedroom = readerIn('FloorPlan307');
  it('too quiet is the TV; what the person is doing meanwhile asks nothing', () => {
    expect(living("it's way too quiet in here")).toMatchObject({ kind: 'goal', goal: { id: 'relax-living' } });
    expect(living("it's far too quiet while I'm zorping")).toMatchObject({ kind: 'goal', goal: { id: 'relax-living' } });
    expect(living("it's far too quiet while I'm dusting")).toMatchObject({ kind: 'goal', goal: { id: 'relax-living' } });
  });

  it('night falling is dark, not daylight', () => {
    // The room's ceiling light starts on (its scene): turning it on would change nothing, so a lamp is what is offered (already-so.ts).
    expect(goalIds(living('it gets pitch black in the corner once the sun goes down'))).toEqual(['lamp-on']);
  });

  it('a cold said with how bad it is, is the illness: tissues to hand', () => {
    expect(bathroom402("I've got a stinking cold")).toMatchObject({ kind: 'goal', goal: { title: 'the tissues brought to you' } });
  });

  it('a thing to go in the wash is laundry for the basket', () => {
    expect(goalIds(bedroom('the cloth wants to go in the wash'))).toContain('laundry-in-hamper');
  });
});

describe('a thing said lacking is wanted', () => {
  const kitchen = readerIn('FloorPlan20');
  const spoonHeld = [[{ exists: { type: 'Spoon', is: ['held'] } }]];
  it('"there\'s no spoon", "I\'ve got a zorp and no spoon": the spoon brought, "and no" after having no leave-out', () => {
    expect(conditionsOf(kitchen("there's no spoon"))).toEqual(spoonHeld);
    expect(conditionsOf(kitchen("I've got a zorp here and no spoon"))).toEqual(spoonHeld);
    expect(conditionsOf(kitchen("sorry to be a pain but I've got a zorp and no spoon"))).toEqual(spoonHeld);
  });

  it('still read as before: "no X" beside a need leaves it out; a thing lacking somewhere is no thing to hand', () => {
    expect(kitchen("I'm hungry and no eggs please")).toMatchObject({ kind: 'goal', goal: { id: 'meal' } });
    expect(kitchen('there are no plates on the table')).toMatchObject({ kind: 'ask' });
  });
});

describe('eating what the room has not, and what the room has to eat with', () => {
  const kitchen = readerIn('FloorPlan7');
  const cutlery = [[{ exists: { type: 'Spoon', is: ['held'] } }], [{ exists: { type: 'Fork', is: ['held'] } }]];
  it('"nothing to eat it with": a spoon or fork brought, the dish the person has set aside, no meal made', () => {
    expect(conditionsOf(kitchen('got my soup all ready and ive got nothing to eat it with'))).toEqual(cutlery);
    expect(conditionsOf(kitchen('dinner is ready but where is the cutlery'))).toEqual(cutlery);
    expect(kitchen("I'm starving, I've got nothing to eat")).toMatchObject({ kind: 'goal', goal: { id: 'meal' } });
  });

  it('a sandwich is made as TEACh makes one: two slices of bread and a filling on a plate', () => {
    expect(conditionsOf(kitchen("I've got nothing for lunch tomorrow... a sandwich would do me"))).toEqual([
      [{ count: { type: 'BreadSliced', in: 'Plate' }, atLeast: 2 }, { exists: { type: ['LettuceSliced', 'TomatoSliced'], in: 'Plate' } }],
    ]);
  });

  it('a food the world has not, asked for alone, is still refused saying so', () => {
    expect(refusalOf(kitchen('I fancy some soup'))).toMatch(/'soup' asks for a food this world does not have/);
  });

  it('what the person will make themselves is theirs: only what they ask of a robot is planned', () => {
    const sliced = [[{ exists: { type: 'Bread', is: ['sliced'] } }]];
    expect(conditionsOf(kitchen("Slice up the bread, I'll make sandwiches later."))).toEqual(sliced);
    expect(conditionsOf(kitchen("I'm gonna make dinner, can you wash the pan"))).toEqual([[{ exists: { type: 'Pan', was: { in: 'SinkBasin', whileOn: true }, is: ['clean'] } }]]);
    // Having is wishing: "I'll have some toast" asks for it.
    expect(kitchen("I'll have some toast please")).toMatchObject({ kind: 'goal', goal: { id: 'toast' } });
  });

  it('what the person did is told: no command of its words ("I\'ve cooked an egg, can you put it on a plate")', () => {
    expect(conditionsOf(kitchen("I've cooked an egg, can you put it on a plate"))).toEqual(conditionsOf(kitchen('put the egg on a plate')));
    expect(conditionsOf(kitchen('I washed the apple, now put it in the fridge'))).toEqual(conditionsOf(kitchen('put the apple in the fridge')));
    expect(kitchen("I've cooked an egg")).toMatchObject({ kind: 'none' });
    // A wish said in the past still asks.
    expect(kitchen('I wanted a coffee')).toMatchObject({ kind: 'goal', goal: { id: 'coffee' } });
  });

  it('"there isn\'t a single clean plate": a plate cleaned, as "we\'re out of clean plates" is', () => {
    const clean = [[{ exists: { type: 'Plate', was: { in: 'SinkBasin', whileOn: true }, is: ['clean'] } }]];
    expect(conditionsOf(kitchen("there isn't a single clean plate for my tea tonight"))).toEqual(clean);
    expect(conditionsOf(kitchen("there's not one clean plate"))).toEqual(clean);
  });

  it('"get a bowl down": fetched', () => {
    expect(conditionsOf(kitchen('could you get a bowl down for me?'))).toEqual([[{ exists: { type: 'Bowl', is: ['held'] } }]]);
  });
});

describe('a light whose bulb has gone', () => {
  const living = readerIn('FloorPlan216');
  it('is told, however said: another light is put on, and changing the bulb is still refused', () => {
    const lamp = [[{ exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]];
    expect(conditionsOf(living("The big light's bulb just went pop and now I can barely see a thing in here"))).toEqual(lamp);
    expect(conditionsOf(living('the bulb went pop'))).toEqual(lamp);
    expect(refusalOf(living('can you change the bulb'))).toMatch(/^'bulb' asks for changing a light bulb/);
  });
});

describe('a clock too loud to sleep by', () => {
  const bedroom = readerIn('FloorPlan309');
  it('is set down away from the bed, over the need of sleep said beside it', () => {
    const away = ['Dresser', 'Shelf', 'Desk', 'Box'].map((place) => [{ exists: { type: 'AlarmClock', in: place } }]);
    expect(conditionsOf(bedroom('that clock ticking right by my head is keeping me up'))).toEqual(away);
    expect(conditionsOf(bedroom("that alarm clock ticks so loudly I can't sleep"))).toEqual(away);
  });
});

describe('loose ends and feelings that ask nothing more', () => {
  it('"or something" after what is named; "I\'d hate to lose it"; "but no" after what the person has', () => {
    const living = readerIn('FloorPlan222');
    expect(living("my grandad's watch is just lying about on the coffee table, I'd hate to lose it")).toMatchObject({ kind: 'goal' });
    expect(conditionsOf(readerIn('FloorPlan201')("um, I've got my zorpdoku here but no pencil"))).toEqual([[{ exists: { type: 'Pencil', is: ['held'] } }]]);
    const bedroom = readerIn('FloorPlan306');
    expect(conditionsOf(bedroom('put the clock on the desk or something'))).toEqual(conditionsOf(bedroom('put the clock on the desk')));
  });
});

describe('where a thing should go, and doors and seats left open', () => {
  it('"the bread needs to go in the fridge": put there; "the microwave door\'s open": shut; "hang the towel up"', () => {
    expect(conditionsOf(readerIn('FloorPlan1')('the bread needs to go in the fridge'))).toEqual([[{ exists: { type: 'Bread', directlyIn: ['Fridge'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan5')("the microwave door's open"))).toEqual([[{ none: { type: 'Microwave', is: ['open'] } }]]);
    expect(readerIn('FloorPlan410')('hang the towel up')).toMatchObject({ kind: 'goal', goal: { id: 'towels-hung' } });
    expect(readerIn('FloorPlan401')('I want to wash my face')).toMatchObject({ kind: 'goal' });
    expect(conditionsOf(readerIn('FloorPlan5')('boil a pot of water'))).toEqual(conditionsOf(readerIn('FloorPlan5')('boil some water')));
  });
});

describe('things got rid of, and things made sure of', () => {
  const kitchen = readerIn('FloorPlan2');
  it('"throw away the mouldy apple": binned, never some fruit served', () => {
    const binned = [[{ exists: { type: 'Apple', in: 'GarbageCan' } }, { none: { type: 'Apple', notIn: 'GarbageCan' } }]];
    expect(conditionsOf(kitchen('throw away the mouldy apple'))).toEqual(binned);
    expect(conditionsOf(kitchen('throw away the rotten apple'))).toEqual(binned);
    // Mould said on it, before the thing (was: asked what to do with the apple, toast among the offers for bread).
    expect(conditionsOf(kitchen("there's mould on the apple"))).toEqual(conditionsOf(kitchen('the apple has gone mouldy')));
  });

  it('"check whether the fridge is closed", "check if the stove is off": how the thing should end up', () => {
    expect(conditionsOf(kitchen('can you check whether the fridge is closed'))).toEqual(conditionsOf(kitchen('close the fridge')));
    expect(conditionsOf(kitchen('can you check if the stove is off'))).toEqual(conditionsOf(kitchen('turn the stove off')));
  });
});

describe('meals said as when, and food said light or sweet', () => {
  const kitchen = readerIn('FloorPlan7');
  it('"before dinner" says when, no hunger; "something light" is food, no light; "something sweet" is fruit', () => {
    expect(conditionsOf(kitchen('the lettuce needs washing before dinner'))).toEqual(conditionsOf(kitchen('the lettuce needs washing')));
    // Food said light is fresh food (uses.yaml: the salad), never a lamp.
    expect(kitchen("I'm on a diet, something light please")).toMatchObject({ kind: 'goal', goal: { id: 'salad' } });
    expect(kitchen('I want something sweet')).toMatchObject({ kind: 'goal', goal: { id: 'fruit' } });
    expect(kitchen("it's too dark, I need some light")).toMatchObject({ kind: 'goal', goal: { id: 'lights-on' } });
  });
});

describe('more of the bedroom and the bathroom in plain words', () => {
  it('a presentation to practise is work; a bed not made is made; hair washed is a shower; a fresh towel is brought', () => {
    const bedroom = readerIn('FloorPlan311');
    expect(bedroom("I've got a presentation in the morning and need to practise on my laptop")).toMatchObject({ kind: 'goal', goal: { id: 'laptop-ready' } });
    expect(bedroom("the bed hasn't been made")).toMatchObject({ kind: 'goal', goal: { id: 'made-bed' } });
    const bathroom = readerIn('FloorPlan403');
    expect(refusalOf(bathroom('I need to wash my hair'))).toMatch(/^for a shower \('need to wash my hair'\)/);
    expect(refusalOf(readerIn('FloorPlan413')('Run me a hot shower and wash my hair.'))).toMatch(/^'wash my hair' asks for looking after a person/);
    expect(bathroom('put a fresh towel out for me')).toMatchObject({ kind: 'goal', goal: { id: 'towel-to-hand' } });
  });
});

describe('water to drink, and what the person\'s own dish is for', () => {
  const kitchen = readerIn('FloorPlan11');
  it('"can I have some water", "pour me some water": a glass of water, never the tap in hand', () => {
    for (const text of ['can I have some water', 'pour me some water']) expect(kitchen(text)).toMatchObject({ kind: 'goal', goal: { id: 'glass-of-water' } });
    expect(conditionsOf(kitchen('turn the water off'))).toEqual([[{ exists: { type: 'Faucet', is: ['off'] } }]]);
  });
  it('water stored up for later is a kettle or pot filled, not a glass to drink', () => {
    expect(conditionsOf(readerIn('FloorPlan3')('Can we get some water stored up for tea'))).toEqual([[{ exists: { type: ['Kettle', 'Pot'], fillLiquid: 'water' } }]]);
  });

  it('"a plate for my sandwich", "a spoon for my soup": the thing, not the dish', () => {
    expect(conditionsOf(kitchen('I need a plate for my sandwich'))).toEqual([[{ exists: { type: 'Plate', is: ['held'] } }]]);
    expect(conditionsOf(kitchen('get me a spoon for my soup'))).toEqual([[{ exists: { type: 'Spoon', is: ['held'] } }]]);
  });
});

describe('requests in few words, as people short of English or of time type them', () => {
  const kitchen = readerIn('FloorPlan4');
  it('a thing, then what to do with it ("apple wash please", "fridge close"), is that command; never the thing\'s use', () => {
    expect(conditionsOf(kitchen('apple wash please'))).toEqual(conditionsOf(kitchen('wash the apple')));
    expect(conditionsOf(kitchen('fridge close'))).toEqual(conditionsOf(kitchen('close the fridge')));
    expect(kitchen('coffee')).toMatchObject({ kind: 'goal', goal: { id: 'coffee' } });
  });
  it('a need said with where ("too hot in here") puts nothing there', () => {
    expect(refusalOf(readerIn('FloorPlan227')('too hot in here'))).toMatch(/^for cooling down \('too hot'\)/);
  });
});

describe('hazards, other people\'s things, and reading where one sits', () => {
  it('metal in the microwave is refused however asked; another\'s diary is their business; a baby\'s bath is care', () => {
    expect(refusalOf(readerIn('FloorPlan7')('put a fork in the microwave and turn it on'))).toMatch(/^'fork in the microwave' asks for metal in the microwave, which the robots will not do/);
    expect(readerIn('FloorPlan7')('put the fork in the drawer')).toMatchObject({ kind: 'goal' });
    expect(refusalOf(readerIn('FloorPlan307')("read my daughter's diary"))).toMatch(/going through someone's private things/);
    // Told, then acted on through "it": still theirs.
    expect(refusalOf(readerIn('FloorPlan322')("my sister's diary is on the dresser, open it and tell me what she wrote about me"))).toMatch(/going through someone's private things, which the robots will not do/);
    expect(refusalOf(readerIn('FloorPlan407')('give the baby a bath'))).toMatch(/looking after a person/);
    // A look through someone else's safe, said the British way (was planned once a need beside it no longer refused it by chance).
    expect(refusalOf(readerIn('FloorPlan219')("they keep their valuables in that safe, open it up and let's have a nosy"))).toMatch(/going through someone's private things/);
    // Nosy neighbours are no snooping asked: the blinds are closed.
    expect(readerIn('FloorPlan301')('the neighbours are nosy, shut the blinds')).toMatchObject({ kind: 'goal' });
  });
  it('contact lenses said beside the need to see are the person\'s; asked for, the world has none', () => {
    const bathroom = readerIn('FloorPlan414');
    expect(bathroom("the bulb's gone in here and I need to see to take my contacts out")).toMatchObject({ kind: 'goal', goal: { id: 'candle-lit' } });
    expect(refusalOf(bathroom('can you find my contacts'))).toMatch(/^'contacts' asks for contact lenses/);
  });

  it('"movie night!! get the room sorted": the room made ready for what was said', () => {
    const living = readerIn('FloorPlan202');
    expect(conditionsOf(living('movie night!! get the room sorted'))).toEqual(conditionsOf(living('movie night')));
  });

  it('"I want to read in bed": the light to read by, though "in bed" is a place', () => {
    expect(readerIn('FloorPlan307')('I want to read in bed')).toMatchObject({ kind: 'goal' });
  });
});

describe('things set out, kept from now on, and binned', () => {
  it('"put the salt and pepper onto the table", after a telling too: both put on it', () => {
    const kitchen = readerIn('FloorPlan15');
    const both = [[{ exists: { type: 'SaltShaker', directlyIn: ['DiningTable'] } }, { exists: { type: 'PepperShaker', directlyIn: ['DiningTable'] } }]];
    expect(conditionsOf(kitchen("dinner's nearly ready, can you put the salt and pepper onto the table"))).toEqual(both);
    expect(conditionsOf(kitchen("dinner's nearly ready, can you put the salt and pepper on top of the table"))).toEqual(both);
  });

  it('"put the spray bottle and the scrubbing brush away" after a telling: both put away (was: the spray bottle held, the brush dropped)', () => {
    const bath = readerIn('FloorPlan409');
    expect(conditionsOf(bath('the counter is a mess; put the spray bottle and the scrubbing brush away'))).toEqual(conditionsOf(bath('put the spray bottle and the scrubbing brush away')));
  });

  it('"from now on" switches nothing on', () => {
    const living = readerIn('FloorPlan204');
    expect(conditionsOf(living('put the keys in the box from now on'))).toEqual(conditionsOf(living('put the keys in the box')));
  });

  it('"bin it": the thing told of before, though "bin" also names the bin', () => {
    const kitchen = readerIn('FloorPlan10');
    expect(conditionsOf(kitchen('the bread has gone mouldy, bin it'))).toEqual([[{ exists: { type: 'Bread', directlyIn: ['GarbageCan'] } }]]);
  });
});

describe('what others did, told', () => {
  const living = readerIn('FloorPlan225');
  it('asks nothing of what it names ("the new puppy chewed one remote"), and a place known whole stays whole', () => {
    expect(conditionsOf(living("The new puppy already chewed one remote to bits last week. Can you put the TV remote somewhere he can't get at it?"))).toEqual(
      conditionsOf(living("Can you put the TV remote somewhere he can't get at it?")),
    );
    expect(refusalOf(living('walk the dog'))).toMatch(/^'walk the dog' asks for looking after an animal/);
  });
});

describe('things by their everyday names and parts', () => {
  const bathroom416 = readerIn('FloorPlan416');
  const bathroom414 = readerIn('FloorPlan414');
  it('a lid lifted on what cannot be carried but opens is opened', () => {
    expect(conditionsOf(bathroom416('lift the loo lid for me'))).toEqual([[{ exists: { type: 'Toilet', is: ['open'] } }]]);
  });

  it('a washing-up sponge is a dish sponge, not the washing up; asked why it is there, it is put away', () => {
    expect(bathroom414('why is there a washing-up sponge on the side of the bath?')).toMatchObject({ kind: 'goal', goal: { title: 'the washing up sponge put away' } });
  });
});

describe('a thing taking up a place is in the way', () => {
  const living = readerIn('FloorPlan204');
  it('"takes up half of it": moved off the place named before, the reason said beside it asks nothing', () => {
    const u = living("we're zorping at the table tonight and that vase takes up half of it");
    expect(u).toMatchObject({ kind: 'goal', goal: { title: 'move the vase off the table' } });
  });
});

describe('a thing in the way that opens and cannot be carried', () => {
  const bathroom = readerIn('FloorPlan404');
  it('is opened out of the way, the thing said right before "is in my way" (not the bath scrubbed before it)', () => {
    for (const text of ["I'm fixing to give the bath a good scrub and that shower curtain's always in my way", 'the shower curtain is in the way']) {
      expect(bathroom(text)).toMatchObject({ kind: 'goal', goal: { title: 'open the shower curtain' } });
    }
  });
});

describe('"it" of opening or shutting', () => {
  it('is the last thing named that opens, not a thing named after it that cannot', () => {
    const u = readerIn('FloorPlan407')("The shower curtain has been shut for days and the tub behind it smells really musty. Can you open it up so it airs out a bit");
    expect(u.kind).toBe('goal');
    expect(JSON.stringify(u.kind === 'goal' ? u.goal.alternatives[0]!.all : [])).toContain('{"exists":{"type":"ShowerCurtain","is":["open"]}}');
  });
});
