/**
 * What a word the word lists do not know is, read from its part of speech in its sentence (the
 * tags of english-tags.ts), so that ordinary English reads rather than blocks (issue 38: a word
 * not known blocks a reading only when the reading would depend on it):
 * - an inflected form of a known word is that word: a plural noun the plural the lists know
 *   (a plural stays a plural), a command verb's irregular past or -ing form in its regular one
 *   ("threw" → throwed, read as "turned" is: still done, no command), a
 *   comparative ("cosier" → cosy), a British or American spelling ("colour" / "color");
 * - a word that asks nothing of the room is set aside: interjections and chat ("ugh", "lol",
 *   "pls"), emoji, adverbs of degree, manner and time ("honestly", "super") and, wherever it
 *   stands, a word WordNet knows only as an adverb of how ("hurriedly": adverbs.ts), auxiliaries and
 *   modals ("might", "ought"), conjunctions and prepositions of time or reason ("whilst",
 *   "despite"), determiners and pronouns that count nothing, a person's name as who speaks or is
 *   spoken to ("Sarah is coming over", "Tom, ..."), a noun WordNet says names no thing a robot
 *   could handle ("the background", "a visitor", "a spider": no-things.ts);
 * - anything else keeps blocking: nouns and verbs (what a request asks for), adjectives (a state
 *   asked: "grimy", "raw"), numbers and quantities ("six", "each", "twice"), places and where
 *   words ("beneath", "upstairs"), negations and the word after one ("no longer", "never"), a
 *   name that is owner, recipient or place ("to Sarah", "Tom mug"). When unsure, it blocks.
 */
import type { TaggedWord } from './english-tags.js';
import { gerund } from './vocabulary.js';
import type { LinkPos } from './word-links.js';

/** What a word not known is read as. */
export type UnknownWord = { readonly at: number; readonly word: string } & (
  /** `via`: the source that read it as the known word ("WordNet"), when not its own form. */
  | { readonly kind: 'lemma'; readonly to: string; readonly via?: string }
  | { readonly kind: 'aside'; readonly as: string }
  | { readonly kind: 'blocks' }
);

/** Words that deny or reverse what follows them: they and the word after them are never set aside. */
export const NEGATIONS: ReadonlySet<string> = new Set(['no', 'not', 'never', 'nor', 'neither', 'without', 'hardly', 'barely', 'scarcely', 'nothing', 'none', 'nobody', 'instead', 'except', 'unless', 'stop', 'dont', 'cant', 'wont',
  'excluding', 'minus', 'sans', 'bar', 'barring', 'save', 'apart', 'besides', 'rather', 'including', 'plus', 'nah', 'nope', 'naw', 'nay', 'na']);
/** Where words (a closed class): a thing's place is what a placement rests on. */
export const PLACE_WORDS: ReadonlySet<string> = new Set([
  // "about" is also "around" ("lying about on the counter").
  'about', 'above', 'across', 'against', 'along', 'alongside', 'amid', 'among', 'amongst', 'around', 'atop', 'away', 'back', 'behind', 'below', 'beneath', 'beside',
  'besides', 'between', 'beyond', 'by', 'down', 'downstairs', 'elsewhere', 'everywhere', 'far', 'here', 'in', 'indoors', 'inside', 'into', 'near', 'nearby',
  'next', 'off', 'on', 'onto', 'opposite', 'out', 'outdoors', 'outside', 'over', 'past', 'round', 'somewhere', 'there', 'through', 'throughout', 'to',
  'toward', 'towards', 'under', 'underneath', 'up', 'upon', 'upstairs', 'within', 'aside', 'apart', 'together', 'anywhere', 'nowhere', 'home', 'abroad',
  'ahead', 'underfoot', 'overhead', 'aboard', 'uptop', 'sideways', 'upside', 'backwards', 'forwards',
]);
/** How many, how often or how much of it (a closed class): a quantity changes what is asked. */
export const QUANTITY_WORDS: ReadonlySet<string> = new Set([
  'all', 'both', 'each', 'every', 'either', 'few', 'fewer', 'half', 'least', 'less', 'lots', 'many', 'more', 'most', 'much', 'several', 'some', 'any',
  'once', 'twice', 'thrice', 'again', 'only', 'whole', 'entire', 'entirely', 'enough', 'double', 'triple', 'couple', 'dozen', 'extra', 'another', 'other',
  'else', 'single', 'alone', 'just', 'also', 'too', 'either', 'partly', 'partially', 'fully', 'halfway', 'altogether',
]);
/** Conjunctions that set a condition or an exception: what follows changes when or whether it is done. */
export const CONDITIONS: ReadonlySet<string> = new Set(['if', 'unless', 'or', 'otherwise', 'until', 'till', 'til', 'before', 'after', 'when', 'whenever', 'once', 'except', 'but', 'lest', 'whether', 'than']);

