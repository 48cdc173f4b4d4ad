/**
 * Privacy of the lasting preferences: one person's statements never reach an LLM prompt of a
 * session of another person. `iteraplan plan --planner openai` with the real `openai` SDK against
 * the scripted server; every request the server received is read whole.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { captureIO } from '../helpers/capture.js';
import { happyReplies, PlanHarness, reply, TEST_KITCHEN } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const config = () => ({ ITERAPLAN_CONFIG_DIR: join(h.scratch.dir, 'config') });
const VERA = 'I am allergic to kiwis, tell no one';
const OLGA = 'Always use the blue plate';

async function prefsAdd(person: string, text: string): Promise<void> {
  const captured = captureIO(config());
  expect(await main(['prefs', 'add', text, '--person', person], captured.io), captured.stderr()).toBe(0);
}

/** A session of `person` (`extra` flags after); every request body the server received, as text. */
async function sessionOf(person: string, ...extra: string[]): Promise<string[]> {
  const server = await h.script(reply.json({ action: 'plan', question: '', options: [] }), ...happyReplies());
  const run = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--person', person, ...extra], { env: config() });
  expect(run.code, run.stderr).toBe(0);
  expect(server.requests.length).toBeGreaterThanOrEqual(4);
  return server.requests.map((r) => JSON.stringify(r.body));
}

describe("one person's lasting preferences in another person's prompts", () => {
  test('never: each session sees only its own person, in every request; --no-prefs sees none', async () => {
    await prefsAdd('vera', VERA);
    await prefsAdd('olga', OLGA);

    const olga = await sessionOf('olga');
    for (const body of olga) expect(body).not.toContain('kiwi');
    // The planner stages do show the person's own (so the check above can fail).
    expect(olga.filter((body) => body.includes(OLGA)).length).toBeGreaterThanOrEqual(3);

    const vera = await sessionOf('vera');
    for (const body of vera) expect(body).not.toContain('blue plate');
    expect(vera.filter((body) => body.includes(VERA)).length).toBeGreaterThanOrEqual(3);
    expect(vera.some((body) => body.includes("The person's lasting preferences (keep to them)"))).toBe(true);

    // A person with no store, and vera's session with --no-prefs: nobody's.
    for (const body of [...(await sessionOf('wim')), ...(await sessionOf('vera', '--no-prefs'))]) {
      expect(body).not.toContain('kiwi');
      expect(body).not.toContain('blue plate');
      expect(body).not.toContain("The person's lasting preferences (keep to them)");
    }
  });
});
