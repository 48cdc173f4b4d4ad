import { describe, expect, it } from 'vitest';
import { markdownCell, markdownFence, markdownText } from '../../src/report/markdown.js';

describe('markdown', () => {
  it('markdownText: one line, and what starts inline Markdown or HTML escaped (a backslash first, so an escape cannot be undone)', () => {
    expect(markdownText('a <b> & [c](d) `e` \\ f\n  g\r\nh')).toBe('a \\<b> \\& \\[c\\](d) \\`e\\` \\\\ f g h');
    expect(markdownText("PutObject('Egg', 'Pan') | StoveKnob|+00.39")).toBe("PutObject('Egg', 'Pan') | StoveKnob|+00.39");
    expect(markdownCell('a|b')).toBe('a\\|b');
  });

  it('markdownFence: longer than the longest run of backticks inside, at least three', () => {
    expect(markdownFence("OpenObject('Fridge')\n", 'python')).toEqual(['```python', "OpenObject('Fridge')", '```']);
    expect(markdownFence('# ```` and ``\nx', 'python')).toEqual(['`````python', '# ```` and ``\nx', '`````']);
  });
});
