import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CodeErrorCode } from '../../src/code/errors.js';
import { parseSkillCode } from '../../src/code/parse.js';
import { code, parseErrors } from './helpers.js';

/** Wraps one body line in a def that is called, so the line is the only problem. */
const inBody = (...lines: string[]): string => code('def f():', "    OpenObject('Fridge')", ...lines.map((l) => `    ${l}`), 'f()');

interface Case {
  readonly name: string;
  readonly text: string;
  readonly code: CodeErrorCode;
  readonly at: [line: number, column: number];
}

const cases: Case[] = [
  { name: 'import at top level', text: code('import os', 'def f():', "    X('a')"), code: 'forbidden-import', at: [1, 1] },
  { name: 'from-import in a body', text: inBody('from os import system'), code: 'forbidden-import', at: [3, 5] },
  { name: "__import__('os').system('x')", text: inBody("__import__('os').system('x')"), code: 'forbidden-call', at: [3, 5] },
  { name: 'exec(...)', text: inBody("exec('import os')"), code: 'forbidden-call', at: [3, 5] },
  { name: 'eval(...)', text: inBody("eval('1')"), code: 'forbidden-call', at: [3, 5] },
  { name: 'open(...)', text: inBody("open('/etc/passwd')"), code: 'forbidden-call', at: [3, 5] },
  { name: 'os.system', text: inBody("os.system('rm -rf /')"), code: 'unknown-agent', at: [3, 5] },
  { name: 'robot.arm.X', text: inBody("robot.arm.PickupObject('Apple')"), code: 'attribute-chain', at: [3, 5] },
  { name: 'attribute on a result', text: inBody("OpenObject('Fridge').close()"), code: 'attribute-chain', at: [3, 25] },
  { name: 'f-string', text: inBody("PickupObject(f'{obj}')"), code: 'f-string', at: [3, 18] },
  { name: 'raw string', text: inBody("PickupObject(r'Apple')"), code: 'string-prefix', at: [3, 18] },
  { name: 'for loop', text: inBody("for obj in ['Apple', 'Egg']:", "    PickupObject('Apple')"), code: 'forbidden-loop', at: [3, 5] },
  { name: 'while loop', text: inBody('while True:', '    pass'), code: 'forbidden-loop', at: [3, 5] },
  { name: 'if', text: inBody("if 'Apple':", "    PickupObject('Apple')"), code: 'forbidden-conditional', at: [3, 5] },
  { name: 'assignment', text: inBody("obj = 'Apple'"), code: 'assignment', at: [3, 5] },
  { name: 'augmented assignment', text: inBody('n += 1'), code: 'assignment', at: [3, 5] },
  { name: 'annotated assignment', text: inBody("obj: str = 'Apple'"), code: 'assignment', at: [3, 5] },
  { name: 'lambda', text: inBody("lambda: OpenObject('Fridge')"), code: 'forbidden-lambda', at: [3, 5] },
  { name: 'decorator', text: code('@staticmethod', 'def f():', "    X('a')", 'f()'), code: 'forbidden-decorator', at: [1, 1] },
  { name: 'nested def', text: inBody('def g():', "    X('a')"), code: 'nested-def', at: [3, 5] },
  { name: 'class', text: code('class Plan:', '    pass'), code: 'forbidden-class', at: [1, 1] },
  { name: 'with', text: inBody("with open('x') as f:", '    pass'), code: 'forbidden-with', at: [3, 5] },
  { name: 'try', text: inBody('try:', '    pass'), code: 'forbidden-try', at: [3, 5] },
  { name: 'return', text: inBody('return'), code: 'forbidden-return', at: [3, 5] },
  { name: 'raise', text: inBody('raise ValueError()'), code: 'forbidden-statement', at: [3, 5] },
  { name: 'a name argument', text: inBody("PutObject(Egg, 'Pan')"), code: 'non-string-argument', at: [3, 15] },
  { name: 'a number argument', text: inBody("PutObject('Egg', 3)"), code: 'non-string-argument', at: [3, 22] },
  { name: 'a concatenation', text: inBody("PutObject('Egg' + 'x', 'Pan')"), code: 'non-string-argument', at: [3, 21] },
  { name: 'a keyword argument', text: inBody("PutObject('Egg', receptacle='Pan')"), code: 'keyword-argument', at: [3, 22] },
  { name: 'adjacent strings', text: inBody("PutObject('Egg' 'Pan')"), code: 'expected-comma', at: [3, 21] },
  { name: 'a triple-quoted argument', text: inBody("OpenObject('''Fridge''')"), code: 'triple-quoted-string', at: [3, 16] },
  { name: 'a docstring', text: inBody('"""Make breakfast."""'), code: 'bare-expression', at: [3, 5] },
  { name: 'a bare name', text: inBody('OpenObject'), code: 'not-a-call', at: [3, 5] },
  { name: 'a semicolon', text: inBody("OpenObject('A'); CloseObject('A')"), code: 'semicolon', at: [3, 20] },
  { name: 'an unclosed call', text: inBody("OpenObject('Fridge'"), code: 'unclosed-call', at: [3, 15] },
  { name: 'an unterminated string', text: inBody("OpenObject('Fridge)"), code: 'unterminated-string', at: [3, 16] },
  { name: 'an unknown character', text: inBody("OpenObject($'Fridge')"), code: 'unexpected-character', at: [3, 16] },
  { name: 'a line continuation', text: inBody("OpenObject('Fridge') \\"), code: 'unexpected-character', at: [3, 26] },
  { name: 'mixed tabs and spaces', text: code('def f():', "\tX('a')", "        X('b')", 'f()'), code: 'inconsistent-indentation', at: [3, 9] },
  { name: 'a dedent to no level', text: code('def f():', "        X('a')", "    X('b')", 'f()'), code: 'inconsistent-indentation', at: [3, 5] },
  { name: 'an unexpected indent', text: inBody("    X('deeper')"), code: 'unexpected-indent', at: [3, 9] },
  { name: 'indented top-level code', text: code("    X('a')"), code: 'unexpected-indent', at: [1, 5] },
  { name: 'a skill call at top level', text: code("OpenObject('Fridge')"), code: 'unknown-function', at: [1, 1] },
  { name: 'an undefined function', text: code('def f():', "    X('a')", 'make_lunch()'), code: 'unknown-function', at: [3, 1] },
  { name: 'direct recursion', text: code('def f():', "    X('a')", '    f()', 'f()'), code: 'recursion', at: [3, 5] },
  { name: 'indirect recursion', text: code('def a():', '    b()', 'def b():', '    a()', 'a()'), code: 'recursion', at: [4, 5] },
  { name: 'a function called with arguments', text: code('def f():', "    X('a')", "f('x')"), code: 'function-arguments', at: [3, 3] },
  { name: 'an agent on a function', text: code('def g():', "    X('a')", 'def f():', '    robot.g()', 'f()'), code: 'agent-on-function', at: [4, 11] },
  { name: 'parameters', text: code('def f(obj):', "    X('a')"), code: 'function-parameters', at: [1, 7] },
  { name: 'a missing colon', text: code('def f()', "    X('a')"), code: 'expected-colon', at: [1, 8] },
  { name: 'a keyword as name', text: code('def pass():', "    X('a')"), code: 'invalid-function-name', at: [1, 5] },
  { name: 'a missing body', text: code('def f():', 'f()'), code: 'missing-body', at: [1, 1] },
  { name: 'a duplicate def', text: code('def f():', "    X('a')", 'def f():', "    X('b')"), code: 'duplicate-function', at: [3, 1] },
];

