/**
 * What a request says besides what to do: things to leave out ("I'm hungry, but no eggs"), a thing
 * to use ("with the mug"), a state to keep ("and leave the light on"). Each such clause is read by
 * the one reader of corrections (corrections/read.ts), so a request says them in the words a
 * correction does; the rest of the request is read as before. A leave-out or use becomes a rule of
 * this request alone, kept as a preference is (no plan uses what is left out); a keep becomes a
 * command of the goal.
 */
import { derivableTypes, type Catalogue } from '../../../world/index.js';
import type { PreferenceStatement, StageOneInput } from '../../planner.js';
import { REQUEST_RULE_ID } from '../preferences.js';
import { readCorrection, type Thing } from '../corrections/read.js';
import { plainWords } from '../corrections/speech.js';
import { allLamps, allLights } from './lamps.js';
import { roomLightOnly } from './room-light.js';
import type { Vocabulary } from './vocabulary.js';
import { requestAsMeant } from './request-as-meant.js';
import { dishLeftOut } from './dish-left-out.js';

/** The goal of a use asked by these words ("toast": toast), or undefined: for a dish taken back by name. */
export type GoalAsked = (words: string) => string | undefined;

export type RequestConstraint =
  /** `dish`: the goal of a use taken back by its name ("never mind the toast": dish-left-out.ts), with no thing to leave out. */
  | { readonly kind: 'leave-out'; readonly things: readonly Thing[]; readonly words: string; readonly dish?: string | undefined }
  | { readonly kind: 'use'; readonly things: readonly Thing[]; readonly instead: readonly Thing[]; readonly words: string }
  | { readonly kind: 'keep'; readonly command: string; readonly words: string };

export interface RequestConstraints {
  /** The clauses that ask what to do, in plain words; '' when every clause is a constraint. */
  readonly rest: string;
  readonly constraints: readonly RequestConstraint[];
}

/** Words that start a clause saying what to use: not "take" or "pick", which are commands in a request. */
const USE_STARTS = ['use', 'with', 'utilize', 'make use of', 'go with'];

/** Where clauses part: a mark, "but"; "and" and "without" only before a clause that is a constraint. */
const ALWAYS_PARTS = new Set([',', 'but']);
const PARTS_BEFORE_CONSTRAINT = new Set(['and', 'without']);
/** Verbs after which "without" says what the person needs, not what to leave out ("can't go without my watch"). */
const NEED_WITHOUT = new Set(['go', 'leave', 'do', 'manage', 'cope', 'live']);
/** Words of having: "and no ..." after them says what is not had. */
const HAVING = new Set(['got', 'have', 'has', 'there']);

/**
 * The request's constraint clauses and the rest. Nothing is taken out of a request that is one
 * clause of what to do ("leave the apple in the fridge" is a command, not a keep).
 */
export function requestConstraints(text: string, vocabulary: Vocabulary, goalAsked?: GoalAsked): RequestConstraints {
  const words = plainWords(text);
  const clauses = splitClauses(words, vocabulary, goalAsked);
  const read = clauses.map((c, i) => constraintOf(c, vocabulary, clauses.slice(0, i).flat(), goalAsked));
  if (read.every((c) => c === undefined)) return { rest: text, constraints: [] };
  const rest = clauses.filter((_, i) => read[i] === undefined).map((c) => c.join(' '));
  return { rest: rest.join(', '), constraints: read.filter((c): c is RequestConstraint => c !== undefined) };
}

/**
 * The request's leave-out and use clauses as rules of this request, as preferences state them
 * (`exclude`, `prefer`); what is left out, so is what is made of it (no eggs: no cracked egg).
 */
