/**
 * The one reader of a person's correction in words, at every approval step (the plan and its
 * goal, the code, the allocation): what the words ask, as data, or the words it did not
 * understand. It reads speech as people type it (speech.ts) and the objects with the planner's
 * own words (knowledge/words.yaml); what the correction does to a plan is feedback.ts's.
 *
 *   leave out   "no eggs", "without butter", "not the stove", "don't use the knife"
 *   skip a step "don't close the fridge", "skip turning on the coffee machine"
 *   use         "use the microwave", "with the kettle", "use the pot instead of the pan"
 *   place       "on a plate", "in the fridge"
 *   keep        "leave the light on", "keep the fridge closed", "leave the apple alone"
 *   add         "also turn off the light", "serve it on a plate"
 *   who does it "let the robot do the cutting", "I'll do the eggs"
 *   the request "I asked to make the bed, not the lights"
 */
import type { Vocabulary } from '../understand/vocabulary.js';
import type { Meaning } from '../understand/words-schema.js';
import { soundsLasting } from '../../../preferences/index.js';
import { plainWords } from './speech.js';
import { cookingLeftOut } from './cooking-left-out.js';

/** Something a correction names: its words, and the types they can mean (none: a thing this planner has no word for, "butter"). */
export interface Thing {
  readonly words: string;
  readonly types: readonly string[];
}

export type Agent = 'robot' | 'human';

export type Correction =
  | { readonly kind: 'leave-out'; readonly things: readonly Thing[] }
  | { readonly kind: 'skip'; readonly step: string }
  | { readonly kind: 'use'; readonly things: readonly Thing[]; readonly instead: readonly Thing[] }
  | { readonly kind: 'place'; readonly command: string; readonly where: string }
  | { readonly kind: 'keep'; readonly command: string; readonly thing: Thing }
  | { readonly kind: 'add'; readonly command: string }
  /** Who does which calls: those doing `meanings` (cutting), or acting on `things` (the eggs), or `all` of them. */
  | { readonly kind: 'allocate'; readonly agent: Agent; readonly meanings: readonly Meaning[]; readonly things: readonly Thing[]; readonly all: boolean; readonly words: string }
  /** The request itself, to be read again ("I asked to make the bed"); `not`: what it is not ("the lights"). */
  | { readonly kind: 'request'; readonly request: string; readonly not: string | undefined }
  | { readonly kind: 'not-understood'; readonly unknown: readonly string[]; readonly words: string };

/** The forms a correction can take, with an example each, for the person who was not understood. */
export const CORRECTION_FORMS: readonly string[] = [
  "leave something out ('no eggs', 'without butter', 'not the stove', 'don't use the knife')",
  "use something ('use the microwave', 'with the kettle', 'use the pot instead of the pan')",
  "put it somewhere ('on a plate', 'in the fridge')",
  "keep something as it is ('leave the light on', 'keep the fridge closed')",
  "skip or add a step ('don't close the fridge', 'also turn off the light')",
  "who does what, at the allocation step ('let the robot do the cutting', 'I'll do the eggs')",
  "the request itself ('I asked to make the bed')",
];

/**
 * Reads a correction. One of several clauses is read when each of the others states a lasting
 * preference ("I'm vegan, no eggs please": the preference is the preferences' to keep).
 */
export function readCorrection(text: string, vocabulary: Vocabulary): Correction {
  const words = plainWords(text);
  const whole = readWords(words, vocabulary);
  if (whole.kind !== 'not-understood' || !words.includes(',')) return whole;
  const clauses = splitAt(words, ',');
  const read = clauses.map((c) => readWords(c, vocabulary));
  const understood = read.filter((c) => c.kind !== 'not-understood');
  const rest = clauses.filter((_, i) => read[i]!.kind === 'not-understood');
  return understood.length === 1 && rest.every((c) => soundsLasting(c.join(' '))) ? understood[0]! : whole;
}

function splitAt(words: readonly string[], mark: string): string[][] {
  const parts: string[][] = [[]];
  for (const w of words) {
    if (w === mark) parts.push([]);
    else parts.at(-1)!.push(w);
  }
  return parts.filter((p) => p.length > 0);
}

