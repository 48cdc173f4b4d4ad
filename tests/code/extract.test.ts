import { describe, expect, it } from 'vitest';
import { extractCode } from '../../src/code/extract.js';

describe('extractCode', () => {
  it('returns the whole text when there is no fence', () => {
    expect(extractCode("def f():\n    X('a')\n")).toEqual({ code: "def f():\n    X('a')\n", lineOffset: 0, fenced: false });
  });

  it('takes the first python block and says where it starts', () => {
    const text = 'Plan:\n```python\ndef f():\n    pass\n```\nand\n```python\nother\n```';
    expect(extractCode(text)).toEqual({ code: 'def f():\n    pass', lineOffset: 2, fenced: true });
  });

  it('accepts py, Python3 and unlabelled fences, longer fences and tildes', () => {
    for (const open of ['```py', '```Python3', '```', '````python', '~~~python', '  ```python title="plan"']) {
      const close = open.trim().startsWith('~') ? '~~~' : open.trim().startsWith('````') ? '````' : '```';
      expect(extractCode(`intro\n${open}\ncode\n${close}\nafter`)).toMatchObject({ code: 'code', lineOffset: 2 });
    }
  });

  it('skips blocks in other languages, even when they contain a python fence line', () => {
    const text = '````markdown\n```python\nnot this\n```\n````\n```python\nthis\n```';
    expect(extractCode(text)).toMatchObject({ code: 'this', lineOffset: 6 });
  });

  it('falls back to the whole text when only other languages are fenced', () => {
    expect(extractCode('```json\n{}\n```')).toMatchObject({ fenced: false, lineOffset: 0 });
  });

  it('takes an unclosed block to the end of the text', () => {
    expect(extractCode('```python\ndef f():\n    pass')).toEqual({ code: 'def f():\n    pass', lineOffset: 1, fenced: true });
  });

  it('does not treat inline backticks as a fence', () => {
    expect(extractCode('use ```python``` here').fenced).toBe(false);
  });
});
