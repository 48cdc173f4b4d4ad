/**
 * The "beyond the paper" comparison: per model and variant (clarify on/off, N candidates, refine
 * from reset/current), task success, how often the planner asked, OCR@0, SER@k and the atomic
 * actions executed. Pure functions over episode records, like metrics.ts.
 */
import type { EpisodeRecord } from '../results/episode-record.js';
import { finishedRecords, K_VALUES, modelsOf, rateAtK } from './metrics.js';
import { DEFAULT_VARIANT, sameVariant, variantDescription, variantLabel, variantOf, type EpisodeVariant } from '../run/variant.js';

/** One row: a model with one variant, over every room and repeat. */
export interface VariantRow {
  model: string;
  variant: EpisodeVariant;
  episodes: number;
  /** Episodes where the planner asked a clarifying question. */
  asked: number;
  /** Share whose final state met the task's criteria. */
  success: number | null;
  ocr0: number | null;
  /** SER@k for each k of K_VALUES. */
  ser: (number | null)[];
  /** Atomic actions sent to the simulator, summed over the episodes (every attempt, and the allocated run). */
  actions: number;
  actionsPerEpisode: number | null;
}

/** True when some record ran a variant other than the default, so the comparison is worth showing. */
export function hasVariants(records: readonly EpisodeRecord[]): boolean {
  return records.some((r) => !sameVariant(variantOf(r), DEFAULT_VARIANT));
}

/** The variants of the records, in order of first appearance. */
export function variantsOf(records: readonly EpisodeRecord[]): EpisodeVariant[] {
  const found: EpisodeVariant[] = [];
  for (const record of records) {
    const variant = variantOf(record);
    if (!found.some((v) => sameVariant(v, variant))) found.push(variant);
  }
  return found;
}

/** The comparison table's rows: every model, then every variant it ran. */
export function variantTable(records: readonly EpisodeRecord[], ks: readonly number[] = K_VALUES): VariantRow[] {
  const done = finishedRecords(records);
  return modelsOf(done).flatMap((model) => {
    const mine = done.filter((r) => r.model === model);
    return variantsOf(mine).map((variant) => {
      const group = mine.filter((r) => sameVariant(variantOf(r), variant));
      const actions = group.reduce((sum, r) => sum + r.actions, 0);
      return {
        model,
        variant,
        episodes: group.length,
        asked: group.filter((r) => r.clarified === true).length,
        success: group.length === 0 ? null : group.filter((r) => r.success).length / group.length,
        ocr0: rateAtK(group, 'ocr', 0),
        ser: ks.map((k) => rateAtK(group, 'ser', k)),
        actions,
        actionsPerEpisode: group.length === 0 ? null : actions / group.length,
      };
    });
  });
}

/**
 * The records with each model named together with its variant (`offline [N=3]`), so that the
 * paper's tables keep variants apart; unchanged when every record ran the same variant.
 */
export function withVariantModels(records: readonly EpisodeRecord[]): EpisodeRecord[] {
  if (variantsOf(records).length <= 1) return [...records];
  return records.map((r) => ({ ...r, model: `${r.model} [${variantLabel(variantOf(r))}]` }));
}

export { variantDescription, variantLabel };
