/** Human feedback: each documented form changes the code as asked, and the result still runs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../../src/bridge/index.js';
import { connectSharedBridge } from '../../helpers/shared-bridge.js';
import { evaluateCriteria } from '../../../src/experiments/suites/criteria.js';
import { buildObjectFacts } from '../../../src/planning/facts.js';
import type { CodeInput } from '../../../src/planning/planner.js';
import { createOfflinePlanner, UnsupportedFeedbackError } from '../../../src/planning/offline/index.js';
import { CorrectionChangesNothingError } from '../../../src/planning/planner.js';
import { loadWorld, type World } from '../../../src/world/index.js';
import { codeInputOf, run, stageOneInput, validProgram } from './episode.js';
import { lazyClient } from './episode.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectSharedBridge();
});
afterAll(async () => {
  await bridge?.close();
});

interface Planned {
  world: World;
  input: CodeInput;
  code: string;
}

async function plan(scene: string, instruction: string): Promise<Planned> {
  const world = loadWorld(scene);
  const planner = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
  const state = await bridge.client.reset(scene, ['robot', 'human']);
  const base = stageOneInput(world, instruction);
  const stage1 = await planner.decompose(base);
  const refined = await planner.refineDecomposition({ ...base, stage1, objects: buildObjectFacts(state, world.catalogue, stage1.neededObjects, world.scene), missingObjects: [] });
  const input = codeInputOf(world, state, base, refined);
  return { world, input, code: await planner.generateCode(input) };
}

/** Feedback on the plan; `allFacts` gives the planner every object of the scene, not only the needed ones. */
async function refine(p: Planned, feedback: string, allFacts = false): Promise<string> {
  const input = { ...p.input, code: p.code, feedback };
  if (allFacts) {
    const state = await bridge.client.reset(p.world.scene.scene, ['robot', 'human']);
    input.objects = buildObjectFacts(state, p.world.catalogue, input.scene.objectTypes, p.world.scene);
  }
  return createOfflinePlanner({ world: p.world, simulator: lazyClient(() => bridge.client) }).refineFromFeedback(input);
}

async function runs(p: Planned, code: string) {
  const result = await run(p.world, bridge.client, validProgram(p.world, code));
  expect(result.success, code).toBe(true);
  return bridge.client.state();
}

const pickupable = (w: World) => (t: string) => w.catalogue.types.get(t)?.properties.includes('pickupable') ?? false;

