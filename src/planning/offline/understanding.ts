/**
 * What a request asks for, read from its words: a command ("put the apple in the fridge":
 * words.yaml, parsed and stated as a goal); a use asked by name or a need said ("make the bed",
 * "I'm cold": uses.yaml), with what the person does themselves left to them; a question about a
 * thing named with nothing asked of it; or nothing, with the words not understood or what the
 * room lacks. Every goal lists the words it rests on. Nothing is ever read by a keyword alone:
 * "bed" in "make the bed" is the bed to make, not a wish to relax.
 */
import { fallbackSaid } from './understand/fallback-said.js';
import { deedsDenied, denialOfWhatIsRead } from './understand/asked-and-denied.js';
import { thatChangeSomething } from './understand/already-so.js';
import { describeGoal, typeNames, type Alternative } from '../../goals/index.js';
import { derivableTypes, type Catalogue } from '../../world/index.js';
import type { StageOneInput } from '../planner.js';
import { chooseOption, type NamedGoal } from './intents.js';
import type { Knowledge } from './knowledge-schema.js';
import { parseCommand, tokens, type Mention, type Parse } from './understand/parse.js';
import { knownWords, RequestReader, type NamedThing, type RequestReading } from './understand/request-reader.js';
import type { Slot } from './understand/word-slots.js';
import { spoken, type Slip } from './understand/speech.js';
import { readEnglish } from './understand/english-words.js';
import type { LinkPos } from './understand/word-links.js';
import { findPhrase, pluralOf } from './text.js';
import { goalOfCommands } from './understand/to-goal.js';
import { readingAnswered, readingsOf } from './understand/readings.js';
import { requestConstraints, type RequestConstraint } from './understand/request-constraints.js';
import type { Vocabulary } from './understand/vocabulary.js';
import { allOf, anyOf, chooseUses, titleOf as titleOfUse, type LeftOut } from './uses/choose-uses.js';
import { namedAmong } from './uses/named-among.js';
import { goalsAbout, thingTypes } from './uses/about-thing.js';
import { outOfReachOf, outOfReachReason, outOfReachWords, type OutOfReachFound } from './uses/out-of-reach.js';
import { filledWith } from './uses/filled-with.js';
import { soughtNotHad } from './uses/sought-not-had.js';
import { putAwayGoal } from './uses/put-away.js';
import { eatenAt } from './understand/eaten-at.js';
import { brokenOnFloor, typesBroken } from './understand/breaks-things.js';
import { withoutToldParts } from './understand/told-parts.js';
import { hasProperty } from './understand/beyond-the-kind.js';
import { wantsOnlyLeftOut, withoutLeftOut } from './understand/left-out-of-group.js';
import { roomLightOnly, withRoomLightOff } from './understand/room-light.js';
import { narrowedToThings } from './understand/narrowed-to-things.js';
import { relativePlaceDropped } from './understand/relative-place.js';
import { soapWhereWashed } from './understand/soap-where-washed.js';
import { unaccented } from './understand/unaccented.js';
import { hinglishOrder } from './understand/hinglish-order.js';
import { pointedByPlace } from './understand/pointed-by-place.js';
import { eitherPlace } from './understand/either-place.js';
import { gaspingFor } from './understand/gasping-for.js';
import { outOfMyReach } from './understand/out-of-my-reach.js';
import { namedPolitely } from './understand/named-politely.js';
import { needsDoingAsCommands, type DoingWords } from './understand/needs-doing.js';
import { stillRawAsCommands } from './understand/still-raw.js';
import { switchAsTurn } from './understand/switch-as-turn.js';
import { burningAsLit } from './understand/burning-as-lit.js';
import { likenedSmell } from './understand/likened-smell.js';
import { sharedWith } from './understand/shared-with.js';
import { narrowedTo, usesOfThing } from './uses/thing-uses.js';
import { seenToGoal } from './uses/seen-to.js';
import { strayOfAskedUses, thingForNeed } from './uses/thing-for-need.js';
import type { StartState } from './understand/got-at.js';
import { requestAsMeant } from './understand/request-as-meant.js';
import { eitherNameAt } from './understand/either-names.js';
import { GROOMING, ownGrooming } from './understand/own-grooming.js';
import { offeredEither } from './understand/offered-either.js';
import { STATE_TAKEN_BY, stateOverList } from './understand/state-over-list.js';
import type { Meaning } from './understand/words-schema.js';

/** The words a goal rests on, as the person wrote them, and what was read around them. */
export interface GoalReading {
  /** The words (phrases) of the request the goal is read from. */
  readonly words: readonly string[];
  /** Words read as others: slips of spelling. */
  readonly slips: readonly Slip[];
  /** What the person does themselves ("sit on the sofa"): never planned. */
  readonly personal: readonly string[];
  /** Words not known that nothing rests on. */
  readonly setAside: readonly string[];
  /** Needs said beside the request's point that this room cannot serve: left out of the goal, and said. */
  readonly leftOut?: readonly LeftOut[] | undefined;
}

export type Understanding =
  | {
      readonly kind: 'goal';
      readonly goal: NamedGoal;
      readonly notes: readonly string[];
      readonly via: 'command' | 'need';
      /** A command whose words name several kinds of thing the room has: one goal per reading, to ask which. */
      readonly readings?: readonly NamedGoal[] | undefined;
      readonly reading: GoalReading;
    }
  /**
   * Several goals serve the request equally; `answer` is an answer that picked none of them;
   * `asStated`, a goal any of them meets (a command's, as its words say it), is planned when no
   * answer settles it.
   */
  | {
      readonly kind: 'tie';
      readonly options: readonly NamedGoal[];
      readonly answer?: string | undefined;
      readonly asStated?: NamedGoal | undefined;
      readonly reading: GoalReading;
      readonly notes?: readonly string[] | undefined;
    }
  /** A thing of the room named with nothing asked of it: "What should I do with the bed?" (`answer`: one that said nothing it understood). */
  | { readonly kind: 'ask'; readonly question: string; readonly options: readonly string[]; readonly reason: string; readonly answer?: string | undefined }
  /** `notUnderstood`: the words it did not understand, when that is why. */
  | { readonly kind: 'none'; readonly reason: string; readonly notUnderstood?: readonly string[] | undefined };

export interface UnderstandContext {
  readonly knowledge: Knowledge;
  readonly vocabulary: Vocabulary;
  readonly catalogue: Catalogue;
  readonly roomType: string;
  /** The types the room has or can make. */
  readonly usable: ReadonlySet<string>;
  /** What "it" means when nothing before names it (the dish a plan makes, for "serve it on a plate"). */
  readonly it?: Mention | undefined;
  /** The types of the furniture objects of a type stand in or on (for "by the television"). */
  readonly holdersOf?: ((type: string) => readonly string[]) | undefined;
  /** The faucets running into a basin of this type (a bath, hands at the sink); absent: any faucet. */
  readonly faucetsFor?: ((basin: string) => readonly string[]) | undefined;
  /** The ids of the room's objects of a type: a place said to be a single one ("in one box") is one of them. */
  readonly instancesOf?: ((type: string) => readonly string[]) | undefined;
  /** The robots' skills by name, for a refusal of what none of them does. */
  readonly skills?: readonly string[] | undefined;
  /** Whether the room's objects of a type start on or open (got-at.ts: "get the lights" switches them the other way). */
  readonly startState?: StartState | undefined;
}

/** The types a request in this scene can be about: those the room has and those it can make (AppleSliced from an Apple). */
export function usableTypes(scene: StageOneInput['scene'], catalogue: Catalogue): Set<string> {
  const present = new Set(scene.objectTypes);
  return new Set([...present, ...(scene.derivableTypes ?? derivableTypes(present, catalogue))]);
}

