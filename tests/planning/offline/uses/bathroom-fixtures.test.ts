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
