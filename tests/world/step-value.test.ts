import { describe, expect, it } from 'vitest';
import { parseStepValue } from '../../src/world/step-value.js';

describe('parseStepValue', () => {
  it('reads parameters, @origin references and literals', () => {
    expect(parseStepValue('$obj')).toEqual({ kind: 'param', param: 'obj', origin: false });
    expect(parseStepValue('$tool@origin')).toEqual({ kind: 'param', param: 'tool', origin: true });
    expect(parseStepValue('GarbageCan')).toEqual({ kind: 'literal', value: 'GarbageCan' });
  });

  it.each([
    ['$', 'names no parameter'],
    ['$@origin', 'names no parameter'],
    ['$tool@home', "the only modifier is '@origin'"],
    ['$tool@origin@origin', "the only modifier is '@origin'"],
  ])('refuses %s', (text, reason) => {
    const value = parseStepValue(text);
    expect(value.kind).toBe('invalid');
    if (value.kind === 'invalid') expect(value.reason).toContain(reason);
  });
});