/** The faucets of a scene by the type of basin each runs into (its `controls:` link). */
export function faucetsOfScene(objects: readonly { id: string; type: string; controls?: string | undefined }[]): (basin: string) => string[] {
  // A tub's basin the floorplan listing types as a SinkBasin ("Bathtub|...|SinkBasin", FloorPlan420) is the tub's: its
  // tap runs a bath, never the tap at the sink (the tap for washing hands was run into the bath).
  const typeOf = new Map(objects.map((o) => [o.id, o.type === 'SinkBasin' && o.id.startsWith('Bathtub|') ? 'BathtubBasin' : o.type] as const));
  return (basin) => objects.filter((o) => o.type === 'Faucet' && o.controls !== undefined && typeOf.get(o.controls) === basin).map((o) => o.id);
}

/** The ids of a scene's objects by type, in the scene's order. */
export function instancesOfScene(objects: readonly { id: string; type: string }[]): (type: string) => string[] {
  return (type) => objects.filter((o) => o.type === type).map((o) => o.id);
}

/** A command's goal id: the request as asked. */
export const AS_ASKED = 'as-asked';

/** The reader of a knowledge (built once: its word list is the vocabulary's). */
interface ReaderEntry {
  reader: RequestReader;
  known: Set<string>;
  unread: Set<string>;
  /** The words read as they are, not as English of another (known and unread). */
  kept: Set<string>;
  /** Words never read as a slip of spelling of another: those not read, and those WordNet links to a known word. */
  linkedOrUnread: Set<string>;
  /** Words of English the reader does not read (no-things, not-slips): no slip, and they confirm none beside them. */
  unreadEnglish: Set<string>;
  /** The words a thing needing doing is read with (needs-doing.ts). */
  deeds: DoingWords;
}
const readers = new WeakMap<Knowledge, ReaderEntry>();
function readerOf(ctx: UnderstandContext): ReaderEntry {
  let entry = readers.get(ctx.knowledge);
  if (entry === undefined) {
    const known = knownWords(ctx.knowledge, ctx.vocabulary);
    // A thing sought is brought only where a person can be handed it: pickupable, and not used up (a used-up roll is a need of its own).
    const has = (property: string) => (type: string): boolean => hasProperty(type, property, ctx.catalogue);
    const effect = (name: 'sharpTool' | 'detergent') => (type: string): boolean => ctx.catalogue.types.get(type)?.effects?.[name] === true;
    const any = (of: (type: string) => boolean) => (types: readonly string[]): boolean => types.some(of);
    const canHold = any((t) => has('pickupable')(t) && !has('canBeUsedUp')(t));
    // A word of what cannot be had here is no slip of another ("hoover" is not "hover"), though the reader does not read it,
    // nor is another word a slip of it ("electricity" is no "electrician").
    const unread = outOfReachWords(ctx.knowledge.uses);
    // Where the catalogue lets a thing be put (its receptacles, AI2-THOR's PlacementRestrictions): "watch in the drawer" is the Watch put there.
    const canGoIn = (things: readonly string[], places: readonly string[]): boolean => things.some((t) => places.some((p) => ctx.catalogue.types.get(t)?.receptacles?.includes(p) === true));
    // Where a tap washes what lies in it (the catalogue's Faucet `washes`: AI2-THOR's SinkBasin, BathtubBasin): dirtyable things there wait to be washed.
    const basins = new Set([...ctx.catalogue.types.values()].flatMap((t) => t.effects?.washes ?? []));
    const waitsToBeWashed = (things: readonly string[], places: readonly string[]): boolean => things.length > 0 && things.every(has('dirtyable')) && places.length > 0 && places.every((p) => basins.has(p));
    const reader = new RequestReader(ctx.knowledge, ctx.vocabulary, known, canHold, any(has('toggleable')), any(has('pickupable')), any(has('canBeUsedUp')), any(effect('sharpTool')), any(effect('detergent')), canGoIn, waitsToBeWashed, any(has('openable')));
    entry = { reader, known, unread, kept: new Set([...known, ...unread]), linkedOrUnread: new Set([...unread, ...ctx.knowledge.links.words()]), unreadEnglish: new Set([...ctx.knowledge.noThings.words(), ...ctx.knowledge.notSlips]), deeds: deedWords(ctx) };
    readers.set(ctx.knowledge, entry);
  }
  return entry;
}

/**
 * What `text` (with the answer to a clarifying question, if any) asks for. A request that parses
 * whole as commands of words.yaml is a command, unless it asks for a use by a phrase that covers
 * its verb ("boil some water" is no command to cook the tap); otherwise it is read clause by
 * clause. A word not understood blocks only where the reading rests on it.
 */
export function understand(said: string, answer: string | undefined, ctx: UnderstandContext): Understanding {
  // What a voice transcript took back, a story before "anyway", a list closed by "or" (request-as-meant.ts).
  // Accents taken off (unaccented.ts): "dejó" is read whole; Hinglish and Spanish word order as English says it (hinglish-order.ts).
  const text = requestAsMeant(codeMixed(unaccented(said), ctx), ctx.vocabulary, ctx.catalogue);
  return eitherUnderstood(text, (meant) => understandMeant(meant, answer, ctx), eitherNameAt(ctx.vocabulary, ctx.knowledge.uses));
}

function understandMeant(text: string, answer: string | undefined, ctx: UnderstandContext): Understanding {
  // "never mind the toast": a dish taken back by the name of its use (dish-left-out.ts).
  const goalAsked = (words: string): string | undefined => {
    const use = ctx.knowledge.uses.uses.find((u) => u.asks.includes(words));
    return use === undefined ? undefined : (use.goal ?? use.id);
  };
  const { rest, constraints } = requestConstraints(text, ctx.vocabulary, goalAsked);
  return constraints.length === 0 ? understandAsked(text, answer, ctx) : withConstraints(rest, constraints, answer, ctx);
}

/** The most things offered with "or" in one request read as a choice (each doubles the readings). */
const MAX_OFFERED = 3;

/**
 * Two things offered with "or" (offered-either.ts): where the reader did not read the choice itself ("I need a cup or a
 * mug" is either held), the request said with each alone, and either goal will do, the first said first.
 */
function eitherUnderstood(text: string, read: (text: string) => Understanding, nameAt: (words: readonly string[], at: number) => number, offered = 0): Understanding {
  const whole = read(text);
  const split = offered < MAX_OFFERED ? offeredEither(text, nameAt) : undefined;
  if (split === undefined || readsChoice(whole)) return whole;
  const [first, second] = split.map((one) => eitherUnderstood(one, read, nameAt, offered + 1)) as [Understanding, Understanding];
  // Only where both read: "a cup or the fridge" is no choice of a cup.
  return first.kind === 'goal' && second.kind === 'goal' ? eitherOf(first, second) : whole;
}

/** Whether a reading rests on words with "or" in them: the reader read the choice. */
const readsChoice = (u: Understanding): boolean => (u.kind === 'goal' || u.kind === 'tie') && u.reading.words.some((w) => w.split(' ').includes('or'));

/** Two goals read from one request, either of which will do. */
function eitherOf(first: Extract<Understanding, { kind: 'goal' }>, second: Extract<Understanding, { kind: 'goal' }>): Understanding {
  if (JSON.stringify(first.goal.alternatives) === JSON.stringify(second.goal.alternatives)) return first;
  const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...new Set([...a, ...b])];
  const [a, b] = [first.reading, second.reading];
  const leftOut = union(a.leftOut ?? [], b.leftOut ?? []);
  return {
    kind: 'goal',
    goal: anyOf([first.goal, second.goal]),
    notes: union(first.notes, second.notes),
    via: first.via,
    reading: { words: union(a.words, b.words), slips: union(a.slips, b.slips), personal: union(a.personal, b.personal), setAside: union(a.setAside, b.setAside), ...(leftOut.length > 0 ? { leftOut } : {}) },
  };
}

