import { describe, expect, it } from 'vitest';
import { retryDelayMs, serverRequestedDelayMs, type BackoffPolicy } from '../../src/llm/backoff.js';

const policy: BackoffPolicy = { baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 5_000 };
const now = Date.parse('2025-01-01T00:00:00Z');

describe('retryDelayMs', () => {
  it('doubles from the base delay up to the cap when the server asks for nothing', () => {
    expect([1, 2, 3, 4, 5, 6].map((retry) => retryDelayMs(retry, undefined, policy, now))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });

  it('uses retry-after seconds, retry-after-ms, or an HTTP date', () => {
    expect(retryDelayMs(1, new Headers({ 'retry-after': '3' }), policy, now)).toBe(3000);
    expect(retryDelayMs(1, new Headers({ 'retry-after': '0.5' }), policy, now)).toBe(500);
    expect(retryDelayMs(4, new Headers({ 'retry-after-ms': '25' }), policy, now)).toBe(25);
    const inTwoSeconds = new Date(now + 2000).toUTCString();
    expect(retryDelayMs(1, new Headers({ 'retry-after': inTwoSeconds }), policy, now)).toBe(2000);
  });

  it('prefers retry-after-ms over retry-after', () => {
    expect(retryDelayMs(1, new Headers({ 'retry-after-ms': '10', 'retry-after': '3' }), policy, now)).toBe(10);
  });

  it('clamps a long server request and ignores nonsense', () => {
    expect(retryDelayMs(1, new Headers({ 'retry-after': '3600' }), policy, now)).toBe(5000);
    expect(retryDelayMs(2, new Headers({ 'retry-after': 'soon' }), policy, now)).toBe(200);
    expect(retryDelayMs(2, new Headers({ 'retry-after': '-4' }), policy, now)).toBe(200);
  });

  it('treats a date in the past as no wait', () => {
    expect(serverRequestedDelayMs(new Headers({ 'retry-after': new Date(now - 5000).toUTCString() }), now)).toBe(0);
  });
});
