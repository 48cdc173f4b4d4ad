/**
 * Skill code is never run as Python. Code that tries to (imports, __import__, eval/exec,
 * attribute chains, semicolons, f-strings, decorators, default arguments, lambdas) and code
 * calling skills that do not exist are rejected with file:line:column and exit 2 by check,
 * execute and allocate — and the payload's side effect, a marker file, provably never appears.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { venvPython } from '../../src/bridge/index.js';
import { bridgeEnv, ROOT } from '../helpers/bridge.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { makeScenesDir, TEST_KITCHEN } from '../helpers/scenes.js';
import { fenced, PlanHarness, reply, STAGE1, STAGE2, transcript } from '../helpers/plan-harness.js';
import { literal, runCli } from '../faults/cli-run.js';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
let marker: string;
beforeAll(() => {
  scenes = makeScenesDir();
  scratch = makeScratch('iteraplan-inject-');
  marker = join(scratch.dir, 'pwned');
});
afterAll(() => {
  scenes?.remove();
  scratch?.remove();
});

/** Each attempt: the code ({MARKER} standing for the marker file), and where and why it is refused. */
const ATTEMPTS: Array<[name: string, code: string, line: number, column: number, errorCode: string]> = [
  ['__import__ at top level', "__import__('os').system('touch {MARKER}')\n", 1, 1, 'forbidden-call'],
  ['an import', "import os\nos.system('touch {MARKER}')\n", 1, 1, 'forbidden-import'],
  ['a call chained with ;', "def f():\n    OpenObject('Fridge'); __import__('os').system('touch {MARKER}')\n\nf()\n", 2, 25, 'semicolon'],
  ['an expression as an argument', "def f():\n    OpenObject('Fridge' + __import__('os').system('touch {MARKER}'))\n", 2, 25, 'non-string-argument'],
  ['an f-string argument', "def f():\n    OpenObject(f\"{__import__('os').system('touch {MARKER}')}\")\n", 2, 16, 'f-string'],
  ['a decorator', "@__import__('os').system\ndef f():\n    pass\n", 1, 1, 'forbidden-decorator'],
  ['a default argument', "def f(x=exec(\"open('{MARKER}', 'w')\")):\n    pass\n", 1, 7, 'function-parameters'],
  ['an attribute chain to globals', "def f():\n    robot.__class__.__init__.__globals__['os'].system('touch {MARKER}')\n", 2, 11, 'forbidden-call'],
  ['eval', "def f():\n    OpenObject('Fridge')\n    eval(\"__import__('os').system('touch {MARKER}')\")\n\nf()\n", 3, 5, 'forbidden-call'],
  ['exec after the top-level call', "def f():\n    OpenObject('Fridge')\nf(); exec(\"open('{MARKER}', 'w')\")\n", 3, 4, 'semicolon'],
  ['a lambda', "def f():\n    lambda: __import__('os').system('touch {MARKER}')\n", 2, 5, 'forbidden-lambda'],
  ['a quote-breaking object name', "def f():\n    OpenObject(\"Fridge'); __import__('os').system('touch {MARKER}'); ('\")\n\nf()\n", 2, 16, 'unknown-object'],
  ['an unknown skill', "def f():\n    OpenObject('Fridge')\n    TeleportObject('Fridge')\n\nf()\n", 3, 5, 'unknown-skill'],
  ['a module prefix', "def f():\n    os.system('touch {MARKER}')\n", 2, 5, 'unknown-agent'],
  ['a function shadowing a skill', "def OpenObject():\n    BreakObject('Egg')\n\nOpenObject()\n", 1, 5, 'shadows-skill'],
];

describe.each(['check', 'execute', 'allocate'])('iteraplan %s', (command) => {
  test.each(ATTEMPTS)('%s: refused at its line:column, exit 2, never run', async (name, code, line, column, errorCode) => {
    const file = scratch.write(`${command}-${name.replace(/\W+/g, '-')}.py`, code.replaceAll('{MARKER}', marker));
    // No Python for a bridge: a command that tried to run the code would fail with exit 3 instead.
    const env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, ITERAPLAN_PYTHON: '/nonexistent/python' });
    const { code: exit, stdout, stderr } = await runCli([command, file, '--scene', TEST_KITCHEN], env);
    expect(exit, stderr).toBe(2);
    expect(stderr).toMatch(new RegExp(`${literal(file)}:${line}:${column}: .+ \\[${errorCode}\\]`));
    expect(stdout).toBe('');
    for (const n of [0, 1, 2, 3]) expect(existsSync(`${marker}-${n}`)).toBe(false);
  });
});

test('control: the same payload run as Python does leave the marker, so its absence above means something', async () => {
  const control = join(scratch.dir, 'control-marker');
  await execa(venvPython(ROOT), ['-c', `__import__('os').system('touch ${control}')`]);
  expect(existsSync(control)).toBe(true);
});

describe('iteraplan plan with an LLM that answers with injected code', () => {
  const h = new PlanHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  test('every version is rejected with line:column, nothing is executed, and the session stops', async () => {
    const payload = (n: number) => `def f():\n    OpenObject('Drawer')\n    __import__('os').system('touch ${marker}-${n}')\n\nf()\n`;
    // The generated code and its three validation repairs all carry the payload (each a little different, so none is a repeat).
    await h.script(reply.json(STAGE1), reply.json(STAGE2), ...[0, 1, 2, 3].map((n) => fenced(payload(n))));
    const { code, result } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify']);
    expect(code).toBe(1);
    const events = transcript(result().sessionDir);
    const validations = events.flatMap((e) => (e.type === 'validation' ? [e] : []));
    expect(validations).toHaveLength(4);
    for (const v of validations) expect(v.errors[0]).toMatchObject({ line: 3, column: 5 });
    expect(events.some((e) => e.type === 'execution')).toBe(false);
    for (const n of [0, 1, 2, 3]) expect(existsSync(`${marker}-${n}`)).toBe(false);
  });
});
