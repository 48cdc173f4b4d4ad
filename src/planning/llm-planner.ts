/** The LLM planner: every stage one prompt of prompts/ sent through the LLM layer (live or replayed). */
import { z } from 'zod';
import { adoptKnownGoals, type Alternative } from '../goals/index.js';
import { extractCode, unusableCode } from '../code/index.js';
import { enforcesSchema, type CallOptions, type ChatMessage, type LlmCallRecord, type LlmClient, type ReplyCheck } from '../llm/index.js';
import { planFromReply, statedPlanReply, statedPlanSchemaName, taskDecompositionReply, taskDecompositionSchemaName, type TaskDecomposition } from './decomposition.js';
import {
  formatClarification,
  formatDialogueTurn,
  formatCorrection,
  formatDecomposition,
  formatErrors,
  formatKnownGoals,
  formatMissingObjects,
  formatObjectFacts,
  formatSkillObjects,
  formatObjectTypes,
  formatSkills,
} from './format.js';
import { formatCandidate, formatProgress, formatRepeated, formatSuggestedFix } from './format-context.js';
import type {
  ClarifyDecision,
  CodeInput,
  ExecutionRefinementInput,
  FeedbackRefinementInput,
  GoalRefinementInput,
  ObjectFacts,
  Planner,
  PlannerKind,
  StageOneInput,
  StageTwoInput,
  ValidationRepairInput,
} from './planner.js';
import { compactCheck, type CompactForm } from './compact-form.js';
import type { RequestGrounds } from './goal-grounds.js';
import { compactStatedPlan } from './plan-compact.js';
import { compactProgram } from './program-compact.js';
import { printProgramReply, programSchema, programSchemaName } from './program-schema.js';
import { renderPrompt, renderStagePrompt, type PromptName, type PromptTemplate } from './prompts.js';
import { REPLY_LIMITS as L } from './reply-limits.js';

/**
 * Code valid by construction (see program-schema.ts): `on` always asks for the program as JSON,
 * `off` always as skill code, `auto` as JSON where the endpoint enforces a schema.
 */
export const CODE_BY_CONSTRUCTION = ['auto', 'on', 'off'] as const;
export type CodeByConstruction = (typeof CODE_BY_CONSTRUCTION)[number];

/** The structured reply of the clarify stage (schema name `clarify`). */
export const ClarifyReply = z
  .object({
    action: z.enum(['plan', 'ask', 'propose']),
    question: z.string().max(L.questionChars).describe('The one short question to ask, or the goal proposed in one sentence; empty when action is plan.'),
    options: z.array(z.string().max(L.optionChars)).max(L.options).describe('A few likely answers; empty when action is plan.'),
  })
  .strict();

/**
 * The values of the shared context of every planning stage (prompts/planner-context.md), in the
 * order they appear: the skills, the room, what each skill can act on here, the request; then,
 * from stage 2 on, the needed objects' facts, and for code the plan. A stage that has no facts or
 * plan yet leaves them empty, so its prompt is the beginning of the later stages' prompts.
 */
function contextValues(input: StageOneInput, known: Known, objects?: readonly ObjectFacts[], plan?: TaskDecomposition): Record<string, string> {
  const skills = input.skills ?? [];
  return {
    skills: formatSkills(skills),
    roomType: input.scene.roomType,
    objectTypes: formatObjectTypes(input.scene.objectTypes),
    skillObjects: formatSkillObjects(skills, input.argumentChoices),
    instruction: input.instruction,
    clarification: formatClarification(input),
    knownGoals: formatKnownGoals(known.goals, known.offered),
    // Set apart by blank lines when there are examples; without them the prompt is as before, word for word (recorded replies still match).
    examples: known.examples === '' ? '' : `\n\n${known.examples}\n`,
    objectFacts: objects === undefined ? '' : `Objects the plan needs, where they are and their state:\n${formatObjectFacts(objects)}`,
    plan: plan === undefined ? '' : `Plan:\n${formatDecomposition(plan)}`,
  };
}

/** What the planner is offered for a request besides the room: the household's goals and verified examples in words. */
interface Known {
  goals: readonly Alternative[];
  examples: string;
  /** The goals are the reader's goal offered as the plan's (`--planner combined`), not hints to pick from. */
  offered: boolean;
}