const has = (word: TaggedWord | undefined, ...tags: string[]): boolean => word !== undefined && tags.some((t) => word.tags.includes(t));

/** A request's word as tagged, and whether a clause starts at it (after a mark or at the start). */
export interface SaidWord extends TaggedWord {
  readonly opensClause: boolean;
}

/** Whether the word after an adverb is a count in its clause ("almost all", "nearly two"): the adverb then changes how many. */
const beforeCount = (after: SaidWord | undefined): boolean => after !== undefined && !after.opensClause && (QUANTITY_WORDS.has(after.text) || has(after, 'Value'));

/**
 * Whether an adverb says nothing the reading rests on: one opening its clause ("honestly, ...") or
 * before what it says more of ("just turn", "super bright", "really need"). Not one closing a
 * clause after a verb and its thing, which says how it should end up ("put them separately").
 */
function adverbAside(word: SaidWord, after: SaidWord | undefined): boolean {
  if (beforeCount(after)) return false;
  if (word.opensClause) return true;
  return after !== undefined && !after.opensClause && has(after, 'Verb', 'Adjective', 'Adverb', 'Pronoun', 'Determiner');
}

/** Shortest word read as another spelling of a known one. */
const MIN_SPELLING_LENGTH = 5;

/** The British or American spelling of `word` that `known` holds, when exactly one does ("colour" → "color", "moldy" → "mouldy"). */
export function otherSpelling(word: string, known: ReadonlySet<string>): string | undefined {
  const swaps: [RegExp, string][] = [
    [/our(s|ed|ing|ful|y)?$/, 'or$1'], [/or(s|ed|ing|ful|y)?$/, 'our$1'],
    [/is(e|es|ed|ing|ation)$/, 'iz$1'], [/iz(e|es|ed|ing|ation)$/, 'is$1'],
    [/ys(e|es|ed|ing)$/, 'yz$1'], [/yz(e|es|ed|ing)$/, 'ys$1'],
    [/tre(s)?$/, 'ter$1'], [/ter(s)?$/, 'tre$1'],
    [/([aeiou])ll(ed|ing|er)$/, '$1l$2'], [/([aeiou])l(ed|ing|er)$/, '$1ll$2'],
    [/ould/, 'old'], [/^mold/, 'mould'], [/grey/, 'gray'], [/gray/, 'grey'], [/ogue$/, 'og'], [/og$/, 'ogue'],
  ];
  // A short word is another word, not another spelling ("or" is no "our").
  if (word.length < MIN_SPELLING_LENGTH) return undefined;
  const found = new Set(swaps.map(([from, to]) => word.replace(from, to)).filter((w) => w !== word && known.has(w)));
  return found.size === 1 ? [...found][0] : undefined;
}

/** What the reader's lists say of a word. */
export interface ListWords {
  /** The reader's words. */
  readonly known: ReadonlySet<string>;
  /** Whether a word names a thing of the room. */
  readonly isNoun: (word: string) => boolean;
  /** Whether a word is a verb of a command (words.yaml). */
  readonly isVerb: (word: string) => boolean;
  /** A noun's plural as the lists write it. */
  readonly pluralOf: (word: string) => string;
  /** The known word WordNet links a word not known to, as a noun, verb or adjective (word-links.ts). */
  readonly linkOf?: ((word: string, pos: LinkPos) => string | undefined) | undefined;
  /** What a noun not known names when it names no thing a robot could handle ("noun.act": no-things.ts); undefined else. */
  readonly noThingOf?: ((noun: string) => string | undefined) | undefined;
  /** Whether WordNet knows a word only as an adverb of how ("hurriedly": adverbs.ts). */
  readonly onlyAdverb?: ((word: string) => boolean) | undefined;
}