export function requestRules(constraints: readonly RequestConstraint[], catalogue: Catalogue): PreferenceStatement[] {
  const rules: PreferenceStatement[] = [];
  for (const c of constraints) {
    if (c.kind === 'leave-out') {
      // "not the big light": switched off, not left alone (room-light.ts).
      if (roomLightOnly(c.things)) continue;
      const types = c.things.flatMap((t) => t.types);
      if (types.length > 0) rules.push({ id: REQUEST_RULE_ID, text: c.words, rule: { exclude: [...new Set([...types, ...derivableTypes(new Set(types), catalogue)])] } });
    } else if (c.kind === 'use') {
      const over = c.instead.flatMap((t) => t.types);
      for (const prefer of new Set(c.things.flatMap((t) => t.types))) rules.push({ id: REQUEST_RULE_ID, text: c.words, rule: { prefer, over: over.filter((t) => t !== prefer) } });
    }
  }
  return rules;
}

/** The person's preferences and the rules of the request's own words: what a plan for it keeps to. */
export function preferencesWithRequest(input: Pick<StageOneInput, 'instruction' | 'preferences'>, vocabulary: Vocabulary, catalogue: Catalogue): PreferenceStatement[] {
  return [...(input.preferences ?? []), ...requestRules(requestConstraints(requestAsMeant(input.instruction, vocabulary, catalogue), vocabulary).constraints, catalogue)];
}

/** Words that set a thing against the one asked: "the lamp not the big light", "the kettle instead of the pot". */
const CONTRASTS: readonly (readonly string[])[] = [['not'], ['instead', 'of'], ['rather', 'than']];

/** The length of a contrast at `i` before a thing alone (up to the next mark), after something said; 0 when none is. */
function contrastAt(words: readonly string[], i: number, vocabulary: Vocabulary): number {
  if (i === 0) return 0;
  const contrast = CONTRASTS.find((c) => c.every((w, k) => words[i + k] === w));
  return contrast !== undefined && bareThing(untilPart(words.slice(i + contrast.length)), vocabulary) ? contrast.length : 0;
}

function splitClauses(words: readonly string[], vocabulary: Vocabulary, goalAsked?: GoalAsked): string[][] {
  const parts: string[][] = [[]];
  let skip = 0;
  for (const [i, w] of words.entries()) {
    if (skip > 0) {
      skip--;
      continue;
    }
    // "turn on the lamp not the big light": the thing set against the one asked is left out, a clause of its own.
    // Only after a verb: "the lamp not the big light" asks nothing of the lamp, and is asked about whole.
    const contrast = parts.at(-1)!.some((p) => vocabulary.isVerb(p)) ? contrastAt(words, i, vocabulary) : 0;
    if (contrast > 0) {
      parts.push(['not']);
      skip = contrast - 1;
      continue;
    }
    // "and leave the light on"; "make breakfast without eggs" (the word is the constraint's own).
    const needed = w === 'without' && NEED_WITHOUT.has(words[i - 1] ?? '');
    // "I've got a yoghurt and no spoon", "there's bread and no knife": what the person has not, no thing to leave out.
    // "I've got my sudoku here but no pencil": "but no" after having too.
    const having = (w === 'and' || (w === 'but' && words[i + 1] === 'no')) && parts.at(-1)!.some((p) => HAVING.has(p));
    const before = PARTS_BEFORE_CONSTRAINT.has(w) && !needed && !having && parts.at(-1)!.length > 0 && constraintOf(untilPart(words.slice(w === 'and' ? i + 1 : i)), vocabulary, [], goalAsked) !== undefined;
    if ((ALWAYS_PARTS.has(w) && !having) || before) parts.push(w === 'without' ? [w] : []);
    else parts.at(-1)!.push(w);
  }
  // "not the laptop, the book": the thing after the mark is the one meant instead, one clause with it.
  const merged: string[][] = [];
  for (const part of parts.filter((p) => p.length > 0)) {
    const last = merged.at(-1);
    if (last !== undefined && last[0] === 'not' && bareThing(part, vocabulary)) last.push(',', ...part);
    else merged.push([...part]);
  }
  return merged;
}

