import { unsafeKind } from '../../src/display.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isForbiddenName } from '../../src/code/forbidden.js';
import { parseSkillCode } from '../../src/code/parse.js';
import { printProgram, printSkillCall, quoteString } from '../../src/code/print.js';
import type { Comment, FunctionDef, Program, Statement } from '../../src/code/program.js';
import { KEYWORDS } from '../../src/code/tokens.js';
import { BREAKFAST, code, parseOk, withoutPositions } from './helpers.js';

describe('printProgram', () => {
  it('prints the breakfast example exactly as written', () => {
    expect(printProgram(parseOk(BREAKFAST))).toBe(BREAKFAST);
  });

  it('normalises indentation, quotes, spacing and comments', () => {
    const messy = code(
      '#plan',
      'def a():',
      '\trobot.PutObject( "Egg" ,"Pan", )   #inline',
      '',
      '',
      '\t# done',
      'def b(): human.OpenObject("It\'s")',
      'a()',
      'b()   # run b',
    );
    expect(printProgram(parseOk(messy))).toBe(code(
      '# plan',
      'def a():',
      "    robot.PutObject('Egg', 'Pan')  # inline",
      '    # done',
      '',
      'def b():',
      "    human.OpenObject('It\\'s')",
      '',
      'a()',
      'b()',
      '',
      '# run b',
    ));
  });

  it('prints an empty body as pass and an empty program as nothing', () => {
    expect(printProgram({ functions: [{ name: 'f', line: 1, body: [] }], calls: [] })).toBe('def f():\n    pass\n');
    expect(printProgram({ functions: [], calls: [] })).toBe('');
  });

  it('prints one call with its agent', () => {
    expect(printSkillCall({ agent: 'human', skill: 'SliceObject', args: ['Apple', 'Knife'] })).toBe("human.SliceObject('Apple', 'Knife')");
  });
});

describe('quoteString', () => {
  it('escapes quotes, backslashes and control characters', () => {
    expect(quoteString(`it's a\\b\n\t\x00\x7f`)).toBe(String.raw`'it\'s a\\b\n\t\x00\x7f'`);
    expect(quoteString('é"ü')).toBe(`'é"ü'`);
    expect(quoteString('\u2028\ud800')).toBe(String.raw`'\u2028\ud800'`);
  });
});

// --- the round-trip property -------------------------------------------------------------

const identifier = (pattern: RegExp) =>
  fc.stringMatching(pattern).filter((n) => !KEYWORDS.has(n) && !isForbiddenName(n) && n !== 'robot' && n !== 'human');
const skillName = identifier(/^[A-Z][A-Za-z0-9_]{0,10}$/);
const functionName = identifier(/^[a-z_][a-z0-9_]{0,8}$/);
const argument = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('Fridge', 'AppleSliced', 'Fridge|-02.10|+00.00|+01.09', "it's", '\\', ''),
);
// Comments of parsed code hold no character the checker refuses (controls, invisible characters, odd spaces).
const commentText = fc
  .string({ unit: 'grapheme', maxLength: 20 })
  .map((t) => [...t.replace(/[\r\n]/g, ' ')].filter((ch) => unsafeKind(ch.codePointAt(0) ?? 0) === undefined).join('').trimEnd());
const comment = commentText.map((text): Comment => ({ kind: 'comment', text, line: 0 }));
const comments = fc.array(comment, { maxLength: 2 });

/** A body statement; `callees` are the functions it may call without recursion. */
const statement = (callees: readonly string[]): fc.Arbitrary<Statement> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.record({ agent: fc.constantFrom(undefined, 'robot', 'human'), skill: skillName, args: fc.array(argument, { maxLength: 3 }) })
      .map(({ agent, skill, args }): Statement => ({ kind: 'skill', skill, args, line: 0, column: 0, ...(agent ? { agent } : {}) })) },
    { weight: 1, arbitrary: fc.constant<Statement>({ kind: 'pass', line: 0 }) },
    { weight: 2, arbitrary: fc.tuple(comment, fc.boolean()).map(([c, inline]): Statement => (inline ? { ...c, inline: true } : c)) },
    ...(callees.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...callees).map((name): Statement => ({ kind: 'function', name, line: 0, column: 0 })) }] : []),
  );

/** An inline comment only exists right after a statement on the same line. */
function fixInline(body: Statement[]): Statement[] {
  return body.map((st, i) => {
    const previous = body[i - 1];
    if (st.kind !== 'comment' || st.inline !== true || (previous !== undefined && previous.kind !== 'comment')) return st;
    return { kind: 'comment', text: st.text, line: st.line };
  });
}

const program: fc.Arbitrary<Program> = fc.uniqueArray(functionName, { minLength: 1, maxLength: 4 }).chain((names) =>
  fc.record({
    functions: fc.tuple(...names.map((name, i) =>
      fc.record({ body: fc.array(statement(names.slice(i + 1)), { minLength: 1, maxLength: 6 }), leading: comments })
        .map(({ body, leading }): FunctionDef => ({ name, line: 0, body: fixInline(body), leadingComments: leading })))),
    calls: fc.array(fc.record({ name: fc.constantFrom(...names), leading: comments }), { maxLength: 4 })
      .map((calls) => calls.map(({ name, leading }) => ({ name, line: 0, column: 0, leadingComments: leading }))),
    trailingComments: comments,
  }),
);

describe('print/parse round trip', () => {
  it('parse(print(p)) equals p modulo positions, and printing is stable', () => {
    fc.assert(
      fc.property(program, (p) => {
        const printed = printProgram(p);
        const result = parseSkillCode(printed);
        if (!result.ok) throw new Error(`${printed}\n${JSON.stringify(result.errors)}`);
        expect(withoutPositions(result.program)).toEqual(withoutPositions(p));
        expect(printProgram(result.program)).toBe(printed);
      }),
      { numRuns: 300 },
    );
  });
});
