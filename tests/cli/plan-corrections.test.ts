/**
 * `plan --yes --feedback "..."`: corrections in words given in advance take the words the terminal
 * does, through the one reader of corrections, each at the approval step it is about (issue 38).
 * Before: `--yes --feedback "no butter"` exited 2, and only "use X instead of Y", "don't X" and
 * commands were understood; words not understood were found only after the plan had run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PlanHarness, transcript } from '../helpers/plan-harness.js';
import { TEST_KITCHEN } from '../helpers/scenes.js';

const h = new PlanHarness();
beforeAll(async () => {
  await h.start();
  await h.script();
});
afterAll(() => h.stop());

const APPLE = 'Serve a sliced apple on a plate';
const plan = (...feedback: string[]) => h.run([APPLE, '--scene', TEST_KITCHEN, '--planner', 'offline', '--yes', '--json', ...feedback.flatMap((f) => ['--feedback', f])]);
const sessionsNow = () => (existsSync(h.out) ? readdirSync(h.out).length : 0);

describe('plan --yes --feedback', () => {
  test('"no butter" of a plan with none: understood, nothing to change, the plan runs (exit 0)', async () => {
    const run = await plan('no butter please');
    expect(run.code, run.stderr).toBe(0);
    const result = run.result();
    expect(result.corrections).toEqual([{ step: 'code', text: 'no butter please', outcome: 'unchanged', reason: 'The plan uses no butter: nothing to leave out.', version: 1 }]);
    expect(result.codeVersions).toHaveLength(1);
  });

  test('words not understood: exit 2 naming them and what would be, before anything runs, no session made', async () => {
    const before = sessionsNow();
    const run = await plan('make it spicier');
    expect(run.code).toBe(2);
    const error = (JSON.parse(run.stdout) as { error: { message: string } }).error.message;
    expect(error).toContain(`--feedback "make it spicier": the offline planner did not understand it: it did not understand 'spicier'`);
    expect(error).toContain("'no eggs'");
    expect(error).toContain("'let the robot do the cutting'");
    expect(sessionsNow()).toBe(before);
  });

  test('"in the fridge" (a place): the sliced apple goes in the fridge, and the report says the plan is older than the code', async () => {
    const run = await plan('in the fridge, thanks');
    expect(run.code, run.stderr).toBe(0);
    const result = run.result();
    expect(result.corrections).toEqual([{ step: 'code', text: 'in the fridge, thanks', outcome: 'applied', version: 1 }]);
    expect(result.finalCode).toMatch(/PutObject\('[^']*AppleSliced[^']*', 'Fridge'\)/);
    // The goal the code is judged by is the corrected one, and it is met.
    expect(result.success).toBe(true);
    expect(transcript(result.sessionDir).filter((e) => e.type === 'goal').at(-1)).toMatchObject({ alternatives: [{ all: [{ exists: { type: 'AppleSliced', directlyIn: ['Fridge'] } }] }] });
    // The approved (final) code is what ran.
    const executed = transcript(result.sessionDir).filter((e) => e.type === 'execution' && e.success);
    expect(executed.at(-1)).toMatchObject({ version: result.codeVersions.at(-1)!.version });
    const summary = readFileSync(join(result.sessionDir, 'summary.md'), 'utf8');
    expect(summary).toContain('This plan is older than the code: your correction "in the fridge, thanks" changed the code after it');
    expect(summary).toContain('- "in the fridge, thanks" at code v1: applied');
  });

  test('"I asked to put the apple in the fridge": the request read again at the plan step; plan, goal and code are the new request\'s', async () => {
    const run = await plan("No, I asked you to put the apple in the fridge, not slice it");
    expect(run.code, run.stderr).toBe(0);
    const result = run.result();
    expect(result.corrections).toEqual([{ step: 'plan', text: "No, I asked you to put the apple in the fridge, not slice it", outcome: 'applied' }]);
    expect(result.plan!.subtasks.join(' ')).not.toMatch(/Slice/);
    expect(result.finalCode).not.toContain('SliceObject');
    expect(result.finalCode).toMatch(/PutObject\('Apple', 'Fridge'\)/);
  });

  test('who does what goes to the allocation step: "I\'ll do everything" gives every line to the person', async () => {
    const run = await plan("I'll do everything");
    expect(run.code, run.stderr).toBe(0);
    const result = run.result();
    expect(result.corrections).toEqual([{ step: 'allocation', text: "I'll do everything", outcome: 'applied' }]);
    expect(new Set(result.allocation!.map((r) => r.agent))).toEqual(new Set(['human']));
    expect(result.codeVersions).toHaveLength(1);
  });

  test('who does what that the team cannot: exit 2 saying why, the session kept', async () => {
    const run = await plan('let the robot do the cutting');
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('the robot cannot do line');
    expect(run.stdout).toContain('SliceObject');
  });
});
