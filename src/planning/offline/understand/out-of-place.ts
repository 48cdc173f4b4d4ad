/**
 * A thing said to be where it should not be (issue 38): lying about or left out ("the big knife is
 * lying out on the counter", "the CDs are getting scratched just lying around"), in the way or at
 * risk ("someone's gonna sit on that laptop", "worried someone's going to knock the ornaments
 * flying", "I keep tripping over the rucksack"), a surface covered in things ("my desk is covered
 * in pens"), a question of why it is there ("why is the toilet brush on the counter"), or within
 * someone's reach ("the spray is on the side where she can reach it", "don't want her grabbing at
 * the candles"). From the phrases of speech.yaml (`outOfPlace`, `coveredIn`, `whyThere`,
 * `inReach`), never from a request's own sentences. What is done about it (put away where such a
 * thing is stored) is uses/put-away.ts's.
 */
import type { Vocabulary } from './vocabulary.js';
import { findPhrase } from '../text.js';

/** Temperature words right after a phrase of lying or sitting ("sitting warm"): the thing's temperature is what is told. */
const TEMPERATURE_WORDS: ReadonlySet<string> = new Set(['warm', 'hot', 'lukewarm', 'tepid', 'cold']);

/** Words before a thing that make the word after them describe it ("an empty box"), never a verb. */
const ARTICLES_BEFORE: ReadonlySet<string> = new Set(['the', 'a', 'an', 'that', 'this', 'my', 'your', 'our', 'his', 'her', 'their']);

/** A thing out of place in a clause. */
export interface OutOfPlace {
  /** The thing's words ("big knife" is read as its noun: "knife"). */
  readonly words: string;
  readonly types: readonly string[];
  /** Where it was said to lie ("on the counter"): the place's words and types. */
  readonly from?: { readonly words: string; readonly types: readonly string[] } | undefined;
  /** Someone could get at it: shut away. */
  readonly reach: boolean;
  /** Said to be locked up: in a Safe. */
  readonly locked?: boolean | undefined;
  /** The words the reading rests on ("knife is just lying out on the counter"). */
  readonly said: string;
  /** Whether its thing was "it"/"them", the thing named before. */
  readonly pronoun: boolean;
  /** Things named with it, joined by "and" ("I land on the keys and the cards"): out of place as it is. */
  readonly also?: readonly { readonly words: string; readonly types: readonly string[] }[] | undefined;
}

/** The word lists a clause is read with for a thing out of place. */
export interface OutOfPlaceWords {
  readonly vocabulary: Vocabulary;
  readonly outOfPlace: readonly string[];
  readonly coveredIn: readonly string[];
  readonly whyThere: readonly string[];
  readonly inReach: readonly string[];
  readonly lockedUp: readonly string[];
  /** Phrases saying a thing lacks water ("with no water in it"): then its want of water is told, not its place. */
  readonly withoutWater?: readonly string[];
  /** Whether a person can carry a thing of these types (the catalogue's pickupable): only such a thing is put away. */
  readonly canCarry: (types: readonly string[]) => boolean;
  /** Whether things of these types lying in one of those places wait to be washed there (dishes in a sink): not out of place. */
  readonly waitsToBeWashed?: (things: readonly string[], places: readonly string[]) => boolean;
}

/** Words before a phrase that ask or are politeness: a phrase after only these opens the clause ("can you grab the keys"). */
const ASKING = new Set(['can', 'could', 'would', 'will', 'you', 'u', 'please', 'pls', 'just', 'kindly', 'oh', 'so', 'and', 'now', 'go']);
/** The person, or who they speak to: their own reaching is no risk ("I can't reach the shelf", "can you grab it"). */
const PERSON = new Set(['i', 'we', 'you', 'u', 'me', 'us']);
/** Words between who could get at a thing and the phrase saying so ("she can reach", "anybody could pick it up"). */
const MODAL = new Set(['can', 'could', 'will', 'would', 'might', 'may', 'is', 'are', 'be', 'going', 'to', 'gonna', 'not', 'do', 'does', 'want', 'wants', 'keeps', 'keep', 'always', 'easily', 'just']);
const PRONOUNS = new Set(['it', 'them', 'they', 'that', 'this', 'those', 'these']);
/** Words saying where a thing lies, before the place ("on the counter", "in the bed", "on the edge of the tub"). */
const AT = ['preposition', 'relation'] as const;

