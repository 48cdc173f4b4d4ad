/** The stage interface every planner implements, and the inputs of each stage. */
import { InputError } from '../errors.js';
import type { ErrorReport } from '../execution/index.js';
import type { Program } from '../code/index.js';
import type { TaskDecomposition } from './decomposition.js';
import type { Alternative } from '../goals/index.js';
import type { ArgumentChoice } from '../world/index.js';
import type { PreferenceRule } from '../preferences/index.js';
import type { DroppedAlternative, RequestGrounds } from './goal-grounds.js';

/**
 * A planner could not act on the person's feedback as worded (the offline planner knows four
 * forms). Not the end of a session: the person is told why and asked again (exit 2 only when
 * no one can be asked).
 */
export class FeedbackNotUnderstoodError extends InputError {}

/**
 * A correction understood that asks for nothing the plan or code does not do already ("no butter"
 * of a plan that uses none): said so, nothing changes, and the person goes on (not bad input).
 */
export class CorrectionChangesNothingError extends InputError {}

/**
 * The answer to a clarifying question settled nothing the planner understands: not the end of a
 * session, the person hears it and is asked `question` again (exit 2 only when no one can be asked).
 */
export class AnswerNotUnderstoodError extends InputError {
  constructor(
    readonly question: string,
    readonly options: readonly string[],
    message = question,
  ) {
    super(message);
  }
}

/**
 * A planner will not plan the request at all (the offline planner knows no such request). The
 * end of a session: it is recorded as refused (not left unfinished, with nothing to resume), and
 * the command exits 2 with the reason.
 */
export class RequestRefusedError extends InputError {}

/**
 * A plan (edited by the person, or corrected) the planner cannot write code for: the session
 * goes back to the plan with the reason, and stays resumable (exit 2 only when no one can be asked).
 */
export class PlanNotCodableError extends InputError {}

/**
 * The stage interface every planner implements: the LLM planner (any OpenAI-compatible endpoint,
 * or replay of recorded calls) and the offline planner. The session flow only talks to this.
 */
export interface Planner {
  /**
   * How it plans: `openai`, `combined` or `offline`; what the session does by it (the reader's goal
   * first with `combined`, the search for the first code). A replay plans as the planner of the
   * session it replays (`replayed`).
   */
  readonly kind: PlannerKind;
  /** Its calls are answered from a recording (`--planner replay`): the session records its planner as `replay` (recordedPlanner). */
  readonly replayed?: boolean;
  /**
   * A turn of the dialogue before stage 1 (the planner as meta-controller): ask a question with a
   * few likely answers, propose the goal in words, or plan. `input.dialogue` holds the turns so
   * far and `input.questionsLeft` how many more the bound allows.
   */
  clarify(input: StageOneInput): Promise<ClarifyDecision>;
  /** Stage 1: instruction + the scene's object types → task description, subtasks, needed objects. */
  decompose(input: StageOneInput): Promise<TaskDecomposition>;
  /** Stage 2: re-prompted with only the needed objects' properties, states and interactions. */
  refineDecomposition(input: StageTwoInput): Promise<TaskDecomposition>;
  /**
   * What "done" means for the request, as success criteria over the final state, stated with
   * the stage-2 plan for the person to approve; null (or absent) when the planner states none.
   */
  successCriteria?(input: StageOneInput): Promise<Alternative[] | null>;
  /** The goals the household knowledge reads the request as (`--goal-hints`): what a stated goal that cannot be the request's gives way to; [] when none. */
  knownGoals?(input: StageOneInput): readonly Alternative[];
  /**
   * The goals the household reader reads the request as (whether or not the planner was shown
   * them) and the types the request's words name: what every goal a model states is checked
   * against before any code (goal-grounds.ts). Absent: the planner's goals are its own (offline).
   */
  readRequest?(input: StageOneInput): RequestGrounds;
  /** Skill-sequence code for the refined plan (text; may contain a fenced python block). */
  generateCode(input: CodeInput): Promise<string>;
  /** Corrected code after static validation errors (a validation repair). */
  repairCode(input: ValidationRepairInput): Promise<string>;
  /** Corrected code after a failed execution (an execution refinement). */
  refineFromExecution(input: ExecutionRefinementInput): Promise<string>;
  /** Corrected code after the user's feedback in words (a human refinement). */
  refineFromFeedback(input: FeedbackRefinementInput): Promise<string>;
  /**
   * Corrected code after a dry run (or a run) that left the approved goal unmet (a goal
   * refinement): the conditions, and the objects that break them. Absent: the session sends the
   * same words as feedback (`refineFromFeedback`).
   */
  refineFromGoal?(input: GoalRefinementInput): Promise<string>;
}

