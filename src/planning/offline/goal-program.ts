/**
 * The offline planner's search offered to any planner: a program toward a goal someone else
 * stated (an LLM's stage 2), searched against the session's simulator from the reset scene. The
 * session uses it with `--search-fix` when a planner's code leaves its approved goal unmet or
 * fails with no known fix: the language model decides what is wanted, the search how.
 */
import type { Alternative } from '../../goals/index.js';
import type { World } from '../../world/index.js';
import { printProgram } from '../../code/index.js';
import type { Knowledge } from './knowledge-schema.js';
import { loadKnowledge } from './load-knowledge.js';
import { functionName } from './plan-text.js';
import { programOf } from './search/program-text.js';
import type { WorldSimulator } from './search/simulator.js';
import { Searcher } from './searcher.js';

/** A program found toward the goal, or why none was. */
export type GoalProgram =
  | { ok: true; code: string; alternative: string; alreadyDone: boolean }
  | { ok: false; reasons: string[] };

/** Searches programs toward stated goals in one scene (the knowledge is loaded once). */
export class GoalSearch {
  private readonly searcher: Searcher;
  /** The ways of each known goal's "done" alternative (goals.yaml), by the alternative's canonical form. */
  private readonly waysByDone = new Map<string, readonly Alternative[]>();

  constructor(world: Pick<World, 'catalogue' | 'scene' | 'skills'>, simulator: WorldSimulator, knowledge?: Knowledge) {
    const known = knowledge ?? loadKnowledge(undefined, world.catalogue);
    this.searcher = new Searcher(world, simulator, known);
    for (const entry of Object.values(known.goals.goals)) {
      if (entry.done === undefined || entry.ways === undefined) continue;
      for (const done of entry.done) this.waysByDone.set(canonical(done), entry.ways);
    }
  }

  /**
   * A program from the reset scene that meets one of the goal's alternatives (the first the search
   * reaches, in their order). An alternative that is a known goal's (adopted with `--goal-hints`)
   * is searched by that goal's ways, in order, as the offline planner does: a fried egg is fried in
   * the pan before the microwave is tried.
   */
  async programToward(goal: readonly Alternative[]): Promise<GoalProgram> {
    const ways = goal.flatMap((a) => this.waysByDone.get(canonical(a)) ?? [a]);
    const outcome = await this.searcher.plan({ goal: ways.filter((w, i) => ways.findIndex((o) => canonical(o) === canonical(w)) === i), start: 'reset' });
    if (!outcome.ok) return { ok: false, reasons: outcome.reasons };
    const { plan } = outcome;
    const code = printProgram(programOf(functionName(plan.alternative), plan.calls, plan.root.state));
    return { ok: true, code, alternative: plan.alternative, alreadyDone: plan.alreadyDone };
  }
}

/** JSON with object keys sorted: the same alternative whatever order its fields were read in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}
