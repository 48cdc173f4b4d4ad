import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { singlePool, wrapped } from '../pool.js';
import { EnvironmentError } from '../../../src/errors.js';
import type { EpisodeConnection } from '../../../src/experiments/run/episode.js';
import { experimentLlms } from '../../../src/experiments/run/llm-roles.js';
import { RateLimiter } from '../../../src/experiments/run/rate-limit.js';
import { readEpisodeRecords } from '../../../src/experiments/results/results-log.js';
import { experimentSpecs, runExperiment, type ExperimentOptions } from '../../../src/experiments/run/runner.js';
import type { Suite } from '../../../src/experiments/suites/suite.js';
import { loadWorld, type World } from '../../../src/world/index.js';
import { useExperimentBridge } from '../../helpers/experiment-bridge.js';

/** Three episodes on shipped scenes; the bedroom one wants the laptop in bed, which the offline plan lacks at first. */
const suite: Suite = {
  suite: 'small',
  tasks: [
    {
      id: 'hungry',
      instruction: 'I feel hungry.',
      roomType: 'Kitchen',
      scenes: ['FloorPlan1'],
      success: [
        { name: 'toast', all: [{ exists: { type: 'BreadSliced', isCooked: true } }] },
        { name: 'fried egg', all: [{ exists: { type: 'EggCracked', isCooked: true } }] },
      ],
    },
    {
      id: 'relax-laptop',
      instruction: 'I feel so tired, need to relax.',
      roomType: 'Bedroom',
      scenes: ['FloorPlan301'],
      success: [{ name: 'laptop in bed', all: [{ none: { type: 'LightSwitch', isToggled: true } }, { exists: { type: 'Laptop', in: 'Bed' } }] }],
    },
    {
      id: 'tidy-up',
      instruction: 'Can you help me tidy up the room?',
      roomType: 'LivingRoom',
      scenes: ['FloorPlan201'],
      success: [{ name: 'nothing left on the seats', all: [{ none: { pickupable: true, in: ['Sofa', 'ArmChair'] } }] }],
    },
  ],
};

const bridge = useExperimentBridge();
const worlds = new Map<string, World>();

function options(outDir: string, overrides: Partial<ExperimentOptions> = {}): ExperimentOptions {
  return {
    suite,
    models: ['offline'],
    repeats: 1,
    concurrency: 2,
    outDir,
    simulators: singlePool(bridge()),
    world: (scene) => worlds.get(scene) ?? worlds.set(scene, loadWorld(scene)).get(scene)!,
    ...experimentLlms({ kind: 'offline', env: {}, limiter: new RateLimiter() }),
    maxRefinements: 5,
    maxHumanRefinements: 5,
    maxRepairs: 3,
    clarify: true,
    feedbackStyle: 'commands',
    ...overrides,
  };
}

