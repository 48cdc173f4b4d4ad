/**
 * A small, scriptable OpenAI-compatible HTTP server for tests.
 *
 * Tests start it, queue the replies it should give (one per request, in order), point the real
 * `openai` SDK at `baseURL`, and afterwards inspect every request it received. It serves
 * `POST /v1/chat/completions` and `POST /v1/audio/transcriptions`; when the queue is empty it
 * answers 500 with a message saying the script ran out, so a test that sends more requests than
 * it scripted fails loudly instead of hanging.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One part of a multipart/form-data body. */
export interface MultipartPart {
  /** The form field name. */
  name: string;
  /** Present for file parts. */
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** The parsed form of a multipart/form-data request (e.g. an audio transcription). */
export interface MultipartForm {
  /** Text fields by name (last value wins). */
  fields: Record<string, string>;
  /** File parts, in order. */
  files: Array<{ field: string; filename: string; contentType: string | undefined; size: number; data: Buffer }>;
}

/** A request as the server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body bytes. */
  rawBody: Buffer;
  /** The parsed JSON body, when the request was JSON. */
  body: unknown;
  /** The parsed form, when the request was multipart/form-data. */
  multipart: MultipartForm | undefined;
}

/** Token usage to put in a completion reply; missing numbers are derived from the texts. */
export interface UsageNumbers {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

/** One scripted reply. Build them with the helpers in {@link reply}. */
export type ScriptedReply =
  | {
      kind: 'completion';
      /** Message content; an object is sent as its JSON text (structured outputs). */
      content: string | object;
      finishReason?: 'stop' | 'length' | 'content_filter';
      usage?: UsageNumbers | null;
      refusal?: string;
      /** llama.cpp's `timings` object, sent beside the usage (its server's signature). */
      timings?: Record<string, number>;
    }
  | { kind: 'error'; status: number; message: string; type?: string; code?: string | null; headers?: Record<string, string> }
  | { kind: 'garbage'; body: string; contentType: string; status: number }
  | { kind: 'emptyChoices' }
  | { kind: 'disconnect' }
  | { kind: 'stallBody' }
  | { kind: 'delay'; ms: number; then: ScriptedReply }
  | { kind: 'transcription'; text: string }
  | { kind: 'handler'; handle: (request: ReceivedRequest, response: ServerResponse) => void | Promise<void> }
  | { kind: 'decided'; decide: (request: ReceivedRequest) => string | object; usage?: UsageNumbers };

/** Builders for {@link ScriptedReply}. */
export const reply = {
  /** A chat completion whose message content is `content` (finish_reason "stop"). */
  completion(content: string, options: { usage?: UsageNumbers | null; timings?: Record<string, number> } = {}): ScriptedReply {
    return { kind: 'completion', content, usage: options.usage, ...(options.timings ? { timings: options.timings } : {}) };
  },
  /** A chat completion whose content is the JSON text of `value` (a structured output). */
  json(value: unknown, options: { usage?: UsageNumbers | null; timings?: Record<string, number> } = {}): ScriptedReply {
    return { kind: 'completion', content: JSON.stringify(value), usage: options.usage, ...(options.timings ? { timings: options.timings } : {}) };
  },
  /** A completion cut off by the token limit (finish_reason "length"). */
  cutOff(partialContent = '{"taskDescription": "Make'): ScriptedReply {
    return { kind: 'completion', content: partialContent, finishReason: 'length' };
  },
  /** A completion the model refused (message.refusal set, content null). */
  refusal(text: string): ScriptedReply {
    return { kind: 'completion', content: '', refusal: text };
  },
  /** An HTTP error with an OpenAI-style body; `headers` e.g. `{ 'retry-after': '1' }`. */
  error(status: number, message: string, headers: Record<string, string> = {}): ScriptedReply {
    return { kind: 'error', status, message, headers, type: errorTypeFor(status), code: null };
  },
  /** A 200 reply whose body is not a chat completion (by default, invalid JSON claiming to be JSON). */
  garbage(body = '<html>upstream proxy hiccup', contentType = 'application/json'): ScriptedReply {
    return { kind: 'garbage', body, contentType, status: 200 };
  },
  /** A well-formed completion with an empty `choices` list. */
  emptyChoices(): ScriptedReply {
    return { kind: 'emptyChoices' };
  },
  /** Sends the status line and part of the body, then destroys the connection. */
  disconnect(): ScriptedReply {
    return { kind: 'disconnect' };
  },
  /** Sends the status line and the start of the body, then nothing more (the connection stays open). */
  stallBody(): ScriptedReply {
    return { kind: 'stallBody' };
  },
  /** Waits `ms` before giving `then` (for timeout tests). */
  delay(ms: number, then: ScriptedReply): ScriptedReply {
    return { kind: 'delay', ms, then };
  },
  /** An audio transcription result `{ text }`. */
  transcription(text: string): ScriptedReply {
    return { kind: 'transcription', text };
  },
  /**
   * A chat completion whose content `decide` picks from the request (an object is sent as its JSON
   * text): a scripted model that reads what it is asked. `usage` fixes the tokens (else derived from the texts).
   */
  decided(decide: (request: ReceivedRequest) => string | object, options: { usage?: UsageNumbers } = {}): ScriptedReply {
    return { kind: 'decided', decide, ...(options.usage ? { usage: options.usage } : {}) };
  },
  /** Full control: the handler writes the response itself. */
  handler(handle: (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>): ScriptedReply {
    return { kind: 'handler', handle };
  },
};

/** A running scripted server. */
export interface ScriptedOpenAI {
  /** e.g. `http://127.0.0.1:41234/v1`, ready for `new OpenAI({ baseURL })`. */
  baseURL: string;
  /** The port it listens on (to build a "server down" URL after close). */
  port: number;
  /** Every request received, in order (including ones answered with "script ran out"). */
  requests: ReceivedRequest[];
  /** Queues replies, answered in order. */
  enqueue(...replies: ScriptedReply[]): void;
  /**
   * Answers every request `matches` accepts with `answer`, before the queue is looked at and
   * without using it: a server's fixed behaviour (see {@link behaveLikeLlamaCppPython}).
   */
  addRule(matches: (request: ReceivedRequest) => boolean, answer: () => ScriptedReply): void;
  /** How many queued replies have not been used yet. */
  pending(): number;
  /** Stops listening and drops open connections; calling it again is harmless. */
  close(): Promise<void>;
}

const SERVED_PATHS = new Set(['/v1/chat/completions', '/v1/audio/transcriptions']);

/** Starts a scripted server on 127.0.0.1 with an OS-chosen port. */
export async function startScriptedOpenAI(): Promise<ScriptedOpenAI> {
  const queue: ScriptedReply[] = [];
  const requests: ReceivedRequest[] = [];
  const rules: { matches: (request: ReceivedRequest) => boolean; answer: () => ScriptedReply }[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, `scripted server crashed: ${String(error)}`);
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const received = await readRequest(req);
    requests.push(received);
    if (req.method !== 'POST' || !SERVED_PATHS.has(received.path)) {
      sendError(res, 404, `scripted server does not serve ${req.method} ${received.path}`, 'not_found_error');
      return;
    }
    const rule = rules.find((r) => r.matches(received));
    if (rule !== undefined) {
      await respond(rule.answer(), received, res);
      return;
    }
    const next = queue.shift();
    if (next === undefined) {
      sendError(
        res,
        500,
        `scripted server: the script ran out (no reply queued for request #${requests.length}, ${req.method} ${received.path})`,
      );
      return;
    }
    await respond(next, received, res);
  }

  async function respond(scripted: ScriptedReply, received: ReceivedRequest, res: ServerResponse): Promise<void> {
    switch (scripted.kind) {
      case 'completion':
        if (received.path === '/v1/audio/transcriptions') {
          sendJson(res, 200, { text: typeof scripted.content === 'string' ? scripted.content : JSON.stringify(scripted.content) });
        } else if ((received.body as { stream?: unknown } | undefined)?.stream === true) {
          await sendStream(res, completionBody(scripted, received));
        } else {
          sendJson(res, 200, completionBody(scripted, received));
        }
        return;
      case 'transcription':
        sendJson(res, 200, { text: scripted.text });
        return;
      case 'decided': {
        const content = scripted.decide(received);
        sendJson(res, 200, completionBody({ kind: 'completion', content: typeof content === 'string' ? content : JSON.stringify(content), usage: scripted.usage }, received));
        return;
      }
      case 'error':
        sendError(res, scripted.status, scripted.message, scripted.type, scripted.code ?? null, scripted.headers);
        return;
      case 'garbage':
        res.writeHead(scripted.status, { 'content-type': scripted.contentType });
        res.end(scripted.body);
        return;
      case 'emptyChoices':
        sendJson(res, 200, { ...completionEnvelope(received), choices: [], usage: usageFor(received, '', undefined) });
        return;
      case 'disconnect':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
        res.write('{"id": "chatcmpl-cut", "choices": [');
        // Let the partial body reach the client before the connection dies.
        setImmediate(() => res.destroy());
        return;
      case 'stallBody':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
        res.write('{"id": "chatcmpl-stalled", "choices": [');
        return;
      case 'delay':
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            resolve();
          }, scripted.ms);
          timers.add(timer);
        });
        if (res.destroyed || res.writableEnded) return;
        await respond(scripted.then, received, res);
        return;
      case 'handler':
        await scripted.handle(received, res);
        return;
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // Closing twice (a test that stops the server, then afterEach) is harmless.
  let closing: Promise<void> | undefined;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    addRule: (matches, answer) => {
      rules.push({ matches, answer });
    },
    pending: () => queue.length,
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/**
 * Makes the server answer as llama-cpp-python's server does: it knows the response formats
 * `text` and `json_object` (with an optional `schema`, turned into a grammar) and answers HTTP 500
 * with a validation message to a `json_schema` one, however often it is asked.
 */
