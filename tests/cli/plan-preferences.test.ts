/**
 * Preferences that last, through `iteraplan plan` with the offline planner and a real bridge: a
 * preference stated as feedback in one session and kept ("Remember this for next time?" — yes)
 * changes the plan of a later session (vegan: no egg); `prefs rm` restores the old plan;
 * `--no-prefs` and another person do not see it.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { PlanResult } from '../../src/session/plan-result.js';
import { readStore } from '../../src/preferences/index.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch } from '../helpers/files.js';
import { transcript } from '../helpers/plan-harness.js';

const scratch = makeScratch('iteraplan-plan-prefs-');
afterAll(() => scratch.remove());
const env = (): NodeJS.ProcessEnv => {
  const e = bridgeEnv({ ITERAPLAN_CONFIG_DIR: join(scratch.dir, 'config'), ITERAPLAN_PERSON: 'vera' });
  delete e['OPENAI_API_KEY'];
  delete e['OPENAI_BASE_URL'];
  return e;
};

async function iteraplan(argv: string[]) {
  const captured = captureIO(env());
  const code = await main(argv, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

async function hungry(...extra: string[]) {
  const run = await iteraplan(['plan', 'I feel hungry', '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--json', '--out', join(scratch.dir, 'runs'), ...extra]);
  expect(run.code, run.stderr).toBe(0);
  const result = JSON.parse(run.stdout) as PlanResult;
  return { result, events: transcript(result.sessionDir) };
}

const usesEgg = (code: string | null) => code !== null && /\bEgg/.test(code);

describe('a preference stated in one session changes the plans of later ones', () => {
  test('vegan: kept on yes, no egg next time; forgotten with prefs rm, the egg again', async () => {
    // Session 1: the planner leaves the choice open, plans a fried egg; the person says they are vegan and keeps it.
    const first = await hungry('--feedback', "I'm vegan, no eggs please", '--remember');
    const codes = first.events.flatMap((e) => (e.type === 'code' ? [e.code] : []));
    expect(codes.map(usesEgg)).toEqual([true, false]);
    expect(usesEgg(first.result.finalCode)).toBe(false);
    const offer = first.events.find((e) => e.type === 'preference-offer');
    expect(offer).toMatchObject({ kept: true, rule: { exclude: ['Egg', 'EggCracked'] } });
    const [kept] = readStore(env(), 'vera').preferences;
    // Where it came from: the session, and the transcript line of the feedback.
    const feedbackLine = first.events.findIndex((e) => e.type === 'decision' && e.decision === 'feedback') + 1;
    expect(kept).toMatchObject({ id: 'p1', text: "I'm vegan, no eggs please", source: { kind: 'session', session: first.result.sessionDir.split('/').at(-1), line: feedbackLine } });

    // Session 2: the question no longer offers the egg, and the plan uses none.
    const second = await hungry();
    const question = second.events.find((e) => e.type === 'dialogue-question');
    expect(question).toMatchObject({ options: ['toast', 'a cooked potato', 'a salad', 'some fruit'] });
    expect(second.events.find((e) => e.type === 'preferences')).toMatchObject({ person: 'vera', applied: [{ id: 'p1' }] });
    expect(usesEgg(second.result.finalCode)).toBe(false);
    expect(second.result.codeVersions).toHaveLength(1);
    expect(second.result.success).toBe(true);

    // --no-prefs plans as if nothing were kept, and so does another person.
    expect(usesEgg((await hungry('--no-prefs')).result.finalCode)).toBe(true);
    expect(usesEgg((await hungry('--person', 'olga')).result.finalCode)).toBe(true);

    // export keeps the preferences private: the two sessions planned under them are left out unless asked.
    const exported = await iteraplan(['export', join(scratch.dir, 'runs'), '--format', 'jsonl']);
    expect(exported.stdout.trim().split('\n')).toHaveLength(2);
    expect(exported.stdout).not.toMatch(/vegan/i);
    expect(exported.stderr).toContain('2 left out for lasting preferences (--with-prefs includes them)');
    const asked = await iteraplan(['export', join(scratch.dir, 'runs'), '--format', 'openai-chat', '--with-prefs']);
    const withPrefs = asked.stdout.trim().split('\n').filter((l) => l.includes("The person's lasting preferences:\\n- I'm vegan, no eggs please"));
    expect(withPrefs).toHaveLength(2);

    // Forgotten: the old plan comes back.
    expect((await iteraplan(['prefs', 'rm', 'p1'])).code).toBe(0);
    const third = await hungry();
    expect(usesEgg(third.result.finalCode)).toBe(true);
  });

  test('without a yes nothing is kept (the feedback still changes this plan)', async () => {
    const run = await hungry('--person', 'wim', '--feedback', 'from now on use the pot instead of the pan', '--no-remember');
    expect(run.events.find((e) => e.type === 'preference-offer')).toMatchObject({ kept: false, rule: { prefer: 'Pot', over: ['Pan'] } });
    expect(run.result.finalCode).toContain("'Pot'");
    expect(readStore(env(), 'wim').preferences).toEqual([]);
  });
});
