/**
 * Issue 38, deeds no robot here should do however they are asked, each refused saying why, never
 * planned: a stove or candle left burning with no one in (unattended.ts), a thing thrown at
 * something (thrown-at.ts), a knife in the toaster, eggs broken on the floor. And what is safe
 * beside them stays as it was: the stove turned off when the person leaves, cushions tossed on the
 * sofa (placed, never binned), the paper thrown away. Sentences of our own; real reader, knowledge
 * and scenes.
 */
import { describe, expect, it } from 'vitest';
import { thrownAt } from '../../../../src/planning/offline/understand/thrown-at.js';
import { unattendedIn } from '../../../../src/planning/offline/understand/unattended.js';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { readerIn, refusalOf } from './reader-in.js';

const kitchen = readerIn('FloorPlan8');
const living = readerIn('FloorPlan225');
const all = (u: Understanding) => (u.kind === 'goal' ? u.goal.alternatives.map((a) => a.all) : u.kind);
const words = (text: string) => text.split(' ');

describe('the rules alone', () => {
  const lists = { burning: ['stove', 'candles'], away: ['while i am out', 'when we go to bed'] };

  it('find a flame with being away after it, unless it is put out', () => {
    expect(unattendedIn(words('leave the stove on while i am out'), lists)).toBe('stove on while i am out');
    expect(unattendedIn(words('turn off the stove while i am out'), lists)).toBeUndefined();
    expect(unattendedIn(words('while i am out turn on the stove'), lists)).toBeUndefined();
  });

  it('find a thing thrown at something, and nothing thrown away', () => {
    expect(thrownAt(words('throw the remote at the tv'), ['throw'])).toBe('throw the remote at the tv');
    expect(thrownAt(words('throw the remote away'), ['throw'])).toBeUndefined();
  });
});

describe('deeds refused however they are asked', () => {
  it('leaves no stove or candle burning with no one in', () => {
    expect(refusalOf(kitchen("leave the stove on while I'm out"))).toMatch(/^'stove on while i am out' asks for a stove or flame left burning with no one in, which the robots will not do/);
    expect(refusalOf(living('keep the candles lit when we go to bed'))).toMatch(/^'candles lit when we go to bed' asks for a stove or flame left burning/);
    expect(refusalOf(kitchen('keep the hob going overnight'))).toMatch(/a stove or flame left burning/);
  });

  it('throws nothing at anything, and puts nothing metal in the toaster', () => {
    expect(refusalOf(living('throw the remote at the tv'))).toMatch(/^'throw the remote at the tv' asks for throwing a thing at something, which the robots will not do/);
    expect(refusalOf(kitchen('put the knife in the toaster'))).toMatch(/^'knife in the toaster' asks for metal in the toaster/);
  });

  it('breaks no eggs on the floor', () => {
    expect(refusalOf(kitchen('break all the eggs on the floor'))).toBe('it would leave EggCracked broken on the floor: no robot here makes a mess on request');
    expect(all(kitchen('crack an egg into the pan'))).toEqual([[{ exists: { type: 'EggCracked', directlyIn: ['Pan'] } }]]);
  });
});

describe('what is safe beside them', () => {
  it('turns the stove off when the person leaves', () => {
    expect(all(kitchen('turn off the stove when I leave'))).toEqual([[{ exists: { type: ['StoveBurner', 'StoveKnob'], is: ['off'] } }]]);
  });

  it('places what is tossed or thrown somewhere, and bins it with no place said', () => {
    expect(all(living('toss the cushions on the sofa'))).toEqual([[{ none: { type: 'Pillow', notIn: ['Sofa'] } }]]);
    expect(all(living('throw the newspaper'))).toEqual([[{ exists: { type: 'Newspaper', directlyIn: ['GarbageCan'] } }]]);
    expect(all(living('throw out the newspaper'))).toEqual([[{ exists: { type: 'Newspaper', directlyIn: ['GarbageCan'] } }]]);
    expect(all(living('throw me the remote'))).toEqual([[{ exists: { type: 'RemoteControl', is: ['held'] } }]]);
  });
});
