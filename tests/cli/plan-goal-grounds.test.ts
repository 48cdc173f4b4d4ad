/**
 * Stated alternatives rest on the request (issue 41): an LLM planner's "Done when" alternative that
 * is a tool held, an appliance left off, the prompt's own example or a state that holds already is
 * dropped before any code, said at the plan step and recorded with why; with nothing left the model
 * is asked again, and then the request is refused, never reported done. The real `openai` SDK
 * against the scripted server, a real bridge (TestKitchen: the Egg in the closed Fridge, the Knife
 * in the closed Drawer, the Plate on the CounterTop, the stove off).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fenced, PlanHarness, promptOf, reply, requestsOf, SALAD_PLAN, sessionDirIn, STAGE1, STAGE2, TEST_KITCHEN, transcript, userPrompt } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const OPENAI = ['--scene', TEST_KITCHEN, '--planner', 'openai', '--no-clarify', '--yes'];

const condition = (type: string, extra: Record<string, unknown> = {}) => ({ exists: { type: [type], in: null, is: [], fillLiquid: null, was: null, ...extra } });
const withGoal = (...goal: { name: string; all: object[] }[]) => ({ ...STAGE2, goal });

const KNIFE_HELD = { name: 'knife held', all: [condition('Knife', { is: ['held'] })] };
const APPLE_SERVED = STAGE2.goal[0]!;
const STOVE_OFF = { name: 'stove off', all: [condition('StoveKnob', { is: ['off'] })] };
const CHILLED_APPLE = { name: 'chilled apple', all: [condition('Apple', { is: ['cold'] })] };
const EGG_ON_PLATE = { name: 'egg on the plate', all: [condition('Egg', { in: 'Plate' })] };
const HOT_EGG = { name: 'hot egg', all: [condition('Egg', { is: ['hot'] })] };
const PLATE_ON_COUNTER = { name: 'plate on the counter', all: [condition('Plate', { in: 'CounterTop' })] };

/** Runs to its end and changes nothing a goal here asks for: the search replaces it (--search-fix). */
const OPEN_AND_CLOSE = `def look():\n    OpenObject('Drawer')\n    CloseObject('Drawer')\n\nlook()\n`;

