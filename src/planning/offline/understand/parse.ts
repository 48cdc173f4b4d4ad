/**
 * Household commands in words → clauses: what each asks (a meaning of words.yaml), of which
 * objects (with their counts and the states their modifiers ask), where to (a place), by which
 * light, and which words were set aside or not understood. "Get the ladle, wash it and return it
 * to the table" is three clauses on one ladle; "put the watch and the keychain in the drawer" one
 * clause on two objects; "the pan with the spatula in it" a pan that holds a spatula.
 */
import type { Meaning } from './words-schema.js';
import type { PlainKind } from './plain-kind.js';
import type { Found, Reading, ReadingKind, Vocabulary } from './vocabulary.js';
import { verbAsDish } from './verb-as-dish.js';

/** Words of the way a thing goes, before where it goes ("out on the table", "over to the sink", "down to me"). */
export const DIRECTIONS: ReadonlySet<string> = new Set(['out', 'over', 'down', 'up', 'across', 'round', 'around']);

/** An object a command names: its candidate types and how many, or a pronoun for the objects before. */
export interface Mention {
  /** Candidate types, most likely first (empty for a pronoun and for the whole room). */
  readonly types: readonly string[];
  /** How many: a number, or every one of them. */
  readonly count: number | 'all';
  /** States its modifiers ask for ("chilled", "a slice of"). */
  readonly states: readonly Meaning[];
  /** The words that named it. */
  readonly words: string;
  /** The noun's own words ("wine bottle"), for a later "the bottle". */
  readonly noun?: string | undefined;
  /** The plain type of `types` the noun names and the kinds of it it also names ("towel": a Towel, a HandTowel only where there is none; plain-kind.ts). */
  readonly plain?: PlainKind | undefined;
  /** True for "it", "them": the objects of the clause before. */
  readonly pronoun: boolean;
  /** True for "the room": every object of it. */
  readonly everything?: boolean | undefined;
  /** "with a clock in hand": it is held. */
  readonly held?: boolean | undefined;
  /** "in one box": a single one, the same for everything put there. */
  readonly one?: boolean | undefined;
  /** A place said with "on" ("on the dresser"): on top of it, not in it (words.yaml `surfaces`). */
  readonly surface?: boolean | undefined;
}

export interface Clause {
  readonly meaning: Meaning;
  readonly objects: readonly Mention[];
  /** Where the objects go (or, for heating, cooling, washing, filling: where it happens). */
  readonly place?: Mention | undefined;
  /** The light to examine by. */
  readonly light?: Mention | undefined;
  /**
   * What follows "with" after the objects: what they hold ("the pan with the spatula in it"), a
   * tool, a liquid to fill with, or something held while doing it ("with a clock in hand").
   */
  readonly with?: Mention | undefined;
  /** "with X in it": X is inside the object, whatever the verb. */
  readonly withInside: boolean;
  /** Objects a landmark phrase names ("by the television"): where the place is, when none is named. */
  readonly landmarks: readonly Mention[];
  /** Where the place itself goes: "in a box on the desk" (the box is put on the desk). */
  readonly placeOfPlace?: Mention | undefined;
  /** Objects held while it is done ("while holding a book"). */
  readonly holding: readonly Mention[];
  /** Where it is taken from ("off the bed"): with no place named, it ends up out of there. */
  readonly source?: Mention | undefined;
  readonly words: string;
}

export interface Parse {
  readonly clauses: readonly Clause[];
  /** Words read and set aside: descriptions ("wooden") and landmarks ("next to the sink"). */
  readonly setAside: readonly string[];
  /** Words not understood, in order. */
  readonly unknown: readonly string[];
  /** Places said by a side of nothing named ("the left" of "put the mug on the left"): where it goes is not said. */
  readonly sidesOnly: readonly string[];
}

/** Lower-case words and clause marks (","), apostrophes dropped: "Don't" → "dont". */
export function tokens(text: string): string[] {
  const cleaned = text
    // Markup is no words (a request pasted with a tag in it).
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[.;:!?]/g, ' , ');
  return cleaned
    .split(/[^a-z0-9,]+|(?=,)|(?<=,)/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
}

/** Words between a count's "of" and the things it counts: "one of the drawers", "two of my mugs". */
const PARTITIVE_OWNERS = new Set(['the', 'my', 'our', 'your', 'these', 'those', 'his', 'her', 'their']);

