/**
 * The offline planner: every stage of the Planner interface, deterministic and without network.
 * It matches the request against the intent catalogue, grounds the goal's recipe in the scene,
 * and repairs or edits the parsed program for refinements.
 */
import type { Alternative } from '../../goals/index.js';
import { goalCriteria } from './goal-criteria.js';
import { parseSkillCode } from '../../code/index.js';
import { flattenSteps, type Program } from '../../code/index.js';
import type { TaskDecomposition } from '../decomposition.js';
import type {
  ClarifyDecision,
  CodeInput,
  ExecutionRefinementInput,
  FeedbackRefinementInput,
  Planner,
  StageOneInput,
  StageTwoInput,
  ValidationRepairInput,
} from '../planner.js';
import type { Catalogue } from '../../world/index.js';
import { DEFAULT_AGENT } from '../../execution/index.js';
import { buildProgram, fenced, functionName } from './code-text.js';
import { OfflinePlanningError, UnsupportedRequestError } from './errors.js';
import { applyFeedback } from './feedback.js';
import { fillText, groundAlternatives, groundGoal, groundNamed, planAllTypes, planTypes, type GoalRequest, type GroundedPlan } from './ground.js';
import type { EmittedSubtask } from './emitter.js';
import { settleHand, type HeldObject } from './hand.js';
import type { Knowledge } from './knowledge-schema.js';
import { buildLexicon, type Lexicon } from './lexicon.js';
import { loadKnowledge } from './load-knowledge.js';
import { PlanState } from './plan-state.js';
import { locate, remainderFrom } from './program-edit.js';
import { EXECUTION_REPAIRS, HANDLED_ERROR_CODES, type Repair } from './repairs.js';
import { matchRequest, usableTypes, type MatchContext } from './request.js';
import { SceneView } from './scene-view.js';
import { repairValidation } from './validation-repair.js';

export interface OfflinePlannerOptions {
  readonly catalogue: Catalogue;
  /** The intent catalogue and recipes; default: `knowledge/` of the project. */
  readonly knowledge?: Knowledge;
}

/** Creates the offline planner. Loading the knowledge is the only I/O, done here once. */
export function createOfflinePlanner(options: OfflinePlannerOptions): Planner {
  const { catalogue } = options;
  const knowledge = options.knowledge ?? loadKnowledge(undefined, catalogue);
  const lexicon = buildLexicon(catalogue, knowledge.intents.aliases);
  const typeState = PlanState.fromFacts([], catalogue);
  const matching: MatchContext = { knowledge, lexicon, typeState };
  return new OfflinePlanner(catalogue, knowledge, lexicon, matching);
}

/** What stage 2 decided for a plan: the goal, and the alternative of it the plan grounds. */
interface PlanChoice {
  readonly request: GoalRequest;
  readonly alternative: string;
}

