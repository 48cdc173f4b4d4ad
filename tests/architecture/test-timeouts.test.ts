/**
 * No test checks the machine's speed through its timeout: vitest.config.ts's testTimeout and
 * hookTimeout are the one guard against a hang, generous for a busy machine, and a test or hook
 * may only ask for more (docs/ARCHITECTURE.md, Tests). A shorter number passed to test(), it(),
 * describe() or a hook is what failed the suite under load (issue 36).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import config from '../../vitest.config.js';
import { findProjectRoot } from '../../src/world/index.js';

const ROOT = findProjectRoot();
const CALLS = new Set(['test', 'it', 'describe', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The name a call starts from: `test` for test(...), test.each(...)(...), test.skipIf(x)(...). */
function calleeName(expression: ts.Expression): string | undefined {
  let e: ts.Expression = expression;
  for (;;) {
    if (ts.isIdentifier(e)) return e.text;
    if (ts.isPropertyAccessExpression(e) || ts.isCallExpression(e)) e = e.expression;
    else return undefined;
  }
}

/** Every test or hook call of `text` given a number literal after its function: `name:line` and the ms. */
function timeoutsIn(name: string, text: string): { where: string; ms: number }[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: { where: string; ms: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.arguments.length >= 2 && CALLS.has(calleeName(node.expression) ?? '')) {
      const last = node.arguments[node.arguments.length - 1]!;
      const before = node.arguments[node.arguments.length - 2]!;
      if (ts.isNumericLiteral(last) && (ts.isArrowFunction(before) || ts.isFunctionExpression(before) || ts.isIdentifier(before))) {
        const line = source.getLineAndCharacterOfPosition(last.getStart(source)).line + 1;
        found.push({ where: `${name}:${line}`, ms: Number(last.text) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test("no test or hook sets a timeout shorter than vitest.config.ts's hang guard", () => {
  const guard = Math.min(config.test?.testTimeout ?? 0, config.test?.hookTimeout ?? 0);
  expect(guard).toBeGreaterThanOrEqual(300_000);
  const shorter = filesUnder(join(ROOT, 'tests'))
    .flatMap((file) => timeoutsIn(relative(ROOT, file), readFileSync(file, 'utf8')))
    .filter((t) => t.ms < guard)
    .map((t) => `${t.where} sets ${t.ms} ms`);
  expect(shorter, 'remove these timeouts: the guard in vitest.config.ts covers a hang; wait for events (tests/helpers/wait.ts)').toEqual([]);
});

test('the check finds the shapes a timeout takes, and nothing else', () => {
  const text = [
    "test('a', async () => {}, 30_000);",
    "it.each([1])('b %i', (n) => {}, 5);",
    'beforeAll(setup, 60_000);',
    "describe.skipIf(true)('c', () => {}, 7);",
    'setTimeout(() => {}, 100);',
    "test('d', () => { expect(1).toBe(1); });",
  ].join('\n');
  expect(timeoutsIn('scratch.ts', text)).toEqual([
    { where: 'scratch.ts:1', ms: 30_000 },
    { where: 'scratch.ts:2', ms: 5 },
    { where: 'scratch.ts:3', ms: 60_000 },
    { where: 'scratch.ts:4', ms: 7 },
  ]);
});
