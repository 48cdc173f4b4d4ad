/** The command line run in-process with captured output, against real bridge processes. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { EGG_PLAN, INVALID_PLAN, SALAD_GOAL, SALAD_PLAN } from '../helpers/plans.js';
import { TEST_KITCHEN, makeScenesDir } from '../helpers/scenes.js';
import { findProjectRoot } from '../../src/world/index.js';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  scenes = makeScenesDir();
  scratch = makeScratch();
  env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir });
});
afterAll(() => {
  scenes?.remove();
  scratch?.remove();
});

async function run(argv: string[], extraEnv: Record<string, string> = {}) {
  const captured = captureIO({ ...env, ...extraEnv });
  const code = await main(argv, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

describe('iteraplan check', () => {
  test('valid code: OK and the steps in order, exit 0', async () => {
    const file = scratch.write('salad.py', SALAD_PLAN);
    const { code, stdout } = await run(['check', file, '--scene', TEST_KITCHEN]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^OK: .*salad\.py is valid for TestKitchen \(4 skill calls\)/);
    expect(stdout).toMatch(/line +3 +OpenObject\('Drawer'\)\n.*line +4 +SliceObject\('Apple', 'Knife'\)/);
  });

  test('invalid code: FILE:line:column: message, exit 2', async () => {
    const file = scratch.write('invalid.py', INVALID_PLAN);
    const { code, stderr } = await run(['check', file, '--scene', TEST_KITCHEN]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}:3:5: `);
  });

  test('an object the scene lacks is reported with its line and column', async () => {
    const file = scratch.write('toaster.py', `def f():\n    SwitchOn('Toaster')\n`);
    const { code, stderr } = await run(['check', file, '--scene', TEST_KITCHEN]);
    expect(code).toBe(2);
    expect(stderr).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2:14: .*Toaster`));
  });

  test('--json gives one JSON result', async () => {
    const file = scratch.write('salad.py', SALAD_PLAN);
    const { code, stdout } = await run(['check', file, '--scene', TEST_KITCHEN, '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { ok: boolean; steps: { line: number; call: string }[] };
    expect(result.ok).toBe(true);
    expect(result.steps[1]).toEqual({ line: 4, call: "SliceObject('Apple', 'Knife')" });
  });

  test('an unknown scene is bad input, exit 2, listing the scenes', async () => {
    const file = scratch.write('salad.py', SALAD_PLAN);
    const { code, stderr } = await run(['check', file, '--scene', 'FloorPlan999']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/unknown scene 'FloorPlan999'.*TestKitchen/);
  });

  test('a missing file is bad input, exit 2', async () => {
    const { code, stderr } = await run(['check', `${scratch.dir}/nope.py`, '--scene', TEST_KITCHEN]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/cannot read .*nope\.py: no such file/);
  });
});

describe('iteraplan execute', () => {
  test('a plan that meets its goal: exit 0, progress per line on stderr; without a goal it only ran (exit 1)', async () => {
    const file = scratch.write('salad.py', SALAD_PLAN);
    const goal = scratch.write('salad-goal.yaml', SALAD_GOAL);
    const { code, stdout, stderr } = await run(['execute', file, '--scene', TEST_KITCHEN, '--goal', goal]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Ran to its end on TestKitchen \(4 skill calls, 14 atomic actions\), judged by the goal in .*salad-goal\.yaml\.\n\nThe code ran to its end\. Goal met: apple served/);
    const unjudged = await run(['execute', file, '--scene', TEST_KITCHEN]);
    expect(unjudged.code).toBe(5);
    expect(unjudged.stdout).toMatch(/^Ran to its end on TestKitchen \(4 skill calls, 14 atomic actions\); the goal was not checked/);
    // What changed in the world follows, in words.
    expect(stdout).toContain('What changed in the world:\n');
    expect(stdout).toMatch(/- the Apple was sliced \(\d+ slices?\)/);
    expect(stderr.trim().split('\n')).toHaveLength(4);
    // A call without a prefix goes to the agent the allocation rule gives it: the paper's robot cannot slice.
    expect(stderr).toMatch(/\[1\/4\] line 3  robot: OpenObject\('Drawer'\)  ok/);
    expect(stderr).toMatch(/\[2\/4\] line 4  human: SliceObject\('Apple', 'Knife'\)  ok \(6 actions\)/);
  });

  test('one rule decides what an agent can do: --agent robot with a call the robot cannot do is refused before anything runs (exit 2)', async () => {
    const file = scratch.write('salad.py', SALAD_PLAN);
    const { code, stdout, stderr } = await run(['execute', file, '--scene', TEST_KITCHEN, '--agent', 'robot']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('line 4: robot cannot carry out SliceObject: in the team paper it cannot do SliceObject');
    expect((await run(['execute', file, '--scene', TEST_KITCHEN, '--agent', 'human', '--goal', scratch.write('salad-goal.yaml', SALAD_GOAL)])).code).toBe(0);
  });

  test('a plan that fails: exit 1 with the report', async () => {
    const file = scratch.write('egg.py', EGG_PLAN);
    const { code, stdout, stderr } = await run(['execute', file, '--scene', TEST_KITCHEN]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^Execution failed at line 3: PutObject\('Egg', 'Pan'\)\n/);
    expect(stdout).toMatch(/atomic action 2 of 4: PickupObject\(objectId='Egg\|[^']+'\) by human/);
    expect(stdout).toContain('error INSIDE_CLOSED_RECEPTACLE');
    expect(stdout).toMatch(/Fridge\|-02\.10\|\+00\.00\|\+01\.09 \(Fridge\): .*closed/);
    expect(stderr).toContain('FAILED at PickupObject: INSIDE_CLOSED_RECEPTACLE');
  });

  test('--json prints only the JSON result, report included', async () => {
    const file = scratch.write('egg.py', EGG_PLAN);
    const { code, stdout, stderr } = await run(['execute', file, '--scene', TEST_KITCHEN, '--json', '--agent', 'human']);
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const result = JSON.parse(stdout) as { success: boolean; steps: number; report: { line: number; agent: string; errorCode: string } };
    expect(result).toMatchObject({ success: false, steps: 0, report: { line: 3, agent: 'human', errorCode: 'INSIDE_CLOSED_RECEPTACLE' } });
  });

  test('invalid code is exit 2 before any bridge starts', async () => {
    const file = scratch.write('invalid.py', INVALID_PLAN);
    // An unusable interpreter proves no bridge was needed.
    const { code, stderr } = await run(['execute', file, '--scene', TEST_KITCHEN], { ITERAPLAN_PYTHON: '/nonexistent' });
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}:3:5: `);
  });

  test('a bridge that cannot start is an environment problem, exit 3', async () => {
    const file = scratch.write('salad.py', SALAD_PLAN);
    const { code, stderr } = await run(['execute', file, '--scene', TEST_KITCHEN], { ITERAPLAN_PYTHON: '/nonexistent' });
    expect(code).toBe(3);
    expect(stderr).toMatch(/Python interpreter '\/nonexistent'.*was not found/);
  });

  test('the ai2thor backend without the ai2thor package is exit 3 with the reason', async () => {
    const file = scratch.write('salad.py', SALAD_PLAN);
    const { code, stderr } = await run(['execute', file, '--scene', TEST_KITCHEN, '--backend', 'ai2thor']);
    expect(code).toBe(3);
    expect(stderr).toMatch(/exited with exit code 3 before it started listening[\s\S]*ai2thor/);
  });

  test('an unreachable --bridge is exit 3', async () => {
    const file = scratch.write('salad.py', SALAD_PLAN);
    const { code, stderr } = await run(['execute', file, '--scene', TEST_KITCHEN, '--bridge', 'ws://127.0.0.1:1']);
    expect(code).toBe(3);
    expect(stderr).toContain('cannot reach the bridge at ws://127.0.0.1:1');
  });
});

describe('iteraplan allocate', () => {
  test('prints the table and the code rewritten with agent prefixes', async () => {
    const file = scratch.write('salad.py', SALAD_PLAN);
    const { code, stdout } = await run(['allocate', file, '--scene', TEST_KITCHEN]);
    expect(code).toBe(0);
    expect(stdout).toContain("human.SliceObject('Apple', 'Knife')"); // the robot cannot slice
    expect(stdout).toContain("robot.OpenObject('Drawer')");
    expect(stdout).toMatch(/def slice_an_apple\(\):/);
  });

  test('-o FILE writes the allocated code, which execute runs as allocated; a folder as FILE is exit 2 naming it', async () => {
    const file = scratch.write('salad-o.py', SALAD_PLAN);
    const out = join(scratch.dir, 'salad.allocated.py');
    const { code } = await run(['allocate', file, '--scene', TEST_KITCHEN, '-o', out]);
    expect(code).toBe(0);
    const written = readFileSync(out, 'utf8');
    expect(written).toContain("human.SliceObject('Apple', 'Knife')");
    expect(written).toContain("robot.OpenObject('Drawer')");
    const ran = await run(['execute', out, '--scene', TEST_KITCHEN, '--goal', scratch.write('salad-o-goal.yaml', SALAD_GOAL)]);
    expect(ran.code, ran.stderr).toBe(0);
    const folder = await run(['allocate', file, '--scene', TEST_KITCHEN, '-o', scratch.dir]);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toContain(`cannot write ${scratch.dir}: it is a folder, not a file`);
  });

  test('--json gives the rows and the code', async () => {
    const file = scratch.write('salad.py', SALAD_PLAN);
    const { code, stdout } = await run(['allocate', file, '--scene', TEST_KITCHEN, '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { rows: { line: number; agent: string }[]; code: string };
    expect(result.rows.map((r) => [r.line, r.agent])).toContainEqual([4, 'human']);
    expect(result.code).toContain("human.SliceObject('Apple', 'Knife')");
  });
});

describe('iteraplan scenes', () => {
  test('lists name, room type and object count', async () => {
    const { code, stdout } = await run(['scenes']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^scene +room type +objects\n/);
    expect(stdout).toMatch(/TestKitchen +Kitchen +10\n/);
    expect(stdout).toMatch(/\n1 scene: 1 Kitchen\n$/);
  });

  test('the shipped scenes: all 120 iTHOR floorplans, by room type', async () => {
    const { code, stdout } = await run(['scenes', '--json'], { ITERAPLAN_SCENES: join(findProjectRoot(), 'scenes') });
    expect(code).toBe(0);
    const rows = (JSON.parse(stdout) as { scenes: { name: string; roomType: string }[] }).scenes;
    const numbers = (room: string) => rows.filter((r) => r.roomType === room).map((r) => Number(r.name.replace('FloorPlan', '')));
    const range = (from: number) => Array.from({ length: 30 }, (_, i) => from + i);
    expect(numbers('Kitchen')).toEqual(range(1));
    expect(numbers('LivingRoom')).toEqual(range(201));
    expect(numbers('Bedroom')).toEqual(range(301));
    expect(numbers('Bathroom')).toEqual(range(401));
    expect(rows.map((r) => r.roomType)).toEqual([...Array(30).fill('Kitchen'), ...Array(30).fill('LivingRoom'), ...Array(30).fill('Bedroom'), ...Array(30).fill('Bathroom')]);
  });

  test('show S: objects under their receptacles, with states', async () => {
    const { code, stdout } = await run(['scenes', 'show', TEST_KITCHEN]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^TestKitchen \(Kitchen\), 10 objects\n/);
    expect(stdout).toMatch(/\n {2}Fridge\|-02\.10\|\+00\.00\|\+01\.09 {2}\[closed\]\n {4}Egg\|-02\.04\|\+00\.81\|\+01\.24\n/);
    expect(stdout).toMatch(/StoveKnob\|[^ ]+ {2}\[off, controls StoveBurner\|/);
  });

  test('show of an unknown scene is exit 2', async () => {
    const { code } = await run(['scenes', 'show', 'Nowhere']);
    expect(code).toBe(2);
  });
});

describe('usage errors', () => {
  test('an unknown option, a missing --scene, a bad --backend: exit 2 with a message', async () => {
    for (const argv of [
      ['check', 'x.py', '--scene', TEST_KITCHEN, '--frobnicate'],
      ['check', 'x.py'],
      ['execute', 'x.py', '--scene', TEST_KITCHEN, '--backend', 'unity'],
    ]) {
      const { code, stderr } = await run(argv);
      expect(code).toBe(2);
      expect(stderr).toMatch(/error: /);
    }
  });

  test('--help is exit 0 and lists the commands', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    for (const name of ['check', 'execute', 'allocate', 'scenes', 'bridge']) expect(stdout).toContain(name);
  });
});

describe('iteraplan --version', () => {
  test('prints the version of package.json and exits 0', async () => {
    const { readFileSync } = await import('node:fs');
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    const result = await run(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(manifest.version);
  });
});

describe('--json: a failed command says so in one JSON object on stdout', () => {
  test('bad input names its kind and exit code; a usage error too; the message stays on stderr', async () => {
    // Invalid code is the command's own result (its errors with line and column): still one object, no second one.
    const invalid = await run(['check', scratch.write('invalid-json.py', INVALID_PLAN), '--scene', TEST_KITCHEN, '--json']);
    expect(invalid.code).toBe(2);
    expect(JSON.parse(invalid.stdout)).toMatchObject({ ok: false });

    const unknownScene = await run(['check', scratch.write('ok-json.py', SALAD_PLAN), '--scene', 'NoSuchRoom', '--json']);
    expect(unknownScene.code).toBe(2);
    expect(JSON.parse(unknownScene.stdout)).toMatchObject({ error: { code: 'InputError', exitCode: 2 } });
    expect(unknownScene.stderr).toContain('NoSuchRoom');

    const usage = await run(['check', '--no-such-flag', '--json']);
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.stdout)).toMatchObject({ error: { code: 'UsageError', exitCode: 2 } });
  });

  test('without --json nothing is added to stdout, and --json after -- is an argument, not the flag', async () => {
    const plain = await run(['check', scratch.write('ok-plain.py', SALAD_PLAN), '--scene', 'NoSuchRoom']);
    expect(plain.code).toBe(2);
    expect(plain.stdout).toBe('');
    const afterDashes = await run(['check', scratch.write('ok-dashes.py', SALAD_PLAN), '--scene', 'NoSuchRoom', '--', '--json']);
    expect(afterDashes.code).toBe(2);
    expect(afterDashes.stdout).toBe('');
  });
});

describe('scene names', () => {
  test('any case of a scene name is the scene; a near miss is exit 2 with a did-you-mean', async () => {
    const ok = await run(['check', scratch.write('case.py', SALAD_PLAN), '--scene', TEST_KITCHEN.toLowerCase(), '--json']);
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ ok: true, scene: TEST_KITCHEN });
    const near = await run(['check', scratch.write('near.py', SALAD_PLAN), '--scene', `${TEST_KITCHEN}x`]);
    expect(near.code).toBe(2);
    expect(near.stderr).toContain(`did you mean ${TEST_KITCHEN}`);
  });
});

describe('a request the planner will not plan', () => {
  test('exit 2 with the reason; the session is recorded as refused, listed so by runs, and --resume plans nothing again', async () => {
    const out = join(scratch.dir, 'refused-runs');
    const refused = await run(['plan', 'bake a cake', '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--out', out]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("The offline planner cannot plan 'bake a cake'");
    const [dir] = readdirSync(out).map((name) => join(out, name));
    const result = JSON.parse(readFileSync(join(dir!, 'result.json'), 'utf8')) as { success: boolean; ending: string; reason: string };
    expect(result).toMatchObject({ success: false, ending: 'refused' });
    expect(result.reason).toMatch(/^The offline planner cannot plan 'bake a cake'/);
    // It says what is missing, not a word it did not understand (knowledge/uses.yaml absent).
    expect(result.reason).toContain("'cake' asks for a food this world does not have or a dish the planner cannot make");
    const listed = await run(['runs', '--out', out]);
    expect(listed.stdout).toContain('refused: The offline planner cannot plan');
    expect(listed.stdout).not.toContain('unfinished');
    const resumed = await run(['plan', '--resume', dir!, '--yes']);
    expect(resumed.code).toBe(2);
    expect(resumed.stdout).toContain("Refused: The offline planner cannot plan 'bake a cake'");
    expect(readFileSync(join(dir!, 'transcript.jsonl'), 'utf8').trim().split('\n').filter((line) => line.includes('"type":"end"'))).toHaveLength(1);
  });
});
