/**
 * What kind of clause of a request this is, beyond a command, a use asked for or a need: what a
 * command is for ("so it's cold"), the person speaking of themselves or of others ("I keep losing
 * my keys", "somebody left the soap in the bath", "there's a dirty plate"), what will do ("the
 * lamp's enough"), a thing and where it goes with no verb ("keys on the desk", "I want it by the
 * sofa"); and "it"/"them" in a later clause read as the thing named before. From the words of
 * speech.yaml and words.yaml, never from a request's own phrases.
 */
import type { SpeechFile } from '../uses/uses-schema.js';
import { baseForms, ingStems, type Vocabulary } from './vocabulary.js';

/** Words that start a clause only as politeness or filler ("oh, so ..."). */
const OPENERS = new Set(['oh', 'so', 'well', 'okay', 'ok', 'hey', 'hi', 'um', 'uh', 'please', 'also', 'and', 'but', 'now', 'just', 'actually']);
/** Words after which a pronoun is the subject of its clause, not what is acted on ("it is cold"). */
const AFTER_SUBJECT = new Set(['is', 'are', 'was', 'were', 'can', 'will', 'looks', 'look', 'seems', 'has', 'does', 'should', 'would', 'could', 'may', 'might', 'keeps', 'gets']);
/** Pronouns that refer back to a thing named before. */
const BACK = new Set(['it', 'them', 'this', 'that', 'these', 'those']);
/** Words asking before what is asked ("can you sort it"). */
const ASKING = new Set(['can', 'could', 'would', 'will', 'you', 'u', 'please', 'pls', 'just', 'kindly']);
/** Politeness after what is asked ("tv off please"). */
// Closing particles of Singaporean and Malaysian English ("the phone must be on lah") close a clause as "please" does.
const TRAILING = new Set(['please', 'pls', 'thanks', 'now', 'thank', 'you', 'again', 'ta', 'cheers', 'lah', 'leh', 'lor', 'hor', 'sia']);
/** Words of wishing a thing were so ("I want the fridge closed"). */
const WISHES = ['i want', 'i would like', 'i need', 'we want', 'i would love', 'i would prefer', 'i prefer'];
/** The states a wish says of a thing after it ("the blinds open"). */
const SWITCHED: ReadonlySet<string> = new Set(['on', 'off', 'open', 'closed', 'shut']);
/** A state of switching or shutting, and nothing more ("off", "switched off", "all shut"), or where the thing is ("in the fridge", "put away"). */
const SWITCHED_STATE = /^(?:all )?(?:(?:(?:switched|turned) )?(?:on|off|open|closed|shut)|(?:put )?away|(?:back )?(?:in|on|inside|under) .+)$/;
/** Words before a thing that say which one it is ("the", "my"): a clause of one and a state says how it is. */
const OWNERS = new Set(['the', 'my', 'our', 'this', 'that', 'these', 'those', 'his', 'her', 'their', 'your']);
/** Words that say a state rather than a place: a clause with one is no verbless placement ("the plant on the counter is dry"). */
/** Words that put a thing somewhere before a switch is said ("the remote on the sofa and the telly on"). */
const PLACING = new Set(['on', 'off', 'in', 'into', 'onto', 'under', 'by', 'next']);
const COPULAS = new Set(['is', 'are', 'was', 'were', 'looks', 'look', 'seems', 'seem', 'feels', 'feel', 'keeps', 'belong', 'belongs', 'gone']);

/** Words saying where a thing is kept, before a place ("the remote goes on the tv stand"): a placement. */
const KEEPING = new Set(['goes', 'go', 'belongs', 'belong', 'lives', 'live']);

/** Who a clause telling of the person or of others may open with. */
const PERSONS = new Set(['i', 'we', 'he', 'she', 'they']);
/** After "I", "we": words that wish, ask or say how they are rather than tell what they do ("I need", "I'm cold", "I could use"). */
const NOT_TELLING = new Set(['am', 'are', 'is', 'would', 'could', 'can', 'will', 'shall', 'should', 'must', 'might', 'may', 'need', 'needs', 'want', 'wanna', 'wants', 'do', 'does', 'fancy', 'love', 'like', 'wish', 'hope', 'have', 'not', 'to']);
/** "am", "are" before what the person is busy with ("I'm sewing"). */
const BEING = new Set(['am', 'are', 'was', 'were']);
/** Words that say how or when, skipped before what a clause tells ("just got caught", "nearly broke", "still"). */
const ADVERBS = new Set(['just', 'still', 'already', 'also', 'only', 'even', 'again', 'finally', 'nearly', 'almost', 'totally', 'literally', 'basically', 'really', 'actually', 'always', 'never']);
/** Words after which what follows is who or what a clause speaks of and no more is asked ("..., before someone sits on it", "where it lives"). */
const SUBORDINATORS = new Set(['before', 'after', 'until', 'till', 'while', 'whilst', 'when', 'whenever', 'where', 'once']);
/**
 * Who or what a subordinate clause speaks of, right after its subordinator. With them, people named
 * bare ("before guests arrive", "when mum comes"): a clause of when, not a need of the guests.
 */
