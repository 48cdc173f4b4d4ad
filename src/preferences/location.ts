/**
 * Where the store lives and whose it is. The user's config folder, as the XDG base directories
 * say (`$XDG_CONFIG_HOME`, else `~/.config`; `%APPDATA%` on Windows), overridden by
 * `ITERAPLAN_CONFIG_DIR` (tests, several homes on one machine). The person: `--person`, else
 * `ITERAPLAN_PERSON`, else the login name.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import { personNameSchema } from './schema.js';

/** The folder IteraPlan keeps the user's settings in. */
export function configDir(env: NodeJS.ProcessEnv): string {
  const override = env['ITERAPLAN_CONFIG_DIR'];
  if (override !== undefined && override !== '') return override;
  const xdg = env['XDG_CONFIG_HOME'];
  if (xdg !== undefined && xdg.startsWith('/')) return join(xdg, 'iteraplan');
  if (process.platform === 'win32' && env['APPDATA']) return join(env['APPDATA'], 'iteraplan');
  return join(env['HOME'] ?? homedir(), '.config', 'iteraplan');
}

/** The person whose preferences apply: `flag`, else the environment's; checked, since it names a file. */
export function personName(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  const given = flag ?? nonBlank(env['ITERAPLAN_PERSON']) ?? nonBlank(env['USER']) ?? nonBlank(env['USERNAME']) ?? nonBlank(env['LOGNAME']) ?? 'default';
  const parsed = personNameSchema.safeParse(given);
  if (!parsed.success) {
    const where = flag !== undefined ? '--person' : 'the person from the environment (ITERAPLAN_PERSON, USER)';
    throw new InputError(`${where} '${given.slice(0, 70)}' ${parsed.error.issues[0]!.message}`);
  }
  return parsed.data;
}

/** The store file of `person`. */
export function preferencesPath(env: NodeJS.ProcessEnv, person: string): string {
  return join(configDir(env), 'preferences', `${person}.yaml`);
}

function nonBlank(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
