/**
 * The dialogue before planning through `iteraplan plan`: the real `openai` SDK against the scripted
 * server and a real bridge. The planner asks, asks again, proposes the goal and plans, within
 * `--max-questions`; each turn is in the transcript, and every later stage sees the whole dialogue.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fenced, PlanHarness, promptOf, reply, SALAD_PLAN, STAGE1, STAGE2, TEST_KITCHEN, transcript, userPrompt } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const ask = (question: string, options: string[]) => reply.json({ action: 'ask', question, options });
const propose = (question: string) => reply.json({ action: 'propose', question, options: ['yes', 'no'] });
const clear = reply.json({ action: 'plan', question: '', options: [] });
const run = (...extra: string[]) => h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', ...extra]);

describe('the dialogue before planning', () => {
  test('asks, asks again, proposes the goal and plans once it is accepted; every stage sees every turn', async () => {
    const server = await h.script(
      ask('Something sweet or savoury?', ['sweet', 'savoury']),
      ask('Fruit, or something baked?', ['fruit', 'something baked']),
      propose("I'll serve you a sliced apple on a plate: is that right?"),
      reply.json(STAGE1),
      reply.json(STAGE2),
      fenced(SALAD_PLAN),
    );
    const { code, stdout, result } = await run('--answer', 'sweet', '--answer', 'fruit, fresh', '--answer', 'yes please');
    expect(code, stdout).toBe(0);
    expect(server.requests.map(promptOf)).toEqual(['clarify', 'clarify', 'clarify', 'stage1-decompose', 'stage2-refine', 'code-generate']);
    // Each turn is told the answers so far and how many turns are left.
    expect(userPrompt(server.requests[0]!)).not.toContain('Answer:');
    expect(userPrompt(server.requests[1]!)).toContain('Asked: "Something sweet or savoury?" Answer: "sweet"\nQuestions left: 2');
    expect(userPrompt(server.requests[2]!)).toContain('Answer: "fruit, fresh"\nQuestions left: 1');
    for (const request of server.requests.slice(3)) {
      expect(userPrompt(request), promptOf(request)).toContain(`Proposed: "I'll serve you a sliced apple on a plate: is that right?" Answer: "yes please" (accepted)`);
    }
    const turns = transcript(result().sessionDir).flatMap((e) => (e.type === 'dialogue-question' || e.type === 'dialogue-answer' ? [[e.type, e.turn, e.kind]] : []));
    expect(turns).toEqual([
      ['dialogue-question', 1, 'ask'], ['dialogue-answer', 1, 'pick'],
      ['dialogue-question', 2, 'ask'], ['dialogue-answer', 2, 'answer'],
      ['dialogue-question', 3, 'propose'], ['dialogue-answer', 3, 'accept'],
    ]);
    // The last question answered in words is the session's clarification.
    expect(result().clarification).toEqual({ question: 'Fruit, or something baked?', answer: 'fruit, fresh' });
  });

  test('--max-questions bounds the turns: at the bound it plans, without asking the planner for another', async () => {
    const server = await h.script(ask('Sweet or savoury?', ['sweet', 'savoury']), ask('Hot or cold?', ['hot', 'cold']), reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const { code } = await run('--max-questions', '2', '--answer', 'sweet', '--answer', 'cold');
    expect(code).toBe(0);
    expect(server.requests.map(promptOf).slice(0, 3)).toEqual(['clarify', 'clarify', 'stage1-decompose']);
  });

  test('"stop asking" ends the questions; a clear request is planned without one', async () => {
    const stopped = await h.script(ask('Sweet or savoury?', ['sweet', 'savoury']), reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const first = await run('--answer', 'stop asking');
    expect(first.code).toBe(0);
    expect(stopped.requests.map(promptOf).slice(0, 2)).toEqual(['clarify', 'stage1-decompose']);
    expect(userPrompt(stopped.requests[1]!)).toContain('(the person wants no more questions)');

    const plain = await h.script(clear, reply.json(STAGE1), reply.json(STAGE2), fenced(SALAD_PLAN));
    const second = await run();
    expect(second.code).toBe(0);
    expect(plain.requests.map(promptOf).slice(0, 2)).toEqual(['clarify', 'stage1-decompose']);
    expect(transcript(second.result().sessionDir).filter((e) => e.type === 'dialogue-end')).toMatchObject([{ reason: 'clear' }]);
  });
});
