import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { EpisodeRecord, teamComparison, teamSummaryLines, teamTable, teamTables, writeReport, type TeamOutcome } from '../../../src/experiments/index.js';
import type { ExperimentSettings } from '../../../src/experiments/results/settings.js';
import { bridgeEnv } from '../../helpers/bridge.js';
import { captureIO } from '../../helpers/capture.js';
import { record } from '../records.js';

const measured = (makespan: number, sequential: number, load: [string, number][], sameState = true): TeamOutcome => ({
  calls: load.length,
  makespan,
  sequential,
  load: load.map(([agent, seconds]) => ({ agent, calls: 1, seconds })),
  sequentialRun: true,
  concurrentRun: true,
  sameState,
  error: null,
});

describe('teamTable and teamComparison', () => {
  const records = [
    record({ task: 'hungry', teams: { paper: measured(40, 60, [['robot', 30], ['human', 30]]), trio: measured(30, 60, [['robot', 20], ['robot2', 20], ['human', 20]]) } }),
    record({ task: 'hungry', teams: { paper: measured(60, 60, [['robot', 0], ['human', 60]], false), trio: measured(60, 60, [['robot', 0], ['robot2', 0], ['human', 60]]) } }),
    record({ task: 'tidy-up', roomType: 'LivingRoom', teams: { paper: measured(10, 20, [['robot', 10], ['human', 10]]) } }),
    record({ status: 'errored', teams: { paper: measured(1, 100, [['robot', 100]]) } }),
    record({ teams: null }),
  ];

  it('gives per team and room the mean times, Σ sequential / Σ makespan, overlap, same world and the shares', () => {
    const rows = teamTable(records);
    const paperKitchen = rows.find((r) => r.team === 'paper' && r.room === 'Kitchen')!;
    expect(paperKitchen).toMatchObject({ episodes: 2, meanSequential: 60, meanMakespan: 50, speedup: 1.2, overlapping: 1, sameState: 1 });
    expect(paperKitchen.shares).toEqual([{ agent: 'robot', share: 0.25 }, { agent: 'human', share: 0.75 }]);
    const paperAll = rows.find((r) => r.team === 'paper' && r.room === 'all')!;
    expect(paperAll).toMatchObject({ episodes: 3, speedup: 140 / 110 });
    const trio = rows.find((r) => r.team === 'trio' && r.room === 'all')!;
    expect(trio.shares.map((s) => s.agent)).toEqual(['robot', 'robot2', 'human']);
    expect(trio.shares.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 12);
  });

  it('puts the teams side by side per task', () => {
    expect(teamComparison(records)).toEqual([
      { task: 'hungry', teams: { paper: { episodes: 2, makespan: 50, sequential: 60 }, trio: { episodes: 2, makespan: 45, sequential: 60 } } },
      { task: 'tidy-up', teams: { paper: { episodes: 1, makespan: 10, sequential: 20 }, trio: { episodes: 0, makespan: null, sequential: null } } },
    ]);
  });

  it('writes the team tables and summary lines into the report only when teams were measured', async () => {
    const settings: ExperimentSettings = {
      suite: { name: 'test', hash: 'x' },
      models: ['offline'],
      planner: { mode: 'offline', replay: null, allocatorModel: null },
      user: 'simulated',
      budgets: { maxRefinements: 5, humanRefinements: 5, maxRepairs: 3 },
      autoFix: false,
      searchFix: false,
      goalReview: false,
      variants: [{ clarify: true, candidates: 1, refineFrom: 'reset' }],
      teams: ['paper', 'trio'],
      backend: 'symbolic',
      code: { version: '0.1.0', commit: null, changes: null },
    };
    const report = (rs: typeof records) => writeReport({ outDir: mkdtempSync(join(tmpdir(), 'team-report-')), records: rs, total: rs.length, interrupted: false, settings, scope: { repeats: 1, episodes: null } });
    const written = await report(records);
    expect(written.files).toContain('table10-teams.md');
    expect(written.files).toContain('table11-team-comparison.json');
    expect(readFileSync(join(written.dir, 'report.md'), 'utf8')).toContain('| paper | K | 2 | 60.0 | 50.0 | 1.20× | 1/2 | 1/2 | robot 25% · human 75% |');
    expect(written.summary).toContain('team paper: makespan 36.7 s vs 46.7 s one after another (1.27×), overlap in 2/3, same world 2/3; work: robot 29%, human 71%');
    expect(JSON.parse(readFileSync(join(written.dir, 'table10-teams.json'), 'utf8')).rows[0]).toMatchObject({ team: 'paper', room: 'Kitchen', episodes: 2, speedup: 1.2, share_robot: 0.25 });
    const bare = await report([record()]);
    expect(bare.files.some((f) => f.startsWith('table10'))).toBe(false);
  });

  it('reads a record without teams (written before them)', () => {
    const { teams: _, ...old } = record();
    expect(EpisodeRecord.parse(old).teams).toBeUndefined();
  });
});