const SUBORDINATE_SUBJECTS = new Set(['i', 'we', 'you', 'he', 'she', 'it', 'they', 'someone', 'somebody', 'everyone', 'everybody', 'anyone', 'nobody', 'people', 'the', 'my', 'our', 'his', 'her', 'their', 'your', 'that', 'this',
  'guests', 'visitors', 'friends', 'kids', 'children', 'mum', 'mom', 'dad', 'nan', 'gran', 'grandma', 'grandad', 'company']);
/** Past wishes that still ask ("I wanted a coffee", "I wondered if you could ..."): no telling of what was done. */
const WISHED = new Set(['wanted', 'needed', 'fancied', 'hoped', 'wondered', 'asked', 'liked', 'loved', 'meant', 'planned', 'intended', 'wished', 'preferred']);
/** Making, said of what the person will do themselves ("I'll make", "we're gonna bake"). */
const MAKING_DOING = new Set(['make', 'cook', 'bake', 'prepare', 'do', 'fix']);
/** Words after who or what a clause speaks of that say it is, was, will be or keeps doing something ("the in-laws will be here"). */
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'will', 'has', 'have', 'had', 'keeps', 'keep']);

/** The clause without the politeness it starts with. */
function opened(clause: readonly string[]): readonly string[] {
  let at = 0;
  while (at < clause.length && OPENERS.has(clause[at]!)) at++;
  return clause.slice(at);
}

/** Whether `phrase` (words) starts `words`. */
function startsWith(words: readonly string[], phrase: string): boolean {
  const parts = phrase.split(' ');
  return parts.every((p, i) => words[i] === p);
}

export class ClauseKinds {
  private readonly purposes: ReadonlySet<string>;
  private readonly fillers: ReadonlySet<string>;
  /** Words that say what was (speech.yaml `past`). */
  private readonly past: ReadonlySet<string>;
  /** speech.yaml `desired` and `ensuring`, the longest first (each clause is matched against them). */
  private readonly desired: readonly string[];
  private readonly ensuring: readonly string[];
  /** speech.yaml `ensuringSwitched`, the longest first: read as `ensuring` only before a state of switching or shutting. */
  private readonly ensuringSwitched: readonly string[];

  constructor(
    private readonly speech: SpeechFile,
    private readonly vocabulary: Vocabulary,
  ) {
    this.purposes = new Set(speech.purposes);
    this.past = new Set(speech.past);
    this.fillers = new Set(speech.fillers);
    const longestFirst = (list: readonly string[]): string[] => [...list].sort((a, b) => b.length - a.length);
    this.desired = longestFirst(speech.desired);
    this.ensuring = longestFirst(speech.ensuring);
    this.ensuringSwitched = longestFirst(speech.ensuringSwitched);
  }

  /**
   * A clause saying what a command is for or why: joined by "so", or opening with a purpose, a
   * reason or what it guards against ("so it is cold", "no point it being on", "just in case I
   * don't make it"), then with who or what it is about.
   */
  isPurpose(clause: readonly string[], join: string): boolean {
    const opener = [...this.speech.purposes, ...this.speech.precautions].sort((a, b) => b.length - a.length).find((p) => startsWith(clause, p));
    if (!this.purposes.has(join) && opener === undefined) return false;
    const rest = clause.slice(opener?.split(' ').length ?? 0);
    const at = rest.findIndex((w) => !this.purposes.has(w) && w !== 'that');
    const first = rest[at];
    // "..., so I need it by the bed": what follows "so" is the wish it leads to, not what a command is for.
    if ((first === 'i' || first === 'we') && this.speech.wanting.some((w) => startsWith(rest.slice(at + 1), w))) return false;
    // "it's pouring down so it's a telly day": what the time is then ("it is a ... day"), no purpose of a command ("so it is cold").
    if (first === 'it' && rest[at + 1] === 'is' && (rest[at + 2] === 'a' || rest[at + 2] === 'an')) return false;
    // "..., so the bat has to come off my bed": how a thing must end up is what is asked, not what something is for.
    if (this.desired.some((d) => rest.some((_, i) => startsWith(rest.slice(i), d)))) return false;
    return first !== undefined && ['it', 'they', 'i', 'we', 'you', 'he', 'she', 'the', 'its', 'my', 'there'].includes(first);
  }

