/**
 * `--examples k` and `--bank DIR` of `plan` and `experiment`: each LLM stage is shown the k verified
 * examples of the plan bank nearest the request and room. On by default (k = 3) for a live model
 * when a bank is present (.iteraplan/bank/ of the project, where `bank build` writes it, or
 * $ITERAPLAN_BANK); a replay shows them only when asked (its recording was made with or without
 * them); `--examples 0` turns it off; asking for examples with no bank there is bad usage (exit 2),
 * naming the folder and how to build one.
 */
import { join } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { InputError } from '../errors.js';
import { bankExists, ExampleIndex, kindWords, loadKnowledge, readBank } from '../planning/index.js';
import { findProjectRoot, loadCatalogue, scenesDir } from '../world/index.js';

/** Examples shown by default when a bank is present. */
export const DEFAULT_EXAMPLES = 3;

export interface ExampleFlags {
  examples?: number;
  bank?: string;
}

/** Where a bank is by default: `.iteraplan/bank` of the project ($ITERAPLAN_BANK overrides). */
export function defaultBankDir(env: NodeJS.ProcessEnv): string {
  return env['ITERAPLAN_BANK'] ?? join(findProjectRoot(), '.iteraplan', 'bank');
}

export function addExampleOptions(command: Command): Command {
  return command
    .option('--examples <k>', `show each LLM stage the k verified examples of the plan bank nearest the request (default ${DEFAULT_EXAMPLES} when a bank is present; 0: none)`, examplesCount)
    .option('--bank <dir>', 'the plan bank the examples come from (default: .iteraplan/bank of the project, or $ITERAPLAN_BANK)');
}

function examplesCount(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > 20) throw new InvalidArgumentError('must be a whole number from 0 to 20.');
  return value;
}

/** The retrieval the flags ask for: the bank's training examples indexed, and k; undefined when off or (by default) when there is no bank. */
export function exampleRetrieval(flags: ExampleFlags, env: NodeJS.ProcessEnv, planner: string): { index: ExampleIndex; k: number } | undefined {
  const asked = flags.examples !== undefined || flags.bank !== undefined;
  if (flags.examples === 0 || planner === 'offline' || (planner === 'replay' && !asked)) return undefined;
  const dir = flags.bank ?? defaultBankDir(env);
  if (!bankExists(dir)) {
    if (!asked) return undefined;
    throw new InputError(`${flags.bank === undefined ? `--examples ${flags.examples}` : `--bank ${flags.bank}`}: there is no plan bank in ${dir} (iteraplan bank build makes one)`);
  }
  // The household knowledge's words of each kind of task: "hungry" finds the examples that say "famished".
  const kinds = kindWords(loadKnowledge(undefined, loadCatalogue(scenesDir(env))));
  return { index: new ExampleIndex(readBank(dir).examples, 'train', kinds), k: flags.examples ?? DEFAULT_EXAMPLES };
}
