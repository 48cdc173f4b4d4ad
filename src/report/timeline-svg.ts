/**
 * Who did what, over time: one lane per agent, one box per atomic action of the last execution
 * in the order they ran (a failed action outlined in red). A stand-in until a shared Gantt
 * renderer with real durations exists.
 */
import type { TimelineEntry } from './activity.js';
import { escapeHtml } from './escape.js';
import { agentHex } from '../agent-colours.js';

const FONT = "DejaVu Sans, Verdana, Arial, sans-serif";

/** The SVG of a timeline (empty string when nothing ran). */
export function renderTimeline(entries: readonly TimelineEntry[]): string {
  if (entries.length === 0) return '';
  const agents = [...new Set(entries.map((e) => e.agent))];
  const box = Math.max(14, Math.min(34, Math.floor(820 / entries.length)));
  const left = 80;
  const laneHeight = 34;
  const width = left + entries.length * box + 20;
  const height = 30 + agents.length * laneHeight + 24;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" role="img" aria-label="Timeline of who did what">`];
  parts.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
  agents.forEach((agent, lane) => {
    const y = 20 + lane * laneHeight;
    parts.push(`<text x="8" y="${y + 21}" font-size="13" font-weight="bold" fill="${agentHex(agent)}">${escapeHtml(agent)}</text>`);
    parts.push(`<line x1="${left}" y1="${y + laneHeight - 2}" x2="${width - 10}" y2="${y + laneHeight - 2}" stroke="#eee"/>`);
  });
  for (const entry of entries) {
    const lane = agents.indexOf(entry.agent);
    const x = left + (entry.index - 1) * box;
    const y = 24 + lane * laneHeight;
    const stroke = entry.success ? '#fff' : '#d00000';
    parts.push(
      `<rect x="${x}" y="${y}" width="${box - 2}" height="24" rx="3" fill="${agentHex(entry.agent)}" stroke="${stroke}" stroke-width="${entry.success ? 1 : 3}"><title>${escapeHtml(`${entry.index}. ${entry.agent} ${entry.text}`)}</title></rect>`,
    );
    if (box >= 20) parts.push(`<text x="${x + (box - 2) / 2}" y="${y + 16}" font-size="10" text-anchor="middle" fill="#fff">${entry.index}</text>`);
  }
  parts.push(`<text x="${left}" y="${height - 6}" font-size="11" fill="#555">actions in the order they ran, 1 to ${entries.length} (hover a box for what it was)</text>`);
  parts.push('</svg>');
  return parts.join('\n');
}
