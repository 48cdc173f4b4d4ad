/**
 * Execution repairs: for every error code the offline planner claims, a plan that fails with it
 * in the simulator (from a scene set up by a few steps where the plan alone cannot fail so), and
 * a check that the repaired code runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../../src/bridge/index.js';
import { connectSharedBridge } from '../../helpers/shared-bridge.js';
import { formatErrorReport, type ErrorReport } from '../../../src/execution/report.js';
import { buildObjectFacts } from '../../../src/planning/facts.js';
import type { ExecutionRefinementInput, Planner } from '../../../src/planning/planner.js';
import { createOfflinePlanner, HANDLED_ERROR_CODES, OfflinePlanningError } from '../../../src/planning/offline/index.js';
import { loadWorld, type World } from '../../../src/world/index.js';
import { stageOneInput } from './episode.js';
import { lazyClient } from './episode.js';
import { runCode, taskCode } from '../../helpers/run-code.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectSharedBridge();
});
afterAll(async () => {
  await bridge?.close();
});

const worlds = new Map<string, World>();
function world(scene: string): World {
  if (!worlds.has(scene)) worlds.set(scene, loadWorld(scene));
  return worlds.get(scene)!;
}

const code = taskCode;

/** Runs code; `setup` runs on the reset scene first (e.g. the human picks something up). */
const execute = (w: World, text: string, setup?: () => Promise<void>) => runCode(bridge.client, w, text, setup);

async function refinementInput(w: World, text: string, failure: ErrorReport): Promise<ExecutionRefinementInput> {
  const state = await bridge.client.reset(w.scene.scene, ['robot', 'human']);
  const base = stageOneInput(w, 'repair this plan');
  const types = [...new Set(w.scene.objects.map((o) => o.type))];
  return {
    ...base,
    plan: { taskDescription: 'a test plan', subtasks: ['do it'], neededObjects: types },
    objects: buildObjectFacts(state, w.catalogue, types, w.scene),
    skills: [...w.skills.values()].map((s) => ({ name: s.name, params: s.params, description: s.description })),
    code: text,
    failure,
    failureText: formatErrorReport(failure),
    mode: 'reset',
    executed: [],
  };
}

/** Fails `text` with `errorCode` in the simulator, repairs it, and runs the repair. */
async function failRepairRun(scene: string, errorCode: string, text: string, setup?: () => Promise<void>): Promise<string> {
  const w = world(scene);
  const planner: Planner = createOfflinePlanner({ world: w, simulator: lazyClient(() => bridge.client) });
  const failed = await execute(w, text, setup);
  expect(failed.success).toBe(false);
  expect(failed.report!.errorCode).toBe(errorCode);
  const repaired = await planner.refineFromExecution(await refinementInput(w, text, failed.report!));
  const rerun = await execute(w, repaired, setup);
  expect(rerun.success, `${repaired}\n${rerun.report ? formatErrorReport(rerun.report) : ''}`).toBe(true);
  return repaired;
}

const humanHolds = (objectId: string) => async () => {
  await bridge.client.step({ agent: 'human', action: 'GoToObject', objectId });
  const picked = await bridge.client.step({ agent: 'human', action: 'PickupObject', objectId });
  expect(picked.success).toBe(true);
};

