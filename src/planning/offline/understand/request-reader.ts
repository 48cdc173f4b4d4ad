/**
 * Reads a request clause by clause for what the household knowledge holds (uses.yaml): a use
 * asked for by name ("make the bed", "boil some water"), a command (words.yaml), what the person
 * does themselves ("sit on the sofa", "read in bed"), a need ("I'm cold", "too dark"), a thing
 * lacking in a state ("we're out of clean mugs"), and the things named. Each finding keeps the
 * words it rests on; a word it does not know blocks only where the reading would rest on it
 * (after "a", "the", "my": what the request is about).
 */
import type { Knowledge } from '../knowledge-schema.js';
import type { Use } from '../uses/uses-schema.js';
import { findPhrase, pluralOf } from '../text.js';
import { parseCommand, tokens } from './parse.js';
import type { Vocabulary } from './vocabulary.js';
import type { Meaning } from './words-schema.js';

/** A need said in words: its id and the words that said it. */
export interface SaidNeed {
  readonly need: string;
  readonly words: string;
}

/** A thing the request names outside its commands and asks: its candidate types and words. */
export interface NamedThing {
  readonly types: readonly string[];
  readonly words: string;
}

export interface RequestReading {
  /** Commands the request gives, each a clause's words for the command reader. */
  readonly commands: readonly string[];
  /** Uses asked for by name, with the words that asked. */
  readonly asked: readonly { readonly use: Use; readonly words: string }[];
  readonly needs: readonly SaidNeed[];
  readonly things: readonly NamedThing[];
  /** Things named in a clause that asks nothing of them ("..., where you go the pen"): a question, whatever else is read. */
  readonly stray: readonly NamedThing[];
  /** What the person does themselves ("sit on the sofa"). */
  readonly personal: readonly string[];
  /** Words not known where the reading would rest on them: no reading can be made of the request. */
  readonly blocking: readonly string[];
  /** Words not known, set aside: nothing rests on them. */
  readonly setAside: readonly string[];
  /** The words every finding rests on, in the request's order. */
  readonly words: readonly string[];
}

/** What each meaning is asked by, as a verb of words.yaml: a state lacking ("no clean mugs") becomes this command. */
const VERB_OF: Partial<Record<Meaning, string>> = {
  heat: 'heat',
  cook: 'cook',
  cool: 'chill',
  clean: 'clean',
  slice: 'slice',
  switchOn: 'turn on',
  fill: 'fill',
};

/** Words that join clauses of a need or a wish ("it's dark, and I want to read"). */
const CLAUSE_JOINS = new Set(['and', 'then', 'but', 'so', 'because', 'since', 'also', 'plus', 'or']);

