/**
 * A hand-written SVG line chart (no dependency): shares in [0, 1] against k, one line per
 * series, with axes, ticks, grid, axis labels and a legend. Missing values break the line.
 */

export interface Series {
  name: string;
  /** One value per x, in [0, 1]; null leaves a gap. */
  values: (number | null)[];
}

export interface LineChart {
  title: string;
  xLabel: string;
  yLabel: string;
  xs: readonly number[];
  series: readonly Series[];
}

const WIDTH = 640;
const HEIGHT = 400;
const MARGIN = { left: 64, right: 150, top: 44, bottom: 56 };
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b', '#e377c2', '#17becf'];

/** Escapes text for SVG content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const fmt = (n: number) => Number(n.toFixed(1)).toString();

/** Renders the chart as a standalone SVG document. */
export function renderLineChart(chart: LineChart): string {
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const minX = Math.min(...chart.xs);
  const maxX = Math.max(...chart.xs);
  const x = (v: number) => MARGIN.left + (maxX === minX ? plotW / 2 : ((v - minX) / (maxX - minX)) * plotW);
  const y = (v: number) => MARGIN.top + (1 - v) * plotH;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<title>${escapeXml(chart.title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="white"/>`,
    `<text x="${WIDTH / 2}" y="24" text-anchor="middle" font-size="15" font-weight="bold">${escapeXml(chart.title)}</text>`,
  ];
  for (let tick = 0; tick <= 100; tick += 20) {
    const ty = fmt(y(tick / 100));
    out.push(`<line x1="${MARGIN.left}" y1="${ty}" x2="${MARGIN.left + plotW}" y2="${ty}" stroke="#ddd"/>`);
    out.push(`<text x="${MARGIN.left - 8}" y="${ty}" text-anchor="end" dominant-baseline="middle">${tick}%</text>`);
  }
  for (const v of chart.xs) {
    const tx = fmt(x(v));
    out.push(`<line x1="${tx}" y1="${MARGIN.top + plotH}" x2="${tx}" y2="${MARGIN.top + plotH + 5}" stroke="#333"/>`);
    out.push(`<text x="${tx}" y="${MARGIN.top + plotH + 18}" text-anchor="middle">${v}</text>`);
  }
  out.push(`<line x1="${MARGIN.left}" y1="${MARGIN.top}" x2="${MARGIN.left}" y2="${MARGIN.top + plotH}" stroke="#333"/>`);
  out.push(`<line x1="${MARGIN.left}" y1="${MARGIN.top + plotH}" x2="${MARGIN.left + plotW}" y2="${MARGIN.top + plotH}" stroke="#333"/>`);
  out.push(`<text x="${MARGIN.left + plotW / 2}" y="${HEIGHT - 14}" text-anchor="middle">${escapeXml(chart.xLabel)}</text>`);
  const midY = MARGIN.top + plotH / 2;
  out.push(`<text x="18" y="${midY}" text-anchor="middle" transform="rotate(-90 18 ${midY})">${escapeXml(chart.yLabel)}</text>`);

  chart.series.forEach((series, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const points = chart.xs.map((xv, j) => ({ xv, v: series.values[j] ?? null }));
    // A path with one sub-path per run of present values.
    let d = '';
    let pen = false;
    for (const p of points) {
      if (p.v === null) {
        pen = false;
        continue;
      }
      d += `${pen ? 'L' : 'M'}${fmt(x(p.xv))},${fmt(y(p.v))} `;
      pen = true;
    }
    out.push(`<g class="series" data-name="${escapeXml(series.name)}">`);
    if (d !== '') out.push(`<path d="${d.trim()}" fill="none" stroke="${colour}" stroke-width="2"/>`);
    for (const p of points) {
      if (p.v === null) continue;
      out.push(`<circle cx="${fmt(x(p.xv))}" cy="${fmt(y(p.v))}" r="3.5" fill="${colour}"><title>${escapeXml(series.name)}, ${p.xv}: ${(p.v * 100).toFixed(1)}%</title></circle>`);
    }
    out.push('</g>');
    const ly = MARGIN.top + 10 + i * 20;
    const lx = MARGIN.left + plotW + 16;
    out.push(`<line x1="${lx}" y1="${ly}" x2="${lx + 20}" y2="${ly}" stroke="${colour}" stroke-width="2"/>`);
    out.push(`<circle cx="${lx + 10}" cy="${ly}" r="3.5" fill="${colour}"/>`);
    out.push(`<text x="${lx + 26}" y="${ly}" dominant-baseline="middle">${escapeXml(series.name)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