/** The planner a session records (its start event, its result): `replay` for a replay, else how it plans. */
export function recordedPlanner(planner: Pick<Planner, 'kind' | 'replayed'>): PlannerKind {
  return planner.replayed === true ? 'replay' : planner.kind;
}

/** `openai`, `combined`, `offline` or `replay` (defined with the planner choice, choose-planner.ts). */
export type { PlannerKind } from './choose-planner.js';
import type { PlannerKind } from './choose-planner.js';

export type ClarifyDecision =
  | { action: 'plan' }
  /** `optional`: the planner can plan without an answer (what the request says, any option); no one to ask is no error. */
  | { action: 'ask'; question: string; options: string[]; optional?: boolean }
  /** The goal in words ("I'll make you toast: is that right?"), for the person to accept or correct. */
  | { action: 'propose'; question: string; options: string[] };

/** One answered turn of the dialogue, as the stages read it. */
export interface DialogueExchange {
  kind: 'ask' | 'propose';
  question: string;
  answer: string;
  /** `you-decide`: the planner chooses; `stop`: no more questions; `accept`: the proposal is right; else words or an offered answer. */
  answerKind: 'answer' | 'pick' | 'you-decide' | 'stop' | 'accept';
}

/** A lasting preference of the person, as the stages read it: the words, and the rule they read as (or null). */
export interface PreferenceStatement {
  id: string;
  text: string;
  rule: PreferenceRule | null;
}

/** What every stage knows: the request and the scene at a glance. */
export interface StageOneInput {
  instruction: string;
  /** The question asked before planning and the person's answer, when there was one. */
  clarification?: { question: string; answer: string };
  /** Every answered turn of the dialogue before planning, in order (absent: none). */
  dialogue?: DialogueExchange[];
  /** Turns the dialogue's bound still allows (the clarify stage only). */
  questionsLeft?: number;
  /** The person's lasting preferences that hold in this room (absent: none, or `--no-prefs`). */
  preferences?: PreferenceStatement[];
  scene: {
    name: string;
    roomType: string;
    objectTypes: string[];
    /** Types the room can produce (AppleSliced from an Apple): a plan may name them too. */
    derivableTypes?: string[];
  };
  /**
   * The skill library, and the ways each skill can be called in this room: every planning stage
   * shows them first (the prompts' shared beginning). Absent: the prompts list no skills.
   */
  skills?: SkillSignature[];
  argumentChoices?: ReadonlyMap<string, readonly ArgumentChoice[]>;
}

/** One object type as the planner sees it in stage 2 and code generation. */
export interface ObjectFacts {
  type: string;
  properties: string[];
  interactions: string;
  instances: ObjectInstanceFacts[];
  /**
   * True for a type that is there only as the receptacle around a needed object (the counter the
   * bread is on): prompts show only its instances that hold what the plan needs.
   */
  container?: boolean;
}

export interface ObjectInstanceFacts {
  objectId: string;
  /** Only the true state flags, e.g. ['isOpen', 'isDirty']. */
  state: string[];
  /** The innermost receptacle holding it, or null. */
  parent: string | null;
  contents: string[];
  /** For a controller (StoveKnob) or faucet: the id of the object it is linked to. */
  controls?: string;
}

