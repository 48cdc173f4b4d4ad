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

  it('washed and heated: both histories must have happened; either alone leaves the goal unmet, naming the one that did not', async () => {
    const rinseMug = [step('GoToObject', MUG), step('PickupObject', MUG), step('GoToObject', BASIN), put(MUG, BASIN), step('GoToObject', FAUCET), step('SwitchOn', FAUCET), step('SwitchOff', FAUCET), step('GoToObject', BASIN), step('PickupObject', MUG), step('GoToObject', COUNTER), put(MUG, COUNTER)];
    const fromCabinet = [step('GoToObject', CABINET), step('OpenObject', CABINET), ...rinseMug];
    const both: Alternative[] = [{ name: 'mug washed and heated', all: [{ exists: { type: 'Mug', in: 'CounterTop', was: [{ in: 'SinkBasin', whileOn: true }, { in: 'Microwave', whileOn: true }] } }] }];
    const judged = async (steps: StepParams[]) => {
      const r = await run(steps);
      return evaluateCriteria(both, r.end, { isPickupable, history: { start: r.start, steps: r.executed, links } });
    };
    // Heated, then washed (any order).
    expect((await judged([...heatMug, ...rinseMug])).met).toBe(true);
    const heatedOnly = await judged(heatMug);
    expect(heatedOnly.met).toBe(false);
    expect(heatedOnly.unmet[0]!.because).toEqual(['the Mug was never in a SinkBasin while it was on']);
    const washedOnly = await judged(fromCabinet);
    expect(washedOnly.met).toBe(false);
    expect(washedOnly.unmet[0]!.because).toEqual(['the Mug was never in a Microwave while it was on']);
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

  describe("whose trackers: Unity's zones (default) or ALFRED's event points (thor_env.py update_states)", () => {
    const FRIDGE = 'Fridge|-02.10|+00.00|+01.09';
    const APPLE = 'Apple|-02.25|+00.80|+01.19';
    const cooled: Alternative[] = [{ name: 'a cooled apple on the counter', all: [{ exists: { type: 'Apple', in: 'CounterTop', was: { in: 'Fridge' } } }] }];
    const toCounter = [step('PickupObject', APPLE), step('GoToObject', COUNTER), put(APPLE, COUNTER)];
    const intoFridge = [step('PickupObject', APPLE), step('GoToObject', FRIDGE), put(APPLE, FRIDGE)];
    // Out of the open fridge, back into it, and out again: the door never closes on it.
    const inAndOut = [step('GoToObject', FRIDGE), step('OpenObject', FRIDGE), ...toCounter, ...intoFridge, step('PickupObject', APPLE), step('GoToObject', COUNTER), put(APPLE, COUNTER)];
    // The same, but the fridge is closed with the apple inside before it comes out.
    const closedOn = [step('GoToObject', FRIDGE), step('OpenObject', FRIDGE), ...toCounter, ...intoFridge, step('CloseObject', FRIDGE), step('OpenObject', FRIDGE), step('PickupObject', APPLE), step('GoToObject', COUNTER), put(APPLE, COUNTER)];
    const met = (goal: Alternative[], r: Awaited<ReturnType<typeof run>>, trackers?: 'unity' | 'alfred') =>
      evaluateCriteria(goal, r.end, { isPickupable, history: { start: r.start, steps: r.executed, links, ...(trackers === undefined ? {} : { trackers }) } }).met;

    it('an apple into the open fridge and out again is cooled under unity, not under alfred', async () => {
      const r = await run(inAndOut);
      expect(met(cooled, r)).toBe(true);
      expect(met(cooled, r, 'unity')).toBe(true);
      expect(met(cooled, r, 'alfred')).toBe(false);
    });

    it('closing the fridge with the apple inside cools it under both', async () => {
      const r = await run(closedOn);
      expect(met(cooled, r, 'unity')).toBe(true);
      expect(met(cooled, r, 'alfred')).toBe(true);
    });

    it('heated: switching the microwave on with the mug inside counts under alfred; carrying it through the microwave does not', async () => {
      // A Microwave runs only closed, so nothing enters it while it runs: the two trackers agree here.
      const heatedGoal: Alternative[] = [{ name: 'heated mug on the counter', all: [{ exists: { type: 'Mug', in: 'CounterTop', was: { in: 'Microwave', whileOn: true } } }] }];
      expect(met(heatedGoal, await run(heatMug), 'alfred')).toBe(true);
      expect(met(heatedGoal, await run(carryMug), 'alfred')).toBe(false);
    });

    it('cleaned: switching the faucet on over the plate counts under alfred; putting it under the running tap does not', async () => {
      const rinsedGoal: Alternative[] = [{ name: 'rinsed plate', all: [{ exists: { type: 'Plate', was: { in: 'SinkBasin', whileOn: true } } }] }];
      const rinse = [step('GoToObject', PLATE), step('PickupObject', PLATE), step('GoToObject', BASIN), put(PLATE, BASIN), step('GoToObject', FAUCET), step('SwitchOn', FAUCET), step('SwitchOff', FAUCET)];
      expect(met(rinsedGoal, await run(rinse), 'alfred')).toBe(true);
      const underRunning = [step('GoToObject', FAUCET), step('SwitchOn', FAUCET), step('GoToObject', PLATE), step('PickupObject', PLATE), step('GoToObject', BASIN), put(PLATE, BASIN), step('GoToObject', FAUCET), step('SwitchOff', FAUCET)];
      const r = await run(underRunning);
      expect(met(rinsedGoal, r, 'unity')).toBe(true);
      expect(met(rinsedGoal, r, 'alfred')).toBe(false);
    });
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
