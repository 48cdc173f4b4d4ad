/**
 * Lasting preferences at the approval points, driven through the real menu on a real bridge with
 * the real `openai` SDK against the scripted server: code that breaks a preference is flagged on
 * the approval screen; "don't let the robot near the stove" keeps the robot's calls off the stove
 * (the allocator gives them to the human, and the executed steps show it); where no other agent can
 * take such a call it stays, flagged on the allocation screen.
 */
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { BridgeClient } from '../../../src/bridge/index.js';
import { lastRun, observeClient, type StepRecord } from '../../../src/outcome/index.js';
import { consoleReporter } from '../../../src/cli/interactive/console-reporter.js';
import { TerminalApprover } from '../../../src/cli/interactive/terminal-approver.js';
import { plannerSource } from '../../../src/planning/planner-source.js';
import { addPreference, preferenceAccess, readStore, type PreferenceRule } from '../../../src/preferences/index.js';
import { runPlan } from '../../../src/session/run-plan.js';
import { Session } from '../../../src/session/session.js';
import { loadWorld } from '../../../src/world/index.js';
import { fenced, PlanHarness, reply, SALAD_PLAN, STAGE1, STAGE2, TEST_KITCHEN } from '../../helpers/plan-harness.js';
import { ALLOCATION_MENU, choose, choosePlan, type AllocationEntry } from './menu.js';
import { VirtualTerminal } from './virtual-terminal.js';

/** Fries the egg: the fridge (opened and closed), the pan, the stove knob. */
const STOVE_PLAN = `def fry_egg():
    OpenObject('Fridge')
    PutObject('Egg', 'Pan')
    CloseObject('Fridge')
    SwitchOn('StoveKnob')
    SwitchOff('StoveKnob')

fry_egg()
`;
const STOVE_STAGE2 = {
  ...STAGE2,
  taskDescription: 'Fry the egg in the pan.',
  subtasks: ['Put the egg in the pan.', 'Switch the stove on and off.'],
  neededObjects: ['Fridge', 'Egg', 'Pan', 'StoveKnob'],
  goal: [{ name: 'egg in the pan', all: [{ exists: { type: ['Egg'], in: 'Pan', is: [], fillLiquid: null, was: null } }] }],
};

const h = new PlanHarness();
beforeAll(async () => {
  await h.start();
  // A robot better than the person at everything: the paper's rule gives it every call.
  h.scratch.write('strong-robot.yaml', team({ robot: 0.95, human: 0.6 }, ['SwitchOn', 'SwitchOff']));
  // A person who cannot switch: only the robot can work the stove.
  h.scratch.write('robot-switches.yaml', team({ robot: 0.5, human: 0.9 }, []));
});
afterAll(() => h.stop());

/** A team file: both agents do the usual actions at these rates; only the robot switches, and the human too when listed. */
function team(rates: { robot: number; human: number }, humanSwitches: readonly string[]): string {
  const usual = ['GoToObject', 'OpenObject', 'CloseObject', 'PickupObject', 'PutObject'];
  const actions = (rate: number, names: readonly string[]) => names.map((a) => `      ${a}: { successRate: ${rate}, accuracy: 1, seconds: 2 }`).join('\n');
  return `agents:\n  robot:\n    kind: robot\n    actions:\n${actions(rates.robot, [...usual, 'SwitchOn', 'SwitchOff'])}\n  human:\n    kind: human\n    actions:\n${actions(rates.human, [...usual, ...humanSwitches])}\n`;
}

let client: BridgeClient | undefined;
let term: VirtualTerminal;
afterEach(async () => {
  term?.input.end();
  await client?.close();
});

/** A request the apple served rests on ("Make me breakfast" is read as an egg or toast, and the goal check drops an apple as another task). */
const APPLE = 'Serve me some apple for breakfast';

/** A person's store in a config folder of the test's own, holding `text` read as `rule`. */
function storeOf(person: string, text: string, rule: PreferenceRule): NodeJS.ProcessEnv {
  const env = { ITERAPLAN_CONFIG_DIR: join(h.scratch.dir, `config-${person}`) };
  addPreference(readStore(env, person), { text, scope: { kind: 'person' }, rule, source: { kind: 'command' } });
  return env;
}

/** A session on a virtual terminal, the menu as the person; `prefs`: whose store applies (none: as --no-prefs). */
async function start(options: { cache: string; code: string; stage2: object; instruction?: string; team?: string; prefs?: { env: NodeJS.ProcessEnv; person: string } }) {
  await h.script(reply.json(STAGE1), reply.json(options.stage2), fenced(options.code));
  const world = loadWorld(TEST_KITCHEN, { scenesDir: h.scenesDir, ...(options.team === undefined ? {} : { team: join(h.scratch.dir, options.team) }) });
  const session = Session.create(h.out, options.instruction ?? 'Make me breakfast');
  const source = plannerSource({ kind: 'openai', env: { OPENAI_BASE_URL: h.server.baseURL }, cacheDir: join(h.scratch.dir, options.cache), byConstruction: 'off' });
  const { planner, model } = await source.planner(world, { onCall: (call) => void session.record({ type: 'llm-call', call }) });
  client = await BridgeClient.connect(h.bridge.url, { token: h.bridge.token });
  // Every step the agents take, to judge who acted on what.
  const observed = observeClient(client);
  term = new VirtualTerminal();
  const approver = new TerminalApprover({ context: { input: term.input, output: term.output }, print: term.print, color: false });
  const preferences = options.prefs === undefined ? undefined : preferenceAccess(options.prefs.env, options.prefs.person, world);
  const done = runPlan(
    { instruction: options.instruction ?? 'Make me breakfast', scene: TEST_KITCHEN, maxRefinements: 2, maxRepairs: 1, clarify: false, candidates: 1, refineFrom: 'reset', autoFix: false, maxGoalRefinements: 3, team: world.team.name },
    { planner, model, world, client: observed, session, approver, reporter: consoleReporter({ write: term.print }, { color: false, showCode: false }), ...(preferences ? { preferences } : {}) },
  );
  await choosePlan(term);
  return { session, done, steps: () => observed.steps };
}