function readWords(words: readonly string[], vocabulary: Vocabulary): Correction {
  return (
    request(words) ??
    allocation(words, vocabulary) ??
    keep(words, vocabulary) ??
    leaveOutOrSkip(words, vocabulary) ??
    use(words, vocabulary) ??
    place(words, vocabulary) ??
    add(words, vocabulary) ??
    notUnderstood(words, vocabulary)
  );
}

/** Whether `words` start with `phrase`; the words after it, or undefined. */
function after(words: readonly string[], phrase: string): string[] | undefined {
  const p = phrase.split(' ');
  return p.every((w, i) => words[i] === w) ? words.slice(p.length) : undefined;
}

/** The words after the first of `phrases` that starts `words` (longest listed first). */
function afterAny(words: readonly string[], phrases: readonly string[]): { rest: string[]; phrase: string } | undefined {
  for (const phrase of phrases) {
    const rest = after(words, phrase);
    if (rest !== undefined) return { rest, phrase };
  }
  return undefined;
}

/** Index of `phrase` in `words`, or -1. */
function indexOf(words: readonly string[], phrase: string): number {
  const p = phrase.split(' ');
  for (let i = 0; i + p.length <= words.length; i++) if (p.every((w, j) => words[i + j] === w)) return i;
  return -1;
}

const REQUEST_STARTS = ['i asked you to', 'i asked you for', 'i asked for', 'i asked to', 'i asked', 'i said to', 'i said', 'i meant', 'i wanted you to', 'i wanted', 'what i asked for is', 'what i want is', 'the request was to', 'the request was'];
const NOT_MARKS = [', not', 'and not', 'not', 'instead of', 'rather than'];

/** "I asked to make the bed, not the lights": the request to read again, and what it is not. */
function request(words: readonly string[]): Correction | undefined {
  const start = afterAny(words, REQUEST_STARTS);
  if (start === undefined) return undefined;
  const rest = start.rest.filter((w, i) => !(i === 0 && w === ','));
  let cut = rest.length;
  let mark = '';
  for (const m of NOT_MARKS) {
    const at = indexOf(rest, m);
    if (at > 0 && at < cut) {
      cut = at;
      mark = m;
    }
  }
  const asked = rest.slice(0, cut).filter((w) => w !== ',');
  if (asked.length === 0) return undefined;
  const not = rest.slice(cut + mark.split(' ').length).filter((w) => w !== ',');
  return { kind: 'request', request: asked.join(' '), not: not.length > 0 ? not.join(' ') : undefined };
}

const DETERMINERS = new Set(['the', 'a', 'an', 'any', 'some', 'more', 'my', 'your', 'our', 'this', 'that', 'these', 'those', 'of', 'extra', 'other']);
const SEPARATORS = new Set(['and', 'or', 'nor', ',']);

/** The things a phrase names ("the eggs or butter"); undefined when it is no list of things. */
export function thingsOf(words: readonly string[], vocabulary: Vocabulary): Thing[] | undefined {
  const parts: string[][] = [[]];
  for (const w of words) {
    if (SEPARATORS.has(w)) parts.push([]);
    else parts.at(-1)!.push(w);
  }
  const things: Thing[] = [];
  for (const part of parts.filter((p) => p.length > 0)) {
    const content = part.filter((w) => !DETERMINERS.has(w));
    const thing = thingOf(content, vocabulary);
    if (thing === undefined) return undefined;
    things.push(thing);
  }
  return things.length > 0 ? things : undefined;
}

function thingOf(content: readonly string[], vocabulary: Vocabulary): Thing | undefined {
  if (content.length === 0) return undefined;
  let at = 0;
  for (;;) {
    const noun = vocabulary.first(content, at, ['noun']);
    if (noun !== undefined && at + noun.length === content.length) {
      const types = [...new Set(noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])))];
      return { words: content.join(' '), types };
    }
    const before = vocabulary.first(content, at, ['descriptive', 'modifier']);
    if (before === undefined) break;
    at += before.length;
  }
  // A thing the planner has no word for ("butter", "salt"): a word or two it does not know at all.
  if (content.length <= 2 && content.every((w) => !vocabulary.knows(w) && /^[a-z]+$/.test(w))) return { words: content.join(' '), types: [] };
  return undefined;
}

