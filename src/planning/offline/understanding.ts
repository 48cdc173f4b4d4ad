/**
 * What a request asks for: a command ("put the apple in the fridge": words.yaml, parsed and
 * stated as a goal), or a vague request one of the intents knows ("I feel hungry"), or nothing
 * the planner understands, with the words it did not.
 */
import { describeGoal, type Alternative } from '../../goals/index.js';
import { derivableTypes, type Catalogue } from '../../world/index.js';
import type { StageOneInput } from '../planner.js';
import { matchIntents, type NamedGoal } from './intents.js';
import type { Knowledge } from './knowledge-schema.js';
import { parseCommand, type Mention } from './understand/parse.js';
import { normalWords } from './text.js';
import { goalOfCommands } from './understand/to-goal.js';
import { readingAnswered, readingsOf } from './understand/readings.js';
import type { Vocabulary } from './understand/vocabulary.js';

export type Understanding =
  | {
      readonly kind: 'goal';
      readonly goal: NamedGoal;
      readonly notes: readonly string[];
      readonly via: 'command' | 'intent';
      /** A command whose words name several kinds of thing the room has: one goal per reading, to ask which. */
      readonly readings?: readonly NamedGoal[] | undefined;
    }
  /**
   * Several goals serve the request equally; `answer` is an answer that picked none of them;
   * `asStated`, a goal any of them meets (a command's, as its words say it), is planned when no
   * answer settles it.
   */
  | { readonly kind: 'tie'; readonly options: readonly NamedGoal[]; readonly answer?: string | undefined; readonly asStated?: NamedGoal | undefined }
  | { readonly kind: 'none'; readonly reason: string };

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
}

/** The types a request in this scene can be about: those the room has and those it can make (AppleSliced from an Apple). */
export function usableTypes(scene: StageOneInput['scene'], catalogue: Catalogue): Set<string> {
  const present = new Set(scene.objectTypes);
  return new Set([...present, ...(scene.derivableTypes ?? derivableTypes(present, catalogue))]);
}

/** A command's goal id: the request as asked. */
export const AS_ASKED = 'as-asked';

/**
 * What `text` (with the answer to a clarifying question, if any) asks for. A request with a verb
 * of words.yaml is a command: understood whole, or refused naming the words that were not; it is
 * never matched against the intents by a keyword instead (a "watch" in a command is a watch).
 */
export function understand(text: string, answer: string | undefined, ctx: UnderstandContext): Understanding {
  const parse = parseCommand(text, ctx.vocabulary);
  if (parse.clauses.length > 0) {
    const unknown = [...new Set(parse.unknown)];
    if (unknown.length > 0) return { kind: 'none', reason: `it did not understand ${unknown.map((w) => `'${w}'`).join(', ')}` };
    const standIns = (type: string): string[] => ctx.knowledge.goals.interchangeable.filter((l) => l.includes(type)).flatMap((l) => l.filter((t) => t !== type));
    const stated = goalOfCommands(parse, { types: ctx.usable, catalogue: ctx.catalogue, it: ctx.it, holdersOf: ctx.holdersOf, standIns, notes: [] }, shorten(text));
    if (!stated.ok) return { kind: 'none', reason: stated.reason };
    const goal = asAsked(shorten(text), stated.goal);
    const readings = readingsOf(stated.goal).map((r) => asAsked(r.label, { ...r.goal, name: `${stated.goal.name} (${r.label})` }));
    if (readings.length === 0) return { kind: 'goal', goal, notes: stated.notes, via: 'command' };
    // "A chair" where there are two kinds: the answer to "which?" says which.
    if (answer !== undefined) {
      const picked = readingAnswered(readingsOf(stated.goal), answer);
      if (picked === undefined) return { kind: 'tie', options: readings, answer, asStated: goal };
      const chosen = readings.find((r) => r.title === picked.label)!;
      return { kind: 'goal', goal: { ...chosen, title: `${goal.title} (${picked.label})` }, notes: stated.notes, via: 'command' };
    }
    return { kind: 'goal', goal, notes: stated.notes, via: 'command', readings };
  }
  // A vague request is matched by its intent only when every word of it is one the planner
  // knows, and every object it names is one the intent's words name ("watch" in "frobnicate the
  // watch" is no request to watch TV).
  const unknown = unknownWords(text, ctx);
  if (unknown.length > 0) return { kind: 'none', reason: `it did not understand ${unknown.map((w) => `'${w}'`).join(', ')}` };
  const intents = matchIntents(text, answer, ctx.roomType, ctx.knowledge, ctx.usable);
  if (intents.kind === 'goal' || intents.kind === 'tie') {
    const options = intents.kind === 'goal' ? [intents.goal] : intents.options;
    const stray = strayObjects(text, options, ctx);
    if (stray.length > 0) return { kind: 'none', reason: `it did not understand what to do with ${stray.map((w) => `the ${w}`).join(' and ')}` };
  }
  if (intents.kind === 'goal') return { kind: 'goal', goal: intents.goal, notes: [], via: 'intent' };
  if (intents.kind === 'tie') return { kind: 'tie', options: intents.options, answer: intents.answerUnderstood === false ? answer : undefined };
  if (intents.infeasible.length > 0) return { kind: 'none', reason: `the request asks for what this room cannot give (${intents.infeasible.join('; ')})` };
  return { kind: 'none', reason: 'it says nothing to do (no action such as put, turn on, slice, heat)' };
}

/** The words of every intent's phrases ("relax" is a wish the planner knows, whichever room serves it). */
function intentWords(ctx: UnderstandContext): Set<string> {
  const words = new Set<string>();
  for (const intent of ctx.knowledge.intents.intents) for (const phrase of intent.phrases) for (const w of normalWords(phrase.text)) words.add(w);
  return words;
}

/** Words of a request neither the intents, their fillers nor the words of commands know. */
function unknownWords(text: string, ctx: UnderstandContext): string[] {
  const known = intentWords(ctx);
  const fillers = new Set(ctx.knowledge.intents.fillerWords);
  const words = normalWords(text).filter((w) => !fillers.has(w) && !known.has(w) && !ctx.vocabulary.knows(w));
  return [...new Set(words)];
}

/** Objects a request names that none of the goals' intents speak of. */
function strayObjects(text: string, goals: readonly NamedGoal[], ctx: UnderstandContext): string[] {
  const phrases = new Set<string>();
  for (const intent of ctx.knowledge.intents.intents) {
    if (!goals.some((g) => g.id === intent.goal)) continue;
    for (const phrase of intent.phrases) for (const w of normalWords(phrase.text)) phrases.add(w);
  }
  return [...new Set(normalWords(text).filter((w) => ctx.vocabulary.isNoun(w) && !phrases.has(w)))];
}

/** A command's goal as a named goal: its title, and the goal in plain words. */
function asAsked(title: string, alternative: Alternative): NamedGoal {
  return { id: AS_ASKED, title, description: `As asked: ${describeGoal([alternative])[0]!.replace(/^[^:]*: /, '')}.`, alternatives: [alternative], ways: [alternative] };
}

/** A request as a title: its first line, at most 80 characters. */
function shorten(text: string): string {
  const line = text.trim().split('\n')[0]!.replace(/[.!?]+$/, '');
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}
