/**
 * The timeline as an SVG Gantt chart: one lane per agent, a bar per call (its line and call),
 * a time axis, and an arrow from the end of each call to the start of every call of another
 * agent that waits for it. Self-contained SVG — no scripts, no fonts to fetch, and no `url()`
 * references (arrowheads are drawn, labels cut to their bar) — so it can be embedded in a
 * report page or rasterized (render/svg-to-png.ts).
 */
import { agentHex } from '../agent-colours.js';
import { describeResource, formatSeconds, summaryLine, type Timeline } from './timeline.js';

const LEFT = 110;
const RIGHT = 30;
const TOP = 58;
const LANE = 46;
const BAR = 30;
const AXIS = 40;

export interface TimelineSvgOptions {
  /** Width of the chart in pixels (default 960). */
  readonly width?: number;
}

/** Escapes text for SVG content and attributes. */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Width of a character of 11 px text, erring wide (DejaVu Sans averages about 0.6 em; capitals and quotes run wider). */
const CHAR = 7.2;
/** Height of a line of the key under the chart. */
const KEY_LINE = 16;
/** Width of a column of the key. */
const KEY_COLUMN = 440;

/** Whether `text` fits `width` pixels at 11 px. */
function fits(text: string, width: number): boolean {
  return text.length * CHAR <= width;
}

/** `text` cut with `…` to fit `width` pixels. */
function clipped(text: string, width: number): string {
  const room = Math.floor(width / CHAR);
  return text.length <= room ? text : `${text.slice(0, Math.max(room - 1, 1))}…`;
}

/**
 * What a bar shows: its whole label where it fits, else its line (`L8`) with the call in the key
 * under the chart, else nothing but the key (and the bar's tooltip).
 */
function barText(label: string, width: number): { shown: string; keyed: boolean } {
  if (fits(label, width)) return { shown: label, keyed: false };
  const short = label.split(' ')[0] ?? '';
  return { shown: fits(short, width) ? short : '', keyed: true };
}

/** A round step for the axis: 1, 2 or 5 × a power of ten, about 8 ticks. */
function tickStep(span: number): number {
  const raw = Math.max(span, 1) / 8;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw) ?? 10 * power;
}

