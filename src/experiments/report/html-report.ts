/**
 * The whole experiment on one self-contained HTML page: status, settings, summary, every table,
 * every figure (inline SVG), and every episode with a link to its session. Nothing is fetched:
 * no scripts, fonts or styles from elsewhere, so it opens offline and can be mailed as one file.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { EpisodeRecord } from '../results/episode-record.js';
import type { RenderedFigure } from '../figures/build.js';
import { escapeXml } from '../figures/svg.js';
import { describeSettings, type ExperimentScope, type ExperimentSettings } from '../results/settings.js';
import type { Table } from '../tables/tables.js';
import { REPORT_FILE, sessionReportPath } from '../../report/index.js';

export interface HtmlReportInput {
  title: string;
  status: string;
  complete: boolean;
  settings: ExperimentSettings;
  scope: ExperimentScope;
  summary: string;
  tables: readonly Table[];
  figures: readonly RenderedFigure[];
  records: readonly EpisodeRecord[];
  /** The report's own folder (links to sessions are made relative to it). */
  reportDir: string;
  generated: string;
}

/** The file of a session's own HTML report (report/); linked when it exists. */
export const SESSION_REPORT_FILE = REPORT_FILE;

/**
 * Links of an episode's session from the report folder: the session folder and, when the session
 * wrote one, its own HTML report. Null when the episode has no session (it errored before one).
 */
export function sessionLinks(record: EpisodeRecord, reportDir: string): { folder: string; report: string | null } | null {
  if (record.sessionDir === null) return null;
  const report = sessionReportPath(record.sessionDir);
  return { folder: relative(reportDir, record.sessionDir) || '.', report: existsSync(report) ? relative(reportDir, report) : null };
}

const CSS = `
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; margin: 2em auto; max-width: 1280px; color: #222; padding: 0 1em; }
h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 2em; border-bottom: 1px solid #ccc; }
.status { padding: .6em 1em; border-radius: 4px; font-weight: bold; }
.complete { background: #e6f4ea; border: 1px solid #8c8; } .incomplete { background: #fdecea; border: 1px solid #e88; }
table { border-collapse: collapse; margin: .6em 0 1.2em; font-size: .85em; }
th, td { border: 1px solid #ccc; padding: .25em .5em; } th { background: #f3f3f3; }
td.num { text-align: right; white-space: nowrap; } td.paper, th.paper { background: #f7f7fb; color: #444; }
pre { background: #f6f6f6; padding: 1em; overflow-x: auto; }
figure { margin: 1em 0 2em; } figure svg { max-width: 100%; height: auto; }
.caption { color: #555; font-size: .9em; max-width: 70em; }
`;

function htmlTable(table: Table): string {
  const paperColumn = table.header.map((h) => h.startsWith('paper '));
  const head = table.header.map((h, i) => `<th${paperColumn[i] ? ' class="paper"' : ''}>${escapeXml(h)}</th>`).join('');
  const body = table.rows
    .map((row) => `<tr>${row.map((cell, i) => `<td class="${i > 0 && /^(\d|n\/a|failed|—)/.test(cell) ? 'num' : ''}${paperColumn[i] ? ' paper' : ''}">${escapeXml(cell)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<h2 id="${escapeXml(table.id)}">${escapeXml(table.title)}</h2>\n<p class="caption">${escapeXml(table.caption)}</p>\n<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function episodeTable(records: readonly EpisodeRecord[], reportDir: string): string {
  const rows = records.map((r) => {
    const links = sessionLinks(r, reportDir);
    const session = links === null ? '—' : `<a href="${escapeXml(links.folder)}/">session</a>${links.report ? ` · <a href="${escapeXml(links.report)}">report</a>` : ''}`;
    const gc = r.goalConditions ? `${r.goalConditions.met}/${r.goalConditions.total}` : '—';
    const cells = [`${r.task}@${r.scene}`, r.model, String(r.repeat), r.status, String(r.h ?? '—'), String(r.e ?? '—'), r.status === 'finished' ? (r.success ? 'yes' : 'no') : '—', gc];
    const error = r.error ? ` title="${escapeXml(r.error)}"` : '';
    return `<tr${error}>${cells.map((c) => `<td>${escapeXml(c)}</td>`).join('')}<td>${session}</td></tr>`;
  });
  return `<table><thead><tr><th>Episode</th><th>Model</th><th>Repeat</th><th>Status</th><th>h</th><th>e</th><th>Success</th><th>Goal conditions</th><th>Session</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
}

/** The page. */
export function renderHtmlReport(input: HtmlReportInput): string {
  const settings = describeSettings(input.settings)
    .concat([
      { name: 'repeats', value: String(input.scope.repeats) },
      { name: 'episodes', value: input.scope.episodes ?? 'all of the suite' },
    ])
    .map(({ name, value }) => `<tr><th>${escapeXml(name)}</th><td>${escapeXml(value)}</td></tr>`)
    .join('\n');
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeXml(input.title)}</title>`,
    `<style>${CSS}</style></head><body>`,
    `<h1>${escapeXml(input.title)}</h1>`,
    `<p class="status ${input.complete ? 'complete' : 'incomplete'}">${escapeXml(input.status)}</p>`,
    `<p class="caption">Generated ${escapeXml(input.generated)}. Metrics are defined in docs/experiments.md.</p>`,
    '<h2>Settings</h2>',
    `<table>${settings}</table>`,
    '<h2>Summary</h2>',
    `<pre>${escapeXml(input.summary.trimEnd())}</pre>`,
    '<h2>Figures</h2>',
    ...input.figures.map((f) => `<figure id="${escapeXml(f.id)}">${f.svg.replace(/^<\?xml[^>]*>\s*/, '')}</figure>`),
    ...input.tables.map(htmlTable),
    '<h2>Episodes</h2>',
    episodeTable(input.records, input.reportDir),
    '</body></html>',
    '',
  ].join('\n');
}
