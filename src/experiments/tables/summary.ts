/**
 * The few lines printed at the end of an experiment (and kept as summary.txt): whether the run is
 * complete, the counts, task and goal-condition success, OCR@k and SER@k for k = 0..budget, CASR
 * and OER per model with their failures, and the costs.
 */
import type { EpisodeRecord } from '../results/episode-record.js';
import { allocationTable, kRange, rateTable, runTotals } from './metrics.js';
import { formatDuration } from '../run/progress.js';
import type { ExperimentSettings } from '../results/settings.js';
import { formatShare } from './table-cells.js';
import { hasVariants, variantDescription, variantTable, withVariantModels } from './variant-metrics.js';
import { teamSummaryLines } from './team-metrics.js';
import { preferenceSummaryLines } from './preferences-table.js';
import { countEndings, endingsSentence } from '../results/endings.js';

/** How complete the report is. */
export interface Completion {
  /** Episodes the run covers. */
  total: number;
  /** Covered episodes with no record yet (never run, or not run because of an interrupt). */
  notRun: number;
  errored: number;
  interrupted: boolean;
}

export function completionOf(records: readonly EpisodeRecord[], total: number, interrupted: boolean): Completion {
  // A refusal the suite says is right is the episode done, not one that did not finish.
  return { total, notRun: Math.max(0, total - records.length), errored: records.filter((r) => r.status === 'errored' && r.ending !== 'refused-rightly').length, interrupted };
}

/** One line saying whether the numbers cover everything, and what to do when not. */
export function completionLine(c: Completion): string {
  if (c.interrupted || c.notRun > 0) {
    return `INCOMPLETE${c.interrupted ? ' (interrupted)' : ''}: ${c.notRun} of ${c.total} episodes not run${c.errored > 0 ? `, ${c.errored} did not finish` : ''}; task success counts them as failures, the refinement metrics leave them out. Run the same command again to finish.`;
  }
  if (c.errored > 0) return `INCOMPLETE: ${c.errored} of ${c.total} episodes did not finish (refused, not understood or errored); task success counts them as failures, the refinement metrics leave them out. Run the same command again to retry them.`;
  return `Complete: all ${c.total} episodes finished.`;
}

/** The summary text. */
export function summarise(all: readonly EpisodeRecord[], settings: Pick<ExperimentSettings, 'budgets'>, completion: Completion): string {
  const records = withVariantModels(all);
  const totals = runTotals(records);
  const gc = totals.goalConditions === null ? '' : `; goal conditions ${formatShare(totals.goalConditions)}%`;
  const endings = countEndings(all, completion.total);
  const lines = [
    completionLine(completion),
    `Task success over every episode, by the suite's own goal: ${endingsSentence(endings)}${gc}`,
    `False successes (reported successful, the suite's goal does not hold): ${endings.falseSuccesses} of ${endings.reported} reported`,
    `Episodes: ${totals.finished} finished, ${totals.errored} errored, ${completion.notRun} not run (of ${completion.total})`,
  ];
  const ks = { ocr: kRange(settings.budgets.humanRefinements), ser: kRange(settings.budgets.maxRefinements) };
  for (const metric of ['ocr', 'ser'] as const) {
    for (const row of rateTable(records, metric, ks[metric]).filter((r) => r.room === 'all')) {
      const values = row.values.map((v, i) => `@${ks[metric][i]} ${formatShare(v)}`).join('  ');
      lines.push(`${metric.toUpperCase()} (%) ${row.model}: ${values}`);
    }
  }
  for (const row of allocationTable(records).filter((r) => r.room === 'all')) {
    const who = row.allocatorModel === null ? row.allocator : `${row.allocator} (${row.allocatorModel})`;
    const failed = row.failed > 0 ? `, ${row.failed} of ${row.episodes} allocations failed` : '';
    if (row.episodes > 0 && row.failed === row.episodes) {
      lines.push(`${row.model}, ${who}: CASR and OER: every allocation failed (${row.failed}/${row.episodes})`);
    } else {
      lines.push(`${row.model}, ${who}: CASR (%) ${formatShare(row.casr)}  OER (%) ${formatShare(row.oer)}${failed}`);
    }
  }
  if (hasVariants(all)) {
    for (const row of variantTable(all, ks.ser)) {
      const ser = row.ser.map((v, i) => `@${ks.ser[i]} ${formatShare(v)}`).join(' ');
      lines.push(`${row.model} (${variantDescription(row.variant)}): success ${formatShare(row.success)}%, asked ${row.asked}/${row.episodes}, SER ${ser}, actions ${row.actions}`);
    }
  }
  lines.push(...teamSummaryLines(all));
  lines.push(...preferenceSummaryLines(all));
  lines.push(`Tokens: ${totals.tokens}; atomic actions: ${totals.actions}; episode time (sum): ${formatDuration(totals.wallMs)}`);
  for (const record of all.filter((r) => r.status === 'errored').slice(0, 3)) {
    lines.push(`errored: ${record.task}@${record.scene} (${record.model} #${record.repeat}): ${record.error}`);
  }
  return lines.join('\n') + '\n';
}
