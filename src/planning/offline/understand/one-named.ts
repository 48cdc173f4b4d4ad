/**
 * "One" standing for a thing named before (issue 38). "I didn't bring a towel in with me. Could
 * you pass me one?" asks for a towel; "it's kinda sad without an egg on top.. can u fry one up"
 * asks for an egg fried. A lone "one" ("some", "a couple") as what a verb acts on, in a clause
 * naming no thing of its own, is a thing of the kind named last in the clauses before it: the
 * thing, as said (its words, so the same types are meant: plain-kind.ts), counted as said. Only a
 * thing that can be carried: "one" is one of several of a kind, and what is counted out so is
 * what can be handed over or cooked, never where something is ("in the shower"). Never with
 * nothing such named before (the clause stays as said, and says it does not say what), and never
 * "one" after a word that says which ("this one", "that one", "the other one", "no one",
 * "another one"): only right after its verb or the person it is for ("pass me one").
 */
import { namesWhere, type Vocabulary } from './vocabulary.js';

/** The words a lone "one" is read with. */
export interface OneWords {
  readonly vocabulary: Vocabulary;
  /** Words before a noun that say which ("the", "my"): a noun after one and a preposition is a place. */
  readonly determiners: ReadonlySet<string>;
  /** Whether a person can carry a thing of these types (AI2-THOR's pickupable). */
  readonly canCarry: (types: readonly string[]) => boolean;
}

/** A clause read with its lone "one" as the thing named before, and that thing's words. */
export interface OneRead {
  readonly clause: string[];
  /** The words that named the thing before ("towel"). */
  readonly thing: string;
}

/** Words standing alone for things of a kind named before, and how many each is. */
const LONE: readonly { readonly words: readonly string[]; readonly count: string }[] = [
  { words: ['a', 'couple'], count: 'two' },
  { words: ['one'], count: 'one' },
  { words: ['some'], count: 'one' },
  // "never put a new one on": another of the kind, said new (for what is used up, not used up: to-goal.ts).
  { words: ['a', 'new', 'one'], count: 'a new' },
  { words: ['a', 'fresh', 'one'], count: 'a fresh' },
];
/** Whom a thing is for, between its verb and it ("pass me one", "get us one"). */
const FOR_WHOM: ReadonlySet<string> = new Set(['me', 'us', 'him', 'her', 'them']);
/** Words completing a verb after its object ("fry one up", "put one out"). */
const PARTICLES: ReadonlySet<string> = new Set(['up', 'down', 'out', 'away', 'over', 'on', 'off', 'in']);

/**
 * `clause` with its lone "one" read as the thing of the kind named last in `before` (the words of
 * the clauses before it, in order); undefined when it has none or nothing such was named.
 */
export function withOneNamed(clause: readonly string[], before: readonly string[], words: OneWords): OneRead | undefined {
  const lone = loneAt(clause, words.vocabulary);
  if (lone === undefined) return undefined;
  const named = lastCountable(before, words);
  if (named === undefined) return undefined;
  const thing = `${lone.count} ${named.plural ? 'of the ' : ''}${named.words}`.split(' ');
  return { clause: [...clause.slice(0, lone.at), ...thing, ...clause.slice(lone.at + lone.length)], thing: named.words };
}

/** Where a lone "one" stands as what the clause's verb acts on, with its length and count; undefined when none does. */
function loneAt(clause: readonly string[], vocabulary: Vocabulary): { at: number; length: number; count: string } | undefined {
  for (let at = 1; at < clause.length; at++) {
    const lone = LONE.find((l) => l.words.every((w, i) => clause[at + i] === w));
    if (lone === undefined) continue;
    const after = at + lone.words.length;
    // "one towel", "one of them", "some more", "some rest": a count of what follows, no thing on its own. Only
    // the end of the clause, a word adding nothing ("up", "for me", "please"), a particle or a place may follow.
    if (clause[after] !== undefined && !PARTICLES.has(clause[after]!) && vocabulary.first(clause, after, ['filler', 'preposition', 'source']) === undefined) continue;
    if (vocabulary.first(clause, after, ['noun', 'modifier', 'descriptive']) !== undefined || clause[after] === 'of') continue;
    let verbEnd = at;
    while (verbEnd > 0 && FOR_WHOM.has(clause[verbEnd - 1]!)) verbEnd--;
    if (!endsInVerb(clause, verbEnd, vocabulary)) continue;
    // A clause that names its own thing before it needs nothing from before ("grab a towel and pass me one").
    if (clause.slice(0, at).some((_, i) => vocabulary.first(clause, i, ['noun']) !== undefined)) return undefined;
    return { at, length: lone.words.length, count: lone.count };
  }
  return undefined;
}

/** Whether a verb phrase of words.yaml ends right before `end` ("pass", "pick up", "fry"). */
function endsInVerb(clause: readonly string[], end: number, vocabulary: Vocabulary): boolean {
  for (let from = end - 1; from >= 0; from--) {
    if (vocabulary.at(clause, from, ['verb', 'particleVerb']).some((f) => from + f.length === end)) return true;
  }
  return false;
}

/** The thing that can be carried named last in `words`, not where something is ("in the shower"). */
function lastCountable(words: readonly string[], one: OneWords): { words: string; plural: boolean } | undefined {
  let last: { words: string; plural: boolean } | undefined;
  for (let at = 0; at < words.length; at++) {
    const noun = one.vocabulary.first(words, at, ['noun']);
    if (noun === undefined) continue;
    const types = noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : []));
    if (!namesWhere(words, at, one.vocabulary, one.determiners) && one.canCarry(types)) last = { words: noun.words, plural: noun.readings.some((r) => r.kind === 'noun' && r.plural) };
    at += noun.length - 1;
  }
  return last;
}
