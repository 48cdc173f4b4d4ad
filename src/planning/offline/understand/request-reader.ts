/**
 * Reads a request clause by clause for what the household knowledge holds (uses.yaml): a use
 * asked for by name ("make the bed", "boil some water"), a command (words.yaml), what the person
 * does themselves ("sit on the sofa", "read in bed"), a need ("I'm cold", "too dark"), a thing
 * lacking in a state ("we're out of clean mugs"), and the things named. Each finding keeps the
 * words it rests on; a word it does not know blocks only where the reading would rest on it
 * (after "a", "the", "my": what the request is about).
 */
import { withoutDenied } from './denied-ask.js';
import { thingPutThere, type PutThereWords } from './thing-put-there.js';
import type { Knowledge } from '../knowledge-schema.js';
import { saidOfUse, type SaidOfUse } from '../uses/said-of-use.js';
import { outOfReachPhrases, type OutOfReachFound } from '../uses/out-of-reach.js';
import { thrownAt } from './thrown-at.js';
import { unattendedIn } from './unattended.js';
import { sharpForChild } from './sharp-for-child.js';
import { cleanerToDrink } from './cleaner-to-drink.js';
import { othersCard } from './others-card.js';
import { binnedToStop } from './binned-to-stop.js';
import { hiddenToStop } from './hidden-to-stop.js';
import { walkedInOn } from './walked-in-on.js';
import type { Use } from '../uses/uses-schema.js';
import { seenAfterByPerson, seenByPerson } from './seen-for-themselves.js';
import { findPhrase, pluralOf } from '../text.js';
import { DIRECTIONS, parseCommand, tokens, type Clause } from './parse.js';
import { ClauseKinds } from './clause-kinds.js';
import { unknownBySlot, type Slot, type SlotWords } from './word-slots.js';
import { soughtIn, soughtPlaceIn, wantedIn, type SeekingWords } from './sought.js';
import { oneMoreBefore } from './beyond-the-kind.js';
import { OutOfPlaceReader, type OutOfPlace } from './out-of-place.js';
import { gerund, namesWhere, type ReadingKind, type Vocabulary } from './vocabulary.js';
import { INSTEAD } from './speech.js';
import type { Meaning } from './words-schema.js';
import { saysUsedUp, statesWholeRoom } from './to-goal.js';
import { usedUpLeftOut } from './used-up-left-out.js';
import { seeingToIn, seeingToStep, takeSeen, type SeeingToWords, type SeenThing } from './seeing-to.js';
import { withOneNamed, type OneWords } from './one-named.js';
import { putOnItsHolder } from './put-on-its-holder.js';
import { filledWith } from '../uses/filled-with.js';
import { drinkGone } from './spilt-drink.js';
import { needDenied } from './denied-need.js';
import { verbAsDish } from './verb-as-dish.js';
import { EATEN_OR_DRUNK, temperatureCommand } from './thing-temperature.js';
import { statesOnly } from './state-after.js';
import { namesWherePersonIs } from './where-person-is.js';
import { lightsOnLeaving } from './lights-on-leaving.js';
import { thingAskedAlone, type AskedAloneWords } from './thing-asked-alone.js';
import { peopleCounted } from './people-counted.js';

/** Words that end a state ("left on") and, before a thing, say where it is instead ("left on the sofa"). */
const STATE_END_PLACES = new Set(['on', 'up', 'in', 'out', 'off']);

/** A need said in words: its id and the words that said it. */
export interface SaidNeed {
  readonly need: string;
  readonly words: string;
  /**
   * States a modifier said right before the need asks of what serves it ("something cold to
   * drink": the drink cold), as the modifiers' meanings; the modifier is then no need of its own.
   */
  readonly states?: readonly Meaning[];
  /** Said after a word of wanting in its clause ("need to relax", "need caffeine"): what the person asks for, never left out. */
  readonly wished?: boolean;
}

/** A thing the request names outside its commands and asks: its candidate types and words. */
export interface NamedThing {
  readonly types: readonly string[];
  readonly words: string;
}

export interface RequestReading {
  /** Commands the request gives, each a clause's words for the command reader. */
  readonly commands: readonly string[];
  /** Uses asked for by name, with the words that asked and what the rest of their clause says of them ("in a clean mug"). */
  readonly asked: readonly { readonly use: Use; readonly words: string; readonly said?: SaidOfUse | undefined }[];
  readonly needs: readonly SaidNeed[];
  /** How many people the request says it is for (people-counted.ts): a need's goal gives one each. */
  readonly perPerson?: number | undefined;
  readonly things: readonly NamedThing[];
  /** Things named in a clause that asks nothing of them ("..., where you go the pen"): a question, whatever else is read. */
  readonly stray: readonly NamedThing[];
  /** What the person does themselves ("sit on the sofa"). */
  readonly personal: readonly string[];
  /** Words not known where the reading would rest on them: no reading can be made of the request. */
  readonly blocking: readonly string[];
  /** Words not known, set aside: nothing rests on them. */
  readonly setAside: readonly string[];
  /** What a vessel is asked to hold that the world has no liquid for ("a cup of tea"): missing. */
  readonly absent: readonly string[];
  /** What a clause asks for that no skill does or the world has none of ("hoover the floor", "get me a blanket"): refused, saying so. */
  readonly outOfReach: readonly OutOfReachFound[];
  /** Things said to be out of place, in the way or within someone's reach ("the knife is lying out on the counter"): put away. */
  readonly putAway: readonly OutOfPlace[];
  /** The words every finding rests on, in the request's order. */
  readonly words: readonly string[];
  /** Things seen to with a generic verb and nothing else asked of them ("deal with the plant"): their use here (seeing-to.ts). */
  readonly seenTo?: readonly SeenThing[] | undefined;
  /** Words asking a robot to do what was asked before ("..., can you sort it out"), if said. */
  readonly carriedOut?: string | undefined;
}

/** What each meaning is asked by, as a verb of words.yaml: a state lacking ("no clean mugs") becomes this command. */
const VERB_OF: Partial<Record<Meaning, string>> = {
  heat: 'heat',
  cook: 'cook',
  boil: 'boil',
  cool: 'chill',
  clean: 'clean',
  slice: 'slice',
  switchOn: 'turn on',
  fill: 'fill',
};

/** The command of a state said after a thing wanted ("I want the laptop open"), beside the modifiers' (VERB_OF). */
// A machine wanted "going" or "running" ("I need my laptop going") is one switched on (words.yaml `get ... going`).
const STATE_VERBS: Readonly<Record<string, string>> = { open: 'open', opened: 'open', closed: 'close', shut: 'close', on: 'turn on', off: 'turn off', going: 'turn on', running: 'turn on' };

/** What says a thing lies on furniture ("a box on the coffee table", "newspaper all over the settee"). */
const ON_FURNITURE = new Set(['on', 'all']);
/** Verbs of opening or shutting, for what "it" is ("open it up", "close it"). */
const OPENING = new Set(['open', 'close', 'shut', 'draw', 'pull']);
/** How long or how often a thing is in the way, between "is" and "in my way" ("always", "constantly"): nothing of the thing. */
const SUBJECT_ADVERBS = new Set(['always', 'constantly', 'forever', 'just', 'still', 'really', 'so', 'totally', 'completely', 'right', 'kind', 'of', 'a', 'bit', 'again']);
/** Words of a wish, for a thing in its way ("I'd like to put my feet up", "I wanna sit down"). */
const WISHING = ['i want', 'i wanna', 'i would like', 'id like', 'i need', 'i would love', 'id love', 'trying to', 'i am trying', 'i was going to'];
/** Verbs of what a person does themselves that, before a thing named, set the thing somewhere ("sit the teddy on the chair"). */
const SEATING: ReadonlySet<string> = new Set(['sit', 'stand', 'prop', 'lay']);

/** Pronouns a need's phrase may hold ("write it down"). */
const PRONOUN_WORDS = new Set(['it', 'them', 'that', 'this']);
const ARTICLES = new Set(['a', 'an', 'the']);
/** How food or drink is, said before what serves a need ("something hot to eat"). */
const TEMPERATURES: ReadonlySet<string> = new Set(['heat', 'cook', 'boil', 'cool']);
/** Words that name a person acted on ("pick her up"), and what no skill does for one (uses.yaml `beyond`). */
const PERSONS_ACTED_ON: ReadonlySet<string> = new Set(['her', 'him']);
/** Words a command to whoever is spoken to may open on ("please", "can you", "could u just"). */
const ASKING_OPENERS: ReadonlySet<string> = new Set(['please', 'pls', 'plz', 'kindly', 'can', 'could', 'would', 'will', 'you', 'u', 'ya', 'just', 'go', 'and', 'then', 'now', 'so']);
/** Whose a thing is, before it ("his nails"). */
const POSSESSIVES: ReadonlySet<string> = new Set(['his', 'her', 'their', 'its']);
const PERSON_CARE = 'caring';
/** Words of the room a thing is named by ("the kitchen light", "the living room lamp"): whose room, not what thing. */
const ROOM_WORDS: ReadonlySet<string> = new Set(['kitchen', 'bathroom', 'bedroom', 'lounge', 'living', 'room', 'hall', 'landing']);
/** Things people speak of as "him" or "her": a soft toy (the catalogue's TeddyBear, "a soft toy"). */
const SPOKEN_OF_AS_PERSON: ReadonlySet<string> = new Set(['TeddyBear']);

/** Words before what a clause says that say nothing of it ("please, just don't ..."). */
const POLITE_OPENERS: ReadonlySet<string> = new Set(['please', 'pls', 'just', 'but', 'and', 'so', 'actually', 'really', 'oh', 'well', 'ok', 'okay', 'um', 'also', 'then']);

/** Words between a denial and its deed that say how sure or when ("don't actually make", "never ever"). */
const DENIAL_ADVERBS: ReadonlySet<string> = new Set(['actually', 'really', 'even', 'ever', 'yet', 'just', 'go', 'and']);

/** Who a clause may tell of besides the speaker ("but she's only got four teeth"). */
const OTHERS: ReadonlySet<string> = new Set(['she', 'he', 'they', 'shes', 'hes', 'theyre']);

/** Whose a thing is, after "for" ("a plate for my sandwich"): the person's own dish. */
const OWNERS_AFTER_FOR: ReadonlySet<string> = new Set(['my', 'your', 'his', 'her', 'our', 'their']);

/** Verbs that get rid of or put out of use what they act on: the thing after one is no use asked ("throw away the mouldy apple"). */
const UNDOING: ReadonlySet<string> = new Set(['throwAway', 'break', 'empty', 'switchOff', 'close']);

/** Words after which "so" says how much ("it is so bright"), not what follows. */
const INTENSIFIED = new Set(['is', 'are', 'was', 'were', 'looks', 'look', 'feels', 'feel', 'seems', 'seem', 'am', 'be', 'been', 'getting', 'got']);

/** Every kind of phrase of words.yaml: a word that starts one of them reads as something. */
const READ_KINDS: readonly ReadingKind[] = ['verb', 'particleVerb', 'modifier', 'noun', 'place', 'preposition', 'source', 'whileHolding', 'containing', 'light', 'part', 'relation', 'count', 'everything', 'relative', 'holding', 'pronoun', 'join', 'filler', 'descriptive'];

/** Words that join clauses of a need or a wish ("it's dark, and I want to read"). */
const CLAUSE_JOINS = new Set(['and', 'then', 'but', 'so', 'because', 'since', 'unless', 'also', 'plus', 'or']);

