import { describe, expect, it } from 'vitest';
import { describeEndpoint, redactSecret } from '../../src/llm/redact.js';

describe('redactSecret', () => {
  it('replaces every occurrence of the secret', () => {
    expect(redactSecret('key sk-abcdef and again sk-abcdef.', 'sk-abcdef')).toBe('key [redacted] and again [redacted].');
  });
  it('leaves text alone without a usable secret', () => {
    expect(redactSecret('a b', undefined)).toBe('a b');
    expect(redactSecret('a b', 'a')).toBe('a b');
  });
});

describe('describeEndpoint', () => {
  it('drops credentials, query and trailing slash', () => {
    expect(describeEndpoint('https://user:pw@llm.example:8443/v1/?token=x')).toBe('https://llm.example:8443/v1');
  });
  it('does not echo a URL it cannot parse', () => {
    expect(describeEndpoint('not a url sk-secret')).toBe('the configured endpoint');
  });
});
