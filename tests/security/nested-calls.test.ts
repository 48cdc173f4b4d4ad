/**
 * Function calls that nest without bound: 20 small functions, each calling the previous one 10
 * times (221 lines), would expand to 10^20 skill calls. `check` used to die with a V8 fatal
 * error after 2.6 GB and `plan` the same way, leaving its transcript without an end. Now the
 * checker counts the steps without expanding and refuses the program (exit 2 for a file; for an
 * LLM's code, validation errors that reach the person and the JSON result; the session ends).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bridgeEnv } from '../helpers/bridge.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { makeScenesDir, TEST_KITCHEN } from '../helpers/scenes.js';
import { fenced, PlanHarness, reply, STAGE1, STAGE2, transcript } from '../helpers/plan-harness.js';
import { runCli } from '../faults/cli-run.js';

/** The hostile test's program, with a skill TestKitchen knows. */
function bomb(depth = 20, fanout = 10): string {
  const lines: string[] = [];
  for (let d = 0; d < depth; d++) {
    lines.push(`def f${d}():`);
    for (let k = 0; k < fanout; k++) lines.push(d === 0 ? "    OpenObject('Drawer')" : `    f${d - 1}()`);
  }
  return `${lines.join('\n')}\nf${depth - 1}()\n`;
}

const LIMIT_ERROR = /line 221:1: f19\(\) expands to more than 10,000 skill calls .+ \(expandedSteps\)/;

describe('iteraplan check', () => {
  let scenes: ReturnType<typeof makeScenesDir>;
  let scratch: Scratch;
  beforeAll(() => {
    scenes = makeScenesDir();
    scratch = makeScratch('iteraplan-nested-');
  });
  afterAll(() => {
    scenes?.remove();
    scratch?.remove();
  });

  test.each(['check', 'execute', 'allocate'])('%s refuses the program at its top-level call with the limit named, exit 2', async (command) => {
    const file = scratch.write(`bomb-${command}.py`, bomb());
    const env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, ITERAPLAN_PYTHON: '/nonexistent/python' });
    const { code, stderr } = await runCli([command, file, '--scene', TEST_KITCHEN], env);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}:221:1: f19() expands to more than 10,000 skill calls`);
    expect(stderr).toContain('[too-many-steps]');
  });
});

describe('iteraplan plan with an LLM that answers with the program', () => {
  const h = new PlanHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());
  // Each reply the bomb on another object: four different programs, so none is taken as a repeat.
  const replies = () => [reply.json(STAGE1), reply.json(STAGE2), ...['Drawer', 'Fridge', 'Cabinet', 'Microwave'].map((object) => fenced(bomb().replaceAll('Drawer', object)))];

  test('--yes: the errors are shown with line:column, nothing runs, the session ends (exit 1)', async () => {
    await h.script(...replies());
    const { code, stdout, stderr } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--no-clarify']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/It has errors:\n {2}line 221:1: f19\(\) expands/);
    expect(stdout).toMatch(/Failed: code v4 still has errors after the validation repairs \(line 221:1: f19\(\) expands/);
    const dir = /Session written to (.+)\n/.exec(stdout)![1]!;
    const events = transcript(dir);
    expect(events.some((e) => e.type === 'execution')).toBe(false);
    expect(events.at(-1)?.type).toBe('end');
  });

  test('--json: the result carries the checker errors', async () => {
    await h.script(...replies());
    const { code, result } = await h.run(['I feel hungry', '--scene', TEST_KITCHEN, '--planner', 'openai', '--yes', '--json', '--no-clarify']);
    expect(code).toBe(1);
    const r = result();
    expect(r.codeErrors).toHaveLength(1);
    expect(`line ${r.codeErrors[0]!.line}:${r.codeErrors[0]!.column}: ${r.codeErrors[0]!.message}`).toMatch(LIMIT_ERROR);
  });
});
