/**
 * The fetch the `openai` SDK is given: the real one, with every reply's body held to a bound
 * while it is read. A body past `llmReplyBodyBytes` (`llmStreamBytes` for a stream) is not read
 * further: the read is cancelled, which closes the connection, so a 300 MB reply costs at most
 * the bound in memory. A JSON body nested deeper than `llmReplyDepth` is refused before it is
 * parsed (200,000 nested brackets overflow the stack of whatever walks the value). Both are
 * typed errors the retry loop classifies (classify-failure.ts).
 */
import { LIMITS, type InputLimits } from '../limits.js';
import { jsonNestingOver } from './json-depth.js';

/** Why a reply's body was not used: too large (not worth another try), nested too deep, or cut off (the connection lost mid-body). */
export class ReplyBodyError extends Error {
  readonly reason: 'oversized' | 'too-deep' | 'cut';
  constructor(reason: 'oversized' | 'too-deep' | 'cut', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReplyBodyError';
    this.reason = reason;
  }
}

type Limits = Pick<InputLimits, 'llmReplyBodyBytes' | 'llmStreamBytes' | 'llmReplyDepth'>;

const n = (x: number) => x.toLocaleString('en');

/** `fetch`, with each reply's body bounded as above. */
export function boundedFetch(limits: Limits = LIMITS, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (response.body === null) return response;
    const init2 = { status: response.status, statusText: response.statusText, headers: response.headers };
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      return new Response(bounded(response.body, limits.llmStreamBytes, 'llmStreamBytes'), init2);
    }
    const bytes = await readAll(bounded(response.body, limits.llmReplyBodyBytes, 'llmReplyBodyBytes')).catch((error: unknown) => {
      if (error instanceof ReplyBodyError) throw error;
      // Read here rather than by the SDK: said as the SDK's own read would have been, a lost connection.
      throw new ReplyBodyError('cut', `connection lost while reading the reply (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    });
    const depth = jsonNestingOver(bytes, limits.llmReplyDepth);
    if (depth) throw new ReplyBodyError('too-deep', `the reply's body nests deeper than ${n(limits.llmReplyDepth)} levels (llmReplyDepth); it was not parsed`);
    return new Response(new Uint8Array(bytes), init2);
  };
}

/** The stream, failing with ReplyBodyError (and cancelling the source) past `maximum` bytes. */
function bounded(source: ReadableStream<Uint8Array>, maximum: number, limit: 'llmReplyBodyBytes' | 'llmStreamBytes'): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      total += value.byteLength;
      if (total > maximum) {
        // Cancelling the read closes the connection: nothing more of the reply is received.
        await reader.cancel().catch(() => undefined);
        controller.error(new ReplyBodyError('oversized', `the reply's body is over ${n(maximum)} bytes (${limit}); it was not read further`));
        return;
      }
      controller.enqueue(value);
    },
    async cancel(reason) {
      await reader.cancel(reason);
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
