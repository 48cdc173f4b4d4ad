/**
 * A thing's name of several words said with where it goes and no verb ("spare loo roll on the
 * cistern") is put there, a spare one when said so; bare, a thing that can be used up still asks
 * its use (a fresh roll on the holder). "Zap" heats in a microwave; "thanks a million" signs off.
 * Real reader, real knowledge.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf, readerIn } from './reader-in.js';

const bathroom = readerIn('FloorPlan408');
const kitchen = readerIn('FloorPlan24');

describe('a named thing and its place, without a verb', () => {
  it('puts a spare one there', () => {
    expect(conditionsOf(bathroom('spare loo roll on the cistern'))).toEqual([[{ exists: { type: 'ToiletPaper', isUsedUp: false, directlyIn: ['Toilet'] } }]]);
  });
  it('asks a fresh one of a bare name of what gets used up', () => {
    expect(conditionsOf(bathroom('toilet roll on the holder'))).toEqual([[{ exists: { type: 'ToiletPaper', directlyIn: 'ToiletPaperHanger', isUsedUp: false } }]]);
  });
});

describe('everyday words', () => {
  it('reads zap as heating and a million thanks as a sign-off', () => {
    expect(conditionsOf(kitchen('zap a potato in the microwave'))).toEqual([[{ exists: { type: 'Potato', was: { in: ['Microwave'], whileOn: true }, is: ['hot'] } }]]);
    expect(conditionsOf(bathroom('could you put the cleaning spray away in a cupboard, thanks a million'))).toEqual([[{ exists: { type: 'SprayBottle', directlyIn: ['Cabinet'] } }]]);
  });
});
