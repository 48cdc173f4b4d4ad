/**
 * Asking that a thing be left so: "make sure the lamp is off" was asked about, "check the stove is
 * off" read as looking at the stove by a lamp; the thing is switched, shut or put there. Only
 * before such a state: "make sure the kids are in bed" puts no kid anywhere.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const bedroom = readerIn('FloorPlan301');

describe('made sure of', () => {
  it('a thing switched or shut is the command that makes it so', () => {
    expect(all(bedroom('make sure the lamp is off'))).toEqual(all(bedroom('turn the lamp off')));
    expect(all(bedroom('can you check the lamp is switched off'))).toEqual(all(bedroom('turn the lamp off')));
    expect(all(kitchen('make sure the fridge is closed'))).toEqual(all(kitchen('close the fridge')));
    expect(all(kitchen('please ensure the microwave is shut'))).toEqual(all(kitchen('close the microwave')));
    expect(all(kitchen('check the stove is off'))).toEqual(all(kitchen('turn the stove off')));
  });

  it('a thing wished switched or shut is made so (was: asked what to do with the fridge)', () => {
    expect(all(kitchen('I want the fridge closed'))).toEqual(all(kitchen('close the fridge')));
    expect(all(bedroom('I want the blinds open'))).toEqual(all(bedroom('open the blinds')));
    expect(all(bedroom('I would like the lamp switched on please'))).toEqual(all(bedroom('turn the lamp on')));
  });

  it('each of two things made sure of in one breath (was: the tap of "... and the tap is off" left out)', () => {
    expect(all(kitchen('can you check the fridge is shut and the tap is off'))).toEqual(all(kitchen('close the fridge and turn the tap off')));
  });

  it('a thing where it should be is put there', () => {
    expect(all(kitchen('make sure the apple is in the fridge'))).toEqual(all(kitchen('put the apple in the fridge')));
    expect(all(kitchen('make sure the knives are put away'))).toEqual(all(kitchen('put the knives away')));
  });

  it('"check that" before any state, as before', () => {
    expect(all(kitchen('check that the plates are clean'))).toEqual(all(kitchen('clean the plates')));
  });

  it('is nothing of the kind where no thing of the room is made so', () => {
    expect(refusalOf(kitchen('make sure the kids are in bed'))).toMatch(/no bed/);
  });
});

describe('a thing of the room said to be left on or running', () => {
  it('is a complaint: switched off, nothing else', () => {
    const lampOff = all(readerIn('FloorPlan222')('the lamp is still on'));
    expect(lampOff).toEqual([[{ none: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }]]);
    for (const text of ['somebody left the lamp on all night', 'who left the lamp on', 'the lamp was left on all night']) {
      expect(all(readerIn('FloorPlan222')(text)), text).toEqual(lampOff);
    }
    expect(all(readerIn('FloorPlan222')('leave the lamp on'))).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
  });
});

describe('turning everything off', () => {
  it('leaves nothing of the room that switches on, the lamps and the laptop with the lights', () => {
    const off = [[{ none: { type: ['CellPhone', 'DeskLamp', 'Laptop', 'LightSwitch'], is: ['on'] } }]];
    for (const text of ['turn off everything', 'turn it all off', 'switch the lot off please', "turn off everything, I'm going to sleep"]) {
      expect(all(readerIn('FloorPlan328')(text)), text).toEqual(off);
    }
  });

  it('"before bed" says when, and asks for no bed', () => {
    expect(all(readerIn('FloorPlan201')('turn the lights off before bed'))).toEqual(all(readerIn('FloorPlan201')('turn the lights off')));
  });
});

describe('a particle of switching after each thing', () => {
  const living = readerIn('FloorPlan210');
  const lampOnBigLightOff = [[{ exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }, { exists: { type: 'LightSwitch', is: ['off'] } }]];
  it('switches each thing as its own particle says (was: "turn the lamp on and the big light off" turned both off)', () => {
    expect(all(living('turn the lamp on and the big light off'))).toEqual(lampOnBigLightOff);
    // Before a clause of its own, "put ... on" switches on (was: the lamp picked up).
    expect(all(living('put the lamp on then turn the big light off'))).toEqual(lampOnBigLightOff);
    expect(all(living('put the lamp on and turn the big light off'))).toEqual(lampOnBigLightOff);
  });

  it('one particle after two things switches both, as before', () => {
    expect(all(living('turn the lamp and the telly on'))).toEqual([[{ exists: { type: ['DeskLamp', 'FloorLamp'], is: ['on'] } }, { exists: { type: 'Television', is: ['on'] } }]]);
  });
});

describe('things got out, and things said sticky', () => {
  const kitchen = readerIn('FloorPlan5');
  it('"get the eggs out" hands the eggs over (was: a fried egg); "out of the fridge" says where from, as before', () => {
    expect(all(kitchen('get the eggs out'))).toEqual([[{ exists: { type: 'Egg', is: ['held'] } }]]);
    expect(all(kitchen('take the pan out'))).toEqual([[{ exists: { type: 'Pan', is: ['held'] } }]]);
    expect(all(kitchen('take the pan out of the cupboard'))).toEqual([[{ exists: { type: 'Pan', notIn: ['Cabinet'], isPickedUp: false, directlyIn: ['CounterTop'] } }]]);
  });

  it('a thing said sticky is that thing, never hands to wash (was: "the counter is sticky" ran the tap)', () => {
    expect(kitchen('the counter is sticky').kind).not.toBe('goal');
    expect(all(kitchen('the plate is sticky'))).toEqual(all(kitchen('the plate is dirty')));
    expect(all(kitchen('my hands are sticky'))).toEqual(all(kitchen('I need to wash my hands')));
  });
});