describe('a stated alternative that is no way of being done is dropped before any code', () => {
  test('a tool held: dropped, said with why at the plan step, in --json and the transcript; the apple served is the goal', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(withGoal(KNIFE_HELD, APPLE_SERVED)), fenced(SALAD_PLAN));
    const { code, stdout, result } = await h.run(['Serve me some apple slices on the plate', ...OPENAI, '--json']);
    expect(code, stdout).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate']);
    const says = "'knife held' is only something held, which the request does not ask for";
    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'goal-dropped')).toMatchObject({ outcome: 'kept-others', dropped: [{ alternative: { name: 'knife held', all: [{ exists: { type: 'Knife', is: ['held'] } }] }, why: 'tool-held', says }] });
    // Dropped before the plan was recorded: neither the plan nor the approved goal holds it, nor any code prompt.
    expect(events.find((e) => e.type === 'decomposition' && e.stage === 2)).toMatchObject({ result: { goal: [{ name: 'apple served' }] } });
    expect(events.find((e) => e.type === 'goal')).toMatchObject({ alternatives: [{ name: 'apple served' }] });
    expect(userPrompt(requestsOf(server, 'code-generate')[0]!)).not.toContain('knife held');
    expect(result()).toMatchObject({ success: true, goalDropped: [{ why: 'tool-held', says }] });
    // The session's summary lists it at the plan too.
    expect(readFileSync(join(result().sessionDir, 'summary.md'), 'utf8')).toContain(`Dropped from the planner's goal, not ways of being done:\n- ${says}\n`);

    await h.script(reply.json(STAGE1), reply.json(withGoal(KNIFE_HELD, APPLE_SERVED)), fenced(SALAD_PLAN));
    const shown = await h.run(['Serve me some apple slices on the plate', ...OPENAI]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stderr).toContain(`Not a way of being done, dropped from the planner's goal: ${says}; the goal is: apple served.`);
  });

  test("the prompt's own example ('a chilled apple' for an egg task): dropped; the search meets the egg on the plate", async () => {
    await h.script(reply.json(STAGE1), reply.json(withGoal(CHILLED_APPLE, EGG_ON_PLATE)), fenced(OPEN_AND_CLOSE));
    const { code, stdout, result } = await h.run(['Put the egg on the plate', ...OPENAI, '--search-fix', '--json']);
    expect(code, stdout).toBe(0);
    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'goal-dropped')).toMatchObject({ dropped: [{ alternative: { name: 'chilled apple' }, why: 'prompt-example', says: "'chilled apple' is the prompt's own example, not the request" }] });
    expect(events.find((e) => e.type === 'goal')).toMatchObject({ alternatives: [{ name: 'egg on the plate' }] });
    expect(events.find((e) => e.type === 'code' && e.fixBy === 'search')).toBeDefined();
    expect(result()).toMatchObject({ success: true, outcome: { verdict: 'goal-met' } });
  });

  test("a change no word asks for, where the reader reads no goal ('a hot egg' for placing the egg by the plate): dropped with the change named; the egg on the plate is planned", async () => {
    await h.script(reply.json(STAGE1), reply.json(withGoal(HOT_EGG, EGG_ON_PLATE)), fenced(OPEN_AND_CLOSE));
    const { code, stdout, result } = await h.run(['Place the egg next to the plate', ...OPENAI, '--search-fix', '--json']);
    expect(code, stdout).toBe(0);
    const says = "'hot egg' makes something hot, which no word of the request asks for";
    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'goal-dropped')).toMatchObject({ outcome: 'kept-others', dropped: [{ alternative: { name: 'hot egg' }, why: 'unasked-change', says }] });
    expect(events.find((e) => e.type === 'goal')).toMatchObject({ alternatives: [{ name: 'egg on the plate' }] });
    expect(result()).toMatchObject({ success: true, goalDropped: [{ why: 'unasked-change', says }] });
  });

  test('a state that holds already: dropped, and with no reading left the model is asked again, told why; its new goal is planned', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(withGoal(PLATE_ON_COUNTER)), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stdout, result } = await h.run(['Bake me a cake', ...OPENAI, '--json']);
    expect(code, stdout).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'stage2-refine', 'code-generate']);
    const again = userPrompt(requestsOf(server, 'stage2-refine')[1]!);
    expect(again).toContain("- 'plate on the counter' holds already: nothing would be done.");
    expect(again).toContain('State the goal the request asks for: something that does not hold in the room yet and that the plan makes true.');
    const events = transcript(result().sessionDir);
    expect(events.filter((e) => e.type === 'goal-dropped')).toMatchObject([{ outcome: 'asked-again', dropped: [{ why: 'holds-at-start' }] }]);
    expect(events.filter((e) => e.type === 'decomposition' && e.stage === 2)).toHaveLength(1);
    expect(result()).toMatchObject({ success: true, ending: 'succeeded', goalDropped: [{ why: 'holds-at-start' }] });
  });

  test('an appliance left off for a cake, stated again (twice) when asked: the request is refused (exit 2) saying so once, never success, no code', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(withGoal(STOVE_OFF)), reply.json(withGoal(STOVE_OFF, STOVE_OFF)));
    const { code, stderr } = await h.run(['Bake me a cake', ...OPENAI]);
    expect(code, stderr).toBe(2);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'stage2-refine']);
    const says = "'stove off' only leaves something open, closed or off, which the request does not ask for";
    expect(userPrompt(requestsOf(server, 'stage2-refine')[1]!)).toContain(`- ${says}.`);
    expect(stderr).toContain(`no goal the planner states rests on the request (${says}), so nothing would be done`);
    const events = transcript(sessionDirIn(stderr));
    expect(events.filter((e) => e.type === 'goal-dropped').map((e) => e.type === 'goal-dropped' && e.outcome)).toEqual(['asked-again', 'refused']);
    expect(events.some((e) => e.type === 'code' || e.type === 'goal' || e.type === 'execution')).toBe(false);
    const end = events.find((e) => e.type === 'end');
    expect(end).toMatchObject({ success: false, result: { ending: 'refused', goalDropped: [{ why: 'appliance-state' }, { why: 'appliance-state' }, { why: 'appliance-state' }] } });
  });
});
