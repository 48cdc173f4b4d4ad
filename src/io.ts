/** Where a command writes and what it reads from its environment; tests pass their own. */
import { displaySafe } from './display.js';

/** Something text can be written to (process.stdout, or a buffer in tests). */
export interface TextSink {
  write(text: string): unknown;
  /**
   * Writes text that is already display-safe and may hold the colour codes that made it so
   * (highlighted code, a progress bar); a plain sink has no such method and writes it as is.
   */
  writeShown?(shown: string): unknown;
  /** Whether the sink is a terminal (progress bars redraw in place there). */
  readonly isTTY?: boolean;
  /** The terminal's width in columns, when the sink is one. */
  readonly columns?: number | undefined;
}

export interface CliIO {
  stdout: TextSink;
  stderr: TextSink;
  env: NodeJS.ProcessEnv;
  /** A person is at the terminal (stdin and stderr are TTYs): prompts may be shown. */
  interactive?: boolean;
  /** ANSI colours may be used on stderr (see {@link colorWanted}). */
  color?: boolean;
}

/**
 * The one place where text reaches the terminal: every write goes through displaySafe, so no
 * message, LLM text, bridge error or echoed argument can move the cursor, erase or hide a line.
 * Text rendered with its own colours (already display-safe) goes through `writeShown`.
 */
export function displaySink(sink: TextSink): TextSink {
  if (sink.writeShown !== undefined) return sink; // already a display sink
  return {
    write: (text: string) => sink.write(displaySafe(text)),
    writeShown: (shown: string) => sink.write(shown),
    isTTY: sink.isTTY === true,
    get columns() {
      return sink.columns;
    },
  };
}

/** Writes already display-safe `shown` text (see TextSink.writeShown). */
export function writeShown(sink: TextSink, shown: string): void {
  if (sink.writeShown !== undefined) sink.writeShown(shown);
  else sink.write(shown);
}

/** `io` with both output streams behind displaySink. */
export function displayIO(io: CliIO): CliIO {
  return { ...io, stdout: displaySink(io.stdout), stderr: displaySink(io.stderr) };
}

/**
 * Whether colours are wanted on a stream: FORCE_COLOR (any value but `0` or `false`) turns them on
 * even in a pipe and wins over NO_COLOR, as in Node's own tty; FORCE_COLOR=0 or a non-empty
 * NO_COLOR turns them off; otherwise a terminal has them.
 */
export function colorWanted(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  const noColor = env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '';
  return isTTY && !noColor;
}

/**
 * `stream` as a sink that goes quiet once its reader has gone (`iteraplan allocate … | head -1`):
 * EPIPE is not a failure of the command, so the rest of its output is dropped, no stack trace is
 * printed, and the command finishes and exits as it would have (its files are still written).
 */
export function quietOnClosedPipe(stream: NodeJS.WriteStream): TextSink {
  let closed = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    closed = true;
  });
  return {
    write: (text: string) => (closed ? false : stream.write(text)),
    get isTTY() {
      return stream.isTTY === true;
    },
    get columns() {
      return stream.isTTY === true ? stream.columns : undefined;
    },
  };
}

let processSinks: { stdout: TextSink; stderr: TextSink } | undefined;

/** The real process's streams and environment. */
export function processIO(): CliIO {
  const interactive = process.stdin.isTTY === true && process.stderr.isTTY === true;
  processSinks ??= { stdout: quietOnClosedPipe(process.stdout), stderr: quietOnClosedPipe(process.stderr) };
  return {
    ...processSinks,
    env: process.env,
    interactive,
    color: colorWanted(process.env, process.stderr.isTTY === true),
  };
}
