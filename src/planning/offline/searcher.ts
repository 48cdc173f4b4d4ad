/**
 * The offline planner's link to its search: a search context for one scene (the catalogue, the
 * scene's links, the knowledge's homes and words) and plans toward a goal from a start, after an
 * optional program that stays as it is.
 */
import type { SkillCall } from '../../code/index.js';
import type { Alternative } from '../../goals/index.js';
import type { World } from '../../world/index.js';
import { DEFAULT_AGENT } from '../../execution/index.js';
import type { Knowledge } from './knowledge-schema.js';
import type { PlannedCall } from './search/call-steps.js';
import { planToward, type PlanOutcome } from './search/plan.js';
import type { RoomData } from './search/room.js';
import type { SearchContext } from './search/search.js';
import type { Start, WorldSimulator } from './search/simulator.js';
import { Trials } from './search/trial.js';

export interface PlanRequest {
  readonly goal: readonly Alternative[];
  readonly start: Start;
  /** Calls that run first and stay (the program so far, for "also ..."). */
  readonly after?: readonly PlannedCall[] | undefined;
  /** Types the plan must not use ("use a pot instead of the pan"). */
  readonly avoid?: ReadonlySet<string> | undefined;
}

export class Searcher {
  constructor(
    private readonly world: Pick<World, 'catalogue' | 'scene' | 'skills'>,
    private readonly simulator: WorldSimulator,
    private readonly knowledge: Knowledge,
  ) {}

  /** The room data of the scene, without `avoid`'s types. */
  roomData(avoid?: ReadonlySet<string>): RoomData {
    const links = new Map(this.world.scene.objects.filter((o) => o.controls !== undefined).map((o) => [o.id, o.controls!] as const));
    return { catalogue: this.world.catalogue, links, homes: this.knowledge.goals.homes, avoid };
  }

  isPickupable = (type: string): boolean => this.world.catalogue.types.get(type)?.properties.includes('pickupable') ?? false;

  /**
   * Whether a program runs to its end in the simulator from `start` (calls by the default agent;
   * a program that names agents is taken as it is).
   */
  async runs(calls: readonly SkillCall[], start: Start): Promise<boolean> {
    if (calls.some((c) => c.agent !== undefined && c.agent !== DEFAULT_AGENT)) return true;
    const trials = new Trials(this.simulator, this.world.skills, start, DEFAULT_AGENT);
    const outcome = await trials.extend(await trials.root(), calls.map((c) => ({ skill: c.skill, args: c.args, purpose: '' })));
    return outcome.ok;
  }

  /** A program toward the goal (its calls after `after`), or why none was found. */
  async plan(request: PlanRequest): Promise<PlanOutcome> {
    const trials = new Trials(this.simulator, this.world.skills, request.start, DEFAULT_AGENT);
    const ctx: SearchContext = { trials, data: this.roomData(request.avoid), isPickupable: this.isPickupable };
    return planToward(request.goal, ctx, {}, request.after ?? []);
  }
}
