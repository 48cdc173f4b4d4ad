/**
 * Where a word the reader does not know stands in a clause, and so whether the reading needs it.
 * A reading needs a word only in a slot it is read from: where the verb stands before a thing to
 * act on ("frobnicate the kettle"), or as the head of the thing a verb, a determiner or a count
 * names ("slice the spuds", "slice spuds", "put it in the cupboardy", "I want a pancake"), as
 * more of a thing or a need it follows ("salad components"), or as the state said of a thing
 * ("the mirror is all streaky").
 * Anywhere else (an adverb, a time word, a feeling, a filler, a word before a thing the room has:
 * "the poor plant", "pop the kettle on luv", what the person says they are: "I'm a nervous wreck")
 * it only says more of what is read, and is set aside;
 * so does a word before a known word saying a state or a need, which it only says more of ("the
 * table is completely bare", "an absolute tip", "a proper cosy night"): the reading rests on the
 * known word after it.
 */
import type { Vocabulary } from './vocabulary.js';

/** The word lists a clause's slots are read with. */
export interface SlotWords {
  readonly vocabulary: Vocabulary;
  readonly fillers: ReadonlySet<string>;
  readonly determiners: ReadonlySet<string>;
  readonly known: ReadonlySet<string>;
  /** Words of needs and of uses asked by name: a word not known right after one is what it describes ("salad components"). */
  readonly needWords: ReadonlySet<string>;
  /**
   * Single words that say how a thing or the person is (a need said in one word, "cosy"; a state of
   * a thing, "droopy"): a word not known right before one only says how much or how so.
   */
  readonly stateWords?: ReadonlySet<string>;
}

/** The slot a word not known stands in: the ones a reading is read from, or loose. */
export type Slot = 'verb' | 'thing' | 'more' | 'state' | 'figure' | 'subject' | 'loose';

/** The words not known of a clause, each with where it stands and its slot. */
export interface SlotsOfClause {
  /** In a slot a reading is read from: it blocks a reading resting on it. */
  readonly needed: string[];
  /** Elsewhere: set aside. */
  readonly loose: string[];
  /** Every word not known, in order, with its index in the clause and its slot. */
  readonly slots: { readonly word: string; readonly at: number; readonly slot: Slot }[];
}

/** Words that say how a thing is ("the mirror is streaky"): a word not known after them, said of a thing, is the state asked. */
const COPULAS = new Set(['is', 'are', 'was', 'were', 'looks', 'look', 'seems', 'seem', 'feels', 'feel', 'got', 'gets', 'getting', 'gone', 'went']);
/** Words after who or what a clause speaks of ("the in-laws will be here", "someone has left ..."). */
const AUXILIARIES = new Set(['will', 'would', 'has', 'have', 'had', 'can', 'could', 'should', 'must', 'keeps', 'keep']);
/** Words that only say how much, between a copula and its state ("all streaky", "so dry"). */
const DEGREE = new Set(['all', 'so', 'very', 'really', 'too', 'quite', 'pretty', 'bit', 'a', 'an', 'little', 'totally', 'completely', 'super']);

/** Verbs of perceiving: what follows them is what the person sees, not a thing acted on. */
const PERCEIVING = new Set(['see', 'read', 'hear', 'watch']);

const isNumber = (word: string): boolean => /^\d+$/.test(word);

/** Whether a word of the vocabulary of `kinds` starts at `at` of the clause. */
function starts(words: SlotWords, clause: readonly string[], at: number, kinds: Parameters<Vocabulary['first']>[2]): boolean {
  return at >= 0 && at < clause.length && words.vocabulary.first(clause, at, kinds) !== undefined;
}

/**
 * The words not known in `clause` that stand where the reading needs them (a verb's slot, or the
 * head of a thing named); the others are the loose ones, which nothing rests on.
 */
