/**
 * The teams compared (`--team`): per team and room, the mean makespan against the mean time one
 * call after another, the parallel speed-up, each agent's share of the work, and whether the
 * agents working at once reached the world of the sequential run; and per task, the teams side
 * by side. Pure functions over episode records.
 */
import type { EpisodeRecord } from '../results/episode-record.js';
import { finishedRecords, roomsOf, type RoomGroup } from './metrics.js';
import { roomLabel, type Table } from './table-cells.js';
import type { TeamOutcome } from '../run/team-outcome.js';

/** One row of the team table. */
export interface TeamRow {
  /** The outcome's key: the team, with the allocator when it is not the paper rule (`two-robots (balanced)`). */
  team: string;
  /** The team's own name, and the allocator. */
  teamName: string;
  allocator: string;
  /** The mean probability that every call succeeds; null when not recorded. */
  successProbability: number | null;
  room: RoomGroup;
  /** Episodes with a valid final program the team could carry out. */
  episodes: number;
  meanSequential: number | null;
  meanMakespan: number | null;
  /** The same with the agents' walks between objects counted; null when some record has none. */
  meanWalkingSequential: number | null;
  meanWalkingMakespan: number | null;
  /** Σ sequential / Σ makespan over the episodes. */
  speedup: number | null;
  /** Episodes where some calls overlap (makespan below the sequential time). */
  overlapping: number;
  /** Episodes whose concurrent run reached the sequential run's world. */
  sameState: number;
  /** Each agent's share of all the team's busy seconds, in the team's order. */
  shares: { agent: string; share: number }[];
}

/** The teams measured in the records, in order of first appearance. */
export function teamsOf(records: readonly EpisodeRecord[]): string[] {
  return [...new Set(records.flatMap((r) => Object.keys(r.teams ?? {})))];
}

export function hasTeams(records: readonly EpisodeRecord[]): boolean {
  return teamsOf(records).length > 0;
}

function outcomesOf(records: readonly EpisodeRecord[], team: string): { record: EpisodeRecord; outcome: TeamOutcome }[] {
  return finishedRecords(records).flatMap((record) => {
    const outcome = record.teams?.[team];
    return outcome === undefined || outcome.error !== null ? [] : [{ record, outcome }];
  });
}

const mean = (values: readonly number[]): number | null => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

/** The mean of a walking figure over `outcomes`, null when one of them lacks it (a record from before walks). */
function walked(outcomes: readonly TeamOutcome[], figure: (o: TeamOutcome) => number | undefined): number | null {
  const values = outcomes.flatMap((o) => (figure(o) === undefined ? [] : [figure(o)!]));
  return values.length === outcomes.length ? mean(values) : null;
}

/** One row per team and room group (then all rooms). */
export function teamTable(records: readonly EpisodeRecord[]): TeamRow[] {
  const rows: TeamRow[] = [];
  for (const team of teamsOf(records)) {
    const all = outcomesOf(records, team);
    for (const room of roomsOf(all.map((o) => o.record))) {
      const mine = all.filter((o) => room === 'all' || o.record.roomType === room).map((o) => o.outcome);
      const sequential = mine.reduce((sum, o) => sum + o.sequential, 0);
      const makespan = mine.reduce((sum, o) => sum + o.makespan, 0);
      const agents = [...new Set(mine.flatMap((o) => o.load.map((l) => l.agent)))];
      const chances = mine.flatMap((o) => (typeof o.successProbability === 'number' ? [o.successProbability] : []));
      const busy = agents.map((agent) => mine.reduce((sum, o) => sum + (o.load.find((l) => l.agent === agent)?.seconds ?? 0), 0));
      rows.push({
        team,
        teamName: all[0]?.outcome.team ?? team,
        allocator: all[0]?.outcome.allocator ?? 'paper',
        successProbability: chances.length === mine.length ? mean(chances) : null,
        room,
        episodes: mine.length,
        meanSequential: mean(mine.map((o) => o.sequential)),
        meanMakespan: mean(mine.map((o) => o.makespan)),
        meanWalkingSequential: walked(mine, (o) => o.walkingSequential),
        meanWalkingMakespan: walked(mine, (o) => o.walkingMakespan),
        speedup: makespan > 0 ? sequential / makespan : null,
        overlapping: mine.filter((o) => o.makespan < o.sequential - 1e-9).length,
        sameState: mine.filter((o) => o.sameState).length,
        shares: agents.map((agent, i) => ({ agent, share: sequential > 0 ? busy[i]! / sequential : 0 })),
      });
    }
  }
  return rows;
}