/** The reader's words: everything it knows, for reading slips of spelling. */
export function knownWords(knowledge: Knowledge, vocabulary: Vocabulary): Set<string> {
  const words = vocabulary.words();
  const add = (phrase: string): void => phrase.split(' ').forEach((w) => words.add(w.replace(/'/g, '')));
  for (const need of Object.values(knowledge.uses.needs)) [...need.words, ...need.states].forEach(add);
  for (const use of knowledge.uses.uses) use.asks.forEach(add);
  knowledge.uses.personal.forEach(add);
  const { speech } = knowledge;
  // Who may not reach a thing, by one word ("my little boy"): read, never dropped as unknown ("ones" of "little ones" is no such word).
  speech.reachOf.filter((p) => !p.includes(' ')).forEach(add);
  [...speech.fillers, ...speech.determiners, ...speech.lacking, ...speech.seeking, ...speech.missing, ...speech.wanting, ...speech.statements, ...speech.sufficient, ...speech.purposes, ...speech.precautions, ...speech.desired, ...speech.making, ...speech.carryOut, ...speech.obstructing, ...Object.values(speech.seeingTo).flat(), ...Object.values(speech.announcing).flat(), ...Object.values(speech.contractions)].forEach(add);
  return words;
}

/** Words saying a thing is someone else's. */
const OTHERS_OWN: ReadonlySet<string> = new Set(['her', 'his', 'their']);

/** The uses.yaml `beyond` entry of a sharp tool handed to a child (sharp-for-child.ts). */
const SHARP_FOR_CHILD = 'sharp-for-child';
/** The uses.yaml `beyond` entry of a cleaning product to drink (cleaner-to-drink.ts). */
const CLEANER_TO_DRINK = 'cleaner-to-drink';
const OTHERS_CARD = 'others-card';
const OTHERS_THINGS = 'others-things';
const OTHERS_HIDDEN = 'others-hidden';
/** The uses.yaml `beyond` entry of a door or curtain opened on someone washing (walked-in-on.ts). */
const WALKED_IN_ON = 'walked-in-on';

/** Verbs of handing a thing to someone ("get me", "pass us"). */
const HANDING: ReadonlySet<string> = new Set(['get', 'pass', 'hand', 'bring', 'give', 'grab', 'fetch']);

export class RequestReader {
  private readonly fillers: Set<string>;
  private readonly determiners: Set<string>;
  /** Words of making a thing ("make", "prepare"): before a thing in a state, that state is asked. */
  private readonly making: Set<string>;
  /** Words dropped before a use's asks are matched: articles and politeness, not verbs. */
  private readonly light: Set<string>;
  /** `light` but whose a thing is ("her", "his", "their"), for what cannot be had. */
  private readonly lightOfReach: Set<string>;
  private readonly asks: { use: Use; words: string[] }[];
  private readonly needPhrases: { need: string; words: string[] }[];
  /** The words of `needPhrases`, and with them the state phrases of needs ("left the lamp on"), which over an ask tell of a state, asking for none. */
  private readonly needWords: readonly (readonly string[])[];
  private readonly needOrStateWords: readonly (readonly string[])[];
  private readonly personal: string[][];
  private readonly kinds: ClauseKinds;
  /** The words contractions are spelt out in ("not", "am", "have"): words of speech, each read. */
  private readonly spokenWords: ReadonlySet<string>;
  /** The word lists that say where a word not known stands (word-slots.ts). */
  private readonly slotWords: SlotWords;
  /** The word lists a thing sought is read with (sought.ts). */
  private readonly seekingWords: SeekingWords;
  /** What the clauses read so far ask a vessel to hold that no liquid of the world is (reset by each read). */
  private absent: string[] = [];
  /** The words of the request being read (for a child named in another clause than the one that hands them a knife). */
  private requestWords: readonly string[] = [];
  /** The liquids a skill fills a vessel with here (uses.yaml `liquids`): "a cup of X" of anything else is not had. */
  private readonly liquids: ReadonlySet<string>;
  /** The phrases of what cannot be had here (uses.yaml `beyond`, `absent`), longest first. */
  private readonly outOfReachPhrases: ReturnType<typeof outOfReachPhrases>;
  /** Reads a thing said to be out of place (speech.yaml `outOfPlace`, `coveredIn`, `whyThere`, `inReach`). */
  private readonly outOfPlace: OutOfPlaceReader;
  /** Who could get at a thing (speech.yaml `reachOf`: "the twins", "the dog"), as phrases. */
  private readonly reachOf: string[][];
  /** The word lists a clause of seeing to a thing is read with (seeing-to.ts). */
  private readonly seeingTo: SeeingToWords;
  /** The word lists a lone "one" is read with, as the thing named before (one-named.ts). */
  private readonly oneWords: OneWords;
  private readonly askedAloneWords: AskedAloneWords;
  /** The word lists a thing named before a place it may go is read with (thing-put-there.ts). */
  private readonly putThere: PutThereWords;

  constructor(
    private readonly knowledge: Knowledge,
    private readonly vocabulary: Vocabulary,
    private readonly known: ReadonlySet<string>,
    /** Whether a person can be handed a thing of these types (a thing sought is brought): none without a catalogue. */
    canHold: (types: readonly string[]) => boolean = () => false,
    /** Whether a thing of these types can be switched on and off (AI2-THOR's toggleable): what "instead" switches off. */
    private readonly canSwitch: (types: readonly string[]) => boolean = () => false,
    /** Whether a person can carry a thing of these types (AI2-THOR's pickupable): only such a thing is put away when out of place. */
    private readonly canCarry: (types: readonly string[]) => boolean = () => false,
    /** Whether a thing of these types can be used up (AI2-THOR's canBeUsedUp): "it" after "the roll is empty" is the used-up one. */
    private readonly canUseUp: (types: readonly string[]) => boolean = () => false,
    /** Whether a thing of these types cuts (the catalogue's sharpTool): never handed to a child. */
    private readonly isSharp: (types: readonly string[]) => boolean = () => false,
    /** Whether a thing of these types is a cleaning product (the catalogue's detergent): never given to drink. */
    private readonly isDetergent: (types: readonly string[]) => boolean = () => false,
    /** Whether a thing of these types may be put in or on one of those places (the catalogue's receptacle lists): "watch in the drawer" is a thing put there. */
    canGoIn: (things: readonly string[], places: readonly string[]) => boolean = () => false,
    /** Whether things of these types lying in one of those places wait to be washed there ("the sink is full of dishes"): not out of place. */
    waitsToBeWashed: (things: readonly string[], places: readonly string[]) => boolean = () => false,
    /** Whether a thing of these types opens (AI2-THOR's openable): such a thing in the way that cannot be carried is opened (a shower curtain). */
    private readonly canOpen: (types: readonly string[]) => boolean = () => false,
  ) {
    const { speech, uses } = knowledge;
    this.fillers = new Set(speech.fillers);
    this.determiners = new Set(speech.determiners);
    this.making = new Set(speech.making);
    this.light = new Set([...speech.determiners, 'please', 'kindly', 'just', 'me', 'us', 'for', 'you', 'i', 'we', 'some', 'now', 'your', 'his', 'her']);
    this.asks = uses.uses.flatMap((use) => use.asks.map((a) => ({ use, words: a.split(' ').filter((w) => !this.light.has(w)) })));
    // Longest first: "wash my hands" before "hands".
    this.asks.sort((a, b) => b.words.length - a.words.length);
    this.needPhrases = Object.entries(uses.needs).flatMap(([need, n]) => n.words.map((w) => ({ need, words: w.split(' ') })));
    this.needPhrases.sort((a, b) => b.words.length - a.words.length);
    this.needWords = this.needPhrases.map((p) => p.words);
    this.needOrStateWords = [...this.needWords, ...Object.values(uses.needs).flatMap((n) => n.states.map((w) => w.split(' ')))];
    this.personal = uses.personal.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
    this.kinds = new ClauseKinds(speech, vocabulary);
    this.liquids = new Set(uses.liquids);
    // Whose a thing is stays in what cannot be had: "her emails" are another's, "my emails" the person's own.
    this.lightOfReach = new Set([...this.light].filter((w) => !OTHERS_OWN.has(w)));
    this.outOfReachPhrases = outOfReachPhrases(uses).map((p) => ({ ...p, words: p.words.filter((w) => !this.lightOfReach.has(w)) })).filter((p) => p.words.length > 0);
    this.spokenWords = new Set(Object.values(speech.contractions).flatMap((c) => c.split(' ')));
    const needWords = [...Object.values(uses.needs).flatMap((n) => n.words), ...uses.uses.flatMap((u) => u.asks)].flatMap((p) => p.split(' '));
    // A need said in one word ("cosy", "tidy") or a thing's state ("droopy"): a word not known before one says how so.
    const stateWords = Object.values(uses.needs).flatMap((n) => [...n.words, ...n.states]).filter((p) => !p.includes(' '));
    this.slotWords = { vocabulary, fillers: this.fillers, determiners: this.determiners, known, needWords: new Set(needWords), stateWords: new Set(stateWords) };
    this.seekingWords = { vocabulary, seeking: speech.seeking, missing: speech.missing, canHold };
    this.outOfPlace = new OutOfPlaceReader({ vocabulary, outOfPlace: speech.outOfPlace, coveredIn: speech.coveredIn, whyThere: speech.whyThere, inReach: speech.inReach, lockedUp: speech.lockedUp, withoutWater: speech.withoutWater, canCarry, waitsToBeWashed });
    this.reachOf = speech.reachOf.map((p) => p.split(' '));
    this.seeingTo = { vocabulary, ...speech.seeingTo, fillers: this.fillers, determiners: this.determiners, uses: uses.uses };
    this.oneWords = { vocabulary, determiners: this.determiners, canCarry };
    // Food and drink named alone are read by the need they serve ("an apple please": fruit served).
    const handedAlone = (types: readonly string[]): boolean => canHold(types) && !types.some((t) => EATEN_OR_DRUNK.has(t));
    this.askedAloneWords = { vocabulary, askingAfter: speech.askingAfter, determiners: this.determiners, handedAlone };
    this.putThere = { vocabulary, determiners: this.determiners, canGoIn };
  }

  /** Each word of `text` not known, with the slot it stands in within its clause (word-slots.ts). */
  unknownSlots(text: string): { readonly word: string; readonly slot: Slot }[] {
    const clauses = tokens(text).join(' ').split(',').map((c) => c.split(' ').filter((w) => w !== ''));
    return clauses.flatMap((clause) => unknownBySlot(clause, this.slotWords).slots);
  }

  /**
   * A use asked by name in `words` (articles and politeness aside); with `verbAt`, only one whose words cover it.
   * `between`: the light words its phrase was read over ("make two coffees": "two"), which still say how many.
   */
  askIn(words: readonly string[], verbAt?: number): { use: Use; words: string; between: readonly string[] } | undefined {
    const kept = words.map((w, i) => ({ w, i })).filter(({ w }) => !this.light.has(w));
    const bare = kept.map(({ w }) => w);
    for (const ask of this.asks) {
      const at = findWords(bare, ask.words);
      if (at < 0) continue;
      const from = kept[at]!.i;
      const to = kept[at + ask.words.length - 1]!.i;
      // Over a command's verb only a phrase naming more than the verb ("boil water", not "toast"): "toast the bread" is a command.
      if (verbAt !== undefined && (verbAt < from || verbAt > to || ask.words.length < 2)) continue;
      // A thing's name is read whole, the longest first: "desk lamp on" is the desk lamp, not "lamp on" beside a desk.
      if (splitsName(words, from, to, this.vocabulary)) continue;
      // So is a need's longer phrase over it: "left the lights on" tells of lights left on, it asks for none on.
      if (this.inLongerNeed(words, from, to, false, true)) continue;
      // So is the thing a need's phrase is said on ("mould on the apple"): the need's, not a use asked by its name.
      if (this.needSaidOn(words, from)) continue;
      // What the person's own is for ("a plate for my sandwich", "a spoon for my soup"): theirs already, not asked.
      if (OWNERS_AFTER_FOR.has(words[from - 1] ?? '') && ['for', 'with'].includes(words[from - 2] ?? '')) continue;
      return { use: ask.use, words: words.slice(from, to + 1).join(' '), between: words.slice(from, to + 1).filter((w) => this.light.has(w)) };
    }
    return undefined;
  }

  /**
   * Whether a clause opens (after politeness) on a denial of a deed: "do not" or "never" before a
   * command's verb or a word of making ("don't actually make the coffee"), not before a wish or a
   * reminder ("don't want to waste electricity", "don't forget to ...").
   */
  private deniesDeed(clause: readonly string[]): boolean {
    const at = clause.findIndex((w) => !POLITE_OPENERS.has(w));
    const denial = at < 0 ? 0 : clause[at] === 'do' && clause[at + 1] === 'not' ? 2 : clause[at] === 'never' ? 1 : 0;
    if (denial === 0) return false;
    let deed = at + denial;
    while (DENIAL_ADVERBS.has(clause[deed] ?? '')) deed++;
    return this.vocabulary.first(clause, deed, ['verb', 'particleVerb']) !== undefined || this.making.has(clause[deed] ?? '');
  }

  /**
   * The command that leaves `thing` as the first word of `after` says ("open", "off", "hot"), with
   * that word; undefined when none says a state or no command of it reads.
   */
  private madeAs(thing: string, after: readonly string[]): { command: string; state: string } | undefined {
    // "going" is a filler of needs ("going to"), but after a thing wanted it is the state ("my laptop going").
    const at = after.findIndex((w) => STATE_VERBS[w] !== undefined || !this.fillers.has(w));
    const state = after[at];
    if (state === undefined) return undefined;
    // "the pillow off the bed": "off" before a thing says where it is taken from, no state it is made.
    if (this.vocabulary.first(after, this.afterDeterminers(after, at + 1), ['noun']) !== undefined) return undefined;
    const modifier = this.vocabulary.first([state], 0, ['modifier'])?.readings.find((r) => r.kind === 'modifier');
    const verb = STATE_VERBS[state] ?? (modifier?.kind === 'modifier' ? VERB_OF[modifier.meaning] : undefined);
    const command = verb === undefined ? undefined : `${verb} the ${thing}`;
    return command !== undefined && this.isCommand(command.split(' ')) ? { command, state } : undefined;
  }

  /** Whether a need's phrase ending in "on" or "in" stands right before word `at` (determiners between): "mould on the apple". */
  private needSaidOn(words: readonly string[], at: number): boolean {
    let end = at;
    while (end > 0 && this.determiners.has(words[end - 1]!)) end--;
    if (!['on', 'in'].includes(words[end - 1] ?? '')) return false;
    return this.needPhrases.some((p) => p.words.at(-1) === words[end - 1] && p.words.length > 1 && matchesAt(words, end - p.words.length, p.words));
  }

  /** Whether a word of wanting ("need", "want", "would like") stands before word `at` of the clause. */
  private wantedBefore(clause: readonly string[], at: number): boolean {
    for (let j = 0; j < at; j++) if (this.knowledge.speech.wanting.some((p) => matchesAt(clause, j, p.split(' ')))) return true;
    return false;
  }

  /** Whether a need's phrase longer than words `from`..`to` covers them in `words` (`overlapping`: or shares some of them; `withStates`: or a state phrase of a need). */
  private inLongerNeed(words: readonly string[], from: number, to: number, overlapping = false, withStates = false): boolean {
    return (withStates ? this.needOrStateWords : this.needWords).some((p) => {
      if (p.length <= to - from + 1) return false;
      const last = overlapping ? to : from;
      for (let at = Math.max(0, (overlapping ? from : to) - p.length + 1); at <= last; at++) if (matchesAt(words, at, p)) return true;
      return false;
    });
  }

  /** Where the first verb of words.yaml stands in `words`, or -1. */
  verbIndex(words: readonly string[]): number {
    for (let i = 0; i < words.length; i++) {
      const verb = this.vocabulary.first(words, i, ['verb', 'particleVerb']);
      if (verb === undefined || verbAsDish(words, i, this.vocabulary)) continue;
      // A thing's name that opens on a verb ("scrub brush into a drawer", "hand towel on the rail"): the longer name is the thing.
      if ((this.vocabulary.first(words, i, ['noun'])?.length ?? 0) > verb.length) continue;
      return i;
    }
    return -1;
  }

  /**
   * Whether some clause of a request that parses as commands asks for a use by a phrase over its
   * verb ("boil some water"): then it is no command. A clause without a verb is part of the
   * command ("the coffee table" names a table, not coffee).
   */
  asksOverVerb(text: string): boolean {
    return this.clausesOf(tokens(text)).some((clause) => {
      const verb = this.verbIndex(clause);
      return verb >= 0 && this.askIn(clause, verb) !== undefined;
    });
  }

  /**
   * Whether some clause tells a need in a phrase of several words over the word a command would read as its verb or
   * state ("the bin is full": the rubbish, not the bin filled): then it is no command.
   */
  tellsNeedOverVerb(text: string): boolean {
    return this.clausesOf(tokens(text)).some((clause) => {
      const at = clause.findIndex((_, i) => this.vocabulary.first(clause, i, ['verb', 'particleVerb', 'modifier']) !== undefined && !verbAsDish(clause, i, this.vocabulary));
      return at >= 0 && this.needWords.some((p) => p.length > 1 && p.some((_, k) => matchesAt(clause, at - k, p)));
    });
  }

  /**
   * Whether some clause asks by name for a vessel of a liquid this world pours ("get me a glass of
   * water", "bring me a cup of coffee"): that use, never the vessel and a tap handed over as two things.
   */
  asksFilled(text: string): boolean {
    return this.clausesOf(tokens(text)).some((clause) => this.filledIn(clause));
  }

  /**
   * Whether a use's words are a thing's one word or its name of several ("loo roll", "spare loo roll"): said with where it
   * goes and no verb ("spare loo roll on the cistern"), the thing is put there, as "an apple in the fridge" is.
   */
  private namesThingOnly(words: string): boolean {
    const said = words.split(' ');
    if (said.length === 1) return true;
    // A thing that can be used up named bare ("toilet roll on the holder") asks a fresh one: its use; said spare or new, that one.
    const described = said.length > 1 && this.vocabulary.first(said, 0, ['descriptive']) !== undefined;
    const at = described ? 1 : 0;
    return this.vocabulary.first(said, at, ['noun'])?.length === said.length - at && (described || !this.canUseUp(this.typesOf(said.join(' '))));
  }

  /** Whether the clause asks by name for a vessel of a liquid this world pours (asksFilled), fetched or brought, not made hot or cold. */
  private filledIn(clause: readonly string[]): boolean {
    const asked = this.askIn(clause);
    if (asked === undefined || ![...this.liquids].some((liquid) => asked.words.endsWith(` of ${liquid}`))) return false;
    const verb = this.verbIndex(clause);
    const meanings = verb < 0 ? [] : (this.vocabulary.first(clause, verb, ['verb'])?.readings ?? []).flatMap((r) => (r.kind === 'verb' ? [r.meaning] : []));
    return meanings.every((m) => m === 'hold' || m === 'place');
  }

  /** Whether some clause of the request wants a thing for the person's own doing with it ("get me a knife to cut this with"): then it is no command of that doing. */
  handsTool(text: string): boolean {
    return this.clausesOf(tokens(text)).some((clause) => this.instrumentTail(clause) !== undefined);
  }

  /** Whether some clause of the request sees to a thing of the room with a generic verb ("see to the plant"): then it is no command. */
  seesTo(text: string): boolean {
    return this.clausesOf(tokens(text)).some((clause) => seeingToIn(clause, this.seeingTo)?.thing !== undefined);
  }

  /** Whether some clause asks that a thing be so, as a command reads ("check the stove is off"): then "check" is no looking at it. */
  ensures(text: string): boolean {
    return this.clausesOf(tokens(text)).some((clause) => this.kinds.ensures(clause) && this.kinds.desiredOf(clause).some((c) => this.isCommand(c.split(' '))));
  }

  /** Whether a clause tells what the person did ("I've cooked an egg"): no command, though its words would parse as one. */
  tellsOwnPast(text: string): boolean {
    return this.clausesOf(tokens(text)).some((clause) => this.kinds.tellsOwnPast(clause));
  }

  read(text: string): RequestReading {
    this.requestWords = tokens(text);
    const commands: string[] = [];
    const asked: { use: Use; words: string; said?: SaidOfUse }[] = [];
    const needs: SaidNeed[] = [];
    const things: NamedThing[] = [];
    const stray: NamedThing[] = [];
    const personal: string[] = [];
    const blocking: string[] = [];
    const setAside: string[] = [];
    const words: string[] = [];
    const outOfReach: OutOfReachFound[] = [];
    const putAway: OutOfPlace[] = [];
    this.absent = [];
    // Unknown words of clauses that read as nothing ("it's my first morning here"): set aside when the rest reads as something.
    const idle: string[] = [];
    // What the person says of themselves or of others, and the words it was read from.
    const told: { needs: SaidNeed[]; words: string[]; unknown: string[] } = { needs: [], words: [], unknown: [] };
    // The thing named last, for "it" and "them" after it ("there's a dirty plate, could you wash it up?").
    let referent: string | undefined;
    /** Every thing named so far, in order: "open it" may be of one named before the last (openableBefore). */
    const namedBefore: string[] = [];
    // Uses asked only by the name of a thing said to be used up, and where their words stand: asked unless a command acts on it.
    const usedUpAsks: { ask: { use: Use; words: string; said: SaidOfUse }; at: number }[] = [];
    // Things said to be in the way ("the racket is in the way"), with the words that said so.
    const obstacles: { thing: string; said: string; place?: string }[] = [];
    // "I'd like to put my feet up but there's a box on the coffee table": a wish said, a thing then told of on furniture is in its way.
    const wished = WISHING.some((w) => findWords(tokens(text), w.split(' ')) >= 0);
    // Beds and seats said as where the person is ("I'm on the couch and bored"): stray only when nothing else is asked.
    const whereabouts: NamedThing[] = [];
    // Clauses that deny a deed ("don't make the coffee yet").
    const denials: string[] = [];
    // Whether the referent was said to be used up ("the loo roll is empty"): "it" is then the used-up one.
    let usedUp = false;
    // Things the person is looking for ("where's my phone"): brought to them, unless another clause says what to do with them.
    const sought: { thing: string; words: string }[] = [];
    // "Prepare a workspace." before how its things should end up: a heading; its words not known block only a request that does not describe it.
    let heading: string[] = [];
    let describes = false;
    let first = true;
    // The thing out of place the clause before is about ("why is the brush on the counter?? gross": the disgust is at it).
    let awayBefore: OutOfPlace | undefined;
    // Things seen to with a generic verb ("deal with the plant"), each with its verb.
    const seen: { thing: string | undefined; verb: string; uses?: readonly string[] | undefined }[] = [];
    let previous: readonly string[] = [];
    let carriedOut: string | undefined;
    // The wish a clause opened with ("i need"), for a thing and its state joined after it by "and" ("... and the laptop open").
    let wishBefore: string[] = [];
    // The words of the clauses before, for a lone "one" after them ("didn't bring a towel, pass me one": one-named.ts).
    const wordsBefore: string[] = [];
    // Where the things of the clause before and of this one start: "..., can I have the lamp instead" wants the lamp.
    let thingsAt = { before: 0, clause: 0 };
    // How many uses were asked before the clause before: a clause of states alone is of the use that clause asked.
    let askedBefore = 0;
    for (const { words: joinedWords, join } of this.listsJoined(this.partsOf(tokens(text)))) {
      thingsAt = { before: thingsAt.clause, clause: things.length };
      const askedLast = asked.length > askedBefore ? asked.at(-1) : undefined;
      askedBefore = asked.length;
      // "can I have an apple, but cut up": the state is of the use asked just before (state-after.ts); with none, it blocks.
      const statesSaid = statesOnly(joinedWords, this.vocabulary);
      if (statesSaid !== undefined && commands.length + asked.length + needs.length + sought.length + putAway.length > 0) {
        if (askedLast?.said !== undefined) {
          askedLast.said = { ...askedLast.said, states: [...(askedLast.said.states ?? []), ...statesSaid] };
          words.push(joinedWords.filter((w) => !this.fillers.has(w)).join(' '));
        } else blocking.push(joinedWords.join(' '));
        continue;
      }
      const partWords = join === 'and' && wishBefore.length > 0 && this.thingInState(joinedWords) ? [...wishBefore, ...joinedWords] : joinedWords;
      wishBefore = this.wishOpening(joinedWords);
      // Not a thing sought ("can't find a fork anywhere, can you get me one out"): that is brought already.
      const oneRead = withOneNamed(partWords, wordsBefore, this.oneWords);
      const soughtAt = oneRead === undefined ? -1 : sought.findIndex((s) => s.thing.split(' ').includes(oneRead.thing.split(' ').at(-1)!));
      // Unless the clause says where it goes ("I can't reach the mugs, bring one down to the counter"): then it is put there, not handed over.
      const placesOne = oneRead !== undefined && partWords.some((_, i) => this.vocabulary.first(partWords, i, ['preposition']) !== undefined);
      const one = oneRead !== undefined && (soughtAt < 0 || placesOne) ? oneRead : undefined;
      if (one !== undefined && soughtAt >= 0) sought.splice(soughtAt, 1);
      wordsBefore.push(...joinedWords);
      // "never put a new one on": the roll now named is hung on its holder, as it would be said (put-on-its-holder.ts).
      const clauseWords = one === undefined ? partWords : putOnItsHolder(one.clause.join(' '), this.knowledge.speech.hungOn).split(' ');
      // The thing named before and counted out here was not named with nothing asked of it.
      if (one !== undefined) dropNamed(stray, one.thing);
      // "the tissue box is empty, chuck it": "it" is the used-up one.
      const itSaid: string | undefined = usedUp && referent !== undefined ? `empty ${referent}` : (this.openableBefore(partWords, referent, namedBefore) ?? referent);
      // "deal with the plant", "sort it out": a generic verb of seeing to a thing asks for its use here (seeing-to.ts).
      const saidBefore = { anything: commands.length + asked.length + putAway.length + needs.length + sought.length + obstacles.length > 0, howThingIs: this.kinds.saysHowThingIs(previous) };
      const clauseBefore = previous;
      previous = clauseWords;
      const seeing = seeingToStep(clauseWords, itSaid, saidBefore, (w) => this.askIn(w), this.seeingTo);
      if (seeing?.kind === 'done') {
        carriedOut = clauseWords.join(' ');
        continue;
      }
      if (seeing?.kind === 'asked') {
        asked.push({ use: seeing.use, words: seeing.words });
        words.push(seeing.words);
        referent = seeing.thing ?? referent;
        continue;
      }
      if (seeing?.kind === 'read') seen.push(seeing);
      const said = seeing?.kind === 'read' ? seeing.rest : clauseWords;
      const opening = first;
      first = false;
      const outBefore = awayBefore;
      awayBefore = undefined;
      // "the light is so harsh, can we have candles instead": what was named before is wanted no more, so it is switched off.
      if (said.length === 1 && said[0] === INSTEAD) {
        this.replaced(things, thingsAt.before, stray, commands, words);
        continue;
      }
      // "Complete the following tasks.": it announces the clauses after it, each read on its own.
      if (this.kinds.announces(said)) continue;
      // "my phone's my alarm": what the thing serves as, told; "it" after it is the phone, never an alarm clock.
      const servesAs = this.servesAs(said);
      if (servesAs !== undefined) {
        referent = servesAs;
        continue;
      }
      // "remote on the tv stand, sort it": after what is asked, it asks to do that, nothing more. With nothing asked
      // before, "it" is read as the thing named ("there's an empty loo roll on the holder, sort it out": its use).
      if (commands.length + asked.length + putAway.length > 0 && this.kinds.carriesOut(said)) {
        carriedOut = said.join(' ');
        continue;
      }
      if (this.kinds.isPurpose(said, join)) {
        setAside.push(...said.filter((w) => !this.fillers.has(w) && !this.determiners.has(w)));
        continue;
      }
      // Someone else's thing hidden to keep them from something ("hide my wife's phone somewhere so she can't call"): refused
      // before "somewhere" reads it as a thing sought (hidden-to-stop.ts).
      const hidden = this.hiddenToStopIn(said);
      if (hidden !== undefined) {
        outOfReach.push(hidden);
        words.push(hidden.words);
        continue;
      }
      // What describes a place ("somewhere I won't roll onto it") asks nothing: set aside.
      const described = this.kinds.describedPlace(said);
      setAside.push(...described.aside.filter((w) => !this.fillers.has(w)));
      const misplaced = this.kinds.misplacedOf(described.clause);
      // "need to write it down": "it" inside a need's own phrase is part of the phrase, no thing named before.
      const itOfNeed = this.needPhrases.some((p) => p.words.some((w) => PRONOUN_WORDS.has(w)) && findWords(described.clause, p.words) >= 0);
      const whole: string[] =
        misplaced !== undefined
          ? misplaced.split(' ')
          : itOfNeed
            ? [...described.clause]
            : (this.stateOfThingBefore(described.clause, referent) ?? this.kinds.withReferent(this.kinds.subjectReferent(described.clause, referent), itSaid, join !== 'and'));
      // "hot water for the pasta": who or what it is for, in words it does not know, asks nothing; they block only a request that reads as nothing else.
      const forAt = this.forTail(whole) ?? this.purposeTail(whole) ?? this.instrumentTail(whole);
      if (forAt !== undefined) idle.push(...whole.slice(forAt).filter((w) => !this.known.has(w)));
      const asSaid = forAt === undefined ? whole : whole.slice(0, forAt);
      // "that tissue box has been sitting there empty": a used-up thing left about is binned, never put away (used-up-left-out.ts).
      const leftOut = this.outOfPlace.read(asSaid, referent);
      const full = (leftOut === undefined ? undefined : usedUpLeftOut(asSaid, leftOut.words, leftOut.types, this.canUseUp)) ?? asSaid;
      // "the big knife is lying out on the counter", "someone's gonna sit on that laptop": the thing is put away; what
      // else the clause says (who might get at it, what would happen to it) asks nothing more.
      // Not a thing in a need said of it ("the tomatoes are going off sitting out on the side": kept fresh), which is read as that need.
      // "the tennis racket is in the way": the thing is moved off where the person needs room (after every clause is read).
      const obstacle = this.obstacleIn(full) ?? this.thingInTheWay(full, wished);
      if (obstacle !== undefined) {
        obstacles.push(obstacle);
        words.push(obstacle.said);
        referent = obstacle.thing;
        continue;
      }
      const away = this.outOfPlace.read(full, referent);
      // An empty one left out ("an empty tissue box just sitting there for a week"): its emptiness is why it is out of place,
      // no need for a fresh one; put away, it goes in the bin (put-away.ts).
      const spentOut = away !== undefined && saysUsedUp(full) && this.canUseUp(away.types);
      if (away !== undefined && (away.pronoun || spentOut || this.stateOfNamed(full, away.words.split(' ')[0]!) === undefined) && !this.needOfThing(full, away.types)) {
        putAway.push(spentOut && !saysUsedUp(away.said.split(' ')) ? { ...away, said: `empty ${away.said}` } : away);
        // The things named with it ("the keys and the cards"), each put away as it is.
        for (const other of away.also ?? []) putAway.push({ ...away, words: other.words, types: other.types, said: other.words, pronoun: false, also: undefined });
        words.push(away.said);
        // The thing named before and said out of place here ("not taking the spare keys, I'd rather they were locked up") is asked something.
        dropNamed(stray, away.words);
        idle.push(...full.filter((w) => !this.known.has(w) && !/^\d+$/.test(w)));
        referent = away.words;
        awayBefore = away;
        continue;
      }
      // "where'd I leave my watch", "any idea where my racket went": the thing sought; the rest of the clause asks nothing.
      const seeking = soughtIn(full, this.seekingWords);
      if (seeking !== undefined) {
        sought.push({ thing: seeking.words, words: seeking.said });
        idle.push(...full.filter((w) => !this.known.has(w) && !/^\d+$/.test(w)));
        referent = seeking.words;
        continue;
      }
      // "I can't reach the top cupboard": where what is wanted is; named with nothing asked only when nothing else is asked.
      // Not a thing that can be carried though not handed ("can't find the toilet paper": its use, read below).
      const placeSought = soughtPlaceIn(full, this.seekingWords);
      if (placeSought !== undefined && !this.canCarry(placeSought.types)) {
        const place = { types: placeSought.types, words: placeSought.words };
        things.push(place);
        whereabouts.push(place);
        idle.push(...full.filter((w) => !this.known.has(w) && !/^\d+$/.test(w)));
        continue;
      }
      // A thing named before and acted on here through "it" was not named with nothing asked of it.
      if (full.length !== described.clause.length && referent !== undefined) dropNamed(stray, referent);
      // When or where, said after what is asked ("..., before someone sits on it", "on the shelf where it lives"), asks
      // nothing more: in words it does not know, it is set aside, and the rest is read.
      const tailAt = this.kinds.subordinateAt(full);
      const tailUnknown = tailAt === undefined ? [] : full.slice(tailAt).filter((w) => !this.known.has(w) && !/^\d+$/.test(w));
      idle.push(...tailUnknown);
      // In words it knows, it is set aside where it keeps the rest from reading as a command ("laptop onto the desk
      // before someone sits on it").
      // Or where a need is said before it ("my throat's dry after that run"): when it was is no more of the need.
      // So is what the person is doing meanwhile ("too quiet while I'm dusting"): theirs, no need of the room.
      const tail = tailAt === undefined ? [] : full.slice(tailAt);
      const doingMeanwhile = ['i', 'we'].includes(tail[1] ?? '') && ['am', 'are', 'was', 'were'].includes(tail[2] ?? '') && tail.length === 4 && tail[3]!.endsWith('ing');
      const needBefore = tailAt !== undefined && this.saysNeed(full.slice(0, tailAt)) && (!this.saysNeed(tail) || doingMeanwhile);
      const tailBlocks = tailAt !== undefined && tailUnknown.length === 0 && ((!this.isCommand(full) && this.readsAsCommand(full.slice(0, tailAt))) || needBefore);
      if (tailBlocks) setAside.push(full.slice(tailAt).join(' '));
      const mainSaid = tailUnknown.length > 0 || tailBlocks ? full.slice(0, tailAt) : full;
      // "a cwtch with the teddy, pass him here": a soft toy named before is the "him" or "her" acted on, no person.
      const toy = referent !== undefined && this.typesOf(referent).some((t) => SPOKEN_OF_AS_PERSON.has(t)) ? referent : undefined;
      const main = toy === undefined ? mainSaid : mainSaid.flatMap((w) => (PERSONS_ACTED_ON.has(w) ? ['the', ...toy.split(' ')] : [w]));
      // What no skill does or the world has none of, asked for ("hoover under the sofa", "get me a blanket"): refused, saying so.
      // A stove or flame left burning with no one in: refused, though being away was set aside as when ("... while I'm out").
      // What the robots will not do, said as the purpose set aside after a command ("turn off the light to scare him"), is refused too.
      const beyond = this.outOfReachIn(main) ?? this.unsafeDeedIn(full) ?? this.unsafeSaidAfter(whole, asSaid.length) ?? this.unsafeSaidAfter(full, mainSaid.length) ?? this.personActedOn(main);
      if (beyond !== undefined) {
        outOfReach.push(beyond);
        words.push(beyond.words);
        continue;
      }
      // A word not known outside the slots a reading is read from ("yet", "the poor plant", "pop the kettle on luv") says
      // nothing the reading rests on: the clause is read without it, and it is set aside when the request reads.
      const { loose, slots } = unknownBySlot(main, this.slotWords);
      idle.push(...loose);
      const clause = main.filter((w) => !loose.includes(w));
      if (clause.length === 0) continue;
      // "don't actually make the coffee now": a deed denied is never asked (read as a leave-out where the reader of
      // corrections reads it, request-constraints.ts); what it denies is weighed once every clause is read.
      if (this.deniesDeed(said)) {
        denials.push(said.join(' '));
        continue;
      }
      const thing = this.lastThing(clause);
      if (thing !== undefined) namedBefore.push(thing);
      referent = thing ?? this.ownedNeed(clause) ?? referent;
      // "the tissue box is empty, chuck it": "it" is the used-up one, not a full one of its kind.
      if (thing !== undefined) usedUp = saysUsedUp(clause) && !saysUsedUp(thing.split(' ')) && this.canUseUp(this.typesOf(thing));
      // "All salad components need to be on a plate": the things the other clauses make, on one plate.
      const parts = this.dishParts(clause, commands, asked.map((a) => a.words));
      if (parts !== undefined) {
        const index = asked.findIndex((a) => parts.whole.length > 0 && a.words.split(' ').some((w) => parts.whole.includes(w)));
        // The whole is what its parts make: not a use of its own.
        if (index >= 0) words.splice(words.indexOf(asked.splice(index, 1)[0]!.words), 1);
        setAside.push(...parts.whole.filter((w) => !this.known.has(w)));
      }
      // "The faucet needs to be turned off": how a thing should end up, as the command that makes it so.
      const desired = this.kinds.desiredOf(parts?.clause ?? clause).find((c) => this.isCommand(c.split(' ')));
      if (desired !== undefined) {
        describes = true;
        commands.push(desired);
        words.push(clause.filter((w) => !this.fillers.has(w) || this.vocabulary.isVerb(w) || this.vocabulary.isNoun(w)).join(' '));
        continue;
      }
      if (parts !== undefined) {
        blocking.push(...(parts.listed.length === 0 ? [parts.said] : []));
        continue;
      }
      // "apple wash please": a thing, then what to do with it.
      const objectFirst = this.kinds.verbAfterThing(clause);
      if (objectFirst !== undefined && this.isCommand(objectFirst.split(' '))) {
        commands.push(objectFirst);
        words.push(clause.filter((w) => !this.fillers.has(w)).join(' '));
        continue;
      }
      const verb = this.verbIndex(clause);
      // Over a verb with nothing to act on, a use's one word names it ("toast", "coffee").
      // "a can of something": after an article "can" is a tin (AI2-THOR has none), not the modal.
      const unknown = clause.filter((w, i) => (!this.known.has(w) && !/^\d+$/.test(w)) || (w === 'can' && ARTICLES.has(clause[i - 1] ?? '')));
      // A use named after a verb that does something else to the thing ("throw away the mouldy apple") is no use asked.
      const verbMeaning = verb < 0 ? undefined : this.vocabulary.first(clause, verb, ['verb'])?.readings.find((r) => r.kind === 'verb');
      const undoes = verbMeaning?.kind === 'verb' && UNDOING.has(verbMeaning.meaning);
      const found = this.askIn(clause, verb < 0 ? undefined : verb) ?? (verb >= 0 && !undoes && unknown.length === 0 && (!this.isCommand(clause) || this.filledIn(clause)) ? this.askIn(clause) : undefined);
      // A thing and where it goes ("an apple in the fridge") is put there, though the thing's one word would ask for a use.
      // A thing's one word said with a state of a need it can be in ("don't want the fruit going off": fruit kept fresh) names
      // the thing in that need, not the use its word would ask for.
      // So does "it" for a thing the clause before said was in a need ("the fruit is going soft, keep it somewhere better").
      const itInNeed = (w: string): boolean => w === referent && clauseWords.some((x) => PRONOUN_WORDS.has(x)) && this.stateOfNamed(clauseBefore, w) !== undefined;
      const inNeed = found !== undefined && !found.words.includes(' ') && (this.stateOfNamed(clause, found.words) !== undefined || itInNeed(found.words));
      const ask = inNeed || (found !== undefined && this.namesThingOnly(found.words) && verb < 0 && unknown.length === 0 && this.placement(clause) !== undefined) ? undefined : found;
      // The person speaking of themselves or of others: its needs are read, and what it names is what "it" is after it.
      // Its needs are what the request asks only when nothing else is asked: "we've got guests coming for dinner, can you
      // get the wine chilling?" asks for the wine, not for dinner.
      // A thing's one word that would ask for a use ("the apple is soft": fruit) is here what the clause is about.
      const subjectNeed = (subject: readonly string[]): boolean => this.saysNeed(subject);
      const aboutThing = ask !== undefined && !ask.words.includes(' ') && this.kinds.saysHowThingIs(clause, subjectNeed);
      // A clause telling what was or what someone does ("been on my feet all day", "landlord's doing an inspection") is one too,
      // unless it reads whole as a command.
      const tells = this.kinds.isStatement(clause, subjectNeed) || (this.kinds.tells(main, subjectNeed) && !(verb >= 0 && unknown.length === 0 && this.isCommand(clause)));
      // "I'll make sandwiches later", "I've spilled coffee everywhere": a use named in what the person will make themselves,
      // or did, is theirs, not asked.
      // "I'd like to make myself a hot drink": what the person makes for themselves, a need's words ("hot drink") and all.
      const ownMaking = (ask !== undefined && (this.kinds.makesOwn(main) || this.kinds.tellsOwnPast(main))) || this.kinds.makesForSelf(main);
      if (ownMaking) {
        // What it names is what "it" is after it ("I've cooked an egg, can you put it on a plate"); nothing of it is a need.
        setAside.push(...clause.filter((w) => !this.fillers.has(w) && !this.determiners.has(w)));
        referent = thing ?? ask?.words ?? referent;
        continue;
      }
      if ((ask === undefined || aboutThing) && tells) {
        // "there isn't a single clean plate": the thing in that state, as a command, as "we're out of clean mugs" is.
        const lackingState = ask === undefined ? this.stateLacking(clause) : undefined;
        if (lackingState !== undefined) {
          commands.push(lackingState.command);
          words.push(lackingState.words);
          continue;
        }
        // "the wine is warm", "the potato's gone cold": the thing made the other way, never warmth for the person.
        const temperature = this.temperatureOf(clause);
        if (temperature !== undefined) {
          commands.push(temperature);
          words.push(clause.filter((w) => !this.fillers.has(w)).join(' '));
          continue;
        }
        // "there's no spoon", "I've got no pen": one thing a person can be handed, said lacking, is wanted: brought.
        const lacked = ask === undefined ? this.lackedThing(main) : undefined;
        if (lacked !== undefined) {
          sought.push({ thing: lacked.words, words: lacked.said });
          referent = lacked.words;
          continue;
        }
        const before = { needs: needs.length, words: words.length };
        this.needsAndThings(clause, needs, things, words, true);
        // "the milk is going off": a need said of a thing this world has none of is that thing missing, not the need of others.
        const absentSubject = needs.length > before.needs ? this.absentSubject(clause) : undefined;
        if (absentSubject !== undefined) outOfReach.push(absentSubject);
        // "X wants an apple but she's only got four teeth": a "but" after what is asked that tells of someone else what the
        // reader reads nothing from is a caveat on who it is for, which it cannot honour: it blocks rather than being planned around.
        if (join === 'but' && OTHERS.has(main[0] ?? '') && needs.length === before.needs && commands.length + asked.length + needs.length + sought.length > 0) {
          blocking.push(`but ${main.join(' ')}`);
          continue;
        }
        told.needs.push(...needs.slice(before.needs));
        told.words.push(...words.slice(before.words));
        // Of what it tells, the reading rests only on the state said of a thing ("the mirror is all streaky"): that blocks a
        // request that asks nothing else by a command or a use ("the apple's gone soft, can it go in the fridge?" asks the
        // fridge). Who does what, and to what, only says more ("been painting the fence", "my boss is coming"): set aside.
        const states = new Set(slots.filter((s) => s.slot === 'state').map((s) => s.word));
        told.unknown.push(...unknown.filter((w) => states.has(w)));
        idle.push(...unknown.filter((w) => !states.has(w)));
        // A thing spoken of in words it does not know ("there's a gizmo on the side") is what "it" is after it: not known either.
        const firstThing = main.findIndex((w, i) => !this.fillers.has(w) && this.vocabulary.first(main, i, ['noun']) !== undefined);
        // Not who a clause speaks of ("the baby's asleep, could we make it darker?": "it" is no baby).
        const unknownThing = slots.find((s) => s.slot === 'thing' && (firstThing < 0 || s.at < firstThing));
        if (unknownThing !== undefined) referent = unknownThing.word;
        continue;
      }
      if (opening && this.making.has(clause[0]!) && unknown.length > 0 && this.askIn(clause) === undefined) {
        heading = unknown;
        continue;
      }
      // A clause of words it does not know and nothing else ("ugh", "wow"): it reads as nothing, and rests nothing on them;
      // not where a thing would be named ("make an omelette": after "a", "the") or made.
      const thingUnknown = clause.some((w, i) => unknown.includes(w) && i > 0 && this.determiners.has(clause[i - 1]!));
      if (unknown.length > 0 && !thingUnknown && !clause.some((w) => this.making.has(w)) && clause.every((w) => unknown.includes(w) || this.fillers.has(w))) {
        idle.push(...unknown);
        continue;
      }
      // A word not known where the verb would stand ("frobnicate the apple"), or known only inside a
      // phrase that is not there ("fix" of "fix the bed" in "fix the tap"): what is asked rests on it.
      const headAt = clause.findIndex((w) => !this.fillers.has(w));
      const head = clause[headAt];
      // Only where a verb would stand: not after "a", "the" ("I'd love a tea" names a thing), and before a thing to act on.
      const actsOn = clause.slice(headAt + 1).some((_, i) => this.vocabulary.first(clause, headAt + 1 + i, ['noun', 'pronoun']) !== undefined);
      const asVerb = head !== undefined && !this.determiners.has(clause[headAt - 1] ?? '') && actsOn;
      // A verb phrase that starts on a filler before the head ("get" of "get rid of it") has the head inside it: it reads.
      const inVerb = clause.slice(0, headAt).some((_, j) => (this.vocabulary.first(clause, j, ['verb'])?.length ?? 0) > headAt - j);
      const unread = asVerb && ask === undefined && !unknown.includes(head) && !inVerb && !this.readsAt(clause, headAt) ? [head] : [];
      // A need said in the clause ("I need to finish an essay") rests on its own words, not on the verb.
      if (head !== undefined && (unknown.includes(head) || unread.length > 0) && !this.saysNeed(clause)) {
        blocking.push(...unread, ...unknown);
        continue;
      }
      if (ask !== undefined) {
        const rest = [...ask.between, ...clause.join(' ').replace(ask.words, ' ').split(' ').filter((w) => w !== '')];
        // What is left not known stands where the use's thing is named or described ("salad components"): it blocks.
        if (unknown.length > 0) {
          blocking.push(...unknown);
          continue;
        }
        const said = saidOfUse(rest, this.vocabulary, this.fillers);
        // A use asked only by the name of a thing said to be used up ("the box of tissues has run out"): a new one is
        // wanted only when nothing is asked of the old one ("..., bin it" asks the old one binned, no more).
        const byName = (this.vocabulary.first(ask.words.split(' '), 0, ['noun'])?.length ?? 0) === ask.words.split(' ').length;
        if (byName && usedUp && referent !== undefined && ask.words.split(' ').every((w) => referent!.split(' ').includes(w))) {
          usedUpAsks.push({ ask: { ...ask, said }, at: words.length });
          continue;
        }
        asked.push({ ...ask, said });
        words.push(ask.words);
        // "by the sink" of "light the candle by the sink": which candle, said; no thing of its own.
        setAside.push(...(said.located ?? []));
        const located = new Set((said.located ?? []).flatMap((l) => l.split(' ')));
        this.needsAndThings(rest.filter((w) => !located.has(w)), needs, things, words);
        continue;
      }
      const enough = this.kinds.sufficientThing(clause);
      if (enough !== undefined && this.isCommand(['turn', 'on', 'the', ...enough.split(' ')])) {
        commands.push(`turn on the ${enough}`);
        words.push(clause.filter((w) => !this.fillers.has(w)).join(' '));
        continue;
      }
      if (verb >= 0 && unknown.length === 0 && this.isCommand(clause)) {
        commands.push(clause.join(' '));
        words.push(clause.filter((w) => !this.fillers.has(w) || this.vocabulary.isVerb(w) || this.vocabulary.isNoun(w)).join(' '));
        continue;
      }
      // A command it does not understand whole is not read for needs instead ("cut a green food item").
      if (verb >= 0 && unknown.length > 0) {
        blocking.push(...unknown);
        continue;
      }
      // "sit the teddy on the chair": a thing seated somewhere is put there; only the person sitting is theirs to do.
      const seated = this.seatedThing(clause);
      if (seated !== undefined) {
        commands.push(seated);
        words.push(clause.filter((w) => !this.fillers.has(w) || this.vocabulary.isNoun(w)).join(' '));
        continue;
      }
      const own = this.personalIn(clause);
      if (own !== undefined) {
        personal.push(clause.slice(own).join(' '));
        // What they do says what they need ("read in bed": light to read by); the things are theirs.
        // What they do it with or to is theirs ("watch the game"): nothing planned rests on it.
        this.needsAndThings(clause.slice(own), needs, [], words, false, this.wantedBefore(clause, own));
        setAside.push(...unknown);
        continue;
      }
      const lacking = this.stateLacking(clause) ?? this.stateMade(clause);
      if (lacking !== undefined) {
        commands.push(lacking.command);
        words.push(lacking.words);
        continue;
      }
      // A thing and where it goes, with no verb ("spray bottle under the sink"): it is put there.
      // Not a need said with where ("too hot in here"): no thing is put there.
      const where = this.placeWordAt(clause);
      const thingFirst = this.afterDeterminers(clause, clause.findIndex((w) => !this.fillers.has(w) || this.determiners.has(w)));
      // "wanna veg out in front of the telly": a thing's word that opens a need's phrase ("veg out") is the need, nothing put there.
      const needOpens = this.needPhrases.some((p) => p.words.length > 1 && matchesAt(clause, thingFirst, p.words));
      const needHere = needOpens || (where !== undefined && this.saysNeed(clause.slice(0, where.at)) && !thingPutThere(clause, thingFirst, this.putThere));
      // "phone on the bedside table or the desk": "or" is the parser's, between places (or things) it reads as either.
      const eitherOnly = unknown.length > 0 && unknown.every((w) => w === 'or');
      const placement = verb < 0 && (unknown.length === 0 || eitherOnly) && !needHere ? this.placement(clause) : undefined;
      if (placement !== undefined) {
        commands.push(placement);
        words.push(clause.filter((w) => !this.fillers.has(w) || this.vocabulary.isNoun(w)).join(' '));
        continue;
      }
      // A thing and its state with no verb ("big light off"): the command it is.
      const switched = unknown.length === 0 ? this.kinds.switchOf(clause) : undefined;
      if (switched !== undefined && this.isCommand(switched.split(' '))) {
        commands.push(switched);
        words.push(clause.filter((w) => !this.fillers.has(w)).join(' '));
        continue;
      }
      const before = needs.length;
      const named = things.length;
      this.needsAndThings(clause, needs, things, words);
      // Said right after a thing out of place and naming nothing, a need said only of things (a need's `of`: "gross" is
      // cleaning) is said of that thing: of one that cannot be in it (a toilet brush is never dirty here) it asks nothing.
      if (outBefore !== undefined && things.length === named) this.dropNeedsNotOf(new Set(outBefore.types), needs, before, words, setAside);
      // A need said again in other words ("heading out, no point wasting electricity") asks nothing new.
      const noNewNeed = needs.slice(before).every((n) => needs.slice(0, before).some((m) => m.need === n.need));
      // "I need my laptop": one thing to hand wanted, and nothing else asked of it.
      // "I need a cup or a mug": "or" is read only as joining the two things wanted.
      const wantedAny = noNewNeed && (unknown.length === 0 || eitherOnly) ? (wantedIn(clause, this.knowledge.speech.wanting, this.seekingWords) ?? this.lackedThing(clause) ?? thingAskedAlone(clause, this.askedAloneWords)) : undefined;
      const wanted = eitherOnly && !` ${wantedAny?.words} `.includes(' or ') ? undefined : wantedAny;
      if (wanted !== undefined) {
        // "I want the laptop open": wanted in a state, it is made so, not handed over as it is.
        const made = this.madeAs(wanted.words, clause.slice(wanted.end));
        if (made !== undefined) {
          commands.push(made.command);
          words.push(`${wanted.said} ${made.state}`);
          continue;
        }
        sought.push({ thing: wanted.words, words: wanted.said });
        continue;
      }
      // "home sick on the couch, ...": the seat is where the person is, asked about only if nothing else is asked (where-person-is.ts).
      if (noNewNeed) {
        for (const t of things.slice(named)) (verb < 0 && namesWherePersonIs(clause, t) ? whereabouts : stray).push(t);
      }
      // A clause that reads as nothing at all rests nothing on its words.
      if (noNewNeed && things.length === named) {
        idle.push(...unknown);
        continue;
      }
      // What is left not known stands where a thing is named or its state said ("the mirror is streaky"): it blocks.
      blocking.push(...unknown);
    }
    // A deed denied beside commands only ("set a mug up in the coffee machine, don't make the coffee now") is set aside:
    // the commands say what to do, and none does what was denied. Beside a use or a need, which may do it (breakfast makes
    // coffee), or alone, it blocks.
    // A use or need the denial names ("I'm useless before coffee ... don't make the coffee now") is what it denies: beside
    // commands, not asked (denied-ask.ts).
    if (commands.length > 0 && denials.length > 0) {
      withoutDenied(denials, asked, words);
      withoutDenied(denials, needs, words);
    }
    (commands.length > 0 && asked.length + needs.length === 0 ? setAside : blocking).push(...denials);
    // A thing in the way goes off the place the request names ("I need my desk ... the racket is in the way"), put down; with
    // no place named, away. The needs said beside it are why it is in the way, not errands of their own.
    for (const { thing, place: on } of obstacles) {
      // "that shower curtain's always in my way": what opens and cannot be carried is opened out of the way.
      const types = this.typesOf(thing);
      if (types.length > 0 && !this.canCarry(types) && this.canOpen(types)) {
        commands.push(`open the ${thing}`);
        continue;
      }
      const place = on !== undefined ? { words: on } : [...things].reverse().find((t) => t.words !== thing && this.movesOff(thing, t.words));
      commands.push(place === undefined ? `put the ${thing} away` : `move the ${thing} off the ${place.words}`);
      if (place !== undefined) words.push(place.words);
    }
    if (obstacles.length > 0) {
      for (const need of needs.splice(0)) words.splice(words.indexOf(need.words), 1);
      for (let i = stray.length - 1; i >= 0; i--) if (obstacles.some((o) => o.thing === stray[i]!.words) || things.some((t) => t.words === stray[i]!.words)) stray.splice(i, 1);
    }
    if (commands.length === 0) {
      for (const { ask, at } of usedUpAsks.reverse()) {
        asked.unshift(ask);
        words.splice(at, 0, ask.words);
      }
    }
    // Things out of place: one said twice is one ("keep sitting on the bat, why is it in the bed"), shut away when someone
    // could get at it or a child or a pet is said beside it; a command saying what to do with it wins.
    const others = this.reachOf.some((p) => findWords(tokens(text), p) >= 0);
    // A thing sought is brought, unless a command says what to do with it ("where's the remote? I want it by the sofa").
    for (const { thing, words: said } of sought) {
      if (commands.some((c) => ` ${c} `.includes(` ${thing} `))) continue;
      // "where do you keep the bread? ... toast": what a use asked beside it is made from (its types) is that use's to take,
      // not brought whole as well.
      const soughtTypes = this.typesOf(thing);
      if (soughtTypes.length > 0 && asked.some((a) => soughtTypes.every((t) => a.use.types.includes(t)))) {
        words.push(said);
        continue;
      }
      // "where did all the cushions go": a person is handed one of them (two hands hold no more).
      const plural = this.vocabulary.first(thing.split(' '), 0, ['noun'])?.readings.some((r) => r.kind === 'noun' && r.plural) === true;
      // "I need another pillow": one more than the one the person has (to-goal.ts refuses it where the room has one only).
      const more = oneMoreBefore(said, thing);
      commands.push(`get ${more ?? (plural ? 'one of the' : 'the')} ${thing}`);
      words.push(said);
    }
    const commanded = (p: OutOfPlace): boolean => commands.some((c) => ` ${c} `.includes(` ${p.words} `));
    for (const p of putAway) if (commanded(p) && words.includes(p.said)) words.splice(words.indexOf(p.said), 1);
    // A need told of the thing in another clause ("..., and it's filthy": cleaning) is what is asked of it, not putting it away.
    const toldOf = (p: OutOfPlace): boolean => told.needs.some((n) => (this.knowledge.uses.needs[n.need]?.of ?? []).some((t) => p.types.includes(t)));
    for (const p of putAway) if (toldOf(p) && !commanded(p) && words.includes(p.said)) words.splice(words.indexOf(p.said), 1);
    // Where someone wants the thing, told of it by name in another clause ("the soap always ends up on the bath, he wants it
    // at the sink": the soap at the sink) is what is asked of it, not putting it away as well.
    const toldWhere = (p: OutOfPlace): boolean => told.words.some((w) => w !== p.said && ` ${w} `.includes(` ${p.words} `));
    for (const p of putAway) if (toldWhere(p) && !commanded(p) && !toldOf(p) && words.includes(p.said)) words.splice(words.indexOf(p.said), 1);
    const away = this.awayOf(putAway, others).filter((p) => !commanded(p) && !toldOf(p) && !toldWhere(p));
    (commands.length + asked.length + away.length > 0 ? setAside : blocking).push(...told.unknown);
    if (commands.length + asked.length + away.length > 0) {
      for (const need of told.needs) needs.splice(needs.indexOf(need), 1);
      for (const word of told.words) words.splice(words.indexOf(word), 1);
    }
    if (describes) setAside.push(...heading);
    else blocking.push(...heading);
    // Words of clauses that read as nothing block only a request that reads as nothing else.
    if (commands.length + asked.length + needs.length + away.length > 0) setAside.push(...idle);
    else blocking.push(...idle);
    // "I am in bed, the light please": where the person is, beside another thing named with nothing asked, is not what is
    // asked about (the light is).
    if (commands.length + asked.length + needs.length + away.length + sought.length === 0 && stray.length === 0) stray.push(...whereabouts);
    else setAside.push(...whereabouts.map((t) => t.words));
    // A thing told of as broken beside what is asked ("the lamp is broken, turn on the big light") is why that is asked: set aside.
    if (commands.length + asked.length + away.length + sought.length > 0) {
      for (let i = outOfReach.length - 1; i >= 0; i--) {
        const found = outOfReach[i]!;
        if (found.kind !== 'beyond' || this.knowledge.uses.beyond[found.key]?.told !== true) continue;
        outOfReach.splice(i, 1);
        if (words.includes(found.words)) words.splice(words.indexOf(found.words), 1);
        setAside.push(found.words);
      }
    }
    this.dropNeedsSaidOf(needs, 0, words, 'overAnywhere');
    // "leaving now - lights, all of it": the lights are what leaving leaves off (lights-on-leaving.ts).
    for (const i of lightsOnLeaving(needs)) setAside.push(needs.splice(i, 1)[0]!.words);
    this.dropAsksSaidOf(needs, asked, words);
    // "both kids are off sick, all they'll keep down is toast": one each, where the use's own clause counts nothing (people-counted.ts).
    const people = peopleCounted(text.toLowerCase());
    if (people !== undefined) for (const a of asked) if (a.said !== undefined && a.said.count === undefined) a.said = { ...a.said, perPerson: people };
    // A drink knocked over and gone ("..., and there's none left"): another drink too (spilt-drink.ts).
    const gone = drinkGone(needs, text);
    if (gone !== undefined) {
      needs.push({ need: 'thirst', words: gone });
      words.push(gone);
    }
    // Named in the request's order.
    const order = tokens(text);
    blocking.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const seenTo = takeSeen(stray, seen);
    return { commands, asked, needs, ...(people === undefined ? {} : { perPerson: people }), things, stray, personal, blocking: [...new Set(blocking)], setAside: [...new Set(setAside)], absent: [...new Set(this.absent)], outOfReach, putAway: away, words, seenTo, ...(carriedOut === undefined ? {} : { carriedOut }) };
  }

  /** The things out of place, one per thing named (where it lies from any clause that says), shut away when `others` could get at them. */
  private awayOf(found: readonly OutOfPlace[], others: boolean): OutOfPlace[] {
    const merged: OutOfPlace[] = [];
    for (const thing of found) {
      const at = merged.findIndex((m) => m.words === thing.words);
      if (at < 0) merged.push({ ...thing, reach: thing.reach || others });
      else merged[at] = { ...merged[at]!, from: merged[at]!.from ?? thing.from, reach: merged[at]!.reach || thing.reach, locked: merged[at]!.locked === true || thing.locked === true };
    }
    return merged;
  }

  /**
   * After a clause closing in "instead": the things named before that clause that can be switched
   * (the harsh light candles are wanted instead of) switched off, and those it names itself wanted
   * ("can I have the lamp instead": the lamp on), as commands resting on their words and "instead";
   * they are no longer things named with nothing asked, nor the wanted ones things a need is said of.
   * Nothing when none can be.
   */
  private replaced(things: NamedThing[], wantedFrom: number, stray: NamedThing[], commands: string[], words: string[]): void {
    const wanted = new Set(things.slice(wantedFrom).map((t) => t.words));
    const switched = things.filter((t, i) => this.canSwitch(t.types) && things.findIndex((o) => o.words === t.words) === i);
    for (const thing of switched) {
      commands.push(`turn ${wanted.has(thing.words) ? 'on' : 'off'} the ${thing.words}`);
      words.push(`${thing.words} ${INSTEAD}`);
      dropNamed(stray, thing.words);
      // Wanted on, it is no thing a need is said of ("too harsh" is not of the lamp wanted instead).
      if (wanted.has(thing.words)) dropNamed(things, thing.words);
    }
  }

  /**
   * What the clause asks for that no skill does or the world has none of (uses.yaml `beyond`,
   * `absent`), or undefined. Not in a clause telling what was or is ("I've been hoovering all
   * day"), one that reads whole as a command or asks a use by name ("fix the bed"), nor where a
   * word only describes a thing named after it ("the car keys", "a tea towel"). A thing of
   * `absent` only where a thing is asked for: after "a", "the", a count, "of", a verb, a word of
   * making, or opening the clause ("a blanket", "a glass of red", "milk please"); not "for tea".
   */
  private outOfReachIn(clause: readonly string[]): OutOfReachFound | undefined {
    const kept = clause.map((w, i) => ({ w, i })).filter(({ w }) => !this.lightOfReach.has(w));
    const bare = kept.map(({ w }) => w);
    const phrase = this.outOfReachPhrases.find((p) => findWords(bare, p.words) >= 0 && this.standsAsked(clause, kept[findWords(bare, p.words)]!.i, kept[findWords(bare, p.words) + p.words.length - 1]!.i, p.kind));
    if (phrase === undefined) return undefined;
    const at = findWords(bare, phrase.words);
    // An activity no skill does opening the clause, on a thing after it, is asked whatever "is" follows ("trim the dog's
    // nails": 's read as "is"); "hair is everywhere" tells.
    const end = kept[at + phrase.words.length - 1]!.i;
    const opens = phrase.kind === 'beyond' && clause.slice(0, kept[at]!.i).every((w) => ASKING_OPENERS.has(w)) && (this.determiners.has(clause[end + 1] ?? '') || POSSESSIVES.has(clause[end + 1] ?? ''));
    // What the robots will not do is refused however it is said, a command or a telling ("put a fork in the microwave and turn it
    // on", "my sister's diary is on the dresser, open it").
    const unsafe = phrase.kind === 'beyond' && this.knowledge.uses.beyond[phrase.key]?.unsafe === true;
    // A thing told of as broken ("the lamp is not working") asks it mended, however it is told.
    const told = phrase.kind === 'beyond' && this.knowledge.uses.beyond[phrase.key]?.told === true;
    // What a thing is to be filled with is asked, whatever asks the filling ("fill the bath with bubbles": filled-with.ts).
    const fillsWith = phrase.kind === 'absent' && filledWith(clause.join(' '), clause.slice(kept[at]!.i, end + 1).join(' '));
    // What a thing is said to need done ("the potatoes need peeling", "the carpet needs hoovering") is asked of it.
    const needed = phrase.kind === 'beyond' && ['need', 'needs'].includes(clause[kept[at]!.i - 1] ?? '');
    if (!unsafe && !fillsWith && !needed && ((phrase.kind === 'beyond' && this.isCommand(clause)) || this.askIn(clause) !== undefined)) return undefined;
    if (!opens && !unsafe && !needed && !told && (this.kinds.isStatement(clause, (subject) => this.saysNeed(subject)) || this.kinds.tells(clause, (subject) => this.saysNeed(subject)))) return undefined;
    return { kind: phrase.kind, key: phrase.key, words: clause.slice(kept[at]!.i, kept[at + phrase.words.length - 1]!.i + 1).join(' ') };
  }

  /** The thing of `absent` a clause opens on as its subject ("the milk is going off", "my juice has gone warm"); else undefined. */
  private absentSubject(clause: readonly string[]): OutOfReachFound | undefined {
    const at = this.determiners.has(clause[0] ?? '') ? 1 : 0;
    const phrase = this.outOfReachPhrases.find((p) => p.kind === 'absent' && p.words.every((w, k) => clause[at + k] === w));
    // "the white wine is still warm": a thing of the room is named in it (a WineBottle), which is there.
    if (phrase === undefined || phrase.words.some((_, k) => this.vocabulary.first(clause, at + k, ['noun']) !== undefined)) return undefined;
    // "my jeans I can't see": what the person would see for themselves, not asked (seen-for-themselves.ts).
    if (seenAfterByPerson(clause, at + phrase.words.length - 1)) return undefined;
    return { kind: 'absent', key: phrase.key, words: phrase.words.join(' ') };
  }

  /**
   * An unsafe deed of uses.yaml `beyond` in the words set aside after what is asked, from `from` on ("turn off the light to scare
   * him": a purpose is no more of the command, but the command serves it); undefined when there is none.
   */
  private unsafeSaidAfter(clause: readonly string[], from: number): OutOfReachFound | undefined {
    if (from >= clause.length) return undefined;
    const found = this.outOfReachIn(clause.slice(from));
    return found !== undefined && found.kind === 'beyond' && this.knowledge.uses.beyond[found.key]?.unsafe === true ? found : undefined;
  }

  /** Someone else's thing hidden to keep them from something (hidden-to-stop.ts), as uses.yaml `beyond.others-hidden`; undefined otherwise. */
  private hiddenToStopIn(clause: readonly string[]): OutOfReachFound | undefined {
    if (this.knowledge.uses.beyond[OTHERS_HIDDEN] === undefined) return undefined;
    const thingAt = (c: readonly string[], at: number): number => {
      const noun = this.vocabulary.first(c, at, ['noun']);
      return noun !== undefined && noun.readings.some((r) => r.kind === 'noun' && r.types.length > 0) ? noun.length : 0;
    };
    const hidden = hiddenToStop(clause, this.requestWords, thingAt);
    return hidden === undefined ? undefined : { kind: 'beyond', key: OTHERS_HIDDEN, words: hidden };
  }

  /** A deed no robot does however it is said, read by its own rule: a flame left burning with no one in, a thing thrown at something. */
  private unsafeDeedIn(clause: readonly string[]): OutOfReachFound | undefined {
    const unattended = unattendedIn(clause, this.knowledge.speech.unattended, this.requestWords);
    if (unattended !== undefined) return { kind: 'beyond', key: 'unattended', words: unattended };
    const thrown = thrownAt(clause, this.knowledge.speech.throwingAt);
    if (thrown !== undefined) return { kind: 'beyond', key: 'throwing-at', words: thrown };
    const nounOf = (is: (types: readonly string[]) => boolean) => (c: readonly string[], at: number): number => {
      const noun = this.vocabulary.first(c, at, ['noun']);
      return noun !== undefined && is(noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : []))) ? noun.length : 0;
    };
    const sharp = this.knowledge.uses.beyond[SHARP_FOR_CHILD] === undefined ? undefined : sharpForChild(clause, this.requestWords, { children: this.reachOf, sharpAt: nounOf(this.isSharp) });
    if (sharp !== undefined) return { kind: 'beyond', key: SHARP_FOR_CHILD, words: sharp };
    const cleaner = this.knowledge.uses.beyond[CLEANER_TO_DRINK] === undefined ? undefined : cleanerToDrink(clause, nounOf(this.isDetergent));
    if (cleaner !== undefined) return { kind: 'beyond', key: CLEANER_TO_DRINK, words: cleaner };
    const card = this.knowledge.uses.beyond[OTHERS_CARD] === undefined ? undefined : othersCard(clause, this.requestWords, nounOf((types) => types.includes('CreditCard')));
    if (card !== undefined) return { kind: 'beyond', key: OTHERS_CARD, words: card };
    const binned = this.knowledge.uses.beyond[OTHERS_THINGS] === undefined ? undefined : binnedToStop(clause, this.requestWords, nounOf((types) => types.length > 0));
    if (binned !== undefined) return { kind: 'beyond', key: OTHERS_THINGS, words: binned };
    const screens = nounOf((types) => types.includes('ShowerDoor') || types.includes('ShowerCurtain'));
    const walkedIn = this.knowledge.uses.beyond[WALKED_IN_ON] === undefined ? undefined : walkedInOn(clause, this.requestWords, screens);
    return walkedIn === undefined ? undefined : { kind: 'beyond', key: WALKED_IN_ON, words: walkedIn };
  }

  /** Whether words `from`..`to` of the clause stand where the clause asks for them (see outOfReachIn). */
  private standsAsked(clause: readonly string[], from: number, to: number, kind: 'beyond' | 'absent'): boolean {
    // A thing of the world's own named here ("wine" is a WineBottle; "tea kettle" a Kettle) is had.
    if ((this.vocabulary.first(clause, from, ['noun'])?.length ?? 0) >= to - from + 1) return false;
    // The start of a longer verb of words.yaml is that verb: "fish out the remote" asks for no fish.
    if ((this.vocabulary.first(clause, from, ['verb'])?.length ?? 0) > to - from + 1) return false;
    // Describing a thing named after it: "car keys", "tea towel".
    if (this.vocabulary.first(clause, to + 1, ['noun']) !== undefined) return false;
    // Where the person comes from ("just come in from the garden", "back from the shops") is no activity asked.
    let from0 = from - 1;
    while (from0 >= 0 && this.determiners.has(clause[from0]!)) from0--;
    if (clause[from0] === 'from') return false;
    // An activity said inside or across a longer phrase of need ("the light bulb just went pop": a light other than it) is that need.
    if (kind === 'beyond') return !this.inLongerNeed(clause, from, to, true);
    // Inside a phrase of need ("gasping for a cuppa", "could murder a brew"): the need is what is asked (its use serves it).
    if (this.inLongerNeed(clause, from, to)) return false;
    let back = from - 1;
    while (back >= 0 && this.vocabulary.first(clause, back, ['modifier', 'descriptive']) !== undefined && !this.determiners.has(clause[back]!)) back--;
    if (back < 0 || clause.slice(0, back + 1).every((w) => this.fillers.has(w) && !this.determiners.has(w) && w !== 'for')) return true;
    // What the person would see or find for themselves ("I can't see my clothes", "would help me find my clothes") is
    // why they ask, not what (seen-for-themselves.ts).
    if (kind === 'absent' && (seenByPerson(clause, this.determiners.has(clause[back]!) ? back - 1 : back) || seenAfterByPerson(clause, to))) return false;
    const before = clause[back]!;
    if (before === 'with' && filledWith(clause.join(' '), clause.slice(from, to + 1).join(' '))) return true;
    return this.determiners.has(before) || before === 'of' || this.making.has(before) || this.vocabulary.isVerb(before) || /^\d+$/.test(before);
  }

  /** A thing said to be in the way ("the racket is in the way", speech.yaml `obstructing`): its words, and the clause's. */
  private obstacleIn(clause: readonly string[]): { thing: string; said: string } | undefined {
    const phrase = this.knowledge.speech.obstructing.map((p) => p.split(' ')).find((p) => findWords(clause, p) >= 0);
    if (phrase === undefined) return undefined;
    const before = clause.slice(0, findWords(clause, phrase));
    const thing = this.subjectBefore(before) ?? this.lastThing(before);
    return thing === undefined ? undefined : { thing, said: `${thing} ${phrase.join(' ')}` };
  }

  /**
   * "The shower curtain's been shut for days and the tub behind it smells musty, can you open it up": "it" of opening or
   * shutting is the last thing named that opens (AI2-THOR's openable), where the last thing named does not; else undefined.
   */
  private openableBefore(clause: readonly string[], referent: string | undefined, named: readonly string[]): string | undefined {
    if (referent === undefined || !clause.some((w) => OPENING.has(w)) || !clause.some((w) => PRONOUN_WORDS.has(w))) return undefined;
    if (this.canOpen(this.typesOf(referent))) return undefined;
    return [...named].reverse().find((t) => this.canOpen(this.typesOf(t)));
  }

  /** The thing said right before "is (always) ..." at the end of `words` ("and that shower curtain's always"), else undefined. */
  private subjectBefore(words: readonly string[]): string | undefined {
    let end = words.length;
    while (end > 0 && SUBJECT_ADVERBS.has(words[end - 1]!)) end--;
    if (end === 0 || !['is', 'are'].includes(words[end - 1]!)) return undefined;
    end--;
    for (let at = Math.max(0, end - 3); at < end; at++) {
      const noun = this.vocabulary.first(words, at, ['noun']);
      if (noun !== undefined && at + noun.length === end) return noun.words;
    }
    return undefined;
  }

  /** The words a clause opens its wish with ("i need", "we want"), or none. */
  private wishOpening(clause: readonly string[]): string[] {
    if (!['i', 'we'].includes(clause[0] ?? '')) return [];
    const wish = this.knowledge.speech.wanting.map((w) => w.split(' ')).find((w) => matchesAt(clause, 1, w));
    return wish === undefined ? [] : [clause[0]!, ...wish];
  }

  /** "the laptop open": a thing named and a state of it, nothing more (no verb). */
  private thingInState(clause: readonly string[]): boolean {
    const at = this.afterDeterminers(clause, 0);
    const thing = this.vocabulary.first(clause, at, ['noun']);
    if (at === 0 || thing === undefined) return false;
    const rest = clause.slice(at + thing.length);
    return rest.length === 1 && this.vocabulary.first(rest, 0, ['modifier', 'descriptive']) !== undefined;
  }

  /**
   * "my phone is my alarm", "the laptop's our telly": a thing named, then what it serves as after
   * "is my" (a thing too). The first thing's words, else undefined.
   */
  private servesAs(clause: readonly string[]): string | undefined {
    const at = clause.findIndex((w, i) => w === 'is' && ['my', 'our'].includes(clause[i + 1] ?? ''));
    if (at < 2 || !this.determiners.has(clause[0]!)) return undefined;
    const thing = this.vocabulary.first(clause, 1, ['noun']);
    const role = this.vocabulary.first(clause, at + 2, ['noun']);
    if (thing === undefined || role === undefined || 1 + thing.length !== at || at + 2 + role.length !== clause.length) return undefined;
    return thing.words;
  }

  /**
   * "there's a box on the coffee table" beside a wish ("I'd like to put my feet up but ..."): the thing
   * is in the way of what is wished, and goes off the furniture it is on. Only a thing the room has,
   * on a place it can be moved off; undefined otherwise.
   */
  private thingInTheWay(clause: readonly string[], wished: boolean): { thing: string; said: string; place: string } | undefined {
    const at = findWords(clause, ['there', 'is']);
    if (!wished || at < 0) return undefined;
    const rest = clause.slice(at + 2);
    const on = rest.findIndex((w, i) => ON_FURNITURE.has(w) && (w !== 'all' || rest[i + 1] === 'over'));
    if (on < 1) return undefined;
    const thing = this.lastThing(rest.slice(0, on));
    const from = this.afterDeterminers(rest, on + (rest[on] === 'all' ? 2 : 1));
    const placeFound = this.vocabulary.first(rest, from, ['noun']);
    if (thing === undefined || placeFound === undefined) return undefined;
    const place = rest.slice(from, from + placeFound.length).join(' ');
    if (!this.movesOff(thing, place)) return undefined;
    return { thing, place, said: clause.slice(at).join(' ') };
  }

  /** The first word of place after the first word ("salt and pepper onto the table": "onto"), with its length; undefined when none. */
  private placeWordAt(words: readonly string[]): { at: number; length: number } | undefined {
    for (let at = 1; at < words.length; at++) {
      const length = this.vocabulary.first(words, at, ['preposition'])?.length;
      if (length !== undefined) return { at, length };
    }
    return undefined;
  }

  /** Where the words from `from` on first stand past the determiners there ("the", "my"). */
  private afterDeterminers(words: readonly string[], from: number): number {
    let at = from;
    while (at < words.length && this.determiners.has(words[at]!)) at++;
    return at;
  }

  /** Whether "move the <thing> off the <place>" reads as a command: the thing can be moved off that place. */
  private movesOff(thing: string, place: string): boolean {
    return this.isCommand(['move', 'the', ...thing.split(' '), 'off', 'the', ...place.split(' ')]);
  }

  /**
   * A person acted on ("pick her up", "rock him to sleep"): "her" or "him" right after a verb (or a word
   * standing where one would) and before no thing of theirs ("her phone"). No skill acts on a person
   * (uses.yaml `beyond` caring), so it is refused, never read for the other words of the clause
   * ("... back to sleep" is no wish for the lights out).
   */
  private personActedOn(clause: readonly string[]): OutOfReachFound | undefined {
    if (this.knowledge.uses.beyond[PERSON_CARE] === undefined) return undefined;
    for (let i = 1; i < clause.length; i++) {
      if (!PERSONS_ACTED_ON.has(clause[i]!)) continue;
      const before = clause[i - 1]!;
      const verbBefore = this.vocabulary.isVerb(before) || !this.known.has(before);
      // "hand her the spoon": a thing after her is handed to her, whether hers or not.
      const thingAfter = this.vocabulary.first(clause, i + 1, ['noun']) ?? (this.determiners.has(clause[i + 1] ?? '') ? this.vocabulary.first(clause, i + 2, ['noun']) : undefined);
      // "get him a coffee", "pour her some water": a determiner after her is what is got for her, whatever it names.
      const forThem = ['a', 'an', 'some', 'the'].includes(clause[i + 1] ?? '');
      if (!verbBefore || thingAfter !== undefined || forThem) continue;
      // "she needs to wash her face": what someone is to do themselves, said as a need's phrase, is their own (the tap for them).
      if (clause[i - 2] === 'to' && this.needPhrases.some((p) => matchesAt(clause, i - 1, p.words))) continue;
      return { kind: 'beyond', key: PERSON_CARE, words: clause.slice(i - 1, i + 1).join(' ') };
    }
    return undefined;
  }

  /** The command putting a thing where a verbless clause says ("keys on the desk"), when it reads whole; else undefined. */
  private placement(clause: readonly string[]): string | undefined {
    const command = this.kinds.placementOf(clause);
    return command !== undefined && this.isCommand(command.split(' ')) ? command : undefined;
  }

  /**
   * Whether some phrase the reader knows starts at `at` of the clause (a word of words.yaml, of a
   * need, of what the person does, of a use asked for): a word known only inside a longer phrase
   * ("fix" of "fix bed") reads as nothing where that phrase is not said.
   */
  private readsAt(clause: readonly string[], at: number): boolean {
    const rest = clause.slice(at);
    return (
      this.vocabulary.at(clause, at, READ_KINDS).length > 0 ||
      this.determiners.has(clause[at]!) ||
      this.needPhrases.some((p) => matchesAt(clause, at, p.words)) ||
      this.personal.some((p) => matchesAt(clause, at, p)) ||
      this.asks.some((a) => a.words.length > 0 && findWords(rest, a.words) === 0) ||
      this.knowledge.speech.statements.some((p) => matchesAt(clause, at, p.split(' '))) ||
      this.knowledge.speech.lacking.some((p) => matchesAt(clause, at, p.split(' '))) ||
      this.spokenWords.has(clause[at]!) ||
      this.making.has(clause[at]!)
    );
  }

  /**
   * Where a closing "for the ..." starts that holds every word of the clause it does not know ("I
   * need hot water for the pasta", "wine for the guests"), after some word that reads; else undefined.
   */
  private forTail(clause: readonly string[]): number | undefined {
    const at = clause.lastIndexOf('for');
    // "... for everyone to see": others, and what they would do, say who it is about; the person's needs are not in it.
    // "... for her to throw": someone said before.
    const someone = this.fillers.has(clause[at + 1] ?? '') || ['him', 'her', 'them'].includes(clause[at + 1] ?? '');
    const others = at >= 1 && someone && !['me', 'us', 'i', 'myself'].includes(clause[at + 1]!) && clause[at + 2] === 'to';
    if (others && clause.slice(0, at).some((w) => !this.fillers.has(w) && !this.determiners.has(w))) return at;
    // Only a thing it is for ("for the pasta", "for my mum", "for her lunchbox"), not when or how long ("for 6am", "for ten minutes").
    if (at < 1 || !(this.determiners.has(clause[at + 1] ?? '') || ['her', 'his'].includes(clause[at + 1] ?? '')) || !clause.slice(0, at).some((w) => !this.fillers.has(w) && !this.determiners.has(w))) return undefined;
    const unknownAt = clause.map((w, i) => (!this.known.has(w) && !/^\d+$/.test(w) ? i : -1)).filter((i) => i >= 0);
    return unknownAt.length > 0 && unknownAt.every((i) => i > at) ? at : undefined;
  }

  /**
   * Where "to" opens what a command is for, in a verb the reader does not know ("put the newspaper
   * on the table to catch the mess"): the command before it is what is asked, the purpose says why.
   * Never a place or a thing after "to" ("move it to the table"), nor after nothing asked (a verb, "could you").
   */
  private purposeTail(clause: readonly string[]): number | undefined {
    const at = clause.indexOf('to', 2);
    const verb = clause[at + 1];
    if (at < 0 || verb === undefined || this.known.has(verb) || /^\d+$/.test(verb) || this.vocabulary.isNoun(verb)) return undefined;
    const head = clause.slice(0, at);
    const asking = head.some((w, i) => ['can', 'could', 'would', 'will'].includes(w) && ['you', 'u'].includes(head[i + 1] ?? ''));
    return asking || this.readsAsCommand(head) || this.verbIndex(head) >= 0 ? at : undefined;
  }

  /**
   * Where "to" opens what a thing wanted is for, the person's own doing with it ("I need a knife to
   * cut this", "get me a cloth to wipe it with"): the thing is handed over, never the verb done to it.
   * Only after a thing a person carries, wanted or asked for, and with more after the verb: "I want
   * the kettle to boil" is the kettle's own doing.
   */
  private instrumentTail(clause: readonly string[]): number | undefined {
    const at = clause.indexOf('to', 2);
    if (at < 0 || at + 2 >= clause.length || this.vocabulary.first(clause, at + 1, ['verb', 'particleVerb']) === undefined) return undefined;
    // "can I have a cloth to wipe this up": a need said after it says more than the thing.
    if (this.saysNeed(clause.slice(at + 1))) return undefined;
    for (let j = at - 1; j >= 1; j--) {
      const noun = this.vocabulary.first(clause, j, ['noun']);
      if (noun === undefined || j + noun.length !== at) continue;
      const carried = this.canCarry(noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])));
      const handed = clause.slice(0, j).some((w, i) => HANDING.has(w) && ['me', 'us'].includes(clause[i + 1] ?? '')) || findWords(clause.slice(0, j), ['i', 'have']) >= 0;
      return carried && (this.wantedBefore(clause, j) || handed) ? at : undefined;
    }
    return undefined;
  }

  /** The types a thing's words name. */
  private typesOf(thing: string): string[] {
    return (this.vocabulary.first(thing.split(' '), 0, ['noun'])?.readings ?? []).flatMap((r) => (r.kind === 'noun' ? r.types : []));
  }

  /** Whether a word of need stands in the clause (not where a thing is named). */
  private saysNeed(clause: readonly string[]): boolean {
    return this.needPhrases.some((p) => findWords(clause, p.words) >= 0);
  }

  /**
   * The words of the thing a clause is about, for "it" after it: the first it names that is not
   * where something is ("the soap" of "left the soap in the bath"), else the last; or undefined.
   */
  private lastThing(clause: readonly string[]): string | undefined {
    let last: string | undefined;
    // Every thing named where ("an ear chewed off the teddy on the bed"): the last one a person can carry is what "it" moves,
    // not the furniture it lies on (AI2-THOR's pickupable).
    let carried: string | undefined;
    for (let i = 0; i < clause.length; i++) {
      const noun = this.fillers.has(clause[i]!) ? undefined : this.vocabulary.first(clause, i, ['noun']);
      if (noun === undefined) continue;
      if (!namesWhere(clause, i, this.vocabulary, this.determiners)) return noun.words;
      last = noun.words;
      if (this.canCarry(noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])))) carried = noun.words;
      i += noun.length - 1;
    }
    return carried ?? last;
  }

  /**
   * A word of need said as the person's own thing ("my hands are sticky"), for "them" after it
   * ("I need to wash them": wash my hands); or undefined.
   */
  private ownedNeed(clause: readonly string[]): string | undefined {
    for (let i = clause.length - 1; i > 0; i--) {
      if (!['my', 'our', 'your'].includes(clause[i - 1]!)) continue;
      const need = this.needPhrases.find((p) => matchesAt(clause, i, p.words));
      if (need !== undefined) return clause.slice(i, i + need.words.length).join(' ');
    }
    return undefined;
  }

  /**
   * The clauses of a request. A part after "and"/"or" that only names things ("the cabinets and
   * drawers") stays with the clause before: it is more of what that clause is about.
   */
  clausesOf(words: readonly string[]): string[][] {
    return this.partsOf(words).map((p) => p.words);
  }

  /** The clauses, each with the word that joined it to the one before (',' for a mark). */
  private partsOf(words: readonly string[]): { words: string[]; join: string }[] {
    const clauses: { words: string[]; join: string }[] = [];
    for (const { words: part, join } of splitClauses(words)) {
      const named = (words: readonly string[]): boolean => words.every((w) => this.fillers.has(w) || this.determiners.has(w) || this.vocabulary.first(words, words.indexOf(w), ['noun']) !== undefined || this.vocabulary.isNoun(w));
      // "put the salt and pepper onto the table": things, then where they all go.
      const where = this.placeWordAt(part);
      // A word of the way they go before the place ("and pepper out on the table") is no more than the place.
      const thingsBefore = where === undefined ? [] : part.slice(0, where.at).filter((w, i, all) => !(i === all.length - 1 && i > 0 && DIRECTIONS.has(w)));
      // "put the spray bottle and the brush away": things and where all of them go, said last.
      const thingsAway = part.length > 1 && ['away', 'back'].includes(part.at(-1)!) && named(part.slice(0, -1));
      const onlyThings = named(part) || thingsAway || (where !== undefined && named(thingsBefore) && this.onlyThings(part.slice(where.at + where.length)));
      // "..., and I need my laptop": a wish, not more things of the clause before.
      const wish = this.knowledge.speech.wanting.some((w) => findWords(part, w.split(' ')) >= 0);
      // "make some toast and fruit": a use asked after one asked is a second use, not more things of the first.
      const secondUse = clauses.length > 0 && this.askIn(part) !== undefined && this.askIn(clauses.at(-1)!.words) !== undefined;
      // "the in-laws arrive at six and the spray and the brush are still out": things are more of a clause that names or asks
      // one, never of one that names none (who arrives); they open a clause of their own, which what follows may tell of.
      const before = clauses.at(-1)?.words ?? [];
      const namesAny = before.some((_, i) => this.vocabulary.first(before, i, ['noun']) !== undefined) || this.askIn(before) !== undefined;
      const joinsThings = (join === 'and' || join === 'or') && clauses.length > 0 && onlyThings && !wish && !secondUse && this.verbIndex(part) < 0 && namesAny;
      // "laptop off the couch and onto the desk": a place and nothing else after "and" is where the thing before goes.
      const placeAt = this.vocabulary.first(part, 0, ['preposition'])?.length ?? 0;
      const placeEnd = this.kinds.subordinateAt(part) ?? part.length;
      const joinsPlace = join === 'and' && clauses.length > 0 && placeAt > 0 && this.onlyThings(part.slice(placeAt, placeEnd)) && this.verbIndex(part.slice(0, placeEnd)) < 0;
      // "my boss and her husband are coming": who is named before "and" is more of whom the clause after it tells of.
      // So are things named before one said to be out of place ("the spray and the brush are still out on the counter from
      // this morning"): all of them are.
      const outOfPlaceToo = this.onlyThings(before) && this.verbIndex(before) < 0 && this.outOfPlace.read(part, undefined) !== undefined;
      const joinsSubject = join === 'and' && before.length > 0 && ((this.onlyNames(before) && (this.kinds.tells(part) || this.kinds.saysHowThingIs(part))) || outOfPlaceToo);
      // "the fruit and veg on the side going off": a thing named after "and", of which a state of a need is said, is said
      // with the thing named before it.
      const lastNoun = before.length > 0 && this.vocabulary.first(before, before.length - 1, ['noun']) !== undefined;
      const joinsInNeed = join === 'and' && lastNoun && this.stateOfNamed(part, part[0]!) !== undefined;
      const joinsState = join === 'and' && this.kinds.moreOfHowThingIs(before, part);
      if (joinsThings || joinsPlace || joinsSubject || joinsInNeed || joinsState) clauses[clauses.length - 1]!.words.push(join, ...part);
      else clauses.push({ words: [...part], join });
    }
    return clauses;
  }

  /**
   * "0 writing utensils, 1 laptops, and 0 books need to be put on the table": parts that only name
   * things, listed before a clause saying how things should end up, are what that clause is about.
   */
  private listsJoined(parts: readonly { words: string[]; join: string }[]): { words: string[]; join: string }[] {
    const out: { words: string[]; join: string }[] = [];
    let listed: { words: string[]; join: string }[] = [];
    for (const part of parts) {
      // "I'm on the sofa. the remote needs to be on the table": the person telling where they are lists no thing.
      const tellsOwnPlace = part.words[0] === 'i' || part.words[0] === 'we';
      if (!tellsOwnPlace && this.onlyThings(part.words) && this.verbIndex(part.words) < 0 && this.kinds.desiredOf(part.words).length === 0) {
        listed.push(part);
        continue;
      }
      if (listed.length > 0 && (part.join === ',' || part.join === 'and') && this.kinds.desiredOf(part.words).length > 0) {
        out.push({ words: [...listed.flatMap((l, i) => (i === 0 ? l.words : ['and', ...l.words])), 'and', ...part.words], join: listed[0]!.join });
      } else out.push(...listed, part);
      listed = [];
    }
    return [...out, ...listed];
  }

  /**
   * "all salad components ... on a plate": the clause with its words for the parts (speech.yaml
   * `parts`, after "all", "the" and the whole's word) read as the things the commands before make
   * that are not where they go, and the place said as one ("on one plate"); `whole`, the words
   * naming what the parts make; `listed` empty when they cannot all be said (a use asked beside
   * them); undefined when the clause names no parts.
   */
  private dishParts(clause: readonly string[], commands: readonly string[], asked: readonly string[]): { clause: string[]; whole: string[]; listed: string[]; said: string } | undefined {
    const at = clause.findIndex((w) => this.knowledge.speech.parts.includes(w));
    // With nothing made before, the words name no parts ("put the two things on the counter").
    if (at < 0 || commands.length === 0) return undefined;
    let from = at;
    // The words of the whole: between "all"/"the" and the parts word ("salad", "breakfast").
    while (from > 0 && !this.determiners.has(clause[from - 1]!) && !this.fillers.has(clause[from - 1]!)) from--;
    const whole = clause.slice(from, at);
    while (from > 0 && this.determiners.has(clause[from - 1]!)) from--;
    // Where they go: the first thing named after them.
    let placeAt = -1;
    for (let i = at + 1; i < clause.length && placeAt < 0; i++) if (this.vocabulary.first(clause, i, ['noun']) !== undefined) placeAt = i;
    const placeTypes = placeAt < 0 ? [] : this.vocabulary.first(clause, placeAt, ['noun'])!.readings.flatMap((r) => (r.kind === 'noun' ? r.types : []));
    const made = commands.flatMap((c) => parseCommand(c, this.vocabulary).clauses.flatMap((k) => k.objects.filter((o) => !o.pronoun && o.count !== 0 && !o.types.some((t) => placeTypes.includes(t))).map((o) => o.words)));
    // A use asked beside them ("make 2 slices of toast") is a part the commands do not say: the parts cannot all be listed.
    const others = asked.filter((a) => !a.split(' ').some((w) => whole.includes(w)));
    const listed = others.length > 0 ? [] : [...new Set(made)];
    const rest = clause.slice(at + 1);
    // On one plate: the same one for all of them.
    const placeIndex = placeAt - at - 1;
    if (placeIndex > 0 && ['a', 'an', 'the'].includes(rest[placeIndex - 1]!)) rest[placeIndex - 1] = 'one';
    const list = listed.flatMap((l, i) => (i === 0 ? l.split(' ') : ['and', ...l.split(' ')]));
    return { clause: [...clause.slice(0, from), ...list, ...rest], whole, listed, said: clause[at]! };
  }

  /**
   * Whether a part only names someone or something, in at most four words, none a deed, a need
   * or a thing of the room ("my boss", "mum"): who a clause after it may tell of too.
   */
  private onlyNames(part: readonly string[]): boolean {
    const named = part.filter((w) => !this.fillers.has(w) && !this.determiners.has(w));
    return part.length <= 4 && named.length > 0 && named.every((w) => !this.known.has(w) && !/\d/.test(w));
  }

  /** Whether every word of a part names things: counts, articles, fillers, nouns. */
  private onlyThings(part: readonly string[]): boolean {
    return part.length > 0 && part.every((w, i) => /^\d+$/.test(w) || this.fillers.has(w) || this.determiners.has(w) || this.vocabulary.first(part, i, ['noun', 'count']) !== undefined || this.vocabulary.isNoun(w) || part.slice(0, i).some((_, j) => (this.vocabulary.first(part, j, ['noun'])?.length ?? 0) > i - j));
  }

  /** Whether the clause reads as commands, or as a thing and where it goes ("laptop onto the desk"). */
  private readsAsCommand(clause: readonly string[]): boolean {
    return this.isCommand(clause) || (this.verbIndex(clause) < 0 && this.placement(clause) !== undefined);
  }

  /** Whether the clause parses as commands of words.yaml, each on something. */
  private isCommand(clause: readonly string[]): boolean {
    const parse = parseCommand(clause.join(' '), this.vocabulary);
    // "put everything away" asks nothing a goal can state of the whole room: no command, so its need (tidy) is read.
    const stated = (c: Clause): boolean => !c.objects.some((o) => o.everything) || statesWholeRoom(c);
    return parse.clauses.length > 0 && parse.unknown.length === 0 && parse.clauses.every((c) => c.objects.length > 0 && stated(c));
  }

  /** "sit the teddy on the chair", "stand the vase on the shelf": the command putting the thing there; undefined else. */
  private seatedThing(clause: readonly string[]): string | undefined {
    const at = clause.findIndex((w) => !this.fillers.has(w) || SEATING.has(w));
    if (!SEATING.has(clause[at] ?? '') || !this.determiners.has(clause[at + 1] ?? '') || this.vocabulary.first(clause, at + 2, ['noun']) === undefined) return undefined;
    const command = ['put', ...clause.slice(at + 1)];
    return this.isCommand(command) ? command.join(' ') : undefined;
  }

  /** Where the person's own doing starts in the clause (after "I want to"), or undefined. */
  private personalIn(clause: readonly string[]): number | undefined {
    let at = 0;
    while (at < clause.length && this.fillers.has(clause[at]!) && !this.personal.some((p) => p[0] === clause[at])) at++;
    // After "the", "a", "my" a thing is named: "like the watch" is no watching.
    if (at > 0 && this.determiners.has(clause[at - 1]!)) return undefined;
    // Before a place it may be put ("watch in the drawer"): the thing, put there.
    if (thingPutThere(clause, at, this.putThere)) return undefined;
    const phrase = this.personal.find((p) => findWords(clause.slice(at), p) === 0);
    // A verb of the world said of a thing ("chill a can for later") is a command: the person chilling is intransitive.
    if (phrase?.length === 1 && this.determiners.has(clause[at + 1] ?? '') && this.vocabulary.first(clause, at, ['verb']) !== undefined) return undefined;
    return phrase === undefined ? undefined : at;
  }

  /**
   * "and no spoon", "there's no pen": one thing a person can be handed said lacking right after a word of
   * lacking (speech.yaml `lacking`), and nothing else named, is wanted as a thing wanted is (brought).
   */
  private lackedThing(clause: readonly string[]): ReturnType<typeof wantedIn> {
    for (const phrase of this.knowledge.speech.lacking) {
      const found = wantedIn(clause, [phrase], this.seekingWords);
      if (found === undefined) continue;
      const at = findWords(clause, phrase.split(' '));
      return found.at === this.afterDeterminers(clause, at + phrase.split(' ').length) ? found : undefined;
    }
    return undefined;
  }

  /** The command that chills or heats a food or drink the clause opens on, said too warm or too cold (thing-temperature.ts). */
  private temperatureOf(clause: readonly string[]): string | undefined {
    // After a determiner and a word or two describing it ("the white wine").
    const start = this.determiners.has(clause[0] ?? '') ? 1 : 0;
    const at = [start, start + 1, start + 2].find((i) => this.vocabulary.first(clause, i, ['noun']) !== undefined);
    const noun = at === undefined ? undefined : this.vocabulary.first(clause, at, ['noun']);
    if (at === undefined || noun === undefined || !this.typesOf(noun.words).some((t) => EATEN_OR_DRUNK.has(t))) return undefined;
    const command = temperatureCommand(clause, at, noun.length, noun.words);
    return command !== undefined && this.isCommand(command.split(' ')) ? command : undefined;
  }

  /** "out of clean mugs", "no clean towels": the thing in that state, as a command ("clean all the mugs"). */
  private stateLacking(clause: readonly string[]): { command: string; words: string } | undefined {
    for (const phrase of this.knowledge.speech.lacking) {
      const at = findWords(clause, phrase.split(' '));
      if (at < 0) continue;
      const i = this.afterDeterminers(clause, at + phrase.split(' ').length);
      const modifier = this.vocabulary.first(clause, i, ['modifier']);
      if (modifier === undefined) continue;
      const meaning = modifier.readings[0]!.kind === 'modifier' ? modifier.readings[0]!.meaning : undefined;
      const verb = meaning === undefined ? undefined : VERB_OF[meaning];
      const noun = this.vocabulary.first(clause, i + modifier.length, ['noun']);
      if (verb === undefined || noun === undefined) continue;
      const plural = noun.readings.some((r) => r.kind === 'noun' && r.plural);
      const named = clause.slice(at, i + modifier.length + noun.length).join(' ');
      return { command: `${verb} ${plural ? 'all the' : 'the'} ${noun.words}`, words: named };
    }
    return undefined;
  }

  /**
   * "make a slice of bread", "prepare 2 slices of lettuce": a word of making before a thing in a
   * state its modifier says, and nothing else, is the command that puts it in that state ("slice
   * a slice of bread"). A thing with no such modifier ("make the bread") is not read so.
   */
  private stateMade(clause: readonly string[]): { command: string; words: string } | undefined {
    const at = clause.findIndex((w) => this.making.has(w));
    if (at < 0 || clause.slice(0, at).some((w) => !this.fillers.has(w))) return undefined;
    let from = at + 1;
    // "make me a ...": who it is for is no part of the thing.
    while (from < clause.length && ['me', 'us', 'you'].includes(clause[from]!)) from++;
    const thing = clause.slice(from);
    // "please make the fridge open", "make the light off" (a causative, as a speaker of another language says it): the thing
    // put in the state said after it, as "fridge open" is.
    const put = this.kinds.switchOf(thing) ?? this.kinds.verbAfterThing(thing);
    if (put !== undefined && this.isCommand(put.split(' '))) return { command: put, words: clause.slice(at).join(' ') };
    for (let i = 0; i < thing.length; i++) {
      const modifier = this.vocabulary.first(thing, i, ['modifier']);
      const reading = modifier?.readings.find((r) => r.kind === 'modifier');
      const verb = reading?.kind === 'modifier' ? VERB_OF[reading.meaning] : undefined;
      if (verb === undefined) continue;
      const command = `${verb} ${thing.join(' ')}`;
      return this.isCommand(command.split(' ')) ? { command, words: clause.slice(at).join(' ') } : undefined;
    }
    return undefined;
  }

  /**
   * The state a one-word modifier at `at` asks when another need's phrase follows it (after "to":
   * "cold to drink"), else undefined.
   */
  private stateBeforeNeed(clause: readonly string[], at: number, length: number): Meaning | undefined {
    const modifier = this.vocabulary.first(clause, at, ['modifier']);
    const reading = modifier?.readings.find((r) => r.kind === 'modifier');
    if (modifier === undefined || modifier.length !== length || reading?.kind !== 'modifier') return undefined;
    const next = clause[at + length] === 'to' ? at + length + 1 : at + length;
    return this.needPhrases.some((p) => matchesAt(clause, next, p.words)) ? reading.meaning : undefined;
  }

  /** The first of `states` said in `clause`; a state word inside a thing's name ("stuff" of "the cleaning stuff") says no state of it. */
  private stateIn(clause: readonly string[], states: readonly string[]): string | undefined {
    return states.find((w) => {
      const words = w.split(' ');
      const at = findWords(clause, words);
      // "left the laptop on the sofa": a word of place before a thing says where it is, not how it is.
      const placed = STATE_END_PLACES.has(words.at(-1)!) && this.determiners.has(clause[at + words.length] ?? '');
      return at >= 0 && !placed && !splitsName(clause, at, at + words.length - 1, this.vocabulary);
    });
  }

  /**
   * "the TV is on but nobody is watching": a clause that names no thing and says a state of a need
   * the thing named before can be in is said of that thing (the clause with it named).
   */
  private stateOfThingBefore(clause: readonly string[], thing: string | undefined): string[] | undefined {
    // A pronoun there is the thing already ("it needs to dry out"): read as it stands.
    if (thing === undefined || clause.some((w, i) => PRONOUN_WORDS.has(w) || this.vocabulary.first(clause, i, ['noun']) !== undefined)) return undefined;
    const types = this.typesOf(thing);
    const ofThing = Object.values(this.knowledge.uses.needs).some((n) => n.of.some((t) => types.includes(t)) && this.stateIn(clause, n.states)?.includes(' '));
    return ofThing ? [...clause, 'the', ...thing.split(' ')] : undefined;
  }

  /** The need a state said in `clause` puts the thing `word` names in ("the fruit ... going off": fresh), if any. */
  private stateOfNamed(clause: readonly string[], word: string): string | undefined {
    // Said in a tail of when or while ("some fruit before it goes off"), the state is not said of the thing as it is.
    const tail = this.kinds.subordinateAt(clause);
    const at = clause.slice(0, tail).indexOf(word);
    const noun = at < 0 ? undefined : this.vocabulary.first(clause, at, ['noun']);
    if (noun === undefined) return undefined;
    const types = new Set(noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])));
    const said = clause.slice(at + noun.length, tail);
    return Object.entries(this.knowledge.uses.needs).find(([, entry]) => entry.of.some((t) => types.has(t)) && this.stateIn(said, entry.states) !== undefined)?.[0];
  }

  /** Whether the clause says a need of a thing of these types by its words or states ("the mug is left out and it's filthy": cleaning). */
  private needOfThing(clause: readonly string[], types: readonly string[]): boolean {
    return Object.values(this.knowledge.uses.needs).some((n) => n.of.some((t) => types.includes(t)) && this.stateIn(clause, [...n.words, ...n.states]) !== undefined);
  }

  /** The needs and things of a clause, added to the lists; whether it had any. */
  private needsAndThings(clause: readonly string[], needs: SaidNeed[], things: NamedThing[], words: string[], describing = false, wanted = false): boolean {
    let found = false;
    const thingsBefore = things.length;
    const needsBefore = needs.length;
    const pendingStates: Meaning[] = [];
    for (let i = 0; i < clause.length; ) {
      // After "the", "a", "my" a thing is named, not a need ("the watch" is a watch).
      const thingHere = this.vocabulary.first(clause, i, ['noun']);
      // "the kitchen light", "the bathroom light": a room's word between them is no more than "the" ("the light").
      let before = i - 1;
      while (before > 0 && ROOM_WORDS.has(clause[before]!)) before--;
      const named = i > 0 && this.determiners.has(clause[before]!) && thingHere !== undefined;
      // A longer name of a thing starting here is the thing ("hand towel" is no need of clean hands); after "the", a
      // need's phrase that says more than the thing's name is the need ("the lights down low").
      // A thing no one hands over, said with "a", is its use ("I want a bath", "off for a shower", "a bath would be nice"):
      // the need its name says; no one asks for one fixture among others.
      const fixtureWished = named && (clause[i - 1] === 'a' || clause[i - 1] === 'an') && !this.canCarry(thingHere!.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])));
      const found1 = this.needPhrases.find((p) => matchesAt(clause, i, p.words) && (thingHere === undefined || (named && !fixtureWished ? thingHere.length < p.words.length : thingHere.length <= p.words.length)));
      // Said of a thing ("there's a dirty plate"), a word of need describes it: the person needs nothing by it.
      // Ending in a verb's -ing before a thing ("I'm leaving the keys on the table"), it is the doing of that verb, not the
      // need; what the person does with a thing themselves still says a need ("reading the paper": light to read by).
      const last = clause[i + (found1?.words.length ?? 0) - 1] ?? '';
      const next = i + (found1?.words.length ?? 0);
      const thingNext = this.determiners.has(clause[next] ?? '') && this.vocabulary.first(clause, next + 1, ['noun']) !== undefined;
      const verbOnThing = found1 !== undefined && last.endsWith('ing') && thingNext && this.vocabulary.first(clause, i + found1.words.length - 1, ['verb', 'particleVerb']) !== undefined && !this.personal.some((p) => gerund(p.join(' ')) === last);
      // After "a", "the", "my" the words after it name the thing it describes, though they name no thing of the room
      // ("it's the dirty washing": what is dirty is not a thing here).
      const thingAfter = (at: number): boolean =>
        this.vocabulary.first(clause, at, ['noun']) !== undefined || (this.determiners.has(clause[i - 1] ?? '') && clause[at] !== undefined && !this.fillers.has(clause[at]!));
      // A meal or drinks one goes out for ("going out for dinner", "out for drinks") are had elsewhere: no need here.
      const outFor = clause[i - 1] === 'for' && clause[i - 2] === 'out';
      // "I'm not hungry": a need the person says they are not in is none (denied-need.ts).
      const denied = found1 !== undefined && needDenied(clause, i);
      // Unless the need is the thing's own ("there's a dirty pan on the stove": the pan cleaned); a word of the state it
      // is asked in says how it is ("there's a clean mug in the cupboard").
      const ofThingAfter = (at: number): boolean => {
        if (this.vocabulary.first(clause, i, ['modifier']) !== undefined) return false;
        const named = this.vocabulary.first(clause, at, ['noun'])?.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])) ?? [];
        return found1 !== undefined && named.length > 0 && (this.knowledge.uses.needs[found1.need]?.of ?? []).some((t) => named.includes(t));
      };
      const need = (describing && found1 !== undefined && thingAfter(i + found1.words.length) && !ofThingAfter(i + found1.words.length)) || verbOnThing || outFor || denied ? undefined : found1;
      // A state word right before another need ("something cold to drink", "a cold drink") says how
      // what serves that need should be, not a need of its own (issue 38: "cold" is not "I am cold").
      // So does a word of how a thing is that names no need ("something hot to eat").
      const how = found1 === undefined && thingHere === undefined ? this.vocabulary.first(clause, i, ['modifier']) : undefined;
      const warmth = how?.readings.some((r) => r.kind === 'modifier' && TEMPERATURES.has(r.meaning)) === true;
      const stateLength = need?.words.length ?? (warmth ? how!.length : undefined);
      const state = stateLength === undefined ? undefined : this.stateBeforeNeed(clause, i, stateLength);
      if (state !== undefined) {
        pendingStates.push(state);
        words.push(clause.slice(i, i + stateLength!).join(' '));
        found = true;
        i += stateLength!;
        continue;
      }
      if (need !== undefined) {
        const said = clause.slice(i, i + need.words.length).join(' ');
        const states = pendingStates.splice(0);
        // Every need said by the longest phrase here ("tired": sleep and waking), never by a shorter one inside it ("waste electricity" is no rubbish).
        for (const n of this.needPhrases.filter((p) => p.words.join(' ') === need.words.join(' ') || (p.words.length === need.words.length && matchesAt(clause, i, p.words)))) {
          if (!needs.some((s) => s.need === n.need && s.words === said)) needs.push({ need: n.need, words: said, ...(states.length > 0 ? { states } : {}), ...(wanted || this.wantedBefore(clause, i) ? { wished: true } : {}) });
        }
        words.push(said);
        found = true;
        i += need.words.length;
        continue;
      }
      const noun = this.fillers.has(clause[i]!) ? undefined : this.vocabulary.first(clause, i, ['noun']);
      if (noun !== undefined) {
        const types = noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : []));
        // "a cup of tea": what the vessel holds is what is asked; a drink the world has no liquid for is missing.
        const contents = clause[i + noun.length] === 'of' ? clause[i + noun.length + 1] : undefined;
        if (contents !== undefined && !this.determiners.has(contents) && !this.liquids.has(contents) && this.vocabulary.first(clause, i + noun.length + 1, ['noun']) === undefined) {
          this.absent.push(`${noun.words} of ${contents}`);
        }
        things.push({ types, words: noun.words });
        found = true;
        i += noun.length;
        continue;
      }
      i++;
    }
    // A state said of a thing named with it ("the plant looks dry"): the need that thing is in. A state inside a longer
    // one said there is that one's ("mouldy" of "go mouldy": kept fresh, not binned), as names are read, the longest first.
    const named = new Set(things.slice(thingsBefore).flatMap((t) => t.types));
    const statesSaid = Object.entries(this.knowledge.uses.needs)
      .filter(([, entry]) => entry.of.some((t) => named.has(t)))
      .map(([need, entry]) => ({ need, state: this.stateIn(clause, entry.states) }))
      .filter((s): s is { need: string; state: string } => s.state !== undefined);
    const span = (state: string): [number, number] => {
      const at = findWords(clause, state.split(' '));
      return [at, at + state.split(' ').length];
    };
    const inside = (a: string, b: string): boolean => {
      const [a0, a1] = span(a);
      const [b0, b1] = span(b);
      return b1 - b0 > a1 - a0 && b0 <= a0 && a1 <= b1;
    };
    for (const { need, state } of statesSaid) {
      if (statesSaid.some((other) => inside(state, other.state))) continue;
      if (!needs.some((s) => s.need === need)) needs.push({ need, words: state });
      words.push(state);
      found = true;
    }
    if (describing) this.dropNeedsNotOf(named, needs, needsBefore, words);
    this.dropNeedsSaidOf(needs, needsBefore, words);
    return found;
  }

  /**
   * Needs said beside one they are said of are that one's: dropped. `over` looks in one clause ("my hands are filthy"),
   * `overAnywhere` in the whole request ("dinner's ready but I've nothing to eat it with").
   */
  private dropNeedsSaidOf(needs: SaidNeed[], from: number, words: string[], key: 'over' | 'overAnywhere' = 'over'): void {
    const over = new Set(needs.slice(from).flatMap((n) => this.knowledge.uses.needs[n.need]?.[key] ?? []));
    for (let i = needs.length - 1; i >= from; i--) {
      if (!over.has(needs[i]!.need)) continue;
      const said = needs.splice(i, 1)[0]!.words;
      if (!needs.some((n) => n.words === said) && words.includes(said)) words.splice(words.lastIndexOf(said), 1);
    }
  }

  /** Uses asked beside a need they are said of (its `overUses`) are that need's ("cereal for breakfast": a bowl for it, no cooked breakfast): dropped. */
  private dropAsksSaidOf(needs: readonly SaidNeed[], asked: { use: Use; words: string }[], words: string[]): void {
    const over = new Set(needs.flatMap((n) => this.knowledge.uses.needs[n.need]?.overUses ?? []));
    for (let i = asked.length - 1; i >= 0; i--) {
      if (!over.has(asked[i]!.use.id)) continue;
      const said = asked.splice(i, 1)[0]!.words;
      if (!asked.some((a) => a.words === said) && words.includes(said)) words.splice(words.lastIndexOf(said), 1);
    }
  }

  /**
   * A clause telling how a thing is says its need of that thing: a need that only some things can
   * be in (a need's `of`: only what AI2-THOR can make dirty is cleaned) said of things none of which
   * can be is no need of the person's ("the soap has gone all gross": the soap cannot be cleaned, and
   * cleaning the mirror instead does not rest on the words). Those read after `from` are dropped.
   */
  private dropNeedsNotOf(named: ReadonlySet<string>, needs: SaidNeed[], from: number, words: string[], setAside?: string[]): void {
    if (named.size === 0) return;
    for (let i = needs.length - 1; i >= from; i--) {
      const of = this.knowledge.uses.needs[needs[i]!.need]?.of ?? [];
      if (of.length === 0 || of.some((t) => named.has(t))) continue;
      const said = needs.splice(i, 1)[0]!.words;
      if (!needs.some((n) => n.words === said) && words.includes(said)) words.splice(words.lastIndexOf(said), 1);
      setAside?.push(said);
    }
  }
}

