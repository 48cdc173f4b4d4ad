/**
 * Issue 38: a reading that lists a word as read carries what the word asks into its goal. A state
 * said of the thing ("something cold to drink") is a condition of it; a need read beside another
 * ("a bath ... set the mood") is served with it; one the room cannot serve beside the request's
 * point is left out and said (typed and in words), the rest done.
 */
import { describe, expect, it } from 'vitest';
import { readingText } from '../../../../src/planning/offline/understanding.js';
import { readerIn } from './reader-in.js';

const conditions = (u: { kind: string; goal?: { alternatives: readonly { all: readonly unknown[] }[] } }): string => JSON.stringify(u.goal?.alternatives ?? []);

describe('the words a reading rests on are all in its goal', () => {
  it("'something cold to drink': the drink is cold, not any water", () => {
    const read = readerIn('FloorPlan5');
    const u = read("It's roasting today, I'd kill for something cold to drink");
    expect(u.kind).toBe('goal');
    if (u.kind !== 'goal') return;
    expect(u.reading.words).toContain('cold');
    // Every way is a cold drink: water in a cup, mug or bottle that is cold.
    for (const a of u.goal.alternatives) expect(JSON.stringify(a.all)).toMatch(/"cold"|isCool/);
    expect(conditions(u)).toMatch(/water/);
  });

  it("'something cold to drink' where no drink can be had is refused saying what is missing", () => {
    const u = readerIn('FloorPlan301')("I'd kill for something cold to drink");
    expect(u.kind).toBe('none');
    if (u.kind === 'none') expect(u.reason).toMatch(/'drink'\)?,? (asks for )?a glass of water, which needs a Faucet/);
  });

  it("'a bath ... set the mood': mood lighting is in the goal, the bath no more than the occasion", () => {
    const read = readerIn('FloorPlan423');
    const u = read('Bath for two tonight ;) can you set the mood in here');
    if (u.kind === 'goal') {
      expect(u.reading.words.join(' ')).toMatch(/mood/);
      // Every way lights a candle or leaves the big light off: the tap alone does not set a mood.
      for (const a of u.goal.alternatives) expect(JSON.stringify(a.all)).toMatch(/Candle|LightSwitch/);
    } else {
      expect(['ask', 'none', 'tie']).toContain(u.kind);
    }
  });
});

describe('a need read beside another that the room cannot serve', () => {
  it('beside a need the person says they want, is left out and said, with what is missing; the goal rests on no word left out', () => {
    const read = readerIn('FloorPlan423');
    const u = read("I'm starving, and I need a hot bath");
    expect(u.kind).toBe('goal');
    if (u.kind !== 'goal') return;
    expect(u.goal.title).toBe('a bath running');
    expect(u.reading.words).not.toContain('starving');
    expect(u.reading.leftOut).toEqual([expect.objectContaining({ words: 'starving', asks: 'something to eat', why: expect.stringMatching(/this Bathroom has none/) })]);
    expect(readingText(u.reading)).toMatch(/Left out: 'starving' asks for something to eat, .*this Bathroom has none\./);
  });

  it("a report told of beside a need for caffeine in a kitchen with no laptop: the coffee, the laptop said", () => {
    const u = readerIn('FloorPlan24')("Can't keep my eyes open and this essay's due at 5. Need caffeine, badly.");
    expect(u.kind).toBe('goal');
    if (u.kind !== 'goal') return;
    expect(u.goal.id).toBe('coffee');
    expect(u.reading.leftOut?.map((l) => [l.words, l.asks])).toEqual([['essay', 'a place to work']]);
    expect(u.reading.leftOut?.[0]?.why).toMatch(/needs a Laptop: this Kitchen has none/);
  });

  it('a need the person says they want is the point: refused saying what is missing, never coffee in place of rest', () => {
    const u = readerIn('FloorPlan1')("I'm shattered, I just need to unwind");
    expect(u.kind).toBe('none');
    if (u.kind === 'none') expect(u.reason).toMatch(/^'unwind' asks for calm and comfort beside a cup of coffee, but .*this Kitchen has none/);
  });

  it('with no need said as wanted, the point is not plain: refused, saying what is missing', () => {
    const u = readerIn('FloorPlan423')("bath time and I'm starving");
    expect(u.kind).toBe('none');
    if (u.kind === 'none') expect(u.reason).toMatch(/'starving' asks for something to eat beside a bath running/);
  });

  it('the point itself unmet is still refused, never another task: sleepy in a bathroom', () => {
    expect(readerIn('FloorPlan401')('so sleepy').kind).toBe('none');
  });

  it('a state word said of the person stays a need of theirs ("I\'m cold"), not a state of a drink', () => {
    const read = readerIn('FloorPlan5');
    const u = read("I'm cold");
    expect(u.kind === 'goal' ? JSON.stringify(u.goal.alternatives) : '').not.toMatch(/"cold"/);
  });
});

describe('a need served only where it is met', () => {
  it("'sleepy' in a kitchen is coffee, never the kitchen's light off; in a living room the light off stands", () => {
    const kitchen = readerIn('FloorPlan1')('I feel so sleepy and tired.');
    expect(kitchen.kind).toBe('goal');
    if (kitchen.kind === 'goal') expect(kitchen.goal.alternatives.map((a) => a.name)).toEqual(['coffee']);
    const living = readerIn('FloorPlan201')('so sleepy');
    expect(living.kind === 'goal' ? JSON.stringify(living.goal.alternatives) : living.kind).toMatch(/LightSwitch/);
  });

  it('a refusal names each word once', () => {
    const u = readerIn('FloorPlan401')('so sleepy');
    expect(u.kind).toBe('none');
    if (u.kind === 'none') expect(u.reason).toContain("('sleepy'),");
  });
});
