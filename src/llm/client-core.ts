/**
 * The part of a client that is the same live and in replay: building requests, validating
 * structured replies with zod, and repeating a request with the validation error.
 */
import { z } from 'zod';
import { LlmReplyError } from './errors.js';
import { jsonSchemaResponseFormat } from './response-format.js';
import type { ChatMessage, LlmCallRecord, LlmClient, LlmRequest, ReplyCheck, StructuredResult, TextResult } from './types.js';

/** Makes one exchange for a request and returns its record (live: the endpoint; replay: the store). */
export type CallFn = (stage: string, request: LlmRequest) => Promise<LlmCallRecord>;

export interface ClientSettings {
  model: string;
  /** null: let the endpoint use its default. */
  temperature: number | null;
  /** How many times a reply failing its schema (or a text reply failing its check) is answered with the problem and asked again. */
  schemaRetries: number;
}

/** Builds an `LlmClient` around a call function. */
export function buildLlmClient(settings: ClientSettings, call: CallFn): LlmClient {
  const request = (messages: ChatMessage[], responseFormat: LlmRequest['responseFormat']): LlmRequest => ({
    model: settings.model,
    messages,
    responseFormat,
    temperature: settings.temperature,
  });

  /**
   * Asks until `read` accepts a reply: a refused one is answered with its feedback (after the
   * reply itself) and asked again, up to `schemaRetries` times.
   */
  async function askUntilUsable<T>(
    stage: string,
    messages: ChatMessage[],
    responseFormat: LlmRequest['responseFormat'],
    read: (text: string) => { ok: true; value: T } | { ok: false; problem: string; feedback: string },
  ): Promise<{ ok: true; value: T; calls: LlmCallRecord[] } | { ok: false; problem: string; calls: LlmCallRecord[] }> {
    const calls: LlmCallRecord[] = [];
    let conversation = [...messages];
    let problem = '';
    for (let retry = 0; retry <= settings.schemaRetries; retry += 1) {
      const record = await call(stage, request(conversation, responseFormat));
      calls.push(record);
      const reply = read(record.response.text);
      if (reply.ok) return { ok: true, value: reply.value, calls };
      problem = reply.problem;
      conversation = [...conversation, { role: 'assistant', content: record.response.text }, { role: 'user', content: reply.feedback }];
    }
    return { ok: false, problem, calls };
  }

  async function structured<S extends z.ZodType>(
    stage: string,
    messages: ChatMessage[],
    schema: S,
    schemaName: string,
  ): Promise<StructuredResult<z.infer<S>>> {
    const asked = await askUntilUsable(stage, messages, jsonSchemaResponseFormat(schema, schemaName), (text) => {
      const checked = validateReply(text, schema);
      return checked.ok ? checked : { ok: false, problem: checked.problem, feedback: validationFeedback(schemaName, checked.problem) };
    });
    if (asked.ok) return { value: asked.value, validationRetries: asked.calls.length - 1, calls: asked.calls };
    throw new LlmReplyError(stage, 'schema', `the reply did not match schema '${schemaName}' after ${settings.schemaRetries + 1} attempts: ${asked.problem}`);
  }

  async function text(stage: string, messages: ChatMessage[], check?: ReplyCheck): Promise<TextResult> {
    const asked = await askUntilUsable(stage, messages, null, (reply) => {
      const refused = check?.(reply) ?? null;
      return refused === null ? { ok: true, value: reply } : { ok: false, ...refused };
    });
    if (asked.ok) return { text: asked.value, call: asked.calls.at(-1)!, calls: asked.calls };
    throw new LlmReplyError(stage, 'unusable', `the reply could not be used after ${settings.schemaRetries + 1} attempts: ${asked.problem}`);
  }

  return { model: settings.model, structured, text };
}

/** The user message that sends a validation error back to the model. */
export function validationFeedback(schemaName: string, problem: string): string {
  return (
    `Your reply does not match the required JSON schema '${schemaName}':\n${problem}\n` +
    'Reply again with only the corrected JSON object.'
  );
}

type Validated<T> = { ok: true; value: T } | { ok: false; problem: string };

function validateReply<S extends z.ZodType>(text: string, schema: S): Validated<z.infer<S>> {
  let json: unknown;
  try {
    json = JSON.parse(stripFence(text));
  } catch (error) {
    return { ok: false, problem: `the reply is not valid JSON (${(error as Error).message})` };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: z.prettifyError(parsed.error) };
  return { ok: true, value: parsed.data };
}

/** Some OpenAI-compatible servers wrap JSON in a markdown fence despite json_schema mode. */
function stripFence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('```')) return trimmed;
  const firstNewline = trimmed.indexOf('\n');
  const closing = trimmed.lastIndexOf('```');
  if (firstNewline === -1 || closing <= firstNewline) return trimmed;
  return trimmed.slice(firstNewline + 1, closing).trim();
}
