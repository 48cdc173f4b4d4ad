/**
 * The goal the LLM planner states with its stage-2 plan, against the code: the real `openai` SDK
 * over HTTP against the scripted server, a real bridge. Code that runs but misses the goal is
 * sent back, naming the objects that break it, before anyone approves it; code that never meets
 * it is not reported as success.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fenced, PlanHarness, promptOf, reply, requestsOf, SALAD_PLAN, STAGE1, STAGE2, TEST_KITCHEN, transcript, userPrompt } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

/** Slices the apple and leaves the slices on the counter: it runs to its end, and misses "an apple slice on the plate". */
const SLICES_LEFT_ON_THE_COUNTER = `def slice_an_apple():
    OpenObject('Drawer')
    SliceObject('Apple', 'Knife')
    CloseObject('Drawer')

slice_an_apple()
`;

/** Another program that misses it too: the drawer closed first, the slices still on the counter. */
const STILL_ON_THE_COUNTER = `def slice_an_apple():
    OpenObject('Drawer')
    SliceObject('Apple', 'Knife')
    PutObject('Knife', 'Drawer')
    CloseObject('Drawer')

slice_an_apple()
`;

const NEW = ['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--no-clarify', '--yes', '--json'];

describe("the stated goal checks the LLM planner's code before approval", () => {
  test('code that runs but misses the goal goes back with the unmet condition and the objects that break it; the fix is what is approved', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SLICES_LEFT_ON_THE_COUNTER), fenced(SALAD_PLAN));
    const { code, stdout, result } = await h.run(NEW);
    expect(code, stdout).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate', 'refine-goal']);

    // The model was told, before anyone saw v1, which condition failed in the simulator and why.
    const asked = userPrompt(requestsOf(server, 'refine-goal')[0]!);
    expect(asked).toContain("SliceObject('Apple', 'Knife')");
    expect(asked).toContain('It runs to its end there, but it does not do what was asked.');
    expect(asked).toContain('- apple served: there should be an AppleSliced on a Plate — the Apple slice 0 is on the CounterTop, not on a Plate');
    // Every code prompt says what "done" means.
    expect(userPrompt(requestsOf(server, 'code-generate')[0]!)).toContain('Done when (any one holds at the end): apple served: there should be an AppleSliced on a Plate');

    const events = transcript(result().sessionDir);
    const order = events.flatMap((e) =>
      e.type === 'goal-check' ? [`check v${e.version} ${e.phase} ${e.status}`] : e.type === 'code' ? [`code v${e.version} ${e.origin}`] : e.type === 'decision' ? [`${e.decision} v${e.version}`] : [],
    );
    expect(order).toEqual(['code v1 generated', 'check v1 dry-run unmet', 'code v2 goal-refinement', 'check v2 dry-run met', 'approve v2', 'check v2 executed met']);
    expect(result()).toMatchObject({ success: true, counts: { goalRefinements: 1, executionRefinements: 0, humanRefinements: 0 }, outcome: { verdict: 'goal-met' } });
  });

  test('code that never meets the goal: the budget spent, it runs, and it is reported as a failure (exit 1), before any allocation', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SLICES_LEFT_ON_THE_COUNTER), fenced(STILL_ON_THE_COUNTER));
    const { code, stdout, result } = await h.run([...NEW, '--max-goal-refinements', '1']);
    expect(code, stdout).toBe(1);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate', 'refine-goal']);
    const r = result();
    expect(r).toMatchObject({ success: false, allocation: null, counts: { goalRefinements: 1 }, outcome: { ran: true, verdict: 'goal-not-met', success: false } });
    expect(r.reason).toMatch(/^the plan ran to its end, but the goal was not met \(the Apple slice \d is on the CounterTop, not on a Plate\)$/);
  });

  test('a stage-2 reply naming a type the room lacks in its goal is sent back by the schema', async () => {
    const wrongGoal = { ...STAGE2, goal: [{ name: 'toast', all: [{ exists: { type: ['Toaster'], in: null, is: ['on'], fillLiquid: null, was: null } }] }] };
    const server = await h.script(reply.json(STAGE1), reply.json(wrongGoal), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stdout } = await h.run(NEW);
    expect(code, stdout).toBe(0);
    const stage2 = requestsOf(server, 'stage2-refine');
    expect(stage2).toHaveLength(2);
    // The schema sent holds only the room's types; the reply naming another one was asked for again.
    expect(JSON.stringify((stage2[0]!.body as { response_format: unknown }).response_format)).not.toContain('"Toaster"');
  });
});

