/**
 * Issue 38: a pet or a child said as why a thing goes somewhere closed ("somewhere the new puppy can't reach it",
 * "up out of the cat's reach"), food kept from them in the fridge; "it" after things all named where they lie is the
 * one that can be carried; power said as Indian English says it ("wasting current", "the lamp is burning since
 * morning"); Northern words ("nowt"), a thing's "'d" ("an apple'd be lovely") and asking softened ("could you
 * possibly"). Sentences of our own; real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

// FloorPlan6: Apple and Bread on the counter, Drawers and Cabinets, no Box, Safe or Dresser; FloorPlan204: a RemoteControl,
// Drawers, a Box and a FloorLamp; FloorPlan302: a Book on the desk, Drawers, a Safe; FloorPlan12: a kitchen, no Blinds.
const kitchen = readerIn('FloorPlan6');
const living = readerIn('FloorPlan204');
const bedroom = readerIn('FloorPlan302');

describe('out of the reach of a pet or a child', () => {
  it('reads the animal as why, and keeps food from it where food may go (the fridge, the microwave)', () => {
    expect(conditionsOf(kitchen("keep the apple somewhere the new puppy can't reach it"))).toEqual([[{ exists: { type: 'Apple', directlyIn: ['Fridge', 'Microwave'] } }]]);
    expect(conditionsOf(kitchen('put the bread where the cat cannot get at it'))).toEqual([[{ exists: { type: 'Bread', directlyIn: ['Fridge', 'Microwave'] } }]]);
  });

  it("reads out of someone's reach as out of reach", () => {
    expect(conditionsOf(living("put the remote up out of the cat's reach"))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['Drawer', 'Box'] } }]]);
  });

  it('takes "it" for the thing that can be carried, not the furniture it lies on', () => {
    expect(conditionsOf(bedroom('the dog chewed a corner off the book on the bed, put it out of his reach'))).toEqual([[{ exists: { type: 'Book', directlyIn: ['Drawer'] } }]]);
  });
});

describe('power and lights, as Indian English says them', () => {
  it('reads a light burning as one left on, and wasted current as everything left off', () => {
    expect(conditionsOf(living('the floor lamp is burning since morning'))).toEqual([[{ none: { type: 'FloorLamp', is: ['on'] } }]]);
    expect(goalIds(living('we are wasting current in here'))).toEqual(['room-left']);
    expect(goalIds(living('kindly stop this wastage'))).toEqual(['room-left']);
  });
});

describe('Northern words and softened asking', () => {
  it('reads "nowt" as nothing and "an apple\'d" as "an apple would"', () => {
    expect(goalIds(kitchen("there's nowt to eat and I'm starving"))).toEqual(['meal']);
    expect(goalIds(kitchen("an apple'd be lovely right now"))).toEqual(['fruit']);
  });

  it('reads "could you possibly" as asking', () => {
    expect(conditionsOf(living('could you possibly turn on the floor lamp'))).toEqual([[{ exists: { type: 'FloorLamp', is: ['on'] } }]]);
  });
});