/** Verbs that do to their object the deed named after it ("give the mirror a wipe"). */
const GIVING = new Set(['give']);
/** How a deed is done, between "a" and the deed ("a good scrub", "a quick rinse"): it asks nothing more. */
const DEED_HOW = new Set(['good', 'quick', 'proper', 'thorough', 'decent', 'little', 'nice', 'wee', 'real', 'bit', 'of']);

/** Demonstratives, a pronoun alone ("put that away") and a determiner before a thing ("in that box"). */
const DEMONSTRATIVES = new Set(['that', 'this', 'those', 'these']);

/** Counts that say a single one: "in one box" is the same box for all. */
const SINGLE = new Set(['one', 'single', 'a single', 'one single']);

const NP_KINDS: readonly ReadingKind[] = ['noun', 'modifier', 'count', 'pronoun', 'everything', 'descriptive', 'filler'];
/** When two readings of one length compete inside an object phrase, the first of these wins. */
const NP_PRIORITY: readonly ReadingKind[] = ['noun', 'everything', 'pronoun', 'count', 'modifier', 'descriptive', 'filler'];
const PHRASE_KINDS: readonly ReadingKind[] = ['preposition', 'light', 'relation', 'place', 'holding', 'source', 'whileHolding'];
/** Words that name a side or part of somewhere unnamed ("on the left", "at the back"): no place of their own. */
const SIDE_WORDS = new Set(['left', 'right', 'middle', 'centre', 'center', 'top', 'bottom', 'front', 'back', 'rear', 'end', 'edge', 'corner']);
const SIDE_ARTICLES = new Set(['the', 'a', 'my', 'your', 'its', 'this', 'that']);

class Parser {
  private at = 0;
  readonly clauses: Clause[] = [];
  readonly setAside: string[] = [];
  readonly unknown: string[] = [];
  readonly sidesOnly: string[] = [];
  /** The verb of the clause read last, for a thing and a place of its own after it ("... and the remote on the table"). */
  private lastVerb: { found: Found; reading: Reading } | undefined;

  constructor(
    private readonly words: readonly string[],
    private readonly vocabulary: Vocabulary,
  ) {}

  private get done(): boolean {
    return this.at >= this.words.length;
  }

  private peek(kinds: readonly ReadingKind[], at = this.at): Found | undefined {
    return this.vocabulary.first(this.words, at, kinds);
  }

  private isBoundary(at = this.at): boolean {
    return this.words[at] === ',';
  }

  /** Whether the clause ends right after the word at `at` (politeness aside: "please"). */
  private endsAfter(at: number): boolean {
    let next = at + 1;
    for (let filler = this.peek(['filler'], next); filler !== undefined && this.peek(PHRASE_KINDS, next) === undefined; filler = this.peek(['filler'], next)) next += filler.length;
    return next >= this.words.length || this.isBoundary(next);
  }

  /** Whether these words are all a part of a thing ("cushion", "lid"). */
  private isPart(words: string): boolean {
    const list = words.split(' ');
    return this.vocabulary.first(list, 0, ['part'])?.length === list.length;
  }

  /** A verb (or a split verb) at `at`. */
  private verbAt(at = this.at): { found: Found; reading: Reading } | undefined {
    const found = this.peek(['verb', 'particleVerb'], at);
    if (found === undefined) return undefined;
    // A thing's name is read whole: "the cleaning spray" is a spray bottle, not a verb of cleaning.
    if ((this.peek(['noun'], at)?.length ?? 0) > found.length) return undefined;
    if (verbAsDish(this.words, at, this.vocabulary)) return undefined;
    // Inside a count said loosely: "a load of dishes" loads nothing.
    if (at > 0 && (this.peek(['count'], at - 1)?.length ?? 0) > 1) return undefined;
    // Between an article and a thing it describes the thing: "there's a clean mug in the cupboard" cleans nothing.
    if (['a', 'an', 'the'].includes(this.words[at - 1] ?? '') && this.peek(['noun'], at + found.length) !== undefined) return undefined;
    // A word that is a thing too, after an article and closing the clause, is the thing: "the light please" lights nothing.
    if (['a', 'an', 'the', 'my', 'our', 'your', 'that', 'this'].includes(this.words[at - 1] ?? '') && (this.peek(['noun'], at)?.length ?? 0) >= found.length && this.endsAfter(at + found.length - 1)) return undefined;
    const verb = found.readings.find((r) => r.kind === 'verb') ?? found.readings[0]!;
    return { found, reading: verb };
  }

