/**
 * The parts of a request that only tell, beside a part that asks: "taking my niece to feed the
 * ducks at the park this afternoon (I know, I know, peas are better) - can you slice up some of
 * the bread for her to throw?" asks in its last part; the others tell why, in words the reader
 * need not know. A request refused for words not known is read again without the parts holding
 * them, when those parts ask nothing, hold no caveat or negation (what to leave out or keep is
 * never dropped), and nothing kept points back into them ("sort that out") but for a thing they
 * name: "The bar of soap has ended up in the bath again. Can you put it back by the sink?" is read
 * as "Can you put the bar of soap back by the sink".
 */
import { findPhrase } from '../text.js';
import { tokens } from './parse.js';
import type { Vocabulary } from './vocabulary.js';
import { withoutEmphaticOnly } from './emphatic-only.js';

/** The words a part is read with: the vocabulary (its verbs command), words of what was, words of making ("make a salad"). */
export interface PartWords {
  readonly vocabulary: Vocabulary;
  readonly past: ReadonlySet<string>;
  readonly making: ReadonlySet<string>;
  /** Contractions spelt out as the reader reads them ("i'm" → "i am"): words not known are said in those words. */
  readonly contractions?: Readonly<Record<string, string>>;
  /** Phrases of wanting a thing, whoever says them ("can not go without my watch"): a part holding one asks. */
  readonly wanting?: readonly string[];
}

/** A stretch of the request set off by a sentence's end, a comma, a dash or brackets. */
export interface RequestPart {
  readonly text: string;
  /** Its words, as the reader's tokens write them ("Don't" → "dont"; "I'm" → "i am" given the contractions). */
  readonly words: readonly string[];
}

/** What sets a part off: a sentence's end, a semicolon, a dash between spaces, brackets, a comma. */
const BOUNDARY = /[.!?;]+(?=\s|$)|\.{2,}|\s[-–—]+\s|[()]|,/;

/** Words that open a part only as filler ("oh, so ..."). */
const OPENERS = new Set(['oh', 'so', 'well', 'okay', 'ok', 'hey', 'um', 'uh', 'ugh', 'and', 'but', 'now', 'just', 'actually', 'also', 'then']);
/** Words that ask of whoever is spoken to wherever they stand. */
const POLITE = new Set(['please', 'pls', 'plz', 'kindly']);
/** Asking before "you" ("can you", "could u"). */
const MODALS = new Set(['can', 'could', 'would', 'will', 'cud', 'cn']);
const YOU = new Set(['you', 'u', 'ya', 'someone', 'somebody']);
/** A thing asked of after a modal ("can they go in the box", "could it live on the shelf"): asking where it goes. */
const ASKED_OF = new Set(['it', 'they', 'these', 'those', 'this', 'that']);
/** The person's own wish after "I", "we" ("I want", "we'd like", "I could do with"). */
const WISHES = new Set(['want', 'wanna', 'need', 'needs', 'like', 'love', 'fancy', 'wish', 'prefer', 'rather', 'use', 'with']);
/** Words saying how things must end up, whoever speaks ("all breakfast items need to be on the sink"). */
const MUSTS = new Set(['need', 'needs', 'needed', 'should', 'must', 'gotta', 'ought', 'want', 'wants', 'wanted']);
/** A part saying what not to do, what only or on what condition: never dropped. */
const CAVEATS = new Set(['not', 'no', 'never', 'nothing', 'none', 'dont', 'doesnt', 'didnt', 'wont', 'cant', 'shouldnt', 'without', 'unless', 'except', 'only', 'if', 'instead']);
/** Words that point back to a thing named before. */
const BACK = new Set(['it', 'them', 'they', 'that', 'those', 'these', 'this', 'one', 'ones', 'there']);
/** Of those, the ones that stand for a thing named, never for a place or a whole happening ("sort that out"). */
const THING_BACK = new Set(['it', 'them', 'they']);
/** Words before a thing that say which one only as pointing does. */
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'his', 'her', 'their', 'that', 'this', 'those', 'these', 'some']);

