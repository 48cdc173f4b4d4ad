/**
 * `--examples k` and `--bank DIR` of `plan` and `experiment`: each LLM stage is shown the k verified
 * examples of the plan bank nearest the request and room. On by default (k = 3) for a live model
 * when a bank is present (.iteraplan/bank/ of the project, where `bank build` writes it, or
 * $ITERAPLAN_BANK); a replay shows what the session it replays was shown (its start event records
 * the bank and k), or what is asked; `--examples 0` turns it off; asking for examples with no bank there is bad usage (exit 2),
 * naming the folder and how to build one.
 */
import { join } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { InputError } from '../errors.js';
import { bankExists, ExampleIndex, kindWords, loadKnowledge, readBank } from '../planning/index.js';
import type { SessionOptions } from '../session/index.js';
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

/** The examples shown: the index of the bank's training examples, k, and the bank (its folder and content hash, which the session records). */
export interface ExampleRetrieval {
  index: ExampleIndex;
  k: number;
  bank: { dir: string; content: string };
}

/**
 * The retrieval the flags ask for: the bank's training examples indexed, and k; undefined when off
 * or (by default) when there is no bank. A replay shows what the replayed session recorded it was
 * shown (`recorded`), unless the flags ask otherwise.
 * @throws InputError when asked for examples (or replaying a session shown them) and the bank is not there, or is not the recorded one
 */
export function exampleRetrieval(flags: ExampleFlags, env: NodeJS.ProcessEnv, planner: string, recorded?: SessionOptions['examples']): ExampleRetrieval | undefined {
  const asked = flags.examples !== undefined || flags.bank !== undefined;
  if (planner === 'replay' && !asked && recorded !== undefined) return replayedRetrieval(recorded, env);
  if (flags.examples === 0 || planner === 'offline' || (planner === 'replay' && !asked)) return undefined;
  const dir = flags.bank ?? defaultBankDir(env);
  if (!bankExists(dir)) {
    if (!asked) return undefined;
    throw new InputError(`${flags.bank === undefined ? `--examples ${flags.examples}` : `--bank ${flags.bank}`}: there is no plan bank in ${dir} (iteraplan bank build makes one)`);
  }
  return retrieval(dir, flags.examples ?? DEFAULT_EXAMPLES, env);
}

function retrieval(dir: string, k: number, env: NodeJS.ProcessEnv, bank = readBank(dir)): ExampleRetrieval {
  // The household knowledge's words of each kind of task: "hungry" finds the examples that say "famished".
  const kinds = kindWords(loadKnowledge(undefined, loadCatalogue(scenesDir(env))));
  return { index: new ExampleIndex(bank.examples, 'train', kinds), k, bank: { dir, content: bank.manifest.contentHash } };
}

/** The examples a replayed session was shown, from the same bank: another bank would show others, whose prompts were never recorded. */
function replayedRetrieval(recorded: NonNullable<SessionOptions['examples']>, env: NodeJS.ProcessEnv): ExampleRetrieval {
  const said = `the replayed session was shown ${recorded.k} examples of the plan bank in ${recorded.bank} (content ${recorded.content.slice(0, 12)})`;
  if (!bankExists(recorded.bank)) throw new InputError(`${said}, and there is no bank there now: give --bank DIR of a bank of that content (its prompts hold them)`, { file: recorded.bank });
  const bank = readBank(recorded.bank);
  if (bank.manifest.contentHash !== recorded.content) {
    throw new InputError(`${said}, and that bank now holds other examples (content ${bank.manifest.contentHash.slice(0, 12)}): give --bank DIR of a bank of the recorded content (its prompts hold them)`, { file: recorded.bank });
  }
  return retrieval(recorded.bank, recorded.k, env, bank);
}
