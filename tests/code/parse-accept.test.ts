import { describe, expect, it } from 'vitest';
import { flattenSteps } from '../../src/code/program.js';
import { BREAKFAST, code, parseOk } from './helpers.js';

const stepsOf = (text: string): string[] =>
  flattenSteps(parseOk(text)).map((s) => `${s.agent ? `${s.agent}.` : ''}${s.skill}(${s.args.join(',')})`);

describe('parseSkillCode accepts', () => {
  it('the breakfast example, with positions', () => {
    const program = parseOk(BREAKFAST);
    expect(program.calls).toEqual([{ name: 'make_breakfast', line: 10, column: 1 }]);
    expect(program.functions).toHaveLength(1);
    const [fn] = program.functions;
    expect(fn?.name).toBe('make_breakfast');
    expect(fn?.line).toBe(1);
    expect(fn?.body[0]).toEqual({ kind: 'comment', text: 'SubTask 1: Fry an egg.', line: 2 });
    expect(fn?.body[2]).toEqual({ kind: 'skill', skill: 'PutObject', args: ['Egg', 'Pan'], line: 4, column: 5, argColumns: [15, 22] });
    expect(stepsOf(BREAKFAST)).toEqual([
      'OpenObject(Fridge)', 'PutObject(Egg,Pan)', 'CloseObject(Fridge)', 'BreakObject(Egg)',
      'PutObject(Pan,StoveBurner)', 'SwitchOn(StoveKnob)',
    ]);
  });

  it('agent prefixes, double quotes and objectIds', () => {
    const program = parseOk(code('def f():', '    robot.OpenObject("Fridge|-02.10|+00.00|+01.09")', "    human.SliceObject('Apple', 'Knife')", 'f()'));
    const [open, slice] = flattenSteps(program);
    expect(open).toMatchObject({ agent: 'robot', skill: 'OpenObject', args: ['Fridge|-02.10|+00.00|+01.09'], column: 11 });
    expect(slice).toMatchObject({ agent: 'human', skill: 'SliceObject', args: ['Apple', 'Knife'] });
  });

  it('escapes in string literals', () => {
    const program = parseOk(code('def f():', String.raw`    Say('It\'s', "a \"b\"", 'back\\slash', '\x41\u00e9\n\t', 'ok\q')`, 'f()'));
    expect(flattenSteps(program)[0]?.args).toEqual(["It's", 'a "b"', 'back\\slash', 'Aé\n\t', 'ok\\q']);
  });

  it('pass, blank lines, inline comments and a trailing comma', () => {
    const program = parseOk(code('def f():', '', '    pass', "    OpenObject('Fridge',)  # open it", '', '', 'f()'));
    expect(program.functions[0]?.body).toEqual([
      { kind: 'pass', line: 3 },
      { kind: 'skill', skill: 'OpenObject', args: ['Fridge'], line: 4, column: 5, argColumns: [16] },
      { kind: 'comment', text: 'open it', line: 4, inline: true },
    ]);
  });

  it('a one-line def and tab indentation used consistently', () => {
    expect(stepsOf(code("def f(): OpenObject('A')", 'def g():', "\tOpenObject('B')", "\tOpenObject('C')", 'g()', 'f()')))
      .toEqual(['OpenObject(B)', 'OpenObject(C)', 'OpenObject(A)']);
  });

  it('CRLF line endings (a lone CR, which a terminal obeys by overwriting the line, is refused: see unsafe-characters.test.ts)', () => {
    expect(stepsOf("def f():\r\n    OpenObject('A')\r\n    OpenObject('B')\r\nf()\r\n")).toEqual(['OpenObject(A)', 'OpenObject(B)']);
  });

  it('definitions without top-level calls, run in order', () => {
    expect(stepsOf(code('def a():', "    X('1')", 'def b():', "    X('2')"))).toEqual(['X(1)', 'X(2)']);
  });

  it('sub-routines called from a function body, in call order', () => {
    const text = code('def main():', "    X('1')", '    sub()', "    X('3')", '    sub()', 'def sub():', "    Y('2')");
    const program = parseOk(text);
    expect(program.functions[0]?.body[1]).toEqual({ kind: 'function', name: 'sub', line: 3, column: 5 });
    // sub is a sub-routine, so it does not run on its own as well.
    expect(stepsOf(text)).toEqual(['X(1)', 'Y(2)', 'X(3)', 'Y(2)']);
  });

  it('top-level comments around definitions and calls', () => {
    const program = parseOk(code('# plan', 'def f():', "    X('1')", '    # end of f', '# run it', 'f()', '# done'));
    expect(program.functions[0]?.leadingComments).toEqual([{ kind: 'comment', text: 'plan', line: 1 }]);
    expect(program.functions[0]?.body.at(-1)).toEqual({ kind: 'comment', text: 'end of f', line: 4 });
    expect(program.calls[0]?.leadingComments).toEqual([{ kind: 'comment', text: 'run it', line: 5 }]);
    expect(program.trailingComments).toEqual([{ kind: 'comment', text: 'done', line: 7 }]);
  });

  it('a column-1 comment between body statements stays in the body', () => {
    const program = parseOk(code('def f():', "    X('1')", "# X('skipped')", "    X('2')", 'f()'));
    expect(program.functions[0]?.body.map((s) => s.kind)).toEqual(['skill', 'comment', 'skill']);
  });

  it('an empty text as an empty program (the validator reports it)', () => {
    expect(parseOk('')).toEqual({ functions: [], calls: [] });
  });
});

describe('markdown fences', () => {
  it('takes the python block out of prose, keeping original line numbers', () => {
    const reply = `Sure! Here is the plan.\n\n\`\`\`python\n${BREAKFAST}\`\`\`\n\nLet me know if it works.`;
    const program = parseOk(reply);
    expect(program.functions[0]?.line).toBe(4);
    expect(flattenSteps(program)[0]).toMatchObject({ skill: 'OpenObject', line: 6, column: 5 });
    expect(program.calls[0]?.line).toBe(13);
  });

  it('skips blocks in other languages and accepts py and unlabelled blocks', () => {
    const reply = code('```json', '{"not": "code"}', '```', '```py', 'def f():', "    X('1')", '```', '```', "def g():\n    X('2')", '```');
    expect(stepsOf(reply)).toEqual(['X(1)']);
    expect(stepsOf(code('~~~', 'def g():', "    X('2')", '~~~'))).toEqual(['X(2)']);
  });
});
