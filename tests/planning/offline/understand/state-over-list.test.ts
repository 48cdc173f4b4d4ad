/**
 * A state said once after two things wanted is wanted of both, where both can take it; a thing said cut up before where
 * it goes is its slices put there.
 */
import { describe, expect, it } from 'vitest';
import { stateOverList } from '../../../../src/planning/offline/understand/state-over-list.js';
import { inPieces } from '../../../../src/planning/offline/understand/in-pieces.js';
import { conditionsOf, readerIn } from './reader-in.js';

const TYPES: Readonly<Record<string, string>> = { cup: 'Cup', plate: 'Plate', lettuce: 'Lettuce', tomato: 'Tomato', glasses: 'Glasses', lamp: 'DeskLamp' };
const TAKES: Readonly<Record<string, readonly string[]>> = { washed: ['Cup', 'Plate'], 'cut up': ['Lettuce', 'Tomato'], on: ['DeskLamp'] };
const words = {
  thingTypes: (w: string): string[] => (TYPES[w] === undefined ? [] : [TYPES[w]!]),
  takes: (types: readonly string[], state: string): boolean | undefined => (TAKES[state] === undefined ? undefined : types.some((t) => TAKES[state]!.includes(t))),
};

describe('a state said after two things', () => {
  it('is said of each, the wish said again', () => {
    expect(stateOverList('I want the cup and the plate washed', words)).toBe('I want the cup washed and I want the plate washed');
    expect(stateOverList("can I have some lettuce and tomato cut up in a bowl, thanks", words)).toBe('can I have some lettuce cut up in a bowl and can I have some tomato cut up in a bowl, thanks');
  });

  it('is not said of a thing that cannot take it, nor where no state is said', () => {
    expect(stateOverList('I need my glasses and the lamp on', words)).toBe('I need my glasses and the lamp on');
    expect(stateOverList('I want the cup and the plate', words)).toBe('I want the cup and the plate');
    expect(stateOverList('I want the cup and the plate now', words)).toBe('I want the cup and the plate now');
  });

  // FloorPlan1: a kitchen with a Cup, a Plate, a Lettuce and a Tomato.
  const kitchen = readerIn('FloorPlan1');

  it('washes both (was: the cup handed over and the plate washed, a false success where both were to be washed)', () => {
    expect(conditionsOf(kitchen('I want the cup and the plate washed'))).toEqual(conditionsOf(kitchen('wash the cup and wash the plate')));
  });

  it('slices both (was: "What should I do with the tomato?")', () => {
    expect(conditionsOf(kitchen('can I have some lettuce and tomato cut up'))).toEqual(conditionsOf(kitchen('slice the lettuce and slice the tomato')));
  });
});

describe('a thing said cut up before where it goes', () => {
  it('is its slices put there; said alone it stays as said', () => {
    expect(inPieces('i would like the lettuce cut up in a bowl')).toBe('i would like the lettuce sliced in a bowl');
    expect(inPieces('can i have an apple cut up')).toBe('can i have an apple cut up');
    expect(conditionsOf(readerIn('FloorPlan1')('I would like the lettuce cut up in a bowl'))).toEqual([[{ exists: { type: 'LettuceSliced', directlyIn: 'Bowl' } }]]);
  });
});
