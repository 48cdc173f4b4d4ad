/**
 * A streamed chat completion read to its end: the reply's text as it arrives (told to a progress
 * callback, chunk by chunk), then one completion body of the same shape a non-streamed request
 * returns, so the same checks (classify-failure.ts) apply to both. llama.cpp's server puts its
 * `timings` and the usage on the last chunk.
 */

import { LIMITS } from '../limits.js';
import { ReplyBodyError } from './bounded-fetch.js';

/** What a person is shown while a reply streams in: the stage, the reply's tokens so far, its text so far. */
export interface TokenProgress {
  stage: string;
  /** Content chunks received so far (a server sends about one token a chunk). */
  tokens: number;
  text: string;
  /** True for the last report of a reply. */
  done: boolean;
}

interface Chunk {
  choices?: { delta?: { content?: string | null; refusal?: string | null }; finish_reason?: string | null }[];
  usage?: unknown;
  timings?: unknown;
}

/** Reads the chunks into one completion body, telling `onTokens` of each content chunk. */
export async function collectStream(chunks: AsyncIterable<unknown>, stage: string, onTokens: (progress: TokenProgress) => void): Promise<unknown> {
  let text = '';
  let refusal = '';
  let tokens = 0;
  let finishReason: string | null = null;
  let usage: unknown;
  let timings: unknown;
  let sawChoice = false;
  for await (const raw of chunks) {
    const chunk = raw as Chunk;
    const choice = chunk.choices?.[0];
    if (choice !== undefined) {
      sawChoice = true;
      const piece = choice.delta?.content;
      if (typeof piece === 'string' && piece !== '') {
        text += piece;
        // Past the reply bound the stream is left (which closes it): nothing more is read.
        if (text.length > LIMITS.llmReplyBytes && Buffer.byteLength(text, 'utf8') > LIMITS.llmReplyBytes) {
          throw new ReplyBodyError('oversized', `the reply is over ${LIMITS.llmReplyBytes.toLocaleString('en')} bytes (llmReplyBytes); it was not read further`);
        }
        tokens += 1;
        onTokens({ stage, tokens, text, done: false });
      }
      if (typeof choice.delta?.refusal === 'string') refusal += choice.delta.refusal;
      if (typeof choice.finish_reason === 'string') finishReason = choice.finish_reason;
    }
    if (chunk.usage !== undefined && chunk.usage !== null) usage = chunk.usage;
    if (chunk.timings !== undefined && chunk.timings !== null) timings = chunk.timings;
  }
  onTokens({ stage, tokens, text, done: true });
  const message = refusal !== '' ? { role: 'assistant', content: null, refusal } : { role: 'assistant', content: text };
  return {
    choices: sawChoice ? [{ index: 0, message, finish_reason: finishReason }] : [],
    ...(usage === undefined ? {} : { usage }),
    ...(timings === undefined ? {} : { timings }),
  };
}
