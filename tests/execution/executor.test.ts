/** The executor against a real bridge process on the TestKitchen fixture scene. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BridgeClient, type BridgeProcess, type StepParams, type StateResult } from '../../src/bridge/index.js';
import { parseSkillCode, type Program } from '../../src/code/index.js';
import { executeProgram, type ExecutionClient, type ProgressEvent } from '../../src/execution/index.js';
import { loadActions, loadCatalogue, loadSkills, skillsDir } from '../../src/world/index.js';
import { startBridge } from '../helpers/bridge.js';
import { TEST_KITCHEN, makeScenesDir } from '../helpers/scenes.js';

const FRIDGE = 'Fridge|-02.10|+00.00|+01.09';
const EGG = 'Egg|-02.04|+00.81|+01.24';
const DRAWER = 'Drawer|+00.95|+00.83|-02.20';
const KNIFE = 'Knife|+00.90|+00.80|-02.21';
const PLATE = 'Plate|+00.30|+00.96|-02.45';

const skills = loadSkills(skillsDir(), loadActions(skillsDir()));
let scenes: ReturnType<typeof makeScenesDir>;
let bridge: BridgeProcess;
let client: BridgeClient;
let propertiesOf: (type: string) => readonly string[] | undefined;

beforeAll(async () => {
  scenes = makeScenesDir();
  const catalogue = loadCatalogue(scenes.dir);
  propertiesOf = (type) => catalogue.types.get(type)?.properties;
  bridge = await startBridge(scenes.dir);
  client = await BridgeClient.connect(bridge.url, { token: bridge.token });
});
afterAll(async () => {
  await client?.close();
  await bridge?.close();
  scenes?.remove();
});

function parse(code: string): Program {
  const parsed = parseSkillCode(code);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.program;
}

/** Counts the requests the executor makes, to check it fetches state only when it must. */
function counting(inner: ExecutionClient): ExecutionClient & { calls: Record<string, number> } {
  const calls: Record<string, number> = { reset: 0, state: 0, step: 0 };
  return {
    calls,
    reset: (scene, agents) => {
      calls['reset'] = (calls['reset'] ?? 0) + 1;
      return inner.reset(scene, agents);
    },
    state: (): Promise<StateResult> => {
      calls['state'] = (calls['state'] ?? 0) + 1;
      return inner.state();
    },
    step: (params: StepParams) => {
      calls['step'] = (calls['step'] ?? 0) + 1;
      return inner.step(params);
    },
  };
}

const SALAD = `
def slice_an_apple():
    # Fetch the knife from the drawer, slice, and serve.
    OpenObject('Drawer')
    SliceObject('Apple', 'Knife')
    human.PutObject('AppleSliced', 'Plate')
    CloseObject('Drawer')

slice_an_apple()
`;

describe('executeProgram', () => {
  test('runs a plan that succeeds, in order, with the right agents, and returns the tool to its origin', async () => {
    const events: ProgressEvent[] = [];
    const spy = counting(client);
    const result = await executeProgram(parse(SALAD), {
      client: spy,
      skills,
      scene: TEST_KITCHEN,
      onProgress: (e) => events.push(e),
    });
    expect(result).toEqual({ success: true, steps: 4, totalSteps: 4, actions: spy.calls['step'] });
    // OpenObject 2 + SliceObject 6 + PutObject 4 + CloseObject 2 atomic actions.
    expect(result.actions).toBe(14);
    // Only SliceObject needs the state before it starts ($tool@origin); nothing else fetches it.
    expect(spy.calls['state']).toBe(1);
    const done = events.filter((e) => e.kind === 'call-done');
    expect(done.map((e) => [e.call.line, e.agent])).toEqual([
      [4, 'robot'],
      [5, 'robot'],
      [6, 'human'],
      [7, 'robot'],
    ]);

    const state = await client.state();
    const byId = new Map(state.objects.map((o) => [o.objectId, o]));
    expect(byId.get(KNIFE)?.parentReceptacles[0]).toBe(DRAWER); // returned where it was
    expect(byId.get(DRAWER)?.isOpen).toBe(false);
    const onPlate = byId.get(PLATE)?.receptacleObjectIds ?? [];
    expect(onPlate.some((id) => byId.get(id)?.objectType === 'AppleSliced')).toBe(true);
    expect(state.agents.every((a) => a.holding === null)).toBe(true);
  });

  test('stops at the first failed action with a report of line, action, code and object states', async () => {
    const program = parse(`
def fry_egg():
    PutObject('Egg', 'Pan')
    SwitchOn('StoveKnob')

fry_egg()
`);
    const events: ProgressEvent[] = [];
    const result = await executeProgram(program, { client, skills, scene: TEST_KITCHEN, propertiesOf, onProgress: (e) => events.push(e) });
    expect(result.success).toBe(false);
    expect(result.steps).toBe(0);
    expect(result.actions).toBe(2); // GoToObject, then the failed PickupObject
    const report = result.report;
    expect(report).toMatchObject({
      line: 3,
      column: 5,
      call: "PutObject('Egg', 'Pan')",
      agent: 'robot',
      action: 'PickupObject',
      actionIndex: 2,
      actionCount: 4,
      args: { objectId: EGG },
      errorCode: 'INSIDE_CLOSED_RECEPTACLE',
    });
    expect(report?.message).toContain(EGG);
    const egg = report?.objects.find((o) => o.objectId === EGG);
    const fridge = report?.objects.find((o) => o.objectId === FRIDGE);
    expect(egg?.parent).toBe(FRIDGE);
    expect(fridge).toMatchObject({ state: { isOpen: false }, contents: [EGG] });
    expect(report?.objects.some((o) => o.objectType === 'Pan')).toBe(true);
    expect(report?.agentState).toEqual({ name: 'robot', holding: null, at: EGG });
    expect(events.map((e) => e.kind)).not.toContain('call-done');
    expect(events.at(-1)?.kind).toBe('call-failed');
  });

  test('the default agent applies to calls without a prefix', async () => {
    const result = await executeProgram(parse(`OpenObject('Fridge')\n`.replace(/^/, 'def f():\n    ')), {
      client,
      skills,
      scene: TEST_KITCHEN,
      agent: 'human',
    });
    expect(result.success).toBe(true);
    const state = await client.state();
    expect(state.agents.find((a) => a.name === 'human')?.at).toBe(FRIDGE);
    expect(state.agents.find((a) => a.name === 'robot')?.at).toBeNull();
  });

  test('without a scene it continues from the current state instead of resetting', async () => {
    await client.reset(TEST_KITCHEN);
    await client.step({ agent: 'robot', action: 'GoToObject', objectId: 'Fridge' });
    await client.step({ agent: 'robot', action: 'OpenObject', objectId: 'Fridge' });
    const result = await executeProgram(parse(`def f():\n    PutObject('Egg', 'Plate')\n`), { client, skills });
    expect(result.success).toBe(true);
    const state = await client.state();
    expect(state.objects.find((o) => o.objectId === EGG)?.parentReceptacles[0]).toBe(PLATE);
  });
});