interface Named {
  readonly words: string;
  readonly types: readonly string[];
  readonly at: number;
  readonly end: number;
}

/** The thing named at `at`, or undefined. */
function nounAt(clause: readonly string[], at: number, vocabulary: Vocabulary): Named | undefined {
  const noun = vocabulary.first(clause, at, ['noun']);
  if (noun === undefined) return undefined;
  return { words: noun.words, types: noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])), at, end: at + noun.length };
}

/** Whether the thing at `at` stands after a word saying where ("on the counter", "on the edge of the tub"): a place, not what the clause is about. */
function isPlace(clause: readonly string[], at: number, vocabulary: Vocabulary): boolean {
  let back = at - 1;
  while (back >= 0 && ['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'that', 'this'].includes(clause[back]!)) back--;
  // A phrase of several words ending there ("on the edge of").
  for (let from = Math.max(0, back - 4); from <= back; from++) {
    if (vocabulary.at(clause, from, [...AT, 'source']).some((f) => from + f.length - 1 === back)) return true;
  }
  return false;
}

/** A phrase opening a clause with no one said is the person's habit ("keep sitting on the bat": I keep), not a command. */
const HABIT = new Set(['keep', 'keeps', 'kept']);
/** Who may have left a thing: the person themselves ("I left the remote somewhere") looks for it, it is not out of place. */
const LEAVING = 'left';
/**
 * Words of a thing left again and again ("somebody left the brush on the counter again", "he always leaves ..."): a
 * complaint, so the thing is out of place; told once ("the boys left the basketball on the floor") it is only told.
 */
const REPEATED = new Set(['again', 'always', 'constantly', 'forever', 'everytime']);
/** Words after "left" that open the thing left ("left the brush"): such a phrase is a complaint only said of repetition. */
const LEFT_THING = new Set(['the', 'a', 'an']);

export class OutOfPlaceReader {
  private readonly outOfPlace: string[][];
  private readonly coveredIn: string[][];
  private readonly whyThere: string[][];
  private readonly inReach: string[][];
  private readonly lockedUp: string[][];
  private readonly withoutWater: string[][];

  constructor(private readonly words: OutOfPlaceWords) {
    const byLength = (list: readonly string[]): string[][] => list.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
    this.outOfPlace = byLength(words.outOfPlace);
    this.coveredIn = byLength(words.coveredIn);
    this.whyThere = byLength(words.whyThere);
    this.inReach = byLength(words.inReach);
    this.lockedUp = byLength(words.lockedUp);
    this.withoutWater = byLength(words.withoutWater ?? []);
  }

  /**
   * The thing out of place in `clause`, or undefined. `referent`: the words of the thing "it" means.
   * A clause giving a command first ("put the knife lying on the counter in the drawer") is none,
   * nor one opening on the phrase ("knock the vase over", "grab the keys"), nor one where the
   * person reaches ("I can't reach the shelf").
   */
  read(clause: readonly string[], referent: string | undefined): OutOfPlace | undefined {
    let open = 0;
    while (open < clause.length && ASKING.has(clause[open]!)) open++;
    // "why is the toilet brush on the counter": the thing after it, out of place where it is said to be.
    for (const phrase of this.whyThere) {
      if (findPhrase(clause.slice(open), phrase) !== 0) continue;
      const thing = this.thingAfter(clause, open + phrase.length, referent);
      if (thing === undefined) return undefined;
      const from = this.placeAfter(clause, thing.end);
      if (from === undefined) return undefined;
      return this.found(clause, thing, from, false, open, from.end);
    }
    // "my desk is covered in pens": the things after it, lying on the surface before it.
    for (const phrase of this.coveredIn) {
      const at = findPhrase(clause, phrase);
      if (at <= open) continue;
      const thing = this.thingAfter(clause, at + phrase.length, referent);
      const surface = this.subjectBefore(clause, at, referent, false);
      if (thing === undefined || surface === undefined || this.commanded(clause, open, at)) continue;
      // "the sink is full of dishes": they wait to be washed (a need of their own), not put away unwashed.
      if (this.words.waitsToBeWashed?.(thing.types, surface.types) === true) continue;
      const covered = this.found(clause, thing, { words: surface.words, types: surface.types, end: at }, false, surface.at, thing.end);
      // "the sofa is covered in cards and the laptop": every thing named covers it; the cards alone left the laptop there.
      const also = thing.pronoun === true ? [] : this.joinedAfter(clause, thing.end);
      return also.length === 0 ? covered : { ...covered, also };
    }
    // "the pot is still standing there with no water in it": its want of water is what is told, not where it stands.
    const dry = this.withoutWater.some((phrase) => findPhrase(clause, phrase) >= 0);
    for (const [list, reach, locked] of [
      [this.lockedUp, false, true],
      [this.inReach, true, false],
      [this.outOfPlace, false, false],
    ] as const) {
      for (const phrase of list) {
        const at = findPhrase(clause, phrase);
        if (at < 0 || (at <= open && !HABIT.has(phrase[0]!)) || this.commanded(clause, open, at)) continue;
        if (dry && !reach && !locked) continue;
        // "the wine's still sitting warm in the cupboard": how warm it is, not where it sits, is the complaint (thing-temperature.ts).
        if (!reach && !locked && TEMPERATURE_WORDS.has(clause[at + phrase.length] ?? '')) continue;
        // Reaching is a risk only when someone other than the person does it ("she can reach it", not "I can't reach").
        if (reach && !this.byOthers(clause, at)) continue;
        // "I left the remote on the bed": the person's own leaving, theirs to find or fetch; "somebody left the brush out" is out of place.
        if (phrase[0] === LEAVING && PERSON.has(clause[at - 1] ?? '')) continue;
        if (phrase[0] === LEAVING && phrase.length === 2 && LEFT_THING.has(phrase[1]!) && !clause.some((w) => REPEATED.has(w))) continue;
        // "where she can reach it": "it" is the thing the clause is about, else the one named before.
        const after = this.thingAfter(clause, at + phrase.length, undefined);
        const back = after === undefined && PRONOUNS.has(this.nextWord(clause, at + phrase.length) ?? '');
        const thing = after ?? this.subjectBefore(clause, at, referent, true) ?? (back ? this.thingAfter(clause, at + phrase.length, referent) : undefined);
        if (thing === undefined) continue;
        const from = this.placeAfter(clause, thing.end) ?? this.placeAfter(clause, 0, thing.at);
        // "the plates are lying in the sink": dishes in a sink wait to be washed there, as said covered in them above.
        if (from !== undefined && this.words.waitsToBeWashed?.(thing.types, from.types) === true) continue;
        const found = this.found(clause, thing, from, reach || this.reachIn(clause, at + phrase.length), Math.min(thing.at, at), Math.max(from?.end ?? 0, thing.end, at + phrase.length));
        // "I land on the keys and the cards": every thing named is out of place; the first alone left the cards (a false success).
        const also = thing.pronoun === true ? [] : this.joinedAfter(clause, thing.end);
        const said = also.length === 0 ? found : { ...found, also };
        return locked ? { ...said, locked } : said;
      }
    }
    return undefined;
  }

  private found(clause: readonly string[], thing: Named & { pronoun?: boolean }, from: (Named & { end: number }) | { words: string; types: readonly string[]; end: number } | undefined, reach: boolean, start: number, end: number): OutOfPlace {
    return {
      words: thing.words,
      types: thing.types,
      ...(from === undefined ? {} : { from: { words: from.words, types: from.types } }),
      reach,
      said: clause.slice(start, end).join(' '),
      pronoun: thing.pronoun === true,
    };
  }

  /** Whether a later phrase of `inReach` in the clause says someone could get at it ("..., where she can reach it"). */
  private reachIn(clause: readonly string[], from: number): boolean {
    return this.inReach.some((phrase) => {
      const at = findPhrase(clause.slice(from), phrase);
      return at >= 0 && this.byOthers(clause, from + at);
    });
  }

  /** Whether who does the reaching at `at` is someone other than the person ("she can reach", "her grabbing at"). */
  private byOthers(clause: readonly string[], at: number): boolean {
    let back = at - 1;
    while (back >= 0 && MODAL.has(clause[back]!)) back--;
    return back >= 0 && !PERSON.has(clause[back]!);
  }

  /** Whether a verb of words.yaml stands between the clause's opening and `at` ("put the knife lying ... away"): a command. */
  private commanded(clause: readonly string[], open: number, at: number): boolean {
    for (let i = open; i < at; i++) {
      // "keep sitting on": the phrase's own verb is the person's habit, not a command.
      // Not a verb that starts a thing's name ("cleaning spray").
      // "the baby keeps grabbing the remote": a habit told of someone, not a command to keep.
      if (HABIT.has(clause[i]!) && clause[i + 1]?.endsWith('ing') === true) continue;
      // "the empty tissue box": a verb's word between an article and a thing says how the thing is, no command.
      if (ARTICLES_BEFORE.has(clause[i - 1] ?? '') && nounAt(clause, i + 1, this.words.vocabulary) !== undefined) continue;
      const verb = this.words.vocabulary.first(clause, i, ['verb', 'particleVerb']);
      if (verb !== undefined && (this.words.vocabulary.first(clause, i, ['noun'])?.length ?? 0) <= verb.length) return true;
    }
    return false;
  }

  /** The thing a person can carry named right after `at` (past "the", "my", "at": "grabbing at the candles"), or "it" as `referent`. */
  private thingAfter(clause: readonly string[], at: number, referent: string | undefined): (Named & { pronoun?: boolean }) | undefined {
    let i = at;
    while (i < clause.length && ['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'that', 'this', 'these', 'those', 'all', 'at', 'over', 'on', 'even', 'still', 'just'].includes(clause[i]!) && nounAt(clause, i, this.words.vocabulary) === undefined) i++;
    if (PRONOUNS.has(clause[i] ?? '') && referent !== undefined) return this.referred(referent, i);
    // Only a few words on: a thing further on is no longer what the phrase is about.
    for (let j = i; j < Math.min(clause.length, i + 3); j++) {
      const noun = nounAt(clause, j, this.words.vocabulary);
      if (noun !== undefined) return this.words.canCarry(noun.types) ? noun : undefined;
    }
    return undefined;
  }

  /**
   * The thing the clause is about, before `at` and not where something lies ("the knife is lying
   * ..."), or "it" as `referent`: one a person can carry (`carry`), else a surface ("my desk is
   * covered in pens").
   */
  private subjectBefore(clause: readonly string[], at: number, referent: string | undefined, carry: boolean): (Named & { pronoun?: boolean }) | undefined {
    for (let i = 0; i < at; i++) {
      if (carry && PRONOUNS.has(clause[i]!) && referent !== undefined && !isPlace(clause, i, this.words.vocabulary)) return this.referred(referent, i);
      const noun = nounAt(clause, i, this.words.vocabulary);
      if (noun === undefined || isPlace(clause, i, this.words.vocabulary)) continue;
      return this.words.canCarry(noun.types) === carry ? noun : undefined;
    }
    return undefined;
  }

  /** Things a person can carry named right after `end`, each after "and" or a comma ("the keys and the cards", "keys, cards and pens"). */
  private joinedAfter(clause: readonly string[], end: number): { words: string; types: readonly string[] }[] {
    const more: { words: string; types: readonly string[] }[] = [];
    let i = end;
    while (i < clause.length && ['and', ','].includes(clause[i]!)) {
      let j = i + 1;
      while (j < clause.length && ['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'somebody\'s', 'some', 'all'].includes(clause[j]!)) j++;
      const noun = nounAt(clause, j, this.words.vocabulary);
      if (noun === undefined || !this.words.canCarry(noun.types)) break;
      more.push({ words: noun.words, types: noun.types });
      i = noun.end;
    }
    return more;
  }

  /** The first word from `at` past "the", "at", "over" and the like. */
  private nextWord(clause: readonly string[], at: number): string | undefined {
    let i = at;
    while (i < clause.length && ['the', 'at', 'over', 'on', 'even', 'still', 'just'].includes(clause[i]!)) i++;
    return clause[i];
  }

  private referred(referent: string, at: number): (Named & { pronoun: boolean }) | undefined {
    const words = referent.split(' ');
    const noun = words.map((_, i) => nounAt(words, i, this.words.vocabulary)).find((n) => n !== undefined);
    if (noun === undefined || !this.words.canCarry(noun.types)) return undefined;
    return { ...noun, at, end: at + 1, pronoun: true };
  }

  /** The first place named after a word saying where, from `from` (up to `to`): "on the counter", "in the bed". */
  private placeAfter(clause: readonly string[], from: number, to = clause.length): (Named & { end: number }) | undefined {
    for (let i = from; i < to; i++) {
      const noun = nounAt(clause, i, this.words.vocabulary);
      if (noun !== undefined && isPlace(clause, i, this.words.vocabulary) && !this.words.canCarry(noun.types)) return noun;
    }
    return undefined;
  }
}
