/**
 * An unusable LLM reply never replaces what was decided (issue 19): a code reply that holds no
 * program is asked for again within its round and never becomes a code version; a clarifying
 * question over its length bound fails its schema and is asked again; later prompts carry the
 * bounded question once. The real `openai` SDK against the scripted server, a real bridge.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPLY_LIMITS } from '../../src/planning/reply-limits.js';
import {
  CLOSED_DRAWER_PLAN,
  FAILS_MIDWAY,
  fenced,
  lastMessage,
  messagesOf,
  PlanHarness,
  promptOf,
  reply,
  REMAINDER,
  requestsOf,
  SALAD_PLAN,
  STAGE1,
  STAGE2,
  TEST_KITCHEN,
  transcript,
  userPrompt,
} from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const plan = (...extra: string[]) => h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', ...extra]);

/** The empty fenced block the small model answered a refinement with. */
const EMPTY_BLOCK = reply.completion('```python\n```');
/** What it answered next: code built from the question, calling no skill. */
const NO_SKILL = fenced("def find_food():\n    print('What would you like to eat?')\n\nfind_food()\n");

describe('a code reply that holds no program', () => {
  test('an empty fenced block after an approved version is asked for again in the same round; no empty version is made', async () => {
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN), fenced(CLOSED_DRAWER_PLAN), EMPTY_BLOCK, fenced(SALAD_PLAN));
    const { code, result } = await plan('--no-clarify');
    expect(code).toBe(0);
    const r = result();
    expect(r.success).toBe(true);
    // v1 approved; the refinement gave back the same code (a repeat, asked again saying so), then
    // the empty block (asked again in the same request) and its answer is v2: no version is
    // empty or a copy, no validation repair was needed.
    expect(r.codeVersions.map((v) => v.origin)).toEqual(['generated', 'execution-refinement']);
    const codes = transcript(r.sessionDir).flatMap((e) => (e.type === 'code' ? [e.code] : []));
    expect(codes.every((c) => c.trim() !== '')).toBe(true);
    expect(r.finalCode).toBe(SALAD_PLAN.trimEnd());
    expect(requestsOf(server, 'code-repair')).toHaveLength(0);
    // The second request of that round continues the conversation: the empty reply, then why it cannot be used.
    const refinements = requestsOf(server, 'refine-execution');
    expect(refinements).toHaveLength(3);
    const again = refinements[2]!;
    expect(messagesOf(again).at(-2)).toEqual({ role: 'assistant', content: '```python\n```' });
    expect(lastMessage(again)).toMatch(/cannot be used: it holds no code/);
    expect(userPrompt(again)).toBe(userPrompt(refinements[1]!));
  });

  test('a round whose every reply is unusable makes no version: the approved program stays the base and the session goes on', async () => {
    const server = await h.script(
      reply.json(STAGE1),
      reply.json(STAGE2),
      fenced(CLOSED_DRAWER_PLAN),
      EMPTY_BLOCK,
      NO_SKILL,
      reply.completion('I am sorry, I cannot see what went wrong.'),
      fenced(SALAD_PLAN),
    );
    const { code, result } = await plan('--no-clarify');
    expect(code).toBe(0);
    const r = result();
    expect(r.codeVersions.map((v) => v.origin)).toEqual(['generated', 'execution-refinement']);
    const events = transcript(r.sessionDir);
    expect(events.find((e) => e.type === 'unusable-reply')).toMatchObject({ version: 1, round: 'execution-refinement' });
    // The next refinement starts again from the approved v1, not from an empty program.
    const refinements = requestsOf(server, 'refine-execution');
    expect(refinements).toHaveLength(4);
    expect(userPrompt(refinements[3]!)).toContain(CLOSED_DRAWER_PLAN.trim());
    // v1 ran twice (the round without code left it the current version), then v2 succeeded.
    const runs = events.flatMap((e) => (e.type === 'execution' && !e.allocated ? [[e.version, e.success]] : []));
    expect(runs).toEqual([[1, false], [1, false], [2, true]]);
  });

  test('the budget counts the rounds without code: the session ends on the budget, not on "does not validate"', async () => {
    await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(CLOSED_DRAWER_PLAN), EMPTY_BLOCK, EMPTY_BLOCK, EMPTY_BLOCK);
    const { code, result } = await plan('--no-clarify', '--max-refinements', '1');
    expect(code).toBe(1);
    const r = result();
    expect(r.reason).toBe('execution still fails after 1 refinement(s)');
    expect(r.finalCode).toBe(CLOSED_DRAWER_PLAN.trimEnd());
    expect(r.codeVersions.map((v) => v.origin)).toEqual(['generated']);
  });

  test('feedback whose every reply is unusable: back to approval with the same version', async () => {
    await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN), EMPTY_BLOCK, EMPTY_BLOCK, NO_SKILL);
    const { code, result } = await plan('--no-clarify', '--feedback', 'Use a bowl');
    expect(code).toBe(0);
    const r = result();
    expect(r.codeVersions.map((v) => v.origin)).toEqual(['generated']);
    const events = transcript(r.sessionDir);
    expect(events.find((e) => e.type === 'unusable-reply')).toMatchObject({ version: 1, round: 'human-refinement' });
    const decisions = events.flatMap((e) => (e.type === 'decision' ? [[e.version, e.decision]] : []));
    expect(decisions).toEqual([[1, 'feedback'], [1, 'approve']]);
  });

  test('a first generation with no usable reply ends the session (exit 3): there is no version to keep', async () => {
    await h.script(reply.json(STAGE1), reply.json(STAGE2), EMPTY_BLOCK, EMPTY_BLOCK, EMPTY_BLOCK);
    const { code, stderr } = await plan('--no-clarify');
    expect(code).toBe(3);
    expect(stderr).toMatch(/stage 'codegen' gave no usable reply \(unusable\)/);
    expect(stderr).toContain('iteraplan plan --resume');
  });
});

