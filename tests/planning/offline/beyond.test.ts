/**
 * The offline planner beyond the paper: a question on a tie whose answer carries through to the
 * code, its i-th grounded alternative for best-of-N, and the current-mode repair that returns
 * only the remaining steps, executed in the simulator without a reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../../src/bridge/index.js';
import { connectSharedBridge } from '../../helpers/shared-bridge.js';
import { flattenSteps, printSkillCall } from '../../../src/code/index.js';
import { executeSteps } from '../../../src/execution/executor.js';
import { formatErrorReport } from '../../../src/execution/report.js';
import { createOfflinePlanner } from '../../../src/planning/offline/index.js';
import type { StageOneInput } from '../../../src/planning/planner.js';
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
const plan = (neededObjects: string[]) => ({ taskDescription: 'a test plan', subtasks: ['do it'], neededObjects });

// A bathroom with a bar of soap and a soap bottle: "the soap" names two kinds of thing here.
const bathroom: World = loadWorld('FloorPlan401');
const bathroomPlanner = createOfflinePlanner({ world: bathroom, simulator: lazyClient(() => bridge.client) });

/** Stage 1, stage 2 and code for an input, as the session runs them. */
async function planAndCode(input: StageOneInput, candidate?: number, on: { world: World; planner: typeof planner } = { world, planner }): Promise<string> {
  const state = await bridge.client.reset(on.world.scene.scene, ['robot', 'human']);
  const stage1 = await on.planner.decompose(input);
  const code = codeInputOf(on.world, state, input, await on.planner.refineDecomposition({ ...codeInputOf(on.world, state, input, stage1), stage1, missingObjects: [] }));
  return on.planner.generateCode(candidate === undefined ? code : { ...code, candidate, candidates: 3 });
}

describe('clarifying questions', () => {
  it('asks when goals tie, and the answer decides the code, not only stage 1', async () => {
    const input = stageOneInput(world, 'Can you make me breakfast?');
    const decision = await planner.clarify(input);
    if (decision.action !== 'ask') throw new Error('expected a question');
    expect(decision.options).toEqual(['a fried egg', 'toast']);
    const toast = await planAndCode({ ...input, clarification: { question: decision.question, answer: 'Toast, please.' } });
    expect(toast).toMatch(/Toaster/);
    expect(toast).not.toMatch(/Egg/);
    const egg = await planAndCode({ ...input, clarification: { question: decision.question, answer: 'A fried egg.' } });
    expect(egg).toMatch(/BreakObject\('Egg'\)/);
  });

  it('asks which kind of thing a command means when the room has several, and plans the one answered', async () => {
    const input = stageOneInput(bathroom, 'Put the soap on the shelf');
    const decision = await bathroomPlanner.clarify(input);
    if (decision.action !== 'ask') throw new Error('expected a question');
    expect(decision.options).toEqual(['the SoapBar', 'the SoapBottle']);
    // It can plan without an answer (any soap): no one to ask is no error.
    expect(decision).toMatchObject({ optional: true });
    const code = await planAndCode({ ...input, clarification: { question: decision.question, answer: 'the soap bottle' } }, undefined, { world: bathroom, planner: bathroomPlanner });
    expect(code).toMatch(/PutObject\('SoapBottle[^']*', 'Shelf/);
    // An answer naming neither is said so, and asked again.
    const again = await bathroomPlanner.clarify({ ...input, clarification: { question: decision.question, answer: 'the blue one' } });
    expect(again).toMatchObject({ action: 'ask', question: expect.stringMatching(/^I did not understand 'the blue one'/) });
  });

  it('without an answer a tie takes the first option', async () => {
    expect(await planAndCode(stageOneInput(world, 'Can you make me breakfast?'))).toMatch(/BreakObject\('Egg'\)/);
  });
});

describe('best-of-N candidates', () => {
  it('candidate i is the i-th alternative that grounds; past the last, the first', async () => {
    const state = await bridge.client.reset(world.scene.scene, ['robot', 'human']);
    const base = stageOneInput(world, 'I feel hungry.');
    const stage1 = await planner.decompose(base);
    const input = codeInputOf(world, state, base, await planner.refineDecomposition({ ...codeInputOf(world, state, base, stage1), stage1, missingObjects: [] }));
    const codes = await Promise.all([1, 2, 3, 40].map((candidate) => planner.generateCode({ ...input, candidate, candidates: 40 })));
    expect(new Set(codes.slice(0, 3)).size).toBe(3);
    expect(codes[3]).toBe(codes[0]);
    expect(await planner.generateCode(input)).toBe(codes[0]);
    for (const code of codes) validProgram(world, code);
  });
});

