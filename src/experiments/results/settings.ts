/**
 * The settings a results folder belongs to (`settings.json`): everything that decides how an
 * episode runs — the suite and its content, the models, the planner, the user, the budgets, the
 * variants, the teams, the simulator backend and the code. Episodes run under other settings never mix
 * with them: a rerun that differs is refused, naming each difference.
 *
 * What the run covers (repeats, `--episodes`) is its scope, not a setting: a rerun may add
 * repeats or report on fewer episodes; the report says what it covers.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ALLOCATOR_NAMES, DEFAULT_RELIABILITY_FLOOR } from '../../allocation/index.js';
import { describeCodeVersion, type CodeVersion } from './code-version.js';
import type { Suite } from '../suites/suite.js';
import { EpisodeVariant, variantDescription } from '../run/variant.js';

/** The LLM options that change replies: sampling and the form replies are asked in. */
export const LlmSettings = z
  .object({
    temperature: z.number().nullable(),
    seed: z.number().int().nullable(),
    /** `--max-tokens` as given, or `default`. */
    maxTokens: z.string(),
    structuredOutput: z.string(),
    codeByConstruction: z.string(),
    /** `--goal-hints` (false in folders made before it existed). */
    goalHints: z.boolean().default(false),
    /** `--examples k`: the verified examples of the plan bank each stage was shown (0 in folders made before it existed). */
    examples: z.number().int().nonnegative().default(0),
  })
  .strict();
export type LlmSettings = z.infer<typeof LlmSettings>;

export const ExperimentSettings = z
  .object({
    suite: z.object({ name: z.string(), hash: z.string() }).strict(),
    models: z.array(z.string()),
    planner: z.object({ mode: z.string(), replay: z.string().nullable(), allocatorModel: z.string().nullable() }).strict(),
    /** `simulated`, or the LLM user's model for each planner model. */
    user: z.union([z.literal('simulated'), z.object({ llm: z.record(z.string(), z.string()) }).strict()]),
    budgets: z.object({ maxRefinements: z.number().int(), humanRefinements: z.number().int(), maxRepairs: z.number().int() }).strict(),
    /** `--auto-fix`: known fixes applied without a planner call (false in folders made before it existed). */
    autoFix: z.boolean().default(false),
    /** `--search-fix` (false in folders made before it existed). */
    searchFix: z.boolean().default(false),
    /** `--goal-review` (false in folders made before it existed). */
    goalReview: z.boolean().default(false),
    /** `--max-goal-refinements` (absent in folders made before it: the default). */
    maxGoalRefinements: z.number().int().nonnegative().optional(),
    variants: z.array(EpisodeVariant),
    /** `--team`: the teams each final program is measured with (docs/teams.md); the first runs the sessions. */
    teams: z.array(z.string()).default(['paper']),
    /**
     * `--allocator`: the allocators each team is measured with (the first allocates in the
     * sessions), and `--reliability-floor` the balanced one's floor; absent (folders made before
     * them): the paper rule.
     */
    allocators: z.array(z.enum(ALLOCATOR_NAMES)).optional(),
    reliabilityFloor: z.number().min(0).max(1).optional(),
    backend: z.string(),
    code: z.object({ version: z.string(), commit: z.string().nullable(), changes: z.string().nullable() }).strict(),
    /** How the LLM is asked (absent: the defaults, and in folders made before it was recorded). */
    llm: LlmSettings.optional(),
  })
  .strict();
export type ExperimentSettings = z.infer<typeof ExperimentSettings>;

/** What the run covers; recorded for the report, free to change between runs. */
export const ExperimentScope = z.object({ repeats: z.number().int().positive(), episodes: z.string().nullable() }).strict();
export type ExperimentScope = z.infer<typeof ExperimentScope>;

/** `settings.json`: the settings, the latest scope, and when. */
export const SettingsFile = z
  .object({
    version: z.literal(1),
    settings: ExperimentSettings,
    scope: ExperimentScope,
    /**
     * Where the latest run's simulators came from (launched here, `--bridge`, a Ray cluster), free
     * to change between runs like the scope: results do not depend on it. Each episode record
     * names the simulator that ran it.
     */
    simulators: z.string().optional(),
    created: z.string(),
    updated: z.string(),
  })
  .strict();