describe('iteraplan experiment --team', () => {
  it('measures both teams on the paper suite episodes chosen, and refuses to resume with other teams', async () => {
    const env = bridgeEnv();
    delete env['OPENAI_API_KEY'];
    delete env['OPENAI_BASE_URL'];
    const out = mkdtempSync(join(tmpdir(), 'results-teams-'));
    const args = ['experiment', '--suite', 'paper', '--episodes', 'sunny-side-up-egg@FloorPlan1,tidy-up@FloorPlan201', '--out', out, '--team', 'paper,two-robots'];
    const run = captureIO(env);
    expect(await main(args, run.io)).toBe(0);
    expect(run.stdout()).toMatch(/team paper: makespan [\d.]+ s vs [\d.]+ s one after another \([\d.]+×\), overlap in 2\/2, same world 2\/2; work: robot \d+%, human \d+%/);
    expect(run.stdout()).toMatch(/team two-robots: .* same world 2\/2; work: robot \d+%, robot2 \d+%, human \d+%/);
    expect(existsSync(join(out, 'report', 'table10-teams.md'))).toBe(true);
    const lines = readFileSync(join(out, 'episodes.jsonl'), 'utf8').trim().split('\n').map((l) => EpisodeRecord.parse(JSON.parse(l)));
    for (const line of lines) {
      expect(Object.keys(line.teams ?? {})).toEqual(['paper', 'two-robots']);
      for (const outcome of Object.values(line.teams ?? {})) expect(outcome.makespan).toBeLessThan(outcome.sequential);
    }
    const again = captureIO(env);
    expect(await main([...args.slice(0, -1), 'paper'], again.io)).toBe(2);
    expect(again.stderr()).toContain('teams (--team): paper, two-robots (recorded) → paper (this run)');
  });
});

describe('the teams measured by several allocators', () => {
  const labelled = (team: string, allocator: 'paper' | 'balanced', makespan: number, agents: string[], successProbability: number): TeamOutcome => ({
    ...measured(makespan, 60, agents.map((a) => [a, 60 / agents.length] as [string, number])),
    team,
    allocator,
    successProbability,
    method: allocator === 'paper' ? 'rule' : 'exact',
  });
  const records = [
    record({
      task: 'hungry',
      teams: {
        paper: labelled('paper', 'paper', 43, ['robot', 'human'], 0.05),
        trio: labelled('trio', 'paper', 57, ['robot', 'robot2', 'human'], 0.04),
        'paper (balanced)': labelled('paper', 'balanced', 30, ['robot', 'human'], 0.03),
        'trio (balanced)': labelled('trio', 'balanced', 29, ['robot', 'robot2', 'human'], 0.02),
      },
    }),
  ];

  it('names the team and the allocator of each row, with the mean chance that every call succeeds', async () => {
    const rows = teamTable(records).filter((r) => r.room === 'all');
    expect(rows.map((r) => [r.teamName, r.allocator, r.meanMakespan, r.successProbability])).toEqual([
      ['paper', 'paper', 43, 0.05],
      ['trio', 'paper', 57, 0.04],
      ['paper', 'balanced', 30, 0.03],
      ['trio', 'balanced', 29, 0.02],
    ]);
    const table = teamTables(records)[0]!;
    expect(table.header).toEqual(['Team', 'Allocator', 'Room', 'Episodes', 'Sequential (s)', 'Makespan (s)', 'Speed-up', 'Overlapping', 'Same world', 'Share of work', 'P(all succeed)']);
    expect(table.rows.find((r) => r[0] === 'trio' && r[1] === 'balanced' && r[2] === 'All')).toEqual(['trio', 'balanced', 'All', '1', '60.0', '29.0', '2.07×', '1/1', '1/1', 'robot 33% · robot2 33% · human 33%', '0.020']);
  });

  it('says plainly when a bigger team is slower than a smaller one under the same allocator, and only then', () => {
    const lines = teamSummaryLines(records);
    expect(lines).toContain('With the paper rule, team trio (3 agents) is slower than team paper (2): makespan 57.0 s against 43.0 s.');
    expect(lines.filter((l) => l.startsWith('With '))).toHaveLength(1);
  });
});

describe('iteraplan experiment --allocator', () => {
  it('measures every team with each allocator, records them as settings, and the balanced two-robot team is the fastest', async () => {
    const env = bridgeEnv();
    delete env['OPENAI_API_KEY'];
    delete env['OPENAI_BASE_URL'];
    const out = mkdtempSync(join(tmpdir(), 'results-allocators-'));
    const args = ['experiment', '--suite', 'paper', '--episodes', 'sunny-side-up-egg@FloorPlan1,tidy-up@FloorPlan201', '--out', out, '--team', 'paper,two-robots', '--allocator', 'paper,balanced'];
    const run = captureIO(env);
    expect(await main(args, run.io)).toBe(0);
    const lines = readFileSync(join(out, 'episodes.jsonl'), 'utf8').trim().split('\n').map((l) => EpisodeRecord.parse(JSON.parse(l)));
    for (const line of lines) {
      const teams = line.teams ?? {};
      expect(Object.keys(teams)).toEqual(['paper', 'two-robots', 'paper (balanced)', 'two-robots (balanced)']);
      for (const outcome of Object.values(teams)) expect(outcome).toMatchObject({ sameState: true, concurrentRun: true, sequentialRun: true });
      expect(teams['two-robots (balanced)']!.makespan).toBeLessThanOrEqual(teams['paper (balanced)']!.makespan);
      expect(teams['paper (balanced)']!.makespan).toBeLessThan(teams['paper']!.makespan);
      expect(teams['two-robots (balanced)']).toMatchObject({ team: 'two-robots', allocator: 'balanced', method: 'exact' });
    }
    expect(run.stdout()).toContain('With the paper rule, team two-robots (3 agents) is slower than team paper (2)');
    const settings = JSON.parse(readFileSync(join(out, 'settings.json'), 'utf8')) as { settings: { allocators: string[]; reliabilityFloor: number } };
    expect(settings.settings).toMatchObject({ allocators: ['paper', 'balanced'], reliabilityFloor: 0.25 });
    // The sessions allocate with the first allocator listed.
    const again = captureIO(env);
    expect(await main([...args.slice(0, -1), 'balanced'], again.io)).toBe(2);
    expect(again.stderr()).toContain('allocators (--allocator): paper, balanced (recorded) → balanced (this run)');
  });
});
