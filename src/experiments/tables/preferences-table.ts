/**
 * The `preferences` suite's table: per model and condition (the dialogue on or off, the persona's
 * store loaded or not), task success, preference violations judged from the executed run, and
 * the questions asked. Only the episodes of tasks with a persona count. Pure functions over records.
 */
import type { EpisodeRecord } from '../results/episode-record.js';
import { modelsOf } from './metrics.js';
import { prefsOn, sameVariant, variantOf, type EpisodeVariant } from '../run/variant.js';
import { variantsOf } from './variant-metrics.js';
import { formatShare, type Table } from './table-cells.js';

export const PREFERENCES_TABLE_ID = 'table-preferences';

/** One row: a model under one condition. */
export interface PreferenceRow {
  model: string;
  variant: EpisodeVariant;
  /** Episodes of persona tasks (errored ones count as failures, with no violation measured). */
  episodes: number;
  successes: number;
  /** Episodes whose executed run broke at least one of the persona's preferences. */
  violating: number;
  /** Violations in all (one per statement and object). */
  violations: number;
  /** Episodes that asked at least one question, and the questions in all. */
  asked: number;
  questions: number;
}

/** True when some record is of a task with a persona. */
export function hasPersonas(records: readonly EpisodeRecord[]): boolean {
  return records.some((r) => r.preferenceViolations !== undefined);
}

/** The rows: every model, then every condition it ran, for the persona tasks' records. */
export function preferenceRows(records: readonly EpisodeRecord[]): PreferenceRow[] {
  // A task is a persona task when one of its records measured violations; its errored records count too.
  const tasks = new Set(records.flatMap((r) => (r.preferenceViolations === undefined ? [] : [`${r.suite}/${r.task}`])));
  const personas = records.filter((r) => tasks.has(`${r.suite}/${r.task}`));
  return modelsOf(personas).flatMap((model) => {
    const mine = personas.filter((r) => r.model === model);
    return variantsOf(mine).map((variant) => {
      const group = mine.filter((r) => sameVariant(variantOf(r), variant));
      const found = group.map((r) => r.preferenceViolations?.length ?? 0);
      return {
        model,
        variant,
        episodes: group.length,
        successes: group.filter((r) => r.success).length,
        violating: found.filter((n) => n > 0).length,
        violations: found.reduce((a, b) => a + b, 0),
        asked: group.filter((r) => (r.questions ?? 0) > 0).length,
        questions: group.reduce((sum, r) => sum + (r.questions ?? 0), 0),
      };
    });
  });
}

const share = (n: number, of: number) => (of === 0 ? null : n / of);

/** The condition in words: `dialogue on, store on`. */
export function conditionLabel(variant: EpisodeVariant): string {
  return `dialogue ${variant.clarify ? 'on' : 'off'}, store ${prefsOn(variant) ? 'on' : 'off'}`;
}

export function preferencesTable(records: readonly EpisodeRecord[]): Table {
  const rows = preferenceRows(records);
  return {
    id: PREFERENCES_TABLE_ID,
    title: 'Preferences — task success, preference violations and questions, with and without the dialogue and the store',
    caption:
      "Episodes of tasks with a persona. Success: the suite's criteria hold at the end (errored episodes count as failures). Violating: episodes whose executed run (the allocated plan where there is one) used an excluded type, the non-preferred object where the room has the preferred one, or gave a kept-away agent that object, judged from the simulator's steps. Questions: asked in the dialogue before planning (goals proposed not counted).",
    header: ['Model', 'Dialogue', 'Store', 'Episodes', 'Success (%)', 'Violating (%)', 'Violations', 'Asked', 'Questions/episode'],
    rows: rows.map((r) => [
      r.model,
      r.variant.clarify ? 'on' : 'off',
      prefsOn(r.variant) ? 'on' : 'off',
      String(r.episodes),
      `${formatShare(share(r.successes, r.episodes))} (${r.successes}/${r.episodes})`,
      `${formatShare(share(r.violating, r.episodes))} (${r.violating}/${r.episodes})`,
      String(r.violations),
      `${r.asked}/${r.episodes}`,
      r.episodes === 0 ? 'n/a' : (r.questions / r.episodes).toFixed(2),
    ]),
    data: rows.map((r) => ({
      model: r.model,
      dialogue: r.variant.clarify,
      store: prefsOn(r.variant),
      episodes: r.episodes,
      successes: r.successes,
      success: share(r.successes, r.episodes),
      violating: r.violating,
      violating_share: share(r.violating, r.episodes),
      violations: r.violations,
      asked: r.asked,
      questions: r.questions,
      questions_per_episode: share(r.questions, r.episodes),
    })),
  };
}

/** The summary's lines, one per model and condition. */
export function preferenceSummaryLines(records: readonly EpisodeRecord[]): string[] {
  if (!hasPersonas(records)) return [];
  return preferenceRows(records).map(
    (r) => `${r.model} (${conditionLabel(r.variant)}): success ${r.successes}/${r.episodes}, violating ${r.violating}/${r.episodes} (${r.violations} violations), questions ${r.episodes === 0 ? 'n/a' : (r.questions / r.episodes).toFixed(2)}/episode`,
  );
}
