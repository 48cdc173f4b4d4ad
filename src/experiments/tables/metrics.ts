/**
 * The paper's metrics as pure functions over episode records. Task success counts every episode
 * (one that errored, was refused or not understood did not succeed); the refinement and
 * allocation metrics count finished episodes, the errored ones counted apart (every row says how many). A share over no
 * episodes is null ("n/a"). With several repeats, each share also comes as mean ± std over them.
 */
import { allocatorNames, roomTypes, type AllocatorName, type EpisodeRecord, type RoomType } from '../results/episode-record.js';
import { isFalseSuccess } from '../results/endings.js';

/** The budgets a table shows: k = 0..budget (the run's `--human-refinements` or `--max-refinements`). */
export function kRange(budget: number): number[] {
  return Array.from({ length: budget + 1 }, (_, k) => k);
}

/** The paper's budgets, k = 0..5 (the default of both refinement limits). */
export const K_VALUES: readonly number[] = kRange(5);

/** A room type, or every room together. */
export type RoomGroup = RoomType | 'all';

/** OCR counts human refinements (h); SER counts execution refinements (e). */
export type RateMetric = 'ocr' | 'ser';

/** Mean and population standard deviation over repeats. */
export interface MeanStd {
  mean: number;
  std: number;
}

const counter: Record<RateMetric, (r: EpisodeRecord) => number | null> = { ocr: (r) => r.h, ser: (r) => r.e };

function hitsAtK(records: readonly EpisodeRecord[], metric: RateMetric, k: number): number {
  const count = counter[metric];
  return records.filter((r) => {
    const value = count(r);
    return value !== null && value <= k;
  }).length;
}

/** Share of `records` whose count is at most k; a null count never is. Null for no records. */
export function rateAtK(records: readonly EpisodeRecord[], metric: RateMetric, k: number): number | null {
  return records.length === 0 ? null : hitsAtK(records, metric, k) / records.length;
}

