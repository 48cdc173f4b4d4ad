/** A plain aligned text table. */

/** How a table may be narrowed to fit a terminal. */
export interface TableFit {
  /** The terminal's width in columns; the table is narrowed only beyond it. */
  readonly width: number;
  /** Columns that may be narrowed, in the order they give way, each down to its least width. */
  readonly shrink: readonly { readonly column: number; readonly least: number }[];
}

/**
 * Renders `rows` under `header`, columns padded to their widest cell. With `fit`, a table wider
 * than the terminal narrows its shrinkable columns (their cells clipped with '…') until it fits
 * or they are at their least width.
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], fit?: TableFit): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  if (fit !== undefined) narrow(widths, fit);
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => clip(cell, widths[i] ?? 0).padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function narrow(widths: number[], fit: TableFit): void {
  let over = widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1) - fit.width;
  for (const { column, least } of fit.shrink) {
    if (over <= 0) return;
    const give = Math.max(0, Math.min(over, (widths[column] ?? 0) - least));
    widths[column] = (widths[column] ?? 0) - give;
    over -= give;
  }
}

/** `text` on one line, cut to `max` characters with '…' when longer. */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length <= max ? line : `${line.slice(0, Math.max(0, max - 1))}…`;
}

/**
 * The width a command's table should fit: the terminal's when stdout is one, else COLUMNS when
 * set (a pipe keeps whole lines otherwise, for scripts).
 */
export function outputWidth(stdout: { readonly isTTY?: boolean; readonly columns?: number | undefined }, env: NodeJS.ProcessEnv): number | undefined {
  const fromEnv = Number(env['COLUMNS']);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return stdout.isTTY === true && stdout.columns !== undefined && stdout.columns > 0 ? stdout.columns : undefined;
}
