/**
 * A figure as small multiples: panels in a grid (line panels of a share against k, or grouped bar
 * panels of a share per category) with one shared legend, shares on a 0-100 % axis, error bars of
 * ± one standard deviation over repeats. Rendered to a standalone SVG document.
 */
import { escapeXml, fmt, FONT_FAMILY, marker, percent, text, textWidth } from './svg.js';
import type { Style } from './style.js';

/** One point of a line: null leaves a gap; `err` is ± std over repeats. */
export interface Point {
  x: number;
  y: number | null;
  err?: number | null;
  /** Hover text (counts, failures). */
  note?: string;
}

export interface LineSeries {
  label: string;
  style: Style;
  /** The paper's values: dashed line, hollow markers. */
  published?: boolean;
  points: Point[];
}

export interface LinePanel {
  kind: 'lines';
  title: string;
  /** A swatch of the panel's room (its fixed colour and marker) before the title. */
  swatch?: Style;
  xs: readonly number[];
  xLabel: string;
  series: LineSeries[];
  /** A line under the panel (what its points are over: `n = 10 episodes`). */
  caption?: string;
}

/** One bar: null draws no bar and writes `empty` (n/a, failed) at the base. */
export interface Bar {
  y: number | null;
  err?: number | null;
  /** Written above the bar (e.g. `2 failed`). */
  mark?: string;
  /** Written at the base when there is no bar. */
  empty?: string;
  note?: string;
  /** What the share is over (episodes, calls), written under the bar. */
  n?: number;
}

export interface BarSeries {
  label: string;
  style: Style;
  /** The paper's values: hatched bars. */
  published?: boolean;
  /** One bar per category of the panel. */
  bars: Bar[];
}

export interface BarPanel {
  kind: 'bars';
  title: string;
  swatch?: Style;
  categories: { label: string; swatch?: Style }[];
  series: BarSeries[];
  /** A line under the panel. */
  caption?: string;
}

export type Panel = LinePanel | BarPanel;

export interface LegendEntry {
  label: string;
  style: Style;
  published?: boolean;
  kind: 'line' | 'bar';
}

export interface Figure {
  /** Unique within a page that shows several figures inline (their pattern ids carry it). */
  id?: string;
  title: string;
  /** A line under the title (what the error bars are, where the paper's values come from). */
  subtitle?: string;
  /** Where a comparison is not like for like, one line each, under the subtitle in red. */
  caveats?: readonly string[];
  yLabel: string;
  panels: Panel[];
  legend: LegendEntry[];
  /** Panels per row (default 3). */
  columns?: number;
  panelWidth?: number;
  panelHeight?: number;
}

const PANEL = { left: 62, right: 12, top: 30, bottom: 60 };
const HEADER = 62;
const CAVEAT_LINE = 16;

