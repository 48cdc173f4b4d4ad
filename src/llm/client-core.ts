/**
 * The part of a client that is the same live and in replay: building requests, asking for a
 * structured reply in the endpoint's mode (falling back to weaker modes while the endpoint
 * refuses them), validating it with zod, and asking again (with the problem) until a reply is
 * usable, for structured replies and for text replies a caller checks.
 */
import { z } from 'zod';
import type { EndpointModes } from './endpoint-modes.js';
import { LlmReplyError } from './errors.js';
import { parseJsonReply } from './json-reply.js';
import { maxTokensFor, type Sampling } from './sampling.js';
import { structuredRequestShape } from './structured-modes.js';
import type {
  CallOptions,
  ChatMessage,
  GrammarReply,
  GrammarResult,
  LlmCallRecord,
  LlmClient,
  LlmRecorder,
  LlmRequest,
  ReplyCheck,
  StructuredMode,
  StructuredResult,
  TextResult,
} from './types.js';

/** Makes one exchange for a request and returns its record (live: the endpoint; replay: the store). */
export type CallFn = (stage: string, request: LlmRequest, mode: StructuredMode | null) => Promise<LlmCallRecord>;

/** A failure of a call that says the endpoint refused the request's shape (not the content). */
export type RefusalOf = (error: unknown) => { status: number | null; message: string } | undefined;

export interface ClientSettings {
  model: string;
  sampling: Sampling;
  /** How many times a reply failing its schema (or a text reply failing its check) is answered with the problem and asked again. */
  schemaRetries: number;
  /** The structured-output mode of the endpoint (shared by its clients). */
  modes: EndpointModes;
  /** Which failures are refusals of a mode (live: HTTP refusals; replay: a mode never recorded). */
  refusalOf: RefusalOf;
  /** Receives the structured-mode note (once per client). */
  recorder?: LlmRecorder | undefined;
}

/**
 * How a reply was judged: usable (with its value), or the problem and the message that asks
 * again. A `runaway` reply (cut off at its token limit) is not sent back: a model shown its own
 * loop tends to go on with it, and the prompt would grow by the whole limit each time.
 */
type Judged<T> = { ok: true; value: T } | { ok: false; problem: string; feedback: string; runaway?: boolean };

/** The least temperature of a call that explores (see CallOptions). */
export const EXPLORE_TEMPERATURE = 0.7;