/** The clauses of a request: split at marks and at the words that join a wish's parts (with the join word that split each). */
function splitClauses(words: readonly string[]): { words: string[]; join: string }[] {
  const clauses: { words: string[]; join: string }[] = [{ words: [], join: ',' }];
  let previous = '';
  for (const word of words) {
    // "it is so harsh": after "is", "so" says how much, it joins nothing.
    const intensifies = word === 'so' && INTENSIFIED.has(previous);
    if (word === ',' || (CLAUSE_JOINS.has(word) && !intensifies)) clauses.push({ words: [], join: word });
    else clauses[clauses.length - 1]!.words.push(word);
    previous = word;
  }
  return clauses.filter((c) => c.words.length > 0);
}

/** Takes every thing named by `words` out of `list`: it is read as something else now. */
function dropNamed(list: NamedThing[], words: string): void {
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.words === words) list.splice(i, 1);
}

/** Whether `phrase` stands at `at` of `words`, a word in its plural too ("plants"). */
function matchesAt(words: readonly string[], at: number, phrase: readonly string[]): boolean {
  return at + phrase.length <= words.length && phrase.every((p, j) => words[at + j] === p || words[at + j] === pluralOf(p));
}

/** Where `phrase` first stands in `words` (plurals too), or -1. */
function findWords(words: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  for (let i = 0; i + phrase.length <= words.length; i++) if (matchesAt(words, i, phrase)) return i;
  return findPhrase(words, phrase);
}

/**
 * Whether the words `from`..`to` (inclusive) cut a thing's name of the vocabulary in two: a name
 * starting before them that runs into them ("desk lamp" of "lamp on"), or one starting inside
 * them that runs past their end ("coffee table" of "coffee").
 */
export function splitsName(words: readonly string[], from: number, to: number, vocabulary: Vocabulary): boolean {
  for (let at = 0; at <= to; at++) {
    const name = vocabulary.first(words, at, ['noun']);
    if (name === undefined) continue;
    const end = at + name.length - 1;
    if ((at < from && end >= from) || (at >= from && end > to)) return true;
  }
  return false;
}
