/**
 * One person's preference file: read (checked by its schema, a problem named by file and line),
 * and written as a new file renamed over the old, readable by its owner only (it says what a
 * person eats and fears). A missing file is an empty store. Every change re-reads the file under
 * the store's lock (store-lock.ts), so writers in other processes never undo each other.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { stringify } from 'yaml';
import { InputError } from '../errors.js';
import { guardFs } from '../fs-errors.js';
import { LIMITS, LimitExceededError } from '../limits.js';
import { readRegularFile, replaceFile } from '../regular-files.js';
import { parseYamlSource, validateSource } from '../world/index.js';
import { preferencesPath } from './location.js';
import { withStoreLock, type LockOptions } from './store-lock.js';
import { Preference, PreferencesFile, type PreferenceRule, type PreferenceScope, type PreferenceSource } from './schema.js';

/** A person's store: where it is and what it holds. */
export interface PreferenceStore {
  readonly person: string;
  readonly path: string;
  readonly preferences: readonly Preference[];
}

/** Reads `person`'s store (empty when there is no file yet). @throws InputError naming the file and line of a problem */
export function readStore(env: NodeJS.ProcessEnv, person: string): PreferenceStore {
  const path = preferencesPath(env, person);
  return { person, path, preferences: readFile(path, person) };
}

/** Parses store text claiming to be `file` (also `prefs edit`'s check before it keeps an edit). */
export function parseStoreText(text: string, file: string): PreferencesFile {
  return validateSource(parseYamlSource(text, file), PreferencesFile);
}

function readFile(path: string, person: string): Preference[] {
  const bytes = guardFs('cannot read the preferences', path, () => readRegularFile(path, 'preferencesFileBytes'));
  if (bytes === undefined) return [];
  const file = parseStoreText(bytes.toString('utf8'), path);
  // Another person's statements under this name are neither theirs to apply nor ours to overwrite.
  if (file.person !== person) {
    throw new InputError(`${path}: person is '${file.person}', but this is the store of '${person}' (its file name); nothing was read or changed. Correct the person: line, or move the file to ${file.person}.yaml`, { file: path });
  }
  return file.preferences;
}

/** The store's text for `preferences`. */
export function storeText(person: string, preferences: readonly Preference[]): string {
  const file: PreferencesFile = { version: 1, person, preferences: [...preferences] };
  return `# IteraPlan: what ${person} prefers (iteraplan prefs list|add|rm|edit)\n${stringify(file)}`;
}

/** Writes the store of `person` with `preferences`, whatever it holds now. */
export function writeStore(store: Pick<PreferenceStore, 'person' | 'path'>, preferences: readonly Preference[], options: LockOptions = {}): PreferenceStore {
  return updateStore(store, () => preferences, options);
}

/**
 * Changes the store under its lock: `change` gets what the file holds now (not what the caller
 * read earlier) and returns the statements to write.
 */
export function updateStore(store: Pick<PreferenceStore, 'person' | 'path'>, change: (current: readonly Preference[]) => readonly Preference[], options: LockOptions = {}): PreferenceStore {
  return withStoreLockOf(store.path, () => writeLocked(store, change(readFile(store.path, store.person))), options);
}

/** Writes the file; the caller holds the lock. */
function writeLocked(store: Pick<PreferenceStore, 'person' | 'path'>, preferences: readonly Preference[]): PreferenceStore {
  guardFs('cannot write the preferences', store.path, () => {
    replaceFile(store.path, storeText(store.person, preferences));
    chmodSync(store.path, 0o600);
  }, 'output');
  return { person: store.person, path: store.path, preferences };
}

/** withStoreLock, with the folder made first (the lock lives beside the store). */
function withStoreLockOf<T>(path: string, change: () => T, options: LockOptions): T {
  guardFs('cannot write the preferences', path, () => mkdirSync(dirname(path), { recursive: true, mode: 0o700 }), 'output');
  return guardFs('cannot lock the preferences', `${path}.lock`, () => withStoreLock(path, change, options), 'output');
}

/** What a new statement holds before it gets its id and time. */
export interface NewPreference {
  text: string;
  scope: PreferenceScope;
  rule: PreferenceRule | null;
  source: PreferenceSource;
}

/** Adds a statement to the store as it is now (the next free id), written at once. */
export function addPreference(store: Pick<PreferenceStore, 'person' | 'path'>, entry: NewPreference, now: Date = new Date(), options: LockOptions = {}): { store: PreferenceStore; added: Preference } {
  let added: Preference | undefined;
  const written = updateStore(store, (current) => {
    if (current.length >= LIMITS.preferencesCount) {
      throw new LimitExceededError(`${store.path} holds ${current.length.toLocaleString('en')} preferences, the most it may (preferencesCount); forget some first (iteraplan prefs rm)`, 'preferencesCount', current.length, LIMITS.preferencesCount, store.path);
    }
    added = checked(store.path, { id: nextId(current), ...entry, added: now.toISOString() });
    return [...current, added];
  }, options);
  return { store: written, added: added! };
}

/** The largest id number (`p999999`). */
const MAX_ID = 999_999;

/** The id after the highest in use; past the largest, the lowest free one (a store holds far fewer). */
function nextId(preferences: readonly Preference[]): string {
  const used = new Set(preferences.map((p) => Number(p.id.slice(1))));
  let highest = 0;
  for (const n of used) highest = Math.max(highest, n);
  if (highest < MAX_ID) return `p${highest + 1}`;
  let free = 1;
  while (used.has(free)) free++;
  return `p${free}`;
}

/** A new statement as the schema reads it: one that would make the store unreadable is refused before it is written. */
function checked(path: string, preference: Preference): Preference {
  const parsed = Preference.safeParse(preference);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new InputError(`${path}: the new preference's ${issue.path.join('.')} ${issue.message}; nothing was kept`, { file: path });
}

/** Removes the statement `id` from the store as it is now; undefined when it has none such (nothing written). */
export function removePreference(store: Pick<PreferenceStore, 'person' | 'path'>, id: string, options: LockOptions = {}): { store: PreferenceStore; removed: Preference } | undefined {
  let removed: Preference | undefined;
  const written = withStoreLockOf(store.path, () => {
    const current = readFile(store.path, store.person);
    removed = current.find((p) => p.id === id);
    return removed === undefined ? undefined : writeLocked(store, current.filter((p) => p.id !== id));
  }, options);
  return written === undefined ? undefined : { store: written, removed: removed! };
}