/** Mean and population standard deviation (divided by n) of a list; null for an empty list. */
export function meanStd(values: readonly number[]): MeanStd | null {
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

/** The records of a room group. */
export function inRoom(records: readonly EpisodeRecord[], room: RoomGroup): EpisodeRecord[] {
  return room === 'all' ? [...records] : records.filter((r) => r.roomType === room);
}

/** The repeat numbers present, ascending. */
export function repeatsOf(records: readonly EpisodeRecord[]): number[] {
  return [...new Set(records.map((r) => r.repeat))].sort((a, b) => a - b);
}

/**
 * Mean ± std over the repeats of a statistic computed on each repeat's records; null when there
 * are fewer than two repeats (no spread to show) or no repeat gives a value.
 */
export function overRepeats(records: readonly EpisodeRecord[], statistic: (group: EpisodeRecord[]) => number | null): MeanStd | null {
  const repeats = repeatsOf(records);
  if (repeats.length < 2) return null;
  const values = repeats.map((n) => statistic(records.filter((r) => r.repeat === n))).filter((v): v is number => v !== null);
  return meanStd(values);
}

/** A model's records in a room group, finished and errored apart: the unit every table row is built on. */
export interface Group {
  model: string;
  room: RoomGroup;
  /** Every record of the group, errored ones too. */
  all: EpisodeRecord[];
  finished: EpisodeRecord[];
  errored: number;
}

/** Every model (in order of appearance, errored-only ones too) × every room group present. */
export function groups(records: readonly EpisodeRecord[]): Group[] {
  return modelsOf(records).flatMap((model) => {
    const mine = records.filter((r) => r.model === model);
    return roomsOf(mine).map((room) => {
      const group = inRoom(mine, room);
      return { model, room, all: group, finished: finishedRecords(group), errored: group.length - finishedRecords(group).length };
    });
  });
}

/** One row of Table III (OCR@k) or IV (SER@k): a model in a room group. */
export interface RateRow {
  model: string;
  room: RoomGroup;
  /** Finished episodes (the denominator). */
  episodes: number;
  /** Episodes that errored (left out of the shares). */
  errored: number;
  /** Repeats among the finished episodes. */
  repeats: number;
  /** At each k: the share over every repeat (null: no episodes) ... */
  values: (number | null)[];
  /** ... the episodes counted in it ... */
  hits: number[];
  /** ... and mean ± std over the repeats (null with one repeat). */
  spread: (MeanStd | null)[];
}

/** Table III (`ocr`) or IV (`ser`): per model and room group, the share at each k. */
export function rateTable(records: readonly EpisodeRecord[], metric: RateMetric, ks: readonly number[] = K_VALUES): RateRow[] {
  return groups(records).map(({ model, room, finished, errored }) => ({
    model,
    room,
    episodes: finished.length,
    errored,
    repeats: repeatsOf(finished).length,
    values: ks.map((k) => rateAtK(finished, metric, k)),
    hits: ks.map((k) => hitsAtK(finished, metric, k)),
    spread: ks.map((k) => overRepeats(finished, (group) => rateAtK(group, metric, k))),
  }));
}

/** One row of Table V: a metric's mean ± std over the repeats, at each k. */
export interface RepeatRow {
  model: string;
  room: RoomGroup;
  metric: RateMetric;
  repeats: number;
  values: (MeanStd | null)[];
}

/** Table V: each repeat's share at k, then mean ± std over the repeats (stochasticity of the planner). */
export function repeatTable(records: readonly EpisodeRecord[], ks: readonly number[] = K_VALUES): RepeatRow[] {
  return groups(finishedRecords(records)).flatMap(({ model, room, finished }) => {
    const repeats = repeatsOf(finished);
    return (['ocr', 'ser'] as const).map((metric) => ({
      model,
      room,
      metric,
      repeats: repeats.length,
      values: ks.map((k) => meanStd(repeats.map((n) => rateAtK(finished.filter((r) => r.repeat === n), metric, k)).filter((v): v is number => v !== null))),
    }));
  });
}

/** One row of Tables VII (CASR) and VIII (OER): an allocator on one model's programs in a room group. */
export interface AllocationRow {
  /** The planner model whose final programs were allocated. */
  model: string;
  allocator: AllocatorName;
  /** The LLM the LLM allocator asked (null for the others, or when unknown). */
  allocatorModel: string | null;
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
  /** Episodes where the allocator gave no allocation (an unusable LLM reply). */
  failed: number;
  /** CASR and OER as mean ± std over the repeats (null with one repeat). */
  casrSpread: MeanStd | null;
  oerSpread: MeanStd | null;
}

/**
 * Tables VII and VIII: CASR and OER for each model and allocator, per room group. An allocator
 * that failed on an episode (an unusable LLM reply) counts there as agreeing on no call and not
 * optimal, and is counted in `failed`; one that was not run (null) is left out.
 */
export function allocationTable(records: readonly EpisodeRecord[]): AllocationRow[] {
  return groups(finishedRecords(records)).flatMap(({ model, room, finished }) =>
    allocatorNames.map((allocator) => {
      const ran = (group: readonly EpisodeRecord[]) => group.flatMap((r) => (r.allocators[allocator] ? [r.allocators[allocator]!] : []));
      const outcomes = ran(finished);
      const calls = outcomes.reduce((sum, o) => sum + o.calls, 0);
      const agreeing = outcomes.reduce((sum, o) => sum + o.agreeing, 0);
      const optimal = outcomes.filter((o) => o.optimal).length;
      const casrOf = (group: EpisodeRecord[]) => {
        const mine = ran(group);
        const n = mine.reduce((sum, o) => sum + o.calls, 0);
        return n === 0 ? null : mine.reduce((sum, o) => sum + o.agreeing, 0) / n;
      };
      const oerOf = (group: EpisodeRecord[]) => {
        const mine = ran(group);
        return mine.length === 0 ? null : mine.filter((o) => o.optimal).length / mine.length;
      };
      return {
        model,
        allocator,
        allocatorModel: outcomes.find((o) => o.model !== undefined)?.model ?? null,
        room,
        calls,
        agreeing,
        casr: calls === 0 ? null : agreeing / calls,
        episodes: outcomes.length,
        optimal,
        oer: outcomes.length === 0 ? null : optimal / outcomes.length,
        failed: outcomes.filter((o) => o.error !== null).length,
        casrSpread: overRepeats(finished, casrOf),
        oerSpread: overRepeats(finished, oerOf),
      };
    }),
  );
}

/** Mean goal-condition share of the records that measured it; null when none did. */
export function goalConditionRate(records: readonly EpisodeRecord[]): number | null {
  const measured = records.flatMap((r) => (r.goalConditions ? [r.goalConditions.met / r.goalConditions.total] : []));
  return measured.length === 0 ? null : measured.reduce((a, b) => a + b, 0) / measured.length;
}

/** Task success and goal-condition success of a model in a room group. */
export interface OutcomeRow {
  model: string;
  room: RoomGroup;
  /** Every episode recorded: those that errored, were refused or not understood count as failures. */
  episodes: number;
  errored: number;
  /** Episodes whose final state met all the criteria of one alternative of the suite's goal. */
  successes: number;
  success: number | null;
  /** Episodes the planner reported successful (its own goal held) whose suite goal does not hold. */
  falseSuccesses: number;
  /** Mean share of goal conditions met, over the episodes that measured it (`measured`). */
  goalConditions: number | null;
  measured: number;
  successSpread: MeanStd | null;
  goalConditionSpread: MeanStd | null;
}

/** Task success beside goal-condition success, per model and room group. */
export function outcomeTable(records: readonly EpisodeRecord[]): OutcomeRow[] {
  // Task success over every episode: one that did not finish did not succeed.
  const successOf = (group: EpisodeRecord[]) => (group.length === 0 ? null : group.filter((r) => r.success).length / group.length);
  return groups(records).map(({ model, room, all, finished, errored }) => ({
    model,
    room,
    episodes: all.length,
    errored,
    successes: all.filter((r) => r.success).length,
    success: successOf(all),
    falseSuccesses: all.filter(isFalseSuccess).length,
    goalConditions: goalConditionRate(finished),
    measured: finished.filter((r) => r.goalConditions !== undefined).length,
    successSpread: overRepeats(all, successOf),
    goalConditionSpread: overRepeats(finished, goalConditionRate),
  }));
}

/** Totals for the summary: episodes, errored, task successes, goal conditions, tokens, wall time. */
export interface RunTotals {
  episodes: number;
  finished: number;
  errored: number;
  /** Task successes (the suite's goal holds), of every episode. */
  success: number;
  goalConditions: number | null;
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
    success: records.filter((r) => r.success).length,
    goalConditions: goalConditionRate(done),
    tokens: done.reduce((sum, r) => sum + r.tokens.total, 0),
    wallMs: done.reduce((sum, r) => sum + r.wallMs, 0),
    actions: done.reduce((sum, r) => sum + r.actions, 0),
  };
}
