/**
 * Speech as people type it: contractions spelt out ("it's" → "it is", "we're" → "we are", not
 * the possessive "its" or the verb "were"), and slips of spelling read as the one known word a
 * small edit away ("lmap" → "lamp"). What was read as another word is kept, for the person.
 */
import { withoutClosingNuh } from './caribbean-tags.js';
import { withoutManaging } from './managing.js';
import { withoutRestInTheDark } from './rest-in-the-dark.js';
import { nounWould } from './noun-would.js';
import { cleanerAsMoreClean } from './cleaner-as-more-clean.js';
import { ensuredEach } from './ensured-each.js';
import { withoutWhereItLies } from './where-it-lies.js';
import { thereOnTheFloor } from './there-on-the-floor.js';
import { roomToLook } from './room-to-look.js';
import { harmsEverything } from './harms-everything.js';
import { recyclingAsBin } from './recycling-as-bin.js';
import { terseFetch } from './terse-fetch.js';
import { waterForFixture } from './water-for-fixture.js';
import { sweptClutter } from './swept-clutter.js';
import { withoutAdverbBeforeDenial } from './adverb-before-denial.js';
import { waterRunIn } from './water-run-in.js';
import { brighterLight } from './brighter-light.js';
import { outOfTheirReach } from './out-of-their-reach.js';
import type { SpeechFile } from '../uses/uses-schema.js';
import { baseForms, ingStems } from './vocabulary.js';
import { apartBeforeAsking } from './run-on.js';
import { withoutBothOfAPair } from './both-named.js';
import { deedTheyCannot } from './own-inability.js';
import { knifeTheyCannotHold } from './knife-they-cannot-hold.js';
import { unwantedPlace, unwantedState } from './unwanted-state.js';
import { vesselOfSomething, waterHeatedInVessel } from './vessel-of-something.js';
import { frontedThing } from './fronted-thing.js';
import { fallenOff } from './fallen-off.js';
import { wishedIf, withoutToBe } from './wished-so.js';
import { deedsWishedDone } from './deeds-wished-done.js';
import { withoutInterruption } from './interrupted.js';
import { turnedTo } from './turned-to.js';
import { waterForSomeone } from './water-for-someone.js';
import { askedToHave } from './asked-to-have.js';
import { withoutForWhom } from './for-whom.js';
import { servedOnDish } from './verb-as-dish.js';
import { homophone } from './homophones.js';
import { countAfter } from './count-after.js';
import { withoutClosingApproval } from './closing-approval.js';
import { listedItems } from './listed-items.js';
import { hereAndThere } from './here-and-there.js';
import { switchedTo } from './switched-to.js';
import { switchSaidBare } from './switch-said-bare.js';
import { toHand } from './to-hand.js';
import { sparedAsWorry } from './spared-as-worry.js';
import { regretAsDeed } from './regret-as-deed.js';
import { choiceLeftAfterList, choiceLeftOpen } from './choice-left-open.js';
import { gappedPlacement } from './gapped-placement.js';
import { habitWithThing, ownHabitWithThing } from './habit-with-thing.js';
import { packingAway } from './packing-away.js';
import { askedIfLeft } from './asked-if-left.js';
import { wishedPut } from './wished-put.js';
import { saidToLive } from './said-to-live.js';
import { givenToAnother } from './given-to-another.js';
import { withoutAlreadyHad } from './already-had.js';
import { notLeftSo } from './not-left-so.js';
import { notOnYet } from './not-on-yet.js';
import { leftBySomeone } from './left-by-someone.js';
import { wishedLeftSo } from './wished-left-so.js';
import { notLeftLying } from './not-left-lying.js';
import { cleanerAsPerson } from './cleaner-as-person.js';
import { putOnItsHolder } from './put-on-its-holder.js';
import { foodPutOn } from './food-put-on.js';
import { frenchCalques } from './french-calques.js';
import { keptAsPut } from './kept-as-put.js';
import { seenByOthers } from './seen-by-others.js';
import { drawnAcross, raisedOrLowered } from './drawn-across.js';
import { meetingOver } from './meeting-over.js';
import { ofWhen } from './of-when.js';
import { notNeededOn } from './not-needed-on.js';
import { withoutLastTime } from './last-time.js';
import { withoutGlasses } from './without-glasses.js';
import { notToLose } from './not-to-lose.js';
import { withoutEmphaticOnly } from './emphatic-only.js';
import { beyondOwnReach } from './beyond-own-reach.js';
import { irishAndSouthern } from './irish-and-southern.js';
import { roomWordNames } from './room-word-names.js';
import { loungeAsRoom } from './lounge-as-room.js';
import { sideAsCounter } from './side-as-counter.js';
import { withoutInsteadOfDoing } from './instead-of-doing.js';
import { wokenTo } from './woken-to.js';
import { drinkOfLiquid } from './drink-of-liquid.js';
import { pouredAway } from './poured-away.js';
import { dishStateAfter } from './dish-state-after.js';
import { learnerOrder } from './learner-order.js';
import { clockTimes } from './clock-times.js';
import { wantedByAnother } from './wanted-by-another.js';
import { inPieces } from './in-pieces.js';
import { petsHunger } from './pets-hunger.js';
import { lickedByPet } from './licked-by-pet.js';
import { asleepWithOn } from './asleep-with-on.js';
import { tooTiredTo } from './too-tired-to.js';
import { tooBig } from './too-big.js';
import { terseNotes } from './terse-notes.js';
import { tersePlacement } from './terse-placement.js';
import { reachOfPlace } from './reach-of-place.js';
import { bickering } from './bickering.js';
import { wantedDark } from './wanted-dark.js';
import { reportedInstruction } from './reported-instruction.js';
import { checkedIn } from './checked-in.js';
import { withoutFrontedWhen } from './fronted-when.js';
import { reminded } from './reminded.js';
import { bookClub } from './book-club.js';
import { goneSoft } from './gone-soft.js';
import { notLeftThere } from './not-left-there.js';
import { singlishOne } from './singlish-one.js';
import { singlishJustNow } from './singlish-just-now.js';
import { dirtyAndNeeded } from './dirty-and-needed.js';
import { withoutAfterAMeal } from './after-a-meal.js';
import { givenADeed } from './given-a-deed.js';
import { nobodyDid } from './nobody-did.js';
import { bathByCandlelight } from './bath-by-candlelight.js';
import { slicesCutOff } from './slices-cut-off.js';
import { spanishOf } from './hinglish-order.js';