  /**
   * A clause in which the person speaks of themselves or of others, rather than asking (speech.yaml
   * `statements`), or says how a thing is ("the baby is asleep", "the bread is going to go stale",
   * "this mug is grotty"): a thing after "the", "my", "this" and a word saying a state of it.
   */
  isStatement(clause: readonly string[], saysNeed: (words: readonly string[]) => boolean = () => false): boolean {
    const words = opened(clause);
    // "I'll need the laptop over here": what the person will need is a wish, not a telling.
    const wishes = (at: number): boolean => this.speech.wanting.some((w) => startsWith(words.slice(at), w));
    return this.hedged(words).some((from) => this.speech.statements.some((s) => startsWith(words.slice(from), s) && !wishes(from + s.split(' ').length))) || this.saysHowThingIs(clause, saysNeed);
  }

  /**
   * Where a statement may start in `words`: at the start, and after each of the filler words that
   * open it ("pretty sure i left it ...", "i think i left it ...": a hedge changes no telling into
   * an ask).
   */
  private hedged(words: readonly string[]): number[] {
    const starts = [0];
    for (let i = 0; i < words.length && this.fillers.has(words[i]!); i++) starts.push(i + 1);
    return starts;
  }

  /**
   * "the X is ...", "my X looks ...": what the thing is, not what to do (never "the lamp is enough":
   * that asks for it; nor "my hands are sticky", whose subject `saysNeed`: the person's need).
   */
  saysHowThingIs(clause: readonly string[], saysNeed: (words: readonly string[]) => boolean = () => false): boolean {
    const words = opened(clause);
    if (!OWNERS.has(words[0] ?? '')) return false;
    const copula = words.findIndex((w) => COPULAS.has(w) && !w.startsWith('belong'));
    if (copula < 2 || copula > 5 || saysNeed(words.slice(1, copula))) return false;
    const text = ` ${words.join(' ')} `;
    return !this.speech.sufficient.some((p) => text.includes(` ${p} `));
  }

  /**
   * A clause telling what was or what someone does or will do, rather than asking (beyond the
   * openers of `statements`): what was, said by a word of `past` or, after "I", "we", in -ed ("been
   * on my feet all day", "just got caught in a downpour", "nearly broke my ankle", "we polished off
   * the wine"); the person doing other than wishing ("I smell like ...", "I think ..."); someone not
   * of the room doing something ("landlord is doing an inspection", "people coming over", "the
   * in-laws will be here"); what the person is busy with, not a need (`saysNeed`). The reader decides whether a clause that parses as a command is one.
   */
  tells(clause: readonly string[], saysNeed: (words: readonly string[]) => boolean = () => false): boolean {
    let words = opened(clause);
    const person = PERSONS.has(words[0] ?? '');
    if (person) words = words.slice(1);
    let at = 0;
    while (at < words.length && (ADVERBS.has(words[at]!) || (words[at]!.endsWith('ly') && !this.vocabulary.isVerb(words[at]!)))) at++;
    const word = words[at];
    if (word === undefined) return false;
    // "got to go": having to, a wish of the person's; "got" of anything else tells.
    if (this.past.has(word)) return !(word === 'got' && words[at + 1] === 'to');
    // What was, in -ed ("we polished off the wine"); in the present only of "I" ("I smell like ...", "I think ..."): "(could)
    // we make it darker", "(can) we sort out the rubbish" ask, their asking word taken out as an aside.
    if (person && word.endsWith('ed') && !NOT_TELLING.has(word) && !this.vocabulary.isVerb(word)) return true;
    // "I've got my sudoku here", "I've got a headache": what the person has, told; not "I've got to go".
    if (person && word === 'have' && words[at + 1] === 'got' && words[at + 2] !== 'to') return true;
    // "I'm sewing a button back on": what the person is busy with, in -ing of no verb the reader knows; not a need ("I'm starving").
    if (person && BEING.has(word) && this.ownDoing(words.slice(at + 1)) && !saysNeed(words.slice(at + 1, at + 2))) return true;
    if (person)
      return clause.includes('i') && opened(clause)[0] === 'i' && !NOT_TELLING.has(word) && !this.speech.making.includes(word) && !this.vocabulary.isVerb(word) && !this.speech.wanting.some((w) => startsWith(words.slice(at), w));
    // "(I'm) trying to eat healthier": the person's doing, in -ing, of no verb the reader knows (not "slicing the apple").
    if (at === 0 && this.ownDoing(words)) return true;
    // Someone not of the room: words naming no thing and no deed, then a word saying they are or do something.
    // What they did, too: a word of `past` or one in -ed the lists do not know ("the new puppy chewed one remote to bits").
    const did = (w: string, i: number): boolean => this.past.has(w) || (w.endsWith('ed') && w.length > 4 && this.vocabulary.first(words, i, ['noun', 'verb', 'particleVerb', 'modifier', 'descriptive']) === undefined && !this.fillers.has(w));
    const doing = words.findIndex((w, i) => i > 0 && (AUXILIARIES.has(w) || did(w, i) || (w.endsWith('ing') && w.length > 4 && !this.vocabulary.isVerb(w) && !this.vocabulary.isNoun(w) && !this.fillers.has(w))));
    if (doing < 1 || doing > 4) return false;
    const subject = words.slice(0, doing);
    return subject.every((w, i) => !PERSONS.has(w) && w !== 'you' && !this.vocabulary.isVerb(w) && this.vocabulary.first(subject, i, ['noun', 'pronoun', 'verb', 'particleVerb']) === undefined) && words.length > doing + 1;
  }

