/**
 * The tables of an experiment's report, models side by side (one column each) with the paper's
 * published values beside ours where it has them. Each table has formatted cells (Markdown,
 * HTML) and tidy data rows (CSV, JSON) carrying the model, the counts and the raw shares (0..1).
 */
import type { AllocatorName, EpisodeRecord } from '../results/episode-record.js';
import { allocationTable, outcomeTable, rateTable, repeatTable, type AllocationRow, type RateMetric } from './metrics.js';
import { paperModelFor, publishedAllocation, publishedAllocatorModel, publishedModels, publishedRate, type PublishedResults } from './published.js';
import { hasVariants, withVariantModels } from './variant-metrics.js';
import { variantComparisonTable } from './variant-table.js';
import { hasTeams, teamTables } from './team-metrics.js';
import { hasTaskTypes, taskTypeTable } from './task-type-table.js';
import { endingsTable } from './endings-table.js';
import { hasPersonas, preferencesTable } from './preferences-table.js';
import { formatMeanStd, formatShare, rateCell, roomLabel, type Table } from './table-cells.js';

export { formatMeanStd, formatShare, rateCell, roomLabel, type Table } from './table-cells.js';

/** What the tables are built from. */
export interface TableInput {
  records: readonly EpisodeRecord[];
  /** k = 0..human refinements (OCR), 0..max refinements (SER). */
  ocrKs: readonly number[];
  serKs: readonly number[];
  /** The paper's values for this suite, or null. */
  published: PublishedResults | null;
}

const errored = (n: number) => (n > 0 ? `${n} errored` : '');
const notFinished = (n: number) => (n > 0 ? `${n} did not finish` : '');
const falseSuccesses = (n: number) => (n > 0 ? `${n} false success${n === 1 ? '' : 'es'}` : '');

type Column = { kind: 'ours'; model: string } | { kind: 'paper'; model: string };

/** Our models, each followed by the paper's model of the same name; then the paper's other models. */
function rateColumns(models: readonly string[], paper: readonly string[]): Column[] {
  const columns: Column[] = [];
  const used = new Set<string>();
  for (const model of models) {
    columns.push({ kind: 'ours', model });
    const match = paperModelFor(model.replace(/\s*\[.*\]$/, ''), paper);
    if (match !== undefined && !used.has(match)) {
      columns.push({ kind: 'paper', model: match });
      used.add(match);
    }
  }
  for (const model of paper) if (!used.has(model)) columns.push({ kind: 'paper', model });
  return columns;
}

const rateNames: Record<RateMetric, { id: string; title: string; caption: string }> = {
  ocr: {
    id: 'table3-ocr',
    title: 'Table III — OCR@k (%)',
    caption: 'Share of finished episodes whose code the user approved as right within k human refinements, with (episodes counted / finished episodes).',
  },
  ser: {
    id: 'table4-ser',
    title: 'Table IV — SER@k (%)',
    caption: 'Share of finished episodes whose approved code executed successfully within k execution refinements, with (episodes counted / finished episodes).',
  },
};

function rateTableOf(input: TableInput, metric: RateMetric): Table {
  const ks = metric === 'ocr' ? input.ocrKs : input.serKs;
  const rows = rateTable(input.records, metric, ks);
  const models = [...new Set(rows.map((r) => r.model))];
  const paper = input.published === null ? [] : publishedModels(input.published, metric);
  const columns = rateColumns(models, paper);
  const rooms = [...new Set(rows.map((r) => r.room))];
  const cells: string[][] = [];
  const data: Record<string, unknown>[] = [];
  let derived = false;
  for (const room of rooms) {
    ks.forEach((k, j) => {
      const line = [roomLabel(room), String(k)];
      for (const column of columns) {
        if (column.kind === 'ours') {
          const row = rows.find((r) => r.model === column.model && r.room === room);
          if (row === undefined) {
            line.push('—');
            continue;
          }
          line.push(rateCell({ share: row.values[j]!, hits: row.hits[j]!, n: row.episodes, spread: row.spread[j], failures: [errored(row.errored)] }));
          data.push({ source: 'ours', model: row.model, room, k, share: row.values[j], episodes_counted: row.hits[j], episodes: row.episodes, errored: row.errored, repeats: row.repeats, mean: row.spread[j]?.mean ?? null, std: row.spread[j]?.std ?? null });
        } else {
          const value = publishedRate(input.published!, metric, column.model, room, k);
          derived ||= value?.derived === true;
          line.push(value === null ? '—' : `${formatShare(value.value)}${value.derived ? '*' : ''}`);
          if (value !== null) data.push({ source: 'paper', model: column.model, room, k, share: value.value, derived: value.derived, table: value.table });
        }
      }
      cells.push(line);
    });
  }
  const names = rateNames[metric];
  const paperNote =
    paper.length > 0
      ? ` Columns "paper …" are the paper's published ${input.published![metric].table}${derived ? '; * All rooms derived from its room values and episode counts' : ''}; — where it has no value.`
      : '';
  return {
    id: names.id,
    title: names.title,
    caption: `${names.caption} With repeats: mean ± std over them, then the pooled counts. Errored episodes are left out and counted.${paperNote}`,
    header: ['Room', 'k', ...columns.map((c) => (c.kind === 'ours' ? c.model : `paper ${c.model}`))],
    rows: cells,
    data,
  };
}

