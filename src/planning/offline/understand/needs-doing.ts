/**
 * A thing said to need doing, as British English says it: "the apples need washing", "the bed
 * needs making", "the mug needs a wash". It asks for that deed done to the thing, and is read as the
 * command it stands for ("wash the apples", "make the bed"). Said of the person ("I need washing")
 * or of nothing named, it is left as it is.
 */
import { ingStems } from './vocabulary.js';

/** The words the reader reads deeds and things with. */
export interface DoingWords {
  /** Whether a word is a verb a command or a use is asked with ("wash", "make", "water"). */
  readonly isDeed: (word: string) => boolean;
  /** Whether a word names a thing of the room. */
  readonly isNoun: (word: string) => boolean;
}

const NEEDS = new Set(['need', 'needs', 'needed', 'needing', 'wants', 'want']);
/** Deeds said as a noun after "a" ("needs a wash"). */
const DEED_NOUNS = new Set(['wash', 'clean', 'wipe', 'scrub', 'rinse', 'tidy', 'dust', 'water', 'polish']);
/** Deeds of throwing that, said of a thing needing it with no place, mean the bin ("wants chucking", "needs binning"). */
const BINNING = new Set(['chuck', 'bin', 'ditch', 'toss']);
/** Who a clause speaks of that is no thing: "I need washing" is the person. */
const PEOPLE = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'someone', 'somebody', 'everyone']);
/** Where a clause ends. */
const BREAK = /([,.;!?]|\band\b|\bbut\b|\bso\b)/;

/** `text` (lower case, contractions spelt out) with each clause of a thing needing doing as its command. */
export function needsDoingAsCommands(text: string, words: DoingWords): string {
  const parts = text.split(BREAK);
  const read = parts.map((part) => commandOf(part, words) ?? part);
  // "the spray and the brush want putting away": both things of the deed, not the first left named alone (a clause of
  // its own opening on a thing, read before its "and").
  for (let at = read.length - 1; at >= 2; at--) {
    if (parts[at - 1] !== 'and' || read[at] === parts[at] || !namedOnly(parts[at - 2]!, words) || !opensClause(parts, at - 2)) continue;
    const [deed, ...rest] = read[at]!.trim().split(/\s+/);
    read.splice(at - 2, 3, `${parts[at - 2]!.match(/^\s*/)![0]}${deed} ${parts[at - 2]!.trim()} and ${rest.join(' ')} `);
  }
  return read.join('');
}

/** Words before a thing that say which ("the spray"): a part opening on one is a thing named, no command. */
const WHICH = new Set(['the', 'my', 'that', 'this', 'these', 'those', 'our', 'your', 'his', 'her', 'a', 'an']);

/** Whether a part only names a thing ("the spray", "my old mug"): a word saying which, a few words, one naming a thing. */
function namedOnly(part: string, words: DoingWords): boolean {
  const tokens = part.trim().split(/\s+/);
  return tokens.length >= 2 && tokens.length <= 4 && WHICH.has(tokens[0]!) && words.isNoun(tokens.at(-1)!);
}

/** Whether the part at `at` opens a clause (the text's start, or after a break other than "and"). */
function opensClause(parts: readonly string[], at: number): boolean {
  return at === 0 || (parts[at - 1] !== 'and' && parts[at - 1] !== 'but' && parts[at - 1] !== 'so') || parts[at - 1] === undefined;
}

/** "the apples need washing" → "wash the apples"; undefined when the clause is no such thing. */
function commandOf(clause: string, words: DoingWords): string | undefined {
  const tokens = clause.trim().split(/\s+/);
  const at = tokens.findIndex((w) => NEEDS.has(w));
  if (at < 1 || PEOPLE.has(tokens[at - 1]!) || !tokens.slice(0, at).some((w) => words.isNoun(w))) return undefined;
  const next = tokens[at + 1] ?? '';
  const deed = next === 'a' || next === 'an' ? (DEED_NOUNS.has(tokens[at + 2] ?? '') ? tokens[at + 2] : undefined) : ingStems(next).find((s) => words.isDeed(s));
  if (deed === undefined) return undefined;
  const rest = tokens.slice(next === 'a' || next === 'an' ? at + 3 : at + 2);
  const lead = clause.match(/^\s*/)![0];
  // "that paper wants chucking": binned, as "throw it out" says; "chuck it on the sofa" is a placing, which the words
  // after the thing here only tell where it lies.
  if (BINNING.has(deed) && !rest.includes('out') && !rest.includes('away')) return `${lead}${['throw', ...tokens.slice(0, at), ...rest, 'out'].join(' ')} `;
  return `${lead}${[deed, ...tokens.slice(0, at), ...rest].join(' ')} `;
}
