/**
 * The offline planner: every stage of the Planner interface, with no network and no model. It
 * understands the request (a command of words.yaml, or a need or use of uses.yaml) as a
 * goal, and finds a short program toward it by search against the simulator the program will
 * run in (the bridge's `simulate`); refinements repair or re-plan the parsed program.
 */
import { fullStop } from '../../english.js';
import { flattenSteps, parseSkillCode, printProgram, type Program } from '../../code/index.js';
import { echo } from '../../display.js';
import { DEFAULT_AGENT } from '../../execution/index.js';
import type { Alternative } from '../../goals/index.js';
import type { World } from '../../world/index.js';
import type { TaskDecomposition } from '../decomposition.js';
import {
  AnswerNotUnderstoodError,
  CorrectionChangesNothingError,
  PlanNotCodableError,
  type ClarifyDecision,
  type CodeInput,
  type ExecutionRefinementInput,
  type FeedbackRefinementInput,
  type Planner,
  type StageOneInput,
  type StageTwoInput,
  type ValidationRepairInput,
} from '../planner.js';
import { fenced } from './code-text.js';
import { OfflinePlanningError, UnsupportedRequestError } from './errors.js';
import { applyFeedback, correctPlan, type FeedbackContext } from './feedback.js';
import { settleHand, type HeldObject } from './hand.js';
import type { NamedGoal } from './intents.js';
import { titleOf } from './uses/choose-uses.js';
import { useGoal } from './uses/use-goal.js';
import type { Knowledge } from './knowledge-schema.js';
import { loadKnowledge } from './load-knowledge.js';
import { decompositionOf, functionName } from './plan-text.js';
import { locate, remainderFrom } from './program-edit.js';
import { EXECUTION_REPAIRS, HANDLED_ERROR_CODES, type Repair } from './repairs.js';
import { SceneView } from './scene-view.js';
import { Searcher } from './searcher.js';
import type { GoalPlan } from './search/plan.js';
import type { PlannedCall } from './search/call-steps.js';
import { programOf } from './search/program-text.js';
import type { Start, WorldSimulator } from './search/simulator.js';
import { faucetsOfScene, instancesOfScene, planReadingOf, understand, usableTypes, type GoalReading, type UnderstandContext } from './understanding.js';
import { choiceQuestion, choicesOf, chosenBy } from './choices.js';
import { allowedGoal, preferenceConditions, preferenceWords, type PreferenceConditions } from './preferences.js';
import { Vocabulary } from './understand/vocabulary.js';
import { preferencesWithRequest } from './understand/request-constraints.js';
import { repairValidation } from './validation-repair.js';
import { startStateOf } from './understand/got-at.js';

export interface OfflinePlannerOptions {
  /** The scene's world: catalogue, scene (its links), skills. */
  readonly world: Pick<World, 'catalogue' | 'scene' | 'skills'>;
  /** The simulator the program will run in (the session's bridge): every plan is searched against it. */
  readonly simulator: WorldSimulator;
  /** Intents, goals and words; default: `knowledge/` of the project. */
  readonly knowledge?: Knowledge;
}

/** Creates the offline planner. Loading the knowledge is the only file I/O, done here once. */
export function createOfflinePlanner(options: OfflinePlannerOptions): Planner {
  const knowledge = options.knowledge ?? loadKnowledge(undefined, options.world.catalogue);
  return new OfflinePlanner(options.world, options.simulator, knowledge);
}

/** A goal planned in the scene: what was asked, the goal, and the program the search found. */
interface Planned {
  readonly goal: NamedGoal;
  readonly notes: readonly string[];
  /** Types the plan must not use (a correction's "instead of"). */
  readonly avoid: ReadonlySet<string>;
  readonly plan: GoalPlan;
  readonly decomposition: TaskDecomposition;
  /** The goals tied with this one that no answer settled: best-of-N offers them next. */
  readonly tied?: readonly NamedGoal[] | undefined;
}

class OfflinePlanner implements Planner {
  readonly kind = 'offline' as const;
  private readonly vocabulary: Vocabulary;
  private readonly searcher: Searcher;
  /** Plans by request (instruction and answer), and by the stage-2 plan they produced. */
  private readonly byRequest = new Map<string, Promise<Planned>>();
  private readonly byPlan = new Map<string, Planned>();
  /** The plan a correction of stage 2 made: its goal is the one stated. */
  private corrected: Planned | undefined;