function repeatTableOf(input: TableInput): Table {
  const ks = [...new Set([...input.ocrKs, ...input.serKs])].sort((a, b) => a - b);
  const rows = repeatTable(input.records, ks);
  const models = [...new Set(rows.map((r) => r.model))];
  const rooms = [...new Set(rows.map((r) => r.room))];
  const cells: string[][] = [];
  const data: Record<string, unknown>[] = [];
  for (const room of rooms) {
    for (const metric of ['ocr', 'ser'] as const) {
      const metricKs = metric === 'ocr' ? input.ocrKs : input.serKs;
      for (const k of metricKs) {
        const j = ks.indexOf(k);
        const line = [roomLabel(room), metric.toUpperCase(), String(k)];
        for (const model of models) {
          const row = rows.find((r) => r.model === model && r.room === room && r.metric === metric);
          const value = row?.values[j] ?? null;
          line.push(row === undefined ? '—' : `${formatMeanStd(value)} (${row.repeats} rep.)`);
          if (row !== undefined) data.push({ model, room, metric, k, repeats: row.repeats, mean: value?.mean ?? null, std: value?.std ?? null });
        }
        cells.push(line);
      }
    }
  }
  return {
    id: 'table5-repeats',
    title: 'Table V — OCR@k and SER@k over repeats, mean ± std (%)',
    caption:
      'Each repeat gives one share per k; the cell is their mean ± population standard deviation, with the number of repeats. (The paper prints this table without values, and its spread is over floorplans, not repeats.)',
    header: ['Room', 'Metric', 'k', ...models],
    rows: cells,
    data,
  };
}

function outcomeTableOf(input: TableInput): Table {
  const rows = outcomeTable(input.records);
  const models = [...new Set(rows.map((r) => r.model))];
  const rooms = [...new Set(rows.map((r) => r.room))];
  const cells = rooms.map((room) => [
    roomLabel(room),
    ...models.flatMap((model) => {
      const row = rows.find((r) => r.model === model && r.room === room);
      if (row === undefined) return ['—', '—'];
      return [
        rateCell({ share: row.success, hits: row.successes, n: row.episodes, spread: row.successSpread, failures: [notFinished(row.errored), falseSuccesses(row.falseSuccesses)] }),
        row.goalConditions === null ? 'n/a' : `${row.goalConditionSpread ? formatMeanStd(row.goalConditionSpread) : formatShare(row.goalConditions)} (${row.measured} ep.)`,
      ];
    }),
  ]);
  return {
    id: 'table-success',
    title: 'Task success and goal-condition success (%)',
    caption:
      "Task success: share of every episode (refused, not understood and errored ones count as failures) whose final state meets every predicate of one right answer of the suite's own goal; false successes: reported successful by the planner, the suite's goal not met. Goal-condition success: mean over episodes of the share of predicates met, of the right answer closest to being met (docs/experiments.md). Not in the paper.",
    header: ['Room', ...models.flatMap((m) => [`${m}: success`, `${m}: goal conditions`])],
    rows: cells,
    data: rows.map((r) => ({
      model: r.model,
      room: r.room,
      episodes: r.episodes,
      errored: r.errored,
      successes: r.successes,
      success: r.success,
      false_successes: r.falseSuccesses,
      success_mean: r.successSpread?.mean ?? null,
      success_std: r.successSpread?.std ?? null,
      goal_conditions: r.goalConditions,
      goal_conditions_episodes: r.measured,
      goal_conditions_mean: r.goalConditionSpread?.mean ?? null,
      goal_conditions_std: r.goalConditionSpread?.std ?? null,
    })),
  };
}

const allocatorLabels: Record<AllocatorName, string> = { 'rule-based': 'rule-based', random: 'random', llm: 'LLM' };

/** A CASR or OER cell: `76.2 (215/282)`, `(…, 2 failed)`, `failed (3/3)` when every allocation failed. */
function allocationCell(row: AllocationRow, metric: 'casr' | 'oer'): string {
  if (row.episodes > 0 && row.failed === row.episodes) return `failed (${row.failed}/${row.episodes} episodes)`;
  const failed = row.failed > 0 ? `${row.failed} failed` : '';
  return metric === 'casr'
    ? rateCell({ share: row.casr, hits: row.agreeing, n: row.calls, spread: row.casrSpread, failures: [failed] })
    : rateCell({ share: row.oer, hits: row.optimal, n: row.episodes, spread: row.oerSpread, failures: [failed] });
}

