/** The "beyond the paper" table: the variants of an experiment side by side (variant-metrics.ts). */
import { K_VALUES } from './metrics.js';
import type { Table } from './tables.js';
import { variantDescription, variantTable } from './variant-metrics.js';
import type { EpisodeRecord } from './episode-record.js';

export const VARIANT_TABLE_ID = 'table9-variants';

/** One row per model and variant: asked, task success, OCR@0, SER@k, atomic actions. */
export function variantComparisonTable(records: readonly EpisodeRecord[]): Table {
  return {
    id: VARIANT_TABLE_ID,
    title: 'Beyond the paper — clarifying questions, best-of-N, refinement from the current state (%)',
    caption:
      'Per variant: episodes where the planner asked a question, task success (criteria met at the end), OCR@0, SER@k, and the atomic actions sent to the simulator (every attempt and the allocated run), in total and per episode.',
    header: ['Model', 'Variant', 'Episodes', 'Asked', 'Success', 'OCR@0', ...K_VALUES.map((k) => `SER@${k}`), 'Actions', 'Actions/episode'],
    rows: variantTable(records).map((row) => [
      row.model,
      variantDescription(row.variant),
      String(row.episodes),
      String(row.asked),
      row.success,
      row.ocr0,
      ...row.ser,
      String(row.actions),
      row.actionsPerEpisode === null ? null : row.actionsPerEpisode.toFixed(1),
    ]),
  };
}