  /** Whether joins, marks or "to" lead from here to a verb (or to the end): a new clause starts. */
  private newClauseHere(from = this.at): boolean {
    let at = from;
    let moved = false;
    while (at < this.words.length) {
      if (this.isBoundary(at) || this.words[at] === 'to') {
        at++;
        moved = true;
        continue;
      }
      const join = this.peek(['join'], at);
      if (join === undefined) break;
      at += join.length;
      moved = true;
    }
    return moved && (at >= this.words.length || this.verbAt(at) !== undefined);
  }

  parse(): void {
    while (!this.done) {
      if (this.isBoundary()) {
        this.at++;
        continue;
      }
      // A verb before anything else: "turn" and "place" are verbs before they are fillers.
      const verb = this.verbAt();
      if (verb !== undefined) {
        this.at += verb.found.length;
        this.lastVerb = verb;
        this.clause(verb.found, verb.reading);
        continue;
      }
      // "put the paper in the bin and the remote on the table": a thing with a place of its own after a clause that
      // placed things is placed there by the same verb, never put where the first went.
      const last = this.clauses.at(-1);
      if (this.lastVerb !== undefined && last?.meaning === 'place' && last.place !== undefined && this.placedThingAt(this.at)) {
        this.clause(this.lastVerb.found, this.lastVerb.reading, this.at);
        continue;
      }
      // "turn the lamp on and the big light off": a thing with a particle of its own is switched by the same verb as it says.
      const lastParticles = this.lastVerb === undefined ? undefined : this.particlesOf(this.lastVerb.found, this.lastVerb.reading);
      if (lastParticles !== undefined && this.particleThingAt(this.at, lastParticles)) {
        this.at += this.peek(['join'])!.length;
        this.clause(this.lastVerb!.found, this.lastVerb!.reading, this.at);
        continue;
      }
      // "While holding a credit card, turn on the lamp": holding it is a clause of its own.
      const holding = this.peek(['whileHolding']);
      if (holding !== undefined) {
        const start = this.at;
        this.at += holding.length;
        const mention = this.mention();
        if (mention !== undefined) {
          this.clauses.push({ meaning: 'hold', objects: [mention], landmarks: [], holding: [], withInside: false, words: this.words.slice(start, this.at).join(' ') });
          continue;
        }
        this.at = start;
      }
      // "use the knife to slice the bread": "to" before a verb starts a clause, it names no place.
      if (this.words[this.at] === 'to' && this.verbAt(this.at + 1) !== undefined) {
        this.at++;
        continue;
      }
      // ", next to the laptop": a phrase that goes on the clause before.
      const phrase = this.clauses.length > 0 ? this.peek(PHRASE_KINDS) : undefined;
      const skipped = this.peek(['join', 'filler']);
      if (phrase !== undefined && phrase.length >= (skipped?.length ?? 0)) {
        const last = this.clauses.pop()!;
        const into = { ...last, objects: [...last.objects], landmarks: [...last.landmarks], holding: [...last.holding], placeStrong: false };
        this.phrase(phrase, into);
        this.clauses.push(into);
        continue;
      }
      if (skipped !== undefined) {
        this.at += skipped.length;
        continue;
      }
      this.unknownUntilClause();
    }
  }

  /** Words that start no clause: not understood, up to the next clause. */
  private unknownUntilClause(): void {
    while (!this.done && !this.isBoundary()) {
      const word = this.words[this.at]!;
      const known = this.peek(['filler', 'descriptive']);
      if (known === undefined) this.unknown.push(word);
      this.at += known?.length ?? 1;
      if (this.peek(['join']) !== undefined && this.newClauseHere()) return;
    }
  }

  /** Whether a thing named at `at` (no verb before it) is followed by a place of its own ("the remote on the table"). */
  private placedThingAt(at: number): boolean {
    const [start, aside] = [this.at, this.setAside.length];
    this.at = at;
    const mention = this.verbAt() === undefined ? this.mention() : undefined;
    const placed = mention !== undefined && !mention.pronoun && mention.everything !== true && this.peek(['preposition']) !== undefined;
    this.at = start;
    this.setAside.length = aside;
    return placed;
  }

