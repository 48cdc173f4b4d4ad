import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMessageTokens, countTokens } from '../../src/llm/token-count.js';

describe('countTokens', () => {
  it('counts nothing for empty text', () => {
    expect(countTokens('')).toBe(0);
  });

  it('charges short words one token each and punctuation one each', () => {
    expect(countTokens('I feel hungry.')).toBe(4);
    expect(countTokens("OpenObject('Fridge')")).toBe(2 + 5); // OpenObject is long: 2; then ( ' Fridge ' )
  });

  it('splits long words and groups digits in threes', () => {
    expect(countTokens('refrigerator')).toBe(3); // 12 letters: 1 + ceil(6/4)
    expect(countTokens('1234567')).toBe(3);
  });

  it('counts a token per line break but not per space', () => {
    expect(countTokens('a b')).toBe(2);
    expect(countTokens('a\nb\n\nc')).toBe(6);
  });

  it('charges one token per character in scripts without spaces', () => {
    expect(countTokens('我饿了')).toBe(3);
  });

  it('adds up over text joined by a space, plus one for a line break', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(countTokens(`${a} ${b}`)).toBe(countTokens(a) + countTokens(b));
        expect(countTokens(`${a}\n${b}`)).toBe(countTokens(a) + countTokens(b) + 1);
      }),
    );
  });

  it('is roughly a quarter of the characters on English prose', () => {
    const prose =
      'Stage two sends only the needed objects with their properties, current states and contextual ' +
      'interactions, so the prompt stays small even in a large kitchen with many receptacles.';
    const estimate = countTokens(prose);
    expect(estimate).toBeGreaterThan(prose.length / 6);
    expect(estimate).toBeLessThan(prose.length / 3);
  });
});

describe('countMessageTokens', () => {
  it('adds the chat format overhead to the contents', () => {
    const messages = [
      { role: 'system' as const, content: 'You plan.' },
      { role: 'user' as const, content: 'I feel hungry.' },
    ];
    expect(countMessageTokens(messages)).toBe(3 + (4 + 3) + (4 + 4));
    expect(countMessageTokens([])).toBe(3);
  });
});