describe('execution repairs, failed in the simulator', () => {
  it('RECEPTACLE_CLOSED: opens the fridge around the put', async () => {
    const repaired = await failRepairRun('FloorPlan1', 'RECEPTACLE_CLOSED', code("PutObject('Tomato', 'Fridge')"));
    expect(repaired).toContain("OpenObject('Fridge')\n    PutObject('Tomato', 'Fridge')\n    CloseObject('Fridge')");
  });
  it('INSIDE_CLOSED_RECEPTACLE: opens the fridge the egg is in', async () => {
    const repaired = await failRepairRun('FloorPlan1', 'INSIDE_CLOSED_RECEPTACLE', code("PutObject('Egg', 'Pan')"));
    expect(repaired).toContain("OpenObject('Fridge')");
  });
  it('INSIDE_CLOSED_RECEPTACLE: keeps the fridge open until the slices made in it are taken', async () => {
    const drawer = 'Drawer|+00.95|+00.22|-02.20';
    const text = code(`OpenObject('${drawer}')`, "SliceObject('Lettuce', 'Knife')", `CloseObject('${drawer}')`, "PutObject('LettuceSliced', 'Plate')");
    const repaired = await failRepairRun('FloorPlan1', 'INSIDE_CLOSED_RECEPTACLE', text);
    expect(repaired).toContain(
      `OpenObject('Fridge')\n    SliceObject('Lettuce', 'Knife')\n    CloseObject('${drawer}')\n    PutObject('LettuceSliced', 'Plate')\n    CloseObject('Fridge')`,
    );
  });
  it('NOT_REACHABLE (detergent): cleans without it', async () => {
    // The soap bottle stands in a closed cabinet, out of reach while the pan is cleaned.
    const repaired = await failRepairRun('FloorPlan2', 'NOT_REACHABLE', code("CleanObject('Pan', 'DishSponge', 'SoapBottle')"));
    expect(repaired).toContain("CleanObject('Pan', 'DishSponge')");
  });
  it('OBJECT_NOT_FOUND: slices the bread before using a slice', async () => {
    const repaired = await failRepairRun('FloorPlan2', 'OBJECT_NOT_FOUND', code("PutObject('BreadSliced', 'Toaster')"));
    expect(repaired).toMatch(/SliceObject\('Bread', '(Butter)?Knife'\)\n {4}PutObject\('BreadSliced', 'Toaster'\)/);
  });
  it('OBJECT_NOT_FOUND: an unknown id becomes its type', async () => {
    const repaired = await failRepairRun('FloorPlan2', 'OBJECT_NOT_FOUND', code("PutObject('Potato|+09.00|+09.00|+09.00', 'Pan')"));
    expect(repaired).toContain("PutObject('Potato', 'Pan')");
  });
  it('WRONG_TOOL: slices with a sharp tool', async () => {
    const repaired = await failRepairRun('FloorPlan2', 'WRONG_TOOL', code("SliceObject('Bread', 'Spatula')"));
    expect(repaired).toContain("SliceObject('Bread', 'ButterKnife')");
  });
  it('HELD_BY_OTHER_AGENT: uses another knife', async () => {
    const repaired = await failRepairRun('FloorPlan2', 'HELD_BY_OTHER_AGENT', code("SliceObject('Bread', 'Knife')"), humanHolds('Knife|+00.13|+01.00|+00.41'));
    expect(repaired).toContain("SliceObject('Bread', 'ButterKnife')");
  });
  it('OBJECT_NOT_FOUND: names what an earlier step sliced the object into', async () => {
    const repaired = await failRepairRun('FloorPlan2', 'OBJECT_NOT_FOUND', code("SliceObject('Bread', 'Knife')", "PutObject('Bread', 'CounterTop')"));
    expect(repaired).toContain("PutObject('BreadSliced', 'CounterTop')");
  });
  it('OBJECT_NOT_FOUND: drops slicing what an earlier step sliced', async () => {
    const repaired = await failRepairRun('FloorPlan2', 'OBJECT_NOT_FOUND', code("SliceObject('Bread', 'Knife')", "SliceObject('Bread', 'Knife')"));
    expect(repaired.match(/SliceObject/g)).toHaveLength(1);
  });
  it('ALREADY_USED_UP: drops the second use', async () => {
    const repaired = await failRepairRun('FloorPlan1', 'ALREADY_USED_UP', code("UseUpObject('SoapBottle')", "UseUpObject('SoapBottle')"));
    expect(repaired.match(/UseUpObject/g)).toHaveLength(1);
  });
  it('RECEPTACLE_FULL: uses a burner with room', async () => {
    const repaired = await failRepairRun('FloorPlan2', 'RECEPTACLE_FULL', code("PutObject('Kettle', 'StoveBurner|+00.25|+00.95|-01.31')"));
    expect(repaired).not.toContain("'StoveBurner|+00.25|+00.95|-01.31'");
  });
  it('RECEPTACLE_INCOMPATIBLE: puts it on a surface that takes it', async () => {
    const repaired = await failRepairRun('FloorPlan2', 'RECEPTACLE_INCOMPATIBLE', code("PutObject('Potato', 'Toaster')"));
    expect(repaired).toMatch(/PutObject\('Potato', 'CounterTop/);
  });
  it('ALREADY_ON: drops the step, whose effect holds (as the known fix does)', async () => {
    const repaired = await failRepairRun('FloorPlan1', 'ALREADY_ON', code("SwitchOn('LightSwitch')", "SwitchOff('LightSwitch')"));
    expect(repaired).not.toContain('SwitchOn');
    expect(repaired.match(/SwitchOff/g)).toHaveLength(1);
  });
  it('MUST_BE_CLOSED: closes the microwave before switching it on', async () => {
    const repaired = await failRepairRun('FloorPlan1', 'MUST_BE_CLOSED', code("OpenObject('Microwave')", "SwitchOn('Microwave')", "SwitchOff('Microwave')"));
    expect(repaired).toContain("CloseObject('Microwave')\n    SwitchOn('Microwave')");
  });
  it('MUST_BE_OFF: switches the running microwave off before opening it', async () => {
    const repaired = await failRepairRun('FloorPlan1', 'MUST_BE_OFF', code("SwitchOn('Microwave')", "OpenObject('Microwave')", "CloseObject('Microwave')"));
    expect(repaired).toContain("SwitchOff('Microwave')\n    OpenObject('Microwave')");
  });
  it('ALREADY_OFF: drops the second switching off', async () => {
    const repaired = await failRepairRun('FloorPlan1', 'ALREADY_OFF', code("SwitchOff('LightSwitch')", "SwitchOff('LightSwitch')"));
    expect(repaired.match(/SwitchOff/g)).toHaveLength(1);
  });
  it('ALREADY_CLEAN: drops the second cleaning', async () => {
    const repaired = await failRepairRun('FloorPlan401', 'ALREADY_CLEAN', code("CleanObject('Mirror', 'Cloth')", "CleanObject('Mirror', 'Cloth')"));
    expect(repaired.match(/CleanObject/g)).toHaveLength(1);
  });
});

/** Steps on the reset scene before the plan runs: `agent` goes to each object and does the action on it. */
const before = (agent: string, ...steps: [action: string, objectId: string][]) => async () => {
  for (const [action, objectId] of steps) {
    await bridge.client.step({ agent, action: 'GoToObject', objectId });
    const done = await bridge.client.step({ agent, action, objectId });
    expect(done.success, `${action} ${objectId}`).toBe(true);
  }
};

describe('execution repairs in a scene set up first', () => {
  it('HAND_OCCUPIED: puts the held knife down before the step that needs the hand', async () => {
    const repaired = await failRepairRun('FloorPlan2', 'HAND_OCCUPIED', code("PutObject('Bread', 'CounterTop')"), before('robot', ['PickupObject', 'Knife']));
    expect(repaired).toMatch(/PutObject\('Knife', '[^']+'\)\n {4}PutObject\('Bread', 'CounterTop'\)/);
  });

  it('DETERGENT_USED_UP: cleans with another detergent or none', async () => {
    const repaired = await failRepairRun('FloorPlan401', 'DETERGENT_USED_UP', code("CleanObject('Mirror', 'Cloth', 'SoapBottle')"), before('human', ['UseUpObject', 'SoapBottle']));
    expect(repaired).not.toContain("'SoapBottle'");
  });

  it("'current' mode returns only the steps from the repair on", async () => {
    const w = world('FloorPlan1');
    const text = code("SwitchOff('LightSwitch')", "PutObject('Tomato', 'Fridge')");
    const failed = await execute(w, text);
    const input = { ...(await refinementInput(w, text, failed.report!)), mode: 'current' as const, executed: ["SwitchOff('LightSwitch')"] };
    const rest = await createOfflinePlanner({ world: w, simulator: lazyClient(() => bridge.client) }).refineFromExecution(input);
    expect(rest).not.toContain('SwitchOff');
    expect(rest).toContain("OpenObject('Fridge')\n    PutObject('Tomato', 'Fridge')");
  });

  it('an unhandled code is a clear error listing the handled ones', async () => {
    const w = world('FloorPlan1');
    const text = code("PutObject('Fridge', 'CounterTop')");
    const failed = await execute(w, text);
    expect(failed.report?.errorCode).toBe('NOT_PICKUPABLE');
    const planner = createOfflinePlanner({ world: w, simulator: lazyClient(() => bridge.client) });
    const error = await planner.refineFromExecution(await refinementInput(w, text, failed.report!)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflinePlanningError);
    expect((error as Error).message).toContain('NOT_PICKUPABLE');
    for (const handled of HANDLED_ERROR_CODES) expect((error as Error).message).toContain(handled);
  });
});