  /** The particles a verb takes after its object ("throw ... away", "pick ... up"); the verb as said first: "bring" is no gerund of "br". */
  private particlesOf(verb: Found, reading: Reading): Readonly<Record<string, Meaning>> | undefined {
    return reading.kind === 'particleVerb' ? reading.particles : (this.vocabulary.particlesOf(verb.words) ?? this.vocabulary.particlesOf(verb.words.replace(/ing$/, '')));
  }

  /**
   * Whether a join at `at` leads to a thing and a particle of the verb's own, ending the clause ("... and the big light
   * off"): the verb's clause of its own, switched as its particle says, not the particle of the whole.
   */
  private particleThingAt(at: number, particles: Readonly<Record<string, Meaning>>): boolean {
    const join = this.peek(['join'], at);
    if (join === undefined) return false;
    const [start, aside] = [this.at, this.setAside.length];
    this.at = at + join.length;
    const mention = this.verbAt() === undefined ? this.mention() : undefined;
    const word = this.words[this.at] ?? '';
    const found = mention !== undefined && !mention.pronoun && particles[word] !== undefined && particles[word] !== 'place' && this.endsAfter(this.at);
    this.at = start;
    this.setAside.length = aside;
    return found;
  }

  /** A clause of `verb` from here; `start`: where its words begin (before the verb, or a thing the verb before places). */
  private clause(verb: Found, reading: Reading, start = this.at - verb.length): void {
    let meaning: Meaning | undefined = reading.kind === 'verb' ? reading.meaning : undefined;
    // A verb word that also takes a particle ("throw ... away", "pick ... up") may have it after its object.
    const particles = this.particlesOf(verb, reading);
    // "turn on the lamp": a particle right after a split verb. A particle of placing is the place too ("clear away the
    // mugs": put away), over the verb's own meaning; it is left to be read as the place.
    // Not "out of": where it comes from ("get out of bed").
    const next = this.words[this.at + 1] === 'of' ? undefined : particles?.[this.words[this.at] ?? ''];
    if (next !== undefined && (meaning === undefined || next === 'place')) {
      meaning = next;
      if (next !== 'place') this.at++;
    }
    const built: MutableClause = { objects: [], landmarks: [], holding: [], withInside: false, placeStrong: false };
    while (!this.done && !this.isBoundary()) {
      if ((this.peek(['join']) !== undefined || this.words[this.at] === 'to') && this.newClauseHere()) break;
      // A particle after the object: "turn the lamp on", "throw the can away".
      const word = this.words[this.at]!;
      // "lock my cards away somewhere safe": a particle of placing after the object puts it there, the place read next.
      if (particles?.[word] === 'place' && meaning !== 'place' && built.objects.length > 0 && built.place === undefined) {
        meaning = 'place';
        continue;
      }
      // "bring the book down to the bed": a particle of fetching before where the thing goes is the way it comes; it is placed there.
      // So is a word of direction ("put the salt and pepper out on the table", "take the mug over to the sink"); not "out of": where it comes from.
      const way = particles?.[word] === 'hold' || (DIRECTIONS.has(word) && this.words[this.at + 1] !== 'of');
      if (way && (meaning === 'place' || meaning === 'hold') && built.objects.length > 0 && built.place === undefined && this.peek(['preposition'], this.at + 1) !== undefined) {
        this.at++;
        continue;
      }
      // A particle ending the clause after the object turns the verb into its own: "put the telly on" switches it on.
      // Not "out of": where it comes from ("take the pan out of the cupboard").
      const particle = particles?.[word];
      if (particles !== undefined && particle !== undefined && particle !== 'place' && this.words[this.at + 1] !== 'of') {
        // So is one before a clause of its own ("put the lamp on then turn the big light off"), or before another thing
        // with a particle of its own ("turn the lamp on and the big light off"), which then starts that clause.
        const another = this.particleThingAt(this.at + 1, particles);
        const ending = built.objects.length > 0 && (this.endsAfter(this.at) || this.newClauseHere(this.at + 1) || another);
        if (meaning === undefined || meaning === particle || ending) {
          meaning = particle;
          this.at++;
          if (another) break;
          continue;
        }
      }
      // "get the wine chilling", "have the kettle boiling": a thing got into the state of a verb's -ing form ending the clause.
      const state = meaning === 'hold' && built.objects.length > 0 && built.place === undefined && word.endsWith('ing') ? this.verbAt() : undefined;
      if (state !== undefined && state.reading.kind === 'verb' && this.endsAfter(this.at + state.found.length - 1)) {
        meaning = state.reading.meaning;
        this.at += state.found.length;
        continue;
      }
      if (built.objects.length > 0 || built.place !== undefined) {
        const join = this.peek(['join']);
        // "next to the sink" is a landmark, not "next".
        if (join !== undefined && (this.peek(PHRASE_KINDS)?.length ?? 0) <= join.length) {
          // "... in the bin and the remote on the table": the next thing has a place of its own, a clause of its own.
          if (meaning === 'place' && built.place !== undefined && this.placedThingAt(this.at + join.length)) break;
          this.at += join.length;
          continue;
        }
      }
      // "a book or magazine": either.
      if (word === 'or' && built.objects.length > 0) {
        this.at++;
        const other = this.mention();
        // After the place ("away in a cupboard or a drawer"): either place, never the thing of another kind.
        if (other !== undefined && built.place !== undefined) {
          const place = built.place;
          built.place = { ...place, types: [...new Set([...place.types, ...other.types])], words: `${place.words} or ${other.words}`, plain: undefined };
          continue;
        }
        if (other !== undefined) {
          const last = built.objects.pop()!;
          // Either is meant as said: "a towel or a hand towel" names both kinds.
          built.objects.push({ ...last, types: [...new Set([...last.types, ...other.types])], words: `${last.words} or ${other.words}`, plain: undefined });
        }
        continue;
      }
      // "a box containing a phone": the phone in the box.
      const containing = built.objects.length > 0 && built.place === undefined && word !== 'with' ? this.peek(['containing']) : undefined;
      if (containing !== undefined) {
        this.at += containing.length;
        const inside = this.mention();
        if (inside !== undefined) {
          built.with = inside;
          built.withInside = true;
        }
        continue;
      }
      if (word === 'with' && built.objects.length > 0) {
        this.at++;
        const mention = this.mention();
        // After the place, "with a box on it" describes the place: set aside.
        if (mention !== undefined && built.place !== undefined) this.asideWith(mention);
        else if (mention !== undefined) this.withWhat(built, mention);
        continue;
      }
      // "to put on the chair", "throw into the bin", "look at under the lamp" name no object: it
      // is named before (to-goal.ts).
      const placing = meaning === 'place' || meaning === 'hold' || meaning === 'throwAway';
      const objectless = (placing && built.place === undefined) || (meaning === 'examine' && built.light === undefined);
      // After the place ("place on the counter next to the apple"), a phrase says more of it.
      const phrase = built.objects.length > 0 || built.place !== undefined || objectless ? this.peek(PHRASE_KINDS) : undefined;
      // "cut it into slices": a filler phrase longer than the preposition it starts with.
      const longer = this.peek(['filler']);
      if (phrase !== undefined && longer !== undefined && longer.length > phrase.length) {
        this.at += longer.length;
        continue;
      }
      if (phrase !== undefined) {
        this.phrase(phrase, built, meaning);
        continue;
      }
      // "on the tv stand not the chair": the place it is not to go, beside the one it goes to, asks nothing more.
      if (word === 'not' && built.place !== undefined && !built.place.pronoun) {
        const start = this.at++;
        const prep = this.peek(['preposition']);
        if (prep !== undefined) this.at += prep.length;
        const other = this.mention();
        if (other !== undefined) {
          this.setAside.push(this.words.slice(start, this.at).join(' '));
          continue;
        }
        this.at = start;
      }
      // "give the mirror a wipe", "give the pan a good scrub": the deed named after "a" is what is done to it.
      const deed = meaning === 'place' && GIVING.has(verb.words) && built.objects.length > 0 && built.place === undefined ? this.deedAt(this.at) : undefined;
      if (deed !== undefined) {
        meaning = deed.meaning;
        this.at = deed.end;
        continue;
      }
      const mention = this.mention();
      if (mention !== undefined) {
        built.objects.push(mention);
        continue;
      }
      const leftover = this.peek(['filler', 'descriptive', 'join', 'preposition', 'relation', 'light', 'relative', 'source']);
      if (leftover === undefined) this.unknown.push(word);
      this.at += leftover?.length ?? 1;
    }
    const words = this.words.slice(start, this.at).join(' ');
    if (meaning === undefined) {
      this.unknown.push(verb.words);
      return;
    }
    const { placeStrong: _strong, placeVague: _vague, side, ...clause } = built;
    // "put the mug on the left": where it goes said only by a side; "on the left in the sink" described the mug.
    if (side !== undefined && built.place === undefined) {
      this.unknown.push(side);
      this.sidesOnly.push(side);
    } else if (side !== undefined) this.setAside.push(side);
    void _strong;
    void _vague;
    this.clauses.push({ meaning, ...clause, words });
  }