describe('--search-fix: the model says what, the search how', () => {
  test("code that misses the model's goal is replaced by a program the search finds toward it, with no model call", async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SLICES_LEFT_ON_THE_COUNTER));
    const { code, stdout, result } = await h.run([...NEW, '--search-fix']);
    expect(code, stdout).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate']);
    const events = transcript(result().sessionDir);
    const v2 = events.find((e) => e.type === 'code' && e.version === 2);
    expect(v2).toMatchObject({ origin: 'goal-refinement', fixBy: 'search', fix: expect.stringContaining('apple served') });
    // The searched program, as code (no reply fence): it slices the apple and puts it on the plate (in either order).
    const searched = v2?.type === 'code' ? v2.code : '';
    expect(searched).toMatch(/^def apple_served\(\):\n/);
    expect(searched).not.toContain('`');
    expect(searched).toContain("SliceObject('Apple', 'Knife')");
    expect(searched).toMatch(/PutObject\('Apple(Sliced)?', 'Plate'\)/);
    expect(events.filter((e) => e.type === 'goal-check').map((e) => e.type === 'goal-check' && `${e.version} ${e.phase} ${e.status}`)).toEqual(['1 dry-run unmet', '2 dry-run met', '2 executed met']);
    expect(events.find((e) => e.type === 'start')).toMatchObject({ options: { searchFix: true } });
    expect(result()).toMatchObject({ success: true, outcome: { verdict: 'goal-met' } });
  });

  test('a version that fails with no known fix gets the searched program as its execution refinement', async () => {
    // The Knife is in the closed Drawer: the slice fails (a known fix exists, but --auto-fix is off).
    const KNIFE_IN_THE_DRAWER = `def serve():\n    SliceObject('Apple', 'Knife')\n    PutObject('AppleSliced', 'Plate')\n\nserve()\n`;
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(KNIFE_IN_THE_DRAWER));
    const { code, stdout, result } = await h.run([...NEW, '--search-fix']);
    expect(code, stdout).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate']);
    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'code' && e.version === 2)).toMatchObject({ origin: 'execution-refinement', fixBy: 'search' });
    expect(result()).toMatchObject({ success: true, counts: { executionRefinements: 1 } });
  });

  test('without the flag the model is asked, as before', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SLICES_LEFT_ON_THE_COUNTER), fenced(SALAD_PLAN));
    const { code } = await h.run(NEW);
    expect(code).toBe(0);
    expect(server.requests.map(promptOf)).toContain('refine-goal');
  });
});

describe('--goal-hints: the household knowledge offered to stage 2', () => {
  test('every planning stage is told the goals the knowledge reads the request as, in the shared context (evaluated once); without the flag none is', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    expect((await h.run([...NEW, '--goal-hints'])).code).toBe(0);
    const stage2 = userPrompt(requestsOf(server, 'stage2-refine')[0]!);
    expect(stage2).toContain('Goals this household knows for such a request');
    expect(stage2).toContain('- fried egg: there should be an EggCracked that is cooked');
    expect(stage2).toContain('- fruit served: there should be an Apple or AppleSliced on a Plate or in a Bowl');
    // Only goals this room can reach: the test kitchen has no bread, so no toast.
    expect(stage2).not.toContain('toast');
    // The same words in stage 1 and code, before the request's own part: the shared beginning stays shared.
    const hints = stage2.slice(stage2.indexOf('Goals this household knows'), stage2.indexOf('\n', stage2.indexOf('- fruit served')));
    expect(userPrompt(requestsOf(server, 'stage1-decompose')[0]!)).toContain(hints);
    expect(userPrompt(requestsOf(server, 'code-generate')[0]!)).toContain(hints);

    const without = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    expect((await h.run(NEW)).code).toBe(0);
    expect(userPrompt(requestsOf(without, 'stage2-refine')[0]!)).not.toContain('Goals this household knows');
  });

  test('the stage-2 plan states the words the household reading rests on, in --json and in the transcript; without the flag it states none', async () => {
    await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stdout, result } = await h.run([...NEW, '--goal-hints']);
    expect(code).toBe(0);
    const reading = { words: ['hungry'], says: "Read from 'hungry'." };
    expect(JSON.parse(stdout).plan.reading).toEqual(reading);
    const stage2 = transcript(result().sessionDir).find((e) => e.type === 'decomposition' && e.stage === 2);
    expect(stage2).toMatchObject({ result: { reading } });

    await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const plain = await h.run(NEW);
    expect(JSON.parse(plain.stdout).plan.reading).toBeUndefined();
  });
});

