/** Running `iteraplan` in-process for the fault and security tests, with captured output. */
import { main } from '../../src/cli/main.js';
import { captureIO } from '../helpers/capture.js';

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `iteraplan <argv>` with `env` as its whole environment; never throws. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv): Promise<CliOutcome> {
  const captured = captureIO(env);
  const code = await main(argv, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

/** `text` made safe to embed in a RegExp. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