  /**
   * "a wipe", "a good scrub" at `at`, closing the clause: the meaning of the verb named as a deed
   * (not one of placing or holding) and where its words end; else undefined.
   */
  private deedAt(at: number): { meaning: Meaning; end: number } | undefined {
    if (this.words[at] !== 'a' && this.words[at] !== 'an') return undefined;
    let next = at + 1;
    while (DEED_HOW.has(this.words[next] ?? '')) next++;
    const verb = this.verbAt(next);
    if (verb === undefined || verb.reading.kind !== 'verb' || ['place', 'hold'].includes(verb.reading.meaning)) return undefined;
    const end = next + verb.found.length;
    return this.endsAfter(end - 1) ? { meaning: verb.reading.meaning, end } : undefined;
  }

  /** "with a box on it" after a place: read and set aside. */
  private asideWith(mention: Mention): void {
    const next = this.words.slice(this.at, this.at + 2);
    if (['in', 'inside', 'on'].includes(next[0] ?? '') && ['it', 'them'].includes(next[1] ?? '')) this.at += 2;
    this.setAside.push(`with ${mention.words}`);
  }

  /** "with X" after the objects: "with a clock in hand" (held), "with the spatula in it" (inside), or plain. */
  private withWhat(built: MutableClause, mention: Mention): void {
    const holding = this.peek(['holding']);
    if (holding !== undefined) {
      this.at += holding.length;
      built.with = { ...mention, held: true };
      return;
    }
    const next = this.words.slice(this.at, this.at + 2);
    const inIt = ['in', 'inside', 'on'].includes(next[0] ?? '') && ['it', 'them'].includes(next[1] ?? '');
    if (inIt) this.at += 2;
    built.with = mention;
    built.withInside = inIt;
  }

