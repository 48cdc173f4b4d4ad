/**
 * A dry run of skill code from a reset scene: what the simulated user "sees" before it approves.
 * It parses and validates the code, executes it on the client it is given (in an episode, the
 * simulator's predictions: execution/predicting-client.ts) and evaluates the task's success
 * criteria on the state it ends in.
 */
import type { StateResult } from '../../bridge/index.js';
import type { CodeError } from '../../code/index.js';
import { flattenSteps, type Program } from '../../code/index.js';
import { worldExecutionData, executeSteps, type ErrorReport, type ExecutionClient } from '../../execution/index.js';
import { checkCode } from '../../planning/index.js';
import { buildValidationContext, type World } from '../../world/index.js';
import { observeClient, lastRun, type ObservedClient } from '../../outcome/index.js';
import { judgeRun, runContext, type Alternative, type CriteriaState, type CriteriaVerdict, type GoalContext, type IsPickupable, type JudgedRun } from '../suites/criteria.js';

/** The outcome of a dry run. */
export type DryRunOutcome =
  | { kind: 'invalid'; errors: readonly CodeError[] }
  | { kind: 'failed'; program: Program; report: ErrorReport; state: StateResult; verdict: CriteriaVerdict; actions: number; run: JudgedRun }
  | { kind: 'done'; program: Program; state: StateResult; verdict: CriteriaVerdict; actions: number; run: JudgedRun };

/** What a dry run needs: the scene's data, where it runs (predictions, or a world of its own), and the task's criteria. */
export interface DryRunContext {
  world: World;
  client: ExecutionClient;
  criteria: readonly Alternative[];
}

/** A catalogue lookup of pickupable types, for the criteria's `pickupable` selector. */
export function pickupableIn(world: Pick<World, 'catalogue'>): IsPickupable {
  return (type) => world.catalogue.types.get(type)?.properties.includes('pickupable') ?? false;
}

/** The run the observed client saw since its first reset (the steps of its last run), ending in `end`. */
export function observedRun(observed: ObservedClient | undefined, end: CriteriaState): JudgedRun {
  return { start: observed?.initial ?? null, steps: observed === undefined ? [] : lastRun(observed.steps), end };
}

/**
 * What a verdict on a state reads: the catalogue, and what the observed client saw since its
 * first reset, so that a `was` condition (heated in the microwave, rinsed under the tap) is
 * judged over the executed steps (goals/judge-run.ts).
 */
export function criteriaContext(world: World, observed?: ObservedClient): GoalContext {
  return runContext(world, observedRun(observed, { objects: [] }));
}

/** Runs `code` from a reset scene and judges the state it leaves. */
export async function dryRun(code: string, context: DryRunContext): Promise<DryRunOutcome> {
  const { world } = context;
  const checked = checkCode(code, buildValidationContext(world.scene, world.catalogue, world.skills, world.team));
  if (checked.program === null || checked.errors.length > 0) return { kind: 'invalid', errors: checked.errors };
  return runProgram(checked.program, context);
}

/** Executes a valid program from a reset scene and judges the state it leaves. */
export async function runProgram(program: Program, context: DryRunContext): Promise<Exclude<DryRunOutcome, { kind: 'invalid' }>> {
  const { world } = context;
  // Observed, so that the criteria's `was` conditions see the steps of this run.
  const client = observeClient(context.client);
  const result = await executeSteps(flattenSteps(program), {
    client,
    ...worldExecutionData(world),
    scene: world.scene.scene,
  });
  const state = await client.state();
  const run = observedRun(client, state);
  const verdict = judgeRun(context.criteria, run, world);
  if (result.report !== undefined) return { kind: 'failed', program, report: result.report, state, verdict, actions: result.actions, run };
  return { kind: 'done', program, state, verdict, actions: result.actions, run };
}