/** The reader's words: everything it knows, for reading slips of spelling. */
export function knownWords(knowledge: Knowledge, vocabulary: Vocabulary): Set<string> {
  const words = vocabulary.words();
  const add = (phrase: string): void => phrase.split(' ').forEach((w) => words.add(w.replace(/'/g, '')));
  for (const need of Object.values(knowledge.uses.needs)) need.words.forEach(add);
  for (const use of knowledge.uses.uses) use.asks.forEach(add);
  knowledge.uses.personal.forEach(add);
  const { speech } = knowledge;
  [...speech.fillers, ...speech.determiners, ...speech.lacking, ...Object.values(speech.contractions)].forEach(add);
  return words;
}

export class RequestReader {
  private readonly fillers: Set<string>;
  private readonly determiners: Set<string>;
  /** Words of making a thing ("make", "prepare"): before a thing in a state, that state is asked. */
  private readonly making: Set<string>;
  /** Words dropped before a use's asks are matched: articles and politeness, not verbs. */
  private readonly light: Set<string>;
  private readonly asks: { use: Use; words: string[] }[];
  private readonly needPhrases: { need: string; words: string[] }[];
  private readonly personal: string[][];

  constructor(
    private readonly knowledge: Knowledge,
    private readonly vocabulary: Vocabulary,
    private readonly known: ReadonlySet<string>,
  ) {
    const { speech, uses } = knowledge;
    this.fillers = new Set(speech.fillers);
    this.determiners = new Set(speech.determiners);
    this.making = new Set(speech.making);
    this.light = new Set([...speech.determiners, 'please', 'kindly', 'just', 'me', 'us', 'for', 'you', 'i', 'we', 'some', 'now', 'your', 'his', 'her']);
    this.asks = uses.uses.flatMap((use) => use.asks.map((a) => ({ use, words: a.split(' ').filter((w) => !this.light.has(w)) })));
    // Longest first: "wash my hands" before "hands".
    this.asks.sort((a, b) => b.words.length - a.words.length);
    this.needPhrases = Object.entries(uses.needs).flatMap(([need, n]) => n.words.map((w) => ({ need, words: w.split(' ') })));
    this.needPhrases.sort((a, b) => b.words.length - a.words.length);
    this.personal = uses.personal.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
  }

  /** A use asked by name in `words` (articles and politeness aside); with `verbAt`, only one whose words cover it. */
  askIn(words: readonly string[], verbAt?: number): { use: Use; words: string } | undefined {
    const kept = words.map((w, i) => ({ w, i })).filter(({ w }) => !this.light.has(w));
    const bare = kept.map(({ w }) => w);
    for (const ask of this.asks) {
      const at = findWords(bare, ask.words);
      if (at < 0) continue;
      const from = kept[at]!.i;
      const to = kept[at + ask.words.length - 1]!.i;
      // Over a command's verb only a phrase naming more than the verb ("boil water", not "toast"): "toast the bread" is a command.
      if (verbAt !== undefined && (verbAt < from || verbAt > to || ask.words.length < 2)) continue;
      return { use: ask.use, words: words.slice(from, to + 1).join(' ') };
    }
    return undefined;
  }

  /** Where the first verb of words.yaml stands in `words`, or -1. */
  verbIndex(words: readonly string[]): number {
    for (let i = 0; i < words.length; i++) if (this.vocabulary.first(words, i, ['verb', 'particleVerb']) !== undefined) return i;
    return -1;
  }

  /**
   * Whether some clause of a request that parses as commands asks for a use by a phrase over its
   * verb ("boil some water"): then it is no command. A clause without a verb is part of the
   * command ("the coffee table" names a table, not coffee).
   */
  asksOverVerb(text: string): boolean {
    return this.clausesOf(tokens(text)).some((clause) => {
      const verb = this.verbIndex(clause);
      return verb >= 0 && this.askIn(clause, verb) !== undefined;
    });
  }

  read(text: string): RequestReading {
    const commands: string[] = [];
    const asked: { use: Use; words: string }[] = [];
    const needs: SaidNeed[] = [];
    const things: NamedThing[] = [];
    const stray: NamedThing[] = [];
    const personal: string[] = [];
    const blocking: string[] = [];
    const setAside: string[] = [];
    const words: string[] = [];
    for (const clause of this.clausesOf(tokens(text))) {
      const verb = this.verbIndex(clause);
      // Over a verb with nothing to act on, a use's one word names it ("toast", "coffee").
      const unknown = clause.filter((w) => !this.known.has(w) && !/^\d+$/.test(w));
      const ask = this.askIn(clause, verb < 0 ? undefined : verb) ?? (verb >= 0 && unknown.length === 0 && !this.isCommand(clause) ? this.askIn(clause) : undefined);
      // A word not known where the verb would stand ("frobnicate the apple"): what is asked rests on it.
      const head = clause.find((w) => !this.fillers.has(w));
      if (head !== undefined && unknown.includes(head)) {
        blocking.push(...unknown);
        continue;
      }
      if (ask !== undefined) {
        asked.push(ask);
        words.push(ask.words);
        const rest = clause.join(' ').replace(ask.words, ' ').split(' ').filter((w) => w !== '');
        this.needsAndThings(rest, needs, things, words);
        setAside.push(...unknown);
        continue;
      }
      if (verb >= 0 && unknown.length === 0 && this.isCommand(clause)) {
        commands.push(clause.join(' '));
        words.push(clause.filter((w) => !this.fillers.has(w) || this.vocabulary.first([w], 0, ['verb', 'particleVerb', 'noun']) !== undefined).join(' '));
        continue;
      }
      // A command it does not understand whole is not read for needs instead ("cut a green food item").
      if (verb >= 0 && unknown.length > 0) {
        blocking.push(...unknown);
        continue;
      }
      const own = this.personalIn(clause);
      if (own !== undefined) {
        personal.push(clause.slice(own).join(' '));
        // What they do says what they need ("read in bed": light to read by); the things are theirs.
        this.needsAndThings(clause.slice(own), needs, [], words);
        setAside.push(...unknown);
        continue;
      }
      const lacking = this.stateLacking(clause) ?? this.stateMade(clause);
      if (lacking !== undefined) {
        commands.push(lacking.command);
        words.push(lacking.words);
        continue;
      }
      const before = needs.length;
      const named = things.length;
      this.needsAndThings(clause, needs, things, words);
      if (needs.length === before) stray.push(...things.slice(named));
      // A word not known where what is asked would be named, or in a clause that says no need: it blocks.
      for (const word of unknown) {
        const previous = clause[clause.indexOf(word) - 1];
        if (needs.length === before || (previous !== undefined && this.determiners.has(previous))) blocking.push(word);
        else setAside.push(word);
      }
    }
    return { commands, asked, needs, things, stray, personal, blocking: [...new Set(blocking)], setAside: [...new Set(setAside)], words };
  }

  /**
   * The clauses of a request. A part after "and"/"or" that only names things ("the cabinets and
   * drawers") stays with the clause before: it is more of what that clause is about.
   */
  clausesOf(words: readonly string[]): string[][] {
    const clauses: string[][] = [];
    for (const { words: part, join } of splitClauses(words)) {
      const onlyThings = part.every((w) => this.fillers.has(w) || this.determiners.has(w) || this.vocabulary.first(part, part.indexOf(w), ['noun']) !== undefined || this.vocabulary.isNoun(w));
      const joinsThings = (join === 'and' || join === 'or') && clauses.length > 0 && onlyThings && this.verbIndex(part) < 0;
      if (joinsThings) clauses[clauses.length - 1]!.push(join, ...part);
      else clauses.push([...part]);
    }
    return clauses;
  }

  /** Whether the clause parses as commands of words.yaml, each on something. */
  private isCommand(clause: readonly string[]): boolean {
    const parse = parseCommand(clause.join(' '), this.vocabulary);
    return parse.clauses.length > 0 && parse.unknown.length === 0 && parse.clauses.every((c) => c.objects.length > 0);
  }

  /** Where the person's own doing starts in the clause (after "I want to"), or undefined. */
  private personalIn(clause: readonly string[]): number | undefined {
    let at = 0;
    while (at < clause.length && this.fillers.has(clause[at]!) && !this.personal.some((p) => p[0] === clause[at])) at++;
    // After "the", "a", "my" a thing is named: "like the watch" is no watching.
    if (at > 0 && this.determiners.has(clause[at - 1]!)) return undefined;
    return this.personal.some((p) => findWords(clause.slice(at), p) === 0) ? at : undefined;
  }

  /** "out of clean mugs", "no clean towels": the thing in that state, as a command ("clean all the mugs"). */
  private stateLacking(clause: readonly string[]): { command: string; words: string } | undefined {
    for (const phrase of this.knowledge.speech.lacking) {
      const at = findWords(clause, phrase.split(' '));
      if (at < 0) continue;
      let i = at + phrase.split(' ').length;
      while (i < clause.length && this.determiners.has(clause[i]!)) i++;
      const modifier = this.vocabulary.first(clause, i, ['modifier']);
      if (modifier === undefined) continue;
      const meaning = modifier.readings[0]!.kind === 'modifier' ? modifier.readings[0]!.meaning : undefined;
      const verb = meaning === undefined ? undefined : VERB_OF[meaning];
      const noun = this.vocabulary.first(clause, i + modifier.length, ['noun']);
      if (verb === undefined || noun === undefined) continue;
      const plural = noun.readings.some((r) => r.kind === 'noun' && r.plural);
      const named = clause.slice(at, i + modifier.length + noun.length).join(' ');
      return { command: `${verb} ${plural ? 'all the' : 'the'} ${noun.words}`, words: named };
    }
    return undefined;
  }

  /**
   * "make a slice of bread", "prepare 2 slices of lettuce": a word of making before a thing in a
   * state its modifier says, and nothing else, is the command that puts it in that state ("slice
   * a slice of bread"). A thing with no such modifier ("make the bread") is not read so.
   */
  private stateMade(clause: readonly string[]): { command: string; words: string } | undefined {
    const at = clause.findIndex((w) => this.making.has(w));
    if (at < 0 || clause.slice(0, at).some((w) => !this.fillers.has(w))) return undefined;
    let from = at + 1;
    // "make me a ...": who it is for is no part of the thing.
    while (from < clause.length && ['me', 'us', 'you'].includes(clause[from]!)) from++;
    const thing = clause.slice(from);
    for (let i = 0; i < thing.length; i++) {
      const modifier = this.vocabulary.first(thing, i, ['modifier']);
      const reading = modifier?.readings.find((r) => r.kind === 'modifier');
      const verb = reading?.kind === 'modifier' ? VERB_OF[reading.meaning] : undefined;
      if (verb === undefined) continue;
      const command = `${verb} ${thing.join(' ')}`;
      return this.isCommand(command.split(' ')) ? { command, words: clause.slice(at).join(' ') } : undefined;
    }
    return undefined;
  }

  /** The needs and things of a clause, added to the lists; whether it had any. */
  private needsAndThings(clause: readonly string[], needs: SaidNeed[], things: NamedThing[], words: string[]): boolean {
    let found = false;
    for (let i = 0; i < clause.length; ) {
      // After "the", "a", "my" a thing is named, not a need ("the watch" is a watch).
      const named = i > 0 && this.determiners.has(clause[i - 1]!) && this.vocabulary.first(clause, i, ['noun']) !== undefined;
      const need = named ? undefined : this.needPhrases.find((p) => matchesAt(clause, i, p.words));
      if (need !== undefined) {
        const said = clause.slice(i, i + need.words.length).join(' ');
        for (const n of this.needPhrases.filter((p) => p.words.join(' ') === need.words.join(' ') || matchesAt(clause, i, p.words))) {
          if (!needs.some((s) => s.need === n.need)) needs.push({ need: n.need, words: said });
        }
        words.push(said);
        found = true;
        i += need.words.length;
        continue;
      }
      const noun = this.fillers.has(clause[i]!) ? undefined : this.vocabulary.first(clause, i, ['noun']);
      if (noun !== undefined) {
        const types = noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : []));
        things.push({ types, words: noun.words });
        found = true;
        i += noun.length;
        continue;
      }
      i++;
    }
    return found;
  }
}

/** The clauses of a request: split at marks and at the words that join a wish's parts (with the join word that split each). */
function splitClauses(words: readonly string[]): { words: string[]; join: string }[] {
  const clauses: { words: string[]; join: string }[] = [{ words: [], join: ',' }];
  for (const word of words) {
    if (word === ',' || CLAUSE_JOINS.has(word)) clauses.push({ words: [], join: word });
    else clauses[clauses.length - 1]!.words.push(word);
  }
  return clauses.filter((c) => c.words.length > 0);
}

/** Whether `phrase` stands at `at` of `words`, a word in its plural too ("plants"). */
function matchesAt(words: readonly string[], at: number, phrase: readonly string[]): boolean {
  return at + phrase.length <= words.length && phrase.every((p, j) => words[at + j] === p || words[at + j] === pluralOf(p));
}

/** Where `phrase` first stands in `words` (plurals too), or -1. */
function findWords(words: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  for (let i = 0; i + phrase.length <= words.length; i++) if (matchesAt(words, i, phrase)) return i;
  return findPhrase(words, phrase);
}