  /**
   * A phrase after the objects: a place (a destination, "to", over a weaker "on"; "in a box on
   * the desk" puts the box on the desk), a light, a holding, a source or a landmark set aside.
   */
  private phrase(found: Found, into: MutableClause, meaning?: Meaning | undefined): void {
    const kinds = new Set(found.readings.map((r) => r.kind));
    const placeReading = found.readings.find((r) => r.kind === 'place');
    this.at += found.length;
    if (placeReading !== undefined && placeReading.kind === 'place') {
      // "the drawer below the sink": a place already named is described, not replaced.
      if (into.place !== undefined && into.placeVague !== true) {
        this.setAside.push(found.words);
        return;
      }
      into.place = { types: placeReading.types, count: 1, states: [], words: found.words, pronoun: false };
      into.placeVague = placeReading.types.length > 1;
      return;
    }
    if (kinds.has('holding')) {
      const last = into.objects.pop();
      if (last !== undefined) into.objects.push({ ...last, held: true });
      return;
    }
    const mention = this.mention();
    if (mention === undefined) {
      // "put the mug on the left": where it goes is said by a side of nothing named, so it is not understood (never
      // read as the mug kept in hand and reported done).
      if (kinds.has('preposition') && (meaning === 'place' || meaning === 'throwAway')) into.side ??= this.sideOfNothing();
      return;
    }
    const strong = found.readings.some((r) => r.kind === 'preposition' && r.strong);
    const surface = found.readings.some((r) => r.kind === 'preposition' && r.surface);
    if (kinds.has('whileHolding')) into.holding.push(mention);
    else if (meaning === 'examine' && kinds.has('light')) into.light = mention;
    else if (kinds.has('preposition') && (into.place === undefined || into.placeVague === true)) {
      // "put it away in the drawer": the drawer says where away is.
      into.place = surface ? { ...mention, surface } : mention;
      into.placeStrong = strong;
      into.placeVague = false;
    } else if (kinds.has('preposition') && strong && !into.placeStrong) {
      // "the statue on the table to the coffee table": it goes to the coffee table.
      this.setAside.push(`${into.place!.words}`);
      into.place = surface ? { ...mention, surface } : mention;
      into.placeStrong = true;
    } else if (kinds.has('preposition') && into.placeOfPlace === undefined) {
      into.placeOfPlace = mention;
    } else if (kinds.has('source') && !kinds.has('relation') && into.source === undefined) {
      // Read: with no place named, what is moved ends up out of there ("move the bat off the bed").
      into.source = mention;
      if (meaning !== 'place') this.setAside.push(`${found.words} ${mention.words}`);
    } else {
      this.setAside.push(`${found.words} ${mention.words}`);
      if (kinds.has('relation')) into.landmarks.push(mention);
    }
  }

