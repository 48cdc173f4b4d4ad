/**
 * A thing the person is looking for or wants to hand: "where's my phone", "where'd I leave my
 * watch", "any idea where my racket went", "I can't find my keys", "have you seen my remote",
 * "my keys have gone missing" (speech.yaml `seeking`, and `missing` after the thing); and, in a
 * clause that asks nothing else, "I need my laptop" (`wanting`). Finding it for them is bringing it
 * to them (the suites' convention: it ends up held). What else such a clause says (where it went,
 * "any idea", "anywhere") asks nothing more.
 */
import type { Vocabulary } from './vocabulary.js';
import { findPhrase } from '../text.js';

/** A thing sought in a clause: its words (the noun's), its types, where it stands, and the words saying it is sought ("where did i leave my watch"). */
export interface Sought {
  readonly words: string;
  readonly types: readonly string[];
  readonly at: number;
  readonly end: number;
  readonly said: string;
}

/** The word lists a clause is read with for a thing sought. */
export interface SeekingWords {
  readonly vocabulary: Vocabulary;
  /** Phrases before the thing: "where", "can not find", "lost", "seen", "looking for". */
  readonly seeking: readonly string[];
  /** Phrases after the thing: "missing", "gone missing". */
  readonly missing: readonly string[];
  /** Whether a person can be handed a thing of these types (the catalogue's `pickupable`). */
  readonly canHold: (types: readonly string[]) => boolean;
}

/** The things the clause names from `from` to `to` (exclusive), in order, each a whole name. */
function thingsIn(clause: readonly string[], from: number, to: number, vocabulary: Vocabulary): Sought[] {
  const found: Sought[] = [];
  for (let i = from; i < to; ) {
    const noun = vocabulary.first(clause, i, ['noun']);
    if (noun === undefined) {
      i++;
      continue;
    }
    const types = noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : []));
    found.push({ words: noun.words, types, at: i, end: i + noun.length, said: noun.words });
    i += noun.length;
  }
  return found;
}

/** Phrases as words, the longest first: a longer phrase is read before one inside it. */
const byLength = (list: readonly string[]): string[][] => list.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);

/** Words of where a thing is ("in a drawer", "down the back of the sofa"). */
const WHERE = new Set(['in', 'on', 'under', 'behind', 'around', 'round', 'down', 'up', 'here', 'there', 'a', 'an', 'the', 'my', 'of', 'back', 'side', 'gone', 'been']);
/** Words after a thing that tell how it is or where ("the card is ...", "the keys have gone ..."). */
const TELLING = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'must', 'should', 'will', 'could', 'might', 'went']);

/**
 * The thing a clause seeks: the first thing named after a phrase of `seeking` (no verb of
 * words.yaml before the phrase: "put the book back where the lamp is" places the book), or the
 * last before a phrase of `missing`; only a thing a person can be handed. Undefined when the
 * clause seeks nothing.
 */
export function soughtIn(clause: readonly string[], words: SeekingWords): Sought | undefined {
  for (const { at, commanded, thing } of seekingPhrases(clause, words)) {
    if (commanded) return undefined;
    // Nothing named after it ("the racket's nowhere to be seen"): the phrase seeks nothing, a phrase of `missing` may still say what is.
    if (thing === undefined) continue;
    return words.canHold(thing.types) ? { ...thing, said: clause.slice(at, thing.end).join(' ') } : undefined;
  }
  return missingIn(clause, words);
}

/**
 * A place a phrase of seeking names, where nothing can be handed ("I can't reach the top cupboard, I
 * need a mug"): where the thing wanted is, not a thing to do something with. Undefined otherwise.
 */
export function soughtPlaceIn(clause: readonly string[], words: SeekingWords): Sought | undefined {
  for (const { at, commanded, thing } of seekingPhrases(clause, words)) {
    if (commanded || thing === undefined) continue;
    return words.canHold(thing.types) ? undefined : { ...thing, said: clause.slice(at, thing.end).join(' ') };
  }
  return undefined;
}

/** Each phrase of `seeking` the clause says, the longest first: where, whether a verb comes before it, and the first thing named after it. */
function* seekingPhrases(clause: readonly string[], words: SeekingWords): Generator<{ at: number; commanded: boolean; thing: Sought | undefined }> {
  for (const phrase of byLength(words.seeking)) {
    const at = findPhrase(clause, phrase);
    if (at < 0) continue;
    yield { at, commanded: commandedBefore(clause, at, words.vocabulary), thing: thingsIn(clause, at + phrase.length, clause.length, words.vocabulary)[0] };
  }
}

/** Whether a verb of words.yaml comes before `at`: the clause commands, it seeks nothing ("put the book back where the lamp is"). */
const commandedBefore = (clause: readonly string[], at: number, vocabulary: Vocabulary): boolean =>
  clause.slice(0, at).some((_, i) => vocabulary.first(clause, i, ['verb', 'particleVerb']) !== undefined);