/**
 * What the words not known of a request are, read in their sentence: `words` are the request's
 * words as tagged (lower case, apostrophes dropped), in order.
 */
export function readUnknown(words: readonly SaidWord[], lists: ListWords): UnknownWord[] {
  const { known } = lists;
  const read: UnknownWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (known.has(word.text) || /\d/.test(word.text) || !/^[a-z]+$/.test(word.text)) continue;
    read.push(readOne(words, i, lists));
  }
  return read;
}

function readOne(words: readonly SaidWord[], i: number, lists: ListWords): UnknownWord {
  const { known, isNoun, isVerb, pluralOf } = lists;
  const word = words[i]!;
  const before = words[i - 1];
  const after = words[i + 1];
  const blocks: UnknownWord = { kind: 'blocks', at: i, word: word.text };
  const lemma = (to: string): UnknownWord => ({ kind: 'lemma', at: i, word: word.text, to });
  // A negation, and what it negates ("no longer", "never again"), is what the request turns on: never read loosely.
  if (NEGATIONS.has(word.text) || has(word, 'Negative') || (before !== undefined && (NEGATIONS.has(before.text) || has(before, 'Negative')))) return blocks;
  const spelling = otherSpelling(word.text, known);
  if (spelling !== undefined) return lemma(spelling);
  if (word.root !== undefined && known.has(word.root)) {
    // A plural stays a plural ("the knives": every knife), else it is read as one.
    if (has(word, 'Plural')) return known.has(pluralOf(word.root)) ? lemma(pluralOf(word.root)) : blocks;
    // A command's verb said done or doing ("threw", "brought", "tidying"): the verb, as its -ed and -ing forms are read.
    // Not a verb said of someone else ("she sees it", "it keeps"): no command, and never a word of need ("see") in another form.
    // Its regular forms the reader reads itself ("turned off": word-slots.ts, clause-kinds.ts): they are left as written.
    // An irregular one is written in the regular form, so it still says done or doing ("threw" → throwed, as "turned"):
    // as the bare verb, "I threw it away" would read as a command to throw it.
    const regular = ['ed', 'd', 'ing'].some((end) => word.text.endsWith(end) && isVerb(word.text.slice(0, -end.length)));
    if (!has(word, 'Infinitive') && isVerb(word.root) && !regular) {
      if (has(word, 'Gerund')) return gerund(word.root) === word.text ? blocks : lemma(gerund(word.root));
      if (has(word, 'PastTense', 'Participle')) return lemma(word.root.endsWith('e') ? `${word.root}d` : `${word.root}ed`);
    }
    // A comparative said of something ("cosier", "warmer"), not a thing named by one ("the cleaner", "a warmer").
    if (has(word, 'Comparative') && has(word, 'Adjective') && !has(word, 'Noun') && !has(before, 'Determiner', 'Possessive')) return lemma(word.root);
    return blocks;
  }
  if (PLACE_WORDS.has(word.text) || QUANTITY_WORDS.has(word.text) || CONDITIONS.has(word.text)) return blocks;
  if (has(word, 'Place', 'Value', 'Cardinal', 'Ordinal', 'Date', 'Time', 'QuestionWord', 'Possessive')) return blocks;
  const aside = (as: string): UnknownWord => ({ kind: 'aside', at: i, word: word.text, as });
  // A word WordNet knows only as an adverb of how ("hurriedly", "tactfully"), whatever the tagger guessed: it says how, never
  // what, where or when, wherever it stands.
  if (lists.onlyAdverb?.(word.text) === true && !beforeCount(after)) return aside('adverb (WordNet)');
  if (has(word, 'Emoji', 'Emoticon')) return aside('emoji');
  if (has(word, 'Expression')) return aside('interjection');
  // A name as who speaks or is spoken to ("Sarah is coming over", "Tom, ..."), never whose thing or where it goes.
  if (has(word, 'Person', 'FirstName', 'ProperNoun')) {
    const subject = after !== undefined && (after.opensClause || (has(after, 'Verb', 'Copula', 'Auxiliary', 'Modal') && !isNoun(after.text)));
    return word.opensClause && subject ? aside('name') : blocks;
  }
  if (has(word, 'Noun', 'Adjective')) {
    // A pronoun as who does something ("someone is coming"), not who it is for or whose.
    if (has(word, 'Pronoun') && !has(word, 'Possessive') && after !== undefined && !after.opensClause && has(after, 'Verb', 'Copula', 'Auxiliary', 'Modal') && !has(before, 'Preposition')) return aside('pronoun');
    return linked(word, i, lists) ?? noThing(word, i, lists) ?? blocks;
  }
  if (has(word, 'Verb') && !has(word, 'Auxiliary', 'Modal', 'Copula')) return linked(word, i, lists) ?? blocks;
  if (has(word, 'Adverb')) return adverbAside(word, after) ? aside('adverb') : blocks;
  if (has(word, 'Modal', 'Auxiliary') && !has(word, 'Infinitive', 'Gerund', 'PastTense')) return aside('auxiliary');
  if (has(word, 'Conjunction')) return aside('conjunction');
  if (has(word, 'Preposition')) return aside('preposition');
  if (has(word, 'Determiner')) return aside('determiner');
  return blocks;
}

