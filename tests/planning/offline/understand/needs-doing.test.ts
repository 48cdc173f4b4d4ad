/**
 * A thing said to need doing ("the bed needs making", "the mug needs a wash"): the command it
 * stands for (needs-doing.ts); never when said of the person, or of nothing named.
 */
import { describe, expect, it } from 'vitest';
import { needsDoingAsCommands } from '../../../../src/planning/offline/understand/needs-doing.js';
import { readerIn } from './reader-in.js';

const words = { isDeed: (w: string) => ['wash', 'make', 'slice', 'water'].includes(w), isNoun: (w: string) => ['bed', 'mug', 'bread', 'plant'].includes(w) };

describe('needsDoingAsCommands', () => {
  it('writes a thing needing a deed in -ing, or "a" deed, as the command', () => {
    expect(needsDoingAsCommands('the bed needs making', words).trim()).toBe('make the bed');
    expect(needsDoingAsCommands('the mug needs a wash', words).trim()).toBe('wash the mug');
    expect(needsDoingAsCommands('the mug needs washing and the bread needs slicing', words).trim()).toBe('wash the mug and slice the bread');
  });

  it('does the deed to every thing of a list before it, not the last alone (was: the first left named with nothing asked)', () => {
    expect(needsDoingAsCommands('the mug and the plant want watering', words).trim()).toBe('water the mug and the plant');
    expect(needsDoingAsCommands('the heating is off, the mug and the bread need washing', words).trim()).toBe('the heating is off, wash the mug and the bread');
    // A command before "and" is its own: only a thing named alone joins the deed.
    expect(needsDoingAsCommands('make the bed and the mug needs washing', words).trim()).toBe('make the bed and wash the mug');
  });

  it('bins a thing said to want chucking, never places it where it lies (was: the newspaper left on the sofa)', () => {
    const binning = { isDeed: (w: string) => ['chuck', 'wash'].includes(w), isNoun: (w: string) => ['newspaper', 'sofa'].includes(w) };
    expect(needsDoingAsCommands('that newspaper on the sofa wants chucking', binning).trim()).toBe('throw that newspaper on the sofa out');
    const read = readerIn('FloorPlan203')("that newspaper on the sofa wants chucking, it's from last week");
    expect(read.kind === 'goal' && JSON.stringify(read.goal.alternatives)).toContain('GarbageCan');
  });

  it('leaves the person, a thing not named and a deed not known as they are', () => {
    expect(needsDoingAsCommands('i need washing', words)).toBe('i need washing');
    expect(needsDoingAsCommands('the zorp needs washing', words)).toBe('the zorp needs washing');
    expect(needsDoingAsCommands('the bed needs zorping', words)).toBe('the bed needs zorping');
  });
});

describe('a request of a thing needing doing', () => {
  it('is that deed done to it, never the thing handed over', () => {
    const read = readerIn('FloorPlan7')('the plates need washing');
    expect(read.kind === 'goal' && read.goal.alternatives[0]!.all).toEqual([{ none: { type: 'Plate', is: ['dirty'] } }]);
    const bed = readerIn('FloorPlan301')('the bed needs making');
    expect(bed.kind === 'goal' && bed.goal.id).toBe('made-bed');
  });

  it('is refused where no skill does the deed, though the thing would name a use (was: "the potatoes need peeling" cooked one)', () => {
    const read = readerIn('FloorPlan2')('the potatoes need peeling');
    expect(read.kind === 'none' && read.reason).toMatch(/'peeling' asks for peeling, which none of the robots' skills does/);
  });
});

describe('made quickly, in everyday speech', () => {
  it('"whip me up" is making (was: \'whip\' not understood)', () => {
    const kitchen = readerIn('FloorPlan2');
    const eggs = kitchen('whip me up some eggs');
    const made = kitchen('make me some eggs');
    expect(eggs.kind === 'goal' && eggs.goal.alternatives).toEqual(made.kind === 'goal' && made.goal.alternatives);
  });
});
