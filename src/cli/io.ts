/** Where a command writes and what it reads from its environment; tests pass their own. */

/** Something text can be written to (process.stdout, or a buffer in tests). */
export interface TextSink {
  write(text: string): unknown;
}

export interface CliIO {
  stdout: TextSink;
  stderr: TextSink;
  env: NodeJS.ProcessEnv;
}

/** The real process's streams and environment. */
export function processIO(): CliIO {
  return { stdout: process.stdout, stderr: process.stderr, env: process.env };
}
