/**
 * Scenes the user points IteraPlan at that are wrong: broken YAML, a scene that names objects or
 * types that do not exist, an unknown scene, a path instead of a name. Every one is exit 2 with
 * the file and line (where there is one), before any bridge is started.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bridgeEnv } from '../helpers/bridge.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { SALAD_PLAN } from '../helpers/plans.js';
import { FIXTURE_SCENES, makeScenesDir, TEST_KITCHEN } from '../helpers/scenes.js';
import { literal, runCli } from './cli-run.js';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
let plan: string;
const kitchen = readFileSync(join(FIXTURE_SCENES, `${TEST_KITCHEN}.yaml`), 'utf8');

/** Writes a variant of the TestKitchen fixture as scene `name`; returns its path. */
function writeScene(name: string, text: string): string {
  const file = join(scenes.dir, `${name}.yaml`);
  writeFileSync(file, text.replace(`scene: ${TEST_KITCHEN}`, `scene: ${name}`));
  return file;
}

/** The 1-based line of the first occurrence of `needle` in `text`. */
function lineOf(text: string, needle: string): number {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`'${needle}' is not in the fixture`);
  return text.slice(0, index).split('\n').length;
}

beforeAll(() => {
  scenes = makeScenesDir();
  scratch = makeScratch();
  plan = scratch.write('salad.py', SALAD_PLAN);
});
afterAll(() => {
  scenes?.remove();
  scratch?.remove();
});

const env = () => bridgeEnv({ ITERAPLAN_SCENES: scenes.dir });

describe('a scene YAML with errors (ITERAPLAN_SCENES)', () => {
  test('a parent that is not an object of the scene: file:line, the entry and the field', async () => {
    const text = kitchen.replace('parent: "Fridge|-02.10|+00.00|+01.09"', 'parent: "Fridge|-09.99|+00.00|+01.09"');
    const file = writeScene('DanglingParent', text);
    const { code, stderr } = await runCli(['check', plan, '--scene', 'DanglingParent'], env());
    expect(code).toBe(2);
    const line = lineOf(text, 'parent: "Fridge|-09.99');
    expect(stderr).toMatch(new RegExp(`${literal(file)}:${line}: objects\\[1\\] \\(Egg\\|[^)]*\\)\\.parent: .*not an object of this scene`));
  });

  test('an unknown object type: file:line and the type', async () => {
    const text = kitchen.replace(/type: Apple$/m, 'type: Aple');
    const file = writeScene('MisspelledType', text);
    const { code, stderr } = await runCli(['check', plan, '--scene', 'MisspelledType'], env());
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}:${lineOf(text, 'type: Aple')}: `);
    expect(stderr).toContain("unknown type 'Aple'");
  });

  test('YAML that does not parse: file:line and the parser reason', async () => {
    const file = writeScene('Unparsable', 'scene: Unparsable\nroomType: Kitchen\nobjects:\n  - id: "Apple|+00.50|+00.97|-02.40"\n    type: [Apple\n');
    const { code, stderr } = await runCli(['check', plan, '--scene', 'Unparsable'], env());
    expect(code).toBe(2);
    expect(stderr).toMatch(new RegExp(`${literal(file)}:\\d+: invalid YAML`));
  });

  test('a YAML alias bomb (ten lines standing for 9^10 nodes): refused, exit 2, not an unexpected error', async () => {
    const levels = ['a0: &a0 [x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`)];
    const file = writeScene('AliasBomb', `scene: AliasBomb\nroomType: Kitchen\n${levels.join('\n')}\nobjects: *a9\n`);
    const { code, stderr } = await runCli(['check', plan, '--scene', 'AliasBomb'], env());
    expect(code).toBe(2);
    expect(stderr).toBe(`iteraplan: ${file}: invalid YAML: its aliases expand too far (an alias bomb?): write the data out instead of nesting aliases\n`);
  });

  test('a state key the type cannot have: file:line and the key', async () => {
    const text = kitchen.replace(/(type: Apple\n)/, '$1    state: { isOpen: true }\n');
    const file = writeScene('OpenApple', text);
    const { code, stderr } = await runCli(['check', plan, '--scene', 'OpenApple'], env());
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}:${lineOf(text, 'isOpen: true')}: `);
    expect(stderr).toContain('isOpen');
  });

  test('plan refuses a broken scene before creating a session or starting a bridge', async () => {
    writeScene('DanglingForPlan', kitchen.replace('parent: "Fridge|-02.10|+00.00|+01.09"', 'parent: "Nowhere|+00.00|+00.00|+00.00"'));
    const out = join(scratch.dir, 'runs-broken');
    // A Python that does not exist: reaching the bridge would be exit 3, not 2.
    const { code, stderr } = await runCli(
      ['plan', 'I feel hungry', '--scene', 'DanglingForPlan', '--planner', 'offline', '--yes', '--out', out],
      { ...env(), ITERAPLAN_PYTHON: '/nonexistent/python' },
    );
    expect(code, stderr).toBe(2);
    expect(stderr).toContain('DanglingForPlan.yaml:');
    expect(existsSync(out)).toBe(false);
  });
});

describe('scene names', () => {
  test('an unknown scene: exit 2 naming it and the scenes there are', async () => {
    const { code, stderr } = await runCli(['check', plan, '--scene', 'FloorPlan999'], env());
    expect(code).toBe(2);
    expect(stderr).toContain("unknown scene 'FloorPlan999'");
    expect(stderr).toContain(TEST_KITCHEN);
  });

  test.each([
    ['a relative path', `../${TEST_KITCHEN}`],
    ['a path to the scene file', join(FIXTURE_SCENES, `${TEST_KITCHEN}.yaml`)],
    ['an absolute path outside', '/etc/passwd'],
    ['a file name', `${TEST_KITCHEN}.yaml`],
    ['a hidden name', '.hidden'],
    ['a Windows path', `..\\${TEST_KITCHEN}`],
  ])('%s as a scene name is refused with exit 2 and never read', async (_what, name) => {
    for (const command of ['check', 'allocate']) {
      const { code, stderr } = await runCli([command, plan, '--scene', name], env());
      expect(code, stderr).toBe(2);
      expect(stderr).toMatch(/scene name .* is not a name|unknown scene/);
      expect(stderr).not.toContain('root:'); // nothing of /etc/passwd is echoed
    }
  });

  test('plan and execute refuse a path as a scene before starting a bridge', async () => {
    const noBridge = { ...env(), ITERAPLAN_PYTHON: '/nonexistent/python' };
    const planned = await runCli(['plan', 'I feel hungry', '--scene', '../../etc/passwd', '--planner', 'offline', '--yes', '--out', scratch.dir], noBridge);
    expect(planned.code, planned.stderr).toBe(2);
    const executed = await runCli(['execute', plan, '--scene', '/etc/passwd'], noBridge);
    expect(executed.code, executed.stderr).toBe(2);
  });
});