export type SettingsFile = z.infer<typeof SettingsFile>;

/** A fingerprint of the suite's content (tasks, scenes, criteria), independent of YAML layout. */
export function suiteHash(suite: Suite): string {
  return createHash('sha256').update(canonical(suite)).digest('hex').slice(0, 16);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One setting as people read it, and how to tell two apart. */
const described: { name: string; show: (s: ExperimentSettings) => string }[] = [
  { name: 'suite', show: (s) => s.suite.name },
  { name: 'suite content (tasks, scenes, criteria)', show: (s) => `hash ${s.suite.hash}` },
  { name: 'models', show: (s) => s.models.join(', ') },
  { name: 'planner', show: (s) => s.planner.mode },
  { name: 'replayed from', show: (s) => s.planner.replay ?? 'nothing (not replayed)' },
  { name: 'allocator model', show: (s) => s.planner.allocatorModel ?? 'none' },
  { name: 'user', show: (s) => (s.user === 'simulated' ? 'the simulated user' : `the LLM user (${Object.entries(s.user.llm).map(([p, u]) => (p === u ? u : `${u} for ${p}`)).join(', ')})`) },
  { name: 'max refinements (--max-refinements)', show: (s) => String(s.budgets.maxRefinements) },
  { name: 'human refinements (--human-refinements)', show: (s) => String(s.budgets.humanRefinements) },
  { name: 'validation repairs', show: (s) => String(s.budgets.maxRepairs) },
  { name: 'known fixes applied without the planner (--auto-fix)', show: (s) => (s.autoFix ? 'yes' : 'no') },
  { name: 'programs searched toward the goal without the planner (--search-fix)', show: (s) => (s.searchFix ? 'yes' : 'no') },
  { name: "the user reviews the planner's goal before any code (--goal-review)", show: (s) => (s.goalReview ? 'yes' : 'no') },
  { name: 'goal refinements (--max-goal-refinements)', show: (s) => String(s.maxGoalRefinements ?? 3) },
  { name: 'variants', show: (s) => s.variants.map(variantDescription).join('; ') },
  { name: 'teams (--team)', show: (s) => s.teams.join(', ') },
  { name: 'allocators (--allocator)', show: (s) => (s.allocators ?? ['paper']).join(', ') },
  {
    name: 'reliability floor of the balanced allocator (--reliability-floor)',
    show: (s) => ((s.allocators ?? []).includes('balanced') ? `${Math.round((s.reliabilityFloor ?? DEFAULT_RELIABILITY_FLOOR) * 100)}%` : 'not used'),
  },
  { name: 'backend', show: (s) => s.backend },
  {
    name: 'LLM sampling and reply forms',
    show: (s) =>
      s.llm === undefined
        ? 'defaults'
        : `temperature ${s.llm.temperature ?? "the endpoint's"}, seed ${s.llm.seed ?? 'none'}, max tokens ${s.llm.maxTokens}, structured output ${s.llm.structuredOutput}, code by construction ${s.llm.codeByConstruction}, goal hints ${s.llm.goalHints ? 'on' : 'off'}${s.llm.examples > 0 ? `, ${s.llm.examples} bank examples` : ''}`,
  },
  { name: 'code version', show: (s) => describeCodeVersion(s.code as CodeVersion) },
];

/** The settings as `name: value` lines (for the report). */
export function describeSettings(settings: ExperimentSettings): { name: string; value: string }[] {
  return described.map(({ name, show }) => ({ name, value: show(settings) }));
}

/** Each setting that differs, as `name: recorded → this run`. */
export function settingsDifferences(recorded: ExperimentSettings, wanted: ExperimentSettings): string[] {
  return described.flatMap(({ name, show }) => {
    const before = show(recorded);
    const now = show(wanted);
    return before === now ? [] : [`${name}: ${before} (recorded) → ${now} (this run)`];
  });
}
