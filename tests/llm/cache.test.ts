import { mkdtempSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { openLlmCache } from '../../src/llm/cache.js';
import { requestKey } from '../../src/llm/request-key.js';
import type { LlmCallRecord, LlmRequest } from '../../src/llm/types.js';
import { DIST, ensureBuilt } from '../helpers/dist.js';

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
    usage: { promptTokens: 5, completionTokens: 2, totalTokens: 7, estimated: false, cachedPromptTokens: null },
    promptTokenEstimate: 9,
    latencyMs: 12.5,
    attempts: 1,
    cacheHit: false,
    startedAt: '2025-01-01T00:00:00.000Z',
    mode: null,
    timings: null,
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

  it('loses no reply when many writers update one entry at once in one process', async () => {
    const cache = openLlmCache(dir);
    const records = Array.from({ length: 30 }, (_, i) => recordFor('same', `reply ${i}`));
    await Promise.all(records.map((record, i) => cache.put(record, i)));
    expect((await cache.replies(records[0]!.key)).map((r) => r.response.text)).toEqual(records.map((r) => r.response.text));
    // Nothing half-done is left behind: no temporary file, no lock.
    const entryDir = join(dir, records[0]!.key.slice(0, 2));
    expect(readdirSync(entryDir)).toEqual([`${records[0]!.key}.json`]);
  });

  it('keeps the replies of sessions sending the same requests apart, in streams', async () => {
    const cache = openLlmCache(dir);
    const first = recordFor('same', 'repeat 1');
    const second = recordFor('same', 'repeat 2');
    await Promise.all([cache.put(first, 0, 'task#1'), cache.put(second, 0, 'task#2')]);
    expect((await cache.replies(first.key, 'task#1')).map((r) => r.response.text)).toEqual(['repeat 1']);
    expect((await cache.replies(first.key, 'task#2')).map((r) => r.response.text)).toEqual(['repeat 2']);
    // The shared list keeps the first reply stored; a stream never seen falls back to it.
    const shared = (await cache.replies(first.key)).map((r) => r.response.text);
    expect(shared).toHaveLength(1);
    expect(await cache.replies(first.key, 'task#3')).toEqual(await cache.replies(first.key));
  });

  it('loses no reply when several processes write one entry at once', async () => {
    await ensureBuilt();
    const record = recordFor('shared', 'x');
    const writer = (n: number) =>
      execa('node', [
        '--input-type=module',
        '-e',
        `const { openLlmCache } = await import(${JSON.stringify(join(DIST, 'llm', 'cache.js'))});
         const record = JSON.parse(process.argv[1]);
         const cache = openLlmCache(process.argv[2]);
         await Promise.all(Array.from({ length: 15 }, (_, i) => cache.put({ ...record, response: { text: 'p${n} ' + i, finishReason: 'stop' } }, i, 'p${n}')));`,
        JSON.stringify(record),
        dir,
      ]);
    await Promise.all([writer(1), writer(2), writer(3)]);
    for (const n of [1, 2, 3]) {
      expect((await openLlmCache(dir).replies(record.key, `p${n}`)).map((r) => r.response.text)).toEqual(Array.from({ length: 15 }, (_, i) => `p${n} ${i}`));
    }
    expect(readdirSync(join(dir, record.key.slice(0, 2)))).toEqual([`${record.key}.json`]);
  });
});
