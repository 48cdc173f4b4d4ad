/** Writes a session folder's readable reports, summary.md and report.html, from its files. */
import { join, resolve } from 'node:path';
import { writeSessionFile } from '../outcome/index.js';
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

/**
 * Reads the session folder and (re)writes its reports; returns their paths. Each report is a new
 * file renamed over the old one: a link left under its name is replaced, never written through.
 */
export function writeSessionReports(sessionDir: string): { summary: string; html: string } {
  const record = readSessionRecord(sessionDir);
  writeSessionFile(record.dir, SUMMARY_FILE, formatSummary(record));
  writeSessionFile(record.dir, REPORT_FILE, renderHtmlReport(record));
  return { summary: join(record.dir, SUMMARY_FILE), html: sessionReportPath(record.dir) };
}