  constructor(
    private readonly world: Pick<World, 'catalogue' | 'scene' | 'skills'>,
    private readonly simulator: WorldSimulator,
    private readonly knowledge: Knowledge,
  ) {
    this.vocabulary = new Vocabulary(knowledge.words, world.catalogue);
    this.searcher = new Searcher(world, simulator, knowledge);
  }

  private context(input: StageOneInput): UnderstandContext {
    const usable = usableTypes(input.scene, this.world.catalogue);
    return { knowledge: this.knowledge, vocabulary: this.vocabulary, catalogue: this.world.catalogue, roomType: input.scene.roomType, usable, holdersOf: this.holdersOf, faucetsFor: this.faucetsFor, instancesOf: instancesOfScene(this.world.scene.objects), skills: [...this.world.skills.keys()], startState: startStateOf(this.world.scene.objects) };
  }

  /** The faucets of the scene by the basin they run into. */
  private readonly faucetsFor = (basin: string): string[] => faucetsOfScene(this.world.scene.objects)(basin);

  /** The types of the furniture objects of `type` stand in or on, in the scene as it starts. */
  private readonly holdersOf = (type: string): string[] => {
    const typeOf = new Map(this.world.scene.objects.map((o) => [o.id, o.type] as const));
    const holders = this.world.scene.objects.filter((o) => o.type === type && o.parent !== undefined).map((o) => typeOf.get(o.parent!)!);
    return [...new Set(holders.filter((t) => t !== undefined))];
  };

  /**
   * Asks where the request leaves a choice: goals tied for it, or a goal made of others (a meal:
   * toast, a fried egg, a salad...), those the preferences allow; an answer that named none is
   * asked again. Otherwise plans.
   */
  async clarify(input: StageOneInput): Promise<ClarifyDecision> {
    const ctx = this.context(input);
    const answer = input.clarification?.answer;
    const { avoid } = this.conditions(input);
    const understood = understand(input.instruction, answer, ctx);
    // A command that names several kinds of thing the room has: which one is meant.
    if (understood.kind === 'goal' && understood.readings !== undefined) {
      const options = understood.readings.map((o) => o.title);
      return { action: 'ask', question: `Which do you mean: ${options.join(', or ')}?`, options, optional: true };
    }
    if (understood.kind === 'tie') {
      const allowed = allowedOptions(understood, avoid);
      return allowed.options.length > 1 ? { action: 'ask', ...askAgain(allowed) } : { action: 'plan' };
    }
    // A thing named with nothing asked of it: what to do with it (with no one to say, it is refused).
    if (understood.kind === 'ask') return { action: 'ask', question: understood.question, options: [...understood.options] };
    if (understood.kind !== 'goal') return { action: 'plan' };
    const choices = choicesOf(understood.goal, this.knowledge, ctx.usable, avoid);
    if (choices.length < 2) return { action: 'plan' };
    if (answer !== undefined && chosenBy(answer, choices, this.knowledge) !== undefined) return { action: 'plan' };
    return { action: 'ask', ...choiceQuestion(choices, answer) };
  }

  /** The person's preferences as conditions in this room. */
  private conditions(input: StageOneInput): PreferenceConditions {
    return preferenceConditions(preferencesWithRequest(input, this.vocabulary, this.world.catalogue), this.context(input).usable, this.knowledge);
  }

