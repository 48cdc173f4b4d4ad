/**
 * The content-addressed store of LLM replies (`--cache DIR`, default `.iteraplan/cache`).
 *
 * Layout: `<dir>/<first two hex digits of the key>/<key>.json`, each file
 * `{version: 1, key, replies: [LlmCallRecord, ...], streams?: {name: [LlmCallRecord, ...]}}`. A key
 * holds a list because one session may send the same request more than once (e.g. "Regenerate")
 * and get different replies; the n-th occurrence of a request in a session is stored at index n,
 * so replay can give the same replies in the same order. Sessions that send the same requests
 * at once (an experiment's repeats) each name a stream, where their own replies are kept apart;
 * `replies` then keeps the first reply stored for each occurrence.
 *
 * Safe under any concurrency: an update of an entry is a read-modify-write under a lock (one
 * queue per entry in this process, and a lock file against other processes), written to a
 * uniquely named temporary file and renamed into place, so a reader never sees half a file and
 * no writer loses another's reply.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { EnvironmentError, InputError } from '../errors.js';
import { LlmCallRecordSchema, type LlmCallRecord } from './types.js';

export const DEFAULT_CACHE_DIR = '.iteraplan/cache';

const CacheEntrySchema = z.object({
  version: z.literal(1),
  key: z.string(),
  replies: z.array(LlmCallRecordSchema),
  streams: z.record(z.string(), z.array(LlmCallRecordSchema)).optional(),
});
type CacheEntry = z.infer<typeof CacheEntrySchema>;

/** A cache directory. */
export interface LlmCache {
  readonly dir: string;
  /**
   * Stores `record` as the `occurrence`-th reply (0-based) to its request: in `stream` when
   * given (and in `replies` when that occurrence has none yet), else in `replies`.
   */
  put(record: LlmCallRecord, occurrence: number, stream?: string): Promise<void>;
  /** Every stored reply to the request with this key, in occurrence order ([] when none): the stream's when it has any. */
  replies(key: string, stream?: string): Promise<LlmCallRecord[]>;
}

/** A lock file older than this was left by a process that died while writing; it is broken. */
const STALE_LOCK_MS = 10_000;
/** How long a writer waits for a lock before giving up. */
const LOCK_WAIT_MS = 60_000;

/** The queue of updates per entry file, shared by every cache opened in this process. */
const queues = new Map<string, Promise<unknown>>();

/** Opens (lazily creates) the cache in `dir`. */
export function openLlmCache(dir: string): LlmCache {
  const fileFor = (key: string) => join(dir, key.slice(0, 2), `${key}.json`);

  async function read(key: string): Promise<CacheEntry | null> {
    const file = fileFor(key);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return parseEntry(text, file, key);
  }

  async function replies(key: string, stream?: string): Promise<LlmCallRecord[]> {
    const entry = await read(key);
    if (entry === null) return [];
    const own = stream === undefined ? undefined : entry.streams?.[stream];
    return own !== undefined && own.length > 0 ? own : entry.replies;
  }

  async function put(record: LlmCallRecord, occurrence: number, stream?: string): Promise<void> {
    const file = fileFor(record.key);
    // Queued first, so that this process's updates of an entry apply in the order they were asked.
    await serialised(file, async () => {
      await mkdir(dirname(file), { recursive: true });
      await withLockFile(file, async () => {
        const entry: CacheEntry = (await read(record.key)) ?? { version: 1, key: record.key, replies: [] };
        if (stream === undefined) {
          entry.replies = placed(entry.replies, occurrence, record, true);
        } else {
          const streams = { ...entry.streams };
          streams[stream] = placed(streams[stream] ?? [], occurrence, record, true);
          entry.streams = streams;
          entry.replies = placed(entry.replies, occurrence, record, false);
        }
        // A unique temporary name: concurrent writers (even in one millisecond) never share one.
        const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
        await writeFile(temporary, `${JSON.stringify(entry, null, 2)}\n`);
        await rename(temporary, file);
      });
    });
  }

  return { dir, put, replies };
}

/** The list with `record` at `occurrence` (appended past the end: never holes); `overwrite` false keeps a stored one. */
function placed(list: readonly LlmCallRecord[], occurrence: number, record: LlmCallRecord, overwrite: boolean): LlmCallRecord[] {
  const updated = [...list];
  const index = Math.min(occurrence, updated.length);
  if (index < updated.length && !overwrite) return updated;
  updated[index] = record;
  return updated;
}

/** Runs `task` after every earlier task on the same file in this process. */
function serialised<T>(file: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(file) ?? Promise.resolve()).then(task, task);
  const tail = run.catch(() => undefined);
  queues.set(file, tail);
  void tail.then(() => {
    if (queues.get(file) === tail) queues.delete(file);
  });
  return run;
}

/** Holds `<file>.lock` (created exclusively) while `task` runs, against writers in other processes. */
async function withLockFile<T>(file: string, task: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then((info) => Date.now() - info.mtimeMs, () => 0);
      if (age > STALE_LOCK_MS) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new EnvironmentError(`the LLM cache entry ${file} stays locked by ${lock}; delete that file if no iteraplan is running`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    }
  }
  try {
    return await task();
  } finally {
    await rm(lock, { force: true });
  }
}

function parseEntry(text: string, file: string, key: string): CacheEntry {
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
