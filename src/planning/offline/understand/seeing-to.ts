/**
 * A clause that asks a thing seen to with a generic verb (issue 38): "can you deal with the
 * washing up", "sort out the bed", "see to the plant", "take care of the dishes", "handle the
 * bins", "do the plant", "sort it out". The verb (speech.yaml `seeingTo`) says no deed of its own:
 * what is asked is what the thing is for here, which the reader of the room settles (its uses:
 * uses/thing-uses.ts). This file only finds the clause's shape: asking words, the verb, then what
 * is seen to (a thing of the room named, or a pronoun for the thing named before), then nothing
 * but filler. A negation ("don't touch the plant", "do not deal with it") is never one.
 */
import type { Vocabulary } from './vocabulary.js';

/** A clause of a generic verb on a thing: the verb as said, what is seen to, and the words that name it. */
export interface SeeingTo {
  /** The verb phrase as said ("deal with", "sort out", "take care of"). */
  readonly verb: string;
  /** The words naming what is seen to, as the clause says them ("the washing up", "the bins"); for a pronoun, the pronoun. */
  readonly object: readonly string[];
  /** The thing's name (the vocabulary's), when a thing of the room is named; undefined for a pronoun. */
  readonly thing?: string | undefined;
  /** For a verb of `ownAsks` ("fix"), the uses it sees to the thing for: those that ask by it ("fix bed"). */
  readonly uses?: readonly string[] | undefined;
  /** Whether what is seen to is "it", "them", "that": the thing named before. */
  readonly pronoun: boolean;
  /** Whether words before the thing's name say how it is ("the broken bin", "the old mug"). */
  readonly described?: boolean | undefined;
}

/** The word lists a clause of seeing to is read with. */
export interface SeeingToWords {
  readonly vocabulary: Vocabulary;
  /** The generic verbs of seeing to a thing (speech.yaml `seeingTo.verbs`). */
  readonly verbs: readonly string[];
  /** A verb's particle that may follow what is seen to ("sort the bed out": `seeingTo.after`). */
  readonly after: readonly string[];
  /** Verbs that see to a thing only for the uses that ask by them (`seeingTo.ownAsks`: "fix", a repair otherwise). */
  readonly ownAsks: readonly string[];
  /** The uses of uses.yaml: their ids, the types they act on, and the phrases that ask them. */
  readonly uses: readonly { readonly id: string; readonly types: readonly string[]; readonly asks: readonly string[] }[];
  /** Words that carry no request (speech.yaml `fillers`): they may close the clause ("for me", "please"). */
  readonly fillers: ReadonlySet<string>;
  /** Words before a thing that say which (speech.yaml `determiners`). */
  readonly determiners: ReadonlySet<string>;
}

/** Words asking before the verb ("can you", "could we just", "please"). */
const ASKING: ReadonlySet<string> = new Set(['can', 'could', 'would', 'will', 'you', 'u', 'we', 'please', 'pls', 'just', 'kindly', 'go', 'quickly', 'also', 'now', 'then', 'and', 'so', 'oh', 'ok', 'okay', 'maybe', 'hey', 'right']);
/** Pronouns for the thing named before. */
const PRONOUNS: ReadonlySet<string> = new Set(['it', 'them', 'that', 'this', 'these', 'those']);
/** Words that negate what follows: a clause with one asks nothing of a thing ("don't deal with the plant"). */
const NEGATIONS: ReadonlySet<string> = new Set(['not', 'never', 'no', 'dont', 'nothing', 'without']);

/**
 * The uses a verb of `ownAsks` sees a thing of `types` to (those that ask by the verb and act on
 * it: "fix" of the pillows is "fix bed"); undefined for any other verb: every use.
 */
function ownUses(verb: string, types: readonly string[], words: SeeingToWords): string[] | undefined {
  if (!words.ownAsks.includes(verb)) return undefined;
  return words.uses.filter((u) => u.asks.some((a) => a.split(' ')[0] === verb) && u.types.some((t) => types.includes(t))).map((u) => u.id);
}