describe('best-of-N candidates through every stage', () => {
  /** Candidates 1..n in turn (each plan resets the shared bridge). */
  const candidatesOf = async (input: StageOneInput, n: number): Promise<string[]> => {
    const codes: string[] = [];
    for (let candidate = 1; candidate <= n; candidate++) codes.push(await planAndCode(input, candidate));
    return codes;
  };
  /** Runs code from a reset scene; true when every call succeeds. */
  const executes = async (code: string): Promise<boolean> =>
    (await executeSteps(flattenSteps(validProgram(world, code)), { client: bridge.client, skills: world.skills, scene: world.scene.scene })).success;

  it('candidate i is the i-th way to serve the request (each searched in the simulator), and every one runs', async () => {
    const input = stageOneInput(world, 'I feel hungry.');
    const codes = await candidatesOf(input, 4);
    expect(new Set(codes).size).toBe(4);
    expect(codes[0]).toBe(await planAndCode(input));
    expect(codes[0]).toMatch(/PutObject\('Egg', 'Pan'\)/);
    expect(codes[1]).toMatch(/PutObject\('Egg', 'Pot'\)/);
    expect(codes[2]).toMatch(/SwitchOn\('Microwave'\)/);
    expect(codes[3]).toMatch(/Toaster/);
    for (const code of codes) expect(await executes(code)).toBe(true);
  });

  it('a tie no answer settled offers the tied goal after its own ways; an answer keeps to its goal', async () => {
    const input = stageOneInput(world, 'Can you make me breakfast?');
    const [egg, , , toast] = await candidatesOf(input, 4);
    expect(egg).toMatch(/BreakObject\('Egg'\)/);
    expect(toast).toMatch(/Toaster/);
    const answered = { ...input, clarification: { question: 'Which?', answer: 'Toast, please.' } };
    const [first, second] = await candidatesOf(answered, 2);
    expect(first).toMatch(/Toaster/);
    // Toast has one way here: past the last distinct program comes the first again.
    expect(second).toBe(first);
  });
});

describe('refinement from the current state', () => {
  it('returns only the remaining steps, which run on from where execution stopped', async () => {
    const failing = validProgram(world, "def task():\n    OpenObject('Microwave')\n    PutObject('Egg', 'Pan')\n\ntask()\n");
    await bridge.client.reset(world.scene.scene, ['robot', 'human']);
    const run = await executeSteps(flattenSteps(failing), { client: bridge.client, skills: world.skills, propertiesOf: (t) => world.catalogue.types.get(t)?.properties });
    expect(run.report?.errorCode).toBe('INSIDE_CLOSED_RECEPTACLE');
    const executed = flattenSteps(failing).slice(0, run.steps).map(printSkillCall);
    expect(executed).toEqual(["OpenObject('Microwave')"]);

    const now = await bridge.client.state();
    const input = codeInputOf(world, now, stageOneInput(world, 'put the egg in the pan'), plan(sceneTypes));
    const text = "def task():\n    OpenObject('Microwave')\n    PutObject('Egg', 'Pan')\n\ntask()\n";
    const rest = await planner.refineFromExecution({ ...input, code: text, failure: run.report!, failureText: formatErrorReport(run.report!), mode: 'current', executed });
    const steps = flattenSteps(validProgram(world, rest)).map(printSkillCall);
    expect(steps).not.toContain("OpenObject('Microwave')");
    expect(steps).toEqual(["OpenObject('Fridge')", "PutObject('Egg', 'Pan')", "CloseObject('Fridge')"]);
    // No reset: the microwave opened by the prefix stays open.
    const continued = await executeSteps(flattenSteps(validProgram(world, rest)), { client: bridge.client, skills: world.skills });
    expect(continued.success).toBe(true);
    const microwave = (await bridge.client.state()).objects.find((o) => o.objectType === 'Microwave');
    expect(microwave?.isOpen).toBe(true);
  });
});