/** A closing "instead", set apart as a clause of its own: what it follows is wanted in place of what was named before. */
export const INSTEAD = 'instead';

/** Words that open what a verb acts on: a noun is not followed by them ("plunge it" is no "plunger it"). */
const OBJECT_NEXT: ReadonlySet<string> = new Set(['it', 'them', 'him', 'her', 'the', 'a', 'an', 'my', 'your', 'our', 'his', 'their']);

/** A word read as another: a slip of spelling, another form of a known word, or one linked to it (`via`: "WordNet"). */
export interface Slip {
  readonly from: string;
  readonly to: string;
  readonly via?: string;
}

export interface Spoken {
  /** The request in lower case, contractions spelt out and slips corrected. */
  readonly text: string;
  readonly slips: readonly Slip[];
}

/** Shortest word a slip is read in (a short unknown word is too near too many known ones), and the edits allowed by length. */
const MIN_SLIP_LENGTH = 4;
/** A three-letter word is read only as two letters swapped, to exactly one known word ("teh" → "the"). */
const MIN_SWAP_LENGTH = 3;
const editsAllowed = (length: number): number => (length >= 8 ? 2 : 1);

/**
 * `text` as the reader reads it. `known` holds every word the reader knows: an unknown word of at
 * least five letters with exactly one known word within one edit (two for eight letters or more)
 * is read as that word (a three- or four-letter word only as two letters swapped). `isNoun` says
 * which words name things, for a noun's "'s" ("the dog's bowl" against "the baby's asleep").
 */