/**
 * A request with what to leave out, use or keep besides what to do: the rest read, a keep as a
 * command of it; the leave-outs and uses are the request's rules (requestRules), kept where
 * preferences are. Every constraint's words are words the reading rests on.
 */
function withConstraints(rest: string, constraints: readonly RequestConstraint[], answer: string | undefined, ctx: UnderstandContext): Understanding {
  const commands = constraints.flatMap((c) => (c.kind === 'keep' ? [c.command] : []));
  const asked = [rest, ...commands].filter((t) => t.trim() !== '').join(', and ');
  const said = constraints.map((c) => c.words);
  if (asked === '') return { kind: 'none', reason: `it says only what to leave out or use (${quoted(said)}), not what to do` };
  const read = understandAsked(asked, answer, ctx);
  if (read.kind !== 'goal' && read.kind !== 'tie') return read;
  // "I would love a coffee. do not make the coffee": what is read is what a leave-out denies; both cannot be done.
  // A denial read as another kind ("do not make the coffee" as a use of "do") denies all the same.
  const denied = denialOfWhatIsRead(constraints.flatMap((c) => (c.kind === 'leave-out' || deedsDenied(c.words).length > 0 ? [c.words] : [])), read.reading.words);
  if (denied !== undefined) return deniedRefusal(read, denied);
  // "I'm hungry, no toast": toast is no longer one of the meals that will do; "coffee and toast, never mind the toast":
  // a reading that still makes the dish taken back cannot be done (dish-left-out.ts).
  const dishes = constraints.flatMap((c) => (c.kind === 'leave-out' && c.dish !== undefined ? [{ dish: c.dish, words: c.words }] : []));
  const withoutDish = (g: NamedGoal): NamedGoal => ({ ...g, alternatives: g.alternatives.filter((a) => !dishes.some((d) => a.name === d.dish)) });
  const kept = dishes.length === 0 ? read : read.kind === 'goal' ? { ...read, goal: withoutDish(read.goal) } : { ...read, options: read.options.map(withoutDish) };
  const makesDish = (g: NamedGoal): string | undefined => dishes.find((d) => g.alternatives.length === 0 || g.id.split('+').includes(d.dish))?.words;
  const dish = (kept.kind === 'goal' ? [kept.goal] : kept.options).map(makesDish).find((w) => w !== undefined);
  if (dish !== undefined) return deniedRefusal(read, dish);
  // The keep's command is the reader's wording, not the person's: its words are the keep's.
  const own = (words: string): string => commands.reduce((w, c) => w.replace(c, ''), words).replace(/^[\s,]*(and\s+)?|[\s,]*(,\s*and)?[\s,]*$/g, '');
  const theirs = read.reading.words.map(own).filter((w) => w !== '' && !commands.some((c) => w.split(' ').every((t) => c.split(' ').includes(t))));
  // "all the cleaning stuff, not the cloth": the group asks the rest of it (left-out-of-group.ts).
  const leftOut = new Set(constraints.flatMap((c) => (c.kind === 'leave-out' ? c.things.flatMap((t) => t.types) : [])));
  // "not the big light": the room's light, on at the start, switched off (room-light.ts); "don't touch the lights"
  // leaves it as it is.
  const lightOff = constraints.some((c) => c.kind === 'leave-out' && roomLightOnly(c.things) && !/\b(touch|alone|leave)\b/.test(c.words));
  // A reading that wants only what was left out answers nothing asked: refused, naming what was left out.
  const options = kept.kind === 'goal' ? [kept.goal] : kept.options;
  if (options.every((g) => wantsOnlyLeftOut(g, leftOut))) {
    return { kind: 'none', reason: `it asks for ${options.map((g) => g.title).join(' or ')}, but also says ${quoted(said)}` };
  }
  const narrow = (g: NamedGoal): NamedGoal => (lightOff ? withRoomLightOff(withoutLeftOut(g, leftOut)) : withoutLeftOut(g, leftOut));
  const narrowed = kept.kind === 'goal' ? { ...kept, goal: narrow(kept.goal) } : { ...kept, options: kept.options.map(narrow) };
  return { ...narrowed, reading: { ...read.reading, words: [...new Set([...theirs, ...said])] } };
}

function understandAsked(asked: string, answer: string | undefined, ctx: UnderstandContext): Understanding {
  // "the book that's on the couch": which book, as "the book on the couch" says it (relative-place.ts); "whatever's on the
  // armchair": the one kind of thing there, named (pointed-by-place.ts).
  // "a book, or the paper if there's no book": either, the first where the room has it (fallback-said.ts).
  // "switch the shower on", "make the lamp on" (switch-as-turn.ts); a candle burning, lit (burning-as-lit.ts); "smells like a
  // swamp": it smells (likened-smell.ts); "sharing my bed with a baseball bat": a bat in the bed (shared-with.ts).
  // "in a cupboard or a drawer": the one place the room has, or either (either-place.ts); "gasping for a shower": wanting it (gasping-for.ts);
  // "the towel is out of reach": too far away, brought (out-of-my-reach.ts).
  const plain = fallbackSaid(sharedWith(likenedSmell(burningAsLit(switchAsTurn(outOfMyReach(gaspingFor(asked)))))));
  // "I want the cup and the plate washed": both washed (state-over-list.ts).
  const text = soapTold(relativePlaceDropped(pointedAt(eitherPlaceOf(listStateOf(plain, ctx), ctx), ctx)), ctx);
  const { known, kept, linkedOrUnread, unreadEnglish, deeds } = readerOf(ctx);
  const said0 = spoken(text, ctx.knowledge.speech, known, (word) => ctx.vocabulary.isNoun(word), (word) => ctx.vocabulary.isVerb(word), linkedOrUnread, unreadEnglish, ctx.knowledge.sayings);
  // "the apples need washing": the command it stands for.
  // "the potatoes are still raw": cooking them (still-raw.ts).
  const typed = { ...said0, text: stillRawAsCommands(needsDoingAsCommands(said0.text, deeds), (word) => ctx.vocabulary.isNoun(word)) };
  // Words the lists do not know, read as ordinary English: inflected forms as the known word, words that ask nothing set aside.
  const linkOf = (word: string, pos: LinkPos): string | undefined => ctx.knowledge.links.readAs(word, pos);
  const noThingOf = (noun: string): string | undefined => ctx.knowledge.noThings.kindOf(noun);
  const english = readEnglish(typed.text, { known: kept, isNoun: (word) => ctx.vocabulary.isNoun(word), isVerb: (word) => ctx.vocabulary.isVerb(word), pluralOf, linkOf, noThingOf, onlyAdverb: (word) => ctx.knowledge.adverbs.has(word) });
  const said = { text: english.text, slips: [...typed.slips, ...english.lemmas] };
  const aside = english.aside.map((a) => a.word);
  const read = readSaid(text, said, aside, answer, ctx);
  const final = read.kind === 'none' ? (readAround(text, said, aside, read, answer, ctx) ?? readWithoutTold(text, read, answer, ctx, said.slips) ?? read) : read;
  // "I would love a coffee. do not make the coffee": a reading that rests on what a denial names cannot be done.
  if (final.kind === 'goal' || final.kind === 'tie') {
    const denied = denialOfWhatIsRead(deedsDenied(said.text), final.reading.words);
    if (denied !== undefined) return deniedRefusal(final, denied);
  }
  return final.kind === 'ask' ? (askedPolitely(said.text, answer, ctx) ?? final) : final;
}

/** A reading refused for a denial of what it asks (asked-and-denied.ts): both said, neither done. */
function deniedRefusal(read: Extract<Understanding, { kind: 'goal' | 'tie' }>, denied: string): Understanding {
  const titles = read.kind === 'goal' ? [read.goal.title] : read.options.map((g) => g.title);
  return { kind: 'none', reason: `it asks for ${titles.join(' or ')}, but also says ${quoted([denied])}` };
}