/** Whether `words` only name a thing ("the book", "a mug"): a determiner or none, then one noun of words.yaml. */
function bareThing(words: readonly string[], vocabulary: Vocabulary): boolean {
  const at = ['the', 'a', 'an', 'my', 'your', 'that', 'this'].includes(words[0] ?? '') ? 1 : 0;
  const noun = vocabulary.first(words, at, ['noun']);
  return noun !== undefined && at + noun.length === words.length;
}

/** The words up to the next mark or "but". */
function untilPart(words: readonly string[]): string[] {
  const end = words.findIndex((w) => ALWAYS_PARTS.has(w));
  return end < 0 ? [...words] : words.slice(0, end);
}

/** Saying a thing is not to be moved from where it is: "don't move it off the sofa", "never take them out of the drawer". */
const NOT_MOVED = /^(?:do not|never) (?:move|take|shift) (.+?) (off|from|out of) (.+)$/;

/** A clause read as a constraint; undefined when it is something to do (or nothing the reader of corrections knows). */
function constraintOf(clause: readonly string[], vocabulary: Vocabulary, before: readonly string[] = [], goalAsked?: GoalAsked): RequestConstraint | undefined {
  if (clause.length === 0) return undefined;
  const words = clause.join(' ');
  // "don't move it off the sofa": it stays there, kept as "leave the laptop on the sofa" is; "it" is the thing named last
  // after a determiner before it ("open the laptop and switch it on": the laptop, not the switch of "switch it on").
  const notMoved = NOT_MOVED.exec(words);
  if (notMoved !== null && vocabulary.first(notMoved[3]!.split(' ').filter((w) => w !== 'the'), 0, ['noun']) !== undefined) {
    const named = ['it', 'them'].includes(notMoved[1]!) ? lastNamed(before, vocabulary) : notMoved[1];
    if (named !== undefined) return { kind: 'keep', command: `leave ${named} ${notMoved[2] === 'out of' ? 'in' : 'on'} ${notMoved[3]}`, words };
  }
  const read = readCorrection(words, vocabulary);
  switch (read.kind) {
    case 'leave-out':
      // "use the lamp, not the big light": a light set against a lamp asked is the one it replaces, switched off.
      if (clause[0] === 'not' && read.things.length === 1 && allLights(read.things) && lampNamed(before, vocabulary)) {
        return { kind: 'keep', command: `turn off ${clause.slice(1).join(' ')}`, words };
      }
      return { kind: 'leave-out', things: read.things, words };
    case 'keep':
      return { kind: 'keep', command: read.command, words };
    case 'use': {
      if (!USE_STARTS.some((s) => words === s || words.startsWith(`${s} `)) && read.instead.length === 0) return undefined;
      // A lamp used is a lamp switched on ("use the desk lamp instead"): something to do, read as a command (to-goal.ts).
      if (allLamps(read.things)) return undefined;
      return { kind: 'use', things: read.things, instead: read.instead, words };
    }
    default: {
      // "never mind the toast": a dish named by its use, taken back (dish-left-out.ts).
      const dish = goalAsked === undefined ? undefined : dishLeftOut(words, goalAsked);
      return dish === undefined ? undefined : { kind: 'leave-out', things: [], words, dish };
    }
  }
}

/** Whether `words` name a lamp. */
function lampNamed(words: readonly string[], vocabulary: Vocabulary): boolean {
  return words.some((_, i) => {
    const noun = vocabulary.first(words, i, ['noun']);
    return noun !== undefined && allLamps([{ types: noun.readings.flatMap((r) => (r.kind === 'noun' ? r.types : [])) }]);
  });
}

/** The last thing named after a determiner in `words` ("the laptop"), with its determiner; undefined when none is. */
function lastNamed(words: readonly string[], vocabulary: Vocabulary): string | undefined {
  for (let i = words.length - 1; i >= 1; i--) {
    if (!['the', 'a', 'an', 'my', 'your', 'our', 'his', 'her', 'their'].includes(words[i - 1]!)) continue;
    const noun = vocabulary.first(words, i, ['noun']);
    if (noun !== undefined) return words.slice(i - 1, i + noun.length).join(' ');
  }
  return undefined;
}
