/**
 * Issue 38, everyday wording the reader missed (a development suite's misses, read here in
 * sentences of our own): a thing slipped or trodden on where it lies is put away; a washing-up
 * sponge said to stink is binned, its smell no room's; the small towel is the hand towel; out the
 * shower dripping wet (and cold) is a towel, never a dripping shower; cold and wanting a hot shower is the shower; a puzzle
 * with nothing to write with is a pen; a card tucked away is sought; spuds and mash are potatoes
 * cooked; bread going rock hard is kept in the fridge; something plain to settle a stomach is food;
 * a shower curtain bunched up and damp is opened to dry; cushions all over the floor go back on a
 * seat; others of the household telling what they did give no command. Real reader, knowledge and scenes.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn } from './reader-in.js';

const kitchen = readerIn('FloorPlan8');
const living = readerIn('FloorPlan223');
const bedroom = readerIn('FloorPlan304');
const bathroom = readerIn('FloorPlan423'); // a bath, a shower head, a bath towel and a hand towel
const showerless = readerIn('FloorPlan409'); // a shower door but no shower head, no bath

const idOf = (u: Understanding) => (u.kind === 'goal' ? u.goal.id : u.kind === 'tie' ? u.options.map((o) => o.id) : u.kind);
const all = (u: Understanding) => (u.kind === 'goal' ? u.goal.alternatives.map((a) => a.all) : u.kind);

describe('a thing that nearly hurt someone where it lies', () => {
  it('slipped, stepped or fallen over on is put away, never asked about', () => {
    expect(idOf(bedroom('I stepped on that basketball in the dark'))).toBe('put-away');
    expect(idOf(bedroom('nearly fell over the basketball again'))).toBe('put-away');
    expect(all(readerIn('FloorPlan429')('almost slipped on the bar of soap in the tub'))).toEqual([[{ none: { type: 'SoapBar', notIn: ['Shelf'] } }]]);
  });
});

describe('a washing-up sponge past its use', () => {
  it('said to stink or be manky is thrown away; its smell lights no candle', () => {
    for (const request of ['that sponge stinks', 'the dish sponge smells rank', 'the sponge is manky, I will not touch it'])
      expect(all(kitchen(request)), request).toEqual([[{ exists: { type: 'DishSponge', in: 'GarbageCan' } }]]);
  });
});

describe('towels and being wet', () => {
  it('the small, little or face towel is the hand towel', () => {
    for (const request of ['pass me the little towel', 'where is the face towel', 'bring me the small towel'])
      expect(JSON.stringify(all(bathroom(request))), request).toContain('"HandTowel"');
  });

  it('out the shower dripping wet, and cold with it, is a towel; never the shower turned off', () => {
    for (const u of [bathroom('just out the shower dripping wet'), showerless('got out the shower soaking wet and I am shivering')]) expect(idOf(u)).toBe('towel-to-hand');
  });

  it('cold and wanting a hot shower is the shower run (the cold is why), where there is a shower', () => {
    expect(idOf(readerIn('FloorPlan412')('I am so cold, a hot shower would be lovely'))).toBe('shower-on');
  });
});

describe('what is wanted, said by what it is for', () => {
  it('a crossword or a form with nothing to write with is a pen or pencil brought', () => {
    expect(idOf(readerIn('FloorPlan212')('want to do the sudoku but got nothing to write with'))).toBe('pen-to-hand');
    // Where the room has no pen or pencil, that is said.
    expect(idOf(living('doing the sudoku, nothing to write with'))).toBe('none');
  });

  it('the crossword alone asks no pen: the paper it is in, sought, is brought', () => {
    expect(all(readerIn('FloorPlan209')('wheres the paper got to? i want to do the crossword'))).toEqual([[{ exists: { type: 'Newspaper', is: ['held'] } }]]);
  });

  it('a card tucked away somewhere is sought: brought', () => {
    expect(all(bedroom('my credit card is tucked away somewhere'))).toEqual([[{ exists: { type: 'CreditCard', is: ['held'] } }]]);
  });

  it('spuds and mash are potatoes cooked; the bangers are set aside', () => {
    expect(idOf(kitchen('fancy sausage and mash for tea, can you do the spuds'))).not.toBe('none');
    expect(JSON.stringify(all(kitchen('making mashed potatoes tonight')))).toContain('"Potato"');
  });

  it('bread going rock hard is kept in the fridge', () => {
    expect(JSON.stringify(all(kitchen('that loaf will be rock hard by the morning')))).toContain('"Fridge"');
  });

  it('something plain to settle a stomach is food', () => {
    const u = kitchen('heavy night, I need something plain to settle my stomach');
    expect(u.kind === 'goal' || u.kind === 'tie').toBe(true);
  });
});

describe('things told of', () => {
  it('a shower curtain bunched up and damp is opened to dry', () => {
    expect(JSON.stringify(all(readerIn('FloorPlan401')('the shower curtain is bunched up and damp')))).toContain('"ShowerCurtain"');
  });

  it('cushions all over the floor go back on a seat', () => {
    expect(all(living('the cushions are all over the floor again'))).toEqual([[{ none: { type: 'Pillow', notIn: ['Sofa', 'ArmChair'] } }]]);
  });

  it('others of the household telling what they did give no command ("the boys left ... on the floor")', () => {
    expect(bedroom('the boys left the basketball on the floor').kind).not.toBe('goal');
  });
});
