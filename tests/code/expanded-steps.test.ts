/**
 * The expanded-step limit (LIMITS.expandedSteps): a program whose nested function calls expand
 * to more skill calls than the limit is refused by the parser with the call's line, the limit
 * named — counted bottom-up without expanding, so the hostile test's 20 functions each calling
 * the previous one 10 times (10^20 steps, which killed V8 after 2.6 GB) are refused at once.
 */
import { describe, expect, test } from 'vitest';
import { parseSkillCode } from '../../src/code/parse.js';
import { countSteps, flattenSteps } from '../../src/code/program.js';
import { LIMITS } from '../../src/limits.js';
import { code, parseErrors, parseOk } from './helpers.js';

/** `depth` functions, each calling the previous one `fanout` times; the first runs `fanout` skill calls. */
export function nestedProgram(depth: number, fanout: number): string {
  const lines: string[] = [];
  for (let d = 0; d < depth; d++) {
    lines.push(`def f${d}():`);
    for (let k = 0; k < fanout; k++) lines.push(d === 0 ? "    OpenObject('Fridge')" : `    f${d - 1}()`);
  }
  lines.push(`f${depth - 1}()`);
  return code(...lines);
}

describe('countSteps', () => {
  test('counts without expanding and saturates at cap + 1', () => {
    const program = parseOk(nestedProgram(3, 10));
    expect(countSteps(program, 10_000).total).toBe(1_000);
    expect(countSteps(program, 10_000).perFunction.get('f1')).toBe(100);
    expect(countSteps(program, 999).total).toBe(1_000);
    expect(countSteps(program, 500).total).toBe(501);
  });

  test('functions without top-level calls count as entries unless another function calls them', () => {
    const program = parseOk(code('def a():', "    X('1')", '    b()', 'def b():', "    X('2')", "    X('3')"));
    expect(countSteps(program, 100).total).toBe(3);
  });
});

describe('the parser refuses programs over the limit', () => {
  test('20 functions each calling the previous one 10 times: refused at the top-level call, at once', () => {
    const bomb = nestedProgram(20, 10);
    expect(bomb.split('\n').length).toBeLessThan(LIMITS.codeFileLines);
    const errors = parseErrors(bomb);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'too-many-steps', line: 221, column: 1 });
    expect(errors[0]!.message).toBe(
      'f19() expands to more than 10,000 skill calls once its nested function calls are expanded (f19 calls f18 10 times); the limit is 10,000 skill calls per program (expandedSteps): call functions fewer times or write the steps out.',
    );
  });

  test('exactly the limit is accepted; one more step is refused', () => {
    const atLimit = nestedProgram(4, 10); // 10^4 = 10,000
    expect(flattenSteps(parseOk(atLimit))).toHaveLength(LIMITS.expandedSteps);
    const over = atLimit.replace('f3()\n', "f3()\ng()\n").replace('def f0():', "def g():\n    OpenObject('Fridge')\ndef f0():");
    expect(parseErrors(over)).toEqual([expect.objectContaining({ code: 'too-many-steps', line: 48 })]);
    expect(parseErrors(over)[0]!.message).toMatch(/^g\(\) expands to 1, which brings the program past 10,000 skill calls/);
  });

  test('without top-level calls the entry function is named at its def line', () => {
    const bomb = nestedProgram(6, 10).replace(/f5\(\)\n$/, '');
    expect(parseErrors(bomb)[0]).toMatchObject({ code: 'too-many-steps', line: 56 });
  });

  test('flattenSteps refuses a hand-built program over the limit instead of expanding it', () => {
    const program = parseOk(nestedProgram(3, 10));
    expect(() => flattenSteps(program, 999)).toThrow(RangeError);
  });

  test('recursion is reported as recursion, not as too many steps', () => {
    const result = parseSkillCode(code('def a():', '    b()', 'def b():', '    a()', 'a()'));
    expect(!result.ok && result.errors.map((e) => e.code)).toEqual(['recursion']);
  });
});
