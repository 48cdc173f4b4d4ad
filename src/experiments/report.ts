/**
 * Writes an experiment's reports into the results folder: every table as Markdown, CSV and JSON,
 * SVG plots of OCR@k and SER@k per model (a line per room type), a `report.md` that gathers
 * them, and the summary printed at the end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EpisodeRecord } from './episode-record.js';
import { allocationTable, finishedRecords, K_VALUES, modelsOf, rateTable, repeatTable, runTotals, type RateMetric } from './metrics.js';
import { renderLineChart } from './svg-plot.js';
import { buildTables, formatCell, roomLabel, tableToCsv, tableToMarkdown } from './tables.js';
import { formatDuration } from './progress.js';
import { hasVariants, variantDescription, variantTable, withVariantModels } from './variant-metrics.js';
import { teamComparison, teamTable } from './team-metrics.js';

const metricNames: Record<RateMetric, { short: string; axis: string }> = {
  ocr: { short: 'OCR', axis: 'human refinements allowed (k)' },
  ser: { short: 'SER', axis: 'execution refinements allowed (k)' },
};

/** A model name as part of a file name. */
function fileSafe(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_');
}

/** The SVG plots: `plot-ocr-<model>.svg` and `plot-ser-<model>.svg`, each a line per room type and `All`. */
export function buildPlots(records: readonly EpisodeRecord[]): { file: string; svg: string }[] {
  const plots: { file: string; svg: string }[] = [];
  for (const metric of ['ocr', 'ser'] as const) {
    const rows = rateTable(records, metric);
    for (const model of modelsOf(finishedRecords(records))) {
      const mine = rows.filter((row) => row.model === model);
      plots.push({
        file: `plot-${metric}-${fileSafe(model)}.svg`,
        svg: renderLineChart({
          title: `${metricNames[metric].short}@k — ${model}`,
          xLabel: metricNames[metric].axis,
          yLabel: `${metricNames[metric].short}@k (share of episodes)`,
          xs: K_VALUES,
          series: mine.map((row) => ({ name: `${roomLabel(row.room)} (${row.episodes})`, values: row.values })),
        }),
      });
    }
  }
  return plots;
}

/** Writes every report file into `outDir` and returns their names. */
export function writeReports(all: readonly EpisodeRecord[], outDir: string): string[] {
  const records = withVariantModels(all);
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  const write = (name: string, content: string) => {
    writeFileSync(join(outDir, name), content);
    written.push(name);
  };
  const tables = buildTables(all);
  const json: Record<string, unknown> = {
    table9_variants: variantTable(all),
    table3_ocr: rateTable(records, 'ocr'),
    table4_ser: rateTable(records, 'ser'),
    table5_repeats: repeatTable(records),
    table7_casr: allocationTable(records).map(({ allocator, room, calls, agreeing, casr }) => ({ allocator, room, calls, agreeing, casr })),
    table8_oer: allocationTable(records).map(({ allocator, room, episodes, optimal, oer }) => ({ allocator, room, episodes, optimal, oer })),
    table10_teams: teamTable(all),
    'table11_team-comparison': teamComparison(all),
  };
  for (const table of tables) {
    write(`${table.id}.md`, tableToMarkdown(table));
    write(`${table.id}.csv`, tableToCsv(table));
    write(`${table.id}.json`, JSON.stringify({ title: table.title, k: K_VALUES, rows: json[table.id.replace('-', '_')] }, null, 2) + '\n');
  }
  const plots = buildPlots(records);
  for (const plot of plots) write(plot.file, plot.svg);
  const summary = summarise(all);
  write(
    'report.md',
    ['# Experiment results', '', '```', summary.trimEnd(), '```', '', ...tables.map(tableToMarkdown), '## Plots', '', ...plots.map((p) => `![${p.file}](${p.file})`), ''].join('\n'),
  );
  write('summary.txt', summary);
  return written;
}

/** The few lines printed at the end: counts, successes, the headline OCR/SER, costs. */
export function summarise(all: readonly EpisodeRecord[]): string {
  const records = withVariantModels(all);
  const totals = runTotals(records);
  const lines = [
    `Episodes: ${totals.finished} finished, ${totals.errored} errored (of ${totals.episodes}); task success ${totals.success}/${totals.finished}`,
  ];
  for (const metric of ['ocr', 'ser'] as const) {
    for (const row of rateTable(records, metric).filter((r) => r.room === 'all')) {
      const values = row.values.map((v, i) => `@${K_VALUES[i]} ${formatCell(v)}`).join('  ');
      lines.push(`${metricNames[metric].short} (%) ${row.model}: ${values}`);
    }
  }
  for (const row of allocationTable(records).filter((r) => r.room === 'all')) {
    lines.push(`${row.allocator}: CASR (%) ${formatCell(row.casr)}  OER (%) ${formatCell(row.oer)}`);
  }
  if (hasVariants(all)) {
    for (const row of variantTable(all)) {
      const ser = row.ser.map((v, i) => `@${K_VALUES[i]} ${formatCell(v)}`).join(' ');
      lines.push(`${row.model} (${variantDescription(row.variant)}): success ${formatCell(row.success)}%, asked ${row.asked}/${row.episodes}, SER ${ser}, actions ${row.actions}`);
    }
  }
  for (const row of teamTable(all).filter((r) => r.room === 'all')) {
    const speedup = row.speedup === null ? 'n/a' : `${row.speedup.toFixed(2)}×`;
    const shares = row.shares.map((s) => `${s.agent} ${Math.round(s.share * 100)}%`).join(', ');
    lines.push(
      `team ${row.team}: makespan ${row.meanMakespan?.toFixed(1) ?? 'n/a'} s vs ${row.meanSequential?.toFixed(1) ?? 'n/a'} s one after another (${speedup}), overlap in ${row.overlapping}/${row.episodes}, same world ${row.sameState}/${row.episodes}; work: ${shares}`,
    );
  }
  lines.push(`Tokens: ${totals.tokens}; atomic actions: ${totals.actions}; episode time (sum): ${formatDuration(totals.wallMs)}`);
  const errored = records.filter((r) => r.status === 'errored').slice(0, 3);
  for (const record of errored) lines.push(`errored: ${record.task}@${record.scene} (${record.model} #${record.repeat}): ${record.error}`);
  return lines.join('\n') + '\n';
}
