/** The LLM planner: every stage one prompt of prompts/ sent through the LLM layer (live or replayed). */
import { z } from 'zod';
import { extractCode, unusableCode } from '../code/index.js';
import type { LlmCallRecord, LlmClient, ReplyCheck } from '../llm/index.js';
import { TaskDecomposition, taskDecompositionSchemaName } from './decomposition.js';
import {
  formatClarification,
  formatCorrection,
  formatDecomposition,
  formatErrors,
  formatMissingObjects,
  formatObjectFacts,
  formatObjectTypes,
  formatSkills,
} from './format.js';
import { formatCandidate, formatProgress } from './format-context.js';
import type {
  ClarifyDecision,
  CodeInput,
  ExecutionRefinementInput,
  FeedbackRefinementInput,
  Planner,
  PlannerKind,
  StageOneInput,
  StageTwoInput,
  ValidationRepairInput,
} from './planner.js';
import { renderPrompt, type PromptName, type PromptTemplate } from './prompts.js';
import { REPLY_LIMITS as L } from './reply-limits.js';

/** The structured reply of the clarify stage (schema name `clarify`). */
export const ClarifyReply = z
  .object({
    action: z.enum(['plan', 'ask']),
    question: z.string().max(L.questionChars).describe('The one short question to ask; empty when action is plan.'),
    options: z.array(z.string().max(L.optionChars)).max(L.options).describe('A few likely answers; empty when action is plan.'),
  })
  .strict();

const refineModes = {
  reset: 'The corrected program will run again from the initial state of the room: return the whole program.',
  current:
    'The steps before the failed line have already run and the room is now in the state shown: return only the remaining steps as a program.',
} as const;

/**
 * The planner of the paper: every stage is one prompt (prompts/) sent to an OpenAI-compatible
 * endpoint, or answered from recorded calls when the client is a replay client.
 */
export class LlmPlanner implements Planner {
  constructor(
    private readonly client: LlmClient,
    private readonly templates: Record<PromptName, PromptTemplate>,
    readonly kind: PlannerKind = 'openai',
    /** Receives each call's record (the session adds it to the transcript). */
    private readonly onCall: (call: LlmCallRecord) => void = () => {},
  ) {}

  async clarify(input: StageOneInput): Promise<ClarifyDecision> {
    const reply = await this.structured('clarify', 'clarify', {
      instruction: input.instruction,
      roomType: input.scene.roomType,
      objectTypes: formatObjectTypes(input.scene.objectTypes),
    }, ClarifyReply, 'clarify');
    return reply.action === 'ask' && reply.question.trim() !== ''
      ? { action: 'ask', question: reply.question, options: reply.options }
      : { action: 'plan' };
  }

  decompose(input: StageOneInput): Promise<TaskDecomposition> {
    return this.structured('stage1', 'stage1-decompose', {
      instruction: input.instruction,
      clarification: formatClarification(input),
      roomType: input.scene.roomType,
      objectTypes: formatObjectTypes(input.scene.objectTypes),
    }, TaskDecomposition, taskDecompositionSchemaName);
  }

  refineDecomposition(input: StageTwoInput): Promise<TaskDecomposition> {
    return this.structured('stage2', 'stage2-refine', {
      instruction: input.instruction,
      clarification: formatClarification(input),
      stage1: formatDecomposition(input.stage1),
      objectFacts: formatObjectFacts(input.objects),
      missingObjects: formatMissingObjects(input.missingObjects),
      correction: formatCorrection(input),
    }, TaskDecomposition, taskDecompositionSchemaName);
  }

  generateCode(input: CodeInput): Promise<string> {
    return this.code('codegen', 'code-generate', input, {
      instruction: input.instruction,
      plan: formatDecomposition(input.plan),
      skills: formatSkills(input.skills),
      objectFacts: formatObjectFacts(input.objects),
      clarification: formatClarification(input),
      candidate: formatCandidate(input),
    });
  }

  repairCode(input: ValidationRepairInput): Promise<string> {
    return this.code('repair', 'code-repair', input, { code: input.code, errors: formatErrors(input.errors), clarification: formatClarification(input) });
  }

  refineFromExecution(input: ExecutionRefinementInput): Promise<string> {
    return this.code('refine-execution', 'refine-execution', input, {
      code: input.code,
      report: input.failureText,
      mode: refineModes[input.mode],
      progress: formatProgress(input),
      clarification: formatClarification(input),
    });
  }

  refineFromFeedback(input: FeedbackRefinementInput): Promise<string> {
    return this.code('refine-feedback', 'refine-feedback', input, { code: input.code, feedback: input.feedback, clarification: formatClarification(input) });
  }

  private async structured<S extends z.ZodType>(stage: string, prompt: PromptName, values: Record<string, string>, schema: S, name: string): Promise<z.infer<S>> {
    const result = await this.client.structured(stage, renderPrompt(this.templates[prompt], values), schema, name);
    result.calls.forEach(this.onCall);
    return result.value;
  }

  /** A code reply: one that holds no program is asked for again (see `usableProgram`). */
  private async code(stage: string, prompt: PromptName, input: CodeInput, values: Record<string, string>): Promise<string> {
    const result = await this.client.text(stage, renderPrompt(this.templates[prompt], values), usableProgram(input));
    result.calls.forEach(this.onCall);
    return result.text;
  }
}

/**
 * The check of a code reply: the code it holds (see `extractCode`) must call a skill of the
 * input's library. An empty block or prose is refused and asked for again; code with errors is
 * kept, for the validation repairs.
 */
export function usableProgram(input: Pick<CodeInput, 'skills'>): ReplyCheck {
  const skills = new Set(input.skills.map((s) => s.name));
  return (text) => {
    const problem = unusableCode(extractCode(text).code, skills);
    if (problem === null) return null;
    return {
      problem,
      feedback: `Your reply cannot be used: ${problem}. Reply again with the program in one fenced python block, calling the skills listed, as asked.`,
    };
  };
}