  /** A side of nowhere named at the cursor ("the left"), passed over; undefined when the words there are no side. */
  private sideOfNothing(): string | undefined {
    let at = this.at;
    while (SIDE_ARTICLES.has(this.words[at] ?? '')) at++;
    if (!SIDE_WORDS.has(this.words[at] ?? '')) return undefined;
    const side = this.words.slice(this.at, at + 1).join(' ');
    this.at = at + 1;
    return side;
  }

  /**
   * After a count's "of" at `from`: where the things counted are named ("the drawers" of "one of
   * the drawers"), past the words that say which ("the", "my", "those"); undefined when no thing is
   * named there ("one of them").
   */
  private partitiveEnd(from: number): number | undefined {
    let at = from;
    while (at < this.words.length && PARTITIVE_OWNERS.has(this.words[at]!)) at++;
    return this.vocabulary.first(this.words, at, ['noun', 'modifier', 'descriptive']) !== undefined ? at : undefined;
  }

  /** An object phrase: [count] [modifiers, descriptions] noun [modifiers, "that has been" ...], or a pronoun. */
  private mention(): Mention | undefined {
    const start = this.at;
    let count: number | 'all' | undefined;
    const states: Meaning[] = [];
    const described: string[] = [];
    let noun: { types: readonly string[]; plural: boolean; words: string; plain?: PlainKind | undefined } | undefined;
    let pronoun = false;
    let everything = false;
    let one = false;
    /** "the cushion of the couch": the part named first, and where its phrase ended. */
    let partOf: { noun: NonNullable<typeof noun>; end: number } | undefined;
    while (!this.done && !this.isBoundary()) {
      if (noun !== undefined) {
        // A part of a thing is the thing: "the cushion of the couch", "the seat of a chair".
        if (partOf === undefined && this.words[this.at] === 'of' && this.isPart(noun.words)) {
          partOf = { noun, end: this.at };
          noun = undefined;
          this.at++;
          continue;
        }
        // "the couch cushion", "the toilet lid": the couch, the toilet.
        const part = this.peek(['part']);
        if (part !== undefined && (this.peek(['noun'])?.length ?? 0) <= part.length) {
          described.push(part.words);
          this.at += part.length;
          continue;
        }
      }
      // "a potato that has been chilled": what follows describes the noun.
      if (noun !== undefined) {
        const relative = this.peek(['relative']);
        if (relative !== undefined && this.vocabulary.first(this.words, this.at + relative.length, ['modifier']) !== undefined) {
          this.at += relative.length;
          continue;
        }
      }
      const options = this.vocabulary.at(this.words, this.at, NP_KINDS);
      if (options.length === 0) break;
      // After the noun, only what describes it further ("apple slice") belongs to the phrase.
      const fitting = options.filter((f) => noun === undefined || f.readings.some((r) => r.kind === 'modifier' || r.kind === 'noun'));
      if (fitting.length === 0) break;
      const found = fitting[0]!;
      let reading = [...found.readings].sort((a, b) => NP_PRIORITY.indexOf(a.kind) - NP_PRIORITY.indexOf(b.kind))[0]!;
      // "one box": before a thing, "one" counts it (a single one), it stands for nothing said before.
      const counted = found.readings.find((r) => r.kind === 'count');
      if (reading.kind === 'pronoun' && counted !== undefined && this.vocabulary.first(this.words, this.at + found.length, ['noun', 'modifier', 'descriptive']) !== undefined) reading = counted;
      // "that little box", "this drawer": before a thing, a demonstrative says which; it stands for nothing said before.
      if (noun === undefined && reading.kind === 'pronoun' && DEMONSTRATIVES.has(found.words) && this.vocabulary.first(this.words, this.at + found.length, ['noun', 'modifier', 'descriptive']) !== undefined) {
        this.at += found.length;
        continue;
      }
      // "one of the drawers", "two of the apples": a count of the things named after "of", not a pronoun.
      const partitive = noun === undefined && counted !== undefined && this.words[this.at + found.length] === 'of' ? this.partitiveEnd(this.at + found.length + 1) : undefined;
      if (partitive !== undefined) reading = counted!;
      if (reading.kind === 'count' && SINGLE.has(found.words)) one = true;
      if (noun !== undefined && reading.kind !== 'noun' && reading.kind !== 'modifier') break;
      if (reading.kind === 'filler' && this.peek(PHRASE_KINDS) !== undefined) break;
      this.at += found.length;
      if (partitive !== undefined) this.at = partitive;
      switch (reading.kind) {
        case 'noun': {
          // "a microwave cup": a noun before the noun that also asks a state ("microwaved") asks it.
          const asModifier = noun === undefined ? undefined : this.vocabulary.first(noun.words.split(' '), 0, ['modifier']);
          if (noun !== undefined && asModifier !== undefined && asModifier.length === noun.words.split(' ').length) {
            const m = asModifier.readings[0]!;
            if (m.kind === 'modifier') states.push(m.meaning);
          } else if (noun !== undefined) described.push(noun.words);
          noun = { types: reading.types, plural: reading.plural, words: found.words, plain: reading.plain };
          break;
        }
        case 'pronoun':
          pronoun = true;
          break;
        case 'everything':
          // "the living room table" is a table: the room describes it.
          if (this.vocabulary.first(this.words, this.at, ['noun', 'descriptive']) !== undefined) described.push(found.words);
          else everything = true;
          break;
        case 'count':
          count = reading.count;
          break;
        case 'modifier':
          states.push(reading.meaning);
          break;
        case 'descriptive':
          described.push(found.words);
          break;
        default:
          break;
      }
      if (pronoun || everything) break;
    }
    if (partOf !== undefined) {
      if (noun === undefined || pronoun || everything) {
        // "the top of it" is no thing of its own: the part is what was named.
        noun = partOf.noun;
        pronoun = false;
        everything = false;
        this.at = partOf.end;
      } else described.push(`${partOf.noun.words} of`);
    }
    // "a slice" with no noun is a part of the objects before, like a pronoun.
    if (noun === undefined && !pronoun && !everything && states.length === 0) {
      this.at = start;
      return undefined;
    }
    if (described.length > 0) this.setAside.push(...described);
    const words = this.words.slice(start, this.at).join(' ');
    return {
      types: noun?.types ?? [],
      count: count ?? (noun?.plural ? 'all' : 1),
      states,
      words,
      noun: noun?.words,
      ...(noun?.plain === undefined ? {} : { plain: noun.plain }),
      pronoun: noun === undefined && !everything,
      everything,
      ...(one ? { one } : {}),
    };
  }
}

interface MutableClause {
  objects: Mention[];
  place?: Mention | undefined;
  placeStrong: boolean;
  /** The place is a phrase naming several kinds of place ("away"): a place named after it says which. */
  placeVague?: boolean | undefined;
  placeOfPlace?: Mention | undefined;
  /** "on the left" with no place named after it: a side of nowhere, until a place is named in the clause. */
  side?: string | undefined;
  light?: Mention | undefined;
  with?: Mention | undefined;
  withInside: boolean;
  landmarks: Mention[];
  holding: Mention[];
  source?: Mention | undefined;
}

/** Parses a request or a feedback sentence. */
export function parseCommand(text: string, vocabulary: Vocabulary): Parse {
  const parser = new Parser(tokens(text), vocabulary);
  parser.parse();
  return { clauses: parser.clauses, setAside: parser.setAside, unknown: parser.unknown, sidesOnly: parser.sidesOnly };
}