describe('refinement from the current state', () => {
  test('remaining steps that never came: the code that failed runs again from the state before it', async () => {
    // v2 continues after the prefix but fails at once; the round after it gets no usable code.
    const stillClosed = "def finish():\n    PutObject('Egg', 'Pan')\n    PutObject('AppleSliced', 'Plate')\n\nfinish()\n";
    const server = await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(FAILS_MIDWAY), fenced(stillClosed), EMPTY_BLOCK, EMPTY_BLOCK, EMPTY_BLOCK, fenced(REMAINDER));
    const { code, result } = await plan('--no-clarify', '--refine-from', 'current');
    expect(code).toBe(0);
    const r = result();
    expect(r.codeVersions.map((v) => v.origin)).toEqual(['generated', 'execution-refinement', 'execution-refinement', 'combined']);
    const events = transcript(r.sessionDir);
    expect(events.find((e) => e.type === 'unusable-reply')).toMatchObject({ version: 2, round: 'execution-refinement' });
    // v2 ran again after the prefix was run again, so the last request shows the same executed calls.
    const runs = events.flatMap((e) => (e.type === 'execution' && !e.allocated ? [[e.version, e.success]] : []));
    expect(runs).toEqual([[1, false], [2, false], [2, false], [3, true]]);
    const last = requestsOf(server, 'refine-execution').at(-1)!;
    expect(userPrompt(last)).toContain("- OpenObject('Drawer')\n- SliceObject('Apple', 'Knife')\n\nThe objects now:");
    expect(r.finalCode).toContain("SliceObject('Apple', 'Knife')\n    OpenObject('Fridge')");
    expect(r.allocatedExecution).toMatchObject({ success: true });
  });
});

describe('the clarifying question has a bound', () => {
  const longQuestion = 'Would you like '.padEnd(1_500, 'something to eat, ') + '?';
  const shortQuestion = 'Sweet or savoury?';

  test('a 1,500-character question fails its schema and is asked again; later prompts carry the short one once', async () => {
    const server = await h.script(
      reply.json({ action: 'ask', question: longQuestion, options: [] }),
      reply.json({ action: 'ask', question: shortQuestion, options: ['Sweet', 'Savoury'] }),
      reply.json({ action: 'plan', question: '', options: [] }),
      reply.json(STAGE1),
      reply.json(STAGE2),
      fenced(SALAD_PLAN),
    );
    const { code, result } = await plan('--answer', 'Sweet');
    expect(code).toBe(0);
    const clarify = requestsOf(server, 'clarify');
    // The bad reply asked again, then the next turn of the dialogue (the answer made it clear).
    expect(clarify).toHaveLength(3);
    // The bound is sent (a local server accepts string lengths) and enforced on the reply.
    const schema = (clarify[0]!.body as { response_format: { json_schema: { schema: { properties: { question: { maxLength: number } } } } } }).response_format.json_schema.schema;
    expect(schema.properties.question.maxLength).toBe(REPLY_LIMITS.questionChars);
    expect(lastMessage(clarify[1]!)).toContain("does not match the required JSON schema 'clarify'");
    const r = result();
    expect(r.clarification).toEqual({ question: shortQuestion, answer: 'Sweet' });
    for (const request of server.requests.filter((q) => promptOf(q) !== 'clarify')) {
      const prompt = userPrompt(request);
      expect(prompt).not.toContain('Would you like something');
      expect(prompt.split(shortQuestion).length - 1, promptOf(request)).toBe(1);
    }
  });

  test('a question always over its bound: the session plans without one', async () => {
    const long = reply.json({ action: 'ask', question: longQuestion, options: [] });
    await h.script(long, long, long, reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code, result } = await plan('--answer', 'Sweet');
    expect(code).toBe(0);
    const r = result();
    expect(r.clarification).toBeNull();
    expect(transcript(r.sessionDir).some((e) => e.type === 'clarify')).toBe(false);
  });
});
