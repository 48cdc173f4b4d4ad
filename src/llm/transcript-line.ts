/**
 * How an LLM call appears in a session transcript (JSONL): one line
 * `{"type": "llm-call", "time": ..., "call": <LlmCallRecord>}`. Other line types belong to the session and
 * are skipped here. Replay reads the calls back from a transcript with this module.
 */
import { readFile } from 'node:fs/promises';
import { InputError } from '../errors.js';
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
  const lines = text.split('\n');
  const calls: LlmCallRecord[] = [];
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const unterminated = index === lines.length - 1;
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      if (unterminated) return;
      throw new InputError(`${file}:${lineNumber}: not valid JSON (${(error as Error).message})`, {
        file,
        line: lineNumber,
      });
    }
    if ((json as { type?: unknown } | null)?.type !== LLM_CALL_LINE_TYPE) return;
    const parsed = LlmCallRecordSchema.safeParse((json as { call?: unknown }).call);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = ['call', ...(issue?.path ?? [])].join('.');
      throw new InputError(`${file}:${lineNumber}: invalid LLM call record: ${field}: ${issue?.message ?? 'unknown problem'}`, {
        file,
        line: lineNumber,
      });
    }
    calls.push(parsed.data);
  });
  return calls;
}

/** Reads the LLM calls of the transcript file at `path`. */
export async function readLlmCallsFromTranscript(path: string): Promise<LlmCallRecord[]> {
  return parseLlmCallLines(await readFile(path, 'utf8'), path);
}
