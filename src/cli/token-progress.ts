/**
 * What a person sees while a local model writes a reply: the stage and the tokens as they arrive.
 * On a terminal one line is redrawn in place (the count and the reply's last words); on a sink
 * that is no terminal, a line every PLAIN_EVERY tokens and one when the reply is whole.
 */
import { displaySafe } from '../display.js';
import type { TextSink } from '../io.js';
import type { TokenProgress } from '../llm/index.js';

const PLAIN_EVERY = 50;
const TAIL = 60;

/** The onTokens callback printing to `sink`. */
export function tokenProgressPrinter(sink: TextSink): (progress: TokenProgress) => void {
  const started = new Map<string, number>();
  return (progress) => {
    const key = progress.stage;
    if (!started.has(key)) started.set(key, Date.now());
    const seconds = ((Date.now() - started.get(key)!) / 1000).toFixed(1);
    const head = `  LLM ${progress.stage}: ${progress.tokens} token${progress.tokens === 1 ? '' : 's'}`;
    if (progress.done) started.delete(key);
    if (sink.isTTY === true && sink.writeShown !== undefined) {
      const tail = displaySafe(progress.text.replace(/\s+/g, ' ').slice(-TAIL));
      sink.writeShown(`\r\x1b[K${displaySafe(head)}${progress.done ? ` in ${seconds} s` : `  ${tail}`}${progress.done ? '\n' : ''}`);
      return;
    }
    if (progress.done) sink.write(`${head} in ${seconds} s, done\n`);
    else if (progress.tokens === 1 || progress.tokens % PLAIN_EVERY === 0) sink.write(`${head} so far\n`);
  };
}
