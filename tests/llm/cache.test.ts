import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { openLlmCache } from '../../src/llm/cache.js';
import { requestKey } from '../../src/llm/request-key.js';
import type { LlmCallRecord, LlmRequest } from '../../src/llm/types.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'iteraplan-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function recordFor(content: string, replyText: string): LlmCallRecord {
  const request: LlmRequest = { model: 'gpt-4o', messages: [{ role: 'user', content }], responseFormat: null, temperature: null, maxTokens: 1024, seed: null };
  return {
    version: 1,
    key: requestKey(request),
    stage: 'codegen',
    request,
    response: { text: replyText, finishReason: 'stop' },
    usage: { promptTokens: 5, completionTokens: 2, totalTokens: 7, estimated: false },
    promptTokenEstimate: 9,
    latencyMs: 12.5,
    attempts: 1,
    cacheHit: false,
    startedAt: '2025-01-01T00:00:00.000Z',
    mode: null,
  };
}

describe('openLlmCache', () => {
  it('returns nothing for an unknown key, and what was put for a known one', async () => {
    const cache = openLlmCache(join(dir, 'nested', 'cache'));
    const record = recordFor('hello', 'world');
    expect(await cache.replies(record.key)).toEqual([]);
    await cache.put(record, 0);
    expect(await cache.replies(record.key)).toEqual([record]);
    expect(await cache.replies(recordFor('other', 'x').key)).toEqual([]);
  });

  it('keeps each occurrence of a request in order and overwrites an occurrence re-recorded', async () => {
    const cache = openLlmCache(dir);
    const first = recordFor('same', 'one');
    const second = recordFor('same', 'two');
    await cache.put(first, 0);
    await cache.put(second, 1);
    expect((await cache.replies(first.key)).map((r) => r.response.text)).toEqual(['one', 'two']);

    await cache.put(recordFor('same', 'ONE'), 0);
    expect((await cache.replies(first.key)).map((r) => r.response.text)).toEqual(['ONE', 'two']);
    await cache.put(recordFor('same', 'late'), 7); // no holes: appended
    expect((await cache.replies(first.key)).map((r) => r.response.text)).toEqual(['ONE', 'two', 'late']);
  });

  it('reports a corrupt entry as an InputError naming the file and field', async () => {
    const cache = openLlmCache(dir);
    const record = recordFor('x', 'y');
    const file = join(dir, record.key.slice(0, 2), `${record.key}.json`);
    await mkdir(join(dir, record.key.slice(0, 2)), { recursive: true });

    await writeFile(file, '{not json');
    await expect(cache.replies(record.key)).rejects.toThrow(InputError);
    await expect(cache.replies(record.key)).rejects.toThrow(`${file}: cache entry is not valid JSON`);

    await writeFile(file, JSON.stringify({ version: 1, key: record.key, replies: [{ ...record, usage: 'lots' }] }));
    await expect(cache.replies(record.key)).rejects.toThrow(`${file}: invalid cache entry: replies.0.usage`);
  });
});
