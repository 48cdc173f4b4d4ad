/**
 * The `iteraplan` command line. `main(argv)` parses the arguments, runs one command and returns
 * the exit code (0 ok, 1 plan failed, 2 bad input, 3 environment); it never calls process.exit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { echo } from '../display.js';
import { findProjectRoot } from '../world/index.js';
import { ExitCode, InputError, IteraPlanError } from '../errors.js';
import { fsError, isSystemError } from '../fs-errors.js';
import { COMMANDS, type CliCommand } from './commands/index.js';
import { displayIO, processIO, type CliIO } from '../io.js';

/** Builds the program with `commands` registered, writing to `io`. */
export function buildProgram(io: CliIO, setExitCode: (code: number) => void, commands: readonly CliCommand[] = COMMANDS): Command {
  const program = new Command('iteraplan')
    .description('Feedback-driven human-robot task planning from vague instructions')
    .version(packageVersion(), '-V, --version')
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      // Commander repeats the offending argument: a long one is cut (the sink escapes it).
      writeErr: (text) => io.stderr.write(clipLines(text)),
    });
  for (const command of commands) command.register(program, { io, setExitCode });
  // Subcommands copy exitOverride and the output set-up when they are created.
  return program;
}

/** `text` with every line over `max` characters cut, saying how long it was: no message repeats a huge input whole. */
function clipLines(text: string, max = 500): string {
  return text.split('\n').map((line) => echo(line, max)).join('\n');
}

/** The version in the project's package.json. */
function packageVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(join(findProjectRoot(), 'package.json'), 'utf8'));
  return (manifest as { version?: string }).version ?? 'unknown';
}

/** Runs `iteraplan` with `argv` (without node and the script); resolves with the exit code. */
export async function main(argv: string[], rawIO: CliIO = processIO()): Promise<number> {
  const io = displayIO(rawIO);
  let exitCode: number = ExitCode.ok;
  const program = buildProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (thrown) {
    // A file-system failure no command caught (a file written mid-run) is the environment's, in words.
    const error = isSystemError(thrown) ? fsError(`cannot ${thrown.syscall ?? 'access'} ${thrown.path ?? 'a file'}`, thrown.path ?? '', thrown, 'output') : thrown;
    const code = reportError(error, io);
    if (wantsJson(argv) && code !== ExitCode.ok) io.stdout.write(jsonError(error, code));
    return code;
  }
}

/** `--json` was given to the command (not after `--`, where it would be an argument). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

/** A failed command's one JSON object on stdout under `--json`: what kind of error, in words, and the exit code. */
function jsonError(error: unknown, exitCode: number): string {
  const kind = error instanceof CommanderError ? 'UsageError' : error instanceof IteraPlanError ? errorName(error) : 'UnexpectedError';
  const message = error instanceof Error ? error.message.replace(/^error: /, '') : String(error);
  const where = error instanceof InputError ? { file: error.file, line: error.line } : {};
  return `${JSON.stringify({ error: { code: kind, message, exitCode, ...where } })}\n`;
}

/** The kind of an IteraPlanError: a plain one that only adds words (the resume hint) is named by what it wraps. */
function errorName(error: IteraPlanError): string {
  let named: IteraPlanError = error;
  while (named.constructor === IteraPlanError && named.cause instanceof IteraPlanError) named = named.cause;
  return named.name;
}

function reportError(error: unknown, io: CliIO): number {
  if (error instanceof CommanderError) {
    // Commander has already printed its message (or the help).
    return error.exitCode === 0 ? ExitCode.ok : ExitCode.badInput;
  }
  if (error instanceof IteraPlanError) {
    io.stderr.write(`iteraplan: ${clipLines(error.message, 2_000)}\n`);
    if (io.env['ITERAPLAN_DEBUG'] === '1' && error.stack !== undefined) io.stderr.write(`${error.stack}\n`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`iteraplan: unexpected error: ${clipLines(message, 2_000)}\n`);
  if (io.env['ITERAPLAN_DEBUG'] === '1' && error instanceof Error && error.stack !== undefined) {
    io.stderr.write(`${error.stack}\n`);
  } else {
    io.stderr.write('iteraplan: set ITERAPLAN_DEBUG=1 for the stack trace\n');
  }
  return ExitCode.planFailed;
}
