import { describe, expect, test } from 'vitest';
import { colorWanted } from '../src/io.js';

describe('colorWanted', () => {
  test('a terminal has colours unless NO_COLOR says otherwise; a pipe has none', () => {
    expect(colorWanted({}, true)).toBe(true);
    expect(colorWanted({}, false)).toBe(false);
    expect(colorWanted({ NO_COLOR: '1' }, true)).toBe(false);
    expect(colorWanted({ NO_COLOR: '' }, true)).toBe(true);
  });

  test('FORCE_COLOR turns colours on in a pipe and wins over NO_COLOR; FORCE_COLOR=0 or false turns them off', () => {
    expect(colorWanted({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(colorWanted({ FORCE_COLOR: '' }, false)).toBe(true);
    expect(colorWanted({ FORCE_COLOR: '1', NO_COLOR: '1' }, false)).toBe(true);
    expect(colorWanted({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(colorWanted({ FORCE_COLOR: 'false' }, true)).toBe(false);
  });
});
