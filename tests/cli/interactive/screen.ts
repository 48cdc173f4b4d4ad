/**
 * What a terminal has shown, without colours and cursor movements, and a way to wait until
 * some text appears on it before typing (no sleeps).
 */
import { stripVTControlCharacters } from 'node:util';
import { EVENT_BOUND_MS } from '../../helpers/wait.js';

const KEYS = {
  enter: '\r',
  down: '\x1b[B',
  up: '\x1b[A',
  'ctrl-c': '\x03',
} as const;
export type KeyName = keyof typeof KEYS;

/** The bytes a key sends. */
export function keyBytes(key: KeyName): string {
  return KEYS[key];
}

/** A terminal a test reads and types into. */
export interface Keyboard {
  waitFor(text: string): Promise<string>;
  press(...keys: KeyName[]): void;
  type(text: string): void;
}

interface Waiter {
  text: string;
  from: number;
  resolve: (shown: string) => void;
}

export class Screen {
  private text = '';
  /** Where the next `waitFor` starts looking (the end of the last match). */
  private mark = 0;
  private readonly waiters = new Set<Waiter>();

  constructor(private readonly deadlineMs = EVENT_BOUND_MS) {}

  /** Everything shown so far. */
  get shown(): string {
    return this.text;
  }

  append(raw: string): void {
    this.text += stripVTControlCharacters(raw);
    for (const waiter of [...this.waiters]) {
      const at = this.text.indexOf(waiter.text, waiter.from);
      if (at === -1) continue;
      this.waiters.delete(waiter);
      this.mark = at + waiter.text.length;
      waiter.resolve(this.text.slice(waiter.from, this.mark));
    }
  }

  /**
   * Resolves once `text` appears after the previous match, with what was shown from there.
   * Fails after the deadline with the end of the screen, so a wrong expectation does not hang.
   */
  waitFor(text: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`the terminal did not show ${JSON.stringify(text)} within ${this.deadlineMs / 1000} s; it ends with:\n${this.text.slice(-1500)}`));
      }, this.deadlineMs);
      const waiter: Waiter = {
        text,
        from: this.mark,
        resolve: (shown) => {
          clearTimeout(timer);
          resolve(shown);
        },
      };
      this.waiters.add(waiter);
      this.append('');
    });
  }
}
