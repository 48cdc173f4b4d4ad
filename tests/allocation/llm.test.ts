import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allocateRuleBased } from '../../src/allocation/index.js';
import { parseSkillCode } from '../../src/code/index.js';
import { allocationPromptValues, llmAllocator } from '../../src/allocation/llm.js';
import { LlmReplyError } from '../../src/llm/errors.js';
import type { ChatMessage, LlmClient } from '../../src/llm/types.js';
import { loadPromptTemplate } from '../../src/planning/prompts.js';
import { loadWorld } from '../../src/world/index.js';
import { ROOT } from '../helpers/bridge.js';

const world = loadWorld('FloorPlan1');
const parsed = parseSkillCode("def snack():\n    OpenObject('Fridge')\n    SliceObject('Apple', 'Knife')\n\nsnack()\n");
if (!parsed.ok) throw new Error('fixture code does not parse');
const program = parsed.program;
const template = loadPromptTemplate(join(ROOT, 'prompts'), 'allocate');

/** A client that answers every structured call with `reply` and keeps what it was sent. */
function fakeClient(reply: unknown): LlmClient & { sent: ChatMessage[][] } {
  const sent: ChatMessage[][] = [];
  return {
    model: 'fake-model',
    sent,
    async structured<S extends z.ZodType>(_stage: string, messages: ChatMessage[], schema: S) {
      sent.push(messages);
      return { value: schema.parse(reply) as z.infer<S>, validationRetries: 0, calls: [] };
    },
    async text() {
      throw new Error('not used');
    },
  };
}

describe('the LLM allocator', () => {
  it('shows the calls by line and each skill’s affordances, and applies the agents it names', async () => {
    const values = allocationPromptValues(program, world.affordances, world.skills);
    expect(values.calls).toBe("line 2: OpenObject('Fridge')\nline 3: SliceObject('Apple', 'Knife')");
    expect(values.affordances).toMatch(/^OpenObject: human \d\.\d\d, robot \d\.\d\d\nSliceObject: human \d\.\d\d, robot \d\.\d\d$/);

    const client = fakeClient({ assignments: [{ line: 2, agent: 'human' }, { line: 3, agent: 'robot' }] });
    const allocator = llmAllocator(client, template);
    expect(allocator.name).toBe('llm(fake-model)');
    const allocation = await allocator.allocate(program, { affordances: world.affordances, skills: world.skills });
    expect(allocation.rows.map((r) => [r.line, r.agent])).toEqual([
      [2, 'human'],
      [3, 'robot'],
    ]);
    expect(client.sent[0]![1]!.content).toContain("line 3: SliceObject('Apple', 'Knife')");
    // Same rows, same scores as the rule-based allocation; only the agents may differ.
    const truth = allocateRuleBased(program, world.affordances, world.skills);
    expect(allocation.rows.map((r) => [r.human, r.robot])).toEqual(truth.rows.map((r) => [r.human, r.robot]));
  });

  it('rejects a reply that leaves a call without an agent', async () => {
    const allocator = llmAllocator(fakeClient({ assignments: [{ line: 2, agent: 'robot' }] }), template);
    const attempt = allocator.allocate(program, { affordances: world.affordances, skills: world.skills });
    await expect(attempt).rejects.toThrow(LlmReplyError);
    await expect(allocator.allocate(program, { affordances: world.affordances, skills: world.skills })).rejects.toThrow(
      /gives no agent for line 3 \(SliceObject\('Apple', 'Knife'\)\)/,
    );
  });
});
