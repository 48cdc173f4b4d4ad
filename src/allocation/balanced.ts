/**
 * Allocation that weighs time as well as reliability (docs/teams.md, "The balanced allocator").
 *
 * - `paper`: the paper's rule, each call to the agent with the largest affordance (rule-based.ts).
 * - `balanced`: the allocation with the smallest expected makespan (the schedule of the whole plan
 *   with the team's durations and each agent's walks between objects: schedule/), then the
 *   likeliest to succeed, among those that give
 *   no call to an agent whose affordance is more than the reliability floor below the best
 *   agent's for it (a floor of 0.25: at least 75% of the best).
 *
 * Both say what they cost and what they leave on the table: the makespan, one call after another,
 * and the probability that every call succeeds (the product of the affordances of the calls as
 * they run); for the paper rule the balanced allocator's makespan, for the balanced one the paper
 * rule's and what the floor costs; and any team of one agent fewer that would be faster.
 */
import { z } from 'zod';
import type { Program, SkillCall } from '../code/index.js';
import type { World } from '../world/index.js';
import { allocateEach, type Allocation } from './allocation.js';
import { better, DEFAULT_BUDGET, firstChoices, searchAssignment, type SearchBudget } from './balanced-search.js';
import { evaluate, planModel, subModel, withoutWalking, type Evaluation, type PlanModel } from './plan-model.js';
import { allocateRuleBased } from './rule-based.js';

export const ALLOCATOR_NAMES = ['paper', 'balanced'] as const;
export type AllocatorName = (typeof ALLOCATOR_NAMES)[number];

/**
 * The default reliability floor: a call may go to an agent whose affordance is at most 25% below
 * the best agent's. It lets the paper's human put things down (0.452) beside the second robot
 * (0.534, 15% better) and open the fridge (0.356) beside the robot (0.461, 23% better).
 */
export const DEFAULT_RELIABILITY_FLOOR = 0.25;

export interface AllocatorOptions {
  /** 0..1: how far below the best agent's affordance a call's agent may be (balanced only; default 0.25). */
  readonly floor?: number;
  readonly budget?: SearchBudget;
  /** Work out the comparisons too (the other allocator, smaller teams, no floor); default true. Without, they are left empty. */
  readonly compare?: boolean;
}

const figure = z.object({ makespan: z.number().nonnegative(), successProbability: z.number().min(0).max(1) }).strict();

/** What an allocation costs and what it leaves on the table (the transcript's `allocation` event, `allocate --json`). */
export const AllocationFigures = z
  .object({
    allocator: z.enum(ALLOCATOR_NAMES),
    /** The reliability floor the balanced allocator keeps to (recorded for the paper rule too, which needs none). */
    floor: z.number().min(0).max(1),
    /** The schedule's makespan: every call as soon as the calls it waits for end, with the team's estimated seconds (as a concurrent run's clock counts them). */
    makespan: z.number().nonnegative(),
    /** One call after another, with the team's seconds. */
    sequential: z.number().nonnegative(),
    /**
     * The expected makespan and time one call after another with each agent's walks between
     * objects counted too (the room's floor, the agent's speed): what the balanced allocator
     * minimises and the notes report. Absent in records before walks were counted.
     */
    expected: z.object({ makespan: z.number().nonnegative(), sequential: z.number().nonnegative() }).strict().optional(),
    /** The probability that every call succeeds: the product of the affordances of the calls as they run. */
    successProbability: z.number().min(0).max(1),
    /** How it was found: `rule` (the paper's), `exact` (no allocation within the floor ends sooner), `heuristic` (the best found). */
    method: z.enum(['rule', 'exact', 'heuristic']),
    /** No allocation within the floor can end before this (seconds); the makespan itself when exact. */
    lowerBound: z.number().nonnegative(),
    /** (makespan − lower bound) / makespan; null for the paper rule. */
    gap: z.number().min(0).max(1).nullable(),
    /** Each allocator on the same plan and team, walks counted (balanced: null when some call has no agent within the floor). */
    paper: figure,
    balanced: figure.nullable(),
    /** Balanced: the allocation with no floor, when it ends sooner (what the floor costs). */
    withoutFloor: figure.nullable(),
    /** Teams of one agent fewer whose allocation by the same allocator ends sooner than this one. */
    smallerTeams: z.array(z.object({ without: z.string(), makespan: z.number().nonnegative() }).strict()),
  })
  .strict();
export type AllocationFigures = z.infer<typeof AllocationFigures>;

/** An allocation with its figures. */
export interface FiguredAllocation extends Allocation {
  readonly figures: AllocationFigures;
}

/**
 * For each written call, the agents it may go to under `floor`: able to do it (affordance above
 * 0) and within `floor` of the best, most reliable first (a tie in the team's order), so the
 * first is the paper rule's.
 */
export function choicesWithin(model: PlanModel, floor: number): number[][] {
  return model.scores.map((row) => {
    const best = Math.max(0, ...row);
    const allowed = row.flatMap((score, a) => (score > 0 && score >= (1 - floor) * best - 1e-12 ? [a] : []));
    return allowed.sort((x, y) => row[y]! - row[x]! || x - y);
  });
}

const toFigure = (e: Evaluation): { makespan: number; successProbability: number } => ({ makespan: e.makespan, successProbability: Math.exp(e.logSuccess) });

