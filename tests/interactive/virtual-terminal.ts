/**
 * A terminal a test types into: the input and output streams of inquirer's prompts, with the
 * keystrokes a person sends (raw bytes, decoded by readline as from a real keyboard) and a way
 * to wait until some text is on the screen before typing (no sleeps).
 */
import { PassThrough, Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';

const KEYS = {
  enter: '\r',
  down: '\x1b[B',
  up: '\x1b[A',
} as const;
export type KeyName = keyof typeof KEYS;

/**
 * The screen's stream. Like a process's stdout, it stays open when a prompt that piped into it
 * ends its own stream (each inquirer prompt does), so the next prompt can still draw.
 */
class ScreenStream extends Writable {
  constructor(onText: (text: string) => void) {
    super({
      write: (chunk: Buffer | string, _encoding, done) => {
        onText(chunk.toString());
        done();
      },
    });
  }

  override end(): this {
    return this;
  }
}

interface Waiter {
  text: string;
  from: number;
  resolve: (screen: string) => void;
}

export class VirtualTerminal {
  /** Give this to inquirer as `context.input`. */
  readonly input = new PassThrough();
  /** Give this to inquirer as `context.output`. */
  readonly output: Writable;
  private text = '';
  /** Where the next `waitFor` starts looking (the end of the last match). */
  private mark = 0;
  private readonly waiters = new Set<Waiter>();

  constructor(private readonly deadlineMs = 10_000) {
    this.output = new ScreenStream((text) => this.append(text));
  }

  /** Text printed outside the prompts (the approver's `print`). */
  print = (text: string): void => {
    this.append(text);
  };

  /** Everything shown so far, without colours and cursor movements. */
  get screen(): string {
    return this.text;
  }

  /**
   * Resolves once `text` appears after the previous match; returns what was shown from there.
   * Fails after the deadline with the end of the screen, so a wrong expectation does not hang.
   */
  waitFor(text: string): Promise<string> {
    const from = this.mark;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`the terminal never showed ${JSON.stringify(text)}; it ends with:\n${this.text.slice(-1500)}`));
      }, this.deadlineMs);
      const waiter: Waiter = {
        text,
        from,
        resolve: (shown) => {
          clearTimeout(timer);
          resolve(shown);
        },
      };
      this.waiters.add(waiter);
      this.check();
    });
  }

  /** Presses keys, e.g. `press('down', 'down', 'enter')`. */
  press(...keys: KeyName[]): void {
    for (const key of keys) this.input.write(KEYS[key]);
  }

  /** Types text as keystrokes (without pressing enter). */
  type(text: string): void {
    this.input.write(text);
  }

  private append(raw: string): void {
    this.text += stripVTControlCharacters(raw);
    this.check();
  }

  private check(): void {
    for (const waiter of [...this.waiters]) {
      const at = this.text.indexOf(waiter.text, waiter.from);
      if (at === -1) continue;
      this.waiters.delete(waiter);
      this.mark = at + waiter.text.length;
      waiter.resolve(this.text.slice(waiter.from, this.mark));
    }
  }
}
