/** Confirming or correcting a transcript at the terminal (inquirer on test streams). */
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { acceptingTranscriptReviewer, terminalTranscriptReviewer } from '../../src/voice/review.js';

/** A fake terminal: what the prompts print, and keys to send once a text appears. */
function fakeTerminal() {
  const input = new PassThrough();
  let screen = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      screen += chunk.toString();
      for (const waiter of waiters.filter((w) => screen.includes(w.text))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      done();
    },
  });
  // Like process.stdout, the terminal stays open when a prompt that piped into it ends.
  output.end = () => output;
  return {
    context: { input, output },
    /** Resolves once `text` has been shown. */
    shown: (text: string) =>
      new Promise<void>((resolve) => {
        if (screen.includes(text)) resolve();
        else waiters.push({ text, resolve });
      }),
    type(text: string) {
      input.write(text);
      for (const char of text) input.emit('keypress', null, { name: char });
    },
    key(name: string, modifiers: { ctrl?: boolean } = {}) {
      input.emit('keypress', null, { name, ...modifiers });
    },
  };
}

describe('terminalTranscriptReviewer', () => {
  it('prints what it heard; confirming keeps the transcript', async () => {
    const terminal = fakeTerminal();
    const printed: string[] = [];
    const review = terminalTranscriptReviewer((t) => printed.push(t), terminal.context)('I feel hungry.');
    await terminal.shown('Plan this request?');
    terminal.key('enter');
    await expect(review).resolves.toEqual({ instruction: 'I feel hungry.', edited: false });
    expect(printed.join('')).toBe('Heard: "I feel hungry."\n');
  });

  it('answering no puts the transcript in an input line to correct in place', async () => {
    const terminal = fakeTerminal();
    const review = terminalTranscriptReviewer(() => {}, terminal.context)('I feel hungary');
    await terminal.shown('Plan this request?');
    terminal.type('n');
    terminal.key('enter');
    await terminal.shown('Your request:');
    terminal.key('backspace');
    terminal.key('backspace');
    terminal.key('backspace');
    terminal.type('ry. Make me breakfast.');
    terminal.key('enter');
    await expect(review).resolves.toEqual({ instruction: 'I feel hungry. Make me breakfast.', edited: true });
  });
});

describe('acceptingTranscriptReviewer', () => {
  it('takes the transcript as is and says so', async () => {
    const printed: string[] = [];
    await expect(acceptingTranscriptReviewer((t) => printed.push(t))('I feel hungry.')).resolves.toEqual({
      instruction: 'I feel hungry.',
      edited: false,
    });
    expect(printed).toEqual(['Heard: "I feel hungry." (accepted without asking)\n']);
  });
});
