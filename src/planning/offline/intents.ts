/**
 * Vague requests ("I feel hungry"): the best-scoring intents of intents.yaml for the room, each
 * a goal of goals.yaml whose conditions the room has the objects for. Several different goals
 * with the same best score are a tie, which the planner asks about.
 */
import type { Alternative, Selector } from '../../goals/index.js';
import type { GoalsFile, Intent, Knowledge } from './knowledge-schema.js';
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

export type IntentMatch =
  | { readonly kind: 'goal'; readonly goal: NamedGoal }
  | { readonly kind: 'tie'; readonly options: readonly NamedGoal[] }
  | { readonly kind: 'none'; readonly infeasible: readonly string[] };

/** The goal `id` of goals.yaml (a goal made of others takes theirs, in order). */
export function namedGoal(id: string, file: GoalsFile, seen: ReadonlySet<string> = new Set()): NamedGoal {
  const entry = file.goals[id]!;
  if (entry.done !== undefined) return { id, title: entry.title, description: entry.description, alternatives: entry.done, ways: entry.ways ?? entry.done };
  const used = (entry.use ?? []).filter((u) => !seen.has(u)).map((u) => namedGoal(u, file, new Set([...seen, id])));
  return { id, title: entry.title, description: entry.description, alternatives: used.flatMap((g) => g.alternatives), ways: used.flatMap((g) => g.ways) };
}

/** An intent's score for some words: the weights of its phrases found in them. */
export function intentScore(intent: Intent, words: readonly string[], fillers: ReadonlySet<string>): number {
  let score = 0;
  for (const phrase of intent.phrases) {
    const phraseWords = contentWords(phrase.text, fillers);
    if (findPhrase(words, phraseWords) >= 0) score += phrase.weight ?? phraseWords.length;
  }
  return score;
}

const asList = (value: string | readonly string[] | undefined): readonly string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : value);

/** Whether the room has (or can make) an object for every type list the selector names. */
function selectorFits(selector: Selector, usable: ReadonlySet<string>): boolean {
  for (const list of [selector.type, selector.in, selector.directlyIn]) {
    const names = asList(list).filter((n) => !n.includes('|'));
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

/** The best intents' goals for `text` in this room that the room can serve, best first (ties in file order). */
export function rankGoals(text: string, roomType: string, knowledge: Knowledge, usable: ReadonlySet<string>): { best: NamedGoal[]; infeasible: string[] } {
  const fillers = new Set(knowledge.intents.fillerWords);
  const words = contentWords(text, fillers);
  const scores = new Map<string, number>();
  for (const intent of knowledge.intents.intents) {
    if (intent.rooms && !intent.rooms.includes(roomType as (typeof intent.rooms)[number])) continue;
    const score = intentScore(intent, words, fillers);
    if (score > 0) scores.set(intent.goal, Math.max(score, scores.get(intent.goal) ?? 0));
  }
  const infeasible: string[] = [];
  const feasible: { goal: NamedGoal; score: number }[] = [];
  for (const [id, score] of scores) {
    const goal = namedGoal(id, knowledge.goals);
    const fits = fitting(goal, usable);
    if (fits) feasible.push({ goal: fits, score });
    else infeasible.push(`${goal.title}: the room has nothing to make it with`);
  }
  feasible.sort((a, b) => b.score - a.score);
  const top = feasible[0]?.score;
  return { best: feasible.filter((f) => f.score === top).map((f) => f.goal), infeasible };
}

/** What `text` (and the answer to a clarifying question) asks for among the intents. */
export function matchIntents(text: string, answer: string | undefined, roomType: string, knowledge: Knowledge, usable: ReadonlySet<string>): IntentMatch & { answerUnderstood?: boolean } {
  const { best, infeasible } = rankGoals(text, roomType, knowledge, usable);
  if (best.length === 1) return { kind: 'goal', goal: best[0]! };
  if (best.length > 1) {
    if (answer !== undefined) {
      const chosen = chooseOption(answer, best, roomType, knowledge, usable);
      if (chosen) return { kind: 'goal', goal: chosen };
      return { kind: 'tie', options: best, answerUnderstood: false };
    }
    return { kind: 'tie', options: best };
  }
  if (answer !== undefined) {
    const again = rankGoals(`${text} ${answer}`, roomType, knowledge, usable);
    if (again.best.length === 1) return { kind: 'goal', goal: again.best[0]! };
  }
  return { kind: 'none', infeasible };
}

/** The option an answer picks: its title named in the answer, else the intents' scores. */
export function chooseOption(answer: string, options: readonly NamedGoal[], roomType: string, knowledge: Knowledge, usable: ReadonlySet<string>): NamedGoal | undefined {
  const fillers = new Set(knowledge.intents.fillerWords);
  const words = contentWords(answer, fillers);
  const byTitle = options.filter((o) => findPhrase(words, contentWords(o.title, fillers)) >= 0);
  if (byTitle.length === 1) return byTitle[0];
  const ranked = rankGoals(answer, roomType, knowledge, usable).best.filter((r) => options.some((o) => o.id === r.id));
  return ranked.length === 1 ? options.find((o) => o.id === ranked[0]!.id) : undefined;
}
