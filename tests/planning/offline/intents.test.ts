/**
 * Stage 1 and clarification: what the offline planner makes of a request, per room type — a
 * command as asked, a vague request by its intent, and a clear refusal for anything else, never
 * another task in its place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../../src/bridge/index.js';
import { connectSharedBridge } from '../../helpers/shared-bridge.js';
import { createOfflinePlanner, UnsupportedRequestError } from '../../../src/planning/offline/index.js';
import { loadWorld } from '../../../src/world/index.js';
import { lazyClient, stageOneInput } from './episode.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectSharedBridge();
});
afterAll(async () => {
  await bridge?.close();
});

/** A planner for a scene, with the bridge reset to it (the planner plans from the reset scene). */
async function setup(scene: string) {
  const world = loadWorld(scene);
  await bridge.client.reset(scene);
  return { world, planner: createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) }) };
}

describe('requests', () => {
  it('a vague kitchen request becomes a dish the kitchen can make, and stage 1 needs only what its plan uses', async () => {
    const { world, planner } = await setup('FloorPlan1');
    const input = stageOneInput(world, 'I feel hungry.');
    // Its knowledge has alternatives: it asks instead of picking silently; left to choose, it takes the first way that works.
    expect(await planner.clarify(input)).toEqual({ action: 'ask', question: 'Which would you like: a fried egg, or toast, or a cooked potato, or a salad?', options: ['a fried egg', 'toast', 'a cooked potato', 'a salad'] });
    const plan = await planner.decompose(input);
    expect(plan.subtasks.join(' ')).toMatch(/Egg.*Pan/);
    expect(plan.neededObjects).toEqual(expect.arrayContaining(['Egg', 'Pan', 'StoveKnob']));
    // The other dishes it could have made are not needed by this plan (16 types were listed before).
    for (const other of ['Toaster', 'Potato', 'Lettuce', 'Tomato', 'Bread', 'Apple']) expect(plan.neededObjects).not.toContain(other);
  });

  it('a named dish is that dish', async () => {
    const { world, planner } = await setup('FloorPlan2');
    const plan = await planner.decompose(stageOneInput(world, 'Could you make me some toast?'));
    expect(plan.taskDescription).toMatch(/toast/i);
    expect(plan.subtasks[0]).toMatch(/Slice the Bread/);
    expect(plan.neededObjects).toEqual(expect.arrayContaining(['Bread', 'Toaster']));
  });

  it('the same words mean different goals in different rooms', async () => {
    const words = 'I feel so tired, need to relax.';
    const bedroom = await setup('FloorPlan301');
    expect((await bedroom.planner.decompose(stageOneInput(bedroom.world, words))).subtasks.join(' ')).toMatch(/Lamp/);
    const bathroom = await setup('FloorPlan401');
    expect((await bathroom.planner.decompose(stageOneInput(bathroom.world, words))).subtasks.join(' ')).toMatch(/Candle/);
    // A kitchen can wake a tired person (coffee) but has nothing calm: the request asks both, so it is
    // refused saying what is missing and what the kitchen could do, never coffee in place of rest.
    const kitchen = await setup('FloorPlan1');
    const refused = kitchen.planner.decompose(stageOneInput(kitchen.world, words));
    await expect(refused).rejects.toBeInstanceOf(UnsupportedRequestError);
    await expect(refused).rejects.toThrow(/'relax'.*calm and comfort.*coffee/is);
  });

  it('asks when two goals tie, and follows the answer', async () => {
    const { world, planner } = await setup('FloorPlan1');
    const input = stageOneInput(world, 'Can you make me breakfast?');
    const decision = await planner.clarify(input);
    expect(decision).toEqual({ action: 'ask', question: expect.stringContaining('?'), options: ['a fried egg', 'toast'] });
    const question = decision.action === 'ask' ? decision.question : '';
    const toast = await planner.decompose({ ...input, clarification: { question, answer: 'toast please' } });
    expect(toast.subtasks.join(' ')).toMatch(/Toaster/);
    const egg = await planner.decompose({ ...input, clarification: { question, answer: 'the fried egg' } });
    expect(egg.subtasks.join(' ')).toMatch(/Egg/);
  });

  it('an answer that names no option is said not understood and asked again, never planned as another dish', async () => {
    const { world, planner } = await setup('FloorPlan1');
    const input = stageOneInput(world, 'Can you make me breakfast?');
    const first = await planner.clarify(input);
    const question = first.action === 'ask' ? first.question : '';
    const answered = { ...input, clarification: { question, answer: 'pancakes with syrup' } };
    const again = await planner.clarify(answered);
    expect(again).toEqual({ action: 'ask', question: expect.stringContaining("I did not understand 'pancakes with syrup'"), options: ['a fried egg', 'toast'] });
    // Stage 1 does not plan past it: the session asks the person again (tests/planning/offline/first-minutes.test.ts).
    await expect(planner.decompose(answered)).rejects.toMatchObject({ question: again.action === 'ask' ? again.question : '', options: ['a fried egg', 'toast'] });
  });

  it('commands are planned as asked; what already holds is left out', async () => {
    const { world, planner } = await setup('FloorPlan1');
    // The apple is in the fridge already; the light is on.
    const plan = await planner.decompose(stageOneInput(world, 'Please put the apple in the fridge and turn off the lights'));
    expect(plan.subtasks).toEqual(['Switch off the LightSwitch.']);
    expect(plan.neededObjects).toEqual(['LightSwitch']);
  });

  it('a request it does not know is refused naming the words it did not understand and what it can do', async () => {
    const { world, planner } = await setup('FloorPlan1');
    const input = stageOneInput(world, 'Sing me a lullaby about the sea');
    expect(await planner.clarify(input)).toEqual({ action: 'plan' });
    const error = await planner.decompose(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedRequestError);
    expect((error as Error).message).toMatch(/'sing', 'sea'.*put the apple in the fridge.*something to eat/);
  });

  it('a command it only half understands is refused, never replaced by another task a keyword suggests', async () => {
    const { world, planner } = await setup('FloorPlan201');
    // "watch" once turned the TV on here; "frobnicate" is no word it knows.
    const error = await planner.decompose(stageOneInput(world, 'Frobnicate the watch and the keychain')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedRequestError);
    expect((error as Error).message).toMatch(/'frobnicate'/);
    const plan = await planner.decompose(stageOneInput(world, 'Put the watch and Keychain inside the drawer'));
    expect(plan.subtasks.join(' ')).toMatch(/Watch.*Drawer.*KeyChain.*Drawer|KeyChain.*Drawer.*Watch.*Drawer/);
    expect(plan.neededObjects).not.toContain('Television');
  });
});
