/**
 * Words of a night-shift worker, a shared house, a recipe cook and Welsh and Northern English
 * (knowledge/speech.yaml asides and wanting, uses.yaml needs): what they ask, and what they do not.
 */
import { describe, expect, it } from 'vitest';
import type { Understanding } from '../../../../src/planning/offline/understanding.js';
import { conditionsOf, goalIds, readerIn } from './reader-in.js';

/** Every way a request was read (a goal's, or each option of a tie, the person then asked which), as text; else as it was read. */
const waysOf = (u: Understanding): string[] => (u.kind === 'goal' ? [JSON.stringify(u.goal.alternatives)] : u.kind === 'tie' ? u.options.map((o) => JSON.stringify(o.alternatives)) : [JSON.stringify(u)]);

describe('Northern and Welsh English', () => {
  it('reads "nesh" as feeling the cold, and a hot drink to wrap the hands round as no hand wash (was: the tap run, a false success)', () => {
    const ways = waysOf(readerIn('FloorPlan2')("I'm nesh me, I could do with something hot to wrap my hands round"));
    expect(ways.some((w) => w.includes('coffee'))).toBe(true);
    expect(ways.every((w) => !w.includes('Faucet'))).toBe(true);
  });

  it('reads "now in a minute" and "on your way out" as when, asking nothing', () => {
    expect(conditionsOf(readerIn('FloorPlan326')('switch the light off on your way out'))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
    expect(readerIn('FloorPlan303')('switch the desk lamp on now in a minute').kind).toBe('goal');
  });
});

describe('a night-shift worker', () => {
  it('going to bed with the sun up wants the room dark, never the blinds opened (was: a false success)', () => {
    const ways = waysOf(readerIn('FloorPlan301')("back off nights and the sun's well up, I need to get some sleep"));
    expect(ways.some((w) => w.includes('LightSwitch'))).toBe(true);
    expect(ways.every((w) => !w.includes('Blinds'))).toBe(true);
  });

  it('asleep soon is going to bed: what is on left off, beside food in a kitchen', () => {
    expect(waysOf(readerIn('FloorPlan414')("the bathroom light's been on since I got in this morning and I'm going to be asleep all day")).every((w) => w.includes('LightSwitch'))).toBe(true);
    expect(waysOf(readerIn('FloorPlan1')("just in off the night shift and I'm absolutely starving, I'll be asleep within the hour")).some((w) => w.includes('isCooked') || w.includes('cooked'))).toBe(true);
  });

  it('a soak before crashing is the bath alone, no bed asked in a bathroom', () => {
    const read = readerIn('FloorPlan403')('just back from nights, I want a long soak before I crash');
    expect(goalIds(read)).toEqual(['tap-running']);
    expect(JSON.stringify(conditionsOf(read))).toContain('Faucet|-02.23|+00.44|+00.47');
  });

  it('liking the news on while waking is the TV wanted, the coffee a living room lacks left out', () => {
    const read = readerIn('FloorPlan201')("just got up and it's already dark out, I like having the news on while I come round before my shift");
    expect(JSON.stringify(conditionsOf(read))).toContain('Television');
  });
});

describe('a recipe cook, a shared house and chores said as needs', () => {
  it('reads what the recipe says as asked', () => {
    const read = readerIn('FloorPlan3')('the recipe says the lettuce has to be chopped before anything else');
    expect(JSON.stringify(conditionsOf(read))).toContain('Lettuce');
  });

  it('reads a plant starting to droop as needing water, and thirst after the gym as thirst', () => {
    expect(readerIn('FloorPlan5')("the plant on the side hasn't been watered in ages, it's starting to droop").kind).toBe('goal');
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan4')('After the gym I am very thirsty')))).toContain('water');
  });
});