  /**
   * "I'll make sandwiches later", "we're gonna cook": what the person will make themselves, told;
   * what it names is theirs to make, never asked of a robot.
   */
  makesOwn(clause: readonly string[]): boolean {
    const words = opened(clause);
    if (!PERSONS.has(words[0] ?? '')) return false;
    let at = 1;
    while (at < words.length && ADVERBS.has(words[at]!)) at++;
    return this.ownMaking(words.slice(at)) || makesForSelf(words.slice(at));
  }

  /** "I'd like to make myself a hot drink": a making for the person's own self (makesForSelf), after "I" or "we". */
  makesForSelf(clause: readonly string[]): boolean {
    const words = opened(clause);
    return ['i', 'we'].includes(words[0] ?? '') && makesForSelf(words.slice(1));
  }

  /**
   * "I've spilled coffee everywhere", "I've cooked an egg", "we ate the last apple": what the person
   * did, told in the past (a word of `past` or one in -ed, not of wishing); what it names is no wish.
   */
  tellsOwnPast(clause: readonly string[]): boolean {
    const words = opened(clause);
    if (!['i', 'we'].includes(words[0] ?? '')) return false;
    let at = 1;
    if (words[at] === 'have' || words[at] === 'had') at++;
    while (at < words.length && ADVERBS.has(words[at]!)) at++;
    const word = words[at] ?? '';
    if (word === 'got' || word === 'had' || word === 'been') return false;
    return this.past.has(word) || (word.endsWith('ed') && word.length > 4 && !NOT_TELLING.has(word) && !WISHED.has(word));
  }

  /** "will make", "am gonna cook", "am going to do": a making of the person's own to come, after "I" or "we". */
  private ownMaking(words: readonly string[]): boolean {
    let at = words[0] === 'will' ? 1 : BEING.has(words[0] ?? '') ? 1 : -1;
    if (at < 0) return false;
    if (words[at] === 'gonna') at += 1;
    else if (words[at] === 'going' && words[at + 1] === 'to') at += 2;
    // "I'm making dinner, can you ..." may ask help with it: only what the person will make is theirs alone.
    else if (words[0] !== 'will') return false;
    return MAKING_DOING.has(words[at] ?? '');
  }

  /** A first word in -ing of no verb, thing or filler the reader knows ("trying"; not "ceiling light off"): a doing of the person's own. */
  private ownDoing(words: readonly string[]): boolean {
    const word = words[0] ?? '';
    if (!word.endsWith('ing') || word.length < 6 || this.fillers.has(word) || this.vocabulary.isNoun(word)) return false;
    if (this.vocabulary.first(words, 0, ['noun', 'place', 'descriptive', 'modifier', 'light']) !== undefined) return false;
    return !ingStems(word).some((v) => this.vocabulary.isVerb(v)) && !this.vocabulary.isVerb(word);
  }

