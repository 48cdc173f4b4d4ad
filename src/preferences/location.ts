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

/**
 * The person whose preferences apply: `flag`, else `ITERAPLAN_PERSON`, both checked since they
 * name a file; else a name made from the login name (`John Smith` → `John_Smith`, `José` → `Jose`),
 * which the person did not choose for this and should not make every command fail.
 */
export function personName(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  const chosen = flag ?? nonBlank(env['ITERAPLAN_PERSON']);
  if (chosen === undefined) return nameOfLogin(nonBlank(env['USER']) ?? nonBlank(env['USERNAME']) ?? nonBlank(env['LOGNAME']) ?? 'default');
  const parsed = personNameSchema.safeParse(chosen);
  if (!parsed.success) {
    const where = flag !== undefined ? '--person' : 'ITERAPLAN_PERSON';
    throw new InputError(`${where} '${chosen.slice(0, 70)}' ${parsed.error.issues[0]!.message}`);
  }
  return parsed.data;
}

/**
 * A valid person name from a login name: accents dropped, other letters outside ASCII written as
 * their code point (`李` → `u674e`, so two such names stay apart), any other character `_`.
 */
function nameOfLogin(login: string): string {
  const plain = login.normalize('NFKD').replace(/\p{M}/gu, '');
  const ascii = [...plain].map((ch) => (/[A-Za-z0-9._-]/.test(ch) ? ch : /\p{L}|\p{N}/u.test(ch) ? `u${ch.codePointAt(0)!.toString(16)}` : '_')).join('');
  const name = ascii.replace(/^[^A-Za-z0-9]+/, '').slice(0, 64);
  return personNameSchema.safeParse(name).success ? name : 'default';
}

function nonBlank(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The store file of `person`. */
export function preferencesPath(env: NodeJS.ProcessEnv, person: string): string {
  return join(configDir(env), 'preferences', `${person}.yaml`);
}
