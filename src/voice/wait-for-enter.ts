/** The "press Enter to stop" of `--voice`. */
import { createInterface } from 'node:readline';

/**
 * Resolves at the first line read from `input` (the person pressed Enter), or when `input`
 * ends (a closed or piped stdin cannot be pressed any more). Leaves `input` usable afterwards
 * for the prompts that follow.
 */
export function waitForEnter(input: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve) => {
    const lines = createInterface({ input, terminal: false });
    const done = () => {
      lines.off('line', done);
      lines.off('close', done);
      lines.close();
      resolve();
    };
    lines.once('line', done);
    lines.once('close', done);
  });
}
