/**
 * One person's preference file: read (checked by its schema, a problem named by file and line),
 * and written as a new file renamed over the old, readable by its owner only (it says what a
 * person eats and fears). A missing file is an empty store.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { stringify } from 'yaml';
import { guardFs } from '../fs-errors.js';
import { readRegularFile, replaceFile } from '../regular-files.js';
import { parseYamlSource, validateSource } from '../world/index.js';
import { preferencesPath } from './location.js';
import { PreferencesFile, type Preference, type PreferenceRule, type PreferenceScope, type PreferenceSource } from './schema.js';

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
  const bytes = guardFs('cannot read the preferences', path, () => readRegularFile(path, 'sessionFileBytes'));
  if (bytes === undefined) return [];
  const file = parseStoreText(bytes.toString('utf8'), path);
  return file.person === person ? file.preferences : [];
}

/** The store's text for `preferences`. */
export function storeText(person: string, preferences: readonly Preference[]): string {
  const file: PreferencesFile = { version: 1, person, preferences: [...preferences] };
  return `# IteraPlan: what ${person} prefers (iteraplan prefs list|add|rm|edit)\n${stringify(file)}`;
}

/** Writes the store of `person` with `preferences`. */
export function writeStore(store: Pick<PreferenceStore, 'person' | 'path'>, preferences: readonly Preference[]): PreferenceStore {
  guardFs('cannot write the preferences', store.path, () => {
    mkdirSync(dirname(store.path), { recursive: true, mode: 0o700 });
    replaceFile(store.path, storeText(store.person, preferences));
    chmodSync(store.path, 0o600);
  }, 'output');
  return { ...store, preferences };
}

/** What a new statement holds before it gets its id and time. */
export interface NewPreference {
  text: string;
  scope: PreferenceScope;
  rule: PreferenceRule | null;
  source: PreferenceSource;
}

/** Adds a statement to the store (the next free id), written at once. */
export function addPreference(store: PreferenceStore, entry: NewPreference, now: Date = new Date()): { store: PreferenceStore; added: Preference } {
  const used = store.preferences.map((p) => Number(p.id.slice(1)));
  const added: Preference = { id: `p${Math.max(0, ...used) + 1}`, ...entry, added: now.toISOString() };
  return { store: writeStore(store, [...store.preferences, added]), added };
}

/** Removes the statement `id`; undefined when the store has none such. */
export function removePreference(store: PreferenceStore, id: string): { store: PreferenceStore; removed: Preference } | undefined {
  const removed = store.preferences.find((p) => p.id === id);
  if (removed === undefined) return undefined;
  return { store: writeStore(store, store.preferences.filter((p) => p.id !== id)), removed };
}
