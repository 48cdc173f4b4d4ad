/**
 * A program as an allocator that weighs time sees it: the calls written in the code (each gets
 * one agent), the calls as they run (a function called twice runs its calls twice), and for each
 * running call and agent its duration (the team file) and for each written call every agent's
 * affordance; and a simulation of the schedule as the running calls are given agents one after
 * another (schedule/: FootprintTracker and ScheduleClock, the very rules of the derived
 * schedule), which a search copies wherever it tries more than one agent. With `walking` (the
 * default), a call also takes the agent's walk to it and between its objects (schedule/walking.ts,
 * at the agent's speed): the expected makespan.
 */
import { flattenSteps, type Program, type SkillCall } from '../code/index.js';
import { InputError } from '../errors.js';
import { actionSeconds, expandSkillCall, type PlannedAction } from '../execution/index.js';
import { callWalk, FootprintTracker, namedMemos, ScheduleClock, sceneFacts, sceneWalks, startKey, walkMetres, type CallVariants, type CallWalk, type Footprint, type SceneFacts, type SceneWalks } from '../schedule/index.js';
import type { FloorPoint } from '../world/index.js';
import type { World } from '../world/index.js';
import { skillScores } from './affordance.js';

/**
 * One call as it runs: which written call it is, its atomic actions, its seconds per agent (team
 * order), and its footprints by where its agent stands as it begins (the rest of a footprint is
 * the same whoever does the call: where things are does not depend on who moved them).
 */
export interface RunningCall {
  readonly written: number;
  readonly steps: readonly PlannedAction[];
  readonly seconds: readonly number[];
  readonly variants: CallVariants;
  /** Where the call walks (the same whoever does it, but for the walk to its first object). */
  readonly walk: CallWalk;
}

export interface PlanModel {
  /** The agents, in the team's order; an assignment gives each written call an index into it. */
  readonly agents: readonly string[];
  /** The calls as written, in source order (the allocation's rows). */
  readonly written: readonly SkillCall[];
  /** Each written call's affordance per agent (0: cannot). */
  readonly scores: readonly (readonly number[])[];
  /** The calls in running order. */
  readonly runs: readonly RunningCall[];
  readonly facts: SceneFacts;
  /** The memories of type resolution some call reads (the same whoever does the calls). */
  readonly memos: ReadonlySet<string>;
  /** Metres per second of each agent (team order). */
  readonly speeds: readonly number[];
  readonly walks: SceneWalks;
  /** Whether calls take their walks too (the expected makespan); false: the team's seconds alone. */
  readonly walking: boolean;
}

/** The calls written in `program`, each once, in source order. */
export function writtenCalls(program: Program): SkillCall[] {
  return program.functions.flatMap((fn) => fn.body.filter((s): s is SkillCall => s.kind === 'skill'));
}

/** The model of `program` in `world` with its team. A call of a skill the library lacks is an InputError at its line. */
export function planModel(program: Program, world: Pick<World, 'scene' | 'catalogue' | 'skills' | 'team'>): PlanModel {
  const agents = world.team.agents.map((a) => a.name);
  const written = writtenCalls(program);
  const index = new Map(written.map((call, i) => [call, i] as const));
  const scores = written.map((call) => {
    const skill = world.skills.get(call.skill);
    if (skill === undefined) throw new InputError(`line ${call.line}: '${call.skill}' is not a skill of the library, so it cannot be allocated`, { line: call.line });
    const byAgent = skillScores(skill, world.team);
    return agents.map((agent) => byAgent.get(agent) ?? 0);
  });
  const calls = flattenSteps(program);
  const expanded = calls.map((call) => expandSkillCall(call, world.skills.get(call.skill)!));
  const facts = sceneFacts(world.scene, world.catalogue);
  const walks = sceneWalks(world.scene);
  // Any agent does for the memories: which types are named does not depend on who names them.
  const memos = namedMemos(expanded.map((steps) => ({ agent: agents[0] ?? 'robot', steps })), facts);
  const tracker = FootprintTracker.start(facts, memos);
  const runs = calls.map((call, j): RunningCall => {
    const steps = expanded[j]!;
    const seconds = agents.map((agent) => steps.reduce((sum, step) => sum + actionSeconds(world.team, agent, step.action), 0));
    const variants = tracker.variants(steps);
    tracker.commit(variants.trace);
    return { written: index.get(call)!, steps, seconds, variants, walk: callWalk(steps, walks) };
  });
  const speeds = world.team.agents.map((a) => a.speed);
  return { agents, written, scores, runs, facts, memos, speeds, walks, walking: true };
}