/** The types a thing's name names. */
function typesOf(name: string, vocabulary: Vocabulary): string[] {
  return (vocabulary.first(name.split(' '), 0, ['noun'])?.readings ?? []).flatMap((r) => (r.kind === 'noun' ? r.types : []));
}

/** The verb of `verbs` the words start with at `at`, the longest first, as its words. */
function verbAt(words: readonly string[], at: number, verbs: readonly string[][]): string[] | undefined {
  return verbs.find((v) => v.every((w, j) => words[at + j] === w));
}

/**
 * The clause as a generic verb seeing to a thing, or undefined: after asking words, a verb of
 * `verbs`, then a pronoun or determiners, modifiers and a thing's name, then only filler (a
 * verb's particle too: "sort it out"). What follows the verb names no thing ("sort out some
 * breakfast", "sort me out with a drink"): not this clause (the rest of the reader reads it).
 */
export function seeingToIn(clause: readonly string[], words: SeeingToWords): SeeingTo | undefined {
  if (clause.some((w) => NEGATIONS.has(w))) return undefined;
  let at = 0;
  while (at < clause.length && ASKING.has(clause[at]!)) at++;
  const verbs = words.verbs.map((v) => v.split(' ')).sort((a, b) => b.length - a.length);
  const verb = verbAt(clause, at, verbs);
  if (verb === undefined) return undefined;
  const from = at + verb.length;
  const closes = (i: number): boolean => clause.slice(i).every((w) => words.fillers.has(w) || words.after.includes(w));
  if (PRONOUNS.has(clause[from] ?? '') && closes(from + 1)) return { verb: verb.join(' '), object: [clause[from]!], pronoun: true };
  let i = from;
  while (i < clause.length && words.determiners.has(clause[i]!)) i++;
  const named = i;
  // Words saying how the thing is before its name ("the dirty plates"): part of what is seen to.
  while (i < clause.length && words.vocabulary.first(clause, i, ['noun']) === undefined && words.vocabulary.first(clause, i, ['modifier', 'descriptive']) !== undefined) i++;
  const noun = words.vocabulary.first(clause, i, ['noun']);
  if (noun === undefined || !closes(i + noun.length)) return undefined;
  // "fix the tap" is a repair (uses.yaml `beyond`); "fix the pillows" sees to them for the bed made ("fix bed").
  const uses = ownUses(verb.join(' '), typesOf(noun.words, words.vocabulary), words);
  if (uses?.length === 0) return undefined;
  // A particle closing the clause is the verb's ("sort the bed out"), not the thing's.
  let end = clause.length;
  while (end > i + noun.length && words.after.includes(clause[end - 1]!)) end--;
  return { verb: verb.join(' '), object: clause.slice(from, end), thing: noun.words, pronoun: false, ...(uses === undefined ? {} : { uses }), ...(i > named ? { described: true } : {}) };
}

/** A use asked by a phrase in some words (the reader's askIn): the use and the words that asked it. */
type AskIn<U> = (words: readonly string[]) => { readonly use: U; readonly words: string } | undefined;

/** What the clauses before a clause of seeing to said. */
export interface SaidBefore {
  /** Whether they asked or said anything: a command, a use, a need, a thing sought, out of place or in the way. */
  readonly anything: boolean;
  /** Whether the clause right before said how the thing it names is ("the bin is broken"). */
  readonly howThingIs: boolean;
}

/**
 * What the reader does with a clause of seeing to (seeingToIn), given the thing named before
 * (`referent`) and what was said before it:
 * - `done`: "it" after what was asked or said ("the washing up is still there, deal with it"): it
 *   asks to do that, nothing more;
 * - `asked`: "do" with the thing asks a use by its own phrase ("take care of the dishes" as "do
 *   the dishes", "handle the bins" as "do the bins"): that use, resting on the words said;
 * - `read`: the thing seen to, read as "do" with it (`rest`: "do the plant", or "do" with the thing
 *   named before for "it"), as the rest of the reader reads a thing, and seen to (`thing`, `verb`).
 *   A thing said to be in a state the reader reads no need from ("the broken bin", "the bin is
 *   broken, deal with it") asks to deal with that state, which no use names: it is asked about
 *   (`uses`: none), never planned for its use;
 * - undefined: no clause of seeing to, or "it" with nothing named before (read as it stands).
 */