  /**
   * Where a clause saying when or where of what is asked starts ("put the laptop on the desk before
   * someone sits on it", "on the shelf where it lives"): a subordinator then who or what it speaks
   * of, after some words; or undefined. It asks nothing more.
   */
  subordinateAt(clause: readonly string[]): number | undefined {
    const at = clause.findIndex((w, i) => i > 1 && SUBORDINATORS.has(w) && SUBORDINATE_SUBJECTS.has(clause[i + 1] ?? '') && i + 2 < clause.length);
    return at < 0 ? undefined : at;
  }

  /** "the lamp is enough": the words of the thing named before a phrase of `sufficient`, or undefined. */
  sufficientThing(clause: readonly string[]): string | undefined {
    const text = ` ${clause.join(' ')} `;
    const phrase = this.speech.sufficient.find((p) => text.includes(` ${p} `) || text.endsWith(` ${p.split(' ').at(-1)} `));
    if (phrase === undefined) return undefined;
    for (let i = 0; i < clause.length; i++) {
      const noun = this.vocabulary.first(clause, i, ['noun']);
      if (noun !== undefined) return noun.words;
    }
    return undefined;
  }

  /**
   * A clause with no verb that names a thing and where it goes ("keys on the desk", "I want the
   * remote by the sofa"): the command that puts it there, or undefined. A clause saying a state
   * ("the plant on the counter looks dry") is none.
   */
  placementOf(said: readonly string[]): string | undefined {
    // "the remote goes on the tv stand", "it belongs in the drawer": where a thing is kept is where it is put.
    const clause = said.filter((w, i) => !(KEEPING.has(w) && i > 0 && this.vocabulary.first(said, i + 1, ['preposition', 'place']) !== undefined));
    if (clause.some((w) => COPULAS.has(w))) return undefined;
    // The thing starts at its first word naming it (or a word before it: "a", "the", "my").
    // A word describing it right before its name is its own ("spare loo roll on the cistern": a spare one, not the used-up roll).
    const describes = (i: number): boolean => this.vocabulary.first(clause, i, ['descriptive']) !== undefined && this.vocabulary.first(clause, i + 1, ['noun']) !== undefined;
    const start = clause.findIndex((_, i) => (describes(i) || this.vocabulary.first(clause, i, ['noun', 'count', 'pronoun', 'modifier']) !== undefined) && !['i', 'we', 'you', 'me', 'us'].includes(clause[i]!));
    if (start < 0) return undefined;
    const rest = clause.slice(start);
    // A place follows its preposition: "floor lamp on" ends in a state, not a place.
    const placed = rest.some((_, i) => i > 0 && this.vocabulary.first(rest, i, ['preposition', 'place', 'relation']) !== undefined && (i < rest.length - 1 || this.vocabulary.first(rest, i, ['place']) !== undefined));
    return placed ? `put ${rest.join(' ')}` : undefined;
  }

  /**
   * "the bat doesn't belong on the bed", "the phone should not be in the bed": the command that
   * moves it out of there ("move the bat off the bed"), or undefined. Where a thing is kept said as
   * where it lives or sits ("the laptop shouldn't live on the sofa") is the same.
   */
  misplacedOf(clause: readonly string[]): string | undefined {
    const at = clause.findIndex((w, i) => w === 'not' && ['belong', 'belongs', 'go', 'goes', 'be', 'stay', 'live', 'lives', 'sit', 'sits'].includes(clause[i + 1] ?? ''));
    if (at < 1) return undefined;
    const [prep, ...rest] = clause.slice(at + 2);
    const from = prep === 'on' || prep === 'onto' ? 'off' : prep === 'in' || prep === 'into' || prep === 'inside' ? 'out of' : undefined;
    const thing = clause.slice(0, at).filter((w) => !['does', 'do', 'did', 'is', 'are', 'should', 'must', 'can', 'supposed', 'to', 'really'].includes(w));
    if (from === undefined || rest.length === 0 || thing.length === 0) return undefined;
    return `move ${thing.join(' ')} ${from} ${rest.join(' ')}`;
  }

