/** Where a planning session shows what happens (the terminal renders it, tests collect it). */
import type { ErrorReport, ProgressEvent } from '../execution/index.js';
import type { TaskDecomposition } from '../planning/index.js';
import type { CodeOrigin } from './code-origin.js';

/** Where a planning session shows what happens; the terminal renders it, tests collect it. */
export interface PlanReporter {
  info(message: string): void;
  decomposition(stage: 1 | 2, plan: TaskDecomposition, missingObjects: readonly string[]): void;
  /** A code version; `legend` names each object id it quotes. */
  code(version: number, origin: CodeOrigin, code: string, errors: readonly { line: number; column: number; message: string }[], legend?: readonly string[]): void;
  progress(event: ProgressEvent): void;
  failure(report: ErrorReport, text: string): void;
  /** The allocation; `legend` names each object id the code quotes. */
  allocation(table: string, allocatedCode: string, legend?: readonly string[]): void;
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
