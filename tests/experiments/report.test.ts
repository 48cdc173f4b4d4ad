import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPlots, summarise, writeReports } from '../../src/experiments/report.js';
import { renderLineChart } from '../../src/experiments/svg-plot.js';
import { buildTables, formatCell, tableToCsv, tableToMarkdown } from '../../src/experiments/tables.js';
import { outcome, record } from './records.js';

// Kitchen: h = 0, 1, 1, null (OCR@1 = 75%); e = 0, 0, 2, null (SER@0 = 50%). Living room: one episode, h = e = 0.
const records = [
  record({ h: 0, e: 0, allocators: { 'rule-based': outcome(4, 4, true), random: outcome(4, 1, false), llm: null } }),
  record({ h: 1, e: 0 }),
  record({ h: 1, e: 2 }),
  record({ h: null, e: null, success: false }),
  record({ roomType: 'LivingRoom', h: 0, e: 0 }),
];

describe('tables', () => {
  it('shapes OCR@k like Table III with percentages per model and room', () => {
    const [ocr] = buildTables(records);
    expect(ocr!.header).toEqual(['Model', 'Room', 'Episodes', 'OCR@0', 'OCR@1', 'OCR@2', 'OCR@3', 'OCR@4', 'OCR@5']);
    const markdown = tableToMarkdown(ocr!);
    expect(markdown).toContain('| offline | K | 4 | 25.0 | 75.0 | 75.0 | 75.0 | 75.0 | 75.0 |');
    expect(markdown).toContain('| offline | L | 1 | 100.0 | 100.0 |');
    expect(markdown).toContain('| offline | All | 5 | 40.0 | 80.0 |');
  });

  it('writes CSV with raw shares and splits mean ± std into two columns', () => {
    const tables = buildTables(records);
    const ser = tables.find((t) => t.id === 'table4-ser')!;
    expect(tableToCsv(ser).split('\n')[1]).toBe('offline,K,4,0.5,0.5,0.75,0.75,0.75,0.75');
    const repeats = tables.find((t) => t.id === 'table5-repeats')!;
    const csv = tableToCsv(repeats).split('\n');
    expect(csv[0]).toMatch(/^Model,Room,Metric,Repeats,k=0 mean,k=0 std,k=1 mean/);
    expect(csv[1]).toBe('offline,K,OCR,1,0.25,0,0.75,0,0.75,0,0.75,0,0.75,0,0.75,0');
  });

  it('shows n/a for an allocator that never ran and formats mean ± std', () => {
    const casr = buildTables(records).find((t) => t.id === 'table7-casr')!;
    expect(tableToMarkdown(casr)).toContain('| random | 25.0 | n/a | 25.0 |');
    expect(tableToMarkdown(casr)).toContain('| llm | n/a | n/a | n/a |');
    expect(formatCell({ mean: 0.5, std: 0.125 })).toBe('50.0 ± 12.5');
  });
});

describe('SVG plots', () => {
  it('draws a line per series with its points, labels and legend', () => {
    const svg = renderLineChart({
      title: 'OCR@k <test>',
      xLabel: 'k',
      yLabel: 'share',
      xs: [0, 1, 2],
      series: [
        { name: 'K', values: [0.25, 0.75, 1] },
        { name: 'Bt', values: [0, null, 0.5] },
      ],
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('OCR@k &lt;test&gt;');
    expect(svg).toContain('K, 1: 75.0%');
    // The gap at k = 1 splits the second line into two sub-paths.
    const bt = svg.slice(svg.indexOf('data-name="Bt"'));
    expect(bt.match(/<path d="([^"]+)"/)![1]!.match(/M/g)).toHaveLength(2);
    expect(svg).toContain('>100%</text>');
  });

  it('gives one OCR and one SER plot per model, a line per room and All', () => {
    const plots = buildPlots(records);
    expect(plots.map((p) => p.file)).toEqual(['plot-ocr-offline.svg', 'plot-ser-offline.svg']);
    expect(plots[0]!.svg).toContain('data-name="K (4)"');
    expect(plots[0]!.svg).toContain('data-name="All (5)"');
    expect(plots[0]!.svg).toContain('K (4), 1: 75.0%');
  });
});

describe('writeReports', () => {
  it('writes every table as md, csv and json, the plots, report.md and the summary', () => {
    const out = mkdtempSync(join(tmpdir(), 'results-'));
    const files = writeReports(records, out);
    for (const stem of ['table3-ocr', 'table4-ser', 'table5-repeats', 'table7-casr', 'table8-oer']) {
      for (const ext of ['md', 'csv', 'json']) expect(files).toContain(`${stem}.${ext}`);
    }
    for (const file of files) expect(existsSync(join(out, file))).toBe(true);
    const json = JSON.parse(readFileSync(join(out, 'table3-ocr.json'), 'utf8'));
    expect(json.rows[0]).toMatchObject({ model: 'offline', room: 'Kitchen', episodes: 4, values: [0.25, 0.75, 0.75, 0.75, 0.75, 0.75] });
    const report = readFileSync(join(out, 'report.md'), 'utf8');
    expect(report).toContain('![plot-ocr-offline.svg](plot-ocr-offline.svg)');
    expect(report).toContain('| offline | K | 4 | 25.0 | 75.0 |');
  });

  it('summarises counts, the All rows and the allocators', () => {
    const summary = summarise([...records, record({ status: 'errored', error: 'EnvironmentError: bridge gone', h: null, e: null })]);
    expect(summary).toContain('Episodes: 5 finished, 1 errored (of 6); task success 4/5');
    expect(summary).toContain('OCR (%) offline: @0 40.0  @1 80.0');
    expect(summary).toContain('rule-based: CASR (%) 100.0  OER (%) 100.0');
    expect(summary).toContain('EnvironmentError: bridge gone');
  });
});
