/**
 * How an LLM call appears in a session transcript (JSONL): one line
 * `{"type": "llm-call", "time": ..., "call": <LlmCallRecord>}`. Other line types belong to the session and
 * are skipped here. Replay reads the calls back from a transcript with this module.
 */
import { parseJsonLines, validateJsonLine } from '../jsonl.js';
import { LlmCallRecordSchema, type LlmCallRecord } from './types.js';

export const LLM_CALL_LINE_TYPE = 'llm-call';

/** The transcript line (as an object; the transcript writes it with JSON.stringify). */
export function llmCallTranscriptLine(call: LlmCallRecord): { type: typeof LLM_CALL_LINE_TYPE; call: LlmCallRecord } {
  return { type: LLM_CALL_LINE_TYPE, call };
}

/**
 * The LLM calls of a transcript, in order. A last line without its newline is ignored (the
 * process died while writing it); any other unreadable line is an error naming file and line.
 */
export function parseLlmCallLines(text: string, file: string): LlmCallRecord[] {
  return parseJsonLines(text, file)
    .filter((entry) => (entry.value as { type?: unknown } | null)?.type === LLM_CALL_LINE_TYPE)
    .map((entry) => validateJsonLine(LlmCallRecordSchema, { ...entry, value: (entry.value as { call?: unknown }).call }, file, ['call']));
}
