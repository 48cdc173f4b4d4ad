/**
 * The step writer keeps a container it opened open while later steps still take from or put into
 * it, and closes it right after the last such step: slicing the lettuce in the fridge and taking
 * the slices later, with an unrelated step between, opens the fridge once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBridge, type BridgeConnection } from '../../../src/bridge/index.js';
import { printProgram } from '../../../src/code/print.js';
import { buildObjectFacts } from '../../../src/planning/facts.js';
import { buildProgram } from '../../../src/planning/offline/code-text.js';
import { Emitter } from '../../../src/planning/offline/emitter.js';
import { PlanState, type PlanCall } from '../../../src/planning/offline/plan-state.js';
import { loadWorld } from '../../../src/world/index.js';
import { run, validProgram } from './episode.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectBridge({});
});
afterAll(async () => {
  await bridge?.close();
});

const call = (skill: string, ...types: string[]): PlanCall => ({ skill, args: types.map((type) => ({ type })) });

describe('the step writer (Emitter)', () => {
  it('keeps the fridge open from slicing the lettuce until its slices are taken, and the plan runs first time', async () => {
    const world = loadWorld('FloorPlan1');
    const initial = await bridge.client.reset('FloorPlan1', ['robot', 'human']);
    const facts = buildObjectFacts(initial, world.catalogue, ['Lettuce', 'Tomato', 'Knife', 'Plate'], world.scene);
    const state = PlanState.fromFacts(facts, world.catalogue);
    const emitter = new Emitter(state.clone());
    emitter.begin('Slice the Lettuce and the Tomato.');
    // The Lettuce lies in the closed Fridge, the Tomato on a counter, the Knife in a closed Drawer.
    emitter.emit(call('SliceObject', 'Lettuce', 'Knife'));
    emitter.emit(call('SliceObject', 'Tomato', 'Knife'));
    emitter.begin('Put the slices on the Plate.');
    emitter.emit(call('PutObject', 'LettuceSliced', 'Plate'));
    emitter.emit(call('PutObject', 'TomatoSliced', 'Plate'));
    const program = buildProgram('salad', emitter.finish(), state);
    const code = printProgram(program);
    const lines = code.split('\n').map((l) => l.trim());
    const at = (text: string): number => lines.indexOf(text);

    expect(lines.filter((l) => l === "OpenObject('Fridge')"), code).toHaveLength(1);
    expect(lines.filter((l) => l === "CloseObject('Fridge')"), code).toHaveLength(1);
    // Open before the slicing, closed right after the last use: taking the lettuce slices.
    expect(at("OpenObject('Fridge')")).toBeLessThan(at("SliceObject('Lettuce', 'Knife')"));
    expect(at("CloseObject('Fridge')")).toBe(at("PutObject('LettuceSliced', 'Plate')") + 1);
    // The drawer the knife came from closes after the knife's last use.
    const drawer = "CloseObject('Drawer|+00.95|+00.22|-02.20')";
    expect(at(drawer)).toBe(at("SliceObject('Tomato', 'Knife')") + 1);

    const result = await run(world, bridge.client, validProgram(world, code));
    expect(result.success, code).toBe(true);
    const fridge = (await bridge.client.state()).objects.find((o) => o.objectType === 'Fridge');
    expect(fridge?.isOpen).toBe(false);
  });
});