/** Whether `words` start with a verb of words.yaml (a step, not a thing). */
function startsWithVerb(words: readonly string[], vocabulary: Vocabulary): boolean {
  return vocabulary.first(words, 0, ['verb', 'particleVerb']) !== undefined;
}

const ROBOT = ['the robot', 'robot', 'the robots', 'you', 'yourself'];
const HUMAN = ['the human', 'human', 'the person', 'myself', 'me', 'i'];
const MODALS = ['is going to', 'am going to', 'will', 'can', 'should', 'shall', 'could', 'must', 'may', 'would'];
const EVERYTHING = ['everything', 'all', 'all of it', 'it all', 'the rest', 'all the rest', 'the lot', 'all the work', 'all of them'];

function agentAt(words: readonly string[]): { agent: Agent; rest: string[] } | undefined {
  const robot = afterAny(words, ROBOT);
  if (robot !== undefined) return { agent: 'robot', rest: robot.rest };
  const human = afterAny(words, HUMAN);
  return human === undefined ? undefined : { agent: 'human', rest: human.rest };
}

/** "let the robot do the cutting", "I'll do the eggs", "give the slicing to the robot". */
function allocation(words: readonly string[], vocabulary: Vocabulary): Correction | undefined {
  // "give X to the robot", "leave X to me".
  const giving = afterAny(words, ['give', 'leave', 'hand', 'assign']);
  if (giving !== undefined) {
    const to = giving.rest.lastIndexOf('to');
    const agent = to > 0 ? agentAt(giving.rest.slice(to + 1)) : undefined;
    if (agent !== undefined && agent.rest.length === 0) return work(agent.agent, giving.rest.slice(0, to), vocabulary);
  }
  // "let the robot do X", "the robot should do X", "I will do X", "I'll slice the bread".
  const lead = after(words, 'let') ?? [...words];
  const agent = agentAt(lead);
  if (agent === undefined) return undefined;
  const modal = afterAny(agent.rest, MODALS);
  const rest = modal?.rest ?? agent.rest;
  const doing = afterAny(rest, ['take care of', 'do', 'does', 'handle', 'handles', 'take']);
  // "I do not want eggs" is no work given to anyone.
  if (doing !== undefined && doing.rest[0] !== 'not') return work(agent.agent, doing.rest, vocabulary);
  // A verb of the skills right after the agent, with a modal or after "let": the agent does that.
  if ((modal !== undefined || lead.length < words.length) && startsWithVerb(rest, vocabulary)) return work(agent.agent, rest, vocabulary);
  return undefined;
}

/** What an agent is to do: the calls doing the verbs it names, or acting on the things, or all. */
function work(agent: Agent, words: readonly string[], vocabulary: Vocabulary): Correction | undefined {
  const said = words.filter((w) => w !== ',');
  if (said.length === 0) return undefined;
  const phrase = said.join(' ');
  if (EVERYTHING.includes(phrase)) return { kind: 'allocate', agent, meanings: [], things: [], all: true, words: phrase };
  const meanings: Meaning[] = [];
  const rest: string[] = [];
  for (let at = 0; at < said.length; ) {
    const verb = vocabulary.first(said, at, ['verb']);
    if (verb !== undefined) {
      for (const r of verb.readings) if (r.kind === 'verb' && !meanings.includes(r.meaning)) meanings.push(r.meaning);
      at += verb.length;
    } else rest.push(said[at++]!);
  }
  const objects = rest.filter((w) => !DETERMINERS.has(w));
  const things = objects.length === 0 ? [] : thingsOf(objects, vocabulary);
  if (things === undefined || (meanings.length === 0 && things.length === 0)) return undefined;
  // A thing the planner has no word for names no call.
  if (things.some((t) => t.types.length === 0)) return undefined;
  return { kind: 'allocate', agent, meanings, things, all: false, words: phrase };
}

