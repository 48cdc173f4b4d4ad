/** Stage 1 and clarification: what the offline planner makes of a request, per room type. */
import { describe, expect, it } from 'vitest';
import { createOfflinePlanner, UnsupportedRequestError } from '../../../src/planning/offline/index.js';
import { loadWorld } from '../../../src/world/index.js';
import { stageOneInput } from './episode.js';

function setup(scene: string) {
  const world = loadWorld(scene);
  return { world, planner: createOfflinePlanner({ catalogue: world.catalogue }) };
}

describe('requests', () => {
  it('a vague kitchen request becomes a dish the kitchen can make', async () => {
    const { world, planner } = setup('FloorPlan1');
    const input = stageOneInput(world, 'I feel hungry.');
    expect(await planner.clarify(input)).toEqual({ action: 'plan' });
    const plan = await planner.decompose(input);
    expect(plan.taskDescription).toMatch(/Egg.*Pan/);
    expect(plan.neededObjects).toEqual(expect.arrayContaining(['Egg', 'Pan', 'StoveBurner', 'StoveKnob']));
  });

  it('a named dish is that dish', async () => {
    const { world, planner } = setup('FloorPlan2');
    const plan = await planner.decompose(stageOneInput(world, 'Could you make me some toast?'));
    expect(plan.taskDescription).toMatch(/toast.*Bread.*Toaster/i);
    expect(plan.subtasks[0]).toMatch(/Slice the Bread/);
  });

  it('the same words mean different goals in different rooms', async () => {
    const words = 'I feel so tired, need to relax.';
    const bedroom = setup('FloorPlan301');
    const bathroom = setup('FloorPlan401');
    const kitchen = setup('FloorPlan1');
    expect((await bedroom.planner.decompose(stageOneInput(bedroom.world, words))).taskDescription).toMatch(/Lamp/);
    expect((await bathroom.planner.decompose(stageOneInput(bathroom.world, words))).taskDescription).toMatch(/Candle/);
    expect((await kitchen.planner.decompose(stageOneInput(kitchen.world, words))).taskDescription).toMatch(/coffee/i);
  });

  it('asks when two goals tie, and follows the answer', async () => {
    const { world, planner } = setup('FloorPlan1');
    const input = stageOneInput(world, 'Can you make me breakfast?');
    const decision = await planner.clarify(input);
    expect(decision).toEqual({ action: 'ask', question: expect.stringContaining('?'), options: ['a fried egg', 'toast'] });
    const question = decision.action === 'ask' ? decision.question : '';
    const toast = await planner.decompose({ ...input, clarification: { question, answer: 'toast please' } });
    expect(toast.taskDescription).toMatch(/toast/i);
    const egg = await planner.decompose({ ...input, clarification: { question, answer: 'the fried egg' } });
    expect(egg.taskDescription).toMatch(/Egg/);
  });

  it('commands are planned step by step', async () => {
    const { world, planner } = setup('FloorPlan1');
    const plan = await planner.decompose(stageOneInput(world, 'Please put the apple in the fridge and turn off the lights'));
    expect(plan.subtasks).toEqual(['Put apple in fridge.', 'Turn off lights.']);
    expect(plan.neededObjects).toEqual(expect.arrayContaining(['Apple', 'Fridge', 'LightSwitch']));
  });

  it('a request it does not know is a clear error saying what it understands', async () => {
    const { world, planner } = setup('FloorPlan1');
    const input = stageOneInput(world, 'Sing me a song about the sea');
    expect(await planner.clarify(input)).toEqual({ action: 'plan' });
    const error = await planner.decompose(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedRequestError);
    expect((error as Error).message).toMatch(/Sing me a song.*something to eat.*turn on the light/);
  });
});
