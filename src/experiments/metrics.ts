/**
 * The paper's metrics as pure functions over episode records. Only finished episodes count;
 * errored ones are left out (and reported apart). A share over no episodes is null ("n/a").
 */
import { allocatorNames, roomTypes, type AllocatorName, type EpisodeRecord, type RoomType } from './episode-record.js';

/** The refinement budgets the tables show: k = 0..5. */
export const K_VALUES: readonly number[] = [0, 1, 2, 3, 4, 5];

/** A room type, or every room together. */
export type RoomGroup = RoomType | 'all';

/** OCR counts human refinements (h); SER counts execution refinements (e). */
export type RateMetric = 'ocr' | 'ser';

const counter: Record<RateMetric, (r: EpisodeRecord) => number | null> = { ocr: (r) => r.h, ser: (r) => r.e };

/** Share of `records` whose count is at most k; a null count never is. Null for no records. */
export function rateAtK(records: readonly EpisodeRecord[], metric: RateMetric, k: number): number | null {
  if (records.length === 0) return null;
  const count = counter[metric];
  return records.filter((r) => {
    const value = count(r);
    return value !== null && value <= k;
  }).length / records.length;
}

/** Mean and population standard deviation (divided by n) of a list; null for an empty list. */
export function meanStd(values: readonly number[]): { mean: number; std: number } | null {
  if (values.length === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
  return { mean, std: Math.sqrt(variance) };
}

/** The finished records, in order. */
export function finishedRecords(records: readonly EpisodeRecord[]): EpisodeRecord[] {
  return records.filter((r) => r.status === 'finished');
}

/** The models in the records, in order of first appearance. */
export function modelsOf(records: readonly EpisodeRecord[]): string[] {
  return [...new Set(records.map((r) => r.model))];
}

/** The room groups present in the records, in the paper's order, then `all`. */
export function roomsOf(records: readonly EpisodeRecord[]): RoomGroup[] {
  const present = new Set(records.map((r) => r.roomType));
  return [...roomTypes.filter((room) => present.has(room)), 'all'];
}

function inRoom(records: readonly EpisodeRecord[], room: RoomGroup): EpisodeRecord[] {
  return room === 'all' ? [...records] : records.filter((r) => r.roomType === room);
}

/** One row of Table III (OCR@k) or IV (SER@k): a model in a room group. */
export interface RateRow {
  model: string;
  room: RoomGroup;
  episodes: number;
  /** The share at each k of K_VALUES (null: no episodes). */
  values: (number | null)[];
}

/** Table III (`ocr`) or IV (`ser`): per model and room group, the share at each k, over every repeat. */
export function rateTable(records: readonly EpisodeRecord[], metric: RateMetric, ks: readonly number[] = K_VALUES): RateRow[] {
  const done = finishedRecords(records);
  return modelsOf(done).flatMap((model) => {
    const mine = done.filter((r) => r.model === model);
    return roomsOf(mine).map((room) => {
      const group = inRoom(mine, room);
      return { model, room, episodes: group.length, values: ks.map((k) => rateAtK(group, metric, k)) };
    });
  });
}

/** One row of Table V: a metric's mean ± std over the repeats, at each k. */
export interface RepeatRow {
  model: string;
  room: RoomGroup;
  metric: RateMetric;
  repeats: number;
  values: ({ mean: number; std: number } | null)[];
}

/** Table V: each repeat's share at k, then mean ± std over the repeats (stochasticity of the planner). */
export function repeatTable(records: readonly EpisodeRecord[], ks: readonly number[] = K_VALUES): RepeatRow[] {
  const done = finishedRecords(records);
  const rows: RepeatRow[] = [];
  for (const model of modelsOf(done)) {
    const mine = done.filter((r) => r.model === model);
    for (const room of roomsOf(mine)) {
      const group = inRoom(mine, room);
      const repeats = [...new Set(group.map((r) => r.repeat))].sort((a, b) => a - b);
      for (const metric of ['ocr', 'ser'] as const) {
        const values = ks.map((k) => {
          const perRepeat = repeats.map((n) => rateAtK(group.filter((r) => r.repeat === n), metric, k));
          return meanStd(perRepeat.filter((v): v is number => v !== null));
        });
        rows.push({ model, room, metric, repeats: repeats.length, values });
      }
    }
  }
  return rows;
}

/** One row of Tables VII (CASR) and VIII (OER): an allocator in a room group. */
export interface AllocationRow {
  allocator: AllocatorName;
  room: RoomGroup;
  /** Skill calls allocated, and those given the rule-based agent. */
  calls: number;
  agreeing: number;
  /** agreeing / calls; null when the allocator allocated nothing here (n/a). */
  casr: number | null;
  /** Episodes the allocator was run on, and those whose allocated plan ran with every call at its best agent. */
  episodes: number;
  optimal: number;
  /** optimal / episodes; null for no episodes (n/a). */
  oer: number | null;
}

/**
 * Tables VII and VIII: CASR and OER for each allocator, per room group (over every model and
 * repeat). An allocator that failed on an episode (an unusable LLM reply) counts there as
 * agreeing on no call and not optimal; one that was not run (null) is left out.
 */
export function allocationTable(records: readonly EpisodeRecord[]): AllocationRow[] {
  const done = finishedRecords(records);
  return allocatorNames.flatMap((allocator) =>
    roomsOf(done).map((room) => {
      const outcomes = inRoom(done, room).flatMap((r) => {
        const outcome = r.allocators[allocator];
        return outcome === null || outcome === undefined ? [] : [outcome];
      });
      const calls = outcomes.reduce((sum, o) => sum + o.calls, 0);
      const agreeing = outcomes.reduce((sum, o) => sum + o.agreeing, 0);
      const optimal = outcomes.filter((o) => o.optimal).length;
      return {
        allocator,
        room,
        calls,
        agreeing,
        casr: calls === 0 ? null : agreeing / calls,
        episodes: outcomes.length,
        optimal,
        oer: outcomes.length === 0 ? null : optimal / outcomes.length,
      };
    }),
  );
}

/** Totals for the summary: episodes, errored, task successes, tokens, wall time. */
export interface RunTotals {
  episodes: number;
  finished: number;
  errored: number;
  success: number;
  tokens: number;
  wallMs: number;
  actions: number;
}

export function runTotals(records: readonly EpisodeRecord[]): RunTotals {
  const done = finishedRecords(records);
  return {
    episodes: records.length,
    finished: done.length,
    errored: records.length - done.length,
    success: done.filter((r) => r.success).length,
    tokens: done.reduce((sum, r) => sum + r.tokens.total, 0),
    wallMs: done.reduce((sum, r) => sum + r.wallMs, 0),
    actions: done.reduce((sum, r) => sum + r.actions, 0),
  };
}
