/**
 * The knobs of one planning session (the `plan` command's options, an experiment's variant), their
 * defaults, and the form the transcript's `start` event records them in.
 */
import { z } from 'zod';
import { ALLOCATOR_NAMES, DEFAULT_RELIABILITY_FLOOR } from '../allocation/index.js';
import { CODE_BY_CONSTRUCTION } from '../planning/index.js';

/** Where an execution refinement starts from: a reset scene (the paper) or the state execution left. */
export const REFINE_FROM = ['reset', 'current'] as const;
export type RefineFrom = (typeof REFINE_FROM)[number];

/** The defaults of the options, shared by `plan` and `experiment`. */
export const SESSION_DEFAULTS = {
  /** Execution refinements allowed (`--max-refinements`; the paper: 5). */
  maxRefinements: 5,
  /** Validation repairs allowed per code version. */
  maxRepairs: 3,
  clarify: true,
  /** Turns of the dialogue before planning (`--max-questions`): questions asked and goals proposed. */
  maxQuestions: 3,
  candidates: 1,
  refineFrom: 'reset' as RefineFrom,
  /** Apply a failure's known fix (an OpenObject the report names) without asking the planner. */
  autoFix: false,
  /** When code leaves the approved goal unmet or fails with no known fix, use a program the offline search finds toward that goal. */
  searchFix: false,
  /** Who does each call: the paper's rule, or `balanced` (time as well as reliability; docs/teams.md). */
  allocator: 'paper' as (typeof ALLOCATOR_NAMES)[number],
  reliabilityFloor: DEFAULT_RELIABILITY_FLOOR,
  /** Goal refinements allowed (`--max-goal-refinements`): code whose dry run leaves the goal unmet goes back to the planner. */
  maxGoalRefinements: 3,
} as const;

/** The largest value of each counted option: the command line refuses more, and so does a resumed transcript. */
export const SESSION_BOUNDS = {
  maxRefinements: 50,
  maxRepairs: 10,
  candidates: 10,
  maxQuestions: 10,
  maxGoalRefinements: 20,
} as const;

/**
 * The options as the `start` event records them; a resumed session keeps them unless a flag is
 * given again. Transcripts written before an option existed read as its default. The bounds are
 * those of the command line, so a transcript cannot ask for what a flag could not (1,000
 * candidates): such a transcript is refused when it is opened, naming its line and field.
 */
export const SessionOptions = z.object({
  maxRefinements: z.number().int().nonnegative().max(SESSION_BOUNDS.maxRefinements).default(SESSION_DEFAULTS.maxRefinements),
  maxRepairs: z.number().int().nonnegative().max(SESSION_BOUNDS.maxRepairs).default(SESSION_DEFAULTS.maxRepairs),
  clarify: z.boolean().default(SESSION_DEFAULTS.clarify),
  /** Absent (transcripts before it): the default. */
  maxQuestions: z.number().int().nonnegative().max(SESSION_BOUNDS.maxQuestions).optional(),
  /** The lasting preferences were left out (`--no-prefs`). */
  noPrefs: z.boolean().optional(),
  candidates: z.number().int().positive().max(SESSION_BOUNDS.candidates).default(SESSION_DEFAULTS.candidates),
  refineFrom: z.enum(REFINE_FROM).default(SESSION_DEFAULTS.refineFrom),
  autoFix: z.boolean().default(SESSION_DEFAULTS.autoFix),
  /** `--search-fix` (absent, as in transcripts before it: off). */
  searchFix: z.boolean().optional(),
  /** The allocator of the allocation step and its reliability floor (absent, as in transcripts before them: the defaults). */
  allocator: z.enum(ALLOCATOR_NAMES).optional(),
  reliabilityFloor: z.number().min(0).max(1).optional(),
  maxGoalRefinements: z.number().int().nonnegative().max(SESSION_BOUNDS.maxGoalRefinements).default(SESSION_DEFAULTS.maxGoalRefinements),
  /**
   * The LLM planner's `--goal-hints` and `--code-by-construction`: what its prompts hold, so a
   * resumed session plans (and its calls replay) as it started. Absent (transcripts before them):
   * not known; the flags decide, goal hints off by default.
   */
  goalHints: z.boolean().optional(),
  codeByConstruction: z.enum(CODE_BY_CONSTRUCTION).optional(),
  /**
   * `--examples k`: the plan bank's verified examples every LLM stage was shown, how many, from
   * which bank folder and of what content (its manifest's sha256 of examples.jsonl), so a replay
   * shows the same. Absent: none were shown (or a transcript before it).
   */
  examples: z.object({ k: z.number().int().positive().max(20), bank: z.string().min(1), content: z.string().regex(/^[0-9a-f]{64}$/) }).strict().optional(),
  /** The team the plan is allocated to (docs/teams.md): its name, and its file so a resumed session loads the same one. */
  team: z.string().optional(),
  teamFile: z.string().optional(),
});
export type SessionOptions = z.infer<typeof SessionOptions>;

/** What one session plans: the request, the scene, and its options. */
export interface PlanSettings extends SessionOptions {
  instruction: string;
  scene: string;
}
