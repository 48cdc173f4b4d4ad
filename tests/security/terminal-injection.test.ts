/**
 * Nothing a file, an argument, an LLM or a bridge writes reaches the terminal as a control:
 * the hostile test's comment (ESC[1A ESC[2K, which erased the line above it from the approval
 * screen) is refused by the checker with its line:column, and every message that repeats input
 * — the checker's errors, an unknown scene, commander's complaint about an option, a bridge's
 * errorMessage — is shown display-safe (src/display.ts) and cut when long.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bridgeEnv } from '../helpers/bridge.js';
import { startFakeBridge, type FakeBridge } from '../helpers/fake-bridge.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { makeScenesDir, TEST_KITCHEN } from '../helpers/scenes.js';
import { harmless } from '../helpers/terminal-safety.js';
import { runCli } from '../faults/cli-run.js';

const ESC = '\x1b';
const HIDDEN_STOVE = `def f():\n    OpenObject('Fridge')\n    SwitchOn('StoveKnob')\n    # ${ESC}[1A${ESC}[2K\n    CloseObject('Fridge')\n\nf()\n`;

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  scenes = makeScenesDir();
  scratch = makeScratch('iteraplan-terminal-');
  env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, ITERAPLAN_PYTHON: '/nonexistent/python' });
});
afterAll(() => {
  scenes?.remove();
  scratch?.remove();
});

describe.each(['check', 'execute', 'allocate'])('iteraplan %s of the hidden-line code', (command) => {
  test('refuses it at the ESC (line 4, column 7), names U+001B, exit 2, and prints no control', async () => {
    const file = scratch.write(`hidden-${command}.py`, HIDDEN_STOVE);
    const { code, stdout, stderr } = await runCli([command, file, '--scene', TEST_KITCHEN], env);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}:4:7: U+001B (ESCAPE) is a control character`);
    expect(stderr).toContain('[unsafe-character]');
    expect(harmless(stdout + stderr)).toBe(true);
  });
});

test('check --json carries the same error, and its JSON holds no raw control', async () => {
  const file = scratch.write('hidden-json.py', HIDDEN_STOVE);
  const { code, stdout } = await runCli(['check', file, '--scene', TEST_KITCHEN, '--json'], env);
  expect(code).toBe(2);
  expect(harmless(stdout)).toBe(true);
  expect(JSON.parse(stdout)).toMatchObject({ ok: false, errors: [{ code: 'unsafe-character', line: 4, column: 7 }] });
});

test('an argument echoed in an error (an unknown scene) is shown escaped', async () => {
  const file = scratch.write('fine.py', "def f():\n    OpenObject('Fridge')\n\nf()\n");
  const { code, stderr } = await runCli(['check', file, '--scene', `Evil${ESC}[2J${ESC}[H\u202e`], env);
  expect(code).toBe(2);
  expect(stderr).toContain('Evil<U+001B>[2J<U+001B>[H<U+202E>');
  expect(harmless(stderr)).toBe(true);
});

test('an echoed value is cut: a 100,000-character scene name is repeated by its first characters only', async () => {
  const file = scratch.write('fine-long.py', "def f():\n    OpenObject('Fridge')\n\nf()\n");
  const { code, stderr } = await runCli(['check', file, '--scene', 'S'.repeat(100_000)], env);
  expect(code).toBe(2);
  expect(stderr).toContain(`unknown scene '${'S'.repeat(79)}… (100,000 characters)'`);
  expect(stderr.length).toBeLessThan(1_000);
});

test("commander's complaint about an option value is escaped and cut", async () => {
  const value = `${ESC}[2K${'x'.repeat(20_000)}`;
  const { code, stderr } = await runCli(['plan', 'hi', '--planner', value], env);
  expect(code).toBe(2);
  expect(stderr).toContain('<U+001B>[2K');
  expect(stderr).toMatch(/… \(20,\d{3} characters\)/);
  expect(stderr.length).toBeLessThan(2_000);
  expect(harmless(stderr)).toBe(true);
});

test('a non-UTF-8 or binary code file is refused with one error at the first bad byte', async () => {
  const latin = scratch.write('latin1.py', Buffer.from("def f():\n    # caf\xe9\n    OpenObject('Fridge')\nf()\n", 'latin1'));
  let out = await runCli(['check', latin, '--scene', TEST_KITCHEN], env);
  expect(out.code).toBe(2);
  expect(out.stderr).toBe(`iteraplan: ${latin}:2:10: byte 0xE9 is not valid UTF-8; save the file as UTF-8 text\n`);
  const binary = scratch.write('binary.py', Buffer.concat([Buffer.from('def f():\n    X'), Buffer.alloc(60_000, 0), Buffer.from([0xff, 0x1b])]));
  out = await runCli(['check', binary, '--scene', TEST_KITCHEN], env);
  expect(out.code).toBe(2);
  expect(out.stderr).toBe(`iteraplan: ${binary}:2:6: the file looks binary (a NUL byte); skill code is UTF-8 text\n`);
});

describe('a bridge whose errorMessage holds terminal controls', () => {
  let bridge: FakeBridge;
  const OBJECT = (id: string, type: string) => ({
    objectId: id, objectType: type, parentReceptacles: [], receptacleObjectIds: [],
    isOpen: false, isToggled: false, isSliced: false, isCooked: false, isDirty: false, isBroken: false, isUsedUp: false, isPickedUp: false, isFilledWithLiquid: false,
  });
  beforeAll(async () => {
    const state = { scene: TEST_KITCHEN, agents: [{ name: 'robot', holding: null, at: null }], objects: [OBJECT('Fridge|-02.10|+00.00|+01.09', 'Fridge')] };
    bridge = await startFakeBridge((request) => {
      const id = request['id'];
      switch (request['op']) {
        case 'hello':
          return { id, ok: true, result: { protocol: 1, backend: 'symbolic', scenes: [TEST_KITCHEN] } };
        case 'reset':
        case 'state':
          return { id, ok: true, result: state };
        default:
          return { id, ok: true, result: { success: false, errorCode: 'NOT_REACHABLE', errorMessage: `${ESC}[2J${ESC}[Hall fine\u202e, nothing failed`, objectId: null, resolved: {} } };
      }
    });
  });
  afterAll(() => bridge?.close());

  test('execute shows the failure with the message escaped', async () => {
    const file = scratch.write('open.py', "def f():\n    OpenObject('Fridge')\n\nf()\n");
    const { code, stdout, stderr } = await runCli(['execute', file, '--scene', TEST_KITCHEN, '--bridge', bridge.url], env);
    expect(code, stderr).toBe(1);
    expect(stdout).toContain('<U+001B>[2J<U+001B>[Hall fine<U+202E>, nothing failed');
    expect(harmless(stdout + stderr)).toBe(true);
  });
});
