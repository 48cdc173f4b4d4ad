/**
 * The options that control the LLM, shared by `plan` and `experiment`: sampling (temperature,
 * seed, token limits per stage), the structured-output mode, and code valid by construction
 * (the per-attempt deadline, `--llm-timeout`, is options.ts's).
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { parseMaxTokens, STRUCTURED_MODES, type LlmControl, type Sampling, type StructuredMode } from '../llm/index.js';
import { CODE_BY_CONSTRUCTION, type CodeByConstruction } from '../planning/index.js';
import { addExampleOptions, type ExampleFlags } from './example-options.js';

/** The flags addLlmOptions adds. */
export interface LlmFlags extends ExampleFlags {
  temperature?: number;
  seed?: number;
  maxTokens?: Sampling['maxTokens'];
  structuredOutput: 'auto' | StructuredMode;
  codeByConstruction: CodeByConstruction;
  goalHints: boolean;
}

/** Adds the LLM control options to a command (and --examples, --bank: example-options.ts). */
export function addLlmOptions(command: Command): Command {
  return addExampleOptions(command)
    .option('--temperature <t>', 'sampling temperature, 0 to 2 (default: the endpoint\'s)', temperature)
    .option('--seed <n>', 'sampling seed, for servers that honour one', seed)
    .option('--max-tokens <limits>', 'reply token limit: N for every stage, or stage=N,... (e.g. codegen=1500); defaults per stage in docs', maxTokens)
    .addOption(
      new Option('--structured-output <mode>', 'how structured replies are asked for (auto: detected once per endpoint)').choices(['auto', ...STRUCTURED_MODES]).default('auto'),
    )
    .addOption(
      new Option('--code-by-construction <when>', 'ask for code as a JSON program whose schema allows only known skills and objects (auto: where the server enforces schemas)')
        .choices(CODE_BY_CONSTRUCTION)
        .default('auto'),
    )
    .option('--goal-hints', "offer the LLM's stage 2 the goals the household knowledge reads the request as (knowledge/), to state its goal from", false);
}

/** The LLM control of the flags. */
export function llmControl(flags: LlmFlags): LlmControl {
  const sampling: Partial<Sampling> = {};
  if (flags.temperature !== undefined) sampling.temperature = flags.temperature;
  if (flags.seed !== undefined) sampling.seed = flags.seed;
  if (flags.maxTokens !== undefined) sampling.maxTokens = flags.maxTokens;
  return { sampling, structuredMode: flags.structuredOutput === 'auto' ? undefined : flags.structuredOutput };
}

function temperature(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 2) throw new InvalidArgumentError('must be a number from 0 to 2.');
  return value;
}

function seed(text: string): number {
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value)) throw new InvalidArgumentError('must be a whole number.');
  return value;
}

function maxTokens(text: string): Sampling['maxTokens'] {
  try {
    return Object.assign(parseMaxTokens(text), { given: text.trim() });
  } catch (error) {
    throw new InvalidArgumentError(`${(error as Error).message}.`);
  }
}

/** The LLM flags as an experiment's settings record them. */
export function llmSettings(flags: LlmFlags, examples = 0): { temperature: number | null; seed: number | null; maxTokens: string; structuredOutput: string; codeByConstruction: string; goalHints: boolean; examples: number } {
  const given = (flags.maxTokens as { given?: string } | undefined)?.given;
  return {
    temperature: flags.temperature ?? null,
    seed: flags.seed ?? null,
    maxTokens: given ?? 'default',
    structuredOutput: flags.structuredOutput,
    codeByConstruction: flags.codeByConstruction,
    goalHints: flags.goalHints,
    examples,
  };
}
