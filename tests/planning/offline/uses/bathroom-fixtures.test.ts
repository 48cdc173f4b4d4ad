/**
 * What is said of the bathroom's fixtures: a shower said to stay damp or go mouldy (uses.yaml need
 * `airing`, use `shower-aired`) has its curtain or door opened to air it, never food kept cold; the
 * ceiling bulb said gone (need `nobulb`) asks another light. Sentences of our own; real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { goalIds, readerIn } from '../understand/reader-in.js';

const bathroom = readerIn('FloorPlan422');

describe('a mouldy shower is aired', () => {
  it('"the shower keeps going mouldy", "the shower is damp": the curtain or door open', () => {
    expect(goalIds(bathroom("the shower is damp and it's starting to go zorpy"))).toEqual(['shower-open']);
    expect(goalIds(bathroom('ugh the shower keeps going mouldy'))).toEqual(['shower-open']);
  });

  it('still read as before: a shower wished for is the shower running', () => {
    expect(goalIds(readerIn('FloorPlan402')('I need a shower'))).toEqual(['shower-on']);
  });
});

describe('the ceiling bulb gone', () => {
  it('is another light: a candle where the room has no lamp, a lamp where it has one', () => {
    expect(goalIds(readerIn('FloorPlan414')("the bulb's gone in here"))).toEqual(['candle-lit']);
    expect(goalIds(readerIn('FloorPlan301')("the bulb's gone in here and I need to see"))).toEqual(['lamp-on']);
  });
});

describe('the toilet seat', () => {
  const bathroom403 = readerIn('FloorPlan403');
  it('put down or up is the lid closed or opened ("put the loo seat down" did not understand \'down\', "put the toilet seat up" held the toilet)', () => {
    expect(goalIds(bathroom403('put the loo seat down'))).toEqual(['toilet-closed']);
    expect(goalIds(bathroom403('can you put the seat down'))).toEqual(['toilet-closed']);
    expect(goalIds(bathroom403('put the toilet seat up'))).toEqual(['toilet-open']);
  });

  it('left up is a complaint, which asks it down ("the seat is up again": there was no seat)', () => {
    expect(bathroom403('someone left the seat up')).toMatchObject({ kind: 'goal', goal: { alternatives: [{ all: [{ none: { type: 'Toilet', is: ['open'] } }] }] } });
    expect(bathroom403('the seat is up again')).toMatchObject({ kind: 'goal', goal: { alternatives: [{ all: [{ none: { type: 'Toilet', is: ['open'] } }] }] } });
  });
});
