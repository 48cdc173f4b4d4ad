/**
 * A question the planner asks that no answer settles (the simulated user can only repeat the
 * request to "What should I do with the remote?"): nothing is planned, as `plan --yes` refuses
 * with exit 2. The episode ends "not understood", never "errored" (the environment), and its
 * questions count; where the suite says a refusal is right it is met (issue 38: a request the
 * room cannot meet is refused or asked about).
 */
import { describe, expect, it } from 'vitest';
import { offlineOptions, singlePool } from '../pool.js';
import { countEndings } from '../../../src/experiments/results/endings.js';
import { runExperiment } from '../../../src/experiments/run/runner.js';
import type { Suite } from '../../../src/experiments/suites/suite.js';
import { useExperimentBridge } from '../../helpers/experiment-bridge.js';

const remoteHeld = [{ name: 'the remote held', all: [{ exists: { type: 'RemoteControl', is: ['held' as const] } }] }];
const suite: Suite = {
  suite: 'asked',
  tasks: [
    { id: 'to-do', instruction: 'the remote', roomType: 'LivingRoom', scenes: ['FloorPlan201'], success: remoteHeld },
    { id: 'to-refuse', instruction: 'the remote', roomType: 'LivingRoom', scenes: ['FloorPlan201'], success: remoteHeld, refusal: { why: 'it says nothing to do with the remote' } },
  ],
};

const bridge = useExperimentBridge();

describe('an episode whose question no answer settles', () => {
  it('ends not understood with its questions counted, and meets a task whose right answer is a refusal', async () => {
    const run = await runExperiment(offlineOptions(suite, singlePool(bridge()), { concurrency: 2, maxRefinements: 5, clarify: true }));
    const byTask = Object.fromEntries(run.records.map((r) => [r.task, r]));
    expect(byTask['to-do']).toMatchObject({ ending: 'not-understood', success: false });
    expect(byTask['to-do']!.error).toMatch(/^AnswerNotUnderstoodError: .*What should I do with the remote\?/);
    expect(byTask['to-refuse']).toMatchObject({ ending: 'refused-rightly', success: true });
    for (const r of run.records) expect(r.questions).toBeGreaterThan(0);
    const endings = countEndings(run.records);
    expect(endings.counts).toMatchObject({ 'not-understood': 1, 'refused-rightly': 1, errored: 0 });
    expect(endings.askedIn).toBe(2);
    expect(endings.falseSuccesses).toBe(0);
  });
});
