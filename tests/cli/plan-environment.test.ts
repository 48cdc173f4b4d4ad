/** `iteraplan plan` when the LLM endpoint or the terminal is not what the flow needs. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { happyReplies, PlanHarness, promptOf, reply, TEST_KITCHEN } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const args = ['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--no-clarify'];

/** Every file of every session written under the harness's --out. */
function sessionFiles(): string {
  let text = '';
  for (const dir of readdirSync(h.out)) for (const file of readdirSync(join(h.out, dir))) text += readFileSync(join(h.out, dir, file), 'utf8');
  return text;
}

describe('the LLM endpoint', () => {
  test('429 then success: the request is retried and the session succeeds', async () => {
    const [stage1, ...rest] = happyReplies();
    const server = await h.script(reply.error(429, 'Rate limit reached', { 'retry-after': '0' }), stage1!, ...rest);
    const { code, result } = await h.run([...args, '--yes', '--json']);
    expect(code).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['stage1-decompose', 'stage1-decompose', 'stage2-refine', 'code-generate']);
    expect(result().success).toBe(true);
  });

  test('401: exit 3 with the reason, and the key is printed nowhere', async () => {
    const key = 'sk-test-a1b2c3d4e5f6g7h8';
    const server = await h.script(reply.error(401, `Incorrect API key provided: ${key}.`));
    const { code, stdout, stderr } = await h.run([...args, '--yes'], { env: { OPENAI_API_KEY: key } });
    expect(code).toBe(3);
    expect(server.requests).toHaveLength(1); // not retried
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${key}`);
    expect(stderr).toMatch(/refused the API key \(HTTP 401/);
    expect(stderr).toContain('Check OPENAI_API_KEY');
    expect(stdout + stderr).not.toContain(key);
    expect(sessionFiles()).not.toContain(key);
  });

  test('server down: exit 3 saying it cannot be reached', async () => {
    const server = await h.script();
    await server.close();
    const { code, stderr } = await h.run([...args, '--yes']);
    expect(code).toBe(3);
    expect(stderr).toMatch(/cannot reach the LLM endpoint .*127\.0\.0\.1.* for stage 'stage1' after 4 attempts: connection refused/);
  });
});

describe('no terminal', () => {
  test('without --yes: a clear error and exit 2 before any LLM call', async () => {
    const server = await h.script(...happyReplies());
    const { code, stderr } = await h.run(args, { interactive: false });
    expect(code).toBe(2);
    expect(stderr).toMatch(/No terminal to ask for approval: pass --yes/);
    expect(server.requests).toHaveLength(0);
  });

  test('said before anything starts: before a session is opened or a scene is looked up', async () => {
    const { code, stderr } = await h.run(['I feel hungry', '--scene', 'NoSuchScene', '--resume', 'no/such/session'], { interactive: false });
    expect(code).toBe(2);
    expect(stderr).toMatch(/No terminal to ask for approval: pass --yes/);
    expect(stderr).not.toMatch(/no\/such\/session|NoSuchScene|Planner:/);
  });

  test('--feedback without --yes has no one to approve the refined code either', async () => {
    const server = await h.script(...happyReplies());
    const { code, stderr } = await h.run([...args, '--feedback', 'use a bowl'], { interactive: false });
    expect(code).toBe(2);
    expect(stderr).toMatch(/No terminal to ask for approval: pass --yes/);
    expect(server.requests).toHaveLength(0);
  });
});