  /**
   * The goal the request asks for, within the preferences: a tie (or a goal made of others) no
   * answer was given for takes the first option the preferences allow; a goal made of others takes
   * the one the answer named.
   * @throws AnswerNotUnderstoodError when an answer settled none of the options: the person is asked again
   */
  private goalOf(input: StageOneInput): { goal: NamedGoal; notes: string[]; tied?: NamedGoal[]; reading?: GoalReading } {
    const ctx = this.context(input);
    const answer = input.clarification?.answer;
    const conditions = this.conditions(input);
    const { avoid } = conditions;
    const understood = understand(input.instruction, answer, ctx);
    // The preferences about what the request asks for, said once in the plan.
    const kept = preferenceWords(conditions, understood.kind === 'goal' ? [understood.goal] : understood.kind === 'tie' ? understood.options : []);
    const refuse = (why: string) => new UnsupportedRequestError(`The offline planner cannot plan '${input.instruction}': ${fullStop(why)} ${this.canDo(ctx)}`);
    const excluded = () => refuse(`every way to do it uses what your preferences exclude (${[...avoid].join(', ')})`);
    if (understood.kind === 'goal') {
      const choices = answer === undefined ? [] : choicesOf(understood.goal, this.knowledge, ctx.usable, avoid);
      const chosen = choices.length < 2 ? undefined : chosenBy(answer!, choices, this.knowledge);
      // Not another dish, nor the same plan silently: the person hears it and is asked again.
      if (choices.length > 1 && chosen === undefined) {
        const { question, options } = choiceQuestion(choices, answer);
        throw new AnswerNotUnderstoodError(question, options);
      }
      const goal = chosen ?? allowedGoal(understood.goal, avoid);
      if (goal === null) throw excluded();
      return { goal, notes: [...understood.notes, ...kept], reading: understood.reading };
    }
    if (understood.kind === 'tie') {
      const allowed = allowedOptions(understood, avoid);
      if (allowed.options.length === 0) throw excluded();
      if (understood.answer !== undefined && allowed.options.length > 1) {
        const { question, options } = askAgain(allowed);
        throw new AnswerNotUnderstoodError(question, options);
      }
      // Without an answer: which kind of thing is meant, any of them, as the command says it;
      // which of the tied goals, the first, the others offered by best-of-N.
      if (understood.asStated !== undefined) return { goal: understood.asStated, notes: [...kept], reading: understood.reading };
      return { goal: allowed.options[0]!, notes: [...(understood.notes ?? []), ...kept], tied: allowed.options.slice(1), reading: understood.reading };
    }
    if (understood.kind === 'ask') {
      // An answer that said what to do was read above; one that did not is asked again, unless it left the choice to the planner.
      const decided = input.dialogue?.at(-1)?.answerKind;
      if (answer !== undefined && decided !== 'you-decide' && decided !== 'stop') throw new AnswerNotUnderstoodError(understood.question, [...understood.options]);
      throw refuse(`${understood.reason}; asked "${understood.question.replace(/^I did not understand '[^']*'\. /, '')}", no one said`);
    }
    throw refuse(understood.reason);
  }

  /** What the planner can do instead, for a refusal: commands, and the uses this room serves with words that ask for them. */
  private canDo(ctx: UnderstandContext): string {
    const room = { roomType: ctx.roomType, usable: ctx.usable, faucetsFor: ctx.faucetsFor };
    const known = this.knowledge.uses.uses
      .filter((u) => u.asks.length > 0 && useGoal(u, this.knowledge, room).ok)
      .map((u) => `${titleOf(u, this.knowledge)} ('${u.asks[0]}')`);
    return (
      `It understands commands such as 'put the apple in the fridge', 'turn on the lamp', 'slice the bread', 'heat the mug', 'wash the plate', ` +
      `'examine the watch under the lamp', and in this ${ctx.roomType} needs and wishes for: ${[...new Set(known)].slice(0, 14).join('; ')}. Use an LLM planner (--planner openai) for anything else.`
    );
  }

  /** The plan of the request (searched once per request). */
  private planned(input: StageOneInput): Promise<Planned> {
    const { avoid } = this.conditions(input);
    const key = JSON.stringify([input.instruction, input.clarification?.answer ?? null, input.scene.name, [...avoid].sort()]);
    let planned = this.byRequest.get(key);
    if (planned === undefined) {
      const { goal, notes, tied, reading } = this.goalOf(input);
      planned = this.planGoal(goal, notes, avoid, input.scene.name, reading).then((p) => ({ ...p, tied }));
      this.byRequest.set(key, planned);
      planned.catch(() => this.byRequest.delete(key));
    }
    return planned;
  }

  /** Searches a program toward `goal` from the reset scene. */
  private async planGoal(goal: NamedGoal, notes: readonly string[], avoid: ReadonlySet<string>, scene: string, reading?: GoalReading): Promise<Planned> {
    const outcome = await this.searcher.plan({ goal: goal.ways, start: 'reset', avoid });
    if (!outcome.ok) throw new OfflinePlanningError(`Cannot do '${goal.title}' in ${scene}: ${outcome.reasons.join('; ')}.`);
    const plan = decompositionOf(goal, notes, outcome.plan);
    const decomposition = reading === undefined ? plan : { ...plan, reading: planReadingOf(reading) };
    return { goal, notes, avoid, plan: outcome.plan, decomposition };
  }

  async decompose(input: StageOneInput): Promise<TaskDecomposition> {
    return (await this.planned(input)).decomposition;
  }

