import { describe, expect, it } from 'vitest';
import { entryFunctions, flattenSteps, type Program, type SkillCall } from '../../src/code/program.js';
import { code, parseOk } from './helpers.js';

const skill = (name: string, line: number): SkillCall => ({ kind: 'skill', skill: name, args: [], line, column: 5 });

describe('flattenSteps', () => {
  it('follows the top-level calls in their order, repeats included', () => {
    const program = parseOk(code('def a():', "    A('1')", 'def b():', "    B('2')", 'b()', 'a()', 'b()'));
    expect(flattenSteps(program).map((s) => s.skill)).toEqual(['B', 'A', 'B']);
  });

  it('expands nested sub-routines depth first, keeping each step\'s own line', () => {
    const program = parseOk(code('def outer():', "    A('1')", '    middle()', "    D('4')",
      'def middle():', "    B('2')", '    inner()', 'def inner():', "    C('3')", 'outer()'));
    expect(flattenSteps(program).map((s) => [s.skill, s.line])).toEqual([['A', 2], ['B', 6], ['C', 9], ['D', 4]]);
  });

  it('returns the SkillCall objects of the program itself', () => {
    const program = parseOk(code('def f():', "    A('1')", 'f()'));
    expect(flattenSteps(program)[0]).toBe(program.functions[0]?.body[0]);
  });

  it('skips unknown and recursive calls in hand-built programs instead of looping', () => {
    const program: Program = {
      functions: [{ name: 'f', line: 1, body: [skill('A', 2), { kind: 'function', name: 'f', line: 3, column: 5 }, { kind: 'function', name: 'nope', line: 4, column: 5 }] }],
      calls: [{ name: 'f', line: 5, column: 1 }, { name: 'missing', line: 6, column: 1 }],
    };
    expect(flattenSteps(program).map((s) => s.skill)).toEqual(['A']);
  });
});

describe('entryFunctions', () => {
  it('are the top-level calls when there are any', () => {
    expect(entryFunctions(parseOk(code('def a():', "    A('1')", 'def b():', "    B('1')", 'b()')))).toEqual(['b']);
  });

  it('are the definitions no other function calls, in order, otherwise', () => {
    const program = parseOk(code('def sub():', "    A('1')", 'def main():', '    sub()', 'def other():', "    B('1')"));
    expect(entryFunctions(program)).toEqual(['main', 'other']);
  });
});