export interface StageTwoInput extends StageOneInput {
  stage1: TaskDecomposition;
  /** Facts of the needed objects that exist in the scene (and of their containers). */
  objects: ObjectFacts[];
  /** Needed objects named in stage 1 that the scene does not have (reported, not dropped). */
  missingObjects: string[];
  /** The person's correction of the stage-2 plan proposed before, to revise it by. */
  correction?: { plan: TaskDecomposition; text: string };
  /** Stage 2 asked again: every alternative of the goal the plan before stated was dropped (goal-grounds.ts), with why. */
  goalDropped?: { plan: TaskDecomposition; dropped: readonly DroppedAlternative[] };
}

/** A skill's signature as the code prompt lists it. */
export interface SkillSignature {
  name: string;
  params: { name: string; optional: boolean }[];
  description: string;
  /** The property its first argument's type must have (skills.yaml `needs`), when it says. */
  needs?: string | undefined;
}

export interface CodeInput extends StageOneInput {
  plan: TaskDecomposition;
  objects: ObjectFacts[];
  skills: SkillSignature[];
  /**
   * Every name the code may pass as an argument: the scene's objectIds, its types and the types
   * it can produce (for code valid by construction).
   */
  objectNames?: string[];
  /**
   * For each skill, the ways it can be called with those names (world/argument-choices.ts): code
   * valid by construction names only objects the skill can act on. Absent: any name anywhere.
   */
  argumentChoices?: ReadonlyMap<string, readonly ArgumentChoice[]>;
  /**
   * The last reply gave back a program already tried (`version`, the number of that code
   * version): the request says so, so the model writes another one.
   */
  repeated?: { version: number };
  /**
   * Best-of-N: which of the candidates this request is (1-based; absent means 1). Candidate 1's
   * request is the plain one, so a session with one candidate asks exactly what it always did.
   */
  candidate?: number;
  /** Best-of-N: how many candidates are asked for in all (absent means 1). */
  candidates?: number;
}

export interface ValidationRepairInput extends CodeInput {
  code: string;
  /** Each error as `line:column: message`. */
  errors: { line: number; column: number; message: string }[];
}

export interface ExecutionRefinementInput extends CodeInput {
  code: string;
  /** `code` parsed, when the caller has it: a fix is advised only where it fits (known-fix.ts). */
  program?: Program;
  /** The structured report of the failed action (see src/execution/report.ts). */
  failure: ErrorReport;
  /** The report as text, as an LLM reads it (`formatErrorReport`). */
  failureText: string;
  /**
   * `reset`: the corrected program runs again from a reset scene (the paper).
   * `current`: only the remaining steps are wanted; `executed` lists the calls already done.
   */
  mode: 'reset' | 'current';
  executed: string[];
}

export interface FeedbackRefinementInput extends CodeInput {
  code: string;
  feedback: string;
}

/** A condition of the goal that the code left unmet, in words, and why (naming the objects). */
export interface UnmetCondition {
  alternative: string;
  predicate: string;
  because: readonly string[];
}

/**
 * A goal refinement for a planner without `refineFromGoal`: the unmet conditions as the person's
 * feedback would say them.
 */
export function refineTowardGoal(planner: Planner, input: GoalRefinementInput): Promise<string> {
  return planner.refineFromGoal ? planner.refineFromGoal(input) : planner.refineFromFeedback({ ...input, feedback: `The code does not do what was asked: ${input.unmetText}` });
}

export interface GoalRefinementInput extends CodeInput {
  code: string;
  /** Where the unmet goal was seen: the code's dry run in the simulator, or the world after it ran. */
  seen: 'dry-run' | 'executed';
  /** For each alternative of the goal, its first unmet condition. */
  unmet: readonly UnmetCondition[];
  /** The same, as a person (and a model) reads it. */
  unmetText: string;
}
