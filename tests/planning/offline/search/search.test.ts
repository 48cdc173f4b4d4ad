/**
 * The offline planner's search against a real bridge's `simulate`: a program toward each kind of
 * goal a household command states (ALFRED's task types among them), that the executor then runs
 * to a state where the goal holds; plans a person would write (nothing opened that need not be,
 * opened things closed after their last use, no repeated calls, the tool lying in the open).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../../../src/bridge/index.js';
import { connectSharedBridge } from '../../../helpers/shared-bridge.js';
import { flattenSteps, printProgram, printSkillCall } from '../../../../src/code/index.js';
import { DEFAULT_AGENT, executeSteps, type ProgressEvent } from '../../../../src/execution/index.js';
import { evaluateCriteria, sceneLinks, type Alternative, type ExecutedStep } from '../../../../src/goals/index.js';
import { loadKnowledge } from '../../../../src/planning/offline/index.js';
import { planToward } from '../../../../src/planning/offline/search/plan.js';
import { programOf } from '../../../../src/planning/offline/search/program-text.js';
import type { SearchContext } from '../../../../src/planning/offline/search/search.js';
import { Trials } from '../../../../src/planning/offline/search/trial.js';
import { loadWorld } from '../../../../src/world/index.js';

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectSharedBridge();
});
afterAll(async () => {
  await bridge?.close();
});

/** Plans toward `goal` in `scene`, runs the printed program with the executor, judges the goal on what it did. */
async function planAndRun(scene: string, goal: Alternative[]) {
  const world = loadWorld(scene);
  const knowledge = loadKnowledge(undefined, world.catalogue);
  await bridge.client.reset(scene);
  const trials = new Trials(bridge.client, world.skills, 'reset', DEFAULT_AGENT);
  const isPickupable = (type: string) => world.catalogue.types.get(type)?.properties.includes('pickupable') ?? false;
  const ctx: SearchContext = { trials, data: { catalogue: world.catalogue, links: sceneLinks(world.scene.objects), homes: knowledge.goals.homes }, isPickupable };
  const outcome = await planToward(goal, ctx);
  if (!outcome.ok) throw new Error(outcome.reasons.join('; '));
  const program = programOf('task', outcome.plan.calls, outcome.plan.root.state);
  const calls = flattenSteps(program).map(printSkillCall);
  const steps: ExecutedStep[] = [];
  const onProgress = (e: ProgressEvent) => {
    if (e.kind === 'action') steps.push({ agent: DEFAULT_AGENT, action: e.action, resolved: e.result.resolved, success: e.result.success });
  };
  const start = await bridge.client.reset(scene);
  const run = await executeSteps(flattenSteps(program), { client: bridge.client, skills: world.skills, onProgress });
  const end = await bridge.client.state();
  const verdict = evaluateCriteria(goal, end, { isPickupable, history: { start, steps, links: sceneLinks(world.scene.objects) } });
  return { outcome, calls, text: printProgram(program), ran: run.success, met: verdict.met, asked: trials.asked };
}

const goal = (...all: Alternative['all']): Alternative[] => [{ name: 'asked', all }];

describe('a program toward each kind of goal, which the executor runs to the goal', () => {
  it.each([
    ['put an object in a place (from the closed fridge)', 'FloorPlan1', goal({ exists: { type: 'Apple', in: 'CounterTop' } })],
    ['two of them', 'FloorPlan1', goal({ count: { type: 'AppleSliced', in: 'Plate' }, atLeast: 2 })],
    ['in something that is itself in a place', 'FloorPlan1', goal({ exists: { type: 'Apple', within: { type: 'Bowl', in: 'CounterTop' } } })],
    ['rinsed under the tap, then put away', 'FloorPlan1', goal({ exists: { type: 'Plate', in: 'Cabinet', is: ['clean'], was: { in: 'SinkBasin', whileOn: true } } })],
    ['heated in the microwave, then put in the coffee machine', 'FloorPlan1', goal({ exists: { type: 'Mug', in: 'CoffeeMachine', was: { in: 'Microwave', whileOn: true } } })],
    ['cooled in the fridge, then on the counter', 'FloorPlan2', goal({ exists: { type: 'Tomato', in: 'CounterTop', is: ['cold'], was: { in: 'Fridge' } } })],
    ['a slice heated on a dish in the microwave (a slice does not go in by itself)', 'FloorPlan5', goal({ exists: { type: 'TomatoSliced', in: 'Fridge', was: { in: 'Microwave', whileOn: true } } })],
    ['held while a lamp is on', 'FloorPlan301', goal({ exists: { type: 'AlarmClock', is: ['held'] } }, { exists: { type: 'DeskLamp', is: ['on'] } })],
    ['a fried egg in the pan on the stove', 'FloorPlan2', goal({ exists: { type: 'EggCracked', is: ['cooked'], in: 'Pan' } })],
    ['nothing left in the cabinets and drawers', 'FloorPlan1', goal({ none: { pickupable: true, in: ['Cabinet', 'Drawer'] } })],
  ])('%s', async (_what, scene, wanted) => {
    const result = await planAndRun(scene, wanted);
    expect(result.ran, result.text).toBe(true);
    expect(result.met, result.text).toBe(true);
    // No call twice in a row: nothing repeated.
    expect(result.calls.some((c, i) => c === result.calls[i - 1]), result.text).toBe(false);
  });
});