/** "leave the light on", "keep the fridge closed", "leave the apple alone". */
function keep(words: readonly string[], vocabulary: Vocabulary): Correction | undefined {
  const start = afterAny(words, ['leave', 'keep']);
  if (start === undefined) return undefined;
  const ends: [string, (thing: string) => string | null][] = [
    ['switched on', (t) => `turn on ${t}`],
    ['turned on', (t) => `turn on ${t}`],
    ['switched off', (t) => `turn off ${t}`],
    ['turned off', (t) => `turn off ${t}`],
    ['where it is', () => null],
    ['where they are', () => null],
    ['as it is', () => null],
    ['as they are', () => null],
    ['alone', () => null],
    ['untouched', () => null],
    ['on', (t) => `turn on ${t}`],
    ['off', (t) => `turn off ${t}`],
    ['open', (t) => `open ${t}`],
    ['closed', (t) => `close ${t}`],
    ['shut', (t) => `close ${t}`],
  ];
  const rest = start.rest.filter((w) => w !== ',');
  for (const [end, command] of ends) {
    const e = end.split(' ');
    if (rest.length <= e.length || !e.every((w, i) => rest[rest.length - e.length + i] === w)) continue;
    const named = rest.slice(0, rest.length - e.length);
    const things = thingsOf(named, vocabulary);
    if (things === undefined || things.length !== 1 || things[0]!.types.length === 0) return undefined;
    const said = command(named.join(' '));
    return said === null ? { kind: 'leave-out', things } : { kind: 'keep', command: said, thing: things[0]! };
  }
  // "leave the pans, I'll do those later": a thing alone after "leave" is left as it is, out of the plan.
  if (start.phrase === 'leave' && rest.length > 0) {
    const things = thingsOf(rest, vocabulary);
    if (things !== undefined && things.length > 0 && things.every((t) => t.types.length > 0)) return { kind: 'leave-out', things };
  }
  return undefined;
}

const LEAVE_OUT = [
  // "don't touch the lights", "do not move the big towel": the thing is left as it is, out of every plan.
  'do not touch', 'never touch', 'do not move', 'never move', 'hands off',
  'i do not want any', 'i do not want', 'i do not like', 'i do not eat', 'i do not drink', 'do not want', 'i do not need', 'do not use any', 'do not use', 'do not add', 'do not include', 'never use', 'no need for', 'no more', 'not with', 'none of', 'without any', 'without', 'leave out', 'nothing with', 'hold the', 'avoid', 'exclude', 'minus', 'no',
  // "not in the frying pan", "not on the stove": the place or tool left out, as "not the frying pan".
  'not in', 'not on', 'not using', 'not', 'skip',
  // "make me a coffee, never mind the toast", "forget the eggs": the thing taken back from what is asked.
  'never mind about', 'never mind', 'forget about', 'forget'];
const SKIP = ['do not bother to', 'do not', 'no need to', 'there is no need to', 'never', 'skip', 'not', 'stop'];

/** "no eggs", "not the stove", "don't use the knife" (a thing left out); "don't close the fridge" (a step). */
function leaveOutOrSkip(words: readonly string[], vocabulary: Vocabulary): Correction | undefined {
  // "nothing fried", "nothing cooked": a way of cooking, left out by what cooks that way.
  const cooking = cookingLeftOut(words.join(' '));
  if (cooking !== undefined) return { kind: 'leave-out', things: cooking };
  // "leave the eggs out".
  const leave = after(words, 'leave');
  if (leave !== undefined && leave.at(-1) === 'out') {
    const things = thingsOf(leave.slice(0, -1), vocabulary);
    if (things !== undefined) return { kind: 'leave-out', things };
  }
  const out = afterAny(words, LEAVE_OUT);
  if (out !== undefined) {
    // "not the stove, the microwave": the second is to be used instead.
    const comma = out.rest.indexOf(',');
    if (comma > 0 && out.phrase === 'not') {
      const instead = thingsOf(out.rest.slice(0, comma), vocabulary);
      const things = thingsOf(out.rest.slice(comma + 1), vocabulary);
      if (instead !== undefined && things !== undefined) return { kind: 'use', things, instead };
    }
    const things = thingsOf(out.phrase === 'hold the' ? out.rest : out.rest.filter((w) => w !== ','), vocabulary);
    if (things !== undefined) return { kind: 'leave-out', things };
  }
  const skip = afterAny(words, SKIP);
  if (skip !== undefined && startsWithVerb(skip.rest, vocabulary)) return { kind: 'skip', step: skip.rest.join(' ') };
  // "skipping the coffee": the -ing forms are verbs of words.yaml too.
  return undefined;
}

