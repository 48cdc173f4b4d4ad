/**
 * The offline planner writes code for the plan stage 2 recorded: the subtasks of the recorded
 * decomposition are the code's, in its order, also for a planner that did not make the plan
 * (a resumed session) and for a plan that leaves a subtask out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../../src/bridge/index.js';
import { connectSharedBridge } from '../../helpers/shared-bridge.js';
import { createOfflinePlanner } from '../../../src/planning/offline/index.js';
import { PlanNotCodableError } from '../../../src/planning/index.js';
import type { CodeInput, TaskDecomposition } from '../../../src/planning/index.js';
import { loadWorld, type World } from '../../../src/world/index.js';
import { codeInputOf, stageOneInput, validProgram } from './episode.js';
import { lazyClient } from './episode.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectSharedBridge();
});
afterAll(async () => {
  await bridge?.close();
});

const world: World = loadWorld('FloorPlan1');

/** Stages 1 and 2 of a request with a planner of its own, and the code input for the plan. */
async function planned(instruction: string): Promise<{ plan: TaskDecomposition; input: (plan: TaskDecomposition) => CodeInput }> {
  const planner = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
  const state = await bridge.client.reset(world.scene.scene, ['robot', 'human']);
  const base = stageOneInput(world, instruction);
  const stage1 = await planner.decompose(base);
  const plan = await planner.refineDecomposition({ ...codeInputOf(world, state, base, stage1), stage1, missingObjects: [] });
  return { plan, input: (p) => codeInputOf(world, state, base, p) };
}

/** The `# SubTask n: ...` texts of a program, in order. */
const subtaskComments = (code: string): string[] => [...code.matchAll(/# SubTask \d+: (.+)/g)].map((m) => m[1]!);

describe('code for the recorded plan', () => {
  it("the code's subtasks are the plan's, in order", async () => {
    const planner = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
    const state = await bridge.client.reset(world.scene.scene, ['robot', 'human']);
    const base = stageOneInput(world, 'Can you make me sunny side up egg?');
    const stage1 = await planner.decompose(base);
    const plan = await planner.refineDecomposition({ ...codeInputOf(world, state, base, stage1), stage1, missingObjects: [] });
    const code = await planner.generateCode(codeInputOf(world, state, base, plan));
    expect(plan.subtasks.length).toBeGreaterThan(1);
    expect(subtaskComments(code)).toEqual(plan.subtasks);
    validProgram(world, code);
  });

  it('a planner that did not make the plan (a resumed session) writes the same code for it', async () => {
    const { plan, input } = await planned('Can you make me sunny side up egg?');
    const fresh = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
    const first = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
    const stage1 = await first.decompose(input(plan));
    await first.refineDecomposition({ ...input(stage1), stage1, missingObjects: [] });
    expect(await fresh.generateCode(input(plan))).toBe(await first.generateCode(input(plan)));
  });

  it('a plan that leaves a subtask out gets code without it', async () => {
    const { plan, input } = await planned('I feel hungry');
    const fresh = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
    const shorter = { ...plan, subtasks: plan.subtasks.slice(0, -1) };
    const full = await fresh.generateCode(input(plan));
    const code = await fresh.generateCode(input(shorter));
    expect(subtaskComments(code)).toEqual(shorter.subtasks);
    expect(code.split('\n').length).toBeLessThan(full.split('\n').length);
  });

  it('a subtask the planner cannot write code for is an error naming it and the words, not replaced silently', async () => {
    const { plan, input } = await planned('I feel hungry');
    const fresh = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
    const odd = { ...plan, subtasks: [...plan.subtasks, 'Dance in the kitchen.'] };
    await expect(fresh.generateCode(input(odd))).rejects.toThrow(PlanNotCodableError);
    await expect(fresh.generateCode(input(odd))).rejects.toThrow(/the subtask 'Dance in the kitchen\.' .*'dance'/);
  });

  it('a plan edited into another dish is written subtask by subtask, in its order', async () => {
    const { plan, input } = await planned('I feel hungry');
    const fresh = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
    const toast = { ...plan, subtasks: ['Slice the bread with the knife.', 'Toast a slice of bread in the toaster.'] };
    const code = await fresh.generateCode(input(toast));
    expect(subtaskComments(code)).toEqual(toast.subtasks);
    expect(code).toMatch(/SliceObject\('Bread', '(Butter)?Knife'\)[\s\S]*PutObject\('BreadSliced', 'Toaster'\)[\s\S]*SwitchOn\('Toaster'\)/);
    validProgram(world, code);
  });
});
