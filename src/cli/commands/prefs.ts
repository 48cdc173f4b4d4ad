/**
 * `iteraplan prefs path|list|add|rm|edit`: one person's lasting preferences (docs/preferences.md).
 * `--person NAME` (default $ITERAPLAN_PERSON, else the login name) keeps people apart.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { InputError } from '../../errors.js';
import {
  addPreference,
  describePreference,
  describeRule,
  parseStoreText,
  personName,
  preferencesPath,
  readRule,
  readStore,
  removePreference,
  statementTrouble,
  storeText,
  updateStore,
  PREFERENCE_TEXT_CHARS,
  PreferenceRule,
  type PreferenceScope,
} from '../../preferences/index.js';
import { listTeams, loadCatalogue, loadTeam, ROOM_TYPES, scenesDir } from '../../world/index.js';
import { jsonLine } from '../options.js';
import { editorWords } from '../editor-command.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';

interface PrefsFlags {
  person?: string;
  json: boolean;
}

interface AddFlags extends PrefsFlags {
  scope: string;
  exclude?: string[];
  prefer?: string;
  over?: string[];
  keepAway?: string;
  team?: string;
}

const common = (command: Command) => command.option('--person <name>', 'whose preferences (default $ITERAPLAN_PERSON, else the login name)').option('--json', 'print one JSON result on stdout', false);
const collect = (value: string, previous: string[] = []) => [...previous, value];

export const prefsCommand: CliCommand = {
  name: 'prefs',
  register(program, { io }) {
    const prefs = common(program.command('prefs').description("a person's lasting preferences: where they are kept, list, add, rm, edit"));
    helpExamples(prefs, [
      ['prefs list --person alice', "alice's preferences, with the rule each reads as"],
      ['prefs rm p2 --person alice', 'forget one'],
      ['prefs path', 'the file they are kept in'],
    ]);
    const flagsOf = (command: Command) => command.optsWithGlobals<PrefsFlags>();
    const storeOf = (flags: PrefsFlags) => readStore(io.env, personName(flags.person, io.env));

    common(prefs.command('path').description("the file the person's preferences are kept in")).action((_f: unknown, command: Command) => {
      const flags = flagsOf(command);
      const person = personName(flags.person, io.env);
      const path = preferencesPath(io.env, person);
      io.stdout.write(flags.json ? jsonLine({ person, path }) : `${path}\n`);
    });

    common(prefs.command('list').description("the person's preferences: id, words, scope, the rule read from them")).action((_f: unknown, command: Command) => {
      const flags = flagsOf(command);
      const store = storeOf(flags);
      if (flags.json) io.stdout.write(jsonLine({ person: store.person, path: store.path, preferences: store.preferences }));
      else if (store.preferences.length === 0) io.stdout.write(`No preferences kept for ${store.person} (iteraplan prefs add "...").\n`);
      else io.stdout.write(`${store.preferences.map(describePreference).join('\n')}\n`);
    });

    const add = common(
      prefs
        .command('add')
        .description('keep a preference: its words, read as a rule where they can be ("I don\'t eat eggs": use no Egg)')
        .argument('<text>', 'the preference in words')
        .option('--scope <scope>', `where it holds: person, home, or room:<${ROOM_TYPES.join('|')}>`, 'person')
        .option('--exclude <type>', 'an object type never to use (repeatable; instead of reading the words)', collect)
        .option('--prefer <type>', 'an object type to use where one will do')
        .option('--over <type>', 'with --prefer: a type to use it instead of (repeatable)', collect)
        .option('--keep-away <agent:Type,...>', 'an agent never to act on these types (robot:StoveBurner,StoveKnob)')
        .option('--team <name|file>', "the team whose agents --keep-away may name (default: the agents of every team of skills/teams/)"),
    );
    helpExamples(add, [
      ['prefs add "I\'m vegan"', 'read as: use no Egg'],
      ['prefs add "mugs, please" --scope room:Kitchen --prefer Mug --over Cup', 'a rule given with the words'],
      ['prefs add "keep the robot off the stove" --scope home --keep-away robot:StoveBurner,StoveKnob', 'who does what: the allocator keeps it'],
    ]);
    add.action((text: string, _f: unknown, command: Command) => {
      const flags = command.optsWithGlobals<AddFlags>();
      const words = text.trim();
      if (words === '') throw new InputError('prefs add: the preference is empty');
      if ([...words].length > PREFERENCE_TEXT_CHARS) throw new InputError(`prefs add: the preference has more than ${PREFERENCE_TEXT_CHARS} characters`);
      const trouble = statementTrouble(words);
      if (trouble !== undefined) throw new InputError(`prefs add: the preference ${trouble}`);
      const typeNames = new Set(loadCatalogue(scenesDir(io.env)).types.keys());
      const agents = teamAgents(flags.team);
      const rule = ruleOfFlags(flags, typeNames, agents) ?? readRule(words, typeNames, agents.names);
      const checked = rule === null ? null : PreferenceRule.safeParse(rule);
      if (checked?.success === false) throw new InputError(`prefs add: '${words}' is read as ${describeRule(rule)}: ${checked.error.issues[0]?.message ?? 'no rule'}; say what to use rather than what (e.g. --prefer Mug --over Cup)`);
      const { added } = addPreference(storeOf(flags), { text: words, scope: parseScope(flags.scope), rule, source: { kind: 'command' } });
      const note = rule === null ? '\n(read as no rule the offline planner can check: an LLM planner is shown the words)' : '';
      io.stdout.write(flags.json ? jsonLine({ added }) : `Kept ${describePreference(added)}${note}\n`);
    });

    common(prefs.command('rm').description('forget a preference').argument('<id>', "its id, as 'prefs list' shows it (p1)")).action((id: string, _f: unknown, command: Command) => {
      const flags = flagsOf(command);
      const store = storeOf(flags);
      const result = removePreference(store, id);
      if (result === undefined) {
        const known = store.preferences.map((p) => p.id).join(', ') || 'none';
        throw new InputError(`prefs rm: ${store.person} has no preference '${id}' (ids: ${known})`);
      }
      io.stdout.write(flags.json ? jsonLine({ removed: result.removed }) : `Forgot ${describePreference(result.removed)}\n`);
    });

    common(prefs.command('edit').description('edit the preferences file in $VISUAL or $EDITOR; kept only when it is still valid')).action((_f: unknown, command: Command) => {
      const flags = flagsOf(command);
      const store = storeOf(flags);
      const variable = io.env['VISUAL'] ? 'VISUAL' : 'EDITOR';
      const editor = io.env[variable];
      if (!editor) throw new InputError('prefs edit: set $VISUAL or $EDITOR to the editor to use');
      const [program, ...args] = editorWords(editor, variable);
      const dir = mkdtempSync(join(tmpdir(), 'iteraplan-prefs-'));
      const draft = join(dir, `${store.person}.yaml`);
      writeFileSync(draft, storeText(store.person, store.preferences), { mode: 0o600 });
      // No shell: the editor's words and the draft's path are arguments, never a command line.
      const ran = spawnSync(program!, [...args, draft], { stdio: 'inherit', env: io.env });
      if (ran.error !== undefined) throw new InputError(`prefs edit: cannot start the editor '${program}' ($${variable}): ${ran.error.message}; the preferences are unchanged`);
      if (ran.status !== 0) throw new InputError(`prefs edit: the editor '${editor}' exited with ${ran.status ?? ran.signal}; the preferences are unchanged (your draft: ${draft})`);
      // A draft that does not check is left where it is, named, and the old file stays.
      const file = parseStoreText(readFileSync(draft, 'utf8'), draft);
      if (file.person !== store.person) throw new InputError(`${draft}: person is '${file.person}', not '${store.person}'; the preferences are unchanged`);
      // Kept only over the store the draft was made from: a statement kept meanwhile (another
      // prefs add, plan --remember) is not undone by an edit that never saw it.
      updateStore(store, (current) => {
        if (storeText(store.person, current) !== storeText(store.person, store.preferences)) {
          throw new InputError(`prefs edit: ${store.path} changed while you edited it; the preferences are unchanged (your draft: ${draft}; run prefs edit again)`);
        }
        return file.preferences;
      });
      rmSync(dir, { recursive: true, force: true });
      io.stdout.write(flags.json ? jsonLine({ person: store.person, path: store.path, preferences: file.preferences }) : `Kept ${file.preferences.length} preference(s) in ${store.path}\n`);
    });
  },
};

function parseScope(text: string): PreferenceScope {
  if (text === 'person' || text === 'home') return { kind: text };
  const room = /^room:(.+)$/.exec(text)?.[1];
  const known = ROOM_TYPES.find((r) => r.toLowerCase() === room?.toLowerCase());
  if (known !== undefined) return { kind: 'room', room: known };
  throw new InputError(`--scope '${text.slice(0, 40)}' must be person, home or room:<${ROOM_TYPES.join('|')}>`);
}

/** The agents a preference may keep away: `--team`'s, else those of every shipped team. */
function teamAgents(team: string | undefined): { names: string[]; where: string } {
  const teams = team !== undefined ? [team] : listTeams();
  const names = [...new Set(teams.flatMap((t) => loadTeam(t).agents.map((a) => a.name)))].sort();
  return { names, where: team !== undefined ? `the team '${team}'` : 'a team (skills/teams/)' };
}

