/**
 * A persona's lasting preferences loaded into a store of their own for one episode: a temporary
 * config folder holding `preferences/<person>.yaml`, read by the session as `plan --person` reads
 * the user's. Removed when the episode ends; the session's `preferences` event keeps what applied.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preferenceAccess, preferencesPath, writeStore, type Preference, type PreferenceAccess } from '../../preferences/index.js';
import type { World } from '../../world/index.js';
import type { Persona } from '../suites/persona.js';

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
  const dir = mkdtempSync(join(tmpdir(), 'iteraplan-persona-'));
  const env: NodeJS.ProcessEnv = { ITERAPLAN_CONFIG_DIR: dir };
  writeStore({ person: persona.person, path: preferencesPath(env, persona.person) }, personaPreferences(persona));
  return { access: preferenceAccess(env, persona.person, world), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