/** The types a thing's or a place's words name in full ("the cupboard": Cabinet), none when they do not. */
function namedTypesIn(ctx: UnderstandContext): (words: string) => readonly string[] {
  return (words) => {
    const said = words.split(' ').filter((w) => !['the', 'my', 'that', 'this', 'a', 'an', 'our', 'one', 'of'].includes(w));
    const noun = ctx.vocabulary.first(said, 0, ['noun']);
    return noun === undefined || noun.length !== said.length ? [] : noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : []));
  };
}

/** The meaning of a state's words ("washed": clean, "off": switched off). */
const SWITCHED: Readonly<Record<string, Meaning>> = { on: 'switchOn', off: 'switchOff', open: 'open', closed: 'close', shut: 'close' };

/** `text` with a state said once after two things said after each, where both can take it (state-over-list.ts). */
function listStateOf(text: string, ctx: UnderstandContext): string {
  const meaningOf = (state: string): Meaning | undefined => {
    const said = state.toLowerCase().split(' ');
    const modifier = ctx.vocabulary.first(said, 0, ['modifier']);
    const reading = modifier?.length === said.length ? modifier.readings.find((r) => r.kind === 'modifier') : undefined;
    return SWITCHED[said.join(' ')] ?? (reading?.kind === 'modifier' ? reading.meaning : undefined);
  };
  return stateOverList(text, {
    thingTypes: namedTypesIn(ctx),
    takes: (types, state) => {
      const property = STATE_TAKEN_BY[meaningOf(state) ?? 'use'];
      return property === undefined ? undefined : types.some((t) => hasProperty(t, property, ctx.catalogue));
    },
  });
}

/** `text` with two places said as either narrowed to the one the room has (either-place.ts). */
function eitherPlaceOf(text: string, ctx: UnderstandContext): string {
  const usable = new Set(ctx.usable);
  const canHold = (type: string): boolean => ctx.catalogue.types.get(type)?.properties.includes('receptacle') === true;
  const placeTypes = namedTypesIn(ctx);
  // Only the room's furniture that things are put in or on: "a cup or a glass" are things (fallback-said.ts).
  return eitherPlace(text, { placeTypes: (w) => placeTypes(w).filter(canHold), has: (type) => usable.has(type) });
}

/** `text` with a Hinglish command in English order (hinglish-order.ts); `text` where none is said. */
function codeMixed(text: string, ctx: UnderstandContext): string {
  const lower = text.toLowerCase();
  const isNoun = (words: string): boolean => ctx.vocabulary.isNoun(words);
  const out = hinglishOrder(lower, isNoun);
  return out === lower ? text : out;
}

/** `text` with hands to be washed read as the soap told of brought to the sink (soap-where-washed.ts). */
function soapTold(text: string, ctx: UnderstandContext): string {
  const soaps = ['SoapBar', 'SoapBottle'].filter((t) => ctx.usable.has(t));
  const soapAt = (place: readonly string[]): string | undefined => {
    if (ctx.holdersOf === undefined) return undefined;
    // The last one or two words of the place that name furniture ("the edge of the bath": "bath").
    const ends = [place.slice(-2), place.slice(-1)].filter((w) => w.length > 0);
    const types = ends.flatMap((words) => ctx.vocabulary.first([...words], 0, ['noun'])?.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])) ?? []);
    // A basin is its tub's or sink's: soap stands on the Bathtub's rim, said "the bath" (BathtubBasin).
    const places = types.flatMap((t) => [t, t.replace(/Basin$/, '')]);
    const kinds = soaps.filter((t) => ctx.holdersOf!(t).some((h) => places.includes(h)));
    return kinds.length === 1 ? ctx.knowledge.words.nouns[kinds[0]!]?.find((n) => n.includes(' ')) : undefined;
  };
  return soapWhereWashed(text, soapAt);
}

/** `text` with a thing pointed at by its place named, where the room has one kind of thing there (pointed-by-place.ts). */
function pointedAt(text: string, ctx: UnderstandContext): string {
  if (ctx.holdersOf === undefined) return text;
  const holdersOf = ctx.holdersOf;
  const placeTypes = (words: string): readonly string[] => {
    const said = words.split(' ').filter((w) => !['the', 'my', 'that', 'this'].includes(w));
    const noun = ctx.vocabulary.first(said, 0, ['noun']);
    return noun === undefined || noun.length !== said.length ? [] : noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : []));
  };
  return pointedByPlace(text, {
    placeTypes,
    holdersOf,
    types: ctx.usable,
    carried: (type) => ctx.catalogue.types.get(type)?.properties.includes('pickupable') === true,
    nameOf: (type) => ctx.knowledge.words.nouns[type]?.[0],
  });
}

/**
 * A thing asked for by name alone, politely ("soap, please"; named-politely.ts): read as "I need the
 * soap", the thing handed over, resting on the person's words; nothing when that reads as no goal.
 */
function askedPolitely(spokenText: string, answer: string | undefined, ctx: UnderstandContext): Understanding | undefined {
  const words = tokens(spokenText).filter((w) => w !== ',');
  const thing = namedPolitely(words, ctx.vocabulary, new Set(ctx.knowledge.speech.determiners));
  if (thing === undefined) return undefined;
  const read = understandAsked(`i need the ${thing}`, answer, ctx);
  if (read.kind !== 'goal') return undefined;
  return { ...read, reading: { ...read.reading, words: [words.join(' ')] } };
}

/** The words a thing needing doing is read with: verbs of commands, of making, and the first words of uses asked by name ("water"). */
function deedWords(ctx: UnderstandContext): DoingWords {
  const asked = new Set(ctx.knowledge.uses.uses.flatMap((u) => u.asks.map((a) => a.split(' ')[0]!)));
  const making = new Set(ctx.knowledge.speech.making);
  return { isDeed: (w) => ctx.vocabulary.isVerb(w) || making.has(w) || asked.has(w), isNoun: (w) => ctx.vocabulary.isNoun(w) };
}

/**
 * A request refused for words not known, read again without the parts holding them where those
 * parts only tell beside a part that asks (told-parts.ts): "taking my niece to feed the ducks at the
 * park - can you slice up some of the bread for her?" is read from its ask, the rest said set aside.
 */
function readWithoutTold(text: string, refused: Understanding & { kind: 'none' }, answer: string | undefined, ctx: UnderstandContext, slips: readonly Slip[] = []): Understanding | undefined {
  // A word the reader wrote in another form ("drew" as "drawed", a past said in the regular form) is found as it was typed.
  const typed = (w: string): string => slips.find((s) => s.to === w && !s.from.includes(' '))?.from ?? w;
  const unknown = (refused.notUnderstood ?? []).filter((w) => !w.includes(' ')).map(typed);
  if (unknown.length === 0 || unknown.length !== (refused.notUnderstood ?? []).length) return undefined;
  const { speech } = ctx.knowledge;
  const parts = withoutToldParts(text, unknown, { vocabulary: ctx.vocabulary, past: new Set(speech.past), making: new Set(speech.making), contractions: speech.contractions, wanting: speech.wanting });
  if (parts === undefined || (parts.carried !== undefined && !onlyOneOf(parts.carried, ctx))) return undefined;
  const read = understandAsked(parts.kept, answer, ctx);
  if (read.kind !== 'goal' && read.kind !== 'tie') return undefined;
  return noted(read, `read without ${quoted(parts.dropped)}: it only tells, in words it does not know (${quoted(unknown)}), beside what is asked`, parts.dropped);
}

/**
 * Whether the room has one thing of what `words` name: "it" carried from a telling ("the spare loo
 * roll is sat on the counter ... put it somewhere dry") is that one, where another of its kind would
 * be moved in its place.
 */
