/**
 * A model's rewordings in a bank build, through the real `openai` SDK against the scripted
 * OpenAI-compatible server, on a real bridge: each wording the model proposes is kept only when
 * the household reader reads the same goal from it (or its reading holds after the verified run),
 * and the rest are dropped and counted by why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBank, llmParaphraser, ReaderCheck, type BuildOutcome } from '../../src/bank/index.js';
import type { BridgeConnection } from '../../src/bridge/index.js';
import { loadKnowledge } from '../../src/planning/index.js';
import { loadCatalogue, loadWorld, scenesDir } from '../../src/world/index.js';
import { clientFor } from '../llm/fixtures.js';
import { startScriptedOpenAI, reply, type ScriptedOpenAI } from '../helpers/openai-server.js';
import { connectSharedBridge } from '../helpers/shared-bridge.js';

const knowledge = loadKnowledge(undefined, loadCatalogue(scenesDir()));

/** The scripted model: for a request, a plain rewording, another task, and words nobody reads. */
function rewordings(body: unknown): object {
  const user = (body as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === 'user')!.content;
  const request = /Request: (.*)\n/.exec(user)![1]!;
  return { wordings: [`Um, ${request.charAt(0).toLowerCase()}${request.slice(1)}`, 'Qwxz vrrp kkt.', 'Open the fridge.'] };
}

describe('rewordings by a model in a bank build', () => {
  let server: ScriptedOpenAI;
  let bridge: BridgeConnection;
  let built: BuildOutcome;

  beforeAll(async () => {
    server = await startScriptedOpenAI();
    server.addRule((r) => r.path === '/v1/chat/completions', () => reply.decided((r) => rewordings(r.body)));
    bridge = await connectSharedBridge();
    built = await buildBank({
      client: bridge.client,
      knowledge,
      scenes: [{ name: 'FloorPlan1', roomType: 'Kitchen' }],
      scenesDir: scenesDir(),
      split: new Map([['FloorPlan1', 'train']]),
      heldOut: new Set(),
      // A seed whose three requests here are all reached, none by opening the fridge (the sample moves with the knowledge).
      seed: 4,
      perScene: 3,
      paraphrases: 0,
      focus: [],
      paraphraser: llmParaphraser(clientFor(server)),
      llmParaphrases: 3,
      progress: () => {},
    });
  });
  afterAll(async () => {
    await bridge?.close();
    await server?.close();
  });

  it('asks the model for rewordings of each verified request, as a structured reply', () => {
    const generated = built.examples.filter((e) => e.source.kind === 'generated');
    expect(generated.length).toBeGreaterThan(0);
    expect(server.requests.length).toBe(generated.length);
    const asked = server.requests.map((r) => (r.body as { messages: { content: string }[] }).messages.at(-1)!.content);
    for (const example of generated) expect(asked.some((a) => a.includes(`Request: ${example.request}\n`))).toBe(true);
    expect(built.wordings.llm.proposed).toBe(3 * generated.length);
  });

  it('keeps a wording the reader reads as the same goal, and drops words it cannot read and another task', () => {
    const reworded = built.examples.filter((e) => e.source.kind === 'paraphrase');
    expect(reworded.length).toBeGreaterThan(0);
    const reader = new ReaderCheck(loadWorld('FloorPlan1'), knowledge);
    for (const example of reworded) {
      expect(example.request).toMatch(/^Um, /);
      expect(example.source.from).toMatch(/^gpt-4o rewords example [0-9a-f]{16} /);
      expect(reader.goals(example.request).length).toBeGreaterThan(0);
    }
    expect(built.wordings.llm.kept).toBe(reworded.length);
    // 'Qwxz vrrp kkt.' each time; 'Open the fridge.' unless the example's own run opened it.
    expect(built.rejected['paraphrase-unread']).toBeGreaterThanOrEqual(built.examples.filter((e) => e.source.kind === 'generated').length);
    expect(built.rejected['paraphrase-changes-goal'] ?? 0).toBeGreaterThan(0);
  });
});
