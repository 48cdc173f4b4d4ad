/** A CliIO that records what a command writes. */
import type { CliIO } from '../../src/io.js';

export interface CapturedIO {
  io: CliIO;
  stdout(): string;
  stderr(): string;
}

export function captureIO(env: NodeJS.ProcessEnv): CapturedIO {
  let out = '';
  let err = '';
  return {
    io: {
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: (text: string) => (err += text) },
      env,
    },
    stdout: () => out,
    stderr: () => err,
  };
}
