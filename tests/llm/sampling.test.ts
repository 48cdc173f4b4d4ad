import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_TOKENS, maxTokensFor, parseMaxTokens } from '../../src/llm/sampling.js';

describe('--max-tokens', () => {
  it('a number sets every stage; stage=N sets those stages over the defaults; both combine', () => {
    const all = parseMaxTokens('600');
    expect(maxTokensFor('codegen', all)).toBe(600);
    expect(maxTokensFor('stage1', all)).toBe(600);
    const some = parseMaxTokens('codegen=1500');
    expect(maxTokensFor('codegen', some)).toBe(1500);
    expect(maxTokensFor('stage1', some)).toBe(DEFAULT_MAX_TOKENS.stages.stage1);
    const both = parseMaxTokens('300, codegen=900');
    expect([maxTokensFor('stage1', both), maxTokensFor('codegen', both), maxTokensFor('unknown-stage', both)]).toEqual([300, 900, 300]);
  });

  it.each(['0', 'codegen=-1', 'codegen=x', 'Code Gen=5', '', '1.5'])('refuses %j naming the item', (text) => {
    expect(() => parseMaxTokens(text)).toThrow(RangeError);
  });
});
