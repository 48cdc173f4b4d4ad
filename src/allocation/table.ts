/** Text and JSON renderings of an allocation, for the terminal and for `--json`. */
import { printProgram } from '../code/index.js';
import type { Allocation, AllocationRow } from './allocation.js';

const HEADERS = { line: 'line', call: 'call', human: 'human', robot: 'robot', agent: 'agent' } as const;

/** Affordances are shown with three decimals (0.4608 → 0.461). */
export function formatAffordance(value: number): string {
  return value.toFixed(3);
}

/**
 * An aligned table, one row per call: line, call, human, robot, agent. Numbers are right-aligned
 * to three decimals; the header is the first line; no trailing blanks.
 */
export function formatAllocationTable(rows: readonly AllocationRow[]): string {
  const cells = rows.map((row) => ({
    line: String(row.line),
    call: row.call,
    human: formatAffordance(row.human),
    robot: formatAffordance(row.robot),
    agent: row.agent,
  }));
  const all = [HEADERS, ...cells];
  const width = (key: keyof typeof HEADERS): number => Math.max(...all.map((cell) => cell[key].length));
  const [line, call, human, robot] = [width('line'), width('call'), width('human'), width('robot')];
  return all
    .map((cell) =>
      [cell.line.padStart(line), cell.call.padEnd(call), cell.human.padStart(human), cell.robot.padStart(robot), cell.agent]
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The allocation as plain JSON data: its rows and the rewritten code with agent prefixes. */
export interface AllocationJson {
  readonly rows: readonly AllocationRow[];
  readonly code: string;
}

export function allocationToJson(allocation: Allocation): AllocationJson {
  return { rows: allocation.rows.map((row) => ({ ...row })), code: printProgram(allocation.program) };
}
