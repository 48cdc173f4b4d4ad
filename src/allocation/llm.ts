/**
 * The LLM allocator of the ablation (Tables VII and VIII): the calls and every agent's
 * affordances go to the LLM (prompts/allocate.md, structured output `allocation`), which names
 * an agent of the team for each call by its line. IteraPlan itself allocates by rule; this
 * exists only to measure how close an LLM gets.
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
import { agentNames, type Skills, type Team } from '../world/index.js';

/** The reply: one agent of the team per call line. */
export function allocationReply(agents: readonly string[]) {
  return z
    .object({
      assignments: z.array(z.object({ line: z.number().int(), agent: z.enum(agents as [string, ...string[]]) }).strict()),
    })
    .strict();
}
export type AllocationReply = z.infer<ReturnType<typeof allocationReply>>;

export const allocationSchemaName = 'allocation';

/** The calls written in the program, each once, in source order. */
function writtenCalls(program: Program): SkillCall[] {
  return program.functions.flatMap((fn) => fn.body.filter((s): s is SkillCall => s.kind === 'skill'));
}

/** The prompt's values: the agents, each used skill's affordances, and the calls by line. */
export function allocationPromptValues(program: Program, team: Team, skills: Skills): { agents: string; affordances: string; calls: string } {
  const calls = writtenCalls(program);
  const used = [...new Set(calls.map((c) => c.skill))];
  const lines = used.flatMap((name) => {
    const skill = skills.get(name);
    if (skill === undefined) return [];
    const scores = [...skillScores(skill, team)].map(([agent, score]) => `${agent} ${score.toFixed(2)}`);
    return [`${name}: ${scores.join(', ')}`];
  });
  const agents = team.agents.map((agent) => `${agent.name} (${agent.kind})`).join(', ');
  return { agents, affordances: lines.join('\n'), calls: calls.map((c) => `line ${c.line}: ${callText(c)}`).join('\n') };
}

/** An Allocator asking `client`; a reply leaving a call unassigned is an LlmReplyError. */
export function llmAllocator(client: LlmClient, template: PromptTemplate): Allocator {
  return {
    name: `llm(${client.model})`,
    async allocate(program, context) {
      const messages = renderPrompt(template, allocationPromptValues(program, context.team, context.skills));
      const { value } = await client.structured('allocate', messages, allocationReply(agentNames(context.team)), allocationSchemaName);
      const byLine = new Map(value.assignments.map((a) => [a.line, a.agent]));
      return allocateEach(program, context, (call) => {
        const agent = byLine.get(call.line);
        if (agent === undefined) throw new LlmReplyError('allocate', 'schema', `the LLM's allocation gives no agent for line ${call.line} (${callText(call)})`);
        return agent;
      });
    },
  };
}
