/** A person's store as a planning session uses it in one room: what holds there, and keeping a new statement. */
import type { World } from '../world/index.js';
import { applicable } from './applicable.js';
import type { Preference } from './schema.js';
import { preferencesPath } from './location.js';
import { addPreference, readStore, type NewPreference } from './store.js';

export interface PreferenceAccess {
  readonly person: string;
  /** The statements that hold in this room, as the store has them now. */
  applicable(): readonly Preference[];
  /** Keeps a new statement in the store (written at once); the statement as kept. */
  keep(entry: NewPreference): Preference;
  /** The catalogue's type names and the team's agents, to read words as a rule. */
  readonly typeNames: ReadonlySet<string>;
  readonly agents: readonly string[];
}

/**
 * `person`'s store (under `env`'s config folder) for a session in `world`. The file is read once
 * now, so a store that does not check refuses the command before a session is made, and then
 * again whenever asked (another process may have changed it); it is never kept open.
 */
export function preferenceAccess(env: NodeJS.ProcessEnv, person: string, world: Pick<World, 'scene' | 'catalogue' | 'team'>): PreferenceAccess {
  readStore(env, person);
  return {
    person,
    applicable: () => applicable(readStore(env, person).preferences, world.scene.roomType),
    // Feedback typed over several lines is kept as one: a statement is one line of a prompt.
    keep: (entry) => addPreference({ person, path: preferencesPath(env, person) }, { ...entry, text: entry.text.replace(/\s+/gu, ' ').trim() }).added,
    typeNames: new Set(world.catalogue.types.keys()),
    agents: world.team.agents.map((a) => a.name),
  };
}
