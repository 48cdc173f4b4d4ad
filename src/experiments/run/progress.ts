/**
 * Progress of an experiment on stderr: a bar redrawn in place on a terminal, one plain line per
 * finished episode otherwise (logs, CI). Both show the count, the share and the ETA.
 */
import { writeShown, type TextSink } from '../../io.js';
import { displaySafe } from '../../display.js';

export interface ProgressOptions {
  /** Redraw one line in place (a terminal) instead of writing a line per episode. */
  tty: boolean;
  /** Bar width in characters (default 24). */
  width?: number;
  now?: () => number;
}

/** `m:ss` (or `h:mm:ss`) of a duration in ms. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export class ProgressBar {
  private done = 0;
  private errored = 0;
  private readonly started: number;
  private readonly now: () => number;

  constructor(
    private readonly sink: TextSink,
    private readonly total: number,
    private readonly options: ProgressOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.started = this.now();
  }

  /** Estimated time left, from the mean time per finished episode so far; null before the first. */
  eta(): number | null {
    if (this.done === 0) return null;
    return ((this.now() - this.started) / this.done) * (this.total - this.done);
  }

  /** Shows the state before any episode has finished. */
  start(): void {
    if (this.options.tty) this.draw('');
  }

  /** One episode finished; `note` says how (`success h=0 e=1`, `errored: ...`). */
  tick(label: string, note: string, errored = false): void {
    this.done += 1;
    if (errored) this.errored += 1;
    if (this.options.tty) this.draw(label);
    else this.sink.write(`${this.counter()} ${label}: ${note}${this.suffix()}\n`);
  }

  /** Ends the bar's line. */
  finish(): void {
    if (this.options.tty) this.sink.write('\n');
  }

  private counter(): string {
    const width = String(this.total).length;
    return `[${String(this.done).padStart(width)}/${this.total}]`;
  }

  private suffix(): string {
    const eta = this.eta();
    const errors = this.errored > 0 ? `, ${this.errored} errored` : '';
    return `  (elapsed ${formatDuration(this.now() - this.started)}${eta === null ? '' : `, ETA ${formatDuration(eta)}`}${errors})`;
  }

  private draw(label: string): void {
    const width = this.options.width ?? 24;
    const share = this.total === 0 ? 1 : this.done / this.total;
    const filled = Math.round(share * width);
    const bar = '#'.repeat(filled) + '-'.repeat(width - filled);
    // The redraw's own control codes pass; the label (a task's name) is escaped like any text.
    writeShown(this.sink, `\r\x1b[K[${bar}] ${this.done}/${this.total} ${Math.round(share * 100)}%${this.suffix()} ${displaySafe(label)}`);
  }
}