/** Renders the figure as an SVG document. */
export function renderFigure(figure: Figure): string {
  const hatch = `hatch-${figure.id ?? 'figure'}`;
  const columns = Math.max(1, Math.min(figure.columns ?? 3, figure.panels.length + 1));
  const pw = figure.panelWidth ?? 300;
  const ph = figure.panelHeight ?? 240;
  const slots = figure.panels.length;
  // The legend takes the first free slot of the grid, or a row of its own below.
  const legendInGrid = slots % columns !== 0;
  const rows = Math.ceil(slots / columns);
  const legendRowHeight = legendInGrid ? 0 : legendHeight(figure.legend, columns * pw - 40);
  const width = columns * pw + 20;
  const header = HEADER + (figure.caveats?.length ?? 0) * CAVEAT_LINE;
  const height = header + rows * ph + legendRowHeight + 16;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}" font-size="12">`,
    `<title>${escapeXml(figure.title)}</title>`,
    `<defs><pattern id="${hatch}" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)"><rect width="6" height="6" fill="white"/><line x1="0" y1="0" x2="0" y2="6" stroke="black" stroke-width="2.2" stroke-opacity="0.55"/></pattern></defs>`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    text(width / 2, 26, figure.title, 'text-anchor="middle" font-size="17" font-weight="bold"'),
  ];
  if (figure.subtitle) out.push(text(width / 2, 46, figure.subtitle, 'text-anchor="middle" font-size="12" fill="#444"'));
  (figure.caveats ?? []).forEach((caveat, i) => out.push(text(width / 2, HEADER + i * CAVEAT_LINE - 2, `Caveat: ${caveat}`, 'text-anchor="middle" font-size="11" fill="#9d0208"')));
  figure.panels.forEach((panel, i) => {
    const x0 = 10 + (i % columns) * pw;
    const y0 = header + Math.floor(i / columns) * ph;
    out.push(`<g class="panel" data-title="${escapeXml(panel.title)}">`);
    out.push(...(panel.kind === 'lines' ? linePanel(panel, x0, y0, pw, ph, figure.yLabel) : barPanel(panel, x0, y0, pw, ph, figure.yLabel, hatch)));
    out.push('</g>');
  });
  if (legendInGrid) {
    // In a grid slot: one entry per line.
    out.push(...legend(figure.legend, 10 + (slots % columns) * pw + 24, header + (rows - 1) * ph + PANEL.top, 0, hatch));
  } else {
    out.push(...legend(figure.legend, 30, header + rows * ph + 6, columns * pw - 40, hatch));
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}

function frame(panel: Panel, x0: number, y0: number, pw: number, ph: number, yLabel: string) {
  const left = x0 + PANEL.left;
  const right = x0 + pw - PANEL.right;
  const top = y0 + PANEL.top;
  const bottom = y0 + ph - PANEL.bottom;
  const y = (share: number) => bottom - Math.max(0, Math.min(1, share)) * (bottom - top);
  const out: string[] = [];
  const titleX = (left + right) / 2;
  if (panel.swatch) {
    // Bold text runs wider than the estimate.
    const w = textWidth(panel.title, 13) * 1.15;
    out.push(marker(panel.swatch.marker, titleX - w / 2 - 12, y0 + 15, panel.swatch.colour, { r: 5 }));
  }
  out.push(text(titleX, y0 + 19, panel.title, 'text-anchor="middle" font-size="13" font-weight="bold"'));
  for (let tick = 0; tick <= 100; tick += 20) {
    const ty = fmt(y(tick / 100));
    out.push(`<line x1="${fmt(left)}" y1="${ty}" x2="${fmt(right)}" y2="${ty}" stroke="#e3e3e3"/>`);
    out.push(text(left - 6, y(tick / 100) + 4, `${tick}%`, 'text-anchor="end" font-size="11"'));
  }
  out.push(`<line x1="${fmt(left)}" y1="${fmt(top)}" x2="${fmt(left)}" y2="${fmt(bottom)}" stroke="#333"/>`);
  out.push(`<line x1="${fmt(left)}" y1="${fmt(bottom)}" x2="${fmt(right)}" y2="${fmt(bottom)}" stroke="#333"/>`);
  const midY = (top + bottom) / 2;
  out.push(`<text x="${fmt(x0 + 12)}" y="${fmt(midY)}" text-anchor="middle" font-size="11" transform="rotate(-90 ${fmt(x0 + 12)} ${fmt(midY)})">${escapeXml(yLabel)}</text>`);
  if (panel.caption) out.push(text(titleX, bottom + 50, panel.caption, 'text-anchor="middle" font-size="10" fill="#555" class="caption"'));
  return { left, right, top, bottom, y, out };
}

function errorBar(x: number, y: (share: number) => number, value: number, err: number, colour: string): string {
  const lo = fmt(y(value - err));
  const hi = fmt(y(value + err));
  return `<path d="M${fmt(x)},${lo}V${hi}M${fmt(x - 3)},${lo}H${fmt(x + 3)}M${fmt(x - 3)},${hi}H${fmt(x + 3)}" stroke="${colour}" stroke-width="1.2" fill="none"/>`;
}

