/**
 * Requests a new user tries in the first minutes, through `iteraplan plan` with the offline
 * planner over a real bridge (issue 27's list): a pot asked for instead of the pan, an answer
 * to the clarifying question it does not understand, and the objects stage 1 and 2 list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSessions, sessionDirOf, type RunOutput } from '../../report/sessions.js';

const s = new ReportSessions();
beforeAll(() => s.start());
afterAll(() => s.stop());

const plan = (scene: string, instruction: string, ...extra: string[]): Promise<RunOutput> =>
  s.cli(['plan', instruction, '--scene', scene, '--planner', 'offline', '--yes', '--bridge', s.bridge.url, '--out', s.out, ...extra]);

/** The calls of a code text, one per line, as written. */
const callsOf = (code: string): string[] => code.split('\n').map((l) => l.trim()).filter((l) => /^\w+\(/.test(l) && !l.endsWith('()'));

describe('"use a Pot instead of the Pan" in FloorPlan2, where the Pot is in a closed cabinet', () => {
  let run: RunOutput;
  let result: { success: boolean; finalCode: string; counts: { executionRefinements: number }; plan: { neededObjects: string[] }; stage1: { neededObjects: string[] } };
  beforeAll(async () => {
    run = await plan('FloorPlan2', 'I feel hungry', '--feedback', 'use a Pot instead of the Pan');
    result = JSON.parse(readFileSync(join(sessionDirOf(run), 'result.json'), 'utf8'));
  });

  it('opens the cabinet the Pot is in before taking it, and the run succeeds without a failure to refine', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(result.success).toBe(true);
    expect(result.counts.executionRefinements).toBe(0);
    const calls = callsOf(result.finalCode);
    const openCabinet = calls.findIndex((c) => /^OpenObject\('Cabinet\|/.test(c));
    const usePot = calls.findIndex((c) => c.includes("'Pot'"));
    expect(openCabinet, result.finalCode).toBeGreaterThanOrEqual(0);
    expect(openCabinet).toBeLessThan(usePot);
  });

  it('opens and closes the fridge once, and repeats no call', () => {
    const calls = callsOf(result.finalCode);
    expect(calls.filter((c) => c === "OpenObject('Fridge')")).toHaveLength(1);
    expect(calls.filter((c) => c === "CloseObject('Fridge')")).toHaveLength(1);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('switches the knob of the burner the Pot stands on, and the egg is cooked in the Pot', () => {
    // The knob switched on is not the one under the Pan of v1: it follows the Pot.
    const v1 = readFileSync(join(sessionDirOf(run), 'code-v1.py'), 'utf8');
    const knob = (code: string) => /SwitchOn\('(StoveKnob[^']*)'\)/.exec(code)?.[1];
    expect(knob(result.finalCode)).toBeDefined();
    expect(knob(result.finalCode)).not.toBe(knob(v1));
    expect(run.stdout).toMatch(/the cracked Egg is cooked, hot and in the Pot/);
  });

  it('lists as needed only the objects the plan uses (a fried egg needs no Potato, Lettuce or Toaster)', () => {
    for (const needed of [result.stage1.neededObjects, result.plan.neededObjects]) {
      for (const other of ['Potato', 'Lettuce', 'Toaster', 'Tomato', 'Bread', 'Apple', 'Plate']) expect(needed).not.toContain(other);
      expect(needed).toEqual(expect.arrayContaining(['Egg', 'Pan', 'StoveKnob']));
    }
    // Each type the first code names is listed, and nothing else.
    const v1 = readFileSync(join(sessionDirOf(run), 'code-v1.py'), 'utf8');
    const named = new Set(callsOf(v1).flatMap((c) => [...c.matchAll(/'([A-Za-z]+)[|']/g)].map((m) => m[1]!)));
    expect(new Set(result.plan.neededObjects)).toEqual(named);
  });
});

describe('an answer to the clarifying question it does not understand', () => {
  it('is said so and asked again, not planned as another dish; --resume with an answer it understands goes on', async () => {
    const first = await plan('FloorPlan1', 'Can you make me breakfast?', '--answer', 'pancakes with syrup');
    expect(first.code, first.stderr).toBe(2);
    expect(first.stderr).toContain('The planner did not understand --answer "pancakes with syrup" and asks: "I did not understand \'pancakes with syrup\' as one of them. Which would you like: a fried egg, or toast?"');
    expect(first.stderr).not.toMatch(/Stage 1|Code v1/);
    const dir = /continue it with: iteraplan plan --resume (.+)$/m.exec(first.stderr)?.[1];
    expect(dir, first.stderr).toBeDefined();
    const resumed = await s.cli(['plan', '--resume', dir!, '--planner', 'offline', '--yes', '--answer', 'toast', '--bridge', s.bridge.url, '--json']);
    expect(resumed.code, resumed.stderr).toBe(0);
    const result = JSON.parse(resumed.stdout);
    expect(result).toMatchObject({ success: true, clarification: { answer: 'toast' } });
    expect(result.finalCode).toContain('Toaster');
    expect(result.finalCode).not.toContain('Egg');
  });
});
