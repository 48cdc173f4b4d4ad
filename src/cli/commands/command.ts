/** What every command module provides: a way to register itself on the program. */
import type { Command } from 'commander';
import type { CliIO } from '../../io.js';

/** Handed to each command: its I/O, and where it puts its exit code. */
export interface CommandContext {
  readonly io: CliIO;
  /** Sets the exit code `main()` returns (default 0). */
  setExitCode(code: number): void;
}

export interface CliCommand {
  readonly name: string;
  register(program: Command, context: CommandContext): void;
}
