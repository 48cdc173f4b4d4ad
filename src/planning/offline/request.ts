/**
 * What a request asks for: commands, or the best-scoring intents of intents.yaml for the room
 * that the scene can serve. Several different goals with the same best score are a tie.
 */
import type { StageOneInput } from '../planner.js';
import type { Intent, Knowledge } from './knowledge-schema.js';
import type { Lexicon } from './lexicon.js';
import { commandGoal, parseCommands } from './commands.js';
import { planTypes, type GoalRequest } from './ground.js';
import type { PlanState } from './plan-state.js';
import { contentWords, findPhrase } from './text.js';

export type RequestMatch =
  | { readonly kind: 'goal'; readonly request: GoalRequest; readonly via: string }
  | { readonly kind: 'tie'; readonly options: readonly GoalRequest[] }
  | { readonly kind: 'none'; readonly reason: string };

/** An intent's score for some words: the weights of its phrases found in them. */
export function intentScore(intent: Intent, words: readonly string[], fillers: ReadonlySet<string>): number {
  let score = 0;
  for (const phrase of intent.phrases) {
    const phraseWords = contentWords(phrase.text, fillers);
    if (findPhrase(words, phraseWords) >= 0) score += phrase.weight ?? phraseWords.length;
  }
  return score;
}

export interface MatchContext {
  readonly knowledge: Knowledge;
  readonly lexicon: Lexicon;
  /** A state holding only the catalogue (stage 1 knows types, not objects). */
  readonly typeState: PlanState;
}

/** The types of the scene plus the ones it can make (BreadSliced from Bread). */
export function usableTypes(input: StageOneInput, typeState: PlanState): Set<string> {
  const present = new Set(input.scene.objectTypes);
  const pending = [...present];
  for (let type = pending.pop(); type !== undefined; type = pending.pop()) {
    const effects = typeState.info(type).effects;
    for (const made of [effects.sliceInto, effects.breakInto]) {
      if (made !== undefined && !present.has(made)) {
        present.add(made);
        pending.push(made);
      }
    }
  }
  return present;
}

/** Scored, feasible goals for `text` in this room, best first (ties in file order). */
function rankGoals(text: string, input: StageOneInput, ctx: MatchContext, usable: ReadonlySet<string>): { best: GoalRequest[]; infeasible: string[] } {
  const { knowledge } = ctx;
  const fillers = new Set(knowledge.intents.fillerWords);
  const words = contentWords(text, fillers);
  const scores = new Map<string, number>();
  for (const intent of knowledge.intents.intents) {
    if (intent.rooms && !intent.rooms.includes(input.scene.roomType as (typeof intent.rooms)[number])) continue;
    const score = intentScore(intent, words, fillers);
    if (score > 0) scores.set(intent.goal, Math.max(score, scores.get(intent.goal) ?? 0));
  }
  const infeasible: string[] = [];
  const feasible: { request: GoalRequest; score: number }[] = [];
  for (const [goalId, score] of scores) {
    const goal = knowledge.recipes.goals[goalId]!;
    const request: GoalRequest = { id: goalId, goal };
    const plan = planTypes(request, knowledge, ctx.typeState, usable);
    if (plan.ok) feasible.push({ request, score });
    else infeasible.push(`${goal.title}: ${plan.reasons.join('; ')}`);
  }
  feasible.sort((a, b) => b.score - a.score);
  const top = feasible[0]?.score;
  return { best: feasible.filter((f) => f.score === top).map((f) => f.request), infeasible };
}

/** Decides what the request (and the answer to a clarifying question, if any) asks for. */
export function matchRequest(input: StageOneInput, ctx: MatchContext): RequestMatch {
  const usable = usableTypes(input, ctx.typeState);
  const usableOf = (types: readonly string[]): string[] => types.filter((t) => usable.has(t));
  const commands = parseCommands(input.instruction, ctx.knowledge, ctx.lexicon, usableOf);
  if (commands) {
    const goal = commandGoal(commands);
    return { kind: 'goal', request: { id: 'as-asked', goal }, via: 'commands' };
  }
  const { best, infeasible } = rankGoals(input.instruction, input, ctx, usable);
  if (best.length === 1) return { kind: 'goal', request: best[0]!, via: 'intent' };
  if (best.length > 1) {
    const answer = input.clarification?.answer;
    if (answer !== undefined) {
      const chosen = chooseOption(answer, best, input, ctx, usable);
      if (chosen) return { kind: 'goal', request: chosen, via: 'clarification' };
    }
    return { kind: 'tie', options: best };
  }
  if (input.clarification) {
    const again = rankGoals(`${input.instruction} ${input.clarification.answer}`, input, ctx, usable);
    if (again.best.length === 1) return { kind: 'goal', request: again.best[0]!, via: 'clarification' };
  }
  const reason =
    infeasible.length > 0
      ? `the request matches goals this scene cannot serve (${infeasible.join('; ')})`
      : `no known request matches '${input.instruction}' in a ${input.scene.roomType}`;
  return { kind: 'none', reason };
}

/** The option an answer picks: its title named in the answer, else the intents' scores. */
function chooseOption(answer: string, options: readonly GoalRequest[], input: StageOneInput, ctx: MatchContext, usable: ReadonlySet<string>): GoalRequest | undefined {
  const fillers = new Set(ctx.knowledge.intents.fillerWords);
  const words = contentWords(answer, fillers);
  const byTitle = options.filter((o) => findPhrase(words, contentWords(o.goal.title, fillers)) >= 0);
  if (byTitle.length === 1) return byTitle[0];
  const ranked = rankGoals(answer, input, ctx, usable).best.filter((r) => options.some((o) => o.id === r.id));
  return ranked.length === 1 ? ranked[0] : undefined;
}