/** The types a plan of this room may name: those it has and those it can produce. */
function roomTypes(input: StageOneInput): string[] {
  return [...input.scene.objectTypes, ...(input.scene.derivableTypes ?? [])];
}

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
    private readonly byConstruction: CodeByConstruction = 'auto',
    /** Goals the household knowledge reads the request as, offered in the shared context of every planning stage (`--goal-hints`); absent: none. */
    private readonly goalHints?: (input: StageOneInput) => readonly Alternative[],
    /** The nearest verified examples of the plan bank in words (`--examples k`), after the request in the shared context; absent: none. */
    private readonly exampleHints?: (input: StageOneInput) => string,
    /** The words of the request those goals rest on, stated with the stage-2 plan (`--goal-hints`); absent: none. */
    private readonly readingOf?: (input: StageOneInput) => TaskDecomposition['reading'],
    /** What the household reader finds in the request, offered or not: what every stated goal is checked against; absent: nothing. */
    private readonly readerOf?: (input: StageOneInput) => RequestGrounds,
    /** The client replays a recording: the planner plans as `kind`, the session records `replay`. */
    readonly replayed: boolean = false,
  ) {}

  /** The reader's goals for the request and the types its words name, whether or not the model is shown them. */
  readRequest(input: StageOneInput): RequestGrounds {
    return this.readerOf?.(input) ?? { goals: [], named: [] };
  }

  /** The goals and examples offered for a request: the same for every stage of it, so the shared context stays cached. */
  private known(input: StageOneInput): Known {
    return { goals: this.knownGoals(input), examples: this.exampleHints?.(input) ?? '', offered: this.kind === 'combined' };
  }

  /** The goals offered with `--goal-hints` (the same for every stage of a request, so the shared context stays cached). */
  knownGoals(input: StageOneInput): readonly Alternative[] {
    return this.goalHints?.(input) ?? [];
  }

  async clarify(input: StageOneInput): Promise<ClarifyDecision> {
    const reply = await this.structured('clarify', 'clarify', {
      instruction: input.instruction,
      roomType: input.scene.roomType,
      objectTypes: formatObjectTypes(input.scene.objectTypes),
      dialogue: formatDialogueTurn(input),
    }, ClarifyReply, 'clarify');
    // Out of turns, the dialogue ends whatever the reply says.
    if (reply.action === 'plan' || reply.question.trim() === '' || input.questionsLeft === 0) return { action: 'plan' };
    return { action: reply.action, question: reply.question, options: reply.options };
  }

  decompose(input: StageOneInput): Promise<TaskDecomposition> {
    return this.stage('stage1', 'stage1-decompose', contextValues(input, this.known(input)), taskDecompositionReply(roomTypes(input)), taskDecompositionSchemaName);
  }

  /**
   * Stage 2: the plan checked against the facts, and the goal it serves (types only the room's);
   * in the short form where the server takes a grammar (plan-compact.ts), else as JSON.
   */
  async refineDecomposition(input: StageTwoInput): Promise<TaskDecomposition> {
    const known = this.knownGoals(input);
    const values = {
      ...contextValues(input, this.known(input), input.objects),
      stage1: formatDecomposition(input.stage1),
      missingObjects: formatMissingObjects(input.missingObjects),
      correction: formatCorrection(input),
    };
    const messages = (format: PromptName) =>
      renderStagePrompt({ context: this.templates['planner-context'], format: this.templates[format], task: this.templates['stage2-refine'] }, values);
    const types = roomTypes(input);
    const reply = await this.shortOrJson('stage2', messages, {
      short: { format: 'stage2-format-compact', form: () => compactStatedPlan(types), what: 'plan', schemaName: statedPlanSchemaName },
      json: { format: 'stage2-format-json', schema: statedPlanReply(types), name: statedPlanSchemaName },
    });
    const reading = this.readingOf?.(input);
    const plan = { ...planFromReply(reply), ...(reading === undefined ? {} : { reading }) };
    // A known goal the model names is taken with its own conditions (goals/adopt-known.ts).
    return plan.goal === undefined || known.length === 0 ? plan : { ...plan, goal: adoptKnownGoals(plan.goal, known) };
  }

  generateCode(input: CodeInput): Promise<string> {
    return this.code('codegen', 'code-generate', input, { candidate: formatCandidate(input) });
  }

  repairCode(input: ValidationRepairInput): Promise<string> {
    return this.code('repair', 'code-repair', input, { code: input.code, errors: formatErrors(input.errors), repeated: formatRepeated(input) });
  }

  refineFromExecution(input: ExecutionRefinementInput): Promise<string> {
    return this.code('refine-execution', 'refine-execution', input, {
      code: input.code,
      report: input.failureText,
      fix: formatSuggestedFix(input),
      mode: refineModes[input.mode],
      progress: formatProgress(input),
      repeated: formatRepeated(input),
    }, input.mode === 'reset');
  }

  refineFromFeedback(input: FeedbackRefinementInput): Promise<string> {
    return this.code('refine-feedback', 'refine-feedback', input, { code: input.code, feedback: input.feedback, repeated: formatRepeated(input) });
  }

  refineFromGoal(input: GoalRefinementInput): Promise<string> {
    return this.code('refine-goal', 'refine-goal', input, {
      code: input.code,
      seen: input.seen === 'dry-run' ? 'It runs to its end there, but' : 'It ran to its end, but',
      unmet: input.unmetText,
      repeated: formatRepeated(input),
    });
  }

  /** Whether code is asked for as a JSON program (valid by construction) rather than as skill code. */
  asksForProgramJson(): boolean {
    if (this.byConstruction !== 'auto') return this.byConstruction === 'on';
    const mode = this.client.structuredMode();
    // Not known yet (no structured call so far): ask, and the first reply settles the mode.
    return mode === undefined || enforcesSchema(mode);
  }

  /**
   * A code request: the shared context (skills, the room's types, the needed objects' facts, the
   * request and plan) and the stage's task; the reply as skill code, printed from a JSON program
   * when the code is asked for by construction. A `whole` program covers every subtask of the
   * plan; the remaining steps after a failure (`--refine-from current`) need not.
   */
  private async code(stage: string, task: PromptName, input: CodeInput, taskValues: Record<string, string>, whole = true): Promise<string> {
    const json = this.asksForProgramJson() && (input.objectNames?.length ?? 0) > 0;
    const messages = (format: PromptName) =>
      renderStagePrompt(
        { context: this.templates['planner-context'], format: this.templates[format], task: this.templates[task] },
        { ...contextValues(input, this.known(input), input.objects, input.plan), ...taskValues },
      );
    // After a reply that repeated a tried program, the same prompt at the same temperature would
    // most likely give it again: this call samples more freely.
    const options = input.repeated === undefined ? {} : { explore: true };
    if (!json) return this.textCall(stage, messages('code-format-text'), usableProgram(input), options);
    const vocabulary = {
      skills: input.skills,
      objects: input.objectNames!,
      ...(input.argumentChoices ? { choices: input.argumentChoices } : {}),
    };
    const program = await this.shortOrJson(stage, messages, {
      short: { format: 'code-format-compact', form: () => compactProgram(vocabulary, { subtasks: input.plan.subtasks, whole }), what: 'program' },
      json: { format: 'code-format-json', schema: programSchema({ ...vocabulary, ...(whole ? { planSubtasks: input.plan.subtasks.length } : {}) }), name: programSchemaName },
    }, options);
    return printProgramReply(program, input.skills);
  }

  /**
   * The one choice of a structured reply's form: the short form held by a GBNF grammar where the
   * server takes one (llama.cpp's), read into the value the JSON form gives and checked by the
   * same schema; elsewhere (or when the server refuses the grammar) the JSON form in the
   * endpoint's structured mode.
   */
  private async shortOrJson<T>(
    stage: string,
    messages: (format: PromptName) => ChatMessage[],
    forms: {
      short: { format: PromptName; form: () => CompactForm<T>; what: string; schemaName?: string };
      json: { format: PromptName; schema: z.ZodType<T>; name: string };
    },
    options: CallOptions = {},
  ): Promise<T> {
    const { short, json } = forms;
    if (this.client.grammar !== undefined) {
      const form = short.form();
      const check = compactCheck(form, short.what);
      const result = await this.client.grammar(stage, messages(short.format), { grammar: form.grammar, check, ...(short.schemaName ? { schemaName: short.schemaName } : {}) }, options);
      result.calls.forEach(this.onCall);
      if (result.ok) {
        const read = form.read(result.text);
        if (read.ok) return read.value;
      }
    }
    const result = await this.client.structured(stage, messages(json.format), json.schema, json.name, options);
    result.calls.forEach(this.onCall);
    return result.value;
  }

  /** Stage 1 or 2: the shared context and the stage's task, the reply structured. */
  private async stage<S extends z.ZodType>(stage: string, task: PromptName, values: Record<string, string>, schema: S, name: string): Promise<z.infer<S>> {
    const messages = renderStagePrompt({ context: this.templates['planner-context'], task: this.templates[task] }, values);
    const result = await this.client.structured(stage, messages, schema, name);
    result.calls.forEach(this.onCall);
    return result.value;
  }

  private async structured<S extends z.ZodType>(stage: string, prompt: PromptName, values: Record<string, string>, schema: S, name: string): Promise<z.infer<S>> {
    const result = await this.client.structured(stage, renderPrompt(this.templates[prompt], values), schema, name);
    result.calls.forEach(this.onCall);
    return result.value;
  }

  /** A code reply as text: one that holds no program is asked for again (see `usableProgram`). */
  private async textCall(stage: string, messages: ChatMessage[], check: ReplyCheck, options: CallOptions): Promise<string> {
    const result = await this.client.text(stage, messages, check, options);
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