export function behaveLikeLlamaCppPython(server: ScriptedOpenAI): void {
  server.addRule(
    (request) => (request.body as { response_format?: { type?: unknown } } | undefined)?.response_format?.type === 'json_schema',
    () =>
      reply.error(
        500,
        "1 validation error for CreateChatCompletionRequest\nresponse_format.type\n  Input should be 'text' or 'json_object' [type=literal_error, input_value='json_schema', input_type=str]",
      ),
  );
}

function errorTypeFor(status: number): string {
  if (status === 401) return 'invalid_request_error';
  if (status === 403) return 'permission_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

async function readRequest(req: IncomingMessage): Promise<ReceivedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks);
  const contentType = req.headers['content-type'] ?? '';
  let body: unknown;
  let multipart: MultipartForm | undefined;
  if (contentType.includes('application/json') && rawBody.length > 0) {
    body = JSON.parse(rawBody.toString('utf8'));
  } else if (contentType.startsWith('multipart/form-data')) {
    multipart = parseMultipart(rawBody, contentType);
  }
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  return { method: req.method ?? 'GET', path, headers: req.headers, rawBody, body, multipart };
}

/** Parses a multipart/form-data body far enough for tests: names, filenames, types, bytes. */
export function parseMultipart(raw: Buffer, contentType: string): MultipartForm {
  const boundaryParam = contentType
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.toLowerCase().startsWith('boundary='));
  if (boundaryParam === undefined) throw new Error(`multipart content-type without a boundary: ${contentType}`);
  const boundary = boundaryParam.slice('boundary='.length).replace(/^"|"$/g, '');
  const delimiter = Buffer.from(`--${boundary}`);
  const form: MultipartForm = { fields: {}, files: [] };

  let cursor = raw.indexOf(delimiter);
  while (cursor !== -1) {
    const afterDelimiter = cursor + delimiter.length;
    // "--" right after the delimiter closes the body.
    if (raw.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const partStart = afterDelimiter + 2; // skip CRLF
    const next = raw.indexOf(delimiter, partStart);
    if (next === -1) break;
    const part = raw.subarray(partStart, next - 2); // drop the CRLF before the next delimiter
    const headerEnd = part.indexOf('\r\n\r\n');
    const headerText = part.subarray(0, headerEnd).toString('utf8');
    const data = part.subarray(headerEnd + 4);
    const parsed = parsePartHeaders(headerText);
    if (parsed.filename !== undefined) {
      form.files.push({
        field: parsed.name,
        filename: parsed.filename,
        contentType: parsed.contentType,
        size: data.length,
        data: Buffer.from(data),
      });
    } else {
      form.fields[parsed.name] = data.toString('utf8');
    }
    cursor = next;
  }
  return form;
}

