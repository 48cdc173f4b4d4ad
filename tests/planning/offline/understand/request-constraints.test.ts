/**
 * What a request says besides what to do ("I'm hungry, but no eggs", "make toast and leave the
 * light on", "I'm thirsty, use the mug"): read clause by clause with the reader of corrections,
 * the rest of the request left to the request reader; a command that only sounds like a
 * correction ("take the apple", "put the apple and the bread in the fridge") stays a command.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../../src/planning/offline/index.js';
import { requestConstraints, requestRules } from '../../../../src/planning/offline/understand/request-constraints.js';
import { Vocabulary } from '../../../../src/planning/offline/understand/vocabulary.js';
import { loadWorld } from '../../../../src/world/index.js';

const world = loadWorld('FloorPlan1');
const vocabulary = new Vocabulary(loadKnowledge(undefined, world.catalogue).words, world.catalogue);
const read = (text: string) => requestConstraints(text, vocabulary);

describe('requestConstraints', () => {
  it('parts a thing set against the one asked ("not", "instead of", "rather than") as left out, only after a verb', () => {
    // Was: "it did not understand 'not'".
    expect(read('boil water in the kettle not the pot')).toMatchObject({ rest: 'boil water in the kettle', constraints: [{ kind: 'leave-out', words: 'not the pot' }] });
    expect(read('fry an egg in the pan rather than the pot')).toMatchObject({ rest: 'fry an egg in the pan', constraints: [{ kind: 'leave-out', words: 'not the pot' }] });
    expect(read('the lamp not the big light')).toEqual({ rest: 'the lamp not the big light', constraints: [] });
    expect(read("I'm not hungry")).toEqual({ rest: "I'm not hungry", constraints: [] });
  });

  it('parts a leave-out after a mark, "but", "and" or "without", the rest kept in plain words', () => {
    for (const text of ["I'm hungry, no eggs", "I'm hungry but I don't want eggs", "I'm hungry. No eggs please.", "I'm hungry and I don't like eggs"]) {
      const { rest, constraints } = read(text);
      expect(rest, text).toBe('i am hungry');
      expect(constraints.map((c) => c.kind), text).toEqual(['leave-out']);
      expect(constraints[0]!.kind === 'leave-out' && constraints[0]!.things.flatMap((t) => t.types), text).toEqual(['Egg']);
    }
    expect(read('make breakfast without eggs')).toMatchObject({ rest: 'make breakfast', constraints: [{ kind: 'leave-out', words: 'without eggs' }] });
  });

  it('reads a keep as a command and a use as a thing to use; "take" and "pick" stay commands', () => {
    expect(read('make toast and leave the light on')).toMatchObject({ rest: 'make toast', constraints: [{ kind: 'keep', command: 'turn on the light', words: 'leave the light on' }] });
    expect(read("I'm thirsty, use the mug")).toMatchObject({ rest: 'i am thirsty', constraints: [{ kind: 'use', words: 'use the mug' }] });
    expect(read('take the apple')).toEqual({ rest: 'take the apple', constraints: [] });
    expect(read('put the apple and the bread in the fridge')).toEqual({ rest: 'put the apple and the bread in the fridge', constraints: [] });
  });

  it('leaves a request with no constraint exactly as typed', () => {
    expect(read("It's too dark in here, I want to read in bed")).toEqual({ rest: "It's too dark in here, I want to read in bed", constraints: [] });
  });
});

describe('requestRules', () => {
  it('excludes what is left out and what is made of it; prefers what is to be used over what it stands in for', () => {
    expect(requestRules(read("I'm hungry, no eggs").constraints, world.catalogue)).toEqual([{ id: 'request', text: 'no eggs', rule: { exclude: ['Egg', 'EggCracked'] } }]);
    expect(requestRules(read('heat the soup with the pot, not the pan').constraints, world.catalogue).map((r) => r.rule)).toContainEqual({ exclude: ['Pan'] });
    expect(requestRules(read("I'm thirsty, use the mug").constraints, world.catalogue)).toEqual([{ id: 'request', text: 'use the mug', rule: { prefer: 'Mug', over: [] } }]);
  });

  it('leaves out food made by heat by leaving out what heats: every heat source of the catalogue', () => {
    const heatSources = [...world.catalogue.types]
      .filter(([, t]) => t.effects?.heatsContents === true || (t.effects?.heatsThrough ?? []).length > 0)
      .map(([name]) => name);
    const [cooked] = requestRules(read('I want a snack but nothing cooked').constraints, world.catalogue);
    expect(cooked?.rule).toEqual({ exclude: expect.arrayContaining(heatSources) });
    expect(requestRules(read("I'm hungry, nothing toasted").constraints, world.catalogue).map((r) => r.rule)).toEqual([{ exclude: ['Toaster'] }]);
  });
});
