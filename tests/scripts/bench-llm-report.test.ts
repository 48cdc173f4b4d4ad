/**
 * `npm run bench:llm`'s section of BENCHMARKS.md from what a run left on disk: task success by
 * the suite's own goal over every planned episode, how the others ended, false successes and goal
 * refinements; and for the fixed requests, the suite's goal judged on the world a real session left.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error a plain ES module of scripts/, without types
import { summarise } from '../../scripts/bench-llm/summarise.mjs';
// @ts-expect-error a plain ES module of scripts/, without types
import { renderSection } from '../../scripts/bench-llm/report.mjs';
// @ts-expect-error a plain ES module of scripts/, without types
import { suiteJudge } from '../../scripts/bench-llm/suite-goal.mjs';
import { main } from '../../src/cli/main.js';
import type { BridgeProcess } from '../../src/bridge/index.js';
import { scenesDir } from '../../src/world/index.js';
import { record } from '../experiments/records.js';
import { bridgeEnv, ROOT, startBridge } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';

let scratch: Scratch;
let bridge: BridgeProcess;
beforeAll(async () => {
  await ensureBuilt();
  scratch = makeScratch('bench-llm-');
  bridge = await startBridge(scenesDir());
});
afterAll(async () => {
  await bridge?.close();
  scratch?.remove();
});

const context = { model: 'm', gguf: 'm.gguf', sha256: 'x', server: 's', cpus: '2', load: '0', hours: 1, sampling: 't0', autoFix: false, slice: 'a@F1,b@F1,c@F1,d@F1,e@F1,f@F1', command: 'npm run bench:llm', commit: 'c' };

describe('the bench:llm section', () => {
  test('the slice: task success by the suite goal over every planned episode, endings, false successes, goal refinements', () => {
    const dir = join(scratch.dir, 'paper-on');
    mkdirSync(dir, { recursive: true });
    const records = [
      record({ task: 'a', scene: 'F1', reportedSuccess: true, goalRefinements: 1 }),
      // The planner's goal held; the suite's does not: a false success.
      record({ task: 'b', scene: 'F1', success: false, reportedSuccess: true, goalRefinements: 2 }),
      record({ task: 'c', scene: 'F1', success: false, reportedSuccess: false }),
      record({ task: 'd', scene: 'F1', status: 'errored', success: false, ending: 'refused', error: 'UnsupportedRequestError: cannot plan' }),
      record({ task: 'e', scene: 'F1', status: 'errored', success: false, error: 'EnvironmentError: bridge lost' }),
    ];
    // Reviewed goals (--goal-review): the household's reading taken in a, corrected twice then refused in c.
    records[0]!.goalReview = { origin: 'household', corrections: 0, reviews: [{ decision: 'edit', why: "took the household's reading: x" }, { decision: 'approve', why: 'the goal is what the task asks' }] };
    records[2]!.goalReview = { origin: 'refused', corrections: 2, reviews: [] };
    writeFileSync(join(dir, 'episodes.jsonl'), records.map((r) => JSON.stringify({ ...r, sessionDir: null })).join('\n') + '\n');
    const summary = summarise([{ kind: 'experiment', variant: 'on', dir }], { planned: 6 });
    expect(summary[0].experiment).toMatchObject({
      planned: 6,
      success: 1,
      endings: { succeeded: 1, failed: 2, refused: 1, errored: 1 },
      reportedSuccesses: 2,
      falseSuccesses: ['b@F1'],
      goalRefinements: 3,
      goalReviews: { reviewed: 2, household: 1, refused: 1, corrections: 2 },
    });
    const section = renderSection(summary, context) as string;
    expect(section).toContain('| code by construction | 1/6 (17%) | 2 / 1 / 0 / 1 / 1 | 1 of 2 reported | 3 | 1 / 2 / 1 |');
    expect(section).toContain("| a@F1 | Kitchen | succeeded | yes | yes | 1 | household's reading |");
    expect(section).toContain('| b@F1 | Kitchen | failed | no | yes (false success) | 2 | - |');
    expect(section).toContain('| c@F1 | Kitchen | failed | no | no | 0 | refused after 2 corrections |');
    expect(section).toContain('| d@F1 | Kitchen | refused | no |');
  });

  test("a fixed request: the paper suite's goal judged on the world the session left, a false success said so", async () => {
    // A real session whose egg stays raw: "I feel hungry" in FloorPlan1 without the stove.
    const out = join(scratch.dir, 'requests-off', 'FloorPlan1');
    const captured = captureIO(bridgeEnv({ ITERAPLAN_BRIDGE_TOKEN: bridge.token }));
    const argv = ['plan', 'I feel hungry.', '--scene', 'FloorPlan1', '--planner', 'offline', '--yes', '--json', '--feedback', 'do not turn on the stove', '--bridge', bridge.url, '--out', join(out, 'runs')];
    expect(await main(argv, captured.io)).toBe(1);
    const planned = JSON.parse(captured.stdout());
    // What a planner that claimed success would have written (the claim is what is reported).
    writeFileSync(join(out, 'result.json'), JSON.stringify({ exit: 0, result: { ...planned, success: true, reason: 'success' } }));
    const judge = await suiteJudge(ROOT);
    expect(judge('I feel hungry.', 'FloorPlan1', planned.sessionDir)).toMatchObject({ task: 'hungry', met: false });
    const summary = summarise([{ kind: 'request', variant: 'off', instruction: 'I feel hungry.', scene: 'FloorPlan1', room: 'Kitchen', dir: out }], { judge });
    expect(summary[0].requests).toMatchObject({ done: 0, judged: 1, falseSuccesses: 1 });
    const section = renderSection(summary, context) as string;
    expect(section).toContain('| skill code as text | I feel hungry. | FloorPlan1 | success | no (false success) |');
    expect(section).toContain("skill code as text: the suite's goal holds after 0 of 1 requests; false successes 1.");
  });
});