function allocationTableOf(input: TableInput, metric: 'casr' | 'oer'): Table {
  const rows = allocationTable(input.records);
  const models = [...new Set(rows.map((r) => r.model))];
  const rooms = [...new Set(rows.map((r) => r.room))];
  const allocators: AllocatorName[] = ['rule-based', 'random', 'llm'];
  const llmName = (model: string) => {
    const named = rows.find((r) => r.model === model && r.allocator === 'llm' && r.allocatorModel !== null)?.allocatorModel;
    return named ? `LLM (${named})` : 'LLM';
  };
  const paper = input.published;
  const header = [
    'Room',
    ...models.flatMap((m) => allocators.map((a) => `${m}: ${a === 'llm' ? llmName(m) : allocatorLabels[a]}`)),
    ...(paper ? allocators.map((a) => `paper ${a === 'llm' ? `LLM (${publishedAllocatorModel(paper, metric) ?? '?'})` : allocatorLabels[a]}`) : []),
  ];
  const cells = rooms.map((room) => [
    roomLabel(room),
    ...models.flatMap((model) =>
      allocators.map((allocator) => {
        const row = rows.find((r) => r.model === model && r.room === room && r.allocator === allocator);
        return row === undefined ? '—' : allocationCell(row, metric);
      }),
    ),
    ...(paper ? allocators.map((allocator) => formatShare(publishedAllocation(paper, metric, allocator, room)?.value ?? null)) : []),
  ]);
  const data: Record<string, unknown>[] = rows.map((r) => ({
    source: 'ours',
    model: r.model,
    allocator: r.allocator,
    allocator_model: r.allocatorModel,
    room: r.room,
    ...(metric === 'casr' ? { calls: r.calls, agreeing: r.agreeing, casr: r.casr } : { episodes: r.episodes, optimal: r.optimal, oer: r.oer }),
    failed: r.failed,
    mean: (metric === 'casr' ? r.casrSpread : r.oerSpread)?.mean ?? null,
    std: (metric === 'casr' ? r.casrSpread : r.oerSpread)?.std ?? null,
  }));
  if (paper) {
    for (const allocator of allocators) {
      for (const room of rooms) {
        const value = publishedAllocation(paper, metric, allocator, room);
        if (value !== null) data.push({ source: 'paper', model: allocator === 'llm' ? publishedAllocatorModel(paper, metric) ?? null : null, allocator, room, [metric]: value.value, table: value.table });
      }
    }
  }
  const what =
    metric === 'casr'
      ? { id: 'table7-casr', title: 'Table VII — CASR (%)', caption: 'Share of skill calls given the same agent as the rule-based (ground-truth) allocation, with (calls agreeing / calls allocated).' }
      : { id: 'table8-oer', title: 'Table VIII — OER (%)', caption: 'Share of episodes whose allocated plan executed with every skill call at its best agent, with (optimal / episodes allocated).' };
  return {
    id: what.id,
    title: what.title,
    caption: `${what.caption} Per model: its final programs allocated by each allocator. A failed allocation (an unusable LLM reply) counts as wrong and is counted ("N failed"); "failed" when every one failed; n/a when the allocator did not run.${paper ? ` Columns "paper …": the paper's ${paper[metric].table}.` : ''}`,
    header,
    rows: cells,
    data,
  };
}

/** Every table of the report (each variant apart, and the variants side by side when there are several). */
export function buildTables(input: TableInput): Table[] {
  const records = withVariantModels(input.records);
  const named = { ...input, records };
  return [
    rateTableOf(named, 'ocr'),
    rateTableOf(named, 'ser'),
    repeatTableOf(named),
    outcomeTableOf(named),
    endingsTable(records),
    allocationTableOf(named, 'casr'),
    allocationTableOf(named, 'oer'),
    ...(hasVariants(input.records) ? [variantComparisonTable(input.records, input.serKs)] : []),
    ...(hasTeams(input.records) ? teamTables(input.records) : []),
    ...(hasTaskTypes(input.records) ? [taskTypeTable(records)] : []),
    ...(hasPersonas(input.records) ? [preferencesTable(input.records)] : []),
  ];
}

/** A table as Markdown: a heading, the caption, then a pipe table. */
export function tableToMarkdown(table: Table): string {
  const line = (values: string[]) => `| ${values.map((v) => v.replace(/\|/g, '\\|')).join(' | ')} |`;
  const numeric = table.header.map((_, i) => table.rows.some((row) => /^(\d|n\/a|failed|—)/.test(row[i] ?? '')) && i > 0);
  return [`## ${table.title}`, '', table.caption, '', line(table.header), line(numeric.map((n) => (n ? '---:' : '---'))), ...table.rows.map(line), ''].join('\n');
}

/** A table's data as CSV: one line per value, the columns of every data row in order of appearance. */
export function tableToCsv(table: Table): string {
  const columns: string[] = [];
  for (const row of table.data) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const field = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...table.data.map((row) => columns.map((c) => field(row[c])).join(','))].join('\n') + '\n';
}

/** A table as JSON: title, caption and the data rows. */
export function tableToJson(table: Table): string {
  return JSON.stringify({ title: table.title, caption: table.caption, rows: table.data }, null, 2) + '\n';
}