export function spoken(
  text: string,
  speech: SpeechFile,
  known: ReadonlySet<string>,
  isNoun: (word: string) => boolean = () => false,
  isVerb: (word: string) => boolean = () => false,
  /** Words never read as a slip of another, though not read themselves ("hoover": what no skill does). */
  keep: ReadonlySet<string> = new Set(),
  /** Words of English the reader does not read ("caravan", "visitor": no-things.ts): no slip, and they confirm none beside them. */
  english: ReadonlySet<string> = new Set(),
  /** Sayings that ask nothing (sayings.ts: "as a matter of fact", "by chance"): taken out with the asides. */
  sayings: readonly string[] = [],
): Spoken {
  const slips: Slip[] = [];
  // "slice(s)": one or more, written as a plural.
  // "toast. two slices.": the count said after its thing, read before it (count-after.ts).
  // "1. keys in a drawer 2. watch in a drawer": an errand list's markers part its items (listed-items.ts).
  const lower = countAfter(withoutInterruption(turnedTo(listedItems(text.replace(/<[^>]*>/g, ' ').toLowerCase().replace(/[’‘`]/g, "'").replace(/([a-z])\(s\)/g, '$1s')))));
  const spelt = lower.replace(/[a-z0-9']+/g, (word, at: number) => {
    const next = nextWord(lower, at + word.length);
    // A thing's own part or switch ("the tall lamp's switch", "the sofa's cushion"): whose it is, before the contraction
    // of "is" a listed "lamp's" would give ("the lamp's on").
    const owner = /^([a-z]+)'s$/.exec(word)?.[1];
    if (owner !== undefined && next !== undefined && isNoun(owner) && isNoun(next)) return owner;
    // A verb that also names a thing ("the microwave door's open") acts on nothing.
    // "their" dictated for "there", "were" for "we're" (homophones.ts): read before any contraction.
    return homophone(word, clauseBefore(lower, at).at(-1) ?? '', next) ?? speech.contractions[word.replace(/^'+|'+$/g, '')] ?? nounWould(word, isNoun) ?? itsSaid(word, next, isNoun) ?? apostropheS(word, next, isNoun, () => clauseBefore(lower, at).some((w) => isVerb(w) && !isNoun(w)));
  });
  // Politeness, timing and sayings that ask for nothing go before any word is read ("chance" is no slip of "change").
  // "can we have candles instead": a closing "instead" says the thing is wanted in place of what was named before it: a
  // clause of its own (`INSTEAD`) for the reader, which switches that off; "instead of the stove" is kept.
  // "... next to my bed just in case I don't make it": what it guards against is a clause of its own, said why (clause-kinds.ts).
  // "I'm at the desk, I need a pencil there": the place said again (here-and-there.ts). "Set the lamp to on": switched (switched-to.ts).
  // "he should wake up to the ball on his bed": wanting it so (woken-to.ts).
  // Each rewrite reads the text the one before it left, in this order (each module says what it reads).
  const rewrites: readonly ((text: string) => string)[] = [
    (t) => spanishOf(t, isNoun),
    meetingOver,
    withoutLastTime,
    withoutGlasses,
    sweptClutter,
    withoutAdverbBeforeDenial,
    waterForFixture,
    waterRunIn,
    recyclingAsBin,
    brighterLight,
    bathByCandlelight,
    singlishOne,
    (t) => singlishJustNow(t, isVerb),
    dirtyAndNeeded,
    withoutAfterAMeal,
    givenADeed,
    (t) => nobodyDid(t, isVerb),
    (t) => slicesCutOff(t, isNoun),
    (t) => tersePlacement(t, isNoun),
    (t) => reachOfPlace(t, isNoun),
    bickering,
    (t) => terseNotes(t, isNoun),
    (t) => terseFetch(t, isNoun),
    choiceLeftOpen,
    gappedPlacement,
    habitWithThing,
    ownHabitWithThing,
    packingAway,
    irishAndSouthern,
    roomWordNames,
    inPieces,
    (t) => tooBig(t, isNoun),
    petsHunger,
    lickedByPet,
    asleepWithOn,
    tooTiredTo,
    clockTimes,
    withoutClosingNuh,
    (t) => withoutManaging(t, isVerb),
    (t) => reportedInstruction(t, isVerb),
    checkedIn,
    withoutFrontedWhen,
    (t) => reminded(t, isVerb),
    choiceLeftAfterList,
    bookClub,
    withoutRestInTheDark,
    wantedDark,
    goneSoft,
    (t) => learnerOrder(t, isNoun, isVerb),
    (t) => wantedByAnother(t, isNoun, speech.household),
    drinkOfLiquid,
    pouredAway,
    dishStateAfter,
    wokenTo,
    switchedTo,
    frenchCalques,
    ofWhen,
    wishedPut,
    saidToLive,
    notToLose,
    keptAsPut,
    withoutEmphaticOnly,
    beyondOwnReach,
    sparedAsWorry,
    askedIfLeft,
    givenToAnother,
    withoutAlreadyHad,
    leftBySomeone,
    wishedLeftSo,
    notLeftSo,
    notOnYet,
    seenByOthers,
    drawnAcross,
    raisedOrLowered,
    notLeftThere,
    notLeftLying,
    cleanerAsPerson,
    (t) => regretAsDeed(t, isVerb, isNoun),
    (t) => putOnItsHolder(t, speech.hungOn),
    foodPutOn,
    notNeededOn,
    switchSaidBare,
    (t) => toHand(t, isNoun),
    loungeAsRoom,
    withoutInsteadOfDoing,
    (t) => hereAndThere(t, isNoun),
    withoutClosingApproval,
    wishedIf,
    (t) => deedsWishedDone(t, isVerb),
    (t) => withoutToBe(t, isNoun),
    (t) => ensuredEach(t, [...speech.ensuring, ...speech.ensuringSwitched]),
    (t) => frontedThing(t, isNoun, isVerb),
    vesselOfSomething,
    waterHeatedInVessel,
    waterForSomeone,
    servedOnDish,
    cleanerAsMoreClean,
    thereOnTheFloor,
    roomToLook,
    harmsEverything,
    withoutWhereItLies,
    (t) => outOfTheirReach(t, speech.reachOf),
    withoutForWhom,
    withoutBothOfAPair,
    askedToHave,
    knifeTheyCannotHold,
    (t) => deedTheyCannot(t, isVerb),
    unwantedState,
    fallenOff,
    sideAsCounter,
    (t) => unwantedPlace(t, isNoun),
    (t) => conditionAsDeed(t, isVerb, isNoun),
    warmthOfContents,
    apartBeforeAsking,
    (t) => withoutAsides(t, [...speech.asides, ...sayings]),
    (t) => apartBefore(t, speech.precautions),
  ];
  const plain = rewrites.reduce((text, rewrite) => rewrite(text), spelt).replace(/\binstead(?=\s*(?:[,.;:!?]|$))/g, ` , ${INSTEAD} `);
  // A slip is a guess that the clause around it confirms: beside a word of its clause that reads as
  // nothing ("blorp the zibble"), "zibble" is not taken for "nibble" and the clause stays unread.
  const expanded = plain
    .split(CLAUSE_BREAK)
    .map((part) => {
      const found: Slip[] = [];
      let unread = false;
      const read = part.replace(/[a-z0-9']+/g, (word, at: number) => {
        const bare = word.replace(/^'+|'+$/g, '').replace(/'/g, '');
        if (known.has(bare) || keep.has(bare) || /\d/.test(bare)) return word;
        if (english.has(bare)) {
          unread = true;
          return word;
        }
        // Letters held for emphasis ("sooo", "pleeease"): the known word with the runs shortened.
        const held = heldLetters(bare, known);
        if (held !== undefined) {
          found.push({ from: bare, to: held });
          return held;
        }
        // "switched", "switching": a known verb's own form, read as the verb later (english-words.ts), never a slip ("switches").
        if (verbForms(bare).some(isVerb)) return word;
        const near = bare.length < MIN_SWAP_LENGTH ? undefined : bare.length < MIN_SLIP_LENGTH ? swappedOnce(bare, known) : nearest(bare, known);
        if (near === undefined) {
          if (bare.length >= MIN_SLIP_LENGTH) unread = true;
          return word;
        }
        // Where a verb stands, before what it acts on ("can you plunge it"), a thing's name is no reading: not a slip of one ("plunger").
        if (isNoun(near) && !isVerb(near) && OBJECT_NEXT.has(nextWord(part, at + word.length) ?? '')) {
          unread = true;
          return word;
        }
        found.push({ from: bare, to: near });
        return near;
      });
      if (unread) return part;
      slips.push(...found);
      return read;
    })
    .join('');
  return { text: expanded, slips };
}

/** How hot or cold a drink is, said before its vessel ("a cold glass of water"). */
const WARMTH = ['cold', 'hot', 'warm', 'cool', 'chilled', 'iced', 'ice cold', 'nice cold', 'nice hot'];
const VESSELS = ['glass', 'cup', 'mug', 'bottle', 'tumbler', 'pint'];
const WARM_VESSEL = new RegExp(`\\b(${WARMTH.join('|')}) (${VESSELS.join('|')}) of\\b`, 'g');

/** "a cold glass of water" is a glass of cold water: the warmth is the drink's, not the glass's (which no fridge need cool). */
function warmthOfContents(text: string): string {
  return text.replace(WARM_VESSEL, (_, warmth: string, vessel: string) => `${vessel} of ${warmth}`);
}

/**
 * "won't touch an apple unless it's cut up": the deed the condition names is wanted of the thing
 * before it, read as "an apple cut up". A condition naming no deed ("unless it's toast", "if it
 * is dark") is left as said.
 */
function conditionAsDeed(text: string, isVerb: (word: string) => boolean, isNoun: (word: string) => boolean): string {
  // A deed done to it reads as its participle ("sliced") or a verb with its particle ("cut up"); "toast" names a thing.
  return text.replace(/\b(?:unless|only if|if) (?:it|they) (?:is|are) ([a-z]+)( (?:up|off|out)\b)?/g, (said, deed: string, particle?: string) =>
    !isNoun(deed) && (verbForms(deed).some(isVerb) || (particle !== undefined && isVerb(deed))) ? `${deed}${particle ?? ''}` : said,
  );
}

/**
 * "the baby's asleep", "the newspaper's all over the sofa": a noun with "'s" is that noun and
 * "is", unless a noun follows it ("the dog's bowl": whose it is), when it is the noun alone, or a
 * verb of its clause comes before it ("put spray bottle's away": the plural its letters spell).
 * Other words are unchanged.
 */
function apostropheS(word: string, next: string | undefined, isNoun: (word: string) => boolean, actedOn: () => boolean): string {
  const owner = /^([a-z]+)'s$/.exec(word)?.[1];
  if (owner === undefined) return word;
  if (next !== undefined && isNoun(next)) return owner;
  // "put spray bottle's away": after a verb of its clause the noun is what is acted on, so no "is" can follow it; a plural typed with an apostrophe.
  return actedOn() ? `${owner}s` : `${owner} is`;
}

/**
 * "its" typed for "it's" ("its that smeary", "i think its the washing"): "it is", unless what
 * follows is a thing or a part of one that it owns ("its handle", "its own place"); undefined for
 * any other word.
 */
function itsSaid(word: string, next: string | undefined, isNoun: (word: string) => boolean): string | undefined {
  if (word !== 'its') return undefined;
  return next !== undefined && (isNoun(next) || OWNED.has(next)) ? undefined : 'it is';
}

/** Words after "its" that say what it has, not what it is: its parts and places ("its lid", "its usual spot"). */
const OWNED = new Set(['own', 'usual', 'normal', 'original', 'proper', 'rightful', 'right', 'lid', 'handle', 'door', 'top', 'seat', 'cushion', 'spout',
  'surface', 'side', 'edge', 'end', 'back', 'bottom', 'front', 'place', 'spot', 'home', 'shelf', 'tank', 'arm', 'corner', 'base', 'cover', 'box', 'case',
  'contents', 'stand', 'holder', 'cord', 'plug', 'leaves', 'pot', 'screen', 'light', 'bulb', 'switch', 'knob', 'water', 'way']);

/**
 * A word with letters held for emphasis ("sooo", "pleeease", "helppp"): the known word it is with
 * each run of a letter shortened to two, else to one; undefined when there is no run of three or
 * no such word.
 */
function heldLetters(word: string, known: ReadonlySet<string>): string | undefined {
  if (!/(.)\1\1/.test(word)) return undefined;
  return [word.replace(/(.)\1+/g, '$1$1'), word.replace(/(.)\1+/g, '$1')].find((w) => known.has(w));
}

/** The words of `text` before `at` in the same clause. */
function clauseBefore(text: string, at: number): string[] {
  const before = text.slice(0, at).split(CLAUSE_BREAK).at(-1) ?? '';
  return before.split(/[^a-z0-9']+/).filter((w) => w !== '');
}

/** The word after `from` in `text`, apostrophes dropped, or undefined at a clause break or the end. */
function nextWord(text: string, from: number): string | undefined {
  const match = /^\s+([a-z0-9']+)/.exec(text.slice(from));
  return match?.[1]?.replace(/'/g, '');
}

/** Where one clause of a request ends and the next begins (kept in the text: the reader splits on it too). */
const CLAUSE_BREAK = /([,.;:!?]+|\s(?:and|but|then|so)\s)/;

/** `word` as a regular expression matching it alone. */
const escaped = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Who or what a clause opened by a precaution is about ("in case I ...", "in case the dog ..."). */
const CLAUSE_SUBJECTS = ['i', 'we', 'you', 'he', 'she', 'it', 'they', 'the', 'my', 'our', 'his', 'her', 'their', 'someone', 'somebody', 'anyone', 'there'];

/**
 * `text` with a clause break before each of `phrases` (whole words, the longest where two start at
 * one word) that opens a clause: before who or what it is about ("just in case I don't make it"),
 * never before a thing's own word ("in its case").
 */
function apartBefore(text: string, phrases: readonly string[]): string {
  if (phrases.length === 0) return text;
  const alternatives = [...phrases].sort((a, b) => b.length - a.length).map((p) => p.split(' ').map(escaped).join('\\s+'));
  return text.replace(new RegExp(`(^|[^a-z0-9'])(${alternatives.join('|')})(?=\\s+(?:${CLAUSE_SUBJECTS.join('|')})(?![a-z0-9']))`, 'g'), '$1 , $2');
}

/** `text` without the aside phrases (whole words, longest first), each left as a space. */
function withoutAsides(text: string, asides: readonly string[]): string {
  let out = text;
  for (const aside of [...asides].sort((a, b) => b.length - a.length)) {
    const words = aside.split(' ').map(escaped).join('[\\s,]+');
    out = out.replace(new RegExp(`(^|[^a-z0-9'])${words}(?![a-z0-9'])`, 'g'), '$1 ');
  }
  return out;
}

/** The one known word nearest to `word` within the edits allowed (what a slip of it is read as); undefined when none or several. */
export function nearest(word: string, known: ReadonlySet<string>): string | undefined {
  // A short word is read only as two letters swapped ("lmap"): one letter changed is too often another word ("song", "long").
  if (word.length < 5) return swappedOnce(word, known);
  const allowed = editsAllowed(word.length);
  let best: string[] = [];
  let bestDistance = allowed + 1;
  for (const candidate of known) {
    if (Math.abs(candidate.length - word.length) > allowed || candidate.length < MIN_SLIP_LENGTH - 1) continue;
    // A slip seldom changes the first letter (few misspellings do: Pollock and Zamora 1983, "Collection and
    // characterization of spelling errors in scientific and scholarly text"): an unknown word that differs there is
    // another word ("crash" is no "trash"), unless its first two letters are swapped.
    if (candidate[0] !== word[0] && !(candidate[0] === word[1] && candidate[1] === word[0])) continue;
    const d = editDistance(word, candidate, allowed);
    // Beyond the edits allowed is no slip, however few the other candidates ("jogging" is no "joints").
    if (d > allowed) continue;
    if (d < bestDistance) {
      best = [candidate];
      bestDistance = d;
    } else if (d === bestDistance) best.push(candidate);
  }
  // A word and its plural ("tomato", "tomatoes") are one reading: the shorter.
  const words = best.filter((w) => !best.some((other) => other !== w && w.startsWith(other)));
  return words.length === 1 ? words[0] : undefined;
}

/** The one known word `word` is with two neighbouring letters swapped, or undefined when none or several. */
function swappedOnce(word: string, known: ReadonlySet<string>): string | undefined {
  const swapped = [...word].flatMap((_, i) => (i + 1 < word.length ? [word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)] : [])).filter((w) => w !== word && known.has(w));
  return [...new Set(swapped)].length === 1 ? swapped[0] : undefined;
}

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`; more than `limit` when beyond it. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      smallest = Math.min(smallest, d);
    }
    if (smallest > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** The verbs a word in -ed (five letters or more) or -ing (six or more) may be a form of ("switched" → "switch"). */
function verbForms(word: string): string[] {
  if (word.endsWith('ed') && word.length >= 5) return baseForms(word).slice(1);
  return word.length >= 6 ? ingStems(word) : [];
}
