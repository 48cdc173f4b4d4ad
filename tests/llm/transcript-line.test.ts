import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { llmCallTranscriptLine, parseLlmCallLines } from '../../src/llm/transcript-line.js';
import type { LlmCallRecord } from '../../src/llm/types.js';

const call: LlmCallRecord = {
  version: 1,
  key: 'a'.repeat(64),
  stage: 'stage1',
  request: { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }], responseFormat: null, temperature: null, maxTokens: null, seed: null },
  response: { text: 'hello', finishReason: 'stop' },
  usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2, estimated: false, cachedPromptTokens: null },
  promptTokenEstimate: 8,
  latencyMs: 3,
  attempts: 1,
  cacheHit: false,
  startedAt: '2025-01-01T00:00:00.000Z',
  mode: null,
  timings: null,
};
const line = (value: unknown) => JSON.stringify(value);

describe('parseLlmCallLines', () => {
  it('reads the llm-call lines in order and skips the session’s other lines', () => {
    const second = { ...call, stage: 'codegen' };
    const text = [
      line({ type: 'session_start' }),
      line(llmCallTranscriptLine(call)),
      line({ type: 'user_decision', decision: 'approve' }),
      line(llmCallTranscriptLine(second)),
      '',
    ].join('\n');
    expect(parseLlmCallLines(text, 't.jsonl')).toEqual([call, second]);
  });

  it('ignores a last line cut off by a crash', () => {
    const text = `${line(llmCallTranscriptLine(call))}\n{"type": "llm-call", "call": {"vers`;
    expect(parseLlmCallLines(text, 't.jsonl')).toEqual([call]);
  });

  it('names file and line for a broken line in the middle', () => {
    const text = `${line(llmCallTranscriptLine(call))}\n{oops\n${line(llmCallTranscriptLine(call))}\n`;
    expect(() => parseLlmCallLines(text, 'runs/x/transcript.jsonl')).toThrow(InputError);
    expect(() => parseLlmCallLines(text, 'runs/x/transcript.jsonl')).toThrow(/^runs\/x\/transcript\.jsonl:2: not valid JSON/);
  });

  it('names the field of an invalid record', () => {
    const text = `${line({ type: 'llm-call', call: { ...call, attempts: -1 } })}\n`;
    expect(() => parseLlmCallLines(text, 't.jsonl')).toThrow(/^t\.jsonl:1: call\.attempts/);
  });
});
