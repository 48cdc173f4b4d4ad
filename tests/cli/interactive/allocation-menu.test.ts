/**
 * The allocation step driven through the real menu: the affordance table and the timeline are
 * shown, the person gives a line to another agent (recorded as a human refinement of the
 * allocation), approves, and the agents run the plan at once on the symbolic bridge.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { BridgeClient } from '../../../src/bridge/index.js';
import { consoleReporter } from '../../../src/cli/interactive/console-reporter.js';
import { TerminalApprover } from '../../../src/cli/interactive/terminal-approver.js';
import { plannerSource } from '../../../src/planning/planner-source.js';
import { runPlan } from '../../../src/session/run-plan.js';
import { Session } from '../../../src/session/session.js';
import { loadWorld } from '../../../src/world/index.js';
import { fenced, PlanHarness, reply, STAGE1, STAGE2, TEST_KITCHEN, transcript } from '../../helpers/plan-harness.js';
import { choose, chooseAllocation, choosePlan } from './menu.js';
import { VirtualTerminal } from './virtual-terminal.js';

/** Slicing the apple (human) does not touch the fridge and the egg (robot): the two overlap. */
const BREAKFAST = `def breakfast():
    OpenObject('Drawer')
    SliceObject('Apple', 'Knife')
    OpenObject('Fridge')
    PutObject('Egg', 'Pan')
    CloseObject('Fridge')
    CloseObject('Drawer')

breakfast()
`;

/** The plan of BREAKFAST, with the goal it meets: a sliced apple, and the egg in the pan. */
const BREAKFAST_PLAN = {
  ...STAGE2,
  goal: [
    {
      name: 'breakfast ready',
      all: [
        { exists: { type: ['AppleSliced'], in: null, is: [], fillLiquid: null, was: null } },
        { exists: { type: ['Egg'], in: 'Pan', is: [], fillLiquid: null, was: null } },
      ],
    },
  ],
};

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

let client: BridgeClient | undefined;
let term: VirtualTerminal;
afterEach(async () => {
  term?.input.end();
  await client?.close();
});

/** A breakfast session on a virtual terminal with the terminal menu as the person; `cache` keeps replies apart. */
async function startBreakfast(cache: string) {
  await h.script(reply.json(STAGE1), reply.json(BREAKFAST_PLAN), fenced(BREAKFAST));
  const world = loadWorld(TEST_KITCHEN, { scenesDir: h.scenesDir });
  const session = Session.create(h.out, 'Make me breakfast');
  const source = plannerSource({ kind: 'openai', env: { OPENAI_BASE_URL: h.server.baseURL }, cacheDir: join(h.scratch.dir, cache), byConstruction: 'off' });
  const { planner, model } = await source.planner(world, { onCall: (call) => void session.record({ type: 'llm-call', call }) });
  client = await BridgeClient.connect(h.bridge.url, { token: h.bridge.token });
  term = new VirtualTerminal();
  const approver = new TerminalApprover({ context: { input: term.input, output: term.output }, print: term.print, color: false });
  const done = runPlan(
    { instruction: 'Make me breakfast', scene: TEST_KITCHEN, maxRefinements: 2, maxRepairs: 1, clarify: false, candidates: 1, refineFrom: 'reset', autoFix: false, maxGoalRefinements: 3, team: world.team.name },
    { planner, model, world, client, session, approver, reporter: consoleReporter({ write: term.print }, { color: false, showCode: false }) },
  );
  // The stage-2 plan comes first; approve it and go on to the code.
  await choosePlan(term);
  return { session, done, client };
}