/** Per task: each team's mean makespan (and sequential time) over the task's episodes. */
export function teamComparison(records: readonly EpisodeRecord[]): { task: string; teams: Record<string, { episodes: number; makespan: number | null; sequential: number | null }> }[] {
  const teams = teamsOf(records);
  const tasks = [...new Set(finishedRecords(records).map((r) => r.task))];
  return tasks.map((task) => ({
    task,
    teams: Object.fromEntries(
      teams.map((team) => {
        const mine = outcomesOf(records, team).filter((o) => o.record.task === task).map((o) => o.outcome);
        return [team, { episodes: mine.length, makespan: mean(mine.map((o) => o.makespan)), sequential: mean(mine.map((o) => o.sequential)) }];
      }),
    ),
  }));
}

const seconds = (value: number | null): string => (value === null ? 'n/a' : value.toFixed(1));
const shareText = (shares: TeamRow['shares']): string => shares.map((s) => `${s.agent} ${Math.round(s.share * 100)}%`).join(' · ');

const chance = (value: number | null): string => (value === null ? 'n/a' : value >= 0.001 ? value.toFixed(3) : value.toExponential(1));

/** The two team tables for the report; with an allocator besides the paper rule, each row names its allocator and the chance every call succeeds. */
export function teamTables(records: readonly EpisodeRecord[]): Table[] {
  const teams = teamsOf(records);
  const rows = teamTable(records);
  const byTask = teamComparison(records);
  const allocators = rows.some((row) => row.allocator !== 'paper');
  const walks = rows.some((row) => row.meanWalkingMakespan !== null);
  return [
    {
      id: 'table10-teams',
      title: allocators ? 'Beyond the paper — teams and allocators: makespan, parallel speed-up, share of work and reliability' : 'Beyond the paper — teams: makespan, parallel speed-up and share of work',
      caption:
        "Per team and room: episodes measured (the final program allocated by the team's product rule" +
        (allocators ? ', or by the balanced allocator: the smallest makespan within the reliability floor' : '') +
        "), the mean time one call after another and the mean makespan with every agent at once (s, the team's estimated durations), the speed-up Σ sequential / Σ makespan, episodes where calls overlap, episodes whose concurrent run reached the sequential run's world, and each agent's share of the busy time" +
        (walks ? "; the same two times with each agent's walks between objects counted (the room's floor at the agent's speed: the expected makespan the balanced allocator minimises)" : '') +
        (allocators ? '; and the mean probability that every call succeeds (the product of the affordances of the calls as they run).' : '.'),
      header: [
        ...(allocators ? ['Team', 'Allocator'] : ['Team']),
        'Room', 'Episodes', 'Sequential (s)', 'Makespan (s)',
        ...(walks ? ['Sequential with walks (s)', 'Makespan with walks (s)'] : []),
        'Speed-up', 'Overlapping', 'Same world', 'Share of work',
        ...(allocators ? ['P(all succeed)'] : []),
      ],
      rows: rows.map((row) => [
        ...(allocators ? [row.teamName, row.allocator] : [row.team]),
        roomLabel(row.room),
        String(row.episodes),
        seconds(row.meanSequential),
        seconds(row.meanMakespan),
        ...(walks ? [seconds(row.meanWalkingSequential), seconds(row.meanWalkingMakespan)] : []),
        row.speedup === null ? 'n/a' : `${row.speedup.toFixed(2)}×`,
        `${row.overlapping}/${row.episodes}`,
        `${row.sameState}/${row.episodes}`,
        shareText(row.shares),
        ...(allocators ? [chance(row.successProbability)] : []),
      ]),
      data: rows.map((row) => ({
        team: row.team,
        ...(allocators ? { team_name: row.teamName, allocator: row.allocator, success_probability: row.successProbability } : {}),
        room: row.room,
        episodes: row.episodes,
        sequential_s: row.meanSequential,
        makespan_s: row.meanMakespan,
        ...(walks ? { sequential_with_walks_s: row.meanWalkingSequential, makespan_with_walks_s: row.meanWalkingMakespan } : {}),
        speedup: row.speedup,
        overlapping: row.overlapping,
        same_world: row.sameState,
        ...Object.fromEntries(row.shares.map((s) => [`share_${s.agent}`, s.share])),
      })),
    },
    {
      id: 'table11-team-comparison',
      title: 'Beyond the paper — the teams side by side, per task (mean makespan / one after another, s)',
      caption: 'Per task of the suite, each team: the mean makespan with every agent at once, and in brackets the mean time one call after another.',
      header: ['Task', ...teams],
      rows: byTask.map((row) => [
        row.task,
        ...teams.map((team) => {
          const cell = row.teams[team];
          return cell === undefined || cell.makespan === null ? 'n/a' : `${cell.makespan.toFixed(1)} (${cell.sequential!.toFixed(1)})`;
        }),
      ]),
      data: byTask.flatMap((row) =>
        teams.map((team) => ({ task: row.task, team, episodes: row.teams[team]?.episodes ?? 0, makespan_s: row.teams[team]?.makespan ?? null, sequential_s: row.teams[team]?.sequential ?? null })),
      ),
    },
  ];
}