/** The allocation step as shown, then `entry` picked (the first is highlighted). */
async function allocationStep(entry: AllocationEntry): Promise<string> {
  const shown = await term.waitFor('Allocation:');
  term.press(...Array<'down'>(ALLOCATION_MENU.indexOf(entry)).fill('down'), 'enter');
  await term.waitFor(`Allocation: ${entry}`);
  return shown;
}

/** The agents that acted on an object of `type` in the last run (the allocated plan). */
function agentsOn(steps: readonly StepRecord[], type: string): string[] {
  const on = lastRun(steps).filter((s) => [...Object.values(s.args), ...Object.values(s.resolved)].some((v) => v === type || v.startsWith(`${type}|`)));
  return [...new Set(on.map((s) => s.agent))];
}

describe('a plan against a lasting preference', () => {
  test('is flagged on the approval screen, naming the line and the statement; without the store it is not', async () => {
    const allergic = storeOf('vera', "I'm allergic to apples", { exclude: ['Apple', 'AppleSliced'] });
    const flagged = await start({ cache: 'cache-breach', instruction: APPLE, code: SALAD_PLAN, stage2: { ...STAGE2, goal: [{ name: 'apple served', all: [{ exists: { type: ['AppleSliced'], in: 'Plate', is: [], fillLiquid: null, was: null } }] }] }, prefs: { env: allergic, person: 'vera' } });
    const shown = await term.waitFor('What next?');
    expect(shown).toContain('This code breaks your lasting preferences: line 4 uses Apple, though "I\'m allergic to apples"; line 5 uses AppleSliced, though "I\'m allergic to apples".');
    await choose(term, 'Abort');
    expect((await flagged.done).success).toBe(false);

    await start({ cache: 'cache-no-breach', instruction: APPLE, code: SALAD_PLAN, stage2: { ...STAGE2, goal: [{ name: 'apple served', all: [{ exists: { type: ['AppleSliced'], in: 'Plate', is: [], fillLiquid: null, was: null } }] }] } });
    const plain = await term.waitFor('What next?');
    expect(plain).toContain("SliceObject('Apple', 'Knife')");
    expect(plain).not.toContain('lasting preferences');
    await choose(term, 'Abort');
  });
});

describe("don't let the robot near the stove", () => {
  const stoveAway = { keepAway: { agent: 'robot', types: ['StoveBurner', 'StoveKnob'] } };

  test("keeps the robot's calls off the stove: the human switches it, the robot still does the rest, and the steps show it", async () => {
    // Without the preference the robot, better at everything, works the stove.
    const before = await start({ cache: 'cache-stove-0', code: STOVE_PLAN, stage2: STOVE_STAGE2, team: 'strong-robot.yaml' });
    await choose(term, 'Approve');
    expect(await allocationStep('Approve and run')).toContain("robot.SwitchOn('StoveKnob')");
    expect((await before.done).success).toBe(true);
    expect(agentsOn(before.steps(), 'StoveKnob')).toEqual(['robot']);

    const env = storeOf('hana', "Don't let the robot near the stove", stoveAway);
    const after = await start({ cache: 'cache-stove-1', code: STOVE_PLAN, stage2: STOVE_STAGE2, team: 'strong-robot.yaml', prefs: { env, person: 'hana' } });
    await choose(term, 'Approve');
    const shown = await allocationStep('Approve and run');
    expect(shown).toContain("human.SwitchOn('StoveKnob')");
    expect(shown).toContain("human.SwitchOff('StoveKnob')");
    expect(shown).toContain("robot.OpenObject('Fridge')");
    expect(shown).not.toContain('Against your lasting preferences');
    const result = await after.done;
    expect(result.success).toBe(true);
    expect(agentsOn(after.steps(), 'StoveKnob')).toEqual(['human']);
    expect(agentsOn(after.steps(), 'Fridge')).toEqual(['robot']);
  });

  test('where no other agent can switch the stove the call stays with the robot, flagged on the allocation screen', async () => {
    const env = storeOf('ines', "Don't let the robot near the stove", stoveAway);
    const run = await start({ cache: 'cache-stove-2', code: STOVE_PLAN, stage2: STOVE_STAGE2, team: 'robot-switches.yaml', prefs: { env, person: 'ines' } });
    await choose(term, 'Approve');
    const shown = await allocationStep('Abort');
    expect(shown).toContain("robot.SwitchOn('StoveKnob')");
    expect(shown).toMatch(/Against your lasting preferences:\n {2}- line 5: the robot does SwitchOn\('StoveKnob'\), though "Don't let the robot near the stove"/);
    expect((await run.done).success).toBe(false);
  });
});
