/**
 * The part of a client that is the same live and in replay: building requests, asking for a
 * structured reply in the endpoint's mode (falling back to weaker modes while the endpoint
 * refuses them), validating it with zod, and repeating a request with the validation error.
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
  LlmCallRecord,
  LlmClient,
  LlmRecorder,
  LlmRequest,
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
  /** How many times a reply failing the schema is answered with the error and asked again. */
  schemaRetries: number;
  /** The structured-output mode of the endpoint (shared by its clients). */
  modes: EndpointModes;
  /** Which failures are refusals of a mode (live: HTTP refusals; replay: a mode never recorded). */
  refusalOf: RefusalOf;
  /** Receives the structured-mode note (once per client). */
  recorder?: LlmRecorder | undefined;
}

/** Builds an `LlmClient` around a call function. */
export function buildLlmClient(settings: ClientSettings, call: CallFn): LlmClient {
  const { modes, sampling } = settings;
  let noted = false;

  const request = (stage: string, messages: ChatMessage[], responseFormat: LlmRequest['responseFormat'], options: CallOptions = {}): LlmRequest => ({
    model: settings.model,
    messages,
    responseFormat,
    temperature: options.explore === true ? exploring(sampling.temperature) : sampling.temperature,
    maxTokens: maxTokensFor(stage, sampling.maxTokens),
    seed: sampling.seed,
  });

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
    const calls: LlmCallRecord[] = [];
    let followUp: ChatMessage[] = [];
    let lastProblem = '';
    for (let retry = 0; retry <= settings.schemaRetries; retry += 1) {
      const record = await structuredCall(stage, messages, followUp, schema, schemaName, options);
      calls.push(record);
      const checked = validateReply(record, schema);
      if (checked.ok) return { value: checked.value, validationRetries: retry, calls };
      lastProblem = checked.problem;
      followUp = [
        ...followUp,
        { role: 'assistant', content: record.response.text },
        { role: 'user', content: validationFeedback(schemaName, checked.problem) },
      ];
    }
    throw new LlmReplyError(
      stage,
      'schema',
      `the reply did not match schema '${schemaName}' after ${settings.schemaRetries + 1} attempts: ${lastProblem}`,
    );
  }

  async function text(stage: string, messages: ChatMessage[], options: CallOptions = {}): Promise<TextResult> {
    const record = await call(stage, request(stage, [...messages], null, options), null);
    return { text: record.response.text, call: record };
  }

  return { model: settings.model, structuredMode: () => modes.settled, structured, text };
}

/** The least temperature of a call that explores (see CallOptions). */
export const EXPLORE_TEMPERATURE = 0.7;

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