const USE = ['go with', 'make use of', 'use', 'utilize', 'try', 'take', 'pick', 'with'];
const INSTEAD = ['instead of', 'rather than', 'in place of', ', not', 'not'];

/** "use the microwave", "with the kettle", "use the pot instead of the pan", "the pot, not the pan". */
function use(words: readonly string[], vocabulary: Vocabulary): Correction | undefined {
  const start = afterAny(words, USE);
  const rest = (start?.rest ?? [...words]).filter((w, i, all) => !(w === 'instead' && i === all.length - 1));
  for (const mark of INSTEAD) {
    const at = indexOf(rest, mark);
    if (at <= 0) continue;
    const things = thingsOf(rest.slice(0, at), vocabulary);
    const instead = thingsOf(rest.slice(at + mark.split(' ').length), vocabulary);
    if (things !== undefined && instead !== undefined) return { kind: 'use', things, instead };
  }
  if (start === undefined) return undefined;
  const things = thingsOf(rest, vocabulary);
  return things === undefined ? undefined : { kind: 'use', things, instead: [] };
}

const PLACES = ['on top of', 'inside', 'into', 'onto', 'in', 'on'];

/** "on a plate", "in the fridge": what the plan makes, put there. */
function place(words: readonly string[], vocabulary: Vocabulary): Correction | undefined {
  const at = afterAny(words, PLACES);
  if (at === undefined) return undefined;
  const rest = at.rest.filter((w, i, all) => !(w === 'instead' && i === all.length - 1));
  const things = thingsOf(rest, vocabulary);
  if (things === undefined || things.length !== 1 || things[0]!.types.length === 0) return undefined;
  const where = `${at.phrase} ${rest.join(' ')}`;
  return { kind: 'place', command: `put it ${where}`, where };
}

/** A command of words.yaml: a step to add ("also turn off the light", "serve it on a plate"). */
function add(words: readonly string[], vocabulary: Vocabulary): Correction | undefined {
  const command = after(words, 'also') ?? after(words, 'and') ?? [...words];
  if (!startsWithVerb(command, vocabulary)) return undefined;
  return { kind: 'add', command: command.join(' ') };
}

/** The words neither speech nor the planner's words know (all of them when each is known but they make no correction). */
function notUnderstood(words: readonly string[], vocabulary: Vocabulary): Correction {
  const said = words.filter((w) => w !== ',');
  const unknown = [...new Set(said.filter((w) => !vocabulary.knows(w) && !CORRECTION_WORDS.has(w)))];
  return { kind: 'not-understood', unknown, words: said.join(' ') };
}

/** The words the forms above use, which are never "not understood" on their own. */
const CORRECTION_WORDS = new Set(
  [...REQUEST_STARTS, ...NOT_MARKS, ...ROBOT, ...HUMAN, ...MODALS, ...EVERYTHING, ...LEAVE_OUT, ...SKIP, ...USE, ...INSTEAD, ...PLACES, 'leave', 'keep', 'give', 'hand', 'assign', 'let', 'do', 'also', 'instead', 'out', 'alone', 'untouched', 'closed', 'off', 'on', 'open', 'switched', 'turned', 'am', 'is', 'are', 'it', 'as', 'where', 'they', 'we', 'us']
    .flatMap((p) => p.split(' '))
    .concat([...DETERMINERS, ...SEPARATORS]),
);

/** Why a correction was not understood, and what would be, in words for the person. */
export function notUnderstoodReason(correction: Extract<Correction, { kind: 'not-understood' }>): string {
  const which = correction.unknown.length > 0 ? `did not understand ${correction.unknown.map((w) => `'${w}'`).join(', ')}` : `does not read '${correction.words}' as a correction`;
  return `it ${which}. It understands: ${CORRECTION_FORMS.join('; ')}`;
}