export function unknownBySlot(clause: readonly string[], words: SlotWords): SlotsOfClause {
  // A verb's -ed or -ing form ("turned", "powered") is the verb: the clause's reading of how a thing should end up reads it.
  const verbForm = (w: string): boolean => ['ed', 'd', 'ing'].some((end) => w.endsWith(end) && words.vocabulary.isVerb(w.slice(0, -end.length)));
  const unknownAt = (i: number): boolean => i >= 0 && i < clause.length && !words.known.has(clause[i]!) && !isNumber(clause[i]!) && !verbForm(clause[i]!);
  // A known word saying a state or a need ("bare" once known, "cosy", "hot"): what a word not known before it says more of.
  // Not a word that also says where ("a gizmo on the counter": "on" is no state there).
  const saysState = (at: number): boolean =>
    at < clause.length &&
    !unknownAt(at) &&
    !starts(words, clause, at, ['preposition', 'place', 'relation', 'source']) &&
    (words.stateWords?.has(clause[at]!) === true || starts(words, clause, at, ['modifier', 'descriptive']));
  const needed: string[] = [];
  const loose: string[] = [];
  const slots: { word: string; at: number; slot: Slot }[] = [];
  const headAt = clause.findIndex((w) => !words.fillers.has(w));
  for (let i = 0; i < clause.length; i++) {
    if (!unknownAt(i)) continue;
    const word = clause[i]!;
    // The verb's slot: the clause's first word that says something, not after "a", "the", before a thing to act on.
    const actsOn = clause.slice(i + 1).some((_, j) => starts(words, clause, i + 1 + j, ['noun', 'pronoun']));
    // Who or what a clause speaks of ("the baby's asleep", "the footy's about to start", "landlord's doing ...") is no thing acted on, nor a verb.
    // Not a tag asking ("get the gizmo, will you"): an auxiliary then "you" asks, it says nothing of the word.
    const subject = COPULAS.has(clause[i + 1] ?? '') || (AUXILIARIES.has(clause[i + 1] ?? '') && !['you', 'u', 'ya', 'i', 'we'].includes(clause[i + 2] ?? ''));
    const verbSlot = i === headAt && !words.determiners.has(clause[i - 1] ?? '') && actsOn && !subject;
    // The head of a thing named: back over other unknown words, modifiers and counts to a determiner or a verb,
    // and no known thing after it that would be the head instead ("the poor plant": the plant).
    let back = i - 1;
    while (back >= 0 && !words.determiners.has(clause[back]!) && !starts(words, clause, back, ['verb', 'particleVerb']) && (unknownAt(back) || isNumber(clause[back]!) || starts(words, clause, back, ['modifier', 'count']))) back--;
    // After a verb, a word in -ing is more doing ("I keep misplacing the remote"), not a thing.
    // "all" after "is", "am" says how much ("the mirror's all streaky", "I'm all sweaty"), it names no thing.
    // Not "a", "an": "there is a gizmo" names one.
    const degree = DEGREE.has(clause[back] ?? '') && !['a', 'an'].includes(clause[back]!) && (COPULAS.has(clause[back - 1] ?? '') || clause[back - 1] === 'am');
    // "I'm a nervous wreck", "I'm an absolute mess": what the person is, no thing named to act on.
    const personIs = ['a', 'an'].includes(clause[back] ?? '') && clause[back - 1] === 'am';
    const opens = back >= 0 && !degree && !personIs && (words.determiners.has(clause[back]!) || (starts(words, clause, back, ['verb', 'particleVerb']) && !word.endsWith('ing')));
    // Before a known state or need it says how much or how so ("an absolute tip", "a proper cosy night"), naming nothing.
    // What the person sees or reads by a light ("can barely see my keyboard") is theirs: nothing is done to it.
    const seen = back >= 1 && words.determiners.has(clause[back]!) && PERCEIVING.has(clause[back - 1]!);
    // Where a thing came from, told of it ("the lettuce from the garden is gritty"): nothing done to that place. Not the
    // source of a command ("get the mug from the cupboardy": which mug rests on it).
    const cameFrom = back >= 1 && words.determiners.has(clause[back]!) && clause[back - 1] === 'from' && !clause.slice(0, back - 1).some((_, j) => starts(words, clause, j, ['verb', 'particleVerb']));
    const headOfThing = opens && !subject && !seen && !cameFrom && !unknownAt(i + 1) && !starts(words, clause, i + 1, ['noun']) && !saysState(i + 1);
    // What a thing or a need it names is said to be more of ("salad components", "waste electricity").
    const compound = i > 0 && (words.needWords.has(clause[i - 1]!) || words.vocabulary.isNoun(clause[i - 1]!)) && !words.fillers.has(clause[i - 1]!);
    // A state said of a thing ("the mirror is all streaky"), not of the person ("I'm all sweaty") nor a doing ("is doing").
    let copula = i - 1;
    while (copula >= 0 && !COPULAS.has(clause[copula]!) && (DEGREE.has(clause[copula]!) || words.fillers.has(clause[copula]!) || unknownAt(copula))) copula--;
    // The state is the last word said of it: one before another word not known or a known state only says how so
    // ("completely bare", "really droopy").
    const modifies = unknownAt(i + 1) || saysState(i + 1);
    const stateOfThing = copula > 0 && COPULAS.has(clause[copula]!) && words.vocabulary.isNoun(clause[copula - 1]!) && !word.endsWith('ing') && !modifies;
    // A word with a figure in it ("6am", "3pm") says when or how much of what is asked.
    const figure = /\d/.test(word);
    // What a thing is said to be ("the table is an absolute tip") is its state, though "an" opens it.
    const slot: Slot = verbSlot ? 'verb' : stateOfThing ? 'state' : headOfThing ? 'thing' : compound ? 'more' : figure ? 'figure' : subject ? 'subject' : 'loose';
    slots.push({ word, at: i, slot });
    (slot === 'loose' || slot === 'subject' ? loose : needed).push(word);
  }
  return { needed, loose, slots };
}
