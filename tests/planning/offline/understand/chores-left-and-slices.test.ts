/**
 * A chore told as left undone by everyone ("nobody's thrown it out"): its command (nobody-did.ts);
 * slices said as cut off a thing ("cut us a couple of slices off the loaf"): the thing sliced
 * (slices-cut-off.ts).
 */
import { describe, expect, it } from 'vitest';
import { nobodyDid } from '../../../../src/planning/offline/understand/nobody-did.js';
import { slicesCutOff } from '../../../../src/planning/offline/understand/slices-cut-off.js';
import { conditionsOf, readerIn } from './reader-in.js';

const isVerb = (w: string) => ['throw', 'wash', 'water', 'take'].includes(w);
const isNoun = (w: string) => ['loaf', 'bread', 'apple'].includes(w);

describe('nobodyDid', () => {
  it('reads a deed no one did to a thing as its command', () => {
    expect(nobodyDid('the tissue box is empty and nobody has thrown it out', isVerb)).toBe('the tissue box is empty and throw it out');
    expect(nobodyDid('no one has washed the pan', isVerb)).toBe('wash the pan');
    expect(nobodyDid('nobody bothered to water the plant yet', isVerb)).toBe('water the plant yet');
  });

  it('leaves no one being somewhere, or a word no verb, as said', () => {
    expect(nobodyDid('nobody is here', isVerb)).toBe('nobody is here');
    expect(nobodyDid('no one zorped it', isVerb)).toBe('no one zorped it');
  });
});

describe('slicesCutOff', () => {
  it('reads slices cut off a named thing as slicing it', () => {
    expect(slicesCutOff('cut us a couple of slices off the loaf, love', isNoun)).toBe('slice the loaf, love');
    expect(slicesCutOff('cut me a slice of that bread', isNoun)).toBe('slice that bread');
  });

  it('leaves a thing not named as said', () => {
    expect(slicesCutOff('cut me a slice of the cake', isNoun)).toBe('cut me a slice of the cake');
  });
});

describe('requests of chores left and slices cut', () => {
  it('bins the empty tissue box nobody threw out (was: asked what to do with it)', () => {
    const read = readerIn('FloorPlan219')("the tissue box has been empty for a week and nobody's thrown it out");
    expect(JSON.stringify(conditionsOf(read))).toContain('GarbageCan');
  });

  it('slices the loaf (was: "does not say what to act on")', () => {
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan10')('cut us a couple of slices off the loaf, love')))).toContain('Bread');
  });
});
