/**
 * The one reader of corrections: every form issue 38 names, as people type it (contractions with
 * and without the apostrophe, filler and politeness), read to what it asks; anything else names
 * the words it did not understand.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../../src/planning/offline/load-knowledge.js';
import { readCorrection, notUnderstoodReason, type Correction } from '../../../../src/planning/offline/corrections/read.js';
import { plainWords } from '../../../../src/planning/offline/corrections/speech.js';
import { Vocabulary } from '../../../../src/planning/offline/understand/vocabulary.js';
import { loadWorld } from '../../../../src/world/index.js';

const world = loadWorld('FloorPlan1');
const vocabulary = new Vocabulary(loadKnowledge(undefined, world.catalogue).words, world.catalogue);
const read = (text: string): Correction => readCorrection(text, vocabulary);
const types = (c: Correction): string[] => ('things' in c ? c.things.flatMap((t) => t.types) : []);

describe('speech as people type it', () => {
  it('spells out contractions, with and without the apostrophe', () => {
    expect(plainWords("Don't use the knife")).toEqual(['do', 'not', 'use', 'the', 'knife']);
    expect(plainWords('dont use the knife')).toEqual(['do', 'not', 'use', 'the', 'knife']);
    expect(plainWords("I'll do the eggs")).toEqual(['i', 'will', 'do', 'the', 'eggs']);
    expect(plainWords('ill do the eggs')).toEqual(['i', 'will', 'do', 'the', 'eggs']);
    expect(plainWords("it's too dark, let's use the lamp")).toEqual(['it', 'is', 'too', 'dark', ',', 'let', 'us', 'use', 'the', 'lamp']);
    expect(plainWords('I won’t need the pan')).toEqual(['i', 'will', 'not', 'need', 'the', 'pan']);
  });

  it('leaves out politeness and filler', () => {
    expect(plainWords('no eggs please')).toEqual(['no', 'eggs']);
    expect(plainWords('Could you please just use the microwave, thanks!')).toEqual(['use', 'the', 'microwave']);
    expect(plainWords('Hmm, actually, no, without butter.')).toEqual(['without', 'butter']);
    expect(plainWords("I'd like you to put it on a plate")).toEqual(['put', 'it', 'on', 'a', 'plate']);
  });
});

describe('reading a correction', () => {
  it.each([
    ['no eggs please', ['Egg']],
    ['No eggs, please.', ['Egg']],
    ["don't use the knife", ['Knife', 'ButterKnife']],
    ['dont use the knife', ['Knife', 'ButterKnife']],
    ['not the stove', ['StoveBurner', 'StoveKnob']],
    ['without the pan or the pot', ['Pan', 'Pot']],
    ['leave the eggs out', ['Egg']],
    ['leave the apple alone', ['Apple']],
  ])("leave out: '%s'", (text, expected) => {
    const c = read(text);
    expect(c.kind).toBe('leave-out');
    for (const type of expected) expect(types(c)).toContain(type);
  });

  it('leave out a thing the planner has no word for ("without butter"): read as such, with no types', () => {
    for (const text of ['without butter', 'no butter', 'hold the butter please']) {
      const c = read(text);
      expect(c).toEqual({ kind: 'leave-out', things: [{ words: 'butter', types: [] }] });
    }
  });

  it.each([
    ['use the microwave', ['Microwave'], []],
    ['Could you use the microwave instead?', ['Microwave'], []],
    ['with the kettle', ['Kettle'], []],
    ['use the microwave instead of the stove', ['Microwave'], ['StoveBurner']],
    ['the pot, not the pan', ['Pot'], ['Pan']],
    ['not the stove, the microwave', ['Microwave'], ['StoveBurner']],
  ])("use: '%s'", (text, to, from) => {
    const c = read(text);
    expect(c.kind).toBe('use');
    if (c.kind !== 'use') return;
    for (const t of to) expect(c.things.flatMap((x) => x.types)).toContain(t);
    for (const t of from) expect(c.instead.flatMap((x) => x.types)).toContain(t);
    if (from.length === 0) expect(c.instead).toEqual([]);
  });

  it('place: "on a plate", "in the fridge" put what the plan makes there', () => {
    expect(read('on a plate')).toMatchObject({ kind: 'place', command: 'put it on a plate' });
    expect(read('in the fridge please')).toMatchObject({ kind: 'place', command: 'put it in the fridge' });
  });

  it('keep: "leave the light on", "keep the fridge closed"', () => {
    expect(read('leave the light on')).toMatchObject({ kind: 'keep', command: 'turn on the light' });
    expect(read("please keep the fridge closed")).toMatchObject({ kind: 'keep', command: 'close the fridge' });
  });

  it('a step to skip or add, as before', () => {
    expect(read("Don't close the fridge")).toEqual({ kind: 'skip', step: 'close the fridge' });
    expect(read('skip turn on the coffee machine')).toEqual({ kind: 'skip', step: 'turn on the coffee machine' });
    expect(read('also turn off the light')).toEqual({ kind: 'add', command: 'turn off the light' });
    expect(read('Please serve it on a plate')).toEqual({ kind: 'add', command: 'serve it on a plate' });
  });

  it('who does what: "let the robot do the cutting", "I\'ll do the eggs"', () => {
    expect(read('let the robot do the cutting')).toMatchObject({ kind: 'allocate', agent: 'robot', meanings: ['slice'], things: [], all: false });
    const eggs = read("I'll do the eggs");
    expect(eggs).toMatchObject({ kind: 'allocate', agent: 'human', meanings: [], all: false });
    expect(types(eggs)).toContain('Egg');
    expect(read('give the slicing to the robot')).toMatchObject({ kind: 'allocate', agent: 'robot', meanings: ['slice'] });
    expect(read('I will do everything')).toMatchObject({ kind: 'allocate', agent: 'human', all: true });
    expect(read("I don't want eggs").kind).toBe('leave-out');
  });

  it('the request itself: "I asked to make the bed, not the lights"', () => {
    expect(read('I asked to make the bed, not the lights')).toEqual({ kind: 'request', request: 'make the bed', not: 'the lights' });
    expect(read('No, I asked you for toast')).toEqual({ kind: 'request', request: 'toast', not: undefined });
  });

  it('anything else names the words not understood and what would be', () => {
    const c = read('frobnicate the widget');
    expect(c).toEqual({ kind: 'not-understood', unknown: ['frobnicate', 'widget'], words: 'frobnicate the widget' });
    if (c.kind !== 'not-understood') return;
    const reason = notUnderstoodReason(c);
    expect(reason).toContain("did not understand 'frobnicate', 'widget'");
    expect(reason).toContain("'no eggs'");
    expect(reason).toContain("'I asked to make the bed'");
  });
});
