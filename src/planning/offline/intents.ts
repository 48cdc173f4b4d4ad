/**
 * The goals of goals.yaml as the planner plans them (a goal made of others takes theirs), whether
 * the room has the objects for them, and which of several an answer picks.
 */
import { typeNames, type Alternative, type Selector } from '../../goals/index.js';
import type { GoalsFile, Knowledge } from './knowledge-schema.js';
import { contentWords, findPhrase } from './text.js';

/** A goal: what it is called, when it is done (its alternatives), and the ways to plan it in order. */
export interface NamedGoal {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** When it is done: the goal stated for the person and judged. */
  readonly alternatives: readonly Alternative[];
  /** What the planner searches for, in order (each implies one of the alternatives). */
  readonly ways: readonly Alternative[];
}

/** The goal `id` of goals.yaml (a goal made of others takes theirs, in order). */
export function namedGoal(id: string, file: GoalsFile, seen: ReadonlySet<string> = new Set()): NamedGoal {
  const entry = file.goals[id]!;
  if (entry.done !== undefined) return { id, title: entry.title, description: entry.description, alternatives: entry.done, ways: entry.ways ?? entry.done };
  const used = (entry.use ?? []).filter((u) => !seen.has(u)).map((u) => namedGoal(u, file, new Set([...seen, id])));
  return { id, title: entry.title, description: entry.description, alternatives: used.flatMap((g) => g.alternatives), ways: used.flatMap((g) => g.ways) };
}


/** Whether the room has (or can make) an object for every type list the selector names. */
function selectorFits(selector: Selector, usable: ReadonlySet<string>): boolean {
  for (const list of [selector.type, selector.in, selector.directlyIn]) {
    const names = typeNames(list).filter((n) => !n.includes('|'));
    if (names.length > 0 && !names.some((n) => usable.has(n))) return false;
  }
  return selector.within === undefined || selectorFits(selector.within, usable);
}

/** Whether the room has the objects an alternative asks for ("none" conditions ask for nothing). */
export function alternativeFits(alternative: Alternative, usable: ReadonlySet<string>): boolean {
  return alternative.all.every((p) => ('none' in p ? true : selectorFits('exists' in p ? p.exists : p.count, usable)));
}

/** The goal with only the ways the room has the objects for; null when none. */
export function fitting(goal: NamedGoal, usable: ReadonlySet<string>): NamedGoal | null {
  const ways = goal.ways.filter((a) => alternativeFits(a, usable));
  return ways.length === 0 ? null : { ...goal, ways };
}

/**
 * The option an answer picks: its title named in the answer, else a use of uses.yaml for that
 * goal asked by name ("an egg" for a fried egg); undefined when it names none or several.
 */
export function chooseOption(answer: string, options: readonly NamedGoal[], knowledge: Knowledge): NamedGoal | undefined {
  const fillers = new Set(knowledge.speech.fillers);
  const words = contentWords(answer, fillers);
  const byTitle = options.filter((o) => findPhrase(words, contentWords(o.title, fillers)) >= 0);
  if (byTitle.length === 1) return byTitle[0];
  const asked = options.filter((o) =>
    knowledge.uses.uses.some((u) => o.id.split('+').includes(u.goal ?? '') && u.asks.some((a) => findPhrase(words, contentWords(a, fillers)) >= 0)),
  );
  return asked.length === 1 ? asked[0] : undefined;
}