function onlyOneOf(words: string, ctx: UnderstandContext): boolean {
  const instancesOf = ctx.instancesOf;
  if (instancesOf === undefined) return true;
  const types = ctx.vocabulary.first(words.split(' '), 0, ['noun'])?.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])) ?? [];
  return types.flatMap((t) => instancesOf(t)).length === 1;
}

/** A goal or a tie read around words or parts, with the note saying so and what was set aside; anything else as it is. */
function noted(read: Understanding, note: string, setAside: readonly string[] = []): Understanding {
  if (read.kind !== 'goal' && read.kind !== 'tie') return read;
  const reading = setAside.length === 0 ? read.reading : { ...read.reading, setAside: [...read.reading.setAside, ...setAside] };
  return read.kind === 'goal' ? { ...read, reading, notes: [...read.notes, note] } : { ...read, reading, notes: [...(read.notes ?? []), note] };
}

/** Slots of a word not known that a reading would rest on: what is done, the thing it is done to, how it is, a count or a time. */
const RESTED_ON: ReadonlySet<Slot> = new Set(['verb', 'thing', 'more', 'state', 'figure']);

/**
 * A request not understood for words the lists do not know, read again without them: what the
 * rest asks, resting on the words the reader knows, with the words set aside said. Only words that
 * stand where nothing is read from (who a clause speaks of, a loose word: "ofc the remote is on the
 * other chair"); never a word standing where the reading would rest on it ("set my alarm for 6am",
 * "give the basil a drink", "rinse the mug in the sink", "the bath is grotty": without it, the rest
 * reads as another task), nor a word the lists know (it was read, and blocked for a reason).
 * Nothing when any such word is needed or the rest reads as nothing.
 */
function readAround(text: string, said: { text: string; slips: readonly Slip[] }, aside: readonly string[], refused: Understanding & { kind: 'none' }, answer: string | undefined, ctx: UnderstandContext): Understanding | undefined {
  const { reader, kept } = readerOf(ctx);
  const rested = new Set(reader.unknownSlots(said.text).filter((s) => RESTED_ON.has(s.slot)).map((s) => s.word));
  const notKnown = (refused.notUnderstood ?? []).filter((w) => !w.includes(' ') && !kept.has(w));
  if (notKnown.length === 0 || notKnown.some((w) => rested.has(w) || /\d/.test(w))) return undefined;
  // A verb of what something is for ("... to catch the mess"): without it, what it acts on would be read as asked.
  if (notKnown.some((w) => new RegExp(`\\bto ${w}\\b`).test(said.text))) return undefined;
  const read = readSaid(text, { text: withoutWords(said.text, notKnown), slips: said.slips }, [...aside, ...notKnown], answer, ctx);
  if (read.kind === 'none') return undefined;
  return noted(read, `read without ${quoted(notKnown)}: words it does not know, where nothing asked rests on them`);
}

/** The request's words (as the reader's tokens write them) without `words`. */
function withoutWords(text: string, words: readonly string[]): string {
  const drop = new Set(words);
  return text.replace(/[a-z0-9']+/g, (w) => (drop.has(w.replace(/'/g, '')) ? '' : w)).replace(/ {2,}/g, ' ');
}

/** A request's words as spoken English is read (`said`), with the words set aside before it was read (`aside`). */
function readSaid(text: string, said: { text: string; slips: readonly Slip[] }, aside: readonly string[], answer: string | undefined, ctx: UnderstandContext): Understanding {
  const { reader } = readerOf(ctx);
  const parse = parseCommand(said.text, ctx.vocabulary);
  // "Put the apple on the left": a thing placed by a side of nowhere named is not understood, never read for the thing alone (fruit served).
  if (parse.sidesOnly.length > 0) return { ...notUnderstood(parse.sidesOnly), reason: `it did not understand where ${quoted(parse.sidesOnly)} is: say the place (on the counter, in the fridge)` };
  // "Get me a glass of red" parses as getting a glass: what it asks the glass to hold is not had here, and is said.
  // "The cleaning spray is on the side where she can reach it" parses as cleaning the spray: a thing said to be out of place is put away.
  const notHad = (): boolean => {
    const read = reader.read(said.text);
    return read.outOfReach.length > 0 || read.absent.length > 0 || read.putAway.length > 0;
  };
  if (parse.clauses.length > 0 && parse.unknown.length === 0 && !reader.asksOverVerb(said.text) && !reader.tellsNeedOverVerb(said.text) && !reader.asksFilled(said.text) && !reader.seesTo(said.text) && !reader.ensures(said.text) && !reader.tellsOwnPast(said.text) && !reader.handsTool(said.text) && !notHad()) {
    const command = commandOf(parse, text, answer, ctx, { words: [said.text.trim()], slips: said.slips, personal: [], setAside: aside });
    if (command.kind !== 'none') return command;
    // A verb with nothing to act on that names a use ("toast", "coffee"): that use, else the command's refusal.
    const read = withAside(reader.read(said.text), aside);
    // "I'm leaving now": a verb with nothing to act on and a need said is that need.
    // "I want to read in bed": a place said, but nothing to act on.
    // "put everything away": the whole room as the object, which a need's words (tidy) say better.
    const objectless = parse.clauses.every((c) => c.objects.every((o) => o.everything === true));
    const asked = read.asked.length > 0 || (objectless && read.needs.length > 0 && read.commands.length === 0) ? readClauses(text, said.text, said.slips, read, parse, answer, ctx) : command;
    return asked.kind === 'goal' || asked.kind === 'tie' ? asked : command;
  }
  return readClauses(text, said.text, said.slips, withAside(reader.read(said.text), aside), parse, answer, ctx);
}

/** A reading with the words set aside before it was read (english-words.ts) among its set-aside words. */
function withAside(read: RequestReading, aside: readonly string[]): RequestReading {
  return aside.length === 0 ? read : { ...read, setAside: [...aside, ...read.setAside] };
}

