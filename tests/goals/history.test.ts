/**
 * `was`: what happened during an execution, followed from the steps a real bridge answered
 * (`simulate` on FloorPlan1), where the end state cannot tell.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeClient, type BridgeProcess, type StateResult, type StepParams } from '../../src/bridge/index.js';
import { evaluateCriteria, explainUnmet, sceneLinks, type Alternative, type ExecutedStep } from '../../src/goals/index.js';
import { loadWorld } from '../../src/world/index.js';
import { ROOT, startBridge } from '../helpers/bridge.js';

const MUG = 'Mug|+00.57|+02.06|-02.56';
const CABINET = 'Cabinet|+00.72|+02.02|-02.46';
const MICROWAVE = 'Microwave|-00.24|+01.69|-02.53';
const COUNTER = 'CounterTop|+00.69|+00.95|-02.48';
const PLATE = 'Plate|+00.54|+00.99|-02.58';
const BASIN = 'Sink|-01.90|+00.97|-01.50|SinkBasin';
const FAUCET = 'Faucet|-01.90|+01.12|-01.75';

const step = (action: string, objectId: string, extra: Record<string, string> = {}): StepParams => ({ agent: 'robot', action, objectId, ...extra });
const put = (objectId: string, receptacleObjectId: string) => step('PutObject', objectId, { receptacleObjectId });

const heatMug: StepParams[] = [
  step('GoToObject', CABINET),
  step('OpenObject', CABINET),
  step('PickupObject', MUG),
  step('GoToObject', MICROWAVE),
  step('OpenObject', MICROWAVE),
  put(MUG, MICROWAVE),
  step('CloseObject', MICROWAVE),
  step('SwitchOn', MICROWAVE),
  step('SwitchOff', MICROWAVE),
  step('OpenObject', MICROWAVE),
  step('PickupObject', MUG),
  step('GoToObject', COUNTER),
  put(MUG, COUNTER),
];
// Into the microwave and out again without switching it on.
const carryMug: StepParams[] = [...heatMug.slice(0, 6), ...heatMug.slice(10)];

describe('what happened during an execution (was)', () => {
  let bridge: BridgeProcess;
  let client: BridgeClient;
  const world = loadWorld('FloorPlan1');
  const isPickupable = (type: string) => world.catalogue.types.get(type)?.properties.includes('pickupable') ?? false;
  const links = sceneLinks(world.scene.objects);

  beforeAll(async () => {
    bridge = await startBridge(join(ROOT, 'scenes'));
    client = await BridgeClient.connect(bridge.url, { token: bridge.token });
  });
  afterAll(async () => {
    await client?.close();
    await bridge?.close();
  });

  async function run(steps: StepParams[]): Promise<{ start: StateResult; end: StateResult; executed: ExecutedStep[] }> {
    const start = await client.reset('FloorPlan1');
    const { results, state } = await client.simulate(steps);
    const executed = results.map((r, i) => ({ agent: steps[i]!.agent, action: steps[i]!.action, resolved: r.resolved, success: r.success }));
    expect(results.every((r) => r.success), JSON.stringify(results.find((r) => !r.success))).toBe(true);
    return { start, end: state, executed };
  }

  const heated: Alternative[] = [{ name: 'mug heated in the microwave, on the counter', all: [{ exists: { type: 'Mug', in: 'CounterTop', was: { in: 'Microwave', whileOn: true } } }] }];

  it('the mug was heated in the microwave: met when it was inside while it was on, not when only carried through', async () => {
    const heatedRun = await run(heatMug);
    const context = { isPickupable, history: { start: heatedRun.start, steps: heatedRun.executed, links } };
    expect(evaluateCriteria(heated, heatedRun.end, context).met).toBe(true);
    // Without the steps, the end state cannot tell.
    expect(evaluateCriteria(heated, heatedRun.end, isPickupable).met).toBe(false);

    const carried = await run(carryMug);
    const verdict = evaluateCriteria(heated, carried.end, { isPickupable, history: { start: carried.start, steps: carried.executed, links } });
    expect(verdict.met).toBe(false);
    expect(verdict.unmet[0]!.because).toEqual(['the Mug was never in a Microwave while it was on']);
  });

  it('the plate was rinsed: inside the basin while the faucet that runs into it was on (the scene link)', async () => {
    const rinse = [step('GoToObject', PLATE), step('PickupObject', PLATE), step('GoToObject', BASIN), put(PLATE, BASIN), step('GoToObject', FAUCET), step('SwitchOn', FAUCET), step('SwitchOff', FAUCET), step('GoToObject', BASIN), step('PickupObject', PLATE), step('GoToObject', COUNTER), put(PLATE, COUNTER)];
    const rinsed = await run(rinse);
    const goal: Alternative[] = [{ name: 'rinsed plate', all: [{ exists: { type: 'Plate', is: ['clean'], was: { in: 'SinkBasin', whileOn: true } } }] }];
    expect(evaluateCriteria(goal, rinsed.end, { isPickupable, history: { start: rinsed.start, steps: rinsed.executed, links } }).met).toBe(true);
    // Without the faucet's link the basin is never "on".
    expect(evaluateCriteria(goal, rinsed.end, { isPickupable, history: { start: rinsed.start, steps: rinsed.executed } }).met).toBe(false);
    const dry = await run([...rinse.slice(0, 4), ...rinse.slice(7)]);
    expect(explainUnmet(goal[0]!.all[0]!, dry.end, { isPickupable, history: { start: dry.start, steps: dry.executed, links } })).toEqual([
      'the Plate is dirty, not clean, and was never in a SinkBasin while it was on',
    ]);
  });

  it('a slice made in the fridge was in the fridge: it lies where its whole lay until it is moved itself', async () => {
    const KNIFE = 'Knife|+00.80|+00.26|-02.30';
    const DRAWER = 'Drawer|+00.95|+00.22|-02.20';
    const FRIDGE = 'Fridge|-02.10|+00.00|+01.09';
    const LETTUCE = 'Lettuce|-02.10|+00.80|+00.99';
    const sliceInFridge = [step('GoToObject', DRAWER), step('OpenObject', DRAWER), step('PickupObject', KNIFE), step('GoToObject', FRIDGE), step('OpenObject', FRIDGE), step('SliceObject', LETTUCE, { toolObjectId: KNIFE })];
    const sliced = await run([...sliceInFridge, step('GoToObject', COUNTER), put(KNIFE, COUNTER), step('GoToObject', `${LETTUCE}|LettuceSliced_0`), step('PickupObject', `${LETTUCE}|LettuceSliced_0`), step('GoToObject', COUNTER), put(`${LETTUCE}|LettuceSliced_0`, COUNTER)]);
    const cooled: Alternative[] = [{ name: 'a cooled slice on the counter', all: [{ exists: { type: 'LettuceSliced', in: 'CounterTop', was: { in: 'Fridge' } } }] }];
    expect(evaluateCriteria(cooled, sliced.end, { isPickupable, history: { start: sliced.start, steps: sliced.executed, links } }).met).toBe(true);
    // A slice made on the counter never was in the fridge.
    const outside = await run([step('GoToObject', FRIDGE), step('OpenObject', FRIDGE), step('PickupObject', LETTUCE), step('GoToObject', COUNTER), put(LETTUCE, COUNTER), step('GoToObject', DRAWER), step('OpenObject', DRAWER), step('PickupObject', KNIFE), step('GoToObject', LETTUCE), step('SliceObject', LETTUCE, { toolObjectId: KNIFE })]);
    expect(evaluateCriteria(cooled, outside.end, { isPickupable, history: { start: outside.start, steps: outside.executed, links } }).met).toBe(false);
  });

  it('a failed step moves nothing', async () => {
    const start = await client.reset('FloorPlan1');
    const steps: ExecutedStep[] = [
      { agent: 'robot', action: 'PutObject', resolved: { objectId: MUG, receptacleObjectId: MICROWAVE }, success: false },
      { agent: 'robot', action: 'SwitchOn', resolved: { objectId: MICROWAVE }, success: true },
    ];
    const verdict = evaluateCriteria([{ name: 'heated', all: [{ exists: { type: 'Mug', was: { in: 'Microwave', whileOn: true } } }] }], start, { isPickupable, history: { start, steps } });
    expect(verdict.met).toBe(false);
  });
});