/** The SVG text of `timeline`. */
export function renderTimelineSvg(timeline: Timeline, options: TimelineSvgOptions = {}): string {
  const width = options.width ?? 960;
  const span = Math.max(timeline.makespan, 1e-9);
  const plot = width - LEFT - RIGHT;
  const x = (t: number): number => LEFT + (t / span) * plot;
  const laneOf = new Map(timeline.agents.map((agent, i) => [agent, i] as const));
  const y = (agent: string): number => TOP + (laneOf.get(agent) ?? 0) * LANE;
  const texts = timeline.bars.map((bar) => barText(bar.label, Math.max(2, x(bar.end) - x(bar.start)) - 8));
  const keyed = timeline.bars.filter((_, i) => texts[i]!.keyed);
  const columns = Math.max(1, Math.floor((width - 20) / KEY_COLUMN));
  const keyRows = Math.ceil(keyed.length / columns);
  const keyTop = TOP + timeline.agents.length * LANE + AXIS + 6;
  const height = keyTop + (keyRows > 0 ? keyRows * KEY_LINE + 14 : 0);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<title>${xml(timeline.title)}</title>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="white"/>`,
    `<text x="${LEFT}" y="22" font-size="15" font-weight="bold">${xml(timeline.title)}</text>`,
    `<text x="${LEFT}" y="42" font-size="12" fill="#444">${xml(summaryLine(timeline))}</text>`,
  );
  timeline.agents.forEach((agent, i) => {
    const top = TOP + i * LANE;
    out.push(
      `<rect x="${LEFT}" y="${top}" width="${plot}" height="${LANE}" fill="${i % 2 === 0 ? '#f7f7f7' : '#ffffff'}"/>`,
      `<text x="${LEFT - 10}" y="${top + LANE / 2 + 4}" font-size="13" text-anchor="end">${xml(agent)}</text>`,
    );
  });
  const step = tickStep(span);
  const axisY = TOP + timeline.agents.length * LANE;
  out.push(`<line x1="${LEFT}" y1="${axisY}" x2="${LEFT + plot}" y2="${axisY}" stroke="#666"/>`);
  for (let t = 0; t <= span + 1e-9; t += step) {
    out.push(
      `<line x1="${x(t).toFixed(1)}" y1="${TOP}" x2="${x(t).toFixed(1)}" y2="${axisY + 4}" stroke="#ddd"/>`,
      `<text x="${x(t).toFixed(1)}" y="${axisY + 18}" font-size="11" text-anchor="middle" fill="#444">${xml(formatSeconds(t))}</text>`,
    );
  }
  out.push(`<text x="${LEFT + plot}" y="${axisY + 34}" font-size="11" text-anchor="end" fill="#444">time (s, the team's estimated durations)</text>`);
  for (const [i, bar] of timeline.bars.entries()) {
    const colour = agentHex(bar.agent);
    const left = x(bar.start);
    const barWidth = Math.max(2, x(bar.end) - left);
    const top = y(bar.agent) + (LANE - BAR) / 2;
    const label = texts[i]!.shown;
    out.push(
      `<g><title>${xml(`${bar.label}: ${formatSeconds(bar.start)} – ${formatSeconds(bar.end)}${bar.failed ? ' (failed)' : ''}`)}</title>`,
      `<rect x="${left.toFixed(1)}" y="${top}" width="${barWidth.toFixed(1)}" height="${BAR}" rx="4" fill="${bar.failed ? '#e15759' : colour}" stroke="#222" stroke-width="0.6"/>`,
      label === '' ? '</g>' : `<text x="${(left + 4).toFixed(1)}" y="${top + BAR / 2 + 4}" font-size="11" fill="white">${xml(label)}</text></g>`,
    );
  }
  const byIndex = new Map(timeline.bars.map((b) => [b.index, b] as const));
  for (const bar of timeline.bars) {
    for (const dependency of bar.after) {
      const before = byIndex.get(dependency.on);
      if (before === undefined || before.agent === bar.agent) continue;
      const [x1, y1, x2, y2] = [x(before.end), y(before.agent) + LANE / 2, x(bar.start), y(bar.agent) + LANE / 2];
      const bend = Math.max(12, Math.abs(x2 - x1) / 2);
      const tip = x2.toFixed(1);
      out.push(
        `<g class="wait"><title>${xml(`${bar.label.split(' ')[0]} waits for ${before.label.split(' ')[0]}: ${dependency.because.map(describeResource).join(', ')}`)}</title>` +
          `<path d="M${x1.toFixed(1)},${y1} C${(x1 + bend).toFixed(1)},${y1} ${(x2 - bend).toFixed(1)},${y2} ${(x2 - 6).toFixed(1)},${y2}" fill="none" stroke="#333" stroke-width="1.2"/>` +
          `<path d="M${(x2 - 7).toFixed(1)},${y2 - 4} L${tip},${y2} L${(x2 - 7).toFixed(1)},${y2 + 4} z" fill="#333"/></g>`,
      );
    }
  }
  keyed.forEach((bar, i) => {
    const column = Math.floor(i / keyRows);
    const row = i % keyRows;
    const left = 10 + column * KEY_COLUMN;
    const top = keyTop + row * KEY_LINE;
    out.push(
      `<rect x="${left}" y="${top}" width="10" height="10" rx="2" fill="${bar.failed ? '#e15759' : agentHex(bar.agent)}"/>`,
      `<text x="${left + 16}" y="${top + 9}" font-size="11" fill="#222">${xml(clipped(`${bar.label} (${bar.agent})`, KEY_COLUMN - 26))}</text>`,
    );
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
