/**
 * How a test waits: for an event (a line printed, a port answering, a process exiting), never for
 * a fixed time, and every wait bounded so that a test fails, naming what it awaited, instead of
 * hanging. The bounds are generous on purpose: on two cores with a load average of 14, what takes
 * a quiet machine a second can take ten or more. A bound is a guard against a hang, never a check
 * of speed (speed is measured by the benchmarks, `npm run bench`).
 */
import type { Readable } from 'node:stream';

/** How long a test waits for one event before failing (a bridge listening, a line, an exit). */
export const EVENT_BOUND_MS = 120_000;

/**
 * A deadline a test means to run out (a request nobody answers, a recorder that ignores SIGINT):
 * long enough that a local reply meant to beat it always does on a loaded machine, short enough
 * that waiting it out costs a test little.
 */
export const EXPIRING_DEADLINE_MS = 5_000;

/** A failed wait: says what was awaited, for how long, and what was seen meanwhile. */
export class WaitError extends Error {
  constructor(what: string, boundMs: number, detail = '') {
    super(`gave up waiting for ${what} after ${boundMs / 1000} s${detail.trim() === '' ? '' : `; meanwhile:\n${detail.trim()}`}`);
    this.name = 'WaitError';
  }
}

/** `promise`'s outcome, or a {@link WaitError} naming `what` once `boundMs` has passed. */
export function within<T>(what: string, promise: Promise<T>, boundMs = EVENT_BOUND_MS, detail: () => string = () => ''): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WaitError(what, boundMs, detail())), boundMs);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * Resolves once `ready()` holds, looking every `everyMs`: for a state no event announces (another
 * process's pid gone, a port freed by a process that is not our child). Fails naming `what`.
 */
export async function until(what: string, ready: () => boolean, options: { boundMs?: number; everyMs?: number; detail?: () => string } = {}): Promise<void> {
  const boundMs = options.boundMs ?? EVENT_BOUND_MS;
  const deadline = Date.now() + boundMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new WaitError(what, boundMs, options.detail?.() ?? '');
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 25));
  }
}

/** The text a child's stream has printed so far, and a way to wait for what it will print. */
export interface StreamText {
  /** Everything printed so far. */
  text(): string;
  /**
   * Resolves with the text once `seen(text)` holds; fails naming `what` when the stream ends
   * first (the process exited) or after `boundMs`.
   */
  until(what: string, seen: (text: string) => boolean, boundMs?: number): Promise<string>;
  /** The complete line number `index` (from 0) once printed; fails naming `what` as {@link until} does. */
  line(index: number, what: string, boundMs?: number): Promise<string>;
}

/** Collects `stream` (a child's stdout or stderr) as text from now on. */
export function collectText(stream: Readable | null | undefined): StreamText {
  if (stream === null || stream === undefined) throw new Error('collectText: the stream is not piped');
  let text = '';
  let ended = false;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    text += chunk;
    changed();
  });
  stream.once('close', () => {
    ended = true;
    changed();
  });
  const lines = () => text.split('\n').slice(0, -1);
  const collected: StreamText = {
    text: () => text,
    line: async (index, what, boundMs) => {
      await collected.until(what, () => lines().length > index, boundMs);
      return lines()[index]!;
    },
    until: (what, seen, boundMs = EVENT_BOUND_MS) => {
      let check: () => void = () => undefined;
      const waited = new Promise<string>((resolve, reject) => {
        check = () => {
          if (seen(text)) resolve(text);
          else if (ended) reject(new Error(`the stream ended before ${what}; it printed:\n${text.slice(-1500)}`));
        };
        listeners.add(check);
        check();
      });
      return within(what, waited, boundMs, () => text.slice(-1500)).finally(() => listeners.delete(check));
    },
  };
  return collected;
}

/** The complete lines of `text` that contain `part`. */
export function linesWith(text: string, part: string): string[] {
  return text.split('\n').filter((line, i, all) => i < all.length - 1 && line.includes(part));
}