describe('parseSkillCode rejects', () => {
  it.each(cases)('$name', ({ text, code: expected, at }) => {
    const [first, ...rest] = parseErrors(text);
    expect(first).toMatchObject({ code: expected, line: at[0], column: at[1] });
    expect(first?.message).toMatch(/^\S.*[.:?)]$/);
    // One problem, one error: recovery must not report the following lines again.
    expect(rest).toEqual([]);
  });

  it('names the forbidden prefix and the chain in its messages', () => {
    expect(parseErrors(inBody("os.system('x')"))[0]?.message).toContain("'os'");
    expect(parseErrors(inBody("robot.arm.Pick('x')"))[0]?.message).toContain("'robot.arm.Pick'");
    expect(parseErrors(inBody("PutObject(Egg, 'Pan')"))[0]?.message).toBe("Argument 1 of PutObject must be a quoted string such as 'Apple'; write 'Egg' in quotes, not Egg.");
    expect(parseErrors(inBody("PutObject('Egg', receptacle='Pan')"))[0]?.message).toContain("writing 'Pan' instead of receptacle='Pan'");
  });

  it('reports every offending line, sorted by position', () => {
    const errors = parseErrors(code('import os', 'def f():', '    x = 1', "    OpenObject('ok')", '    for i in y:', "        exec('x')", 'g()'));
    expect(errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [1, 1, 'forbidden-import'],
      [3, 5, 'assignment'],
      [5, 5, 'forbidden-loop'],
      [6, 9, 'forbidden-call'],
      [7, 1, 'unknown-function'],
    ]);
  });

  it('counts lines from the top of an LLM reply, before the fence', () => {
    const reply = `I will do it.\n\n\`\`\`python\ndef f():\n    import os\n\`\`\`\n`;
    expect(parseErrors(reply)[0]).toMatchObject({ code: 'forbidden-import', line: 5, column: 5 });
  });

  it('never throws, and errors point inside the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 200 }), (text) => {
        const result = parseSkillCode(text);
        if (result.ok) return;
        const lines = text.split(/\r\n|\r|\n/).length;
        expect(result.errors.length).toBeGreaterThan(0);
        for (const e of result.errors) {
          expect(e.line).toBeGreaterThanOrEqual(1);
          expect(e.line).toBeLessThanOrEqual(lines);
          expect(e.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
  });
});