  /**
   * A clause that only asks to do what the rest of the request says (speech.yaml `carryOut`: "sort
   * it", "can you deal with them please"), its asking and politeness aside.
   */
  carriesOut(clause: readonly string[]): boolean {
    let words = opened(clause);
    while (ASKING.has(words[0] ?? '')) words = words.slice(1);
    let end = words.length;
    while (end > 0 && TRAILING.has(words[end - 1]!)) end--;
    const said = words.slice(0, end).join(' ');
    return said !== '' && this.speech.carryOut.includes(said);
  }

  /**
   * A clause that only announces the list after it ("complete the following tasks", "do these
   * things"): a verb of doing, a word pointing ahead and what the list is of (speech.yaml
   * `announcing`), and nothing else.
   */
  announces(clause: readonly string[]): boolean {
    const { verbs, ahead, of } = this.speech.announcing;
    let words = opened(clause);
    const verb = verbs.find((v) => startsWith(words, v));
    if (verb === undefined) return false;
    words = words.slice(verb.split(' ').length);
    const pointer = [...ahead].sort((a, b) => b.length - a.length).find((a) => startsWith(words, a));
    if (pointer === undefined) return false;
    words = words.slice(pointer.split(' ').length);
    return words.length === 0 || (words.length === 1 && of.includes(words[0]!));
  }

  /**
   * "The faucet needs to be turned off", "the book should be open", "the spatula needs to be in a
   * drawer": a thing and how it should end up (speech.yaml `desired`), as the commands that would
   * bring it about, likeliest first ("turn the faucet off"; "put the spatula in a drawer"; "open
   * the book"); empty when the clause says no such thing. The reader keeps the first that parses.
   */
  desiredOf(clause: readonly string[]): string[] {
    const words = asSaid(this.ensured(opened(clause)));
    for (const phrase of this.desired) {
      const parts = phrase.split(' ');
      const at = words.findIndex((_, i) => parts.every((p, j) => words[i + j] === p));
      if (at < 1) continue;
      const thing = words.slice(0, at).join(' ');
      // "needs to be totally clear": how fully it should be so says no other state than the one after it.
      let from = at + parts.length;
      while (DEGREE.has(words[from] ?? '') && from < words.length - 1) from++;
      const rest = words.slice(from);
      if (rest.length === 0) continue;
      const [first, ...after] = rest;
      const tail = after.length > 0 ? ` ${after.join(' ')}` : '';
      const commands: string[] = [];
      // On or off alone: it is switched so.
      if ((first === 'on' || first === 'off') && after.length === 0) {
        // "I want the remote on the sofa and the telly on": a thing put somewhere comes first; the switch is not of it.
        if (!words.slice(0, at).some((w) => PLACING.has(w))) commands.push(`turn ${thing} ${first}`);
      }
      // Off or out of a place ("the bat has to come off my bed"): moved off it.
      else if ((first === 'off' || (first === 'out' && after[0] === 'of')) && after.length > 0) commands.push(`move ${thing} ${rest.join(' ')}`);
      // A place: it is put there.
      else if (this.vocabulary.first(rest, 0, ['preposition', 'place']) !== undefined) commands.push(`put ${thing} ${rest.join(' ')}`);
      // A deed done to it, said by its past participle ("turned off", "put on the counter", "opened").
      for (const base of baseForms(first!)) {
        if (this.vocabulary.isVerb(base)) commands.push(`${base} ${thing}${tail}`);
      }
      // A state its modifier says ("clean", "sliced"): the verb of that meaning, left to the reader.
      commands.push(`${rest.join(' ')} ${thing}`);
      return [...new Set(commands)];
    }
    return [];
  }

  /** Whether the clause asks that a thing be so ("make sure the lamp is off", "check that the plates are clean"). */
  ensures(clause: readonly string[]): boolean {
    const words = opened(clause);
    return this.ensured(words) !== words;
  }

  /**
   * "check if the stove is off", "can you check that the fridge is shut": what is to be so, said as
   * how the thing should end up ("the stove needs to be off"); other words as they are.
   */
  private ensured(words: readonly string[]): readonly string[] {
    let at = 0;
    while (ASKING.has(words[at] ?? '')) at++;
    const phrase = this.ensuring.find((p) => startsWith(words.slice(at), p));
    const switched = phrase === undefined ? this.ensuringSwitched.find((p) => startsWith(words.slice(at), p)) : undefined;
    if (phrase === undefined && switched === undefined) return this.wishedSwitched(words.slice(at)) ?? words;
    const rest = words.slice(at + (phrase ?? switched)!.split(' ').length);
    const copula = rest.findIndex((w, i) => i > 0 && (w === 'is' || w === 'are'));
    if (copula < 0) return words;
    const state = rest.slice(copula + 1).filter((w) => !TRAILING.has(w));
    if (switched !== undefined && !SWITCHED_STATE.test(state.join(' '))) return words;
    return [...rest.slice(0, copula), 'needs', 'to', 'be', ...state];
  }

