/**
 * The offline planner within the person's lasting preferences: the choices it offers, the goal and
 * the program it plans (searched against the real bridge), and what it says it cannot keep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBridge, type BridgeConnection } from '../../../src/bridge/index.js';
import { createOfflinePlanner, UnsupportedRequestError } from '../../../src/planning/offline/index.js';
import type { PreferenceStatement, StageOneInput } from '../../../src/planning/index.js';
import { loadWorld } from '../../../src/world/index.js';
import { lazyClient, stageOneInput } from './episode.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectBridge({});
});
afterAll(async () => {
  await bridge?.close();
});

async function setup(scene: string) {
  const world = loadWorld(scene);
  await bridge.client.reset(scene);
  return { world, planner: createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) }) };
}

const vegan: PreferenceStatement = { id: 'p1', text: "I'm vegan", rule: { exclude: ['Egg', 'EggCracked'] } };
const withPrefs = (input: StageOneInput, preferences: PreferenceStatement[], answer?: string): StageOneInput => ({
  ...input,
  preferences,
  ...(answer === undefined ? {} : { clarification: { question: 'Which?', answer } }),
});

describe('the offline planner and the preferences', () => {
  it('offers only the dishes the preferences allow, and plans none of what they exclude', async () => {
    const { world, planner } = await setup('FloorPlan1');
    const input = withPrefs(stageOneInput(world, 'I feel hungry.'), [vegan]);
    const asked = await planner.clarify(input);
    expect(asked).toMatchObject({ action: 'ask', options: ['toast', 'a cooked potato', 'a salad', 'some fruit'] });
    const plan = await planner.decompose(input);
    expect(plan.neededObjects).not.toContain('Egg');
    expect(plan.taskDescription).toContain('Keeping to your preferences: no Egg or EggCracked.');
    const code = await planner.generateCode({ ...input, plan, objects: [], skills: [...world.skills.values()].map((s) => ({ name: s.name, params: s.params, description: s.description })) });
    expect(code).not.toMatch(/Egg/);
    // Without the preference the same request plans the fried egg.
    const plain = await planner.decompose(stageOneInput(world, 'I feel hungry.'));
    expect(plain.neededObjects).toContain('Egg');
  });

  it('plans the choice an answer names, and asks again when the answer names none', async () => {
    const { world, planner } = await setup('FloorPlan1');
    const base = stageOneInput(world, 'I feel hungry.');
    expect(await planner.clarify(withPrefs(base, [], 'a salad please'))).toEqual({ action: 'plan' });
    expect((await planner.decompose(withPrefs(base, [], 'a salad please'))).taskDescription).toMatch(/salad/);
    const again = await planner.clarify(withPrefs(base, [], 'pizza'));
    expect(again).toMatchObject({ action: 'ask', question: expect.stringMatching(/^I did not understand 'pizza' as one of them\. Which would you like/) });
  });

  it('a request only an excluded food serves is refused, naming the preference', async () => {
    const { world, planner } = await setup('FloorPlan1');
    await expect(planner.decompose(withPrefs(stageOneInput(world, 'Fry me an egg, sunny side up.'), [vegan]))).rejects.toThrow(UnsupportedRequestError);
    await expect(planner.decompose(withPrefs(stageOneInput(world, 'I want eggs'), [vegan]))).rejects.toThrow(/your preferences exclude \(Egg, EggCracked\)/);
  });

  it('keeps "prefer X over Y" by leaving Y out, and says what it leaves to the allocator or cannot check', async () => {
    const { world, planner } = await setup('FloorPlan1');
    const prefs: PreferenceStatement[] = [
      { id: 'p1', text: 'never the pan', rule: { prefer: 'Pot', over: ['Pan'] } },
      { id: 'p2', text: "don't let the robot near the stove", rule: { keepAway: { agent: 'robot', types: ['StoveBurner', 'StoveKnob'] } } },
      { id: 'p3', text: 'I like jazz', rule: null },
    ];
    const plan = await planner.decompose(withPrefs(stageOneInput(world, 'I would like a fried egg'), prefs));
    expect(plan.neededObjects).toContain('Pot');
    expect(plan.neededObjects).not.toContain('Pan');
    expect(plan.taskDescription).toContain('Pot rather than Pan');
    expect(plan.taskDescription).toContain('Left to the allocator: the robot does not act on StoveBurner or StoveKnob');
    expect(plan.taskDescription).toContain("cannot check the preference 'I like jazz'");
  });

  it('says only the preferences about the room and the request, once', async () => {
    const prefs: PreferenceStatement[] = [
      vegan,
      { id: 'p2', text: 'no eggs for me', rule: { exclude: ['Egg', 'EggCracked'] } },
      { id: 'p3', text: 'use the microwave, not the stove', rule: { prefer: 'Microwave', over: ['StoveBurner', 'StoveKnob'] } },
      { id: 'p4', text: "don't let the robot near the stove", rule: { keepAway: { agent: 'robot', types: ['StoveBurner', 'StoveKnob'] } } },
    ];
    // In a kitchen, for a meal: the eggs once, the microwave, the stove left to the allocator.
    const kitchen = await setup('FloorPlan1');
    const meal = (await kitchen.planner.decompose(withPrefs(stageOneInput(kitchen.world, 'I feel hungry.'), prefs, 'toast'))).taskDescription;
    expect(meal.match(/no Egg or EggCracked/g)).toHaveLength(1);
    expect(meal).toContain('Microwave rather than StoveBurner or StoveKnob');
    // In a bedroom nothing of the kitchen is said.
    const bedroom = await setup('FloorPlan301');
    const lamp = (await bedroom.planner.decompose(withPrefs(stageOneInput(bedroom.world, 'turn on the lamp'), prefs))).taskDescription;
    expect(lamp).not.toMatch(/Egg|Microwave|Stove|preferences/);
  });
});
