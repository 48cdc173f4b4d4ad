/** The "beyond the paper" table: the variants of an experiment side by side (variant-metrics.ts). */
import { K_VALUES } from './metrics.js';
import { formatShare, type Table } from './table-cells.js';
import { variantDescription, variantTable } from './variant-metrics.js';
import type { EpisodeRecord } from '../results/episode-record.js';

export const VARIANT_TABLE_ID = 'table9-variants';

/** One row per model and variant: asked, task success, OCR@0, SER@k (k = 0..budget), atomic actions. */
export function variantComparisonTable(records: readonly EpisodeRecord[], ks: readonly number[] = K_VALUES): Table {
  const rows = variantTable(records, ks);
  return {
    id: VARIANT_TABLE_ID,
    title: 'Beyond the paper — clarifying questions, best-of-N, refinement from the current state (%)',
    caption:
      'Per variant: episodes where the planner asked a question, task success (criteria met at the end), OCR@0, SER@k, and the atomic actions sent to the simulator (every attempt and the allocated run), in total and per episode.',
    header: ['Model', 'Variant', 'Episodes', 'Asked', 'Success', 'OCR@0', ...ks.map((k) => `SER@${k}`), 'Actions', 'Actions/episode'],
    rows: rows.map((row) => [
      row.model,
      variantDescription(row.variant),
      String(row.episodes),
      String(row.asked),
      formatShare(row.success),
      formatShare(row.ocr0),
      ...row.ser.map(formatShare),
      String(row.actions),
      row.actionsPerEpisode === null ? 'n/a' : row.actionsPerEpisode.toFixed(1),
    ]),
    data: rows.map((row) => ({
      model: row.model,
      clarify: row.variant.clarify,
      candidates: row.variant.candidates,
      refine_from: row.variant.refineFrom,
      prefs: row.variant.prefs !== false,
      episodes: row.episodes,
      asked: row.asked,
      success: row.success,
      ocr0: row.ocr0,
      ...Object.fromEntries(ks.map((k, i) => [`ser${k}`, row.ser[i]])),
      actions: row.actions,
    })),
  };
}
