import type { ErrorReport, ProgressEvent } from '../execution/index.js';
import type { TaskDecomposition } from '../planning/index.js';
import type { CodeOrigin } from './events.js';

/** Where a planning session shows what happens; the terminal renders it, tests collect it. */
export interface PlanReporter {
  info(message: string): void;
  decomposition(stage: 1 | 2, plan: TaskDecomposition, missingObjects: readonly string[]): void;
  code(version: number, origin: CodeOrigin, code: string, errors: readonly { line: number; column: number; message: string }[]): void;
  progress(event: ProgressEvent): void;
  failure(report: ErrorReport, text: string): void;
  allocation(table: string, allocatedCode: string): void;
}

/** A reporter that shows nothing (`--json`, experiments). */
export const silentReporter: PlanReporter = {
  info() {},
  decomposition() {},
  code() {},
  progress() {},
  failure() {},
  allocation() {},
};