/** The work of the searches that only inform (another allocator, a smaller team, no floor): a quarter of the main one's. */
function sideBudget(budget: SearchBudget): SearchBudget {
  const full = { ...DEFAULT_BUDGET, ...budget };
  return { exactWork: Math.floor(full.exactWork / 4), localWork: Math.floor(full.localWork / 4) };
}

/** The balanced search on `model` under `floor`; undefined when some call has no agent able to do it. */
function balancedOn(model: PlanModel, floor: number, seeds: readonly (readonly number[])[], budget: SearchBudget) {
  const choices = choicesWithin(model, floor);
  if (choices.some((agents) => agents.length === 0)) return undefined;
  return searchAssignment(model, choices, seeds, budget);
}

/** Allocates `program` to `world`'s team with the allocator `name`, and works out its figures. */
export function allocateWith(name: AllocatorName, program: Program, world: Pick<World, 'scene' | 'catalogue' | 'skills' | 'team'>, options: AllocatorOptions = {}): FiguredAllocation {
  const floor = options.floor ?? DEFAULT_RELIABILITY_FLOOR;
  if (!(floor >= 0 && floor <= 1)) throw new RangeError(`the reliability floor must be between 0 and 1, not ${floor}`);
  const budget = options.budget ?? {};
  // The paper rule first: a call no agent can do is refused here, at its line, as always.
  const paper = allocateRuleBased(program, world.team, world.skills);
  const model = planModel(program, world);
  const paperAssignment = firstChoices(choicesWithin(model, 0));
  const paperEvaluation = evaluate(model, paperAssignment);
  const others = (without: number): number[] => model.agents.flatMap((_, a) => (a === without ? [] : [a]));

  let assignment = paperAssignment;
  let evaluation = paperEvaluation;
  let method: AllocationFigures['method'] = 'rule';
  let lowerBound = paperEvaluation.makespan;
  let gap: number | null = null;
  let balanced: AllocationFigures['balanced'] = null;
  let withoutFloor: AllocationFigures['withoutFloor'] = null;
  const smallerTeams: { without: string; makespan: number }[] = [];

  const compare = options.compare ?? true;
  if (name === 'paper' && compare) {
    const best = balancedOn(model, floor, [], sideBudget(budget));
    if (best !== undefined) balanced = toFigure(best.evaluation);
    model.agents.forEach((agent, x) => {
      if (model.agents.length < 2) return;
      const keep = others(x);
      const sub = subModel(model, keep);
      const choices = choicesWithin(sub, 0);
      if (choices.some((agents) => agents.length === 0)) return;
      const theirs = evaluate(sub, firstChoices(choices));
      if (better({ makespan: theirs.makespan, logSuccess: Number.NEGATIVE_INFINITY }, { makespan: evaluation.makespan, logSuccess: 0 })) smallerTeams.push({ without: agent, makespan: theirs.makespan });
    });
  } else if (name === 'balanced') {
    // Each smaller team's own best allocation, which this team can often follow (a seed).
    const subResults = model.agents.length < 2 || !compare ? [] : model.agents.map((agent, x) => {
      const keep = others(x);
      const result = balancedOn(subModel(model, keep), floor, [], sideBudget(budget));
      return { agent, result, seed: result?.assignment.map((a) => keep[a]!) };
    });
    const result = balancedOn(model, floor, subResults.flatMap((s) => (s.seed === undefined ? [] : [s.seed])), budget)!;
    ({ assignment, evaluation, method, lowerBound } = { ...result, assignment: [...result.assignment] });
    gap = result.gap;
    for (const { agent, result: theirs } of subResults) {
      if (theirs !== undefined && theirs.evaluation.makespan < evaluation.makespan - 1e-6) smallerTeams.push({ without: agent, makespan: theirs.evaluation.makespan });
    }
    if (floor < 1 && compare) {
      const free = balancedOn(model, 1, [assignment], sideBudget(budget));
      if (free !== undefined && free.evaluation.makespan < evaluation.makespan - 1e-6) withoutFloor = toFigure(free.evaluation);
    }
  }

  const index = new Map<SkillCall, number>(model.written.map((call, i) => [call, i] as const));
  const allocation = name === 'paper' ? paper : allocateEach(program, { team: world.team, skills: world.skills }, (call) => model.agents[assignment[index.get(call)!]!]!);
  const sequential = model.runs.reduce((sum, run) => sum + run.seconds[assignment[run.written]!]!, 0);
  const figures: AllocationFigures = {
    allocator: name,
    floor,
    makespan: evaluate(withoutWalking(model), assignment).makespan,
    sequential,
    expected: { makespan: evaluation.makespan, sequential: evaluate(model, assignment).busy ?? 0 },
    successProbability: Math.exp(evaluation.logSuccess),
    method,
    lowerBound,
    gap,
    paper: toFigure(paperEvaluation),
    balanced: name === 'balanced' ? toFigure(evaluation) : balanced,
    withoutFloor,
    smallerTeams,
  };
  return { ...allocation, figures };
}

/** The probability that every call of `program` (as it runs, each with its agent) succeeds: the product of their affordances. */
export function successProbability(program: Program, world: Pick<World, 'scene' | 'catalogue' | 'skills' | 'team'>): number {
  const model = planModel(program, world);
  const agentOf = new Map<SkillCall, number>(model.written.map((call, i) => [call, model.agents.indexOf(call.agent ?? '')] as const));
  return model.runs.reduce((p, run) => {
    const a = agentOf.get(model.written[run.written]!)!;
    return p * (a < 0 ? 0 : model.scores[run.written]![a]!);
  }, 1);
}
