/** Text and JSON renderings of an allocation, for the terminal and for `--json`. */
import { printProgram } from '../code/index.js';
import type { Allocation, AllocationRow } from './allocation.js';

/** Affordances are shown with three decimals (0.4608 → 0.461). */
export function formatAffordance(value: number): string {
  return value.toFixed(3);
}

/**
 * An aligned table, one row per call: line, call, one affordance column per agent (team order),
 * agent, and with `by` who gave the line its agent (the allocator, the person, a preference).
 * Numbers are right-aligned to three decimals; the header is the first line; no trailing
 * blanks. `agents` defaults to the agents of the first row's scores.
 */
export function formatAllocationTable(rows: readonly AllocationRow[], agents: readonly string[] = Object.keys(rows[0]?.scores ?? {}), by?: (line: number) => string): string {
  const header = ['line', 'call', ...agents, 'agent', ...(by === undefined ? [] : ['by'])];
  const cells = rows.map((row) => [String(row.line), row.call, ...agents.map((a) => formatAffordance(row.scores[a] ?? 0)), row.agent, ...(by === undefined ? [] : [by(row.line)])]);
  const all = [header, ...cells];
  const widths = header.map((_, column) => Math.max(...all.map((cell) => cell[column]!.length)));
  // The line and the scores are right-aligned, the call and the agent left-aligned.
  const rightAligned = (column: number): boolean => column === 0 || (column >= 2 && column < 2 + agents.length);
  return all
    .map((cell) => cell.map((text, column) => (rightAligned(column) ? text.padStart(widths[column]!) : text.padEnd(widths[column]!))).join('  ').trimEnd())
    .join('\n');
}

/** The allocation as plain JSON data: its rows and the rewritten code with agent prefixes. */
export interface AllocationJson {
  readonly rows: readonly AllocationRow[];
  readonly code: string;
}

export function allocationToJson(allocation: Allocation): AllocationJson {
  return { rows: allocation.rows.map((row) => ({ ...row, scores: { ...row.scores } })), code: printProgram(allocation.program) };
}
