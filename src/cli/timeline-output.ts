/** Writing a timeline's figures where `--svg FILE` / `--png FILE` ask for them. */
import type { Command } from 'commander';
import { renderTimelineSvg, timelineFigures, type Timeline } from '../schedule/index.js';
import { writeOutputFile } from './write-output.js';

/** The flags `figureOptions` adds. */
export interface FigureFlags {
  svg?: string | undefined;
  png?: string | undefined;
}

/** `--svg FILE`, `--png FILE`: the timeline as a Gantt chart. */
export function figureOptions(command: Command): Command {
  return command
    .option('--svg <file>', 'write the timeline as an SVG Gantt chart')
    .option('--png <file>', 'write the timeline as a PNG Gantt chart');
}

/** Writes the figures `flags` ask for; a file that cannot be written is named, with why, in words (write-output.ts). */
export async function writeFigures(timeline: Timeline, flags: FigureFlags): Promise<void> {
  if (flags.svg === undefined && flags.png === undefined) return;
  const write = writeOutputFile;
  if (flags.png === undefined) {
    write(flags.svg!, renderTimelineSvg(timeline));
    return;
  }
  const { svg, png } = await timelineFigures(timeline);
  if (flags.svg !== undefined) write(flags.svg, svg);
  write(flags.png, png);
}
