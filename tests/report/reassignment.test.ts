/** A line the person gave to another agent is shown as theirs, not as the allocator's rule, in summary.md and report.html. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSessionRecord, sessionReportPath } from '../../src/report/index.js';
import { ReportSessions, sessionDirOf } from './sessions.js';

const s = new ReportSessions();
let dir: string;
beforeAll(async () => {
  await s.start();
  // The rule gives opening the Fridge (line 3) to the robot (0.64 against the human's 0.36).
  const run = await s.plan('I feel hungry', '--reassign', '3=human');
  expect(run.code, run.stderr).toBe(0);
  dir = sessionDirOf(run);
});
afterAll(() => s.stop());

describe('a reassigned line', () => {
  it('is recorded with the agent the allocator chose', () => {
    const rows = readSessionRecord(dir).allocation!;
    const line3 = rows.find((r) => r.line === 3)!;
    expect(line3.call, 'the offline plan for a fried egg opens the Fridge first').toContain("OpenObject('Fridge')");
    expect(line3).toMatchObject({ agent: 'human', allocatorAgent: 'robot' });
    expect(rows.filter((r) => r.allocatorAgent !== undefined).map((r) => r.line)).toEqual([3]);
  });

  it('says so in summary.md and report.html', () => {
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).toMatch(/\| 3 \| .*OpenObject.* \| human \(given by you; the allocator chose robot\) \|/);
    expect(summary).toContain("Line 3 was given by you to another agent than the allocator's rule chose.");
    const html = readFileSync(sessionReportPath(dir), 'utf8');
    expect(html).toContain('<span class="given">given by you; the allocator chose robot</span>');
    expect(html).toContain('Line 3 was given by you to another agent than the rule above chose.');
  });
});
