/**
 * The hand in `current` mode: a skill that failed half-way leaves its tool in the hand, and the
 * remaining steps reuse it (the skills skip fetching what is in hand) and put it down, so the
 * continuation does not answer HAND_OCCUPIED; and the joined program still runs from a reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../../src/bridge/index.js';
import { connectSharedBridge } from '../../helpers/shared-bridge.js';
import { flattenSteps, printSkillCall, type Program } from '../../../src/code/index.js';
import { executeSteps, type ProgressEvent } from '../../../src/execution/index.js';
import { formatErrorReport, type ErrorReport } from '../../../src/execution/report.js';
import { settleHand, type HeldObject } from '../../../src/planning/offline/hand.js';
import { createOfflinePlanner, loadKnowledge } from '../../../src/planning/offline/index.js';
import { SceneView } from '../../../src/planning/offline/scene-view.js';
import type { ExecutionRefinementInput } from '../../../src/planning/planner.js';
import { joinPrefix } from '../../../src/session/continuation.js';
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
const planner = createOfflinePlanner({ world, simulator: lazyClient(() => bridge.client) });
const sceneTypes = [...new Set(world.scene.objects.map((o) => o.type))];
const KNIFE = 'Knife|+00.80|+00.26|-02.30';
const KNIFE_DRAWER = 'Drawer|+00.95|+00.22|-02.20';
const propertiesOf = (t: string) => world.catalogue.types.get(t)?.properties;

const code = (...calls: string[]): string => `def task():\n${calls.map((c) => `    ${c}\n`).join('')}\ntask()\n`;
const calls = (program: Program): string[] => flattenSteps(program).map(printSkillCall);

/** The refinement input after a failure, with the facts of the state execution left. */
async function currentInput(text: string, failure: ErrorReport, executed: string[]): Promise<ExecutionRefinementInput> {
  const now = await bridge.client.state();
  const base = codeInputOf(world, now, stageOneInput(world, 'make a salad'), { taskDescription: 't', subtasks: ['s'], neededObjects: sceneTypes });
  return { ...base, code: text, failure, failureText: formatErrorReport(failure), mode: 'current', executed };
}

