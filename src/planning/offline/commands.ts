/**
 * Commands in words ("turn on the light", "put the apple in the fridge"): parsed with the
 * patterns of intents.yaml into skill calls on object types, and turned into an inline goal.
 */
import type { Command, Goal, Knowledge, RoleSpec, SubtaskTemplate } from './knowledge-schema.js';
import { roleSchema } from './knowledge-schema.js';
import type { Lexicon, NamedTypes } from './lexicon.js';
import { contentWords, splitClauses } from './text.js';

/** One command clause, its slots resolved to types. */
export interface ParsedCommand {
  readonly command: Command;
  /** The clause's words, for messages. */
  readonly words: string;
  readonly slots: ReadonlyMap<string, NamedTypes>;
}

/** Turns pattern words into tokens: literal words and `{slot}` markers. */
function patternTokens(words: string, fillers: ReadonlySet<string>): string[] {
  return words
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '' && (w.startsWith('{') || !fillers.has(w)));
}

/**
 * Matches one clause against one pattern. A slot takes 1..n words the lexicon names and that
 * name a type `usable` accepts; literal words must match exactly.
 */
function matchPattern(
  tokens: readonly string[],
  words: readonly string[],
  lexicon: Lexicon,
  usable: (types: readonly string[]) => readonly string[],
): Map<string, NamedTypes> | undefined {
  const go = (t: number, w: number, slots: Map<string, NamedTypes>): Map<string, NamedTypes> | undefined => {
    if (t === tokens.length) return w === words.length ? slots : undefined;
    const token = tokens[t]!;
    if (!token.startsWith('{')) return words[w] === token ? go(t + 1, w + 1, slots) : undefined;
    for (let n = Math.min(lexicon.longest, words.length - w); n >= 1; n--) {
      const named = lexicon.lookup(words.slice(w, w + n));
      if (named === undefined) continue;
      const types = usable(named.types);
      if (types.length === 0) continue;
      const found = go(t + 1, w + n, new Map(slots).set(token.slice(1, -1), { types, plural: named.plural }));
      if (found) return found;
    }
    return undefined;
  };
  return go(0, 0, new Map());
}

/** Parses one clause (already normalised words) as a command, or undefined. */
export function parseClause(
  words: readonly string[],
  knowledge: Knowledge,
  lexicon: Lexicon,
  usable: (types: readonly string[]) => readonly string[],
): ParsedCommand | undefined {
  const fillers = new Set(knowledge.intents.fillerWords);
  for (const command of knowledge.intents.commands) {
    const slots = matchPattern(patternTokens(command.words, fillers), words, lexicon, usable);
    if (slots) return { command, words: words.join(' '), slots };
  }
  return undefined;
}

/** Parses a whole text as commands joined by "and"/"then"; undefined unless every clause is one. */
export function parseCommands(
  text: string,
  knowledge: Knowledge,
  lexicon: Lexicon,
  usable: (types: readonly string[]) => readonly string[],
): ParsedCommand[] | undefined {
  const words = contentWords(text, new Set(knowledge.intents.fillerWords));
  const clauses = splitClauses(words, new Set(knowledge.intents.joinWords));
  if (clauses.length === 0) return undefined;
  const parsed: ParsedCommand[] = [];
  for (const clause of clauses) {
    const command = parseClause(clause, knowledge, lexicon, usable);
    if (command === undefined) return undefined;
    parsed.push(command);
  }
  return parsed;
}

/** The state that makes a command's step worth doing on each of "all the X". */
const PLURAL_FLAGS: Readonly<Record<string, Record<string, boolean>>> = {
  SwitchOff: { isToggled: true },
  SwitchOn: { isToggled: false },
  OpenObject: { isOpen: false },
  CloseObject: { isOpen: true },
};

/**
 * An inline goal doing the commands in order: one subtask each; a plural object ("the lights")
 * makes the subtask a "for each" over the instances that are not yet in the wanted state.
 */
export function commandGoal(commands: readonly ParsedCommand[]): Goal {
  const roles: Record<string, RoleSpec> = {};
  const subtasks: SubtaskTemplate[] = commands.map((parsed, index) => {
    const prefix = `c${index}`;
    const rename = (arg: string): string => `${prefix}${arg.replace(/[^a-z0-9]/g, '')}`;
    let forEachSlot: string | undefined;
    let forEachTypes: readonly string[] = [];
    for (const [slot, named] of parsed.slots) {
      if (named.plural && forEachSlot === undefined && parsed.command.args[0] === slot) {
        forEachSlot = slot;
        forEachTypes = named.types;
        continue;
      }
      roles[rename(slot)] = roleSchema.parse({ types: [...named.types] });
    }
    for (const [role, spec] of Object.entries(parsed.command.roles)) roles[rename(role)] = spec;
    const step = [parsed.command.skill, ...parsed.command.args.map((a) => (a === forEachSlot ? 'item' : rename(a)))] as [string, ...string[]];
    const sub: SubtaskTemplate = {
      text: sentence(parsed.words),
      steps: [step],
      roles: {},
      ...(forEachSlot === undefined
        ? {}
        : { forEach: { types: [...forEachTypes], flags: PLURAL_FLAGS[parsed.command.skill] ?? {}, exceptTypes: [] } }),
    };
    return sub;
  });
  const title = commands.map((c) => c.words).join(', then ');
  return {
    title,
    description: `As asked: ${title}.`,
    alternatives: [{ name: 'as asked', roles, subtasks }],
  };
}

function sentence(words: string): string {
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}