describe('plans a person would write', () => {
  it('what is already so is already done: no calls', async () => {
    const { outcome, calls } = await planAndRun('FloorPlan1', goal({ exists: { type: 'Apple', in: 'Fridge' } }));
    expect(outcome.ok && outcome.plan.alreadyDone).toBe(true);
    expect(calls).toEqual([]);
  });

  it('opens only what it must, and closes it right after its last use', async () => {
    const { calls } = await planAndRun('FloorPlan1', goal({ exists: { type: 'Apple', in: 'CounterTop' } }));
    expect(calls).toEqual(["OpenObject('Fridge')", "PutObject('Apple', 'CounterTop|-01.87|+00.95|-01.21')", "CloseObject('Fridge')"]);
  });

  it('switches off what it switched on once the goal no longer needs it on', async () => {
    const { calls } = await planAndRun('FloorPlan2', goal({ exists: { type: 'EggCracked', is: ['cooked'], in: 'Pan' } }));
    const on = calls.findIndex((c) => c.startsWith('SwitchOn'));
    expect(calls[on + 1]).toBe(calls[on]!.replace('SwitchOn', 'SwitchOff'));
  });

  it.each(['FloorPlan3', 'FloorPlan4', 'FloorPlan5'])('cooks the egg in the pan the goal puts it in, not in the pot on the stove first (%s)', async (scene) => {
    const { calls, text } = await planAndRun(scene, goal({ exists: { type: 'EggCracked', is: ['cooked'], in: 'Pan' } }));
    // The egg goes into the Pan and nowhere else; the Pan onto a burner; that burner's knob is switched.
    const puts = calls.filter((c) => c.startsWith('PutObject('));
    expect(puts.filter((c) => /^PutObject\('Egg/.test(c)), text).toEqual(["PutObject('Egg', 'Pan')"]);
    expect(calls.some((c) => c.includes("'Pot'")), text).toBe(false);
  });

  it.each(['FloorPlan1', 'FloorPlan2', 'FloorPlan13'])('slices first when the goal is a heated slice: the whole loaf never goes in the microwave (%s)', async (scene) => {
    const { calls, text, met } = await planAndRun(scene, goal({ exists: { type: 'BreadSliced', directlyIn: ['CounterTop'], was: { in: ['Microwave'], whileOn: true }, is: ['hot'] } }));
    expect(met, text).toBe(true);
    const slice = calls.findIndex((c) => c.startsWith("SliceObject('Bread"));
    const firstPut = calls.findIndex((c) => c.startsWith('PutObject('));
    expect(slice, text).toBeGreaterThanOrEqual(0);
    expect(slice, text).toBeLessThan(firstPut);
    expect(calls.some((c) => /^PutObject\('Bread', /.test(c)), text).toBe(false);
  });

  it('says a thing goes on the Dresser and in the Drawer (world/place-preposition.ts)', async () => {
    const onTop = await planAndRun('FloorPlan301', goal({ exists: { type: 'CellPhone', in: 'Dresser' } }));
    const purposes = (r: typeof onTop) => (r.outcome.ok ? r.outcome.plan.calls.map((c) => c.purpose) : []);
    expect(purposes(onTop), onTop.text).toContain('Put the CellPhone on the Dresser.');
    const inside = await planAndRun('FloorPlan301', goal({ exists: { type: 'CellPhone', in: 'Drawer' } }));
    expect(purposes(inside), inside.text).toContain('Put the CellPhone in the Drawer.');
  });

  it('takes the nearest suitable tool', async () => {
    // FloorPlan2's ButterKnife lies beside the Bread; its Knife on another counter.
    const { calls } = await planAndRun('FloorPlan2', goal({ exists: { type: 'BreadSliced' } }));
    expect(calls).toEqual(["SliceObject('Bread', 'ButterKnife')"]);
  });

  it('a step the simulator refuses is tried again after the call its failure names (the cabinet the pot is in)', async () => {
    const { calls } = await planAndRun('FloorPlan2', goal({ exists: { type: 'Pot', in: 'CounterTop' } }));
    expect(calls[0]).toMatch(/^OpenObject\('Cabinet\|/);
    expect(calls[1]).toMatch(/^PutObject\('Pot', 'CounterTop/);
    expect(calls[2]).toBe(calls[0]!.replace('Open', 'Close'));
  });

  it('a place that holds no more is emptied first: the used-up roll off its holder to the bin, then a fresh one on it', async () => {
    // FloorPlan407: a used-up roll on the ToiletPaperHanger (capacity 1), a fresh one in a closed cabinet.
    const result = await planAndRun('FloorPlan407', goal({ exists: { type: 'ToiletPaper', isUsedUp: false, directlyIn: 'ToiletPaperHanger' } }));
    expect(result.met, result.text).toBe(true);
    expect(result.calls[0], result.text).toMatch(/^PutObject\('ToiletPaper\|[^']*', 'GarbageCan'\)$/);
    expect(result.calls.at(-2) ?? '', result.text).toMatch(/^PutObject\('ToiletPaper\|[^']*', 'ToiletPaperHanger'\)$/);
  });

  it('an appliance that holds one is emptied between two: two slices toasted in a one-slice toaster', async () => {
    const result = await planAndRun('FloorPlan12', [{ name: 'two toast', all: [{ count: { type: 'BreadSliced', is: ['cooked'] }, atLeast: 2 }] }]);
    expect(result.met, result.text).toBe(true);
    expect(result.calls.filter((c) => /^PutObject\('[^']*BreadSliced[^']*', 'Toaster/.test(c)), result.text).toHaveLength(2);
  });
});
