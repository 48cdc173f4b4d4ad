/**
 * `--resume` keeps the LLM planner a session started with (`--goal-hints`,
 * `--code-by-construction`, recorded in its start event), refuses a flag asking for another, and
 * still resumes a transcript written before they were recorded. The real `openai` SDK against the
 * scripted server, a real bridge.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../faults/cli-run.js';
import { fenced, PlanHarness, reply, requestsOf, SALAD_PLAN, sessionDirIn, STAGE1, STAGE2, TEST_KITCHEN, transcript, userPrompt } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const NEW = ['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify'];
const RESUME = ['--planner', 'openai', '--yes', '--json'];
const HINTS = 'Goals this household knows for such a request';

/** A session whose stage 2 failed (the key revoked): exit 3, resumable at stage 2. */
async function failedAtStageTwo(flags: string[]): Promise<string> {
  await h.script(reply.json(STAGE1), reply.error(401, 'key revoked'));
  const first = await h.run([...NEW, ...flags]);
  expect(first.code, first.stderr).toBe(3);
  return sessionDirIn(first.stderr);
}

/** The start event's recorded options, rewritten by `edit` (a transcript of an older version). */
function editStartOptions(dir: string, edit: (options: Record<string, unknown>) => void): void {
  const file = join(dir, 'transcript.jsonl');
  const [startLine, ...rest] = readFileSync(file, 'utf8').split('\n');
  const start = JSON.parse(startLine!) as { options: Record<string, unknown> };
  edit(start.options);
  writeFileSync(file, [JSON.stringify(start), ...rest].join('\n'));
}

describe('--resume keeps the planner the session started with', () => {
  test('a session started with --goal-hints gets the hints in its stage-2 prompt after a resume that does not repeat the flag', async () => {
    const dir = await failedAtStageTwo(['--goal-hints']);
    expect(transcript(dir).find((e) => e.type === 'start')).toMatchObject({ options: { goalHints: true, codeByConstruction: 'off' } });
    expect(userPrompt(requestsOf(h.server, 'stage1-decompose')[0]!)).toContain(HINTS);

    const server = h.server;
    server.enqueue(reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stderr, result } = await h.run(['--resume', dir, ...RESUME]);
    expect(code, stderr).toBe(0);
    const stage2 = requestsOf(server, 'stage2-refine');
    expect(stage2).toHaveLength(2);
    expect(userPrompt(stage2[1]!)).toContain(HINTS);
    expect(userPrompt(stage2[1]!)).toContain('- fried egg: there should be an EggCracked that is cooked');
    expect(userPrompt(requestsOf(server, 'code-generate')[0]!)).toContain(HINTS);
    expect(result()).toMatchObject({ success: true, sessionDir: dir });
  });

  test('a session started with --code-by-construction off asks for code as text after a resume without the flag', async () => {
    const dir = await failedAtStageTwo(['--code-by-construction', 'off']);
    const server = h.server;
    server.enqueue(reply.json(STAGE2), fenced(SALAD_PLAN));
    // Not through h.run, which gives --code-by-construction off itself: the flag's default here is auto.
    const { code, stderr } = await runCli(['plan', '--resume', dir, ...RESUME, '--bridge', h.bridge.url, '--out', h.out], h.env());
    expect(code, stderr).toBe(0);
    const codeRequest = requestsOf(server, 'code-generate')[0]!;
    expect((codeRequest.body as { response_format?: unknown }).response_format).toBeUndefined();
  });

  const REFUSED = ', and a resumed session plans as it started (so its calls replay as one session); ';
  test.each([
    {
      name: '--goal-hints given to a session started without',
      started: [],
      resumed: ['--goal-hints'],
      said: `--goal-hints: the session being resumed was started with goal hints off${REFUSED}leave out --goal-hints, or start a new session for goal hints on`,
    },
    {
      name: '--code-by-construction auto given to a session started with off',
      started: ['--goal-hints'],
      resumed: ['--goal-hints', '--code-by-construction', 'auto'],
      said: `--code-by-construction: the session being resumed was started with code by construction off${REFUSED}leave out --code-by-construction, or start a new session for code by construction auto`,
    },
  ])('$name is refused, exit 2, naming the flag; nothing is asked or written', async ({ started, resumed, said }) => {
    const dir = await failedAtStageTwo(started);
    const before = readFileSync(join(dir, 'transcript.jsonl'), 'utf8');
    const asked = h.server.requests.length;
    const { code, stderr } = await h.run(['--resume', dir, ...RESUME, ...resumed]);
    expect(code).toBe(2);
    expect(stderr).toBe(`iteraplan: ${said}\n`);
    expect(h.server.requests).toHaveLength(asked);
    expect(readFileSync(join(dir, 'transcript.jsonl'), 'utf8')).toBe(before);
  });

  test.each([
    { flags: [], hinted: false },
    { flags: ['--goal-hints'], hinted: true },
  ])('a transcript from before the settings were recorded resumes with the flags given (goal hints: $hinted), off by default', async ({ flags, hinted }) => {
    const dir = await failedAtStageTwo(['--goal-hints']);
    editStartOptions(dir, (options) => {
      delete options['goalHints'];
      delete options['codeByConstruction'];
    });
    const server = h.server;
    server.enqueue(reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, stderr } = await h.run(['--resume', dir, ...RESUME, ...flags]);
    expect(code, stderr).toBe(0);
    expect(userPrompt(requestsOf(server, 'stage2-refine')[1]!).includes(HINTS)).toBe(hinted);
  });
});
