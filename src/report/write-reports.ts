/** Writes a session folder's readable reports, summary.md and report.html, from its files. */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SESSION_FILES } from '../session/index.js';
import { renderHtmlReport } from './html-report.js';
import { readSessionRecord } from './session-record.js';
import { formatSummary } from './summary.js';

export const SUMMARY_FILE = SESSION_FILES.summary;
export const REPORT_FILE = SESSION_FILES.report;

/** Where a session's HTML report is (the experiment report links each episode's). */
export function sessionReportPath(sessionDir: string): string {
  return join(resolve(sessionDir), REPORT_FILE);
}

/** Reads the session folder and (re)writes its reports; returns their paths. */
export function writeSessionReports(sessionDir: string): { summary: string; html: string } {
  const record = readSessionRecord(sessionDir);
  const summary = join(sessionDir, SUMMARY_FILE);
  writeFileSync(summary, formatSummary(record));
  const html = sessionReportPath(sessionDir);
  writeFileSync(html, renderHtmlReport(record));
  return { summary, html };
}
