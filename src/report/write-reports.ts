/** Writes a session folder's readable reports, summary.md and report.html, from its files. */
import { join, resolve } from 'node:path';
import { displaySafe } from '../display.js';
import { writeSessionFile } from '../outcome/index.js';
import { SESSION_FILES } from '../session/index.js';
import { pngRenderer } from '../render/index.js';
import { renderHtmlReport } from './html-report.js';
import { sessionMapSvg } from './session-map.js';
import { readSessionRecord } from './session-record.js';
import { formatSummary } from './summary.js';

export const SUMMARY_FILE = SESSION_FILES.summary;
export const REPORT_FILE = SESSION_FILES.report;

/** Where a session's HTML report is (the experiment report links each episode's). */
export function sessionReportPath(sessionDir: string): string {
  return join(resolve(sessionDir), REPORT_FILE);
}

/** The files {@link writeSessionReports} wrote; `map` and `mapPng` are null when there was nothing to draw or no PNG renderer. */
export interface WrittenSessionReports {
  summary: string;
  html: string;
  map: string | null;
  mapPng: string | null;
}

/**
 * Reads the session folder and (re)writes its reports: summary.md, report.html and the room map
 * (map.svg, and map.png where the optional renderer is installed). Each is a new file renamed over
 * the old one: a link left under its name is replaced, never written through.
 */
export async function writeSessionReports(sessionDir: string): Promise<WrittenSessionReports> {
  const record = readSessionRecord(sessionDir);
  // `cat summary.md` shows it in a terminal: every control and bidi character as <U+XXXX> (display.ts).
  writeSessionFile(record.dir, SUMMARY_FILE, displaySafe(formatSummary(record)));
  writeSessionFile(record.dir, REPORT_FILE, renderHtmlReport(record));
  const svg = sessionMapSvg(record);
  let png: Buffer | null = null;
  if (svg !== null) {
    writeSessionFile(record.dir, SESSION_FILES.mapSvg, svg);
    const renderer = await pngRenderer();
    if (renderer.ok) writeSessionFile(record.dir, SESSION_FILES.mapPng, (png = renderer.renderer.render(svg)));
  }
  return {
    summary: join(record.dir, SUMMARY_FILE),
    html: sessionReportPath(record.dir),
    map: svg === null ? null : join(record.dir, SESSION_FILES.mapSvg),
    mapPng: png === null ? null : join(record.dir, SESSION_FILES.mapPng),
  };
}
