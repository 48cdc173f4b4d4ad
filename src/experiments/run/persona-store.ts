/**
 * A persona's lasting preferences loaded into a store of their own for one episode: a temporary
 * config folder holding `preferences/<person>.yaml`, read by the session as `plan --person` reads
 * the user's. Removed when the episode ends; the session's `preferences` event keeps what applied.
 * An experiment stopped at once (a second Ctrl+C, SIGTERM, SIGKILL) does not reach that end: the
 * folders still open are removed when the process exits, and a folder whose process is gone
 * (named by its pid) is removed by the next experiment that opens one.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preferenceAccess, preferencesPath, writeStore, type Preference, type PreferenceAccess } from '../../preferences/index.js';
import type { World } from '../../world/index.js';
import type { Persona } from '../suites/persona.js';
import { processAlive } from '../../process-alive.js';

export interface PersonaStore {
  access: PreferenceAccess;
  /** Deletes the temporary folder. */
  remove(): void;
}

/** The persona's statements as a store's (ids p1, p2… in the suite's order; from the suite, as the `prefs` command would add them). */
export function personaPreferences(persona: Persona, added: Date = new Date(0)): Preference[] {
  return persona.preferences.map((p, i) => ({ id: `p${i + 1}`, text: p.text, scope: p.scope, rule: p.rule, source: { kind: 'command' }, added: added.toISOString() }));
}

/** Writes the persona's store into a new temporary config folder and opens it for a session in `world`. */
export function openPersonaStore(persona: Persona, world: Pick<World, 'scene' | 'catalogue' | 'team'>): PersonaStore {
  removeStaleStores();
  const dir = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
  const remove = () => {
    open.delete(dir);
    rmSync(dir, { recursive: true, force: true });
  };
  open.add(dir);
  if (open.size === 1 && !exitHooked) {
    exitHooked = true;
    process.once('exit', () => [...open].forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  }
  const env: NodeJS.ProcessEnv = { ITERAPLAN_CONFIG_DIR: dir };
  writeStore({ person: persona.person, path: preferencesPath(env, persona.person) }, personaPreferences(persona));
  return { access: preferenceAccess(env, persona.person, world), remove };
}

const PREFIX = 'iteraplan-persona-';
/** The folders of this process not removed yet. */
const open = new Set<string>();
let exitHooked = false;

/** Removes the persona folders of processes that are gone (`iteraplan-persona-<pid>-XXXXXX`). */
export function removeStaleStores(root: string = tmpdir()): void {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = /^iteraplan-persona-(\d+)-[A-Za-z0-9]{6}$/.exec(name)?.[1];
    if (pid !== undefined && !processAlive(Number(pid))) rmSync(join(root, name), { recursive: true, force: true });
  }
}