describe('the allocation step of the approval menu', () => {
  test('a line given to another agent, then approved: the plan runs with both agents at once and its timeline is written', async () => {
    const { session, done, client } = await startBreakfast('cache-alloc');
    await choose(term, 'Approve');
    // The step shows the affordance table with a column per agent, the allocated code and the timeline.
    const shown = await term.waitFor('Allocation:');
    expect(shown).toMatch(/line +call +robot +human +agent/);
    expect(shown).toMatch(/5 +PutObject\('Egg', 'Pan'\) +0\.212 +0\.452 +human/);
    expect(shown).toContain("human.PutObject('Egg', 'Pan')");
    expect(shown).toMatch(/time +robot +human/);

    // Give line 5 (the fourth call) to the robot: down to the entry, down to the line, up to the robot.
    term.press('down', 'enter');
    await term.waitFor('Allocation: Give a line to another agent');
    await term.waitFor('Which line?');
    term.press('down', 'down', 'down', 'enter');
    await term.waitFor("Who does line 5, PutObject('Egg', 'Pan')?");
    const who = await term.waitFor('(now)');
    expect(who).toMatch(/robot +0\.212/);
    expect(who).toMatch(/human +0\.452 +\(now\)/);
    term.press('up', 'enter');
    const again = await term.waitFor('Allocation:');
    expect(again).toContain('Line 5 now goes to robot (was human).');
    expect(again).toContain("robot.PutObject('Egg', 'Pan')");
    term.press('enter');
    await term.waitFor('Allocation: Approve and run');

    const result = await done;
    expect(result.success).toBe(true);
    expect(result.allocationReassignments).toBe(1);
    expect(result.allocatedCode).toContain("    robot.PutObject('Egg', 'Pan')\n");
    expect(result.allocatedCode).toContain("    human.SliceObject('Apple', 'Knife')\n");
    expect(result.allocatedExecution).toMatchObject({ success: true, concurrent: true, timeline: { svg: 'timeline.svg', png: 'timeline.png' } });
    // The human's slicing overlaps the robot's work on the fridge: faster than one call after another.
    expect(result.schedule!.makespan).toBeLessThan(result.schedule!.sequential);
    expect(result.allocatedExecution!.makespan).toBe(result.schedule!.makespan);

    const events = transcript(session.dir);
    expect(events.filter((e) => e.type === 'allocation-decision')).toMatchObject([
      { decision: 'reassign', line: 5, agent: 'robot', from: 'human' },
      { decision: 'approve' },
    ]);
    const allocation = events.find((e) => e.type === 'allocation');
    expect(allocation).toMatchObject({ team: 'paper', file: 'plan.allocated.py' });
    expect(readFileSync(join(session.dir, 'plan.allocated.py'), 'utf8')).toBe(result.allocatedCode);
    expect(events.filter((e) => e.type === 'execution').map((e) => [e.allocated, e.success, e.concurrent ?? false])).toEqual([
      [false, true, false],
      [true, true, true],
    ]);
    expect(readFileSync(join(session.dir, 'timeline.svg'), 'utf8')).toContain("L5 PutObject('Egg', 'Pan')");
    expect(existsSync(join(session.dir, 'timeline.png'))).toBe(true);

    // The world the agents left: the egg in the pan, the apple sliced, fridge and drawer closed.
    const state = await client!.state();
    const byType = (type: string) => state.objects.filter((o) => o.objectType === type);
    expect(byType('Egg')[0]?.parentReceptacles[0]).toMatch(/^Pan\|/);
    expect(byType('AppleSliced').length).toBeGreaterThan(0);
    expect(byType('Fridge')[0]?.isOpen).toBe(false);
    expect(byType('Drawer')[0]?.isOpen).toBe(false);
  });

  test('Abort at the allocation step ends the session unsuccessfully, nothing allocated runs', async () => {
    const { session, done } = await startBreakfast('cache-abort');
    await choose(term, 'Approve');
    await chooseAllocation(term, 'Abort');
    const result = await done;
    expect(result).toMatchObject({ success: false, reason: 'the allocation was not approved', allocatedExecution: null });
    expect(transcript(session.dir).filter((e) => e.type === 'execution')).toHaveLength(1);
    expect(existsSync(join(session.dir, 'timeline.svg'))).toBe(false);
  });
});