describe('feedback forms', () => {
  it("'use X instead of Y' replaces every Y by an X", async () => {
    const p = await plan('FloorPlan1', 'Can you make me sunny side up egg?');
    expect(p.code).toContain("'Pan'");
    const code = await refine(p, 'Use the pot instead of the pan.');
    expect(code).not.toContain("'Pan'");
    expect(code).toContain("PutObject('Egg', 'Pot')");
    await runs(p, code);
  });

  it("'use the pot instead of the pan' switches the burner under the pot, and the egg is cooked", async () => {
    const p = await plan('FloorPlan1', 'Can you make me sunny side up egg?');
    const code = await refine(p, 'Use the pot instead of the pan.');
    const state = await runs(p, code);
    const egg = state.objects.find((o) => o.objectType === 'EggCracked');
    const pot = state.objects.find((o) => o.objectType === 'Pot');
    expect(egg?.parentReceptacles).toContain(pot?.objectId);
    expect(egg?.isCooked).toBe(true);
  });

  it("'do not X' removes the steps doing X", async () => {
    const p = await plan('FloorPlan1', 'Can you make me sunny side up egg?');
    expect(p.code).toContain("CloseObject('Fridge')");
    const code = await refine(p, "Don't close the fridge");
    expect(code).not.toContain('CloseObject');
    const state = await runs(p, code);
    expect(state.objects.find((o) => o.objectType === 'Fridge')?.isOpen).toBe(true);
  });

  it("'skip X' is the same form", async () => {
    const p = await plan('FloorPlan1', 'I feel so sleepy and tired.');
    const code = await refine(p, 'skip turn on the coffee machine');
    expect(code).not.toContain("SwitchOn('CoffeeMachine')");
  });

  it("'also X' adds the steps at the end as a new subtask", async () => {
    const p = await plan('FloorPlan1', 'I feel so sleepy and tired.');
    const code = await refine(p, 'also turn off the light');
    expect(code).toMatch(/# SubTask 3: Switch off the LightSwitch\.\n {4}SwitchOff\('LightSwitch'\)\n/);
    const state = await runs(p, code);
    expect(state.objects.find((o) => o.objectType === 'LightSwitch')?.isToggled).toBe(false);
  });

  it("a place added to what was only picked up puts it there: it is held no more", async () => {
    const p = await plan('FloorPlan1', 'Pick up the apple');
    const code = await refine(p, 'Also put the apple in the fridge.');
    const state = await runs(p, code);
    const verdict = evaluateCriteria([{ name: 'stored', all: [{ exists: { type: 'Apple', directlyIn: 'Fridge' } }] }], state, pickupable(p.world));
    expect(verdict.met, code).toBe(true);
  });

  it("'also put the tomato in the fridge' after a salad: the tomato is sliced by then, so the salad keeps its slice and the six others go in the fridge", async () => {
    const p = await plan('FloorPlan1', 'I want a tomato salad');
    expect(p.code).toContain("SliceObject('Tomato'");
    const code = await refine(p, 'Also put the tomato in the fridge.');
    expect(code).not.toBe(p.code);
    const state = await runs(p, code);
    const slices = state.objects.filter((o) => o.objectType === 'TomatoSliced');
    const fridge = state.objects.find((o) => o.objectType === 'Fridge')!;
    const plate = state.objects.find((o) => o.objectType === 'Plate' && slices.some((s) => s.parentReceptacles?.includes(o.objectId)));
    expect(slices).toHaveLength(7);
    expect(slices.filter((s) => s.parentReceptacles?.includes(fridge.objectId))).toHaveLength(6);
    expect(plate, code).toBeDefined();
  });

  it("'also put the tomato in the fridge' after only slicing it: every slice goes in the fridge", async () => {
    const p = await plan('FloorPlan1', 'Slice the tomato');
    const code = await refine(p, 'Also put the tomato in the fridge.');
    const state = await runs(p, code);
    const fridge = state.objects.find((o) => o.objectType === 'Fridge')!;
    const slices = state.objects.filter((o) => o.objectType === 'TomatoSliced');
    expect(slices.map((s) => s.parentReceptacles?.includes(fridge.objectId))).toEqual(Array(7).fill(true));
  });

  it('a correction that plans to the very code it was given says so, and gives no new code', async () => {
    const world = loadWorld('FloorPlan1');
    const planner = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
    const state = await bridge.client.reset('FloorPlan1', ['robot', 'human']);
    const base = stageOneInput(world, 'Make a slice of toast');
    const stage1 = await planner.decompose(base);
    const refined = await planner.refineDecomposition({ ...base, stage1, objects: buildObjectFacts(state, world.catalogue, stage1.neededObjects, world.scene), missingObjects: [] });
    const input = codeInputOf(world, state, base, refined);
    const code = await planner.generateCode(input);
    // A lasting preference kept with the correction plans the request again within it: toast needs no egg, so it comes out as it was.
    const vegan = { ...input, code, feedback: "I'm vegan", preferences: [{ id: 'p1', text: "I'm vegan", rule: { exclude: ['Egg', 'EggCracked'] } }] };
    await expect(planner.refineFromFeedback(vegan)).rejects.toThrow(CorrectionChangesNothingError);
  });

  it("'serve it on a plate' puts the fried egg on a plate", async () => {
    const p = await plan('FloorPlan1', 'Can you make me sunny side up egg?');
    const code = await refine(p, 'Please serve it on a plate');
    // The plate is not among the needed objects' facts: it is named by type, the bridge finds it.
    expect(code).toContain("PutObject('EggCracked', 'Plate')");
    const state = await runs(p, code);
    const verdict = evaluateCriteria([{ name: 'served', all: [{ exists: { type: 'EggCracked', isCooked: true, in: 'Plate' } }] }], state, pickupable(p.world));
    expect(verdict.met).toBe(true);
  });

  it("'serve it in a bowl' fetches a bowl from its closed cabinet when it knows where the bowl is", async () => {
    const p = await plan('FloorPlan1', 'Can you make me sunny side up egg?');
    const code = await refine(p, 'serve it in a bowl', true);
    expect(code).toMatch(/OpenObject\('Cabinet[^']*'\)\n {4}PutObject\('EggCracked', 'Bowl'\)\n {4}CloseObject\('Cabinet/);
    await runs(p, code);
  });

  it('anything else is an UnsupportedFeedbackError naming the forms it understands', async () => {
    const p = await plan('FloorPlan1', 'I feel hungry');
    const error = await refine(p, 'make it a bit spicier').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedFeedbackError);
    expect((error as Error).message).toMatch(/did not understand the correction 'make it a bit spicier'.*'spicier'.*'no eggs'.*'use the microwave'.*'on a plate'.*'leave the light on'.*'I asked to make the bed'/);
  });

  it('a form naming something the plan does not do says so', async () => {
    const p = await plan('FloorPlan1', 'I feel hungry');
    await expect(refine(p, 'do not open the microwave')).rejects.toThrow(/no step of the plan does 'open the microwave'/);
  });

  it("'use the microwave' (no 'instead of') cooks the egg in the microwave, with no stove", async () => {
    const p = await plan('FloorPlan1', 'Can you make me sunny side up egg?');
    expect(p.code).toContain('StoveKnob');
    const code = await refine(p, 'use the microwave');
    expect(code).not.toContain('StoveKnob');
    expect(code).toContain("'Microwave'");
    const state = await runs(p, code);
    expect(state.objects.find((o) => o.objectType === 'EggCracked')?.isCooked).toBe(true);
  });

  it("'not the stove' leaves the stove out: the egg is cooked another way", async () => {
    const p = await plan('FloorPlan1', 'Can you make me sunny side up egg?');
    const code = await refine(p, 'not the stove please');
    expect(code).not.toContain('StoveKnob');
    const state = await runs(p, code);
    expect(state.objects.find((o) => o.objectType === 'EggCracked')?.isCooked).toBe(true);
  });

  it("'no eggs please' of a meal makes another dish, with no egg", async () => {
    const p = await plan('FloorPlan1', 'I feel hungry');
    expect(p.code).toContain("'Egg'");
    const code = await refine(p, 'no eggs please');
    expect(code).not.toMatch(/Egg/);
    await runs(p, code);
  });

  it("'no butter' of a plan that uses none changes nothing, and says so", async () => {
    const p = await plan('FloorPlan1', 'I feel hungry');
    const error = await refine(p, 'no butter').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CorrectionChangesNothingError);
    expect((error as Error).message).toBe('The plan uses no butter: nothing to leave out.');
  });

  it("'on a plate' puts what the plan makes on a plate", async () => {
    const p = await plan('FloorPlan1', 'Can you make me sunny side up egg?');
    const code = await refine(p, 'on a plate, thanks');
    expect(code).toContain("PutObject('EggCracked', 'Plate')");
    await runs(p, code);
  });

  it("'leave the light on' keeps the light on where the plan turned it off", async () => {
    const p = await plan('FloorPlan1', 'I feel so sleepy and tired.');
    const off = await refine(p, 'also turn off the light');
    expect(off).toContain("SwitchOff('LightSwitch')");
    const code = await refine({ ...p, code: off }, 'leave the light on');
    expect(code).not.toContain("SwitchOff('LightSwitch')");
    const state = await runs(p, code);
    expect(state.objects.find((o) => o.objectType === 'LightSwitch')?.isToggled).toBe(true);
  });

  it("'I asked for toast' reads the request again: the code makes toast", async () => {
    const p = await plan('FloorPlan1', 'Can you make me sunny side up egg?');
    const code = await refine(p, "No, I asked for toast");
    expect(code).not.toMatch(/Egg/);
    const state = await runs(p, code);
    expect(state.objects.some((o) => o.objectType === 'BreadSliced' && o.isCooked)).toBe(true);
  });

  it('who does what is said at the allocation step', async () => {
    const p = await plan('FloorPlan1', 'Can you make me sunny side up egg?');
    await expect(refine(p, "I'll do the eggs")).rejects.toThrow(/who does what.*allocation step/);
  });
});