  /** "I want the fridge closed", "I'd like the blinds open": the thing switched or shut so, as `ensured` says it; undefined else. */
  private wishedSwitched(words: readonly string[]): readonly string[] | undefined {
    const wish = WISHES.find((w) => startsWith(words, w));
    if (wish === undefined) return undefined;
    const rest = words.slice(wish.split(' ').length);
    let end = rest.length;
    while (end > 0 && TRAILING.has(rest[end - 1]!)) end--;
    const state = rest[end - 1] ?? '';
    const by = ['switched', 'turned'].includes(rest[end - 2] ?? '') ? 1 : 0;
    const thing = rest.slice(0, end - 1 - by);
    if (!SWITCHED.has(state) || thing.length < 2 || !OWNERS.has(thing[0]!)) return undefined;
    return [...thing, 'needs', 'to', 'be', ...rest.slice(end - 1 - by, end)];
  }

  /** "put my phone somewhere I won't roll onto it": the place ends at "somewhere"; what follows describes it and is set aside. */
  describedPlace(clause: readonly string[]): { clause: string[]; aside: string[] } {
    const at = clause.findIndex((w, i) => w === 'somewhere' && ['i', 'we', 'you', 'it', 'they', 'he', 'she', 'nobody', 'no', 'that', 'where'].includes(clause[i + 1] ?? ''));
    // A place the lists know whole ("somewhere he can not get at it": shut away) is no place described.
    return at < 0 || (this.vocabulary.first(clause, at, ['place'])?.length ?? 0) > 1 ? { clause: [...clause], aside: [] } : { clause: clause.slice(0, at + 1), aside: clause.slice(at + 1) };
  }

  /** "big light off", "candles on": a thing and the state to switch it to, as the command that does ("turn off the big light"). */
  switchOf(said: readonly string[]): string | undefined {
    let end = said.length;
    while (end > 0 && TRAILING.has(said[end - 1]!)) end--;
    const clause = said.slice(0, end);
    const last = clause.at(-1);
    // "the tv is on" says how it is, it asks nothing.
    if ((last !== 'on' && last !== 'off') || clause.length < 2 || clause.some((w) => COPULAS.has(w))) return undefined;
    return `turn ${last} ${clause.slice(0, -1).join(' ')}`;
  }

  /**
   * "apple wash please", "fridge close": a thing, then the verb of what to do with it (as people
   * short of English or of time type it), as the command it is ("wash apple"); undefined else.
   */
  verbAfterThing(said: readonly string[]): string | undefined {
    let end = said.length;
    while (end > 0 && TRAILING.has(said[end - 1]!)) end--;
    const clause = said.slice(0, end);
    const last = clause.at(-1);
    if (last === undefined || clause.length < 2 || clause.some((w) => COPULAS.has(w)) || this.vocabulary.first([last], 0, ['verb'])?.length !== 1) return undefined;
    const before = clause.slice(0, -1);
    let at = 0;
    while (at < before.length) {
      const noun = this.vocabulary.first(before, at, ['noun'])?.length ?? 0;
      if (noun > 0) at += noun;
      else if (OWNERS.has(before[at]!)) at++;
      else return undefined;
    }
    return `${last} ${before.join(' ')}`;
  }

  /**
   * `clause` with a pronoun standing for what is acted on ("wash it up", "put them somewhere
   * safe", "I want it by the sofa") read as `thing` (its words); unchanged when it has none.
   */
  /**
   * "the soap's in the basin and it's gone all gross": "it" opening a clause that says how it is, the
   * thing named before, so the clause tells how that thing is; else the clause as it is.
   */
  subjectReferent(clause: readonly string[], thing: string | undefined): string[] {
    const words = opened(clause);
    const from = clause.length - words.length;
    const it = words[0] === 'it' && ['is', 'has', 'looks', 'seems', 'feels'].includes(words[1] ?? '');
    // "I search my keys, they should lie in the drawer": "they" opening a clause that says how or where they should be.
    const they = words[0] === 'they' && SHOULD_BE.has(words[1] ?? '');
    if (thing === undefined || !(it || they)) return [...clause];
    return [...clause.slice(0, from), 'the', ...thing.split(' '), ...words.slice(1)];
  }

