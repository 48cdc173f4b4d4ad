/**
 * The timeline in the terminal: time runs down, one column per agent. A row starts where some
 * call starts; a column shows the call starting there, `│` while its agent is still busy, blank
 * when it is idle. Below: the summary, each agent's share, and why calls wait for other agents.
 */
import { describeResource, formatSeconds, summaryLine, type Timeline } from './timeline.js';

export interface TimelineTextOptions {
  /** Widest a column may be; longer labels end with `…` (default 36). */
  readonly columnWidth?: number;
}

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
  for (const time of times) {
    const cells = timeline.agents.map((agent) => {
      const starting = timeline.bars.find((b) => b.agent === agent && b.start === time && b.end > b.start);
      if (starting !== undefined) return starting.failed ? `✗ ${starting.label}` : starting.label;
      return timeline.bars.some((b) => b.agent === agent && b.start < time && time < b.end) ? '│' : '';
    });
    lines.push(row(formatSeconds(time), time === timeline.makespan && cells.every((c) => c === '') ? ['(done)'] : cells));
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
  if (waits.length > 0) lines.push(`Waits across agents: ${waits.join('; ')}`);
  return lines.join('\n');
}
