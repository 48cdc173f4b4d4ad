/**
 * A command run in a pseudo-terminal (util-linux `script`), so that it sees a TTY on stdin and
 * stderr exactly as with a person at the keyboard; the test types into it and reads its screen.
 */
import { execa, type ResultPromise } from 'execa';
import { keyBytes, Screen, type KeyName, type Keyboard } from './screen.js';

export class PtyProcess implements Keyboard {
  private readonly screen = new Screen();
  private readonly child: ResultPromise<{ reject: false }>;

  constructor(argv: readonly string[], env: NodeJS.ProcessEnv) {
    const command = argv.map(shellQuote).join(' ');
    // -e: exit with the command's exit code; -f: flush output at once; no typescript file.
    this.child = execa('script', ['-qefc', command, '/dev/null'], { env: { ...env, TERM: 'xterm' }, reject: false });
    this.child.stdout.on('data', (chunk: Buffer) => this.screen.append(chunk.toString()));
  }

  /** Everything shown so far. */
  get shown(): string {
    return this.screen.shown;
  }

  waitFor(text: string): Promise<string> {
    return this.screen.waitFor(text);
  }

  press(...keys: KeyName[]): void {
    for (const key of keys) this.child.stdin.write(keyBytes(key));
  }

  type(text: string): void {
    this.child.stdin.write(text);
  }

  /** Waits for the command to end; its exit code. */
  async exitCode(): Promise<number | undefined> {
    const result = await this.child;
    return result.exitCode;
  }
}

function shellQuote(arg: string): string {
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}
