/** The "Examples:" block every command's `--help` ends with. */
import type { Command } from 'commander';

/** One example: the command line after `iteraplan`, and what it does. */
export type HelpExample = readonly [commandLine: string, what: string];

/** Adds the examples after the options of `command`'s help. */
export function helpExamples(command: Command, examples: readonly HelpExample[]): Command {
  const lines = examples.flatMap(([line, what]) => [`  $ iteraplan ${line}`, `      ${what}`]);
  return command.addHelpText('after', `\nExamples:\n${lines.join('\n')}\n`);
}
