/** The timeline's figures: its SVG Gantt chart, and that chart as PNG. */
import { svgToPng } from '../render/index.js';
import { renderTimelineSvg } from './timeline-svg.js';
import type { Timeline } from './timeline.js';

/** `timeline.svg` and `timeline.png` contents (the PNG at twice the SVG's size, for sharp text). */
export async function timelineFigures(timeline: Timeline): Promise<{ svg: string; png: Buffer }> {
  const svg = renderTimelineSvg(timeline);
  return { svg, png: await svgToPng(svg, { scale: 2 }) };
}