/** The model whose calls take the team's seconds alone (no walking): the schedule a concurrent run's clock follows. */
export function withoutWalking(model: PlanModel): PlanModel {
  return { ...model, walking: false };
}

/** The model restricted to some of its agents (a smaller team): the columns of `keep`, in that order. */
export function subModel(model: PlanModel, keep: readonly number[]): PlanModel {
  return {
    ...model,
    agents: keep.map((a) => model.agents[a]!),
    scores: model.scores.map((row) => keep.map((a) => row[a]!)),
    runs: model.runs.map((run) => ({ ...run, seconds: keep.map((a) => run.seconds[a]!) })),
    speeds: keep.map((a) => model.speeds[a]!),
  };
}

/**
 * The schedule of the running calls given agents so far, one call after another in running
 * order: where each agent stands, when it is free, when the last call ends, the busy seconds and
 * the log of the probability that every call so far succeeds.
 */
export class Simulation {
  private constructor(
    private readonly model: PlanModel,
    private readonly clock: ScheduleClock,
    /** Where each agent stands (a resource, or undefined before it went anywhere). */
    private readonly at: (string | undefined)[],
    /** Where each agent stands on the floor (undefined before it went anywhere). */
    private readonly points: (FloorPoint | undefined)[],
    /** Running calls simulated so far. */
    public next: number,
    public busy: number,
    public logSuccess: number,
  ) {}

  static start(model: PlanModel): Simulation {
    return new Simulation(model, new ScheduleClock(), model.agents.map(() => undefined), model.agents.map(() => undefined), 0, 0, 0);
  }

  clone(): Simulation {
    return new Simulation(this.model, this.clock.clone(), [...this.at], [...this.points], this.next, this.busy, this.logSuccess);
  }

  get makespan(): number {
    return this.clock.makespan;
  }

  /** When agent `a`'s last call so far ends. */
  freeAt(a: number): number {
    return this.clock.agentEnd(this.model.agents[a]!);
  }

  private footprintOf(a: number): Footprint {
    const { variants } = this.model.runs[this.next]!;
    return variants.footprints.get(startKey(variants, this.at[a]))!;
  }

  /** Seconds agent `a` takes for the next running call: its actions, and its walk when the model walks. */
  private secondsOf(a: number): number {
    const { model } = this;
    const run = model.runs[this.next]!;
    if (!model.walking) return run.seconds[a]!;
    return run.seconds[a]! + walkMetres(run.walk, this.points[a], model.walks) / model.speeds[a]!;
  }

  /** The footprint and end of the next running call if agent `a` did it; nothing changes. */
  peek(a: number): { footprint: Footprint; end: number } {
    const footprint = this.footprintOf(a);
    return { footprint, end: this.clock.startOf(footprint, this.model.agents[a]!) + this.secondsOf(a) };
  }

  /** Agent `a` does the next running call. */
  advance(a: number): void {
    const run = this.model.runs[this.next]!;
    const seconds = this.secondsOf(a);
    this.clock.add(this.footprintOf(a), this.model.agents[a]!, seconds);
    if (run.variants.end !== undefined) this.at[a] = run.variants.end;
    if (run.walk.last !== undefined) this.points[a] = run.walk.last;
    this.busy += seconds;
    this.logSuccess += Math.log(this.model.scores[run.written]![a]!);
    this.next += 1;
  }
}

/** An allocation's figures: when the last call ends, and the log of the probability every call succeeds. */
export interface Evaluation {
  readonly makespan: number;
  readonly logSuccess: number;
  /** The calls' seconds added up (one call after another), when simulated to the end. */
  readonly busy?: number;
}

/** Simulates every running call with `assignment` (an agent index per written call). */
export function evaluate(model: PlanModel, assignment: ArrayLike<number>): Evaluation {
  const sim = Simulation.start(model);
  while (sim.next < model.runs.length) sim.advance(assignment[model.runs[sim.next]!.written]!);
  return { makespan: sim.makespan, logSuccess: sim.logSuccess, busy: sim.busy };
}