/** A request read clause by clause: its uses, needs, commands and what the person does. */
function readClauses(text: string, spokenText: string, slips: readonly Slip[], read: RequestReading, parse: Parse, answer: string | undefined, ctx: UnderstandContext): Understanding {
  const uses = ctx.knowledge.uses;
  const room = { roomType: ctx.roomType, usable: ctx.usable, skills: ctx.skills };
  // What no skill does or the world has none of, asked for: refused saying what is missing, never read as something else.
  // A thing not had beside a use or a command asked ("I'd love a tea, can you boil some water?"), or beside a need it would
  // serve ("I'm freezing, I could do with a hot cuppa": warmth), is the person's wish for that: set aside, and said.
  const asksElse = read.asked.length > 0 || read.commands.length > 0 || read.putAway.length > 0;
  const needsSaid = new Set(read.needs.map((n) => n.need));
  // What a thing is to be filled with is what is asked ("fill the mug with juice"): never set aside (filled-with.ts).
  // So is a thing looked for or asked to be handed ("where's my toothbrush?") (sought-not-had.ts).
  const asked = (f: OutOfReachFound): boolean => filledWith(spokenText, f.words) || soughtNotHad(spokenText, f.words, ctx.knowledge.speech.seeking);
  // Grooming said as the person's own deed beside another ask or a need ("I need to shave, the mirror is filthy") is why they ask.
  const ownDeed = (f: OutOfReachFound): boolean => f.kind === 'beyond' && f.key === GROOMING && (asksElse || read.needs.length > 0) && ownGrooming(spokenText, f.words);
  const setAside = (f: OutOfReachFound): boolean => (f.kind === 'absent' && !asked(f) && (asksElse || uses.absent[f.key]!.serves.some((n) => needsSaid.has(n)))) || ownDeed(f);
  const blocked = outOfReachOf(read.blocking, spokenText, uses);
  // A thing the world lacks, looked for in a clause that read as nothing beside what is asked ("..., where's my toothbrush?").
  const soughtAside = outOfReachOf(read.setAside.filter((w) => soughtNotHad(spokenText, w, ctx.knowledge.speech.seeking)), spokenText, uses).found.filter((f) => f.kind === 'absent');
  const found = [...read.outOfReach.filter((f) => !setAside(f)), ...blocked.found, ...soughtAside].filter((f, i, all) => all.findIndex((o) => o.kind === f.kind && o.key === f.key) === i);
  const notHad = read.outOfReach.filter(setAside).map((f) => f.words);
  let reading: GoalReading = { words: read.words.filter((w) => !notHad.includes(w)), slips, personal: read.personal, setAside: [...read.setAside, ...notHad] };
  if (found.length > 0) {
    const also = blocked.rest.length === 0 ? '' : `; it did not understand ${quoted(blocked.rest)} either`;
    return { kind: 'none', reason: `${outOfReachReason(found, uses, room)}${also}` };
  }
  if (read.blocking.length > 0) return notUnderstood(read.blocking);
  // "Make me a cup of tea": the world has no such drink; what it could do instead is the person's to ask.
  if (read.absent.length > 0 && read.asked.length === 0 && read.commands.length === 0) {
    const drinks = outOfReachOf(read.absent.map((a) => a.split(' of ').at(-1)!), read.absent.join(' , '), uses).found;
    if (drinks.length > 0) return { kind: 'none', reason: outOfReachReason(drinks, uses, room) };
    return { kind: 'none', reason: `there is no ${read.absent.map((a) => a.split(' of ').at(-1)).join(' or ')} here: ${quoted(read.absent)} asks for what no skill here fills a vessel with (${uses.liquids.join(' or ')})` };
  }
  // "the toilet's blocked, can you sort it out": a robot asked to do the person's deed of a use (unblocking it), which none does.
  const deeds = read.carriedOut === undefined ? [] : [...new Set(read.asked.flatMap((a) => (a.use.personDoes === undefined ? [] : [a.use.personDoes])))];
  if (deeds.length > 0 && read.asked.every((a) => a.use.personDoes !== undefined)) {
    return { kind: 'none', reason: `'${read.carriedOut}' asks a robot to ${deeds.join(' and ')}, which no skill here does; what one can do is ${read.asked.map((a) => titleOfUse(a.use, ctx.knowledge)).join(' or ')}` };
  }
  // A thing seen to with a generic verb ("deal with the plant"): its one use here; else asked about as a thing named (seen-to.ts).
  const seen = seenToGoal(read, ctx.knowledge, ctx);
  if (seen.goal !== undefined) return { kind: 'goal', goal: seen.goal.goal, notes: [...seen.goal.notes], via: 'need', reading: { ...reading, words: [...reading.words, ...seen.goal.words] } };
  read = { ...read, stray: seen.stray };
  // Its verb is read ("deal" of "the bin is broken, deal with it"): no word of the request's failed parse as a command.
  if ((read.seenTo ?? []).length > 0) parse = { ...parse, unknown: [] };
  // A thing named with nothing asked of it is asked about, whatever else the request asks: nothing of it is planned unasked.
  const stray = strayOfAskedUses(read, ctx.knowledge, ctx);
  reading = { ...reading, words: [...reading.words, ...read.stray.filter((t) => !stray.includes(t)).map((t) => t.words)] };
  read = { ...read, stray };
  // "I'm hungry, some lettuce would be good": the thing's use here that serves the need said.
  // Kept to the thing named where the use offers others beside it ("spilt my coffee, any kitchen roll?": not a cloth; named-among.ts).
  const named = new Set(read.stray.flatMap((t) => t.types));
  const fed = thingForNeed(read, ctx.knowledge, ctx).map((g) => namedAmong(g, named));
  const fedReading: GoalReading = { ...reading, words: [...new Set([...reading.words, ...read.stray.map((t) => t.words)])] };
  if (fed.length === 1) return { kind: 'goal', goal: fed[0]!, notes: personalNotes(read), via: 'need', reading: fedReading };
  if (fed.length > 1) return chosenOrTie(fed, answer, personalNotes(read), fedReading, ctx);
  if (read.stray.length > 0 && (read.commands.length > 0 || read.asked.length > 0 || read.needs.length > 0 || read.putAway.length > 0)) return nothingAsked(text, { ...read, things: read.stray }, parse, answer, ctx);
  const choice = chooseUses(read, ctx.knowledge, ctx);
  // "I'm cold, close the blinds": a need this room has nothing for, beside a command it can do, is why the command is
  // asked; the command is done and the need said unmet. Alone, or beside a use asked, the need is refused as before.
  const needAside = choice.kind === 'missing' && choice.roomLacks === true && read.commands.length > 0 && read.asked.length === 0 && read.putAway.length === 0;
  if (choice.kind === 'missing' && !needAside) return { kind: 'none', reason: choice.reason };
  const notes = [...personalNotes(read), ...useNotes(choice.kind === 'goal' ? choice.uses.flatMap((u) => (u.note ? [u.note] : [])) : [])];
  if (choice.kind === 'missing') notes.push(`Not met: ${choice.reason}.`);
  let commands: NamedGoal | undefined;
  if (read.commands.length > 0) {
    const stated = commandGoal(parseCommand(read.commands.join(' , and '), ctx.vocabulary), shorten(read.commands.join(', and ')), ctx);
    if (!stated.ok) return { kind: 'none', reason: stated.reason, notUnderstood: stated.notUnderstood };
    commands = stated.goal;
    notes.push(...stated.notes);
  }
  const chosen = choice.kind === 'goal' || choice.kind === 'tie' ? choice : undefined;
  const out = new Set(chosen?.leftOut.map((l) => l.words) ?? []);
  const withReading: GoalReading = {
    ...reading,
    // A need left out is no word the goal rests on.
    words: [...new Set([...reading.words.filter((w) => !out.has(w)), ...(chosen?.words ?? [])])],
    ...(chosen === undefined || chosen.leftOut.length === 0 ? {} : { leftOut: chosen.leftOut }),
  };
  // Things out of place, put away where such things are kept (issue 38).
  let away: NamedGoal | undefined;
  // A thing the chosen use or the command places ("the soap always ends up on the bath, I want it at the sink": the soap at
  // the sink) goes there, not away as well: both at once is no place at all.
  const placing = [...(chosen?.kind === 'goal' ? [chosen.goal] : chosen?.options ?? []), ...(commands === undefined ? [] : [commands])];
  const putAway = read.putAway.filter((p) => !placing.some((g) => placesType(g, p.types)));
  if (putAway.length > 0) {
    // "We're eating at the table, the plate's still on the coffee table": the plate on the table (eaten-at.ts).
    const eaten = eatenAt(tokens(spokenText), ctx.vocabulary);
    const put = putAwayGoal(putAway, ctx.knowledge, { usable: ctx.usable, catalogue: ctx.catalogue, holdersOf: ctx.holdersOf, eatenAt: eaten });
    if (!put.ok) return { kind: 'none', reason: put.reason };
    away = put.goal;
  }
  const also = (goal: NamedGoal): NamedGoal => (away === undefined ? goal : allOf([goal, away]));
  if (choice.kind === 'goal') {
    // The things out of place it places are the ones it acts on (narrowed-to-things.ts).
    const absorbed = read.putAway.filter((p) => placesType(choice.goal, p.types)).flatMap((p) => p.types);
    const need = narrowedToThings(choice.goal, absorbed);
    const goal = also(commands === undefined ? need : allOf([commands, need]));
    return { kind: 'goal', goal, notes, via: commands === undefined ? 'need' : 'command', reading: withReading };
  }
  if (choice.kind === 'tie') {
    // A way the room already shows serves nothing ("gloomy even with the big light on"): only the others are offered.
    const changing = changingIn(choice.options, ctx);
    if (changing.length === 1) return { kind: 'goal', goal: also(commands === undefined ? changing[0]! : allOf([commands, changing[0]!])), notes, via: 'need', reading: withReading };
    return chosenOrTie(
      changing.map((o) => also(commands === undefined ? o : allOf([commands, o]))),
      answer,
      notes,
      withReading,
      ctx,
    );
  }
  if (commands !== undefined) return away === undefined ? withReadings(commands, notes, answer, withReading) : { kind: 'goal', goal: allOf([commands, away]), notes, via: 'command', reading: withReading };
  if (away !== undefined) return rubbishOrAway(text, read, away, notes, answer, withReading, ctx);
  return nothingAsked(text, read, parse, answer, ctx);
}

