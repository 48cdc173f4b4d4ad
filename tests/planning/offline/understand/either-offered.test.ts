/**
 * Things or places offered with "or" (a list, "either ... or", "whichever's clean") are read as either, and the words that
 * leave the choice open ask nothing more. A second thing said in a place after a first in a state ("the tv on and the remote
 * on the sofa") is put there, and so is a thing another always sits somewhere with.
 */
import { describe, expect, it } from 'vitest';
import { choiceLeftOpen } from '../../../../src/planning/offline/understand/choice-left-open.js';
import { gappedPlacement } from '../../../../src/planning/offline/understand/gapped-placement.js';
import { habitWithThing } from '../../../../src/planning/offline/understand/habit-with-thing.js';
import { listedEither } from '../../../../src/planning/offline/understand/listed-either.js';
import { offeredEither } from '../../../../src/planning/offline/understand/offered-either.js';
import { preferencesWithRequest } from '../../../../src/planning/offline/understand/request-constraints.js';
import { loadWorld } from '../../../../src/world/index.js';
import { conditionsOf, readerIn, refusalOf } from './reader-in.js';

const nouns = new Set(['pot', 'pan', 'bowl', 'cup', 'mug', 'apple', 'book', 'newspaper', 'tomato', 'coffee', 'fridge']);
const isNoun = (w: string): boolean => nouns.has(w);

describe('a list of things closed by "or"', () => {
  it('reads each comma as "or", only between things', () => {
    expect(listedEither('put the apple in a pot, pan or bowl', isNoun)).toBe('put the apple in a pot or pan or bowl');
    expect(listedEither('i need a cup, a mug or a bowl', isNoun)).toBe('i need a cup or a mug or a bowl');
    expect(listedEither('put the apple in a pot, or leave it', isNoun)).toBe('put the apple in a pot, or leave it');
    expect(listedEither('wash the cup, then the mug or the bowl', isNoun)).toBe('wash the cup, then the mug or the bowl');
  });

  it('after a negation is "and": neither is wanted', () => {
    expect(listedEither('a kitchen without a single dirty pot, pan or bowl in it', isNoun)).toBe('a kitchen without a single dirty pot and pan and bowl in it');
    expect(listedEither('make tea without a cup or a mug', isNoun)).toBe('make tea without a cup and a mug');
    expect(listedEither('a book, or the newspaper if there is no book', isNoun)).toBe('a book, or the newspaper if there is no book');
  });

  it('after "without" is none dirty of any kind, never a thing to leave out (was: "or" not understood, then "no Pot")', () => {
    const kitchen = readerIn('FloorPlan1');
    const said = "I'd like to wake up to a kitchen without a single dirty pot, pan or bowl in it";
    expect(conditionsOf(kitchen(said))).toEqual(conditionsOf(kitchen("I'd like to wake up to a kitchen without a single dirty pot and pan and bowl in it")));
    expect(JSON.stringify(conditionsOf(kitchen(said)))).toContain('{"none":{"type":["Plate","Bowl","Mug","Cup","Pot","Pan"],"is":["dirty"]}}');
    expect(preferencesWithRequest({ instruction: said }, kitchen.vocabulary, loadWorld('FloorPlan1').catalogue)).toEqual([]);
  });

  // FloorPlan1: a kitchen with a Pot, a Pan, a Bowl, a Cup and a Mug.
  it('is where the thing goes, any of them', () => {
    expect(conditionsOf(readerIn('FloorPlan1')('can you put the apple in a pot, pan or bowl'))).toEqual([[{ exists: { type: 'Apple', directlyIn: ['Pot', 'Pan', 'Bowl'] } }]]);
  });
});