/**
 * A noun that names no thing a robot could handle ("the crossword", "my grandson", "the spider"):
 * context, set aside as what WordNet says it names. Not a word also tagged a verb or an adjective in
 * its sentence ("a quick shave": it may say what is done), nor whose thing it is ("grandson's mug").
 */
function noThing(word: SaidWord, at: number, { noThingOf }: ListWords): UnknownWord | undefined {
  if (noThingOf === undefined || !has(word, 'Noun') || has(word, 'Verb', 'Adjective', 'Possessive')) return undefined;
  const kind = noThingOf(word.root ?? word.text) ?? noThingOf(word.text);
  return kind === undefined ? undefined : { kind: 'aside', at, word: word.text, as: `no thing (WordNet: ${kind})` };
}

/** Where a link was found: the reading's words say so. */
export const VIA_WORDNET = 'WordNet';

/**
 * A noun, verb or adjective the lists do not know, read as the known word WordNet links it to, in
 * the form it has ("frypans" → skillets, "reheating" → heating); undefined when none is linked or
 * the form has no known word. The tagger's part of speech is a guess for a word it does not know
 * either ("scour the pan" opens on a noun, "going mouldy" ends on one): where the word as written
 * has no link in it but a link in exactly one other, that one is read.
 */
function linked(word: SaidWord, i: number, { known, linkOf, pluralOf }: ListWords): UnknownWord | undefined {
  if (linkOf === undefined) return undefined;
  const base = word.root ?? word.text;
  const lemma = (to: string): UnknownWord | undefined => (known.has(to) ? { kind: 'lemma', at: i, word: word.text, to, via: VIA_WORDNET } : undefined);
  if (has(word, 'Noun')) {
    const to = linkOf(base, 'n');
    if (to !== undefined) return lemma(has(word, 'Plural') && base !== word.text ? pluralOf(to) : to);
  }
  if (has(word, 'Adjective') && base === word.text) {
    const to = linkOf(base, 'a');
    if (to !== undefined) return lemma(to);
  }
  if (has(word, 'Verb')) {
    const to = linkOf(base, 'v');
    if (to !== undefined) {
      if (has(word, 'Gerund')) return lemma(gerund(to));
      if (has(word, 'PastTense', 'Participle')) return lemma(to.endsWith('e') ? `${to}d` : `${to}ed`);
      if (base === word.text) return lemma(to);
    }
  }
  const tagged: readonly [string, LinkPos][] = [['Noun', 'n'], ['Verb', 'v'], ['Adjective', 'a']];
  const others = tagged.filter(([tag]) => !has(word, tag)).flatMap(([, pos]) => linkOf(word.text, pos) ?? []);
  const any = tagged.flatMap(([, pos]) => linkOf(word.text, pos) ?? []);
  return others.length === 1 && any.length === 1 ? lemma(others[0]!) : undefined;
}
