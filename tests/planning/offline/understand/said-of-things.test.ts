/**
 * Issue 38, false successes of the offline reader: what a clause says of a thing is about that
 * thing. A use's one word naming a thing said to be in a need ("don't want the fruit going off")
 * is that thing in need, each of them kept; a need said only of things it cannot be of ("the soap
 * has gone all gross": AI2-THOR cannot make a SoapBar dirty) serves nothing else of the room; a
 * state word inside a thing's name ("stuff" of "the cleaning stuff") and "for everyone to see"
 * say no need. Sentences of our own; real reader, real knowledge, real scenes.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan1');
const bathroom = readerIn('FloorPlan401');

const conditions = (u: Understanding) => (u.kind === 'goal' ? u.goal.alternatives.map((a) => a.all) : u);

describe('a thing said to be going off is kept, each of them, not served', () => {
  it('veg said to be going bad goes in the fridge, every one', () => {
    const u = kitchen("we're away for the weekend and I don't want the veg in the bowl to go bad");
    expect(u).toMatchObject({ kind: 'goal', goal: { id: 'food-chilled' } });
    const all = conditions(u) as object[][];
    expect(all[0]).toContainEqual({ none: { type: ['Tomato', 'Lettuce', 'Potato'], notIn: 'Fridge' } });
  });

  it('"the X and Y ... rotting" joins both things in that need', () => {
    const u = kitchen('the tomatoes and veg by the stove are rotting');
    expect(u).toMatchObject({ kind: 'goal', goal: { id: 'food-chilled' } });
  });

  it('still read as before: fruit asked for is served; wanted before it goes off is still wanted', () => {
    expect(kitchen('could I have some fruit please')).toMatchObject({ kind: 'goal', goal: { id: 'fruit' } });
    expect(kitchen("I'll have some fruit before it goes off")).toMatchObject({ kind: 'goal', goal: { id: 'fruit' } });
    expect(kitchen('make some toast and an apple')).toMatchObject({ kind: 'goal', goal: { title: 'toast, and some fruit' } });
  });
});

describe('a need said only of things it cannot be of is no need', () => {
  it('the soap gone grotty in the tub: nothing cleaned in its place, the soap asked about', () => {
    // "slimy", not known, says how the soap is: read without it, the soap is named with nothing asked of it.
    const u = bathroom("someone left the soap bar in the bathtub and it's gone all slimy and grotty");
    expect(u).toMatchObject({ kind: 'ask', question: 'What should I do with the soap bar?' });
  });

  it('the soap said to be gross is asked about, not the room cleaned', () => {
    expect(bathroom('the soap bar is disgusting')).toMatchObject({ kind: 'ask' });
  });

  it('still read as before: a mirror said to be grimy is cleaned, "and" joining its states', () => {
    const u = bathroom('the mirror is all smeary and grimy');
    expect(u).toMatchObject({ kind: 'goal', goal: { title: 'a clean mirror' } });
  });
});

describe("a thing's name and who it is for say no need", () => {
  it('the cleaning things left on show before visitors: asked what to do with them', () => {
    const u = bathroom('visitors coming round later and the cleaning supplies are sat on the counter for everybody to see');
    expect(u).toMatchObject({ kind: 'ask' });
    expect(u.kind === 'ask' && u.question).toContain('cleaning supplies');
  });

  it('"covered in stuff" is still a state of a surface', () => {
    expect(kitchen('the counter is covered in stuff')).toMatchObject({ kind: 'goal' });
  });
});
