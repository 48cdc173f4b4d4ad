/**
 * The paper's tables built from the metrics: each as a title, header and rows of cells, rendered
 * to Markdown (for people) and CSV (for spreadsheets); the JSON form keeps the raw numbers.
 */
import { roomAbbreviations } from './episode-record.js';
import type { EpisodeRecord } from './episode-record.js';
import { allocationTable, K_VALUES, rateTable, repeatTable, type RoomGroup } from './metrics.js';
import { hasVariants, withVariantModels } from './variant-metrics.js';
import { variantComparisonTable } from './variant-table.js';
import { hasTeams, teamTables } from './team-metrics.js';

/** One cell: a share in [0, 1] (shown as a percentage), a mean ± std of shares, text, or n/a. */
export type Cell = number | { mean: number; std: number } | string | null;

export interface Table {
  /** File stem, e.g. `table3-ocr`. */
  id: string;
  title: string;
  /** What the numbers are, under the title. */
  caption: string;
  header: string[];
  rows: Cell[][];
}

/** `K`, `L`, `Bd`, `Bt` or `All`. */
export function roomLabel(room: RoomGroup): string {
  return room === 'all' ? 'All' : roomAbbreviations[room];
}

/** A share as a percentage with one decimal (`75.0`); mean ± std likewise; null as `n/a`. */
export function formatCell(cell: Cell): string {
  if (cell === null) return 'n/a';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return (cell * 100).toFixed(1);
  return `${(cell.mean * 100).toFixed(1)} ± ${(cell.std * 100).toFixed(1)}`;
}

const kHeader = (metric: string) => K_VALUES.map((k) => `${metric}@${k}`);

/** Tables III, IV, V, VII and VIII for the records (each variant apart), and the variants side by side when there are any. */
export function buildTables(all: readonly EpisodeRecord[]): Table[] {
  const beyond = hasVariants(all) ? [variantComparisonTable(all)] : [];
  const records = withVariantModels(all);
  const rate = (metric: 'ocr' | 'ser', id: string, title: string, caption: string): Table => ({
    id,
    title,
    caption,
    header: ['Model', 'Room', 'Episodes', ...kHeader(metric.toUpperCase())],
    rows: rateTable(records, metric).map((row) => [row.model, roomLabel(row.room), String(row.episodes), ...row.values]),
  });
  const allocation = allocationTable(records);
  const rooms = [...new Set(allocation.map((row) => row.room))];
  const byAllocator = (pick: 'casr' | 'oer', id: string, title: string, caption: string): Table => ({
    id,
    title,
    caption,
    header: ['Allocator', ...rooms.map(roomLabel)],
    rows: [...new Set(allocation.map((row) => row.allocator))].map((allocator) => [
      allocator,
      ...rooms.map((room) => allocation.find((row) => row.allocator === allocator && row.room === room)?.[pick] ?? null),
    ]),
  });
  return [
    rate('ocr', 'table3-ocr', 'Table III — OCR@k (%)', 'Share of episodes whose code the user approved as right within k human refinements.'),
    rate('ser', 'table4-ser', 'Table IV — SER@k (%)', 'Share of episodes whose approved code executed successfully within k execution refinements.'),
    {
      id: 'table5-repeats',
      title: 'Table V — OCR@k and SER@k over repeats, mean ± std (%)',
      caption: 'Each repeat gives one share per k; the cell is their mean ± population standard deviation.',
      header: ['Model', 'Room', 'Metric', 'Repeats', ...K_VALUES.map((k) => `k=${k}`)],
      rows: repeatTable(records).map((row) => [row.model, roomLabel(row.room), row.metric.toUpperCase(), String(row.repeats), ...row.values]),
    },
    byAllocator('casr', 'table7-casr', 'Table VII — CASR (%)', 'Share of skill calls given the same agent as the rule-based (ground-truth) allocation.'),
    byAllocator('oer', 'table8-oer', 'Table VIII — OER (%)', 'Share of episodes whose allocated plan executed with every skill call at its best agent.'),
    ...beyond,
    ...(hasTeams(all) ? teamTables(all) : []),
  ];
}

/** A table as Markdown: a heading, the caption, then a pipe table. */
export function tableToMarkdown(table: Table): string {
  const cells = table.rows.map((row) => row.map(formatCell));
  const numeric = table.header.map((_, i) => table.rows.some((row) => typeof row[i] === 'number' || (row[i] !== null && typeof row[i] === 'object')));
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  return [
    `## ${table.title}`,
    '',
    table.caption,
    '',
    line(table.header),
    line(numeric.map((n) => (n ? '---:' : '---'))),
    ...cells.map(line),
    '',
  ].join('\n');
}

/** A table as CSV: raw shares (0..1), `mean±std` split into two columns. */
export function tableToCsv(table: Table): string {
  const split = table.header.map((_, i) => table.rows.some((row) => row[i] !== null && typeof row[i] === 'object'));
  const header = table.header.flatMap((h, i) => (split[i] ? [`${h} mean`, `${h} std`] : [h]));
  const rows = table.rows.map((row) =>
    row.flatMap((cell, i) => {
      if (split[i]) return cell !== null && typeof cell === 'object' ? [String(cell.mean), String(cell.std)] : ['', ''];
      return [cell === null ? '' : typeof cell === 'object' ? '' : String(cell)];
    }),
  );
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\n') + '\n';
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
