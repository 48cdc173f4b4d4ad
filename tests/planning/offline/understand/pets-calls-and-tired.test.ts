/**
 * Pet owners, people on the phone, the tired and the ill, as they talk (issue 38): a pet's hunger is
 * feeding an animal, refused; a dish a pet licked is washed; a thing a pet knocks flying, drags off
 * or chews is put away, with every thing named beside it; a thing too big as it is is sliced, and an
 * apple asked for cut is its pieces, never the whole fruit; only what is said to the robot by name
 * between a phone call's dashes is read; falling asleep with the lights on asks them off; tiredness
 * given as a reason asks nothing; a hangover's light "like needles", a letter one can barely make
 * out, cold water on the face, a shift worked and a child who might drink the spray are read.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn, refusalOf } from './reader-in.js';

// FloorPlan1, FloorPlan7: kitchens (a dirty Plate in FloorPlan1, an Apple, Bread); FloorPlan212: a living room with a Statue
// on the TV stand; FloorPlan219: a living room with KeyChain and CreditCard on the Sofa; FloorPlan201: a living room with a
// FloorLamp; FloorPlan306, FloorPlan309: bedrooms with a LightSwitch and a TeddyBear; FloorPlan328: a bedroom with a Pen on the
// desk; FloorPlan402, FloorPlan405, FloorPlan427: bathrooms (a SprayBottle on the counter in FloorPlan405).
const kitchen = readerIn('FloorPlan1');
const kitchen7 = readerIn('FloorPlan7');

describe('pets', () => {
  it('reads a pet\'s hunger as feeding it, refused, never a meal for the person', () => {
    for (const text of ["the cat's yowling at her empty bowl, she's starving", 'the dog is hungry', 'my puppy seems really hungry', 'the dog wants feeding']) {
      expect(refusalOf(kitchen(text)), text).toMatch(/looking after an animal/);
    }
  });

  it('leaves the person\'s own hunger theirs', () => {
    expect(kitchen("I'm starving").kind).not.toBe('none');
  });

  it('washes a dish a pet licked, never puts it away unwashed', () => {
    expect(goalIds(kitchen("the dog licked the only plate while I was out, no way I'm eating off it like that"))).toEqual(['clean-dishes']);
  });

  it('puts away a thing a pet drags off or chews, and every thing named with it', () => {
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan309')('the dog keeps dragging the teddy off the bed and chewing its ear')))).toContain('"TeddyBear"');
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan328')('the cat chews the end of every pen I leave lying on the desk')))).toContain('"Pen"');
    const both = JSON.stringify(conditionsOf(readerIn('FloorPlan219')('I keep sitting on the keys and the cards')));
    expect(both).toContain('KeyChain');
    expect(both).toContain('CreditCard');
  });
});

describe('things wanted cut', () => {
  it('slices a thing said to be too big as it is', () => {
    expect(JSON.stringify(conditionsOf(kitchen7('Excuse me, I take apple to office tomorrow, but whole apple is too big for my lunch box')))).toContain('"type":"Apple","is":["sliced"]');
    expect(JSON.stringify(conditionsOf(kitchen7("the loaf's too big to eat like that")))).toContain('Bread');
  });

  it('serves an apple asked for sliced or in pieces as its pieces, an apple named alone as the fruit', () => {
    for (const text of ['I want a sliced apple', 'some apple slices please', 'a few pieces of apple']) expect(goalIds(kitchen7(text)), text).toEqual(['apple-pieces']);
    expect(goalIds(kitchen7('an apple'))).toEqual(['fruit']);
  });
});

describe('a phone call turned from', () => {
  it('reads only what is said to the robot by name between the dashes', () => {
    expect(goalIds(readerIn('FloorPlan201')("hang on mum - robot, I can barely make out your letter in this light - no mum, I'm talking to the robot, keep going"))).not.toEqual(expect.objectContaining({ kind: 'none' }));
    expect(kitchen("hang on mum - robot, the kettle's bone dry and I'll be gasping for a brew when I get off the phone - no mum, not you, go on").kind).toBe('goal');
  });

  it('leaves a phrase set off by dashes with no robot named as it was', () => {
    expect(conditionsOf(kitchen('the plate -- the big one -- in the sink'))).toEqual([[{ exists: { type: 'Plate', directlyIn: ['SinkBasin'] } }]]);
  });
});

describe('the tired and the ill', () => {
  it('reads falling asleep with the lights on as the lights off', () => {
    for (const text of ["I'm so knackered I'm going to pass out any second, and I always end up sleeping with the lights on", 'I always fall asleep with the lights on']) {
      expect(JSON.stringify(conditionsOf(readerIn('FloorPlan306')(text))), text).toContain('"LightSwitch","is":["off"]');
    }
  });

  it('reads tiredness given as why beside what is asked as asking nothing: the bath runs', () => {
    const u = readerIn('FloorPlan427')("I'm too knackered to stand up in the shower tonight, a long soak is the only thing that'll sort me");
    expect(JSON.stringify(conditionsOf(u))).toContain('Faucet');
    expect(JSON.stringify(conditionsOf(u))).not.toContain('ShowerHead');
  });

  it('reads a light "like needles in my eyes" as too bright, cold water on the face as the tap, a shift as when', () => {
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan223')('my head is pounding and that big light is like needles in my eyes')))).toContain('LightSwitch');
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan402')("I'm burning up with this fever, cold water on my face is all I want right now")))).toContain('Faucet');
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan427')('After night work my eyes hurt from this bright light.')))).toContain('LightSwitch');
  });

  it('puts away a spray a child might drink from, never reads it as a drink', () => {
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan405')('My small son climbs everywhere, I am afraid he will drink from the cleaning spray on the counter')))).toContain('SprayBottle');
  });
});