function linePanel(panel: LinePanel, x0: number, y0: number, pw: number, ph: number, yLabel: string): string[] {
  const { left, right, bottom, y, out } = frame(panel, x0, y0, pw, ph, yLabel);
  const minX = Math.min(...panel.xs);
  const maxX = Math.max(...panel.xs);
  const inner = right - left - 16;
  const step = panel.xs.length > 1 ? inner / (maxX - minX) : 0;
  const xAt = (v: number) => left + 8 + (maxX === minX ? inner / 2 : ((v - minX) / (maxX - minX)) * inner);
  for (const v of panel.xs) {
    out.push(`<line x1="${fmt(xAt(v))}" y1="${fmt(bottom)}" x2="${fmt(xAt(v))}" y2="${fmt(bottom + 4)}" stroke="#333"/>`);
    out.push(text(xAt(v), bottom + 16, String(v), 'text-anchor="middle" font-size="11"'));
  }
  out.push(text((left + right) / 2, bottom + 34, panel.xLabel, 'text-anchor="middle" font-size="11"'));
  // Series are dodged sideways a little, so equal values stay visible side by side.
  const n = panel.series.length;
  const dodgeStep = Math.min(5, step / Math.max(2, n + 1));
  panel.series.forEach((series, i) => {
    const dx = (i - (n - 1) / 2) * dodgeStep;
    const { colour } = series.style;
    let d = '';
    let pen = false;
    for (const p of series.points) {
      if (p.y === null) {
        pen = false;
        continue;
      }
      d += `${pen ? 'L' : 'M'}${fmt(xAt(p.x) + dx)},${fmt(y(p.y))}`;
      pen = true;
    }
    out.push(`<g class="series" data-name="${escapeXml(series.label)}">`);
    const dash = series.published ? '5,3' : series.style.dash;
    if (d !== '') out.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${series.published ? 1.6 : 2}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`);
    for (const p of series.points) {
      if (p.y === null) continue;
      const px = xAt(p.x) + dx;
      if (p.err !== undefined && p.err !== null && p.err > 0) out.push(errorBar(px, y, p.y, p.err, colour));
      const title = `${series.label}, k=${p.x}: ${percent(p.y)}${p.err ? ` ± ${percent(p.err)}` : ''}${p.note ? ` (${p.note})` : ''}`;
      out.push(marker(series.style.marker, px, y(p.y), colour, { hollow: series.published === true, title }));
    }
    out.push('</g>');
  });
  return out;
}

function barPanel(panel: BarPanel, x0: number, y0: number, pw: number, ph: number, yLabel: string, hatch: string): string[] {
  const { left, right, bottom, y, out } = frame(panel, x0, y0, pw, ph, yLabel);
  const groups = panel.categories.length;
  const groupWidth = (right - left) / Math.max(1, groups);
  const n = Math.max(1, panel.series.length);
  const barWidth = Math.min(22, (groupWidth * 0.8) / n);
  panel.categories.forEach((category, g) => {
    const cx = left + groupWidth * (g + 0.5);
    if (category.swatch) out.push(marker(category.swatch.marker, cx - textWidth(category.label, 11) / 2 - 8, bottom + 12, category.swatch.colour, { r: 4 }));
    out.push(text(cx, bottom + 16, category.label, 'text-anchor="middle" font-size="11"'));
    // What the shares are over (the panel's caption says of what): once under the group when every
    // bar is over as many, else under each bar, upright where it fits and written upwards where not.
    const counts = panel.series.map((series) => series.bars[g]?.n).filter((c): c is number => c !== undefined);
    const shared = counts.length > 0 && counts.every((c) => c === counts[0]);
    if (shared) out.push(text(cx, bottom + 29, `n=${counts[0]}`, 'text-anchor="middle" font-size="9" fill="#555" class="n"'));
    panel.series.forEach((series, i) => {
      const bar = series.bars[g];
      if (bar === undefined) return;
      const bx = cx + (i - n / 2) * barWidth;
      const mid = bx + barWidth / 2;
      if (bar.n !== undefined && !shared) {
        const label = String(bar.n);
        const fits = textWidth(label, 9) + 2 <= barWidth;
        out.push(text(mid, bottom + 24, label, `text-anchor="${fits ? 'middle' : 'end'}" font-size="9" fill="#555" class="n"${fits ? '' : ` transform="rotate(-90 ${fmt(mid)} ${fmt(bottom + 24)})" dy="3"`}`));
      }
      if (bar.y === null) {
        if (bar.empty) out.push(text(mid, bottom - 4, bar.empty, `text-anchor="middle" font-size="9" fill="${series.style.colour}" transform="rotate(-90 ${fmt(mid)} ${fmt(bottom - 4)})" dx="0" dy="3"`));
        return;
      }
      const top = y(bar.y);
      const title = `${series.label}, ${category.label}: ${percent(bar.y)}${bar.err ? ` ± ${percent(bar.err)}` : ''}${bar.note ? ` (${bar.note})` : ''}`;
      const fill = series.published ? `url(#${hatch})` : series.style.colour;
      // A 0% bar is a thin line on the axis, above it, never below.
      const height = Math.max(0.8, bottom - top);
      out.push(`<rect x="${fmt(bx + 1)}" y="${fmt(bottom - height)}" width="${fmt(barWidth - 2)}" height="${fmt(height)}" fill="${fill}" stroke="${series.style.colour}" stroke-width="${bottom - top < 0.8 ? 0 : 1.5}"><title>${escapeXml(title)}</title></rect>`);
      if (bar.err !== undefined && bar.err !== null && bar.err > 0) out.push(errorBar(mid, y, bar.y, bar.err, '#222'));
      if (bar.mark) {
        // Upright text would run into the neighbouring bars: written upwards above the bar and its error bar.
        const above = y(bar.y + (bar.err ?? 0)) - 3;
        out.push(`<text x="${fmt(mid + 3)}" y="${fmt(above)}" font-size="9" fill="#b00" transform="rotate(-90 ${fmt(mid + 3)} ${fmt(above)})">${escapeXml(bar.mark)}</text>`);
      }
    });
  });
  return out;
}

