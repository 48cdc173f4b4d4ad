import { describe, expect, it } from 'vitest';
import { diffLines } from '../../src/report/line-diff.js';

describe('diffLines', () => {
  it('keeps common lines and shows a replaced line as removed, then added', () => {
    const before = "def f():\n    PutObject('Egg', 'Pan')\n    BreakObject('Egg')\n";
    const after = "def f():\n    PutObject('Egg', 'Pot')\n    BreakObject('Egg')\n";
    expect(diffLines(before, after).map((l) => [l.kind, l.text, l.oldLine, l.newLine])).toEqual([
      ['same', 'def f():', 1, 1],
      ['removed', "    PutObject('Egg', 'Pan')", 2, null],
      ['added', "    PutObject('Egg', 'Pot')", null, 2],
      ['same', "    BreakObject('Egg')", 3, 3],
    ]);
  });

  it('handles texts with nothing in common, empty texts and CRLF', () => {
    expect(diffLines('', 'a\nb\n').map((l) => l.kind)).toEqual(['added', 'added']);
    expect(diffLines('a\r\nb\r\n', 'a\nb\n').every((l) => l.kind === 'same')).toBe(true);
    expect(diffLines('x\n', 'y\n').map((l) => l.kind)).toEqual(['removed', 'added']);
  });

  it('applying the diff to the old text gives the new one', () => {
    const before = 'a\nb\nc\nd\ne\n';
    const after = 'a\nc\nd\nx\ne\nf\n';
    const lines = diffLines(before, after);
    expect(lines.filter((l) => l.kind !== 'removed').map((l) => l.text).join('\n') + '\n').toBe(after);
    expect(lines.filter((l) => l.kind !== 'added').map((l) => l.text).join('\n') + '\n').toBe(before);
  });
});
