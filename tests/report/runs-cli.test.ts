/**
 * After `plan`: the outcome in the world on the terminal and in --json, summary.md and
 * report.html in the session folder, and `iteraplan runs` / `runs show` / `runs open`.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSessions, sessionDirOf } from './sessions.js';

const s = new ReportSessions();
let good: string;
let wrong: string;
beforeAll(async () => {
  await s.start();
  good = sessionDirOf(await s.plan('I feel hungry'));
  // Sessions are named by the second; the second one must not share the first one's folder name prefix by chance.
  wrong = sessionDirOf(await s.plan('I feel hungry', '--feedback', 'do not turn on the stove'));
});
afterAll(() => s.stop());

describe('plan shows what changed in the world and judges the goal it approved', () => {
  it('a plan that does what was asked: the changes in words, goal met, exit 0', async () => {
    const run = await s.plan('I feel hungry', '--json');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ success: true, reason: 'success', outcome: { ran: true, success: true, goal: { source: 'planner', met: true, alternative: 'fried egg' } } });
    expect(result.outcome.changes.map((c: { name: string; words: string }) => `${c.name} ${c.words}`)).toContain('the cracked Egg is cooked, hot and in the Pan');
  });

  it('"do not turn on the stove": the code runs, but the egg stays raw: not success, exit 1, and the terminal says why', async () => {
    const run = await s.plan('I feel hungry', '--feedback', 'do not turn on the stove');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('The code ran to its end, but it did not do what was asked. Goal NOT met: none of fried egg, toast, cooked potato, salad, fruit served holds (the goal you approved).');
    expect(run.stdout).toContain('  - the cracked Egg is not cooked and in the Pan');
    expect(run.stdout).toContain('Acted on, and as it was at the start:\n  - the Fridge is closed');
    // The dry run said so before approval, and the run that missed the goal is not allocated.
    expect(run.stderr).toMatch(/In the simulator, code v2 fails before its end \(line \d+: ALREADY_OFF/);
    expect(run.stderr).toContain('In the simulator, code v3 does NOT meet the goal:\n- fried egg: there should be an EggCracked that is cooked — the cracked Egg is not cooked');
    expect(run.stdout).toContain('Failed: the plan ran to its end, but the goal was not met (');
    expect(run.stdout).not.toContain('Done: success');
    expect(run.stderr).not.toContain('Executing the allocated plan');
  });

  it('every session folder gets its reports and the files they are drawn from', () => {
    for (const file of ['summary.md', 'report.html', 'outcome.json', 'state-before.json', 'state-after.json', 'steps.jsonl']) expect(existsSync(join(wrong, file)), file).toBe(true);
    const result = JSON.parse(readFileSync(join(wrong, 'result.json'), 'utf8'));
    expect(result).toMatchObject({ success: false, ending: 'failed', outcome: { goal: { met: false } } });
    const steps = readFileSync(join(wrong, 'steps.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(steps[0]).toMatchObject({ run: 1, agent: 'robot', action: 'GoToObject', resolved: { objectId: 'Fridge|-02.10|+00.00|+01.09' }, success: true });
    // The goal was checked before allocation: the run that missed it was not allocated; a session whose goal held was.
    expect(result.allocatedExecution).toBeNull();
    expect(JSON.parse(readFileSync(join(good, 'result.json'), 'utf8')).allocatedExecution).toMatchObject({ success: true, concurrent: true });
  });

  it("every session folder has its room map of its own, the report's map with the agents' walks, as SVG and PNG", () => {
    const map = readFileSync(join(good, 'map.svg'), 'utf8');
    expect(map).toContain('FloorPlan1: the room from above, with the agents&#39; paths');
    expect(map.match(/<polyline class="walk"/g)).toHaveLength(2);
    expect(readFileSync(join(good, 'report.html'), 'utf8')).toContain(map.trim().split('\n')[0]);
    expect(readFileSync(join(good, 'map.png')).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('iteraplan runs', () => {
  it('lists the sessions newest first: time, request, scene, planner, outcome', async () => {
    const run = await s.cli(['runs', '--out', s.out]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+started \(UTC\)\s+request\s+scene\s+planner\s+outcome$/);
    const row = lines.find((l) => l.startsWith(`${basename(wrong)} `))!;
    expect(row).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d\s+I feel hungry\s+FloorPlan1\s+offline\s+ran, but the goal was NOT met$/);
    expect(lines.find((l) => l.startsWith(`${basename(good)} `))).toMatch(/succeeded, goal met$/);
  });

  it('fits the terminal: at 105 columns the request, outcome and id give way, and the clipped id still names its session', async () => {
    const wide = await s.cli(['runs', '--out', s.out]);
    expect(Math.max(...wide.stdout.trim().split('\n').map((l) => l.length))).toBeGreaterThan(105);
    const run = await s.cli(['runs', '--out', s.out], { env: { COLUMNS: '105' } });
    const lines = run.stdout.trim().split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(105);
    expect(lines[0]).toMatch(/^id\s+started \(UTC\)\s+request\s+scene\s+planner\s+outcome$/);
    // Row by row, each clipped id is the start of its session's id (the same order as --json).
    const ids = JSON.parse((await s.cli(['runs', '--out', s.out, '--json'])).stdout).sessions.map((x: { id: string }) => x.id);
    const rows = lines.slice(2);
    expect(rows).toHaveLength(ids.length);
    rows.forEach((row, i) => expect(ids[i].startsWith(row.split(/\s+/)[0]!.replace(/…$/, ''))).toBe(true));
    expect(rows.some((row) => row.endsWith('ran, but the goal was NOT met'))).toBe(true);
  });

  it('--json gives the same as data; an empty folder says how to make a session', async () => {
    const run = await s.cli(['runs', '--out', s.out, '--json']);
    const { sessions } = JSON.parse(run.stdout);
    expect(sessions.find((x: { id: string }) => x.id === basename(wrong))).toMatchObject({ instruction: 'I feel hungry', scene: 'FloorPlan1', planner: 'offline', outcome: 'ran, but the goal was NOT met', success: false });
    const none = await s.cli(['runs', '--out', join(s.scratch.dir, 'nothing')]);
    expect(none.stdout).toContain('No sessions under');
  });

  it('runs show: request, plan, goal, each version and why it changed, allocation, who did what, final state', async () => {
    const run = await s.cli(['runs', 'show', basename(wrong), '--out', s.out]);
    expect(run.code).toBe(0);
    const text = run.stdout;
    expect(text).toContain('# I feel hungry');
    expect(text).toContain('Result: ran, but the goal was NOT met.');
    expect(text).toContain('Stage 2 (with the objects of the room), the plan the code follows:');
    expect(text).toContain('The goal the planner stated and you approved (any one of these):\n- fried egg: there should be an EggCracked that is cooked');
    expect(text).toContain('### Version 1: first version, generated from the stage-2 plan');
    expect(text).toContain('### Version 2: changed after your feedback: "do not turn on the stove"');
    expect(text).toContain('- StoveKnob|+00.39|+00.90|-01.78 = the knob of the burner under the Pan');
    expect(text).toContain('Dry run of version 3 in the simulator: does NOT meet the goal (fried egg: there should be an EggCracked that is cooked — the cracked Egg is not cooked');
    expect(text).toContain('## Final state\n\nThe code ran to its end, but it did not do what was asked.');
    // It is the file the session folder keeps.
    expect(text.trimEnd()).toBe(readFileSync(join(wrong, 'summary.md'), 'utf8').trimEnd());
    // A session whose goal held went on to the allocation: who does each call, and who did what.
    const allocated = (await s.cli(['runs', 'show', basename(good), '--out', s.out])).stdout;
    expect(allocated).toContain('Result: succeeded, goal met.');
    expect(allocated).toMatch(/\| 4 \| PutObject\('Egg', 'Pan'\) \| 0\.\d{3} \| 0\.\d{3} \| (human|robot) \|/);
    expect(allocated).toMatch(/- human: .*put the Egg in the Pan/);
  });

  it('runs show takes the start of an id, and refuses one that names several or none (exit 2)', async () => {
    const prefix = basename(wrong).slice(0, 10);
    const several = await s.cli(['runs', 'show', prefix, '--out', s.out]);
    expect(several.code).toBe(2);
    expect(several.stderr).toMatch(/names \d+ sessions under/);
    const none = await s.cli(['runs', 'show', 'no-such-session', '--out', s.out]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("no session 'no-such-session'");
  });

  it('latest names the newest session for show and open; with no session it is exit 2', async () => {
    const newest = JSON.parse((await s.cli(['runs', '--out', s.out, '--json'])).stdout).sessions[0];
    const shown = await s.cli(['runs', 'show', 'latest', '--out', s.out, '--json']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(JSON.parse(shown.stdout).dir).toBe(newest.dir);
    const opened = await s.cli(['runs', 'open', 'latest', '--out', s.out], { interactive: false });
    expect(opened.stdout.trim()).toBe(join(newest.dir, 'report.html'));
    const empty = await s.cli(['runs', 'show', 'latest', '--out', join(s.out, 'no-such-folder')]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('no sessions under');
  });

  it('runs open prints the report path (no browser without a terminal) and writes a missing report', async () => {
    rmSync(join(good, 'report.html'));
    const run = await s.cli(['runs', 'open', basename(good), '--out', s.out], { interactive: false });
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(join(good, 'report.html'));
    expect(readFileSync(join(good, 'report.html'), 'utf8')).toContain('<!DOCTYPE html>');
  });
});

describe('execute shows the outcome too', () => {
  it('the changes in words, and --json with the outcome as data', async () => {
    const file = join(s.scratch.dir, 'egg-in-pot.py');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, "def fry():\n    OpenObject('Fridge')\n    PutObject('Egg', 'Pot')\n    BreakObject('Egg')\n    SwitchOn('StoveKnob|+00.39|+00.90|-01.78')\n\nfry()\n");
    const text = await s.cli(['execute', file, '--scene', 'FloorPlan1', '--bridge', s.bridge.url]);
    // It ran to its end, but with no goal nothing says it did what was wanted: neither success nor a failed plan.
    expect(text.code).toBe(5);
    expect(text.stdout).toContain("Ran to its end on FloorPlan1 (4 skill calls, 10 atomic actions); the goal was not checked: give --goal FILE, or run a session's code from its folder.");
    expect(text.stdout).toContain(
      'What changed in the world:\n  - the Fridge is open\n  - the burner under the Pan is on\n  - the knob of the burner under the Pan is on\n  - the Pan is hot\n  - the Egg was cracked\n  - the cracked Egg is not cooked and in the Pot\n',
    );
    const json = JSON.parse((await s.cli(['execute', file, '--scene', 'FloorPlan1', '--bridge', s.bridge.url, '--json'])).stdout);
    expect(json).toMatchObject({ success: false, ran: true, verdict: 'not-checked', goalFrom: null });
    expect(json.outcome).toMatchObject({ ran: true, goal: null, verdict: 'not-checked', success: false });
    expect(json.outcome.changes.map((c: { objectId: string }) => c.objectId)).toContain('StoveKnob|+00.39|+00.90|-01.78');
  });

  it('--goal FILE judges the run: the egg in the pot is not fried, exit 1, naming the egg', async () => {
    const { writeFileSync } = await import('node:fs');
    const file = join(s.scratch.dir, 'egg-in-pot.py');
    const goal = join(s.scratch.dir, 'fried-egg.yaml');
    writeFileSync(goal, '- name: fried egg\n  all:\n    - exists: { type: EggCracked, is: [cooked], in: Pan }\n');
    const run = await s.cli(['execute', file, '--scene', 'FloorPlan1', '--bridge', s.bridge.url, '--goal', goal, '--json']);
    expect(run.code).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ success: false, ran: true, verdict: 'goal-not-met' });
    expect(json.outcome.goal.alternatives[0].conditions[0].because).toEqual(['the cracked Egg is in the Pot, not in a Pan, and is not cooked']);
    // A goal naming a type there is not: exit 2 before anything runs.
    writeFileSync(goal, '- name: fried egg\n  all:\n    - exists: { type: FriedEgg }\n');
    const bad = await s.cli(['execute', file, '--scene', 'FloorPlan1', '--bridge', s.bridge.url, '--goal', goal]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("names 'FriedEgg', which the object catalogue does not have");
  });

  it("the code of a session's folder is judged by that session's approved goal", async () => {
    const run = await s.cli(['execute', join(good, 'plan.allocated.py'), '--scene', 'FloorPlan1', '--bridge', s.bridge.url]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`judged by the goal of the session ${good}`);
    expect(run.stdout).toContain('Goal met: fried egg (the goal you approved).');
  });
});
