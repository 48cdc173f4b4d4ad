/**
 * A request whose goal holds already in the room ends "already done" before any code: nothing is
 * run, and that is no success of the request (issue 37, item 8: a goal the room meets as it is
 * cannot tell the request done from not begun). Exit 5 ("ran, not judged"), result.json
 * `success: false`, the verdict says the goal held before anything ran; `runs show` and `runs`
 * read the session and `export` ships nothing of it. (Issue 27: it used to write code of only
 * `pass`, end stuck or with an internal error, and `runs show` and `export` took it as broken.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSessions, sessionDirOf, type RunOutput } from '../report/sessions.js';

const s = new ReportSessions();
let apple: RunOutput;
let light: RunOutput;
beforeAll(async () => {
  await s.start();
  // In FloorPlan1 the Apple starts in the Fridge and the light is on.
  apple = await s.plan('put the apple in the fridge');
  light = await s.plan('turn on the light', '--json');
});
afterAll(() => s.stop());

const HELD = 'the goal (put the apple in the fridge) held before anything ran, so nothing was run and nothing shows the request was done';

describe('a request that already holds', () => {
  it('says so, runs no code and ends with exit 5 and no success', () => {
    expect(apple.code, apple.stderr).toBe(5);
    expect(apple.stderr).toContain('This goal (put the apple in the fridge) already holds in the room (FloorPlan1): nothing would change. Nothing is run, and that is no success of the request.');
    expect(apple.stdout).toMatch(new RegExp(`^Nothing done: ${HELD.replace(/[()]/g, '\\$&')}\\. Session written to `, 'm'));
    expect(apple.stderr).not.toContain('Code v1');
    const result = JSON.parse(readFileSync(join(sessionDirOf(apple), 'result.json'), 'utf8'));
    expect(result).toMatchObject({ success: false, ending: 'already-done', reason: HELD, finalCode: null, codeVersions: [], counts: { executions: 0 } });
  });

  it('says so in --json too', () => {
    expect(light.code, light.stderr).toBe(5);
    expect(JSON.parse(light.stdout)).toMatchObject({ success: false, ending: 'already-done', reason: 'the goal (turn on the light) held before anything ran, so nothing was run and nothing shows the request was done' });
  });

  it('is readable by runs show and listed by runs, never as a success', async () => {
    const shown = await s.cli(['runs', 'show', sessionDirOf(apple)]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Result: goal held before anything ran: nothing done, not a success.');
    const listed = await s.cli(['runs', '--out', s.out]);
    expect(listed.code).toBe(0);
    expect(listed.stdout.match(/goal held before anything ran/g)).toHaveLength(2);
    expect(listed.stdout).not.toMatch(/succeeded/);
  });

  it('is counted by export as already done, not broken, and exports nothing', async () => {
    const exported = await s.cli(['export', s.out]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toBe('');
    expect(exported.stderr).toContain('Exported 0 of 2 sessions (2 already done).');
    expect(exported.stderr).not.toContain('broken');
  });
});
