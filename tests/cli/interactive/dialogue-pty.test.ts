/**
 * The built `iteraplan plan` in a pseudo-terminal, answering the dialogue at the terminal: an offered
 * answer picked with the arrows, words typed after "Something else…", a proposed goal accepted; and
 * feedback that reads as a lasting preference, kept with a "y" to "Remember this for next time?".
 * The LLM is the scripted server, the simulator a real bridge, the store a scratch config folder.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readStore } from '../../../src/preferences/index.js';
import { BIN, ensureBuilt } from '../../helpers/dist.js';
import { fenced, PlanHarness, promptOf, reply, SALAD_PLAN, SALAD_PLAN_CLOSING_FIRST, STAGE1, STAGE2, TEST_KITCHEN, transcript, userPrompt } from '../../helpers/plan-harness.js';
import { choose, chooseAllocation, choosePlan } from './menu.js';
import { PtyProcess } from './pty.js';

const h = new PlanHarness();
beforeAll(async () => {
  await Promise.all([h.start(), ensureBuilt()]);
});
afterAll(() => h.stop());

const config = () => join(h.scratch.dir, 'config');

function plan(): PtyProcess {
  const argv = ['node', BIN, 'plan', 'I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--code-by-construction', 'off', '--person', 'tess'];
  return new PtyProcess([...argv, '--bridge', h.bridge.url, '--out', h.out, '--cache', join(h.scratch.dir, 'cache')], h.env({ ITERAPLAN_CONFIG_DIR: config() }));
}

function sessionDirOf(screen: string): string {
  const marker = 'Session written to ';
  return screen.slice(screen.lastIndexOf(marker) + marker.length).split(/\r?\n/)[0]!.trim();
}

describe('the dialogue at a terminal', () => {
  test('pick an offered answer, type one of your own, accept the proposed goal; keep a lasting preference with y', async () => {
    const server = await h.script(
      reply.json({ action: 'ask', question: 'Sweet or savoury?', options: ['sweet', 'savoury'] }),
      reply.json({ action: 'ask', question: 'Fruit, or something baked?', options: ['fruit', 'something baked'] }),
      reply.json({ action: 'propose', question: "I'll serve you a sliced apple: is that right?", options: ['yes', 'no'] }),
      reply.json(STAGE1),
      reply.json(STAGE2),
      fenced(SALAD_PLAN),
      fenced(SALAD_PLAN_CLOSING_FIRST),
    );
    const pty = plan();
    // Turn 1: the offered answers, then the ways out.
    const first = await pty.waitFor('Stop asking, plan now');
    for (const entry of ['sweet', 'savoury', 'Something else…', 'You decide']) expect(first).toContain(entry);
    pty.press('enter');
    // Turn 2: words of one's own.
    await pty.waitFor('Fruit, or something baked?');
    await pty.waitFor('Stop asking, plan now');
    pty.press('down', 'down', 'enter');
    await pty.waitFor('Your answer:');
    pty.type('an apple, cut up');
    pty.press('enter');
    // Turn 3: the goal proposed, accepted.
    await pty.waitFor("I'll serve you a sliced apple: is that right?");
    await pty.waitFor('Stop asking, plan now');
    pty.press('enter');
    await choosePlan(pty);
    await choose(pty, 'Give feedback');
    await pty.waitFor('Your feedback:');
    pty.type('always use a bowl, please');
    pty.press('enter');
    await pty.waitFor('Remember this for next time?');
    pty.type('y');
    pty.press('enter');
    await pty.waitFor('Kept for next time (tess, p1)');
    await choose(pty, 'Approve');
    await chooseAllocation(pty);
    await pty.waitFor('Done: success');
    expect(await pty.exitCode()).toBe(0);

    expect(server.requests.map(promptOf).slice(0, 4)).toEqual(['clarify', 'clarify', 'clarify', 'stage1-decompose']);
    expect(userPrompt(server.requests[3]!)).toContain('Asked: "Sweet or savoury?" Answer: "sweet"\nAsked: "Fruit, or something baked?" Answer: "an apple, cut up"');
    const events = transcript(sessionDirOf(pty.shown));
    expect(events.flatMap((e) => (e.type === 'dialogue-answer' ? [[e.answer, e.kind]] : []))).toEqual([['sweet', 'pick'], ['an apple, cut up', 'answer'], ['yes', 'accept']]);
    // Kept in tess's store, with the rule it reads as and where it came from.
    const [kept] = readStore({ ITERAPLAN_CONFIG_DIR: config() }, 'tess').preferences;
    expect(kept).toMatchObject({ id: 'p1', text: 'always use a bowl, please', rule: { prefer: 'Bowl', over: [] }, source: { kind: 'session' } });
    // The refinement after it carries the preference to the planner.
    expect(userPrompt(server.requests.find((r) => promptOf(r) === 'refine-feedback')!)).toContain("The person's lasting preferences (keep to them):\n- always use a bowl, please (use Bowl where one will do)");
  });
});