class OfflinePlanner implements Planner {
  readonly kind = 'offline' as const;
  /** Stage 2's choices, by the plan they produced: the code is written for the plan recorded. */
  private readonly choices = new Map<string, PlanChoice>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly knowledge: Knowledge,
    private readonly lexicon: Lexicon,
    private readonly matching: MatchContext,
  ) {}

  async clarify(input: StageOneInput): Promise<ClarifyDecision> {
    const match = matchRequest(input, this.matching);
    if (match.kind !== 'tie') return { action: 'plan' };
    const options = match.options.map((o) => o.goal.title);
    return { action: 'ask', question: `Which would you like: ${options.join(', or ')}?`, options };
  }

  /** The goal the request asks for; a tie without an answer takes the first option. */
  private goalOf(input: StageOneInput): GoalRequest {
    return this.goalsOf(input)[0]!;
  }

  /**
   * The goals that serve the request equally well: the one it asks for, or every option of a
   * tie no answer settled (the first is the one planned). Goals of a lower score are never
   * among them: best-of-N prefers fewer actions, and would trade the request for another one.
   */
  private goalsOf(input: StageOneInput): readonly GoalRequest[] {
    const match = matchRequest(input, this.matching);
    if (match.kind === 'goal') return [match.request];
    if (match.kind === 'tie') return match.options;
    const known = [...new Set(this.knowledge.intents.intents.filter((i) => !i.rooms || i.rooms.includes(input.scene.roomType as never)).map((i) => this.knowledge.recipes.goals[i.goal]!.title))];
    throw new UnsupportedRequestError(
      `The offline planner cannot plan '${input.instruction}': ${match.reason}. In a ${input.scene.roomType} it understands requests for: ${known.join('; ')}; ` +
        `and commands such as 'turn on the light' or 'put the apple in the fridge'. Use an LLM planner (--planner openai) for anything else.`,
    );
  }

  async decompose(input: StageOneInput): Promise<TaskDecomposition> {
    const goals = this.goalsOf(input);
    const request = goals[0]!;
    const usable = usableTypes(input, this.matching.typeState);
    const planned = planTypes(request, this.knowledge, this.matching.typeState, usable);
    if (!planned.ok) throw new OfflinePlanningError(`Cannot plan '${request.goal.title}' in ${input.scene.name}: ${planned.reasons.join('; ')}.`);
    const { plan } = planned;
    const notes = plan.replaced.map((r) => `There is no ${r.wanted} here, so a ${r.used} is used for the ${r.role}.`);
    // The plan's own objects first, then those of the other ways to serve the request, so the
    // code stage has the facts to ground any of them (best-of-N candidates).
    const alternatives = goals.flatMap((goal) => planAllTypes(goal, this.knowledge, this.matching.typeState, usable));
    return {
      taskDescription: [fillText(plan.goal.description, (role) => plan.roleTypes.get(role)), ...notes].join(' '),
      subtasks: plan.subtasks,
      neededObjects: [...new Set([...plan.neededTypes, ...alternatives.flatMap((a) => a.neededTypes)])],
    };
  }

  async refineDecomposition(input: StageTwoInput): Promise<TaskDecomposition> {
    const request = this.goalOf(input);
    const grounded = this.ground(request, input);
    const notes = [
      ...input.missingObjects.map((type) => `The scene has no ${type}; the plan does without it.`),
      ...grounded.skipped.map((why) => `Not possible here: ${why}.`),
    ];
    const plan = {
      taskDescription: [grounded.description, ...notes].join(' '),
      subtasks: grounded.subtasks.map((s) => s.text),
      neededObjects: input.stage1.neededObjects.filter((t) => !input.missingObjects.includes(t)),
    };
    this.choices.set(planKey(plan), { request, alternative: grounded.alternative });
    return plan;
  }

  /** The `done:` criteria of the goal the request asks for (recipes.yaml); null when it has none. */
  async successCriteria(input: StageOneInput): Promise<Alternative[] | null> {
    const criteria = goalCriteria(this.goalOf(input).goal, this.knowledge.recipes);
    return criteria.length > 0 ? criteria : null;
  }

  async generateCode(input: CodeInput): Promise<string> {
    const initial = PlanState.fromFacts(input.objects, this.catalogue);
    const first = this.groundPlan(input, initial);
    const code = fenced(buildProgram(functionName(first.goalId), first.subtasks, initial));
    const candidate = input.candidate ?? 1;
    if (candidate <= 1) return code;
    // Best-of-N: candidate i is the i-th distinct program among the alternatives that ground, of
    // the goal and then of the goals tied with it; the first when there are fewer.
    const programs = [code];
    for (const goal of this.goalsOf(input)) {
      for (const grounded of groundAlternatives(goal, this.knowledge, initial)) {
        const text = fenced(buildProgram(functionName(grounded.goalId), grounded.subtasks, initial));
        if (programs.includes(text)) continue;
        programs.push(text);
        if (programs.length === candidate) return text;
      }
    }
    return code;
  }

  async repairCode(input: ValidationRepairInput): Promise<string> {
    const parsed = parseSkillCode(input.code);
    if (!parsed.ok) return this.generateCode(input);
    const view = new SceneView(input, this.catalogue, this.knowledge);
    const repaired = repairValidation(parsed.program, new Set(input.errors.map((e) => e.line)), view, input.skills);
    return flattenSteps(repaired).length === 0 ? this.generateCode(input) : fenced(repaired);
  }

  async refineFromExecution(input: ExecutionRefinementInput): Promise<string> {
    const parsed = parseSkillCode(input.code);
    if (!parsed.ok) return this.generateCode(input);
    const repair = this.repairExecution(parsed.program, input);
    if (input.mode === 'reset') return fenced(repair.program);
    // The remaining steps start from the state execution left, with whatever is in hand.
    const rest = remainderFrom(repair.program, repair.resume);
    const held = this.heldAtFailure(input);
    if (held === undefined) return fenced(rest);
    const failed = flattenSteps(parsed.program).find((s) => s.line === input.failure.line);
    const unprefixed = failed !== undefined && failed.agent === undefined ? input.failure.agent : DEFAULT_AGENT;
    return fenced(settleHand(rest, held, new SceneView(input, this.catalogue, this.knowledge), unprefixed));
  }

  /** What the failed call's agent holds as execution stopped, from the report. */
  private heldAtFailure(input: ExecutionRefinementInput): HeldObject | undefined {
    const { agentState, objects } = input.failure;
    const id = agentState?.holding;
    if (!id) return undefined;
    const type = objects.find((o) => o.objectId === id)?.objectType ?? new SceneView(input, this.catalogue, this.knowledge).typeOf(id);
    return { id, type, agent: agentState.name };
  }

  async refineFromFeedback(input: FeedbackRefinementInput): Promise<string> {
    // Code that no longer parses (a bad manual edit) is replaced by a fresh plan first.
    let parsed = parseSkillCode(input.code);
    if (!parsed.ok) parsed = parseSkillCode(await this.generateCode(input));
    if (!parsed.ok) throw new OfflinePlanningError('cannot read the code to apply the feedback to');
    const view = new SceneView(input, this.catalogue, this.knowledge);
    return fenced(applyFeedback(parsed.program, input.feedback, { view, lexicon: this.lexicon }));
  }

  /** Applies the repair rule of the failure's error code to the failed call. */
  private repairExecution(program: Program, input: ExecutionRefinementInput): Repair {
    const report = input.failure;
    const rule = EXECUTION_REPAIRS.find((r) => r.code === report.errorCode);
    if (rule === undefined) {
      throw new OfflinePlanningError(
        `The offline planner has no repair for ${report.errorCode} (line ${report.line}: ${report.message}). It repairs: ${HANDLED_ERROR_CODES.join(', ')}.`,
      );
    }
    const call = flattenSteps(program).find((s) => s.line === report.line);
    const at = call === undefined ? undefined : locate(program, call);
    if (call === undefined || at === undefined) throw new OfflinePlanningError(`line ${report.line} of the code holds no skill call to repair`);
    const view = new SceneView(input, this.catalogue, this.knowledge);
    const result = rule.repair({ program, call, at, report, view, mode: input.mode });
    if (typeof result === 'string') throw new OfflinePlanningError(`Cannot repair ${report.errorCode} at line ${report.line} (${report.call}): ${result}.`);
    return result;
  }

  /**
   * The plan the code is written for: the alternative stage 2 chose for `input.plan` (decided
   * again the same way when this planner did not make the plan, e.g. in a resumed session),
   * grounded in the objects now, with the plan's subtasks in the plan's order.
   */
  private groundPlan(input: CodeInput, initial: PlanState): GroundedPlan {
    const choice = this.choices.get(planKey(input.plan)) ?? this.choose(input);
    const grounded = groundNamed(choice.request, choice.alternative, this.knowledge, initial);
    if (!grounded.ok) throw new OfflinePlanningError(`Cannot do '${choice.request.goal.title}' in ${input.scene.name}: ${grounded.reasons.join('; ')}.`);
    return { ...grounded.plan, subtasks: followPlan(grounded.plan.subtasks, input.plan.subtasks) };
  }

  /** Stage 2's choice for a request. */
  private choose(input: CodeInput): PlanChoice {
    const request = this.goalOf(input);
    return { request, alternative: this.ground(request, input).alternative };
  }

  private ground(request: GoalRequest, input: StageOneInput & { objects: CodeInput['objects'] }) {
    const state = PlanState.fromFacts(input.objects, this.catalogue);
    const grounded = groundGoal(request, this.knowledge, state);
    if (!grounded.ok) throw new OfflinePlanningError(`Cannot do '${request.goal.title}' in ${input.scene.name}: ${grounded.reasons.join('; ')}.`);
    return grounded.plan;
  }
}

/** The identity of a plan: its content. */
function planKey(plan: TaskDecomposition): string {
  return JSON.stringify([plan.taskDescription, plan.subtasks, plan.neededObjects]);
}

/**
 * The grounded subtasks the plan lists, in its order. A subtask the plan leaves out is not
 * written; one the grounding does not have is an error, not silently replaced.
 * @throws OfflinePlanningError naming the subtask
 */
function followPlan(grounded: readonly EmittedSubtask[], listed: readonly string[]): EmittedSubtask[] {
  const left = [...grounded];
  return listed.map((text) => {
    const at = left.findIndex((s) => s.text === text);
    if (at === -1) throw new OfflinePlanningError(`the plan's subtask '${text}' is not one the offline planner can write code for`);
    return left.splice(at, 1)[0]!;
  });
}