/** The request's parts, in order; empty parts left out. */
export function requestParts(text: string, contractions: Readonly<Record<string, string>> = {}): RequestPart[] {
  const spelt = (t: string): string => t.toLowerCase().replace(/[’‘]/g, "'").replace(/[a-z']+/g, (w) => contractions[w] ?? w);
  return text
    .split(BOUNDARY)
    .map((t) => ({ text: t.trim(), words: tokens(spelt(t)).filter((w) => w !== ',') }))
    .filter((p) => p.words.length > 0);
}

/** Whether a part asks something: a request to whoever is spoken to, a command, or the person's wish. */
export function asks(part: RequestPart, { vocabulary, past, making, wanting = [] }: PartWords): boolean {
  const words = part.words;
  if (words.some((w) => POLITE.has(w) || MUSTS.has(w))) return true;
  if (wanting.some((phrase) => findPhrase(words, phrase.split(' ')) >= 0)) return true;
  if (words.some((w, i) => (w === 'has' || w === 'have') && words[i + 1] === 'to')) return true;
  const headAt = words.findIndex((w) => !OPENERS.has(w));
  if (words.some((w, i) => MODALS.has(w) && (YOU.has(words[i + 1] ?? '') || (i === headAt && ASKED_OF.has(words[i + 1] ?? ''))))) return true;
  if (words.some((w, i) => (w === 'i' || w === 'we' || w === 'id' || w === 'wed' || w === 'lets') && (WISHES.has(words[i + 1] ?? '') || WISHES.has(words[i + 2] ?? '') || w === 'lets'))) return true;
  const head = words[headAt];
  // A command opens on a verb's own form: "taking my niece to the park" tells.
  return head !== undefined && (vocabulary.isVerb(head) || making.has(head)) && !past.has(head) && !/(ing|ed)$/.test(head);
}

/** Whether a part says what not to do, what only, or on what condition. */
export function hasCaveat(part: RequestPart): boolean {
  // A part closing on "only" after no count ("lying on the dining table only") stresses, as Indian English does (emphatic-only.ts).
  const stressed = part.words.at(-1) === 'only' && withoutEmphaticOnly(part.words.join(' ')) !== part.words.join(' ');
  return part.words.some((w, i) => CAVEATS.has(w) && !(stressed && i === part.words.length - 1));
}

/**
 * The request without the parts that hold `unknown` words, when each such part only tells and the
 * rest asks and names what it points back to; undefined otherwise. `unknown` are single words as
 * the reader's tokens write them.
 */
export function withoutToldParts(text: string, unknown: readonly string[], words: PartWords): { kept: string; dropped: string[]; carried?: string } | undefined {
  const parts = requestParts(text, words.contractions);
  if (parts.length < 2 || unknown.length === 0) return undefined;
  // A word not known in one part only marks the part that tells ("sick" of "off sick on the couch"); one in several parts
  // ("on" of that and of "put the TV on") marks a part only where nothing else does, and is dropped with a part holding it.
  const inParts = (w: string): number => parts.filter((p) => p.words.includes(w)).length;
  const own = unknown.filter((w) => inParts(w) === 1);
  const holds = (p: RequestPart): boolean => p.words.some((w) => (own.length > 0 ? own : unknown).includes(w));
  const dropped = parts.filter(holds);
  const kept = parts.filter((p) => !holds(p));
  // Every word not known is in a part dropped; the dropped parts tell, the kept ones ask.
  if (unknown.some((w) => !dropped.some((p) => p.words.includes(w)))) return undefined;
  if (kept.length === 0 || dropped.some((p) => asks(p, words) || hasCaveat(p))) return undefined;
  if (!kept.some((p) => asks(p, words))) return undefined;
  // "could you sort that out": what a kept part points back to must be named in the parts kept, before it, or be a thing a dropped part names.
  const keptWords = kept.flatMap((p) => p.words);
  const firstDropped = parts.indexOf(dropped[0]!);
  const firstKeptAfter = parts.findIndex((p, i) => i > firstDropped && !holds(p));
  let keptTexts = kept.map((p) => p.text);
  let carriedWords: string | undefined;
  if (firstKeptAfter >= 0) {
    const back = keptWords.findIndex((w) => BACK.has(w));
    const named = keptWords.findIndex((_, i) => words.vocabulary.first(keptWords, i, ['noun']) !== undefined);
    if (back >= 0 && (named < 0 || named > back)) {
      const carried = carriedBack(parts, kept, keptWords[back]!, unknown, words.vocabulary);
      if (carried === undefined) return undefined;
      keptTexts = kept.map((p) => (p === carried.part ? carried.text : p.text));
      carriedWords = carried.words;
    }
  }
  return { kept: keptTexts.join('. '), dropped: dropped.map((p) => p.text), ...(carriedWords === undefined ? {} : { carried: carriedWords }) };
}

/**
 * The kept part that points back with "it" or "them", that word written as the thing it stands
 * for: the subject of the nearest part before (the first thing it names, whom a next sentence
 * speaks of unless it says otherwise), when no word not known qualifies it ("the zorp bread" is
 * which bread, a reading would rest on that word). Undefined for any other pointing back.
 */
function carriedBack(parts: readonly RequestPart[], kept: readonly RequestPart[], back: string, unknown: readonly string[], vocabulary: Vocabulary): { part: RequestPart; text: string; words: string } | undefined {
  if (!THING_BACK.has(back)) return undefined;
  const part = kept.find((p) => p.words.includes(back))!;
  const before = parts
    .slice(0, parts.indexOf(part))
    .reverse()
    .filter((p) => !kept.includes(p))
    .map((p) => ({ words: p.words, subject: subjectOf(p, vocabulary) }))
    .find((p) => p.subject !== undefined);
  if (before === undefined) return undefined;
  const subject = before.subject!;
  const qualifier = before.words[subject.at - 1] ?? '';
  if (unknown.includes(qualifier) && !DETERMINERS.has(qualifier)) return undefined;
  const text = part.text.replace(new RegExp(`\\b${back}\\b`, 'i'), `the ${subject.words}`);
  return { part, text, words: subject.words };
}

/** The first thing a part names, and where. */
function subjectOf(part: RequestPart, vocabulary: Vocabulary): { at: number; words: string } | undefined {
  for (let at = 0; at < part.words.length; at++) {
    const found = vocabulary.first(part.words, at, ['noun']);
    if (found !== undefined) return { at, words: found.words };
  }
  return undefined;
}
