/**
 * The timeline in the terminal: time runs down, one column per agent. A row starts where some
 * call starts; a column shows the call starting there, `│` while its agent is still busy, blank
 * when it is idle. Below: the summary, each agent's share, and why calls wait for other agents.
 */
import { describeResource, formatSeconds, summaryLine, type Timeline, type TimelineBar } from './timeline.js';

export interface TimelineTextOptions {
  /** Widest a column may be; longer labels end with `…` (default 36). */
  readonly columnWidth?: number;
}

/** Waits across agents named under the timeline; a long plan's others are counted (the JSON schedule lists them all). */
const SHOWN_WAITS = 20;

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/** The text rendering of `timeline` (no colour, no trailing blanks). */
export function formatTimeline(timeline: Timeline, options: TimelineTextOptions = {}): string {
  const maxWidth = options.columnWidth ?? 36;
  const times = [...new Set([...timeline.bars.map((b) => b.start), timeline.makespan])].sort((a, b) => a - b);
  const timeWidth = Math.max(4, ...times.map((t) => formatSeconds(t).length));
  const widths = timeline.agents.map((agent) =>
    Math.min(maxWidth, Math.max(agent.length, ...timeline.bars.filter((b) => b.agent === agent).map((b) => b.label.length + (b.failed ? 2 : 0)))),
  );
  const row = (time: string, cells: readonly string[]): string =>
    [time.padStart(timeWidth), ...cells.map((cell, i) => clip(cell, widths[i]!).padEnd(widths[i]!))].join('  ').trimEnd();

  const lines = [row('time', timeline.agents)];
  // Each agent's bars by start (a stable sort keeps the timeline's order among equal starts), swept once down the times.
  const lanes = timeline.agents.map((agent) => timeline.bars.filter((b) => b.agent === agent).sort((a, b) => a.start - b.start));
  const passed = lanes.map(() => 0);
  const busyUntil = lanes.map(() => Number.NEGATIVE_INFINITY);
  for (const time of times) {
    const cells = lanes.map((lane, column) => {
      // The bars begun before `time` decide whether the agent is still busy.
      let at = passed[column]!;
      for (; at < lane.length && lane[at]!.start < time; at++) busyUntil[column] = Math.max(busyUntil[column]!, lane[at]!.end);
      passed[column] = at;
      let starting: TimelineBar | undefined;
      for (let k = at; k < lane.length && lane[k]!.start === time && starting === undefined; k++) if (lane[k]!.end > time) starting = lane[k];
      if (starting !== undefined) return starting.failed ? `✗ ${starting.label}` : starting.label;
      return busyUntil[column]! > time ? '│' : '';
    });
    // The last row says the plan is done across the columns, never cut to the first one's width.
    const done = time === timeline.makespan && cells.every((c) => c === '');
    lines.push(done ? `${formatSeconds(time).padStart(timeWidth)}  (done)` : row(formatSeconds(time), cells));
  }
  lines.push('', `${timeline.title}: ${summaryLine(timeline)}`);
  const total = timeline.sequential;
  const shares = timeline.agents.map((agent) => {
    const mine = timeline.bars.filter((b) => b.agent === agent);
    const busy = mine.reduce((sum, b) => sum + (b.end - b.start), 0);
    return `${agent} ${mine.length} call${mine.length === 1 ? '' : 's'}, ${formatSeconds(busy)} (${total > 0 ? Math.round((busy / total) * 100) : 0}%)`;
  });
  lines.push(`Work: ${shares.join('; ')}`);
  const byIndex = new Map(timeline.bars.map((b) => [b.index, b] as const));
  const name = (label: string | undefined): string => label?.split(' ')[0] ?? '?';
  const waits = timeline.bars.flatMap((bar) =>
    bar.after
      .filter((d) => byIndex.get(d.on)?.agent !== bar.agent)
      .map((d) => `${name(bar.label)} waits for ${name(byIndex.get(d.on)?.label)} (${d.because.map(describeResource).join(', ')})`),
  );
  const more = waits.length > SHOWN_WAITS ? `; and ${waits.length - SHOWN_WAITS} more` : '';
  if (waits.length > 0) lines.push(`Waits across agents: ${waits.slice(0, SHOWN_WAITS).join('; ')}${more}`);
  return lines.join('\n');
}
