/**
 * A request whose goal holds already in the room ends "already done" with exit 0, before any
 * code: the session is readable by `runs show` and `runs`, and `export` counts it apart from
 * broken ones. (Issue 27: it used to write code of only `pass`, end stuck or with an internal
 * error, and `runs show` and `export` took the session as broken.)
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

describe('a request that already holds', () => {
  it('ends "already done" with exit 0, writing and running no code', () => {
    expect(apple.code, apple.stderr).toBe(0);
    expect(apple.stderr).toContain('The goal (put the apple in the fridge) holds already in FloorPlan1: there is nothing to do.');
    expect(apple.stdout).toMatch(/^Already done: the goal \(put the apple in the fridge\) held before any step, so nothing was run\. Session written to /m);
    expect(apple.stderr).not.toContain('Code v1');
    const result = JSON.parse(readFileSync(join(sessionDirOf(apple), 'result.json'), 'utf8'));
    expect(result).toMatchObject({ success: true, ending: 'already-done', finalCode: null, codeVersions: [], counts: { executions: 0 } });
  });

  it('says so in --json too', () => {
    expect(light.code, light.stderr).toBe(0);
    expect(JSON.parse(light.stdout)).toMatchObject({ success: true, ending: 'already-done', reason: 'the goal (turn on the light) held before any step, so nothing was run' });
  });

  it('is readable by runs show and listed by runs', async () => {
    const shown = await s.cli(['runs', 'show', sessionDirOf(apple)]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Result: already done, nothing to run.');
    const listed = await s.cli(['runs', '--out', s.out]);
    expect(listed.code).toBe(0);
    expect(listed.stdout.match(/already done, nothing to run/g)).toHaveLength(2);
  });

  it('is counted by export as already done, not broken, and exports nothing', async () => {
    const exported = await s.cli(['export', s.out]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toBe('');
    expect(exported.stderr).toContain('Exported 0 of 2 sessions (2 already done).');
    expect(exported.stderr).not.toContain('broken');
  });
});
