/**
 * `--planner replay` of a session planned with `--planner combined`, `--goal-hints` or plan-bank
 * examples: the replay plans as the recorded session did (its start event's planner, settings,
 * options and examples), so its prompts are the recorded ones, and says so. The real `openai` SDK
 * against the scripted server for the recording, a real bridge, the server gone for the replay.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { writeBank } from '../../src/planning/index.js';
import { example } from '../planning/examples/fixtures.js';
import { fenced, PlanHarness, reply, requestsOf, SALAD_PLAN, sessionDirIn, STAGE1, STAGE2, TEST_KITCHEN, transcript, userPrompt } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const OFFERED = 'The household reader reads the request as this goal';
const HINTS = 'Goals this household knows';

/** The recorded calls of a session: each request's key and the reply it got. */
const calls = (dir: string) => transcript(dir).flatMap((e) => (e.type === 'llm-call' ? [[e.call.key, e.call.response.text]] : []));
/** What a session did, without when and where (and where its replies came from). */
const steps = (dir: string) =>
  transcript(dir)
    .filter((e) => !['start', 'llm-call', 'llm-structured-mode', 'end'].includes(e.type))
    .map((e) => JSON.stringify({ ...e, time: '', ...('file' in e ? { file: '' } : {}) }));

/** A bank of verified examples near "I feel hungry" in a kitchen, written where the test says. */
function bankWith(dir: string, requests: string[]): void {
  const examples = requests.map((r, i) => example(r, `FloorPlan${i + 1}`, 'Kitchen', "SwitchOn('Toaster')", 'Toaster'));
  writeBank(dir, examples, {
    seed: 1,
    bySource: { generated: examples.length, paraphrase: 0, 'alfred-expert': 0, augmented: 0 },
    bySplit: { train: examples.length, validation: 0 },
    floorplans: { train: examples.map((e) => e.floorplan), validation: [] },
    rejected: {},
    duplicates: 0,
    build: { options: {}, seconds: 0 },
  });
}

describe('--planner replay of a recorded session', () => {
  test('replays a combined session as combined, taking the request, scene, options and planner from it, and says so', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const live = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'combined', '--no-clarify', '--yes', '--json']);
    expect(live.code, live.explained()).toBe(0);
    expect(userPrompt(requestsOf(server, 'stage2-refine')[0]!)).toContain(OFFERED);
    await server.close();
    const recorded = live.result();

    // No request, scene or --no-clarify given: the recorded session's.
    const replayed = await h.run(['--planner', 'replay', '--replay', recorded.sessionDir, '--yes', '--json']);
    expect(replayed.code, replayed.stderr).toBe(0);
    const r = replayed.result();
    expect(r.sessionDir).not.toBe(recorded.sessionDir);
    expect(r.planner).toBe('replay');
    expect({ ...r, sessionDir: '', planner: '' }).toEqual({ ...recorded, sessionDir: '', planner: '' });
    expect(calls(r.sessionDir)).toEqual(calls(recorded.sessionDir));
    expect(steps(r.sessionDir)).toEqual(steps(recorded.sessionDir));
    const start = transcript(r.sessionDir).find((e) => e.type === 'start');
    expect(start).toMatchObject({ planner: 'replay', plansAs: 'combined', instruction: 'I feel hungry', scene: TEST_KITCHEN, options: { searchFix: true, clarify: false } });
    // The search found the first program, as in the recording: no code call was replayed.
    expect(transcript(r.sessionDir).find((e) => e.type === 'code')).toMatchObject({ version: 1, origin: 'generated', fixBy: 'search' });

    const said = await h.run(['--planner', 'replay', '--replay', recorded.sessionDir, '--yes']);
    expect(said.code, said.stderr).toBe(0);
    expect(said.stderr).toContain(
      `Replaying ${recorded.sessionDir} as the combined planner it recorded: goal hints off, code by construction off, search fix on, no plan-bank examples; its other options too, unless given again.`,
    );

    // A replay of the replay plans as combined too (its start says so).
    const again = await h.run(['--planner', 'replay', '--replay', r.sessionDir, '--yes', '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(transcript(again.result().sessionDir).find((e) => e.type === 'start')).toMatchObject({ planner: 'replay', plansAs: 'combined' });
    expect(calls(again.result().sessionDir)).toEqual(calls(recorded.sessionDir));
  });

  test('replays an openai session with --goal-hints with its hints, and refuses a planner setting given otherwise (exit 2)', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const live = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--goal-hints', '--no-clarify', '--yes', '--json']);
    expect(live.code, live.explained()).toBe(0);
    expect(userPrompt(requestsOf(server, 'stage2-refine')[0]!)).toContain(HINTS);
    await server.close();
    const dir = live.result().sessionDir;

    const replayed = await h.run(['--planner', 'replay', '--replay', dir, '--yes', '--json']);
    expect(replayed.code, replayed.stderr).toBe(0);
    expect({ ...replayed.result(), sessionDir: '', planner: '' }).toEqual({ ...live.result(), sessionDir: '', planner: '' });
    expect(calls(replayed.result().sessionDir)).toEqual(calls(dir));
    expect(transcript(replayed.result().sessionDir).find((e) => e.type === 'start')).toMatchObject({ planner: 'replay', plansAs: 'openai', options: { goalHints: true } });

    const other = await h.run(['--planner', 'replay', '--replay', dir, '--yes', '--code-by-construction', 'on']);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('--code-by-construction: the session being replayed was planned with code by construction off, and a replay plans as it did');
  });

  test('shows the plan-bank examples the recorded session was shown, from the bank it names; another bank there is refused (exit 2)', async () => {
    const bank = join(h.scratch.dir, 'bank');
    bankWith(bank, ['I feel hungry, make toast.', 'I am so hungry.']);
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const live = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'combined', '--examples', '2', '--bank', bank, '--no-clarify', '--yes', '--json']);
    expect(live.code, live.explained()).toBe(0);
    expect(userPrompt(requestsOf(server, 'stage1-decompose')[0]!)).toContain('I am so hungry.');
    await server.close();
    const dir = live.result().sessionDir;
    expect(transcript(dir).find((e) => e.type === 'start')).toMatchObject({ options: { examples: { k: 2, bank, content: expect.stringMatching(/^[0-9a-f]{64}$/) } } });

    const said = await h.run(['--planner', 'replay', '--replay', dir, '--yes']);
    expect(said.code, said.stderr).toBe(0);
    expect(said.stderr).toContain(`as the combined planner it recorded: goal hints off, code by construction off, search fix on, 2 plan-bank examples of ${bank};`);
    expect(calls(sessionDirIn(said.stderr))).toEqual(calls(dir));

    // The bank rebuilt with other examples: its prompts were never recorded.
    bankWith(bank, ['I feel hungry, fry an egg.']);
    const refused = await h.run(['--planner', 'replay', '--replay', dir, '--yes']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(new RegExp(`the replayed session was shown 2 examples of the plan bank in ${bank} \\(content [0-9a-f]{12}\\), and that bank now holds other examples`));
  });
});