describe('the experiment runner with the offline planner and a real bridge', () => {
  it('runs every episode concurrently and records h, e, success, costs and the allocation ablation', async () => {
    const out = mkdtempSync(join(tmpdir(), 'experiment-'));
    const run = await runExperiment(options(out));
    expect(run).toMatchObject({ ran: 3, skipped: 0 });
    const byTask = new Map(run.records.map((r) => [r.task, r]));
    expect([...byTask.keys()].sort()).toEqual(['hungry', 'relax-laptop', 'tidy-up']);
    for (const record of run.records) {
      expect(record).toMatchObject({ status: 'finished', model: 'offline', success: true, e: 0 });
      // Success means every goal condition of the alternative met.
      expect(record.goalConditions!.met).toBe(record.goalConditions!.total);
      expect(record.actions).toBeGreaterThan(0);
      expect(record.allocators['rule-based']).toMatchObject({ executed: true, optimal: true });
      expect(record.allocators['rule-based']!.calls).toBe(record.allocation.length);
      expect(record.allocators.random!.calls).toBe(record.allocation.length);
      expect(record.allocators.llm).toBeNull();
      expect(existsSync(join(record.sessionDir!, 'transcript.jsonl'))).toBe(true);
    }
    expect(byTask.get('hungry')).toMatchObject({ h: 0, humanRefinements: 0 });
    // The first plan dims the lights; the simulated user asks for the laptop, the planner adds it.
    const relax = byTask.get('relax-laptop')!;
    expect(relax).toMatchObject({ h: 1, humanRefinements: 1, alternative: 'laptop in bed' });
    const transcript = readFileSync(join(relax.sessionDir!, 'transcript.jsonl'), 'utf8');
    expect(transcript).toContain('Also put the laptop in the bed.');
    expect(readEpisodeRecords(join(out, 'episodes.jsonl'))).toHaveLength(3);
  });

  it('resumes: a stopped run keeps its finished episodes and a rerun skips them', async () => {
    const out = mkdtempSync(join(tmpdir(), 'experiment-'));
    const stop = new AbortController();
    const first = await runExperiment(
      options(out, { concurrency: 1, signal: stop.signal, observer: { finished: () => stop.abort() } }),
    );
    expect(first.ran).toBe(1);
    expect(first.records.map((r) => r.task)).toEqual(['hungry']);

    const started: string[] = [];
    const second = await runExperiment(options(out, { observer: { finished: (spec) => started.push(spec.task.id) } }));
    expect(second).toMatchObject({ ran: 2, skipped: 1 });
    expect(started.sort()).toEqual(['relax-laptop', 'tidy-up']);
    const lines = readEpisodeRecords(join(out, 'episodes.jsonl'));
    expect(lines.map((r) => r.task).sort()).toEqual(['hungry', 'relax-laptop', 'tidy-up']);
    // Everything done: a third run has nothing to do.
    expect(await runExperiment(options(out))).toMatchObject({ ran: 0, skipped: 3 });
  });

  it('records an episode whose bridge connection fails as errored, goes on, and retries it on the next run', async () => {
    const out = mkdtempSync(join(tmpdir(), 'experiment-'));
    let connections = 0;
    const flaky = async (): Promise<EpisodeConnection> => {
      connections += 1;
      // Episode 2's connection (the 2nd overall: an episode's dry runs are predictions on its own) finds the bridge gone.
      if (connections === 2) throw new EnvironmentError('the bridge at ws://127.0.0.1:1 closed the connection (code 1006)');
      return bridge().connect();
    };
    const run = await runExperiment(options(out, { concurrency: 1, simulators: singlePool(wrapped(bridge(), flaky)) }));
    expect(run.records.map((r) => [r.task, r.status])).toEqual([
      ['hungry', 'finished'],
      ['relax-laptop', 'errored'],
      ['tidy-up', 'finished'],
    ]);
    expect(run.records[1]!.error).toBe('EnvironmentError: the bridge at ws://127.0.0.1:1 closed the connection (code 1006)');
    const retry = await runExperiment(options(out));
    expect(retry).toMatchObject({ ran: 1, skipped: 2 });
    expect(retry.records.map((r) => r.status)).toEqual(['finished', 'finished', 'finished']);
  });

  it('expands models × repeats × episodes and filters by glob', () => {
    const specs = experimentSpecs(suite, ['a', 'b'], 2, 'hungry@*,tidy-*');
    expect(specs.map((s) => `${s.model}#${s.repeat} ${s.task.id}`)).toEqual([
      'a#1 hungry',
      'a#1 tidy-up',
      'a#2 hungry',
      'a#2 tidy-up',
      'b#1 hungry',
      'b#1 tidy-up',
      'b#2 hungry',
      'b#2 tidy-up',
    ]);
    expect(() => experimentSpecs(suite, ['a'], 1, 'nothing@*')).toThrow(/matches no episode of suite 'small' \(ids look like hungry@FloorPlan1\)/);
  });
});