/**
 * Things out of place said to be clutter or old ("yesterday's paper ... it's just clutter now"): put
 * away, or in the bin, is the person's to say (speech.yaml `mayBeRubbish`); both are offered.
 * Otherwise put away.
 */
function rubbishOrAway(text: string, read: RequestReading, away: NamedGoal, notes: readonly string[], answer: string | undefined, reading: GoalReading, ctx: UnderstandContext): Understanding {
  const words = tokens(text);
  const said = ctx.knowledge.speech.mayBeRubbish.find((p) => findPhrase(words, p.split(' ')) >= 0);
  const binned = said === undefined ? undefined : commandGoal(parseCommand(read.putAway.map((p) => `throw the ${p.words} away`).join(' , and '), ctx.vocabulary), `${read.putAway.map((p) => `the ${p.words}`).join(' and ')} in the bin`, ctx);
  if (binned === undefined || !binned.ok) return { kind: 'goal', goal: away, notes, via: 'need', reading };
  return chosenOrTie([away, binned.goal], answer, notes, { ...reading, words: [...reading.words, said!] }, ctx);
}

/** Goals that serve alike: the one an answer picks, else a tie to ask about (with the answer that picked none). */
function chosenOrTie(options: readonly NamedGoal[], answer: string | undefined, notes: readonly string[], reading: GoalReading, ctx: UnderstandContext): Understanding {
  const picked = answer === undefined ? undefined : chooseOption(answer, options, ctx.knowledge);
  if (picked !== undefined) return { kind: 'goal', goal: picked, notes, via: 'need', reading };
  return { kind: 'tie', options, ...(answer === undefined ? {} : { answer }), reading, notes };
}

/** A request read whole as commands. */
function commandOf(parse: Parse, text: string, answer: string | undefined, ctx: UnderstandContext, reading: GoalReading): Understanding {
  const stated = commandGoal(parse, shorten(text), ctx);
  if (!stated.ok) return { kind: 'none', reason: stated.reason, notUnderstood: stated.notUnderstood };
  return withReadings(stated.goal, stated.notes, answer, reading);
}

/** A command's goal, with one goal per kind of thing its words name that the room has, to ask which ("the soap": a bar or a bottle). */
function withReadings(goal: NamedGoal, notes: readonly string[], answer: string | undefined, reading: GoalReading): Understanding {
  // Pinned to one place each ("in one drawer"), its alternatives are no kinds of thing to ask about.
  if (goal.alternatives.length > 1) return { kind: 'goal', goal, notes, via: 'command', reading };
  const alternative = goal.alternatives[0]!;
  const readings = readingsOf(alternative).map((r) => asAsked(r.label, { ...r.goal, name: `${alternative.name} (${r.label})` }));
  if (readings.length === 0) return { kind: 'goal', goal, notes, via: 'command', reading };
  // "A chair" where there are two kinds: the answer to "which?" says which.
  if (answer !== undefined) {
    const picked = readingAnswered(readingsOf(alternative), answer);
    if (picked === undefined) return { kind: 'tie', options: readings, answer, asStated: goal, reading };
    const chosen = readings.find((r) => r.title === picked.label)!;
    return { kind: 'goal', goal: { ...chosen, title: `${goal.title} (${picked.label})` }, notes, via: 'command', reading };
  }
  return { kind: 'goal', goal, notes, via: 'command', readings, reading };
}

/** The goal of parsed commands, as asked. */
function commandGoal(parse: Parse, title: string, ctx: UnderstandContext): { ok: true; goal: NamedGoal; notes: readonly string[] } | { ok: false; reason: string; notUnderstood?: readonly string[] } {
  const unknown = [...new Set(parse.unknown)];
  if (unknown.length > 0) {
    const { reason, notUnderstood: words } = notUnderstood(unknown);
    return { ok: false, reason, notUnderstood: words };
  }
  const standIns = (type: string): string[] => ctx.knowledge.goals.interchangeable.filter((l) => l.includes(type)).flatMap((l) => l.filter((t) => t !== type));
  const stated = goalOfCommands(parse, { types: ctx.usable, catalogue: ctx.catalogue, it: ctx.it, holdersOf: ctx.holdersOf, standIns, notes: [], serving: ctx.knowledge.words.serving, discarding: ctx.knowledge.words.discarding, instancesOf: ctx.instancesOf, leftOut: ctx.knowledge.words.leftOut, beside: ctx.knowledge.words.beside, keptIn: (type) => ctx.knowledge.goals.stores.of[type], startState: ctx.startState }, title);
  if (!stated.ok) return stated;
  // Breaking a thing destroys it: refused, saying what would be broken, whatever words asked it.
  // Not a thing broken into another to be used (an egg cracked: AI2-THOR's breakInto).
  const broken = [...new Set([stated.goal, ...stated.alternatives].flatMap(typesBroken))].filter((t) => ctx.catalogue.types.get(t)?.effects?.breakInto === undefined);
  if (broken.length > 0) return { ok: false, reason: `it would break the ${broken.join(' and the ')}: no robot here breaks a thing of the household on request` };
  const pieces = (type: string): boolean => [...ctx.catalogue.types.values()].some((t) => t.effects?.breakInto === type);
  const mess = [...new Set([stated.goal, ...stated.alternatives].flatMap((a) => brokenOnFloor(a, pieces)))];
  if (mess.length > 0) return { ok: false, reason: `it would leave ${mess.join(' and ')} broken on the floor: no robot here makes a mess on request` };
  return { ok: true, goal: asAsked(title, stated.goal, stated.alternatives), notes: stated.notes };
}

/**
 * A request with no command, use or need in it: a thing of the room named is asked about ("What
 * should I do with the bed?"), and an answer read as what to do with it; else nothing, with why.
 */