describe('things wanted with "or" between them', () => {
  it('hand over one of any of their kinds (was: "or" not understood)', () => {
    expect(conditionsOf(readerIn('FloorPlan1')('I need a cup or a mug'))).toEqual([[{ exists: { type: ['Cup', 'Mug'], is: ['held'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan1')('I need a cup, a mug or a bowl'))).toEqual([[{ exists: { type: ['Cup', 'Mug', 'Bowl'], is: ['held'] } }]]);
  });

  it('are not handed over when one of them cannot be held', () => {
    expect(refusalOf(readerIn('FloorPlan1')('I need a cup or the fridge'))).toContain("'or'");
  });
});

describe('a choice left open', () => {
  it('asks nothing more than "X or Y"', () => {
    expect(choiceLeftOpen('i need a cup or a mug, whichever is clean')).toBe('i need a cup or a mug');
    expect(choiceLeftOpen('put the bread on the table or the counter, whatever is easier')).toBe('put the bread on the table or the counter');
    expect(choiceLeftOpen('either the lamp or the big light on please')).toBe('the lamp or the big light on please');
    expect(choiceLeftOpen('a cup or a mug, either is fine')).toBe('a cup or a mug');
    expect(choiceLeftOpen('the table or the counter, it does not matter which.')).toBe('the table or the counter.');
  });

  it('never drops words when nothing was offered with "or"', () => {
    expect(choiceLeftOpen('turn the lamp on, whatever')).toBe('turn the lamp on, whatever');
    expect(choiceLeftOpen('wash whichever is dirty')).toBe('wash whichever is dirty');
  });

  it('is no wish to wash every dish ("whichever is clean")', () => {
    expect(conditionsOf(readerIn('FloorPlan1')('I need a cup or a mug, whichever is clean'))).toEqual(conditionsOf(readerIn('FloorPlan1')('I need a cup or a mug')));
  });
});

describe('a wish with its verb said once for a thing in a state and a thing in a place', () => {
  it('puts the second thing there (was: the remote switched on, or asked about)', () => {
    expect(gappedPlacement('could you have the tv on and the remote on the sofa')).toBe('could you have the tv on, and put the remote on the sofa');
    expect(gappedPlacement('turn the lamp on and the light off')).toBe('turn the lamp on and the light off');
    // FloorPlan201: a living room with a Television, a RemoteControl and a Sofa.
    expect(conditionsOf(readerIn('FloorPlan201')('I want the tv on and the remote on the sofa'))).toEqual([
      [{ exists: { type: 'Television', is: ['on'] } }, { exists: { type: 'RemoteControl', directlyIn: ['Sofa'] } }],
    ]);
  });
});

describe('a thing another always sits somewhere with', () => {
  it('is put there for them (was: something to read brought, and the paper put in a drawer)', () => {
    expect(habitWithThing('he always sits in the armchair with the paper, and it has been left on the sofa')).toBe('put the paper in the armchair, and it has been left on the sofa');
    expect(habitWithThing('i always sit on the sofa with the remote')).toBe('i always sit on the sofa with the remote');
    // FloorPlan209: a living room with an ArmChair, a Sofa and a Newspaper.
    expect(conditionsOf(readerIn('FloorPlan209')('My father-in-law comes at six and he always sits in the armchair with the paper, and it has been left all over the sofa'))).toEqual([
      [{ exists: { type: 'Newspaper', directlyIn: ['ArmChair'] } }],
    ]);
  });
});

/** A name's length at `at` for offeredEither: one word of `nouns`, or "bedside table". */
const nounAt = (words: readonly string[], at: number): number => (words[at] === 'bedside' && words[at + 1] === 'table' ? 2 : isNoun(words[at] ?? '') ? 1 : 0);

describe('two things offered with "or"', () => {
  it('are the request said with each alone', () => {
    expect(offeredEither('can I have an apple or a tomato', nounAt)).toEqual(['can I have an apple', 'can I have a tomato']);
    expect(offeredEither("I'm hungry, either an apple or a tomato would do.", nounAt)).toEqual(["I'm hungry, an apple would do.", "I'm hungry, a tomato would do."]);
    expect(offeredEither('a coffee mug or a bowl please', nounAt)).toEqual(['a coffee mug please', 'a bowl please']);
    expect(offeredEither('my book, the bedside table or the cup', nounAt)).toEqual(['my book, the bedside table', 'my book, the cup']);
  });

  it('are no choice across a mark or with a word that names no thing', () => {
    expect(offeredEither('put it in the fridge, or leave it', nounAt)).toBeUndefined();
    expect(offeredEither('is the mug clean or dirty', nounAt)).toBeUndefined();
    expect(offeredEither('put the apple in the fridge or the bowl', nounAt)).toBeUndefined();
  });

  // FloorPlan1: a kitchen with an Apple, a Tomato and a Potato.
  const kitchen = readerIn('FloorPlan1');
  const names = (u: ReturnType<typeof kitchen>): string[] => (u.kind === 'goal' ? u.goal.alternatives.map((a) => a.name) : [JSON.stringify(u)]);

  it('are either goal, the first said first (was: "or" not understood where only one named a use)', () => {
    const either = names(kitchen('can I have an apple or a tomato'));
    expect(either).toEqual([...names(kitchen('can I have an apple')), ...names(kitchen('can I have a tomato'))]);
    expect(either.length).toBeGreaterThan(1);
  });

  it('are not both asked (was: the apple served and the potato cooked)', () => {
    expect(names(kitchen('can I have an apple or a potato'))).toEqual([...names(kitchen('can I have an apple')), ...names(kitchen('can I have a potato'))]);
  });

  it('leave a choice the reader reads itself as it was', () => {
    expect(names(kitchen('I need a cup or a mug'))).toEqual(['get the cup or mug']);
  });

  it('of uses or needs asked by their own words are either, never both made (was: toast and a fried egg both)', () => {
    expect(names(kitchen('I want toast or an egg'))).toEqual([...names(kitchen('I want toast')), ...names(kitchen('I want an egg'))]);
    expect(names(kitchen('a coffee or a glass of water'))).toEqual([...names(kitchen('a coffee')), ...names(kitchen('a glass of water'))]);
    // FloorPlan401: a bathroom with a shower and a bath ("or" was not understood).
    const bathroom = readerIn('FloorPlan401');
    expect(names(bathroom('I need a shower or a bath'))).toEqual([...names(bathroom('I need a shower')), ...names(bathroom('I need a bath'))]);
    expect(names(bathroom('I need a shower or a bath'))).toHaveLength(2);
  });
});
