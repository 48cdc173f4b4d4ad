/** Where a command writes and what it reads from its environment; tests pass their own. */

/** Something text can be written to (process.stdout, or a buffer in tests). */
export interface TextSink {
  write(text: string): unknown;
}

export interface CliIO {
  stdout: TextSink;
  stderr: TextSink;
  env: NodeJS.ProcessEnv;
  /** A person is at the terminal (stdin and stderr are TTYs): prompts may be shown. */
  interactive?: boolean;
  /** ANSI colours may be used on stderr (a TTY, and NO_COLOR unset). */
  color?: boolean;
}

/** The real process's streams and environment. */
export function processIO(): CliIO {
  const interactive = process.stdin.isTTY === true && process.stderr.isTTY === true;
  const noColor = process.env['NO_COLOR'] !== undefined && process.env['NO_COLOR'] !== '';
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    interactive,
    color: process.stderr.isTTY === true && !noColor,
  };
}
