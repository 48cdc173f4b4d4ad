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
import { BEGIN, EARLIER, END, renderSection, replaceSection } from '../../scripts/bench-llm/report.mjs';
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

  test('with and without plan-bank examples in one run: a headline row per suite, planner and examples (planned episodes, task success, right refusals, false successes), then each slice', () => {
    const write = (name: string, records: ReturnType<typeof record>[]) => {
      const dir = join(scratch.dir, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'episodes.jsonl'), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
      return dir;
    };
    const withExamples = write('everyday-openai-ex3-on', [
      record({ task: 'k-thirsty', scene: 'FloorPlan2', reportedSuccess: true }),
      // A refusal where the suite says refusing is right: a success, said so in the headline.
      record({ task: 'b-water-plant-no-water', scene: 'FloorPlan302', roomType: 'Bedroom', ending: 'refused', reportedSuccess: false }),
    ]);
    const without = write('everyday-openai-ex0-on', [
      record({ task: 'k-thirsty', scene: 'FloorPlan2', success: false, reportedSuccess: true }),
      record({ task: 'b-water-plant-no-water', scene: 'FloorPlan302', roomType: 'Bedroom', success: false, reportedSuccess: true }),
    ]);
    const run = (dir: string, examples: number) => ({ kind: 'experiment', variant: 'on', suite: 'everyday', planner: 'openai', examples, dir, planned: 3, episodes: 'k-thirsty@FloorPlan2,b-water-plant-no-water@FloorPlan302,t-wash-hands@FloorPlan402', commit: ['abc1234'] });
    const summary = summarise([run(withExamples, 3), run(without, 0)]);
    expect(summary.map((s: { examples: number }) => s.examples)).toEqual([3, 0]);
    const section = renderSection(summary, {
      ...context,
      planners: ['openai'],
      examples: [3, 0],
      bank: '/b',
      suites: [{ name: 'everyday', episodes: 'per-room:1', described: '1 tasks per room type, each on its first scene', planned: 3 }],
    }) as string;
    expect(section).toContain('| everyday | 1 tasks per room type, each on its first scene | openai | 3 | code by construction | 2 of 3 | **2/3 (67%)** (1 of them refused rightly) | **0** of 1 reported |');
    expect(section).toContain('| everyday | 1 tasks per room type, each on its first scene | openai | none | code by construction | 2 of 3 | **0/3 (0%)** | **2** of 2 reported |');
    expect(section).toContain('| abc1234 |');
    expect(section).toContain('### Suite everyday slice: 2 of 3 (openai, 3 plan-bank examples, code by construction) episodes run');
    expect(section).toContain('### Suite everyday slice: 2 of 3 (openai, no examples, code by construction) episodes run');
    expect(section).toContain('plan-bank examples shown per stage: 3, then none (the bank in /b;');
    expect(section).toContain('| b-water-plant-no-water@FloorPlan302 | Bedroom | refused | yes | no |');
    // An entry of another run (--also) shows its own run's slice, not this run's.
    const beside = renderSection([{ ...summary[1], described: 'the paper slice' }], { ...context, suites: [{ name: 'everyday', described: 'globs', planned: 3 }] }) as string;
    expect(beside).toContain('| everyday | the paper slice | openai | none |');
  });

  test('a run rewrites its section and keeps what follows the earlier-runs marker, and the text around the section', () => {
    const before = `# B\n\nabove\n\n${BEGIN}\nold figures\n${EARLIER}\n### Earlier runs\nkept figures\n${END}\n\nbelow\n`;
    const after = replaceSection(before, `${BEGIN}\nnew figures\n${END}`) as string;
    expect(after).toBe(`# B\n\nabove\n\n${BEGIN}\nnew figures\n${EARLIER}\n### Earlier runs\nkept figures\n${END}\n\nbelow\n`);
    // Without the marker the whole section is the run's.
    expect(replaceSection(`${BEGIN}\nold\n${END}`, `${BEGIN}\nnew\n${END}`)).toBe(`${BEGIN}\nnew\n${END}`);
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