function nothingAsked(text: string, read: RequestReading, parse: Parse, answer: string | undefined, ctx: UnderstandContext): Understanding {
  if (parse.clauses.length > 0 && parse.unknown.length > 0) return notUnderstood([...new Set(parse.unknown)]);
  // "I need my bank card out and the laptop open": two things named, neither where the other is, with nothing read of
  // either. Asked of one, what was said of the other would be lost: said, not asked.
  const unplaced = thingsNotPlaces(text, read.things, ctx);
  if (answer === undefined && unplaced.length > 1) {
    return { kind: 'none', reason: `it names ${unplaced.map((t) => `the ${t.words}`).join(' and ')} but not what to do with each` };
  }
  // Where the person is, set aside, is asked about only when nothing else is named ("I am in bed, the light please": the light).
  const usableThing = (t: NamedThing): boolean => t.types.some((type) => ctx.usable.has(type));
  const thing = read.things.find((t) => usableThing(t) && !read.setAside.includes(t.words)) ?? read.things.find(usableThing);
  if (thing !== undefined) {
    const type = thing.types.find((t) => ctx.usable.has(t))!;
    const about = thingTypes([type], ctx.catalogue);
    // What the thing is for here: the uses whose goal acts on it (a meal of bread is toast, not an egg).
    const offers = usesOfThing([type], ctx.knowledge, ctx);
    // An option offered, picked by its words: its goal, resting on the thing's words.
    const picked = answer === undefined ? undefined : offers.find((o) => o.title.toLowerCase() === answer.trim().replace(/[.!]+$/, '').toLowerCase());
    if (picked !== undefined) return { kind: 'goal', goal: narrowedTo(picked.goal, about), notes: [], via: 'need', reading: { words: [thing.words, picked.title], slips: [], personal: [], setAside: [] } };
    if (answer !== undefined) {
      // "make it", "tidy": what to do with the thing named ("make the bed").
      const pronoun = /\b(it|them|that|this)\b/g;
      const named = pronoun.test(answer) ? answer.replace(pronoun, `the ${thing.words}`) : `${answer} the ${thing.words}`;
      const it: Mention = { types: [type], count: 1, states: [], words: thing.words, pronoun: false };
      const again = aboutThing(understand(named, undefined, { ...ctx, it }), about, thing.words, ctx);
      if (again !== undefined) return again;
    }
    // What the room already shows is no answer to offer ("turn on the lights" where they are on: already-so.ts).
    const changing = changingIn(offers.map((o) => o.goal), ctx);
    const options = offers.filter((o) => changing.includes(o.goal)).map((o) => o.title);
    const again = answer === undefined ? '' : `I did not understand '${answer}'. `;
    return {
      kind: 'ask',
      question: `${again}What should I do with the ${thing.words}?`,
      options: [...new Set(options)].slice(0, 4),
      reason: `it names the ${thing.words} but not what to do with it`,
      answer,
    };
  }
  const named = read.things.map((t) => t.words);
  if (named.length > 0) return { kind: 'none', reason: `there is no ${named.join(' or ')} here` };
  if (read.personal.length > 0) return { kind: 'none', reason: `${quoted(read.personal)} ${read.personal.length > 1 ? 'are' : 'is'} yours to do, and it asks nothing else` };
  if (read.needs.length > 0) {
    const needs = [...new Set(read.needs.map((n) => ctx.knowledge.uses.needs[n.need]!.says))];
    return { kind: 'none', reason: `nothing it knows serves ${needs.join(' or ')} (${quoted([...new Set(read.needs.map((n) => n.words))])})` };
  }
  return { kind: 'none', reason: `it says nothing to do (no action such as put, turn on, slice, heat, and no need such as hungry, cold or tidy)${text.trim() === '' ? '' : ''}` };
}

/**
 * The answer's reading kept to the goals that act on the thing asked about (`about`: its types and
 * what it becomes), resting on the thing's words too; undefined when no goal does ("something to
 * eat" of the bread is toast; "a fried egg" of the bread is no answer, and is asked again).
 */
function aboutThing(read: Understanding, about: ReadonlySet<string>, words: string, ctx: UnderstandContext): Understanding | undefined {
  if (read.kind !== 'goal' && read.kind !== 'tie') return undefined;
  const reading = { ...read.reading, words: [...new Set([words, ...read.reading.words])] };
  const offered = (read.kind === 'goal' ? [read.goal] : read.options).flatMap((g) => goalsAbout(g, about, ctx.knowledge, ctx.usable));
  const goals = offered.filter((g, i) => offered.findIndex((o) => o.id === g.id && o.title === g.title) === i);
  if (goals.length === 0) return undefined;
  const notes = read.notes ?? [];
  if (read.kind === 'goal' && goals.length === 1 && goals[0] === read.goal) return { ...read, reading };
  if (goals.length === 1) return { kind: 'goal', goal: goals[0]!, notes, via: read.kind === 'goal' ? read.via : 'need', reading };
  return { kind: 'tie', options: goals, reading, notes };
}

/** What the person does themselves, said once with the plan. */
function personalNotes(read: RequestReading): string[] {
  return read.personal.length === 0 ? [] : [`${capitalised(quoted(read.personal))} ${read.personal.length > 1 ? 'are' : 'is'} yours to do.`];
}

function useNotes(notes: readonly string[]): string[] {
  return [...new Set(notes)];
}

const quoted = (words: readonly string[]): string => words.map((w) => `'${w}'`).join(', ');
const capitalised = (text: string): string => text.replace(/^'?./, (c) => c.toUpperCase());

/** A command's goal as a named goal: its title, and the goal in plain words (by types: the alternatives pin single places to objects). */
function asAsked(title: string, alternative: Alternative, alternatives: readonly Alternative[] = [alternative]): NamedGoal {
  const pinned = alternatives.length > 1 || alternatives[0] !== alternative ? ' One and the same place for all: any one of them.' : '';
  return { id: AS_ASKED, title, description: `As asked: ${describeGoal([alternative])[0]!.replace(/^[^:]*: /, '')}.${pinned}`, alternatives, ways: alternatives };
}

/** A request as a title: its first line, at most 80 characters. */
function shorten(text: string): string {
  const line = text.trim().split('\n')[0]!.replace(/[.!?]+$/, '');
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

/** The reading in words, for the plan step: "Read from 'make the bed'." */
export function readingText(reading: GoalReading): string {
  const parts = [`Read from ${quoted(reading.words)}.`];
  if (reading.slips.length > 0) parts.push(`Read ${reading.slips.map((s) => `'${s.from}' as '${s.to}'${s.via === undefined ? '' : ` (${s.via})`}`).join(', ')}.`);
  if (reading.setAside.length > 0) parts.push(`Set aside: ${quoted(reading.setAside)}.`);
  for (const l of reading.leftOut ?? []) parts.push(`Left out: '${l.words}' asks for ${l.asks}, ${l.why}.`);
  return parts.join(' ');
}

/** The reading as a plan states it (TaskDecomposition's `reading`): the words, in a sentence, and what was left out, as data. */
export function planReadingOf(reading: GoalReading): { words: string[]; says: string; leftOut?: LeftOut[] } {
  const leftOut = reading.leftOut === undefined || reading.leftOut.length === 0 ? {} : { leftOut: reading.leftOut.map((l) => ({ ...l })) };
  return { words: [...reading.words], says: readingText(reading), ...leftOut };
}

/** The things of the room named (one per kind) that do not stand after a word of place ("on the other chair"). */
function thingsNotPlaces(text: string, things: readonly NamedThing[], ctx: UnderstandContext): NamedThing[] {
  const words = tokens(text);
  const afterPlace = (thing: NamedThing): boolean => {
    const at = findPhrase(words, thing.words.split(' '));
    let before = at - 1;
    while (before >= 0 && ctx.vocabulary.first(words, before, ['filler', 'count', 'modifier', 'descriptive']) !== undefined && ctx.vocabulary.first(words, before, ['preposition', 'place', 'relation', 'source']) === undefined) before--;
    return before >= 0 && ctx.vocabulary.first(words, before, ['preposition', 'place', 'relation', 'source', 'containing']) !== undefined;
  };
  const usable = things.filter((t) => t.types.some((type) => ctx.usable.has(type)));
  const kinds = [...new Map(usable.map((t) => [t.types.join('|'), t] as const)).values()];
  return kinds.filter((t) => !afterPlace(t));
}

/** A refusal for words not understood, with the words as data. */
function notUnderstood(words: readonly string[]): { kind: 'none'; reason: string; notUnderstood: readonly string[] } {
  return { kind: 'none', reason: `it did not understand ${quoted(words)}`, notUnderstood: words };
}

/** Whether every alternative of `goal` puts a thing of one of `types` in or on a place (an `exists` with `in` or `directlyIn`). */
/** The options that would change something in the room (already-so.ts). */
function changingIn(options: readonly NamedGoal[], ctx: UnderstandContext): readonly NamedGoal[] {
  return thatChangeSomething(options, ctx.startState, (type) => ctx.instancesOf?.(type).length ?? 0);
}

function placesType(goal: NamedGoal, types: readonly string[]): boolean {
  return goal.alternatives.length > 0 && goal.alternatives.every((a) => a.all.some((c) => 'exists' in c && typeNames(c.exists.type).some((t) => types.includes(t)) && (c.exists.in !== undefined || c.exists.directlyIn !== undefined)));
}
