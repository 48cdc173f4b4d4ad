/**
 * An in-process terminal for inquirer's prompts: the input stream gets the bytes a keyboard
 * sends (decoded by readline as from a real terminal), the output stream fills a screen.
 */
import { PassThrough, Writable } from 'node:stream';
import { keyBytes, Screen, type KeyName, type Keyboard } from './screen.js';

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

export class VirtualTerminal implements Keyboard {
  /** Give this to inquirer as `context.input`. */
  readonly input = new PassThrough();
  /** Give this to inquirer as `context.output`. */
  readonly output: Writable;
  private readonly screen = new Screen();

  constructor() {
    this.output = new ScreenStream((text) => this.screen.append(text));
  }

  /** Text printed outside the prompts (the approver's `print`). */
  print = (text: string): void => {
    this.screen.append(text);
  };

  /** Everything shown so far. */
  get shown(): string {
    return this.screen.shown;
  }

  waitFor(text: string): Promise<string> {
    return this.screen.waitFor(text);
  }

  press(...keys: KeyName[]): void {
    for (const key of keys) this.input.write(keyBytes(key));
  }

  type(text: string): void {
    this.input.write(text);
  }
}