test('--goal-hints: a stated alternative named as a known goal is taken with the known conditions, not the model\'s shorter ones', async () => {
  const weaker = { ...STAGE2, goal: [{ name: 'Fruit served', all: [{ exists: { type: ['Apple'], in: null, is: [], fillLiquid: null, was: null } }] }] };
  await h.script(reply.json(STAGE1), reply.json(weaker), fenced(SALAD_PLAN));
  const { result } = await h.run([...NEW, '--goal-hints']);
  const goal = transcript(result().sessionDir).find((e) => e.type === 'goal');
  expect(goal).toMatchObject({ source: 'planner', alternatives: [{ name: 'fruit served', all: [{ exists: { type: ['Apple', 'AppleSliced'], in: ['Plate', 'Bowl'] } }] }] });
});

describe('--goal-hints: a stated goal that cannot be what was asked gives way to the household reading', () => {
  // In the test kitchen the Plate is on the CounterTop already: a goal of nothing to do (and about no known goal's object).
  const holdsAlready = { ...STAGE2, goal: [{ name: 'plate on the counter', all: [{ exists: { type: ['Plate'], in: 'CounterTop', is: [], fillLiquid: null, was: null } }] }] };

  test('a goal that holds before any step, while no known goal does, is replaced by the known goals (not "already done")', async () => {
    await h.script(reply.json(STAGE1), reply.json(holdsAlready), fenced(SALAD_PLAN));
    const { code, stdout, result } = await h.run([...NEW, '--goal-hints']);
    expect(code, stdout).toBe(0);
    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'goal')).toMatchObject({ alternatives: [{ name: 'fried egg' }, { name: 'fruit served' }] });
    expect(events.find((e) => e.type === 'goal-at-start')).toMatchObject({ met: false });
    expect(result()).toMatchObject({ success: true, outcome: { verdict: 'goal-met' } });
  });

  test('without hints the same goal gives way too: every stated goal is checked against the reader, shown to the model or not (never "already done")', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(holdsAlready), fenced(SALAD_PLAN));
    const { code, stdout, result } = await h.run(NEW);
    expect(code, stdout).toBe(0);
    expect(userPrompt(requestsOf(server, 'stage2-refine')[0]!)).not.toContain('Goals this household knows');
    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'goal-dropped')).toMatchObject({ outcome: 'reader-goal', dropped: [{ why: 'holds-at-start', says: "'plate on the counter' holds already: nothing would be done" }] });
    expect(events.find((e) => e.type === 'goal')).toMatchObject({ alternatives: [{ name: 'fried egg' }, { name: 'fruit served' }] });
    expect(events.find((e) => e.type === 'goal-at-start')).toMatchObject({ met: false });
    expect(result()).toMatchObject({ success: true, ending: 'succeeded' });
  });

  test('with --search-fix, a goal no program reaches is replaced too, and the search plans toward the known goal', async () => {
    const unreachable = { ...STAGE2, goal: [{ name: 'counter in the fridge', all: [{ exists: { type: ['CounterTop'], in: 'Fridge', is: [], fillLiquid: null, was: null } }] }] };
    const server = await h.script(reply.json(STAGE1), reply.json(unreachable), fenced(SLICES_LEFT_ON_THE_COUNTER));
    const { code, stdout, result } = await h.run([...NEW, '--goal-hints', '--search-fix']);
    expect(code, stdout).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage2-refine', 'code-generate']);
    const events = transcript(result().sessionDir);
    expect(events.find((e) => e.type === 'goal')).toMatchObject({ alternatives: [{ name: 'fried egg' }, { name: 'fruit served' }] });
    expect(events.find((e) => e.type === 'code' && e.fixBy === 'search')).toBeDefined();
    expect(result()).toMatchObject({ success: true });
  });
});