  async refineDecomposition(input: StageTwoInput): Promise<TaskDecomposition> {
    let planned = this.corrected ?? (await this.planned(input));
    if (input.correction !== undefined) {
      const change = correctPlan(input.correction.text, planned.goal, planned.plan, this.feedbackContext(input));
      const notes = change.replaces === true ? [change.note] : [...planned.notes, change.note];
      planned = await this.planGoal(change.goal, notes, new Set([...planned.avoid, ...change.avoid]), input.scene.name);
      this.corrected = planned;
    }
    this.byPlan.set(planKey(planned.decomposition), planned);
    return planned.decomposition;
  }

  async successCriteria(input: StageOneInput): Promise<Alternative[] | null> {
    const planned = this.corrected ?? (await this.planned(input));
    return [...planned.goal.alternatives];
  }

  async generateCode(input: CodeInput): Promise<string> {
    const planned = await this.plannedFor(input);
    const candidate = input.candidate ?? 1;
    if (candidate > 1) {
      const other = await this.candidate(planned, candidate);
      if (other !== undefined) return fenced(other);
    }
    return fenced(this.programOf(planned.goal, planned.plan));
  }

  /** The program of a plan, as skill code. */
  private programOf(goal: NamedGoal, plan: GoalPlan): Program {
    return programOf(functionName(goal.id === 'as-asked' ? plan.alternative : goal.id), plan.calls, plan.root.state);
  }

  /**
   * Best-of-N: candidate i is the i-th distinct program among the goal's alternatives (then those
   * of the goals tied with it that no answer settled), each searched in the simulator; past the
   * last, the first again.
   */
  private async candidate(planned: Planned, index: number): Promise<Program | undefined> {
    const reachable: GoalPlan[] = [planned.plan];
    const same = (a: GoalPlan, b: GoalPlan): boolean => a.calls.length === b.calls.length && a.calls.every((c, i) => c.skill === b.calls[i]!.skill && c.args.join() === b.calls[i]!.args.join());
    for (const alternative of [...planned.goal.ways, ...(planned.tied ?? []).flatMap((g) => g.ways)]) {
      if (alternative.name === planned.plan.alternative) continue;
      const outcome = await this.searcher.plan({ goal: [alternative], start: 'reset', avoid: planned.avoid });
      if (outcome.ok && !outcome.plan.alreadyDone && !reachable.some((r) => same(r, outcome.plan))) reachable.push(outcome.plan);
      if (reachable.length === index) break;
    }
    const chosen = reachable[index - 1] ?? reachable[0]!;
    return chosen === planned.plan ? undefined : this.programOf(planned.goal, chosen);
  }

  /**
   * The plan the code is written for: the one this planner made for `input.plan`; else the
   * request's own plan when it is that plan (a resumed session); else the plan as the person
   * wrote it, understood subtask by subtask as commands.
   * @throws PlanNotCodableError when a written plan asks for what the planner does not understand
   */
  private async plannedFor(input: CodeInput): Promise<Planned> {
    const own = this.byPlan.get(planKey(input.plan));
    if (own !== undefined) return own;
    const asked = await this.planned(input);
    if (sameSubtasks(asked.decomposition, input.plan)) return asked;
    const planned = await this.followWritten(input);
    this.byPlan.set(planKey(input.plan), planned);
    return planned;
  }

  /**
   * A plan the person wrote (or edited): each subtask understood as a command and planned in
   * turn from where the one before left the room, so the code follows the plan's order; the goal
   * stated is that of the whole plan.
   * @throws PlanNotCodableError naming the subtask and the words not understood
   */
  private async followWritten(input: CodeInput): Promise<Planned> {
    const ctx = this.context(input);
    const refuse = (why: string): PlanNotCodableError =>
      new PlanNotCodableError(`The offline planner cannot write code for this plan: ${why}. Correct the plan in words, or edit it into commands such as 'Put the Apple in the Fridge.'`);
    const calls: PlannedCall[] = [];
    let plan: GoalPlan | undefined;
    let last: NamedGoal | undefined;
    for (const subtask of input.plan.subtasks) {
      const understood = understand(subtask, undefined, ctx);
      if (understood.kind !== 'goal' || understood.via !== 'command') {
        throw refuse(`the subtask '${subtask}' is not a command it understands (${understood.kind === 'none' ? understood.reason : 'it is no command'})`);
      }
      const outcome = await this.searcher.plan({ goal: understood.goal.ways, start: 'reset', after: calls });
      if (!outcome.ok) throw refuse(`no program of the skills does '${subtask}' after the subtasks before it (${outcome.reasons.join('; ')})`);
      calls.push(...outcome.plan.calls.map((c) => ({ ...c, purpose: subtask })));
      // The program starts where the first subtask's plan started.
      plan = { ...outcome.plan, calls: [...calls], root: plan?.root ?? outcome.plan.root };
      last = understood.goal;
    }
    if (plan === undefined || last === undefined) throw refuse('it has no subtasks');
    const whole = understand(input.plan.subtasks.join(', then '), undefined, ctx);
    const goal = whole.kind === 'goal' && whole.via === 'command' ? whole.goal : last;
    return { goal, notes: [], avoid: new Set(), plan, decomposition: input.plan };
  }

