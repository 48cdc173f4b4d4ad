/**
 * A small limiter the episodes of one experiment share, so that N concurrent episodes do not
 * send N times the requests an endpoint allows: at most `maxConcurrent` calls in flight, and
 * starts spaced at least `minIntervalMs` apart.
 */
import type { LlmClient } from '../../llm/index.js';

export interface RateLimitOptions {
  /** Calls in flight at once (default 4). */
  maxConcurrent?: number;
  /** Least time between two call starts, in ms (default 0). */
  minIntervalMs?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

export class RateLimiter {
  private readonly maxConcurrent: number;
  private readonly minIntervalMs: number;
  private readonly now: () => number;
  private active = 0;
  private nextStart = 0;
  private readonly waiting: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** The most calls that were ever in flight together (for tests and the summary). */
  peak = 0;

  constructor(options: RateLimitOptions = {}) {
    this.maxConcurrent = options.maxConcurrent ?? 4;
    this.minIntervalMs = options.minIntervalMs ?? 0;
    this.now = options.now ?? Date.now;
    if (!Number.isInteger(this.maxConcurrent) || this.maxConcurrent < 1) throw new RangeError(`maxConcurrent must be a whole number >= 1, got ${this.maxConcurrent}`);
    if (!(this.minIntervalMs >= 0)) throw new RangeError(`minIntervalMs must be >= 0, got ${this.minIntervalMs}`);
  }

  /** Runs `task` when a slot is free and the spacing allows. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.pump();
    });
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.pump();
    }
  }

  private pump(): void {
    while (this.active < this.maxConcurrent && this.waiting.length > 0) {
      const now = this.now();
      if (now < this.nextStart) {
        // Spacing, not synchronisation: wake up when the next start is allowed.
        this.timer ??= setTimeout(() => {
          this.timer = undefined;
          this.pump();
        }, this.nextStart - now);
        return;
      }
      this.active += 1;
      this.peak = Math.max(this.peak, this.active);
      this.nextStart = now + this.minIntervalMs;
      this.waiting.shift()!();
    }
  }
}

/** The same client with every call going through `limiter`. */
export function rateLimitedClient(client: LlmClient, limiter: RateLimiter): LlmClient {
  return {
    get model() {
      return client.model;
    },
    structuredMode: () => client.structuredMode(),
    structured: (stage, messages, schema, schemaName, options) => limiter.run(() => client.structured(stage, messages, schema, schemaName, options)),
    text: (stage, messages, check, options) => limiter.run(() => client.text(stage, messages, check, options)),
    ...(client.grammar === undefined ? {} : { grammar: (stage, messages, reply, options) => limiter.run(() => client.grammar!(stage, messages, reply, options)) }),
  };
}