describe('corrections of the stage-2 plan', () => {
  async function correct(scene: string, instruction: string, correction: string) {
    const world = loadWorld(scene);
    const planner = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
    const state = await bridge.client.reset(scene, ['robot', 'human']);
    const base = stageOneInput(world, instruction);
    const stage1 = await planner.decompose(base);
    const two = { ...base, stage1, objects: buildObjectFacts(state, world.catalogue, stage1.neededObjects, world.scene), missingObjects: [] };
    const before = await planner.refineDecomposition(two);
    const after = await planner.refineDecomposition({ ...two, correction: { plan: before, text: correction } });
    const goal = await planner.successCriteria!(base);
    const code = await planner.generateCode(codeInputOf(world, state, base, after));
    return { before, after, goal, code };
  }

  it("'no eggs please' at the plan step plans a meal without eggs, and the code follows it", async () => {
    const { before, after, code } = await correct('FloorPlan1', 'I feel hungry', 'no eggs please');
    expect(before.subtasks.join(' ')).toMatch(/Egg/);
    expect(after.subtasks.join(' ')).not.toMatch(/Egg/);
    expect(code).not.toMatch(/Egg/);
  });

  it("'use the microwave' at the plan step: the plan, its goal's way and the code use the microwave", async () => {
    const { after, code } = await correct('FloorPlan1', 'Can you make me sunny side up egg?', 'use the microwave');
    expect(after.subtasks.join(' ')).toMatch(/Microwave/);
    expect(after.subtasks.join(' ')).not.toMatch(/stove/i);
    expect(code).toContain("'Microwave'");
  });

  it("'I asked for toast' at the plan step: the goal is the request read again", async () => {
    const { after, goal } = await correct('FloorPlan1', 'Can you make me sunny side up egg?', 'I asked for toast, not an egg');
    expect(after.subtasks.join(' ')).toMatch(/Bread/);
    expect(JSON.stringify(goal)).toContain('BreadSliced');
    expect(JSON.stringify(goal)).not.toContain('EggCracked');
  });

  it("'I asked to make the bed, not the lights' is never planned as a lighting goal", async () => {
    // Issue 38: "make the bed" was read as the bedroom's dim-lights goal, and the correction refused.
    const outcome = await correct('FloorPlan301', 'make the bed', 'I asked to make the bed, not the lights').catch((e: unknown) => e);
    if (outcome instanceof Error) {
      expect(outcome.message).toMatch(/which is about the lights too|again, the goal it planned/);
      return;
    }
    const { goal } = outcome as Awaited<ReturnType<typeof correct>>;
    expect(JSON.stringify(goal)).not.toMatch(/LightSwitch|DeskLamp|FloorLamp/);
    expect(JSON.stringify(goal)).toContain('Bed');
  });
});