  /** What the refinements know of the room: as the program starts (`reset`), or as it is now. */
  private async sceneView(input: CodeInput, start: Start): Promise<SceneView> {
    const { state } = await this.simulator.simulate([], { from: start });
    return new SceneView(input, this.world.catalogue, this.knowledge, state);
  }

  async repairCode(input: ValidationRepairInput): Promise<string> {
    const parsed = parseSkillCode(input.code);
    if (!parsed.ok) return this.generateCode(input);
    const view = await this.sceneView(input, 'reset');
    const repaired = repairValidation(parsed.program, new Set(input.errors.map((e) => e.line)), view, input.skills);
    return flattenSteps(repaired).length === 0 ? this.generateCode(input) : fenced(repaired);
  }

  async refineFromExecution(input: ExecutionRefinementInput): Promise<string> {
    const parsed = parseSkillCode(input.code);
    if (!parsed.ok) return this.generateCode(input);
    const repair = await this.repairExecution(parsed.program, input);
    if (repair === undefined) return this.replan(input);
    if (input.mode === 'reset') {
      // The simulator judges the repaired program; one that still fails is planned anew.
      const judged = await this.searcher.runs(flattenSteps(repair.program), 'reset');
      return judged ? fenced(repair.program) : this.replan(input);
    }
    // The remaining steps start from the state execution left, with whatever is in hand.
    const rest = remainderFrom(repair.program, repair.resume);
    const held = await this.heldAtFailure(input);
    if (held === undefined) return fenced(rest);
    const failed = flattenSteps(parsed.program).find((s) => s.line === input.failure.line);
    const unprefixed = failed !== undefined && failed.agent === undefined ? input.failure.agent : DEFAULT_AGENT;
    return fenced(settleHand(rest, held, await this.sceneView(input, 'current'), unprefixed));
  }

  /** A new program toward the goal from where the program will run again (a failure no repair fits). */
  private async replan(input: ExecutionRefinementInput): Promise<string> {
    const { errorCode, line, message } = input.failure;
    const noRepair = `The offline planner has no repair for ${errorCode} (line ${line}: ${message}); it repairs: ${HANDLED_ERROR_CODES.join(', ')}`;
    let planned: Planned;
    try {
      planned = this.corrected ?? (await this.plannedFor(input));
    } catch (error) {
      throw new OfflinePlanningError(`${noRepair}; and it cannot plan the request again: ${(error as Error).message}`);
    }
    const start: Start = input.mode === 'reset' ? 'reset' : 'current';
    const outcome = await this.searcher.plan({ goal: planned.goal.ways, start, avoid: planned.avoid });
    if (!outcome.ok) throw new OfflinePlanningError(`${noRepair}; and no new program reaches the goal: ${outcome.reasons.join('; ')}.`);
    return fenced(this.programOf(planned.goal, outcome.plan));
  }

  /** What the failed call's agent holds as execution stopped, from the report. */
  private async heldAtFailure(input: ExecutionRefinementInput): Promise<HeldObject | undefined> {
    const { agentState, objects } = input.failure;
    const id = agentState?.holding;
    if (!id) return undefined;
    const type = objects.find((o) => o.objectId === id)?.objectType ?? (await this.sceneView(input, 'current')).typeOf(id);
    return { id, type, agent: agentState.name };
  }

  /** The repair rule of the failure's error code applied to the failed call; none when no rule fits. */
  private async repairExecution(program: Program, input: ExecutionRefinementInput): Promise<Repair | undefined> {
    const report = input.failure;
    const rule = EXECUTION_REPAIRS.find((r) => r.code === report.errorCode);
    if (rule === undefined) return undefined;
    const call = flattenSteps(program).find((s) => s.line === report.line);
    const at = call === undefined ? undefined : locate(program, call);
    if (call === undefined || at === undefined) return undefined;
    const view = await this.sceneView(input, 'reset');
    const result = rule.repair({ program, call, at, report, view, mode: input.mode });
    return typeof result === 'string' ? undefined : result;
  }