/** The summary's lines for the teams (all rooms), then any team that is slower than a smaller one with the same allocator. */
export function teamSummaryLines(records: readonly EpisodeRecord[]): string[] {
  const rows = teamTable(records).filter((r) => r.room === 'all');
  const lines = rows.map((row) => {
    const speedup = row.speedup === null ? 'n/a' : `${row.speedup.toFixed(2)}×`;
    const shares = row.shares.map((s) => `${s.agent} ${Math.round(s.share * 100)}%`).join(', ');
    return `team ${row.team}: makespan ${seconds(row.meanMakespan)} s vs ${seconds(row.meanSequential)} s one after another (${speedup}), overlap in ${row.overlapping}/${row.episodes}, same world ${row.sameState}/${row.episodes}; work: ${shares}`;
  });
  return [...lines, ...slowerBiggerTeams(rows)];
}

/**
 * Told plainly: a team with every agent of another and more, slower than it under the same
 * allocator (the paper rule gives calls to a more reliable agent even when it is slower).
 */
export function slowerBiggerTeams(rows: readonly TeamRow[]): string[] {
  const lines: string[] = [];
  for (const big of rows) {
    for (const small of rows) {
      if (big === small || big.allocator !== small.allocator || big.meanMakespan === null || small.meanMakespan === null) continue;
      const agents = new Set(big.shares.map((s) => s.agent));
      const theirs = small.shares.map((s) => s.agent);
      if (theirs.length >= agents.size || !theirs.every((agent) => agents.has(agent)) || big.meanMakespan <= small.meanMakespan + 1e-9) continue;
      const by = big.allocator === 'paper' ? 'the paper rule' : `the ${big.allocator} allocator`;
      lines.push(`With ${by}, team ${big.teamName} (${agents.size} agents) is slower than team ${small.teamName} (${theirs.length}): makespan ${seconds(big.meanMakespan)} s against ${seconds(small.meanMakespan)} s.`);
    }
  }
  return lines;
}
