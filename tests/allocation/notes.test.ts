import { describe, expect, it } from 'vitest';
import { formatChance } from '../../src/allocation/index.js';

describe('formatChance: a chance as a person reads it right', () => {
  it('a percentage, and for a low one how rare it is', () => {
    expect(formatChance(1)).toBe('100%');
    expect(formatChance(0.8)).toBe('80%');
    expect(formatChance(0.039)).toBe('3.9% (about 1 in 26)');
    expect(formatChance(0.0051)).toBe('0.51% (about 1 in 200)');
    expect(formatChance(8e-4)).toBe('0.08% (about 1 in 1,300)');
    expect(formatChance(1.6e-13)).toBe('under 0.0001% (about 1 in 6.3 × 10^12)');
    expect(formatChance(0)).toBe('0% (some call has no agent able to do it)');
  });
});
