/**
 * How replies are sampled: temperature, seed, and the reply's token limit per stage. A limit is
 * always sent: without one, a small model looping inside a JSON string writes until its context
 * is full (minutes on a CPU) before the reply is found useless.
 */

/** The sampling settings of a client. */
export interface Sampling {
  /** null: the endpoint's default. */
  temperature: number | null;
  /** null: none sent. */
  seed: number | null;
  /** `max_tokens` per stage; `default` for stages not listed. */
  maxTokens: MaxTokens;
}

/** Token limits: one per named stage, and a default. */
export interface MaxTokens {
  readonly default: number;
  readonly stages: Readonly<Record<string, number>>;
}

/**
 * The limits when none are given: about twice what a good reply of each stage takes (a program
 * of 20 calls as JSON is about 600 tokens; a decomposition about 150, its goal as much again).
 */
export const DEFAULT_MAX_TOKENS: MaxTokens = {
  default: 1024,
  stages: {
    clarify: 256,
    stage1: 512,
    // The plan and its goal in the goal vocabulary.
    stage2: 1024,
    codegen: 1024,
    repair: 1024,
    'refine-execution': 1024,
    'refine-feedback': 1024,
    'refine-goal': 1024,
    allocate: 1024,
    'user-review': 384,
    'user-answer': 192,
  },
};

export const DEFAULT_SAMPLING: Sampling = { temperature: null, seed: null, maxTokens: DEFAULT_MAX_TOKENS };

/** The limit of a stage. */
export function maxTokensFor(stage: string, limits: MaxTokens): number {
  return limits.stages[stage] ?? limits.default;
}

const STAGE = /^[a-z][a-z0-9-]*$/;

/**
 * Reads `--max-tokens`: `N` (every stage), `stage=N,...` (those stages), or both (`600,codegen=1200`),
 * over the defaults.
 * @throws RangeError naming the bad item
 */
export function parseMaxTokens(text: string, base: MaxTokens = DEFAULT_MAX_TOKENS): MaxTokens {
  let all: number | undefined;
  const stages: Record<string, number> = {};
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    const name = eq === -1 ? undefined : item.slice(0, eq).trim();
    const value = Number(eq === -1 ? item : item.slice(eq + 1).trim());
    if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
      throw new RangeError(`'${item}': a token limit must be a whole number from 1 to 1000000`);
    }
    if (name === undefined) all = value;
    else if (!STAGE.test(name)) throw new RangeError(`'${item}': '${name}' is not a stage name (e.g. codegen=1200)`);
    else stages[name] = value;
  }
  if (all === undefined && Object.keys(stages).length === 0) throw new RangeError(`'${text}' names no token limit`);
  // A single number replaces every stage's limit; named stages then override it.
  const baseStages = all === undefined ? base.stages : {};
  return { default: all ?? base.default, stages: { ...baseStages, ...stages } };
}
