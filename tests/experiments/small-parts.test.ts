import { describe, expect, it, vi } from 'vitest';
import { episodeFilter, globMatches } from '../../src/experiments/run/episode-filter.js';
import { formatDuration, ProgressBar } from '../../src/experiments/run/progress.js';
import { RateLimiter } from '../../src/experiments/run/rate-limit.js';

describe('--episodes globs', () => {
  it('matches whole ids with * and ?', () => {
    expect(globMatches('hungry@*', 'hungry@FloorPlan1')).toBe(true);
    expect(globMatches('hungry@*', 'sunny-side-up-egg@FloorPlan1')).toBe(false);
    expect(globMatches('*@FloorPlan?', 'tidy-up@FloorPlan2')).toBe(true);
    expect(globMatches('*@FloorPlan?', 'tidy-up@FloorPlan201')).toBe(false);
    expect(globMatches('*up*', 'tidy-up@FloorPlan201')).toBe(true);
    expect(globMatches('hungry', 'hungry@FloorPlan1')).toBe(false);
  });

  it('takes comma-separated patterns, and everything without one', () => {
    const keep = episodeFilter('hungry@FloorPlan1, relax-*@FloorPlan301');
    expect(['hungry@FloorPlan1', 'hungry@FloorPlan2', 'relax-bedroom@FloorPlan301'].filter(keep)).toEqual(['hungry@FloorPlan1', 'relax-bedroom@FloorPlan301']);
    expect(episodeFilter(undefined)('anything')).toBe(true);
  });
});

describe('progress', () => {
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(61_400)).toBe('1:01');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });

  it('writes one line per episode with an ETA from the mean time so far when not a terminal', () => {
    let now = 1000;
    const out: string[] = [];
    const bar = new ProgressBar({ write: (t: string) => out.push(t) }, 4, { tty: false, now: () => now });
    bar.start();
    expect(out).toEqual([]);
    expect(bar.eta()).toBeNull();
    now += 10_000;
    bar.tick('hungry@FloorPlan1', 'success');
    // 10 s per episode so far, 3 to go.
    expect(bar.eta()).toBe(30_000);
    now += 20_000;
    bar.tick('hungry@FloorPlan2', 'errored: bridge died', true);
    expect(out).toEqual([
      '[1/4] hungry@FloorPlan1: success  (elapsed 0:10, ETA 0:30)\n',
      '[2/4] hungry@FloorPlan2: errored: bridge died  (elapsed 0:30, ETA 0:30, 1 errored)\n',
    ]);
  });

  it('redraws a bar in place on a terminal', () => {
    const out: string[] = [];
    const bar = new ProgressBar({ write: (t: string) => out.push(t) }, 2, { tty: true, width: 10, now: () => 0 });
    bar.start();
    bar.tick('a@b', 'success');
    bar.finish();
    expect(out[0]).toMatch(/^\r\x1b\[K\[-{10}\] 0\/2 0%/);
    expect(out[1]).toMatch(/^\r\x1b\[K\[#{5}-{5}\] 1\/2 50%.* a@b$/);
    expect(out[2]).toBe('\n');
  });
});

describe('rate limiter', () => {
  it('never has more calls in flight than allowed, and runs them all', async () => {
    const limiter = new RateLimiter({ maxConcurrent: 2 });
    let inFlight = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = (n: number) =>
      limiter.run(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => releases.push(resolve));
        inFlight -= 1;
        return n;
      });
    const all = Promise.all([1, 2, 3, 4, 5].map(task));
    // Release the calls one at a time as they start.
    for (let released = 0; released < 5; released++) {
      while (releases.length === 0) await Promise.resolve();
      expect(inFlight).toBeLessThanOrEqual(2);
      releases.shift()!();
      await Promise.resolve();
    }
    expect(await all).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(limiter.peak).toBe(2);
  });

  it('spaces call starts by the minimum interval', async () => {
    // The clock and timers are the test's: a busy machine that runs a task late must not make the spacing look short.
    vi.useFakeTimers();
    try {
      const starts: number[] = [];
      const limiter = new RateLimiter({ maxConcurrent: 5, minIntervalMs: 20 });
      const all = Promise.all([0, 1, 2].map(() => limiter.run(async () => void starts.push(Date.now()))));
      await vi.runAllTimersAsync();
      await all;
      expect(starts).toHaveLength(3);
      expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(20);
      expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(20);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a task’s failure through and frees its slot', async () => {
    const limiter = new RateLimiter({ maxConcurrent: 1 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
    expect(() => new RateLimiter({ maxConcurrent: 0 })).toThrow(RangeError);
  });
});
