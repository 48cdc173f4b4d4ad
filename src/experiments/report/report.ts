/**
 * Writes an experiment's report into `<results>/report/`, rebuilt whole every time (written
 * beside it, then swapped in), so nothing of an earlier report survives next to a new one:
 * every table as Markdown, CSV and JSON; every figure as SVG and PNG; `report.md`, the
 * self-contained `report.html`, `summary.txt`, and `episodes.csv`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EpisodeRecord } from '../results/episode-record.js';
import { buildFigures, type RenderedFigure } from '../figures/build.js';
import { pngRenderer } from '../../render/index.js';
import { renderHtmlReport, sessionLinks } from './html-report.js';
import { kRange } from '../tables/metrics.js';
import { loadPublished } from '../tables/published.js';
import { REPORT_DIR } from '../results/results-folder.js';
import { describeSettings, type ExperimentScope, type ExperimentSettings } from '../results/settings.js';
import { completionLine, completionOf, summarise, type Completion } from '../tables/summary.js';
import { buildTables, tableToCsv, tableToJson, tableToMarkdown, type Table } from '../tables/tables.js';
import { repeatsOf } from '../tables/metrics.js';
import { variantDescription, variantLabel, variantsOf, withVariantModels } from '../tables/variant-metrics.js';

export interface ReportInput {
  outDir: string;
  /** The newest record of every episode the run covers. */
  records: readonly EpisodeRecord[];
  /** Episodes the run covers. */
  total: number;
  interrupted: boolean;
  settings: ExperimentSettings;
  scope: ExperimentScope;
  /** Where the paper's published results are looked for (default: the shipped suites/). */
  suitesDir?: string;
  /** The PNG renderer's package (tests name a missing one). */
  pngModule?: string;
  now?: Date;
}

export interface WrittenReport {
  /** `<results>/report`. */
  dir: string;
  /** File names inside it. */
  files: string[];
  summary: string;
  completion: Completion;
  /** Why PNGs were skipped, or null when they were written. */
  pngSkipped: string | null;
}

/** Everything the report shows, computed once. */
function contents(input: ReportInput) {
  const published = loadPublished(input.settings.suite.name, input.suitesDir);
  const ocrKs = kRange(input.settings.budgets.humanRefinements);
  const serKs = kRange(input.settings.budgets.maxRefinements);
  const tables = buildTables({ records: input.records, ocrKs, serKs, published });
  const named = withVariantModels(input.records);
  // What each `[variant]` in a series name stands for, when several variants ran.
  const variants = variantsOf(input.records);
  const variantKey = variants.length <= 1 ? [] : variants.map((v) => `[${variantLabel(v)}] = ${variantDescription(v)}`);
  const figures = buildFigures({ records: named, ocrKs, serKs, published, repeats: repeatsOf(named.filter((r) => r.status === 'finished')).length, episodeFilter: input.scope.episodes, variantKey });
  const completion = completionOf(input.records, input.total, input.interrupted);
  const summary = summarise(input.records, input.settings, completion);
  return { tables, figures, completion, summary };
}

/** Writes the report and returns what it wrote. */
export async function writeReport(input: ReportInput): Promise<WrittenReport> {
  const finalDir = join(input.outDir, REPORT_DIR);
  const staging = join(input.outDir, `.report-${randomBytes(4).toString('hex')}`);
  mkdirSync(staging, { recursive: true });
  const files: string[] = [];
  const write = (name: string, content: string | Buffer) => {
    writeFileSync(join(staging, name), content);
    files.push(name);
  };
  try {
    const { tables, figures, completion, summary } = contents(input);
    for (const table of tables) {
      write(`${table.id}.md`, tableToMarkdown(table));
      write(`${table.id}.csv`, tableToCsv(table));
      write(`${table.id}.json`, tableToJson(table));
    }
    const png = await pngRenderer(2, input.pngModule);
    for (const figure of figures) {
      write(`${figure.id}.svg`, figure.svg);
      if (png.ok) write(`${figure.id}.png`, png.renderer.render(figure.svg));
    }
    const status = completionLine(completion);
    const generated = (input.now ?? new Date()).toISOString();
    write('report.md', markdownReport({ ...input, tables, figures, status, summary, generated, png: png.ok }));
    write(
      'report.html',
      renderHtmlReport({
        title: `Experiment: suite ${input.settings.suite.name}`,
        status,
        complete: completion.notRun === 0 && completion.errored === 0 && !completion.interrupted,
        settings: input.settings,
        scope: input.scope,
        summary,
        tables,
        figures,
        records: input.records,
        reportDir: finalDir,
        generated,
      }),
    );
    write('summary.txt', summary);
    write('episodes.csv', episodesCsv(input.records, finalDir));
    // Swap the new report in; the old one goes as a whole.
    if (existsSync(finalDir)) rmSync(finalDir, { recursive: true, force: true });
    renameSync(staging, finalDir);
    return { dir: finalDir, files, summary, completion, pngSkipped: png.ok ? null : png.reason };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

function markdownReport(input: ReportInput & { tables: readonly Table[]; figures: readonly RenderedFigure[]; status: string; summary: string; generated: string; png: boolean }): string {
  const settings = describeSettings(input.settings).map(({ name, value }) => `| ${name} | ${value.replace(/\|/g, '\\|')} |`);
  return [
    `# Experiment: suite ${input.settings.suite.name}`,
    '',
    `**${input.status}**`,
    '',
    `Generated ${input.generated}. The whole report on one page: [report.html](report.html). Metrics: docs/experiments.md.`,
    '',
    '| setting | value |',
    '| --- | --- |',
    ...settings,
    `| repeats | ${input.scope.repeats} |`,
    `| episodes | ${input.scope.episodes ?? 'all of the suite'} |`,
    '',
    '```',
    input.summary.trimEnd(),
    '```',
    '',
    ...input.tables.map(tableToMarkdown),
    '## Figures',
    '',
    ...input.figures.flatMap((f) => [`![${f.title}](${f.id}.${input.png ? 'png' : 'svg'})`, '']),
  ].join('\n');
}

function episodesCsv(records: readonly EpisodeRecord[], reportDir: string): string {
  const header = 'suite,task,scene,room,model,repeat,status,h,e,success,goal_conditions_met,goal_conditions_total,actions,tokens,wall_ms,session,error';
  const field = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = records.map((r) =>
    [r.suite, r.task, r.scene, r.roomType, r.model, r.repeat, r.status, r.h, r.e, r.success, r.goalConditions?.met, r.goalConditions?.total, r.actions, r.tokens.total, Math.round(r.wallMs), sessionLinks(r, reportDir)?.folder, r.error]
      .map(field)
      .join(','),
  );
  return [header, ...lines].join('\n') + '\n';
}
