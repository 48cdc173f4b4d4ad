/**
 * Error types shared by every part of IteraPlan. Each carries the process exit code the
 * command line uses for it (listed in the README).
 */

/** Exit codes of the `iteraplan` command. */
export const ExitCode = {
  ok: 0,
  planFailed: 1,
  badInput: 2,
  environment: 3,
  /** The person stopped the session at an approval prompt (Abort): it ended, as they chose. */
  aborted: 4,
  /** The code ran to its end but nothing judged it (no goal stated or given): neither success nor failure. */
  notJudged: 5,
  /** Stopped by Ctrl-C (128 + SIGINT's number, as shells report it). */
  interrupted: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Base class: a failure with a message meant for the user and an exit code. */
export class IteraPlanError extends Error {
  readonly exitCode: ExitCode;
  constructor(message: string, exitCode: ExitCode, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.exitCode = exitCode;
  }
}

/** Bad usage or input: unknown scene, invalid file, invalid code. Exit 2. */
export class InputError extends IteraPlanError {
  /** The file the problem is in, when there is one. */
  readonly file: string | undefined;
  /** 1-based line in that file, when known. */
  readonly line: number | undefined;
  constructor(message: string, where: { file?: string; line?: number; cause?: unknown } = {}) {
    super(message, ExitCode.badInput, { cause: where.cause });
    this.file = where.file;
    this.line = where.line;
  }
}

/** The environment failed us: bridge or LLM unreachable, authentication refused. Exit 3. */
export class EnvironmentError extends IteraPlanError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, ExitCode.environment, options);
  }
}

/** The plan failed within its refinement budget. Exit 1. */
export class PlanFailedError extends IteraPlanError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, ExitCode.planFailed, options);
  }
}

/**
 * The person pressed Ctrl+C (at a prompt, or while the command ran). Exit 130. Nothing decided
 * is lost: a planning session interrupted so stays resumable, it is not ended.
 */
export class InterruptedError extends IteraPlanError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, ExitCode.interrupted, options);
  }
}
