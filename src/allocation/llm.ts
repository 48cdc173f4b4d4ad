/**
 * The LLM allocator of the ablation (Tables VII and VIII): the calls and both agents'
 * affordances go to the LLM (prompts/allocate.md, structured output `allocation`), which names
 * an agent for each call by its line. IteraPlan itself allocates by rule; this exists only to
 * measure how close an LLM gets.
 */
import { z } from 'zod';
import { skillScores } from './affordance.js';
import { allocateEach } from './allocation.js';
import type { Allocator } from './allocator.js';
import { callText } from './call-text.js';
import type { Program, SkillCall } from '../code/index.js';
import { LlmReplyError } from '../llm/index.js';
import type { LlmClient } from '../llm/index.js';
import { renderPrompt, type PromptTemplate } from '../planning/index.js';
import type { Affordances, Skills } from '../world/index.js';

/** The reply: one agent per call line. */
export const AllocationReply = z
  .object({
    assignments: z.array(z.object({ line: z.number().int(), agent: z.enum(['robot', 'human']) }).strict()),
  })
  .strict();
export type AllocationReply = z.infer<typeof AllocationReply>;

export const allocationSchemaName = 'allocation';

/** The calls written in the program, each once, in source order. */
function writtenCalls(program: Program): SkillCall[] {
  return program.functions.flatMap((fn) => fn.body.filter((s): s is SkillCall => s.kind === 'skill'));
}

/** The prompt's values: each used skill's affordances, and the calls by line. */
export function allocationPromptValues(program: Program, affordances: Affordances, skills: Skills): { affordances: string; calls: string } {
  const calls = writtenCalls(program);
  const used = [...new Set(calls.map((c) => c.skill))];
  const lines = used.flatMap((name) => {
    const skill = skills.get(name);
    if (skill === undefined) return [];
    const scores = skillScores(skill, affordances);
    return [`${name}: human ${scores.human.toFixed(2)}, robot ${scores.robot.toFixed(2)}`];
  });
  return { affordances: lines.join('\n'), calls: calls.map((c) => `line ${c.line}: ${callText(c)}`).join('\n') };
}

/** An Allocator asking `client`; a reply leaving a call unassigned is an LlmReplyError. */
export function llmAllocator(client: LlmClient, template: PromptTemplate): Allocator {
  return {
    name: `llm(${client.model})`,
    async allocate(program, context) {
      const messages = renderPrompt(template, allocationPromptValues(program, context.affordances, context.skills));
      const { value } = await client.structured('allocate', messages, AllocationReply, allocationSchemaName);
      const byLine = new Map(value.assignments.map((a) => [a.line, a.agent]));
      return allocateEach(program, context, (call) => {
        const agent = byLine.get(call.line);
        if (agent === undefined) throw new LlmReplyError('allocate', 'schema', `the LLM's allocation gives no agent for line ${call.line} (${callText(call)})`);
        return agent;
      });
    },
  };
}