function legendHeight(entries: readonly LegendEntry[], width: number): number {
  let x = 0;
  let rows = 1;
  for (const entry of entries) {
    const w = 34 + textWidth(entry.label) + 18;
    if (x + w > width && x > 0) {
      rows += 1;
      x = 0;
    }
    x += w;
  }
  return rows * 20 + 8;
}

function legend(entries: readonly LegendEntry[], x0: number, y0: number, width: number, hatch: string): string[] {
  const out: string[] = ['<g class="legend">'];
  let x = x0;
  let y = y0 + 8;
  for (const entry of entries) {
    const w = 34 + textWidth(entry.label) + 18;
    if (x > x0 && (width === 0 || x + w > x0 + width)) {
      x = x0;
      y += 20;
    }
    const { colour } = entry.style;
    if (entry.kind === 'bar') {
      out.push(`<rect x="${fmt(x + 4)}" y="${fmt(y - 7)}" width="22" height="14" fill="${entry.published ? `url(#${hatch})` : colour}" stroke="${colour}" stroke-width="1.5"/>`);
    } else {
      const dash = entry.published ? '5,3' : entry.style.dash;
      out.push(`<line x1="${fmt(x)}" y1="${fmt(y)}" x2="${fmt(x + 30)}" y2="${fmt(y)}" stroke="${colour}" stroke-width="2"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`);
      out.push(marker(entry.style.marker, x + 15, y, colour, { hollow: entry.published === true }));
    }
    out.push(text(x + 36, y + 4, entry.label));
    x += w;
  }
  out.push('</g>');
  return out;
}