describe('refinement from the current state with something in hand', () => {
  it('reuses the knife left in hand, puts it down, and finishes; the joined program runs from a reset', async () => {
    const first = code(`OpenObject('${KNIFE_DRAWER}')`, "SliceObject('Lettuce', 'Knife')", `CloseObject('${KNIFE_DRAWER}')`, "PutObject('LettuceSliced', 'Plate')");
    await bridge.client.reset(world.scene.scene, ['robot', 'human']);
    let program = validProgram(world, first);
    let run = await executeSteps(flattenSteps(program), { client: bridge.client, skills: world.skills, propertiesOf });
    // The knife was picked up; slicing the lettuce in the closed fridge failed.
    expect(run.report).toMatchObject({ skill: 'SliceObject', action: 'SliceObject', agentState: { holding: KNIFE } });

    let text = first;
    const prefix: string[] = [];
    const codes: string[] = [];
    const sent: ProgressEvent[] = [];
    for (let round = 0; run.report !== undefined; round++) {
      expect(round).toBeLessThan(3);
      expect(run.report.errorCode).not.toBe('HAND_OCCUPIED');
      prefix.push(...calls(program).slice(0, run.steps));
      text = await planner.refineFromExecution(await currentInput(text, run.report, [...prefix]));
      codes.push(text);
      program = validProgram(world, text);
      run = await executeSteps(flattenSteps(program), { client: bridge.client, skills: world.skills, propertiesOf, onProgress: (e) => sent.push(e) });
    }
    // The first remainder slices with the knife in hand and puts it down right after.
    const remainder = calls(validProgram(world, codes[0]!));
    const slice = remainder.indexOf("SliceObject('Lettuce', 'Knife')");
    expect(slice).toBeGreaterThan(0);
    expect(remainder[slice + 1]).toMatch(/^PutObject\('Knife', 'CounterTop[^']*'\)$/);
    expect(sent.some((e) => e.kind === 'action' && e.action === 'PickupObject' && e.args['objectId'] === KNIFE)).toBe(false);

    const end = await bridge.client.state();
    expect(end.agents.every((a) => a.holding === null)).toBe(true);
    expect(end.objects.some((o) => o.objectType === 'LettuceSliced' && o.parentReceptacles[0]?.startsWith('Plate|'))).toBe(true);

    const joined = validProgram(world, joinPrefix(prefix, program));
    const again = await executeSteps(flattenSteps(joined), { client: bridge.client, skills: world.skills, scene: world.scene.scene, propertiesOf });
    expect(again.report).toBeUndefined();
  });
});

describe('settleHand', () => {
  const knowledge = loadKnowledge(undefined, world.catalogue);
  const held: HeldObject = { id: KNIFE, type: 'Knife', agent: 'robot' };
  let view: SceneView;
  beforeAll(async () => {
    const state = await bridge.client.reset(world.scene.scene, ['robot', 'human']);
    view = new SceneView(codeInputOf(world, state, stageOneInput(world, 'x'), { taskDescription: 't', subtasks: [], neededObjects: sceneTypes }), world.catalogue, knowledge, state);
  });
  const settle = (...lines: string[]): string[] => calls(settleHand(validProgram(world, code(...lines)), held, view, 'robot'));

  it('puts a reused tool down right after the step that uses it', () => {
    const out = settle("OpenObject('Fridge')", "SliceObject('Lettuce', 'Knife')", "PutObject('LettuceSliced', 'Plate')");
    expect(out.slice(0, 2)).toEqual(["OpenObject('Fridge')", "SliceObject('Lettuce', 'Knife')"]);
    expect(out[2]).toMatch(/^PutObject\('Knife', 'CounterTop/);
    expect(out).toHaveLength(4);
  });

  it('puts the held object down before a step that must fetch something else', () => {
    const out = settle("SwitchOn('StoveKnob|+00.39|+00.90|-01.78')", "PutObject('Tomato', 'Plate')");
    expect(out[0]).toBe("SwitchOn('StoveKnob|+00.39|+00.90|-01.78')");
    expect(out[1]).toMatch(/^PutObject\('Knife', 'CounterTop/);
    expect(out[2]).toBe("PutObject('Tomato', 'Plate')");
  });

  it('leaves the steps alone when the first step needing the hand puts the held object somewhere, or none needs it', () => {
    expect(settle("PutObject('Knife', 'Plate')", "PutObject('Tomato', 'Plate')")).toEqual(["PutObject('Knife', 'Plate')", "PutObject('Tomato', 'Plate')"]);
    expect(settle("OpenObject('Fridge')", "CloseObject('Fridge')")).toEqual(["OpenObject('Fridge')", "CloseObject('Fridge')"]);
  });

  it("ignores steps of the other agent, whose hand is its own", () => {
    const out = settle("human.PutObject('Tomato', 'Plate')", "SliceObject('Lettuce', 'Knife')");
    expect(out[0]).toBe("human.PutObject('Tomato', 'Plate')");
    expect(out[2]).toMatch(/^PutObject\('Knife', 'CounterTop/);
  });
});

describe('HAND_OCCUPIED in current mode', () => {
  it('puts the held object down before the failed step, not before an earlier step that already ran', async () => {
    const text = code("SliceObject('Lettuce', 'Knife')", "PutObject('Tomato', 'Plate')");
    // As the first call left it: the knife in the robot's hand; the rest of the program runs from there.
    await bridge.client.reset(world.scene.scene, ['robot', 'human']);
    for (const [action, objectId] of [['GoToObject', KNIFE_DRAWER], ['OpenObject', KNIFE_DRAWER], ['PickupObject', KNIFE]] as const) {
      expect((await bridge.client.step({ agent: 'robot', action, objectId })).success).toBe(true);
    }
    const run = await executeSteps(flattenSteps(validProgram(world, text)).slice(1), { client: bridge.client, skills: world.skills, propertiesOf });
    expect(run.report).toMatchObject({ line: 3, errorCode: 'HAND_OCCUPIED', failure: { held: KNIFE } });
    const rest = calls(validProgram(world, await planner.refineFromExecution(await currentInput(text, run.report!, ["SliceObject('Lettuce', 'Knife')"]))));
    expect(rest).toHaveLength(2);
    expect(rest[0]).toMatch(/^PutObject\('Knife', 'CounterTop/);
    expect(rest[1]).toBe("PutObject('Tomato', 'Plate')");
  });
});
