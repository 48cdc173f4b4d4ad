/**
 * One table's shape and the formatting of its cells (shares, mean ± std, rates with their counts,
 * room labels), shared by every table of the report; it imports none of them.
 */
import { roomAbbreviations } from '../results/episode-record.js';
import type { MeanStd, RoomGroup } from './metrics.js';

/** One table: what a reader sees, and the data behind it. */
export interface Table {
  /** File stem, e.g. `table3-ocr`. */
  id: string;
  title: string;
  /** What the numbers are, under the title. */
  caption: string;
  header: string[];
  /** Formatted cells, one row per line of the table. */
  rows: string[][];
  /** One object per value, for CSV and JSON. */
  data: Record<string, unknown>[];
}

/** `K`, `L`, `Bd`, `Bt` or `All`. */
export function roomLabel(room: RoomGroup): string {
  return room === 'all' ? 'All' : roomAbbreviations[room];
}

/** A share as a percentage with one decimal (`75.0`); null as `n/a`. */
export function formatShare(share: number | null): string {
  return share === null ? 'n/a' : (share * 100).toFixed(1);
}

/** Mean ± std as percentages, e.g. `50.0 ± 12.5`. */
export function formatMeanStd(value: MeanStd | null): string {
  return value === null ? 'n/a' : `${(value.mean * 100).toFixed(1)} ± ${(value.std * 100).toFixed(1)}`;
}

/**
 * A measured rate with what it counts: `85.0 (17/20)`; with repeats `85.0 ± 5.0 (34/40)` (mean ±
 * std over repeats, then the pooled counts); failures after the counts: `(17/20, 1 errored)`.
 */
export function rateCell(value: { share: number | null; hits: number; n: number; spread?: MeanStd | null; failures?: string[] }): string {
  const failures = (value.failures ?? []).filter((f) => f !== '');
  const counts = `(${value.hits}/${value.n}${failures.length > 0 ? `, ${failures.join(', ')}` : ''})`;
  if (value.share === null) return failures.length > 0 ? `n/a ${counts}` : 'n/a';
  return `${value.spread ? formatMeanStd(value.spread) : formatShare(value.share)} ${counts}`;
}