  async refineFromFeedback(input: FeedbackRefinementInput): Promise<string> {
    // Code that no longer parses (a bad manual edit) is replaced by a fresh plan first.
    let parsed = parseSkillCode(input.code);
    if (!parsed.ok) parsed = parseSkillCode(await this.generateCode(input));
    if (!parsed.ok) throw new OfflinePlanningError('cannot read the code to apply the feedback to');
    const planned = this.corrected ?? (await this.plannedFor(input));
    // A preference kept with this feedback ("I'm vegan") excludes more than the plan did: plan the request again within it.
    const within = this.conditions(input);
    if ([...within.avoid].some((t) => !planned.avoid.has(t))) {
      const again = await this.planned(input);
      const program = unchangedOr(this.programOf(again.goal, again.plan), parsed.program, input.feedback);
      this.byPlan.set(planKey(input.plan), again);
      return fenced(program);
    }
    const { program: edited, change } = await applyFeedback(parsed.program, input.feedback, planned.goal, planned.plan, this.feedbackContext(input), {
      replan: async (goal, avoid) => {
        const outcome = await this.searcher.plan({ goal: goal.ways, start: 'reset', avoid: new Set([...planned.avoid, ...avoid]) });
        return outcome.ok ? this.programOf(goal, outcome.plan) : outcome.reasons.join('; ');
      },
      extend: async (goal, after) => {
        const outcome = await this.searcher.plan({ goal: goal.ways, start: 'reset', after, avoid: planned.avoid });
        return outcome.ok ? outcome.plan : outcome.reasons.join('; ');
      },
    });
    unchangedOr(edited, parsed.program, input.feedback);
    // The goal the code now reaches is the one stated from here on (successCriteria), and the one later corrections change.
    if (change !== undefined) {
      const notes = change.replaces === true ? [change.note] : [...planned.notes, change.note];
      this.corrected = { ...planned, goal: change.goal, notes, avoid: new Set([...planned.avoid, ...change.avoid]) };
    }
    return fenced(edited);
  }

  private feedbackContext(input: StageOneInput): FeedbackContext {
    return { understand: this.context(input), vocabulary: this.vocabulary, interchangeable: this.knowledge.goals.interchangeable };
  }
}

/**
 * `program`, when a correction changed the code: a correction carried out to the very code it was
 * given is never handed back as new code (the session would take it for a planner repeating
 * itself); the corrected goal is reached by the code as it stands, and the person is told so.
 * @throws CorrectionChangesNothingError when `program` is `before`
 */
function unchangedOr(program: Program, before: Program, feedback: string): Program {
  if (printProgram(program) !== printProgram(before)) return program;
  throw new CorrectionChangesNothingError(`The code already does what '${echo(feedback)}' asks: planned for it, it comes out as it is.`);
}

/** A tie with only the options the preferences allow. */
function allowedOptions(tie: Extract<ReturnType<typeof understand>, { kind: 'tie' }>, avoid: ReadonlySet<string>): Extract<ReturnType<typeof understand>, { kind: 'tie' }> {
  return { ...tie, options: tie.options.map((o) => allowedGoal(o, avoid)).filter((o): o is NamedGoal => o !== null) };
}

/** The question of a tie, saying first that the answer given (if any) named none of its options. */
function askAgain(tie: Extract<ReturnType<typeof understand>, { kind: 'tie' }>): { question: string; options: string[] } {
  const options = tie.options.map((o) => o.title);
  const notUnderstood = tie.answer === undefined ? '' : `I did not understand '${tie.answer}' as one of them. `;
  const which = tie.asStated === undefined ? 'Which would you like' : 'Which do you mean';
  return { question: `${notUnderstood}${which}: ${options.join(', or ')}?`, options };
}

/** The identity of a plan: its content. */
function planKey(plan: TaskDecomposition): string {
  return JSON.stringify([plan.taskDescription, plan.subtasks, plan.neededObjects]);
}

/** Whether two plans list the same subtasks. */
function sameSubtasks(a: TaskDecomposition, b: TaskDecomposition): boolean {
  return a.subtasks.length === b.subtasks.length && a.subtasks.every((s, i) => s === b.subtasks[i]);
}
