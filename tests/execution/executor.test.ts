/** The executor against a real bridge process on the TestKitchen fixture scene. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BridgeClient, type BridgeProcess, type StepParams, type StateResult } from '../../src/bridge/index.js';
import { parseSkillCode, type Program } from '../../src/code/index.js';
import { AgentCannotError, executeProgram, type ExecutionClient, type ProgressEvent } from '../../src/execution/index.js';
import { loadActions, loadCatalogue, loadSkills, loadTeam, skillsDir } from '../../src/world/index.js';
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

  test("with the team, a call without a prefix goes to the allocation rule's agent, and an agent that cannot do its call is refused before anything runs", async () => {
    const team = loadTeam('paper', loadActions(skillsDir()));
    const watched = counting(client);
    const program = parse("def f():\n    OpenObject('Fridge')\n    PutObject('Egg', 'Pan')\n    BreakObject('Egg')\n\nf()\n");
    const agents: string[] = [];
    const ran = await executeProgram(program, { client: watched, skills, team, scene: TEST_KITCHEN, onProgress: (e) => void (e.kind === 'call-start' && agents.push(e.agent)) });
    expect(ran.success).toBe(true);
    expect(agents).toEqual(['robot', 'human', 'human']); // the paper's robot cannot break
    const before = { ...watched.calls };
    const robotBreaks = parse("def f():\n    OpenObject('Fridge')\n    robot.BreakObject('Egg')\n\nf()\n");
    const refused = executeProgram(robotBreaks, { client: watched, skills, team, scene: TEST_KITCHEN });
    await expect(refused).rejects.toThrow(AgentCannotError);
    await expect(refused).rejects.toThrow('line 3: robot cannot carry out BreakObject: in the team paper it cannot do BreakObject');
    await expect(executeProgram(program, { client: watched, skills, team, scene: TEST_KITCHEN, agent: 'robot' })).rejects.toThrow('line 4: robot cannot carry out BreakObject');
    expect(watched.calls).toEqual(before); // not even a reset
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

  describe('steps marked unlessHolding', () => {
    const APPLE = 'Apple|+00.50|+00.97|-02.40';

    /** Resets the kitchen and has the robot take the knife out of the drawer by hand. */
    async function robotHoldingTheKnife(): Promise<void> {
      await client.reset(TEST_KITCHEN);
      for (const step of [
        { action: 'GoToObject', objectId: DRAWER },
        { action: 'OpenObject', objectId: DRAWER },
        { action: 'GoToObject', objectId: KNIFE },
        { action: 'PickupObject', objectId: KNIFE },
      ]) {
        expect((await client.step({ agent: 'robot', ...step } as StepParams)).success).toBe(true);
      }
    }

    test('a skill run while already holding its tool skips fetching it and succeeds', async () => {
      await robotHoldingTheKnife();
      const events: ProgressEvent[] = [];
      const spy = counting(client);
      const result = await executeProgram(parse(`def f():\n    SliceObject('Apple', 'Knife')\n`), { client: spy, skills, onProgress: (e) => events.push(e) });
      expect(result.success).toBe(true);
      const sent = events.flatMap((e) => (e.kind === 'action' ? [e.action] : []));
      // No GoToObject/PickupObject of the knife; nothing to return it to, so it stays in hand.
      expect(sent).toEqual(['GoToObject', 'SliceObject']);
      expect(result.actions).toBe(2);
      expect(spy.calls['state']).toBe(1);
      const slice = events.find((e) => e.kind === 'action' && e.action === 'SliceObject');
      expect(slice?.kind === 'action' && slice.args['toolObjectId']).toBe(KNIFE);
      const state = await client.state();
      expect(state.agents.find((a) => a.name === 'robot')?.holding).toBe(KNIFE);
      expect(state.objects.some((o) => o.objectType === 'AppleSliced')).toBe(true);
    });

    test('PutObject of the object in hand only carries it to the receptacle', async () => {
      await robotHoldingTheKnife();
      const events: ProgressEvent[] = [];
      const result = await executeProgram(parse(`def f():\n    PutObject('Knife', 'CounterTop')\n`), { client, skills, onProgress: (e) => events.push(e) });
      expect(result).toMatchObject({ success: true, actions: 2 });
      expect(events.flatMap((e) => (e.kind === 'action' ? [e.action] : []))).toEqual(['GoToObject', 'PutObject']);
      const state = await client.state();
      expect(state.objects.find((o) => o.objectId === KNIFE)?.parentReceptacles[0]).toBe('CounterTop|+00.69|+00.95|-02.48');
      expect(state.agents.find((a) => a.name === 'robot')?.holding).toBeNull();
    });

    test('holding something else, the fetch runs and fails with HAND_OCCUPIED', async () => {
      await robotHoldingTheKnife();
      const result = await executeProgram(parse(`def f():\n    PutObject('Apple', 'Plate')\n`), { client, skills });
      expect(result.success).toBe(false);
      expect(result.report).toMatchObject({ action: 'PickupObject', args: { objectId: APPLE }, errorCode: 'HAND_OCCUPIED' });
    });

    test('the condition is per agent: the human still tries to fetch the apple the robot holds', async () => {
      await client.reset(TEST_KITCHEN);
      await client.step({ agent: 'robot', action: 'GoToObject', objectId: APPLE });
      await client.step({ agent: 'robot', action: 'PickupObject', objectId: APPLE });
      const result = await executeProgram(parse(`def f():\n    human.PutObject('Apple', 'Plate')\n`), { client, skills });
      expect(result.report?.errorCode).toBe('HELD_BY_OTHER_AGENT');
    });

    test('after a reset no state is read to decide the condition until something is picked up', async () => {
      const spy = counting(client);
      const result = await executeProgram(
        parse(`def f():\n    OpenObject('Fridge')\n    PutObject('Egg', 'Plate')\n    PutObject('Apple', 'Pan')\n    CloseObject('Fridge')\n`),
        { client: spy, skills, scene: TEST_KITCHEN },
      );
      expect(result).toMatchObject({ success: true, actions: 12 });
      // Each PutObject ends by putting down what it picked up: the hand is known to be empty again.
      expect(spy.calls['state']).toBe(0);
    });

    test('continuing without a reset, the first call with a condition reads the hand once', async () => {
      await client.reset(TEST_KITCHEN);
      const spy = counting(client);
      const result = await executeProgram(parse(`def f():\n    PutObject('Apple', 'Plate')\n    PutObject('Apple', 'Pan')\n`), { client: spy, skills });
      expect(result).toMatchObject({ success: true, actions: 8 });
      expect(spy.calls['state']).toBe(1);
    });
  });
});