/** Builds an `LlmClient` around a call function. */
export function buildLlmClient(settings: ClientSettings, exchange: CallFn): LlmClient {
  const { modes, sampling } = settings;
  let noted = false;
  // A reply with llama.cpp's `timings` says the endpoint is its server, which takes a GBNF grammar.
  const call: CallFn = async (stage, request, mode) => {
    const record = await exchange(stage, request, mode);
    if (record.timings !== null && modes.grammar === undefined) modes.grammar = true;
    return record;
  };

  const request = (stage: string, messages: ChatMessage[], responseFormat: LlmRequest['responseFormat'], options: CallOptions, grammar?: string): LlmRequest => ({
    model: settings.model,
    messages,
    responseFormat,
    temperature: options.explore === true ? exploring(sampling.temperature) : sampling.temperature,
    maxTokens: maxTokensFor(stage, sampling.maxTokens),
    seed: sampling.seed,
    ...(grammar === undefined ? {} : { grammar }),
  });

  /**
   * Asks until `judge` accepts a reply: a refused one is answered with its feedback (after the
   * reply itself) and asked again, up to `schemaRetries` times. `send` makes one exchange with
   * the follow-up messages so far.
   */
  async function askUntilUsable<T>(
    send: (followUp: ChatMessage[], explore: boolean) => Promise<LlmCallRecord>,
    judge: (record: LlmCallRecord) => Judged<T>,
  ): Promise<{ ok: true; value: T; calls: LlmCallRecord[] } | { ok: false; problem: string; calls: LlmCallRecord[] }> {
    const calls: LlmCallRecord[] = [];
    let followUp: ChatMessage[] = [];
    let explore = false;
    let problem = '';
    for (let retry = 0; retry <= settings.schemaRetries; retry += 1) {
      const record = await send(followUp, explore);
      calls.push(record);
      const judged = judge(record);
      if (judged.ok) return { ok: true, value: judged.value, calls };
      problem = judged.problem;
      // A runaway reply is asked for afresh, saying why, and sampled more freely: the same prompt
      // at the same temperature would run into the same loop.
      followUp = judged.runaway === true
        ? [{ role: 'user', content: judged.feedback }]
        : [...followUp, { role: 'assistant', content: record.response.text }, { role: 'user', content: judged.feedback }];
      explore ||= judged.runaway === true;
    }
    return { ok: false, problem, calls };
  }

  /** One structured exchange in the endpoint's mode, moving down the modes while they are refused. */
  async function structuredCall(stage: string, messages: ChatMessage[], followUp: ChatMessage[], schema: z.ZodType, schemaName: string, options: CallOptions) {
    let firstRefusal: unknown;
    let detectedHere = false;
    for (;;) {
      const mode = modes.current;
      const shape = structuredRequestShape(mode, messages, schema, schemaName);
      try {
        const record = await call(stage, request(stage, [...shape.messages, ...followUp], shape.responseFormat, options), mode);
        if (modes.settled === undefined) {
          modes.settle(mode);
          detectedHere = true;
        }
        if (!noted) {
          noted = true;
          settings.recorder?.structuredMode?.(modes.note(detectedHere));
        }
        return record;
      } catch (error) {
        const refusal = modes.settled === undefined ? settings.refusalOf(error) : undefined;
        const next = refusal === undefined ? undefined : modes.refuse({ mode, ...refusal });
        if (next === undefined) throw firstRefusal ?? error;
        firstRefusal ??= error;
      }
    }
  }

  async function structured<S extends z.ZodType>(
    stage: string,
    messages: ChatMessage[],
    schema: S,
    schemaName: string,
    options: CallOptions = {},
  ): Promise<StructuredResult<z.infer<S>>> {
    const asked = await askUntilUsable(
      (followUp, explore) => structuredCall(stage, messages, followUp, schema, schemaName, explore ? { ...options, explore } : options),
      (record): Judged<z.infer<S>> => {
        const checked = validateReply(record, schema);
        return checked.ok ? checked : { ok: false, problem: checked.problem, feedback: validationFeedback(schemaName, checked.problem), runaway: isRunaway(record) };
      },
    );
    if (asked.ok) return { value: asked.value, validationRetries: asked.calls.length - 1, calls: asked.calls };
    throw schemaFailure(stage, schemaName, asked.problem);
  }

  async function text(stage: string, messages: ChatMessage[], check?: ReplyCheck, options: CallOptions = {}): Promise<TextResult> {
    const asked = await askUntilUsable(
      (followUp, explore) => call(stage, request(stage, [...messages, ...followUp], null, explore ? { ...options, explore } : options), null),
      (record): Judged<string> => {
        const refused = check?.(record.response.text) ?? null;
        return refused === null ? { ok: true, value: record.response.text } : { ok: false, ...refused, runaway: isRunaway(record) };
      },
    );
    if (asked.ok) return { text: asked.value, call: asked.calls.at(-1)!, calls: asked.calls };
    throw new LlmReplyError(stage, 'unusable', `the reply could not be used after ${settings.schemaRetries + 1} attempts: ${asked.problem}`);
  }

  async function grammar(stage: string, messages: ChatMessage[], reply: GrammarReply, options: CallOptions = {}): Promise<GrammarResult> {
    if (modes.grammar !== true) return { ok: false, unsupported: true, calls: [] };
    let refused = false;
    const asked = await askUntilUsable(
      async (followUp, explore) => {
        try {
          return await call(stage, request(stage, [...messages, ...followUp], null, explore ? { ...options, explore } : options, reply.grammar), null);
        } catch (error) {
          if (settings.refusalOf(error) === undefined) throw error;
          refused = true;
          throw error;
        }
      },
      (record): Judged<string> => {
        const problem = reply.check(record.response.text);
        return problem === null ? { ok: true, value: record.response.text } : { ok: false, ...problem, runaway: isRunaway(record) };
      },
    ).catch((error: unknown) => {
      // The server refused the grammar after all: it takes none, and the caller asks another way.
      if (!refused) throw error;
      modes.grammar = false;
      return undefined;
    });
    if (asked === undefined) return { ok: false, unsupported: true, calls: [] };
    if (asked.ok) return { ok: true, text: asked.value, call: asked.calls.at(-1)!, calls: asked.calls };
    if (reply.schemaName !== undefined) throw schemaFailure(stage, reply.schemaName, asked.problem);
    throw new LlmReplyError(stage, 'unusable', `the reply could not be used after ${settings.schemaRetries + 1} attempts: ${asked.problem}`);
  }

  /** A reply that never matched its schema, whatever form it was asked in. */
  function schemaFailure(stage: string, schemaName: string, problem: string): LlmReplyError {
    return new LlmReplyError(stage, 'schema', `the reply did not match schema '${schemaName}' after ${settings.schemaRetries + 1} attempts: ${problem}`);
  }

  return { model: settings.model, structuredMode: () => modes.settled, structured, text, grammar };
}

/** Whether a reply ran to its token limit. */
function isRunaway(record: LlmCallRecord): boolean {
  return record.response.finishReason === 'length';
}

/** The temperature of an exploring call: at least EXPLORE_TEMPERATURE; the endpoint's default stays (it samples already). */
function exploring(temperature: number | null): number | null {
  return temperature === null ? null : Math.max(temperature, EXPLORE_TEMPERATURE);
}

/** The user message that sends a validation error back to the model. */
export function validationFeedback(schemaName: string, problem: string): string {
  return (
    `Your reply does not match the required JSON schema '${schemaName}':\n${problem}\n` +
    'Reply again with only the corrected JSON object.'
  );
}

type Validated<T> = { ok: true; value: T } | { ok: false; problem: string };

function validateReply<S extends z.ZodType>(record: LlmCallRecord, schema: S): Validated<z.infer<S>> {
  const json = parseJsonReply(record.response.text);
  if (!json.ok) {
    // A reply cut off at its token limit is never valid JSON; say so, so the next one is shorter.
    const cut = record.response.finishReason === 'length';
    const limit = record.request.maxTokens;
    return {
      ok: false,
      problem: cut ? `the reply was cut off at the limit of ${limit ?? 'the'} tokens before the JSON object ended: write a shorter reply` : json.problem,
    };
  }
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) return { ok: false, problem: z.prettifyError(parsed.error) };
  return { ok: true, value: parsed.data };
}