  /**
   * "it's gone all soggy and gross": a word or two after "and" naming no thing and no deed, after a
   * clause saying how a thing is, is more of how it is.
   */
  moreOfHowThingIs(before: readonly string[], part: readonly string[]): boolean {
    const subject = opened(before);
    const how = (subject[0] === 'it' ? ['the', 'thing', ...subject.slice(1)] : subject) as readonly string[];
    if (part.length === 0 || part.length > 2 || !this.saysHowThingIs(how)) return false;
    return part.every((w, i) => !PERSONS.has(w) && !BACK.has(w) && this.vocabulary.first(part, i, ['noun', 'pronoun', 'verb', 'particleVerb']) === undefined);
  }

  withReferent(clause: readonly string[], thing: string | undefined, ownSentence = false): string[] {
    if (thing === undefined) return [...clause];
    const at = clause.findIndex((w, i) => BACK.has(w) && !AFTER_SUBJECT.has(clause[i + 1] ?? '') && i > 0);
    if (at < 0) return [...clause];
    // A clause that names its own thing before the pronoun needs nothing from before ("take the cup and fill it"); a verb
    // opening a sentence of its own that is also a thing's name ("the bread's gone mouldy, bin it") names none. After "and"
    // ("set the candles out and light them") the command before is what it acts on, as the commands read it. The verb opens
    // it after asking words too ("I left the lamp on, can you switch it off": "switch" is no LightSwitch there).
    const opensVerb = (i: number): boolean => ownSentence && clause.slice(0, i).every((w) => this.fillers.has(w)) && this.vocabulary.isVerb(clause[i]!);
    if (clause.slice(0, at).some((_, i) => !opensVerb(i) && this.vocabulary.first(clause, i, ['noun']) !== undefined)) return [...clause];
    return [...clause.slice(0, at), 'the', ...thing.split(' '), ...clause.slice(at + 1)];
  }
}

/** Words after "they" that say how or where things should be ("they should be in the drawer", "they need to go away"). */
const SHOULD_BE: ReadonlySet<string> = new Set(['should', 'must', 'need', 'needs', 'ought', 'have', 'has']);

/** Words saying how fully a thing should be so, before the state ("totally clear", "completely empty"). */
const DEGREE: ReadonlySet<string> = new Set(['totally', 'completely', 'fully', 'entirely', 'absolutely', 'properly', 'perfectly', 'really']);

/** Modals that open a question of where a thing may go ("can the papers go in the bin"). */
const ASKED_GO = new Set(['can', 'could']);

/** "can the old newspapers go in the bin": the question in the order it is said ("the old newspapers can go in the bin"); else `words`. */
function asSaid(words: readonly string[]): readonly string[] {
  if (!ASKED_GO.has(words[0] ?? '') || words[1] === 'you' || words[1] === 'i' || words[1] === 'we') return words;
  const go = words.indexOf('go');
  if (go < 2) return words;
  // "could the spray bottle maybe go in the cabinet": a hedge before "go" softens the asking, and is no part of the thing.
  let end = go;
  while (end > 2 && HEDGES.has(words[end - 1]!)) end--;
  return [...words.slice(1, end), words[0]!, ...words.slice(go)];
}

/** Words softening a question of where a thing may go ("maybe", "perhaps", "possibly", "just", "please"). */
const HEDGES = new Set(['maybe', 'perhaps', 'possibly', 'just', 'please', 'pls', 'also', 'then']);

/**
 * "I'd like to make myself a hot drink", "I want to cook myself some eggs": wishing to make a thing
 * for oneself, the maker said by "myself": the person's own making, which is why something else is
 * asked ("every mug is out of my reach"), not a thing for the robot to make.
 */
function makesForSelf(words: readonly string[]): boolean {
  const at = words.findIndex((w, i) => MAKING_DOING.has(w) && SELF.has(words[i + 1] ?? ''));
  return at > 0 && words.slice(0, at).every((w) => WISHING_TO.has(w));
}
/** Who makes a thing for themselves. */
const SELF = new Set(['myself', 'ourselves']);
/** Words of wishing or being able before the making ("would like to", "want to", "can"). */
const WISHING_TO = new Set(['would', 'd', 'like', 'love', 'want', 'wanna', 'need', 'to', 'can', 'could', 'will', 'am', 'are', 'going', 'gonna', 'just', 'quickly']);
