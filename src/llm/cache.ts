/**
 * The content-addressed store of LLM replies (`--cache DIR`, default `.iteraplan/cache`).
 *
 * Layout: `<dir>/<first two hex digits of the key>/<key>.json`, each file
 * `{version: 1, key, replies: [LlmCallRecord, ...]}`. A key holds a list because one session
 * may send the same request more than once (e.g. "Regenerate") and get different replies;
 * the n-th occurrence of a request in a session is stored at index n, so replay can give the
 * same replies in the same order.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { InputError } from '../errors.js';
import { LlmCallRecordSchema, type LlmCallRecord } from './types.js';

export const DEFAULT_CACHE_DIR = '.iteraplan/cache';

const CacheEntrySchema = z.object({
  version: z.literal(1),
  key: z.string(),
  replies: z.array(LlmCallRecordSchema),
});

/** A cache directory. */
export interface LlmCache {
  readonly dir: string;
  /** Stores `record` as the `occurrence`-th reply (0-based) to its request. */
  put(record: LlmCallRecord, occurrence: number): Promise<void>;
  /** Every stored reply to the request with this key, in occurrence order ([] when none). */
  replies(key: string): Promise<LlmCallRecord[]>;
}

/** Opens (lazily creates) the cache in `dir`. */
export function openLlmCache(dir: string): LlmCache {
  const fileFor = (key: string) => join(dir, key.slice(0, 2), `${key}.json`);

  async function replies(key: string): Promise<LlmCallRecord[]> {
    const file = fileFor(key);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return parseEntry(text, file, key).replies;
  }

  async function put(record: LlmCallRecord, occurrence: number): Promise<void> {
    const stored = await replies(record.key);
    const updated = [...stored];
    // Never leave holes: an occurrence past the end is appended.
    updated[Math.min(occurrence, stored.length)] = record;
    const file = fileFor(record.key);
    await mkdir(dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, `${JSON.stringify({ version: 1, key: record.key, replies: updated }, null, 2)}\n`);
    await rename(temporary, file);
  }

  return { dir, put, replies };
}

function parseEntry(text: string, file: string, key: string): z.infer<typeof CacheEntrySchema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${file}: cache entry is not valid JSON (${(error as Error).message})`, { file, cause: error });
  }
  const parsed = CacheEntrySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? '' : `${issue.path.join('.') || '(root)'}: `;
    throw new InputError(`${file}: invalid cache entry: ${where}${issue?.message ?? 'unknown problem'}`, { file });
  }
  if (parsed.data.key !== key) {
    throw new InputError(`${file}: cache entry is for key ${parsed.data.key}, not ${key}`, { file });
  }
  return parsed.data;
}
