/**
 * `--planner combined`: the household reader's goal offered as the plan's goal, the model's
 * stage-2 goal checked against it, the model's own goal where the reader reads nothing, and the
 * search finding how. The real `openai` SDK against the scripted server, a real bridge.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fenced, PlanHarness, promptOf, reply, requestsOf, SALAD_PLAN, sessionDirIn, STAGE1, STAGE2, TEST_KITCHEN, transcript, userPrompt } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const COMBINED = ['--scene', TEST_KITCHEN, '--planner', 'combined', '--no-clarify', '--yes', '--json'];
const OFFERED = 'The household reader reads the request as this goal';

const exists = (type: string, extra: Record<string, unknown> = {}) => ({ exists: { type: [type], in: null, is: [], fillLiquid: null, was: null, ...extra } });

describe('--planner combined', () => {
  test("the reader's goal reaches every planning prompt as the plan's goal; the planner is recorded as combined, with the search on", async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stdout, result } = await h.run(['I feel hungry', ...COMBINED]);
    expect(code, stdout).toBe(0);
    const stage2 = userPrompt(requestsOf(server, 'stage2-refine')[0]!);
    expect(stage2).toContain(OFFERED);
    expect(stage2).toContain('- fried egg: there should be an EggCracked that is cooked');
    expect(stage2).not.toContain('Goals this household knows');
    // The same words in the shared beginning of stage 1.
    const offered = stage2.slice(stage2.indexOf(OFFERED), stage2.indexOf('\n', stage2.indexOf('- fruit served')));
    expect(userPrompt(requestsOf(server, 'stage1-decompose')[0]!)).toContain(offered);
    // The search found the program toward the goal: no model call for code.
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine']);

    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'start')).toMatchObject({ planner: 'combined', options: { searchFix: true } });
    // The model's 'apple served' is the reader's 'fruit served', taken with the reader's conditions.
    expect(events.find((e) => e.type === 'goal')).toMatchObject({ alternatives: [{ name: 'fruit served', all: [{ exists: { type: ['Apple', 'AppleSliced'], in: ['Plate', 'Bowl'] } }] }] });
    expect(events.some((e) => e.type === 'goal-dropped')).toBe(false);
    expect(events.find((e) => e.type === 'code')).toMatchObject({ version: 1, origin: 'generated', fixBy: 'search', fix: expect.stringContaining('fruit served') });
    expect(result()).toMatchObject({ planner: 'combined', success: true, plan: { reading: { words: ['hungry'] } }, goalDropped: [], codeVersions: [{ version: 1 }] });
  });

  test("a stage-2 goal that is not the reader's is replaced by it, said with why; the search finds the program, before any code call", async () => {
    const tidy = { ...STAGE2, goal: [{ name: 'knife put away', all: [exists('Knife', { in: 'Drawer' })] }] };
    const server = await h.script(reply.json(STAGE1), reply.json(tidy));
    const { code, stdout, result } = await h.run(['I feel hungry', ...COMBINED]);
    expect(code, stdout).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine']);
    const events = transcript(result().sessionDir);
    const says = "'knife put away' is not the goal the household reader reads the request as (fried egg, or fruit served)";
    expect(events.find((e) => e.type === 'goal-dropped')).toMatchObject({ outcome: 'reader-goal', dropped: [{ alternative: { name: 'knife put away' }, why: 'not-the-reading', says }] });
    expect(events.find((e) => e.type === 'decomposition' && e.stage === 2)).toMatchObject({ result: { goal: [{ name: 'fried egg' }, { name: 'fruit served' }] } });
    expect(events.find((e) => e.type === 'goal')).toMatchObject({ alternatives: [{ name: 'fried egg' }, { name: 'fruit served' }] });
    expect(events.find((e) => e.type === 'code')).toMatchObject({ version: 1, origin: 'generated', fixBy: 'search' });
    expect(result()).toMatchObject({ success: true, goalDropped: [{ why: 'not-the-reading', says }] });
  });

  test('said at the plan step, without --json', async () => {
    const tidy = { ...STAGE2, goal: [{ name: 'knife put away', all: [exists('Knife', { in: 'Drawer' })] }] };
    await h.script(reply.json(STAGE1), reply.json(tidy), fenced(SALAD_PLAN));
    const { code, stderr } = await h.run(['I feel hungry', ...COMBINED.filter((f) => f !== '--json')]);
    expect(code, stderr).toBe(0);
    expect(stderr).toContain("Not a way of being done, dropped from the planner's goal: 'knife put away' is not the goal the household reader reads the request as (fried egg, or fruit served); the household reader's goal is the goal: fried egg, or fruit served.");
    expect(stderr).toContain('Planner: combined');
  });

  test("a request the reader cannot read: no goal is offered, and the model's own goal is the goal", async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stdout, result } = await h.run(['Surprise me with something nice', ...COMBINED]);
    expect(code, stdout).toBe(0);
    expect(userPrompt(requestsOf(server, 'stage2-refine')[0]!)).not.toContain(OFFERED);
    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'goal')).toMatchObject({ alternatives: [{ name: 'apple served', all: [{ exists: { type: 'AppleSliced', in: 'Plate' } }] }] });
    expect(events.find((e) => e.type === 'code')).toMatchObject({ version: 1, fixBy: 'search', fix: expect.stringContaining('apple served') });
    expect(result()).toMatchObject({ planner: 'combined', success: true, goalDropped: [] });
  });

  test('where the search finds no program toward the goal, the model writes the code', async () => {
    const unreachable = { ...STAGE2, goal: [{ name: 'counter in the fridge', all: [exists('CounterTop', { in: 'Fridge' })] }] };
    const server = await h.script(reply.json(STAGE1), reply.json(unreachable), fenced(SALAD_PLAN));
    const { code, stdout, stderr } = await h.run(['Surprise me with something nice', ...COMBINED.filter((f) => f !== '--json'), '--max-goal-refinements', '0']);
    expect(code, stdout).toBe(1);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate']);
    expect(stderr).toContain('The search found no program toward the goal');
    const events = transcript(sessionDirIn(stderr));
    expect(events.find((e) => e.type === 'code')).toMatchObject({ version: 1, origin: 'generated' });
    expect(events.find((e) => e.type === 'code')).not.toHaveProperty('fixBy');
  });

  test('a resumed combined session keeps the combined planner (and its offered goal) without --planner', async () => {
    await h.script(reply.json(STAGE1), reply.error(401, 'key revoked'));
    const first = await h.run(['I feel hungry', ...COMBINED.filter((f) => f !== '--json')]);
    expect(first.code, first.stderr).toBe(3);
    const dir = sessionDirIn(first.stderr);
    const server = h.server;
    server.enqueue(reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stderr, result } = await h.run(['--resume', dir, '--yes', '--json']);
    expect(code, stderr).toBe(0);
    expect(userPrompt(requestsOf(server, 'stage2-refine')[1]!)).toContain(OFFERED);
    expect(result()).toMatchObject({ planner: 'combined', success: true, sessionDir: dir });
  });
});