function ruleOfFlags(flags: AddFlags, typeNames: ReadonlySet<string>, agents: { names: string[]; where: string }): PreferenceRule | null {
  const check = (flag: string, type: string) => {
    if (!typeNames.has(type)) throw new InputError(`${flag} '${type.slice(0, 40)}' is not an object type of the catalogue (scenes/object-types.yaml)`);
    return type;
  };
  if (flags.exclude !== undefined) return { exclude: flags.exclude.map((t) => check('--exclude', t)) };
  if (flags.prefer !== undefined) return { prefer: check('--prefer', flags.prefer), over: (flags.over ?? []).map((t) => check('--over', t)) };
  if (flags.over !== undefined) throw new InputError('--over goes with --prefer');
  if (flags.keepAway !== undefined) {
    const match = /^([A-Za-z0-9_-]+):(.+)$/.exec(flags.keepAway);
    if (!match) throw new InputError(`--keep-away '${flags.keepAway.slice(0, 40)}' must be AGENT:Type[,Type...], e.g. robot:StoveBurner,StoveKnob`);
    if (!agents.names.includes(match[1]!)) {
      throw new InputError(`--keep-away '${match[1]!.slice(0, 40)}' is no agent of ${agents.where}: ${agents.names.join(', ')}${flags.team === undefined ? ' (--team NAME|FILE for another team)' : ''}`);
    }
    return { keepAway: { agent: match[1]!, types: match[2]!.split(',').map((t) => check('--keep-away', t.trim())) } };
  }
  return null;
}
