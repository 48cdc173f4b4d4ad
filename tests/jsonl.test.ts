import { describe, expect, test } from 'vitest';
import { parseJsonLines, repairedText } from '../src/jsonl.js';

describe('parseJsonLines', () => {
  test('a last line without its newline counts only when it is a whole record', () => {
    expect(parseJsonLines('{"a":1}\n{"b":2}', 'f').map((l) => l.value)).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseJsonLines('{"a":1}\n{"b":2}\0\0', 'f').map((l) => l.value)).toEqual([{ a: 1 }, { b: 2 }]);
    // Torn bytes that happen to read as JSON are still torn.
    for (const tail of ['0', 'true', '"x"', '[1]', 'null', '{"b":']) expect(parseJsonLines(`{"a":1}\n${tail}`, 'f')).toHaveLength(1);
  });

  test('an unreadable line before the last names the file and line', () => {
    expect(() => parseJsonLines('{"a":1}\nnope\n{"b":2}\n', 'log.jsonl')).toThrow('log.jsonl:2: not valid JSON');
  });
});

describe('repairedText', () => {
  test('completes a whole record that lost its newline, cuts anything else aside', () => {
    expect(repairedText(Buffer.from('{"a":1}\n{"b":2}\0'))).toEqual({ repair: 'completed', text: '{"a":1}\n{"b":2}\n', torn: undefined });
    const cut = repairedText(Buffer.from('{"a":1}\n0'));
    expect(cut).toMatchObject({ repair: 'cut', text: '{"a":1}\n' });
    expect(cut.torn?.toString()).toBe('0');
    expect(repairedText(Buffer.from('{"a":1}\n'))).toMatchObject({ repair: 'clean' });
  });
});