/** The thing said before a phrase of `missing` ("my keys have gone missing"). */
function missingIn(clause: readonly string[], words: SeekingWords): Sought | undefined {
  for (const phrase of byLength(words.missing)) {
    const at = findPhrase(clause, phrase);
    if (at < 0) continue;
    // "put my phone away somewhere": a command says where it goes, nothing is sought.
    if (commandedBefore(clause, at, words.vocabulary)) return undefined;
    // The last thing before it a person can be handed: "my card's in a drawer somewhere" seeks the card, the drawer is where;
    // but the one the clause tells of first ("the remote is under the cushion somewhere": the remote, the cushion is where).
    const handable = thingsIn(clause, 0, at, words.vocabulary).filter((t) => words.canHold(t.types));
    const thing = handable.find((t) => TELLING.has(clause[t.end] ?? '')) ?? handable.at(-1);
    // Said of the thing ("the card is ... somewhere", "the keys have gone missing"), not of where a deed puts it ("lock my
    // cards away somewhere safe").
    // Only where it is: "is switched off somewhere" says a state, the thing to switch, not to bring.
    const where = clause.slice(thing?.end ?? at, at).every((w, i) => TELLING.has(w) || WHERE.has(w) || words.vocabulary.first(clause, (thing?.end ?? at) + i, ['noun']) !== undefined);
    const saidOf = thing !== undefined && where && (thing.end === at || TELLING.has(clause[thing.end] ?? ''));
    // Not said of it here, a shorter phrase may be ("fell behind" of "my book fell behind the bed", where "behind the bed" is not).
    if (thing !== undefined && saidOf) return { ...thing, said: clause.slice(thing.at, at + phrase.length).join(' ') };
  }
  return undefined;
}

/**
 * "I need my laptop", "I want the remote": a clause of wanting (speech.yaml `wanting`) that names
 * one thing a person can be handed and nothing else, read after everything else found nothing in
 * it. Undefined otherwise.
 */
export function wantedIn(clause: readonly string[], wanting: readonly string[], words: SeekingWords): Sought | undefined {
  const phrase = wanting.map((w) => ({ at: findPhrase(clause, w.split(' ')), length: w.split(' ').length })).filter((p) => p.at >= 0).sort((a, b) => a.at - b.at)[0];
  if (phrase === undefined) return undefined;
  const at = phrase.at;
  const all = thingsIn(clause, 0, clause.length, words.vocabulary);
  // "could I have the pillow off the bed": where it is taken from names no second thing wanted.
  const things = all.length === 2 && takenFrom(clause.slice(all[0]!.end, all[1]!.at)) ? all.slice(0, 1) : all;
  const thing = things.length === 1 ? things[0]! : eitherOf(clause, things, words.canHold);
  // "need to write the novel": what a doing is done to is no thing wanted in hand (a need of writing is read from its own words).
  if (thing !== undefined && clause[at + phrase.length] === 'to' && thing.at > at + phrase.length + 1) return undefined;
  return thing !== undefined && words.canHold(thing.types) ? { ...thing, said: clause.slice(Math.min(at, thing.at), thing.end).join(' ') } : undefined;
}

/** Determiners that may stand between "or" and the thing after it ("a cup or a mug"). */
const DETERMINERS = new Set(['the', 'my', 'that', 'this', 'your', 'our', 'a', 'an', 'some']);

/** Things named with "or" between each ("a cup or a mug", "a cup or mug or bowl"): any is wanted, one thing of all their kinds. */
function eitherOf(clause: readonly string[], things: readonly Sought[], canHold: SeekingWords['canHold']): Sought | undefined {
  if (things.length < 2 || !things.every((t) => canHold(t.types))) return undefined;
  const joined = things.slice(1).every((t, i) => {
    const between = clause.slice(things[i]!.end, t.at);
    return between[0] === 'or' && between.slice(1).every((w) => DETERMINERS.has(w));
  });
  if (!joined) return undefined;
  const [first, last] = [things[0]!, things.at(-1)!];
  return { words: things.map((t) => t.words).join(' or '), types: [...new Set(things.flatMap((t) => t.types))], at: first.at, end: last.end, said: clause.slice(first.at, last.end).join(' ') };
}

/** Words between a thing and another that say it is taken off or out of the other ("off the", "from my", "out of the"). */
const FROM = new Set(['off', 'from', 'out', 'of']);
const takenFrom = (between: readonly string[]): boolean =>
  between.length > 0 && FROM.has(between[0]!) && between.every((w) => FROM.has(w) || ['the', 'my', 'that', 'this', 'your', 'our'].includes(w));
