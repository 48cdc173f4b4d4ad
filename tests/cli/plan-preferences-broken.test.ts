/**
 * A plan that breaks a stored preference (issue 37, item 9): the person keeps "no eggs"
 * (`exclude: Egg`), and a model's plan uses the egg anyway. It used to end in plain success, the
 * breach a line on stderr mid-run; now the last line, result.json (`preferencesBroken`, typed),
 * summary.md and report.html say it. The exit code stays 0: the goal, which judges the request,
 * is met (README, "Exit codes"). The real `openai` SDK against the scripted server, a real bridge.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { PlanResult } from '../../src/session/plan-result.js';
import { captureIO } from '../helpers/capture.js';
import { fenced, PlanHarness, reply, sessionDirIn, TEST_KITCHEN } from '../helpers/plan-harness.js';

const h = new PlanHarness();
beforeAll(() => h.start());
afterAll(() => h.stop());

const config = () => ({ ITERAPLAN_CONFIG_DIR: join(h.scratch.dir, 'config') });

const STAGE1 = { taskDescription: 'Put the egg in the pan.', subtasks: ['Take the egg from the fridge.', 'Put it in the pan.'], neededObjects: ['Fridge', 'Egg', 'Pan'] };
const STAGE2 = {
  ...STAGE1,
  goal: [{ name: 'egg in the pan', all: [{ exists: { type: ['Egg'], in: 'Pan', is: [], fillLiquid: null, was: null } }] }],
};
/** Uses the egg at line 3. */
const EGG_IN_PAN = `def egg_in_pan():
    OpenObject('Fridge')
    PutObject('Egg', 'Pan')
    CloseObject('Fridge')

egg_in_pan()
`;

describe('a plan that breaks a lasting preference', () => {
  test('meets its goal, and the last line, result.json, summary.md and report.html say which preference it broke', async () => {
    const added = captureIO(config());
    expect(await main(['prefs', 'add', 'no eggs', '--exclude', 'Egg', '--person', 'vera'], added.io), added.stderr()).toBe(0);

    await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(EGG_IN_PAN));
    const run = await h.run(['make me something', '--scene', TEST_KITCHEN, '--planner', 'openai', '--no-clarify', '--yes', '--person', 'vera'], { env: config() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Done: success\. It broke your lasting preferences: line 3 uses Egg, though "no eggs"\. Session written to /m);

    const dir = sessionDirIn(run.stderr);
    const result = JSON.parse(readFileSync(join(dir, 'result.json'), 'utf8')) as PlanResult;
    expect(result.success).toBe(true);
    expect(result.preferencesBroken).toEqual([{ id: 'p1', text: 'no eggs', kind: 'exclude', line: 3, types: ['Egg'], words: 'line 3 uses Egg, though "no eggs"' }]);

    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).toContain('Result: succeeded, goal met, but it broke your lasting preference p1 "no eggs".');
    expect(summary).toContain('Broken by the plan that ran:\n- line 3 uses Egg, though "no eggs"');

    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toMatch(/<div class="verdict open" id="verdict">Result: succeeded, goal met, but it broke your lasting preference p1 &(quot|#34);no eggs&(quot|#34);\./);
    expect(html).toContain('<p id="preferences-broken"><b>Broken by the plan that ran:</b></p><ul><li>line 3 uses Egg, though &');
  });

  test('a plan that keeps to them says nothing of it', async () => {
    await h.script(reply.json(STAGE1), reply.json(STAGE2), fenced(EGG_IN_PAN));
    const run = await h.run(['make me something', '--scene', TEST_KITCHEN, '--planner', 'openai', '--no-clarify', '--yes', '--json', '--person', 'olga'], { env: config() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.result()).toMatchObject({ success: true, preferencesBroken: [] });
  });
});