function parsePartHeaders(headerText: string): { name: string; filename?: string; contentType?: string } {
  let name = '';
  let filename: string | undefined;
  let contentType: string | undefined;
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-type') contentType = value;
    if (key === 'content-disposition') {
      for (const param of value.split(';').map((item) => item.trim())) {
        const eq = param.indexOf('=');
        if (eq === -1) continue;
        const paramName = param.slice(0, eq).toLowerCase();
        const paramValue = param.slice(eq + 1).replace(/^"|"$/g, '');
        if (paramName === 'name') name = paramValue;
        if (paramName === 'filename') filename = paramValue;
      }
    }
  }
  return { name, filename, contentType };
}

function completionEnvelope(received: ReceivedRequest): Record<string, unknown> {
  const model = (received.body as { model?: unknown } | undefined)?.model;
  return {
    id: `chatcmpl-scripted-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: typeof model === 'string' ? model : 'scripted-model',
  };
}

function completionBody(
  scripted: Extract<ScriptedReply, { kind: 'completion' }>,
  received: ReceivedRequest,
): Record<string, unknown> {
  const content = typeof scripted.content === 'string' ? scripted.content : JSON.stringify(scripted.content);
  const message =
    scripted.refusal !== undefined
      ? { role: 'assistant', content: null, refusal: scripted.refusal }
      : { role: 'assistant', content, refusal: null };
  const body: Record<string, unknown> = {
    ...completionEnvelope(received),
    choices: [{ index: 0, message, logprobs: null, finish_reason: scripted.finishReason ?? 'stop' }],
  };
  if (scripted.usage !== null) body.usage = usageFor(received, content, scripted.usage);
  if (scripted.timings !== undefined) body.timings = scripted.timings;
  return body;
}

/** Usage numbers: given ones win; others are a rough length-based count (4 chars a token). */
function usageFor(received: ReceivedRequest, content: string, given: UsageNumbers | undefined): Required<UsageNumbers> {
  const messages = (received.body as { messages?: Array<{ content?: unknown }> } | undefined)?.messages ?? [];
  const promptChars = messages.reduce((sum, m) => sum + (typeof m.content === 'string' ? m.content.length : 0), 0);
  const prompt = given?.prompt_tokens ?? Math.ceil(promptChars / 4);
  const completion = given?.completion_tokens ?? Math.ceil(content.length / 4);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: given?.total_tokens ?? prompt + completion };
}

/**
 * A completion as a server streams it (`stream: true`): server-sent events of chunks, a few
 * characters of the content each, a pause between them so a client sees them arrive one by one;
 * the finish reason, then the usage and llama.cpp's `timings` on the last chunk; then `[DONE]`.
 */
async function sendStream(res: ServerResponse, body: Record<string, unknown>): Promise<void> {
  const { choices, usage, timings, ...envelope } = body as { choices: { message: { content: string | null } ; finish_reason: string }[]; usage?: unknown; timings?: unknown };
  const content = choices[0]?.message.content ?? '';
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (chunk: Record<string, unknown>) => res.write(`data: ${JSON.stringify({ ...envelope, object: 'chat.completion.chunk', ...chunk })}\n\n`);
  for (let i = 0; i < content.length; i += 4) {
    send({ choices: [{ index: 0, delta: { content: content.slice(i, i + 4) }, finish_reason: null }] });
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  send({ choices: [{ index: 0, delta: {}, finish_reason: choices[0]?.finish_reason ?? 'stop' }] });
  send({ choices: [], ...(usage === undefined ? {} : { usage }), ...(timings === undefined ? {} : { timings }) });
  res.end('data: [DONE]\n\n');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  type = 'server_error',
  code: string | null = null,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { message, type, param: null, code } }, headers);
}
