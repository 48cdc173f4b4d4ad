/**
 * Execution repairs: for every error code the offline planner claims, a plan that fails with it
 * in the simulator (or, where the scenes cannot produce it, a constructed report), and a check
 * that the repaired code runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBridge, type BridgeConnection } from '../../../src/bridge/index.js';
import { parseSkillCode } from '../../../src/code/parse.js';
import { flattenSteps } from '../../../src/code/program.js';
import { executeSteps } from '../../../src/execution/executor.js';
import { formatErrorReport, type ErrorReport } from '../../../src/execution/report.js';
import { buildObjectFacts } from '../../../src/planning/facts.js';
import type { ExecutionRefinementInput, Planner } from '../../../src/planning/planner.js';
import { createOfflinePlanner, HANDLED_ERROR_CODES, OfflinePlanningError } from '../../../src/planning/offline/index.js';
import { loadWorld, type World } from '../../../src/world/index.js';
import { stageOneInput } from './episode.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectBridge({});
});
afterAll(async () => {
  await bridge?.close();
});

const worlds = new Map<string, World>();
function world(scene: string): World {
  if (!worlds.has(scene)) worlds.set(scene, loadWorld(scene));
  return worlds.get(scene)!;
}

/** A program of one function from lines of calls. */
function code(...calls: string[]): string {
  return `def task():\n${calls.map((c) => `    ${c}\n`).join('')}\ntask()\n`;
}

/** Runs code; `setup` runs on the reset scene first (e.g. the human picks something up). */
async function execute(w: World, text: string, setup?: () => Promise<void>) {
  const parsed = parseSkillCode(text);
  if (!parsed.ok) throw new Error(`does not parse:\n${text}`);
  await bridge.client.reset(w.scene.scene, ['robot', 'human']);
  await setup?.();
  return executeSteps(flattenSteps(parsed.program), { client: bridge.client, skills: w.skills, propertiesOf: (t) => w.catalogue.types.get(t)?.properties });
}

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
  const planner: Planner = createOfflinePlanner({ catalogue: w.catalogue });
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
  it('ALREADY_ON: switches off first', async () => {
    const repaired = await failRepairRun('FloorPlan1', 'ALREADY_ON', code("SwitchOn('LightSwitch')"));
    expect(repaired).toContain("SwitchOff('LightSwitch')\n    SwitchOn('LightSwitch')");
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

/** A report as the executor builds it, for failures the shipped scenes cannot produce. */
function report(over: Partial<ErrorReport>): ErrorReport {
  return {
    line: 2, column: 5, call: '', skill: '', agent: 'robot', actionIndex: 1, actionCount: 1, action: '', args: {}, resolved: {},
    errorCode: '', message: '', agentState: { name: 'robot', holding: null, at: null }, objects: [], missing: [], ...over,
  };
}

describe('execution repairs from constructed reports', () => {
  it('HAND_OCCUPIED: puts the held knife down before the step that took it', async () => {
    const w = world('FloorPlan2');
    const text = code("SliceObject('Bread', 'Knife')", "PutObject('BreadSliced', 'Toaster')");
    const failure = report({
      line: 3, skill: 'PutObject', call: "PutObject('BreadSliced', 'Toaster')", action: 'PickupObject', args: { objectId: 'BreadSliced' }, errorCode: 'HAND_OCCUPIED',
      message: 'Cannot pick up BreadSliced: robot is already holding Knife|+00.13|+01.00|+00.41.',
      agentState: { name: 'robot', holding: 'Knife|+00.13|+01.00|+00.41', at: null },
    });
    const repaired = await createOfflinePlanner({ catalogue: w.catalogue }).refineFromExecution(await refinementInput(w, text, failure));
    expect(repaired).toMatch(/PutObject\('Knife', 'CounterTop[^']*'\)\n {4}SliceObject\('Bread', 'Knife'\)/);
    expect((await execute(w, repaired)).success).toBe(true);
  });

  it('DETERGENT_USED_UP: cleans with another detergent or none', async () => {
    const w = world('FloorPlan401');
    const text = code("CleanObject('Mirror', 'Cloth', 'SoapBottle')");
    const failure = report({
      skill: 'CleanObject', call: "CleanObject('Mirror', 'Cloth', 'SoapBottle')", action: 'CleanObject', errorCode: 'DETERGENT_USED_UP',
      args: { objectId: 'Mirror|-03.12|+01.50|+01.33', toolObjectId: 'Cloth|-02.74|+01.33|+03.84', canBeUsedUpDetergentId: 'SoapBottle|-03.27|+00.84|+01.43' },
      message: 'the SoapBottle is used up',
    });
    const repaired = await createOfflinePlanner({ catalogue: w.catalogue }).refineFromExecution(await refinementInput(w, text, failure));
    expect(repaired).toContain("CleanObject('Mirror', 'Cloth')");
    expect((await execute(w, repaired)).success).toBe(true);
  });

  it("'current' mode returns only the steps from the repair on", async () => {
    const w = world('FloorPlan1');
    const text = code("SwitchOff('LightSwitch')", "PutObject('Tomato', 'Fridge')");
    const failed = await execute(w, text);
    const input = { ...(await refinementInput(w, text, failed.report!)), mode: 'current' as const, executed: ["SwitchOff('LightSwitch')"] };
    const rest = await createOfflinePlanner({ catalogue: w.catalogue }).refineFromExecution(input);
    expect(rest).not.toContain('SwitchOff');
    expect(rest).toContain("OpenObject('Fridge')\n    PutObject('Tomato', 'Fridge')");
  });

  it('an unhandled code is a clear error listing the handled ones', async () => {
    const w = world('FloorPlan1');
    const text = code("PutObject('Tomato', 'Fridge')");
    const failure = report({ errorCode: 'NOT_AT_GARBAGE_CAN', message: 'no garbage can here' });
    const planner = createOfflinePlanner({ catalogue: w.catalogue });
    const error = await planner.refineFromExecution(await refinementInput(w, text, failure)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflinePlanningError);
    expect((error as Error).message).toContain('NOT_AT_GARBAGE_CAN');
    for (const handled of HANDLED_ERROR_CODES) expect((error as Error).message).toContain(handled);
  });
});