export type SeeingToStep<U> =
  | { readonly kind: 'done' }
  | { readonly kind: 'asked'; readonly use: U; readonly words: string; readonly thing: string | undefined }
  | { readonly kind: 'read'; readonly rest: string[]; readonly thing: string | undefined; readonly verb: string; readonly uses?: readonly string[] | undefined };

export function seeingToStep<U>(clause: readonly string[], referent: string | undefined, before: SaidBefore, askIn: AskIn<U>, words: SeeingToWords): SeeingToStep<U> | undefined {
  const seeing = seeingToIn(clause, words);
  if (seeing === undefined) return undefined;
  // "the tap keeps dripping, can you fix it": a verb of `ownAsks` after what was said is the repair it says, never "do that".
  // "Bored stiff. Fix it.": with no thing named before, "it" is what the person said they feel, and fixing it is
  // doing what that asks, as "sort it" is; there is nothing to repair.
  if (seeing.pronoun && before.anything && (!words.ownAsks.includes(seeing.verb) || referent === undefined)) return { kind: 'done' };
  if (seeing.pronoun && referent === undefined) return undefined;
  const object = seeing.pronoun ? ['the', ...referent!.split(' ')] : [...seeing.object];
  const thing = seeing.pronoun ? lastName(referent!, words.vocabulary) : seeing.thing;
  const own = seeing.pronoun ? ownUses(seeing.verb, typesOf(thing ?? '', words.vocabulary), words) : seeing.uses;
  if (own?.length === 0) return undefined;
  const uses = seeing.described === true || (seeing.pronoun && before.howThingIs) ? [] : own;
  const asked = askIn(['do', ...object]);
  if (asked !== undefined && asked.words.split(' ')[0] === 'do') return { kind: 'asked', use: asked.use, words: [seeing.verb, ...(seeing.pronoun ? seeing.object : object)].join(' '), thing };
  // Read as "do" with the thing, the verb the others stand for ("do the empty loo roll": "empty" is no verb of it).
  return { kind: 'read', rest: ['do', ...object], thing, verb: seeing.verb, ...(uses === undefined ? {} : { uses }) };
}

/** The name of the thing words end in ("loo roll" of "empty loo roll"), or undefined when they name none. */
function lastName(words: string, vocabulary: Vocabulary): string | undefined {
  const list = words.split(' ');
  for (let i = 0; i < list.length; i++) {
    const noun = vocabulary.first(list, i, ['noun']);
    if (noun !== undefined && i + noun.length === list.length) return noun.words;
  }
  return undefined;
}

/** A thing of the room seen to with a generic verb ("deal with the plant"): its types, its words, the verb said, and the uses it may be seen to for (all when absent). */
export interface SeenThing {
  readonly types: readonly string[];
  readonly words: string;
  readonly verb: string;
  readonly uses?: readonly string[] | undefined;
}

/**
 * The things seen to (`seen`: each clause's thing and verb) among those named with nothing asked
 * of them (`stray`): taken out of `stray`, as things seen to. A thing seen to that reads as
 * something else ("deal with the dry plant": the plant watered) is no longer a thing seen to.
 */
export function takeSeen(stray: { types: readonly string[]; words: string }[], seen: readonly { thing: string | undefined; verb: string; uses?: readonly string[] | undefined }[]): SeenThing[] {
  const taken: SeenThing[] = [];
  for (let i = stray.length - 1; i >= 0; i--) {
    const by = seen.find((s) => s.thing === stray[i]!.words);
    if (by === undefined) continue;
    const [thing] = stray.splice(i, 1);
    if (!taken.some((t) => t.words === thing!.words)) taken.unshift({ types: thing!.types, words: thing!.words, verb: by.verb, ...(by.uses === undefined ? {} : { uses: by.uses }) });
  }
  return taken;
}
