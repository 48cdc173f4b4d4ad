/**
 * A candidate verified in the simulator: the offline search finds a program toward its goal from
 * the room's start (none: dropped as unreachable; nothing to do: dropped as holding already),
 * the program is run on the real bridge from a reset of the room, and the example is kept only
 * when its goal holds in the world the run left. The plan is reverse-engineered from that program.
 */
import { flattenSteps, parseSkillCode } from '../code/index.js';
import { recordedRun, worldExecutionData, type ExecutionClient, type RecordedRun } from '../execution/index.js';
import { judgeRun, type Alternative } from '../goals/index.js';
import { exampleId, type BankExample, type GoalSearch, type Split } from '../planning/index.js';
import type { World } from '../world/index.js';
import type { Candidate, Rejection } from './candidate.js';
import { reversePlan } from './reverse-plan.js';

/** A kept candidate carries the run that verified it: a rewording's own reading is judged on it (reader-check.ts). */
export type Verdict = { kept: true; example: BankExample; run: RecordedRun } | { kept: false; why: Rejection };

/** The floorplan a scene is of (`FloorPlan12-T2019...` → FloorPlan12). */
export function floorplanOf(scene: string): string {
  return /^FloorPlan\d+/.exec(scene)?.[0] ?? scene;
}

/** Runs `code` from a reset of the room on the bridge and says which alternative of `goal` held at the end, or why none did. */
export async function runAndJudge(code: string, goal: readonly Alternative[], world: World, client: ExecutionClient): Promise<{ met: string } | { why: Rejection }> {
  const judged = await runRecorded(code, goal, world, client);
  return 'why' in judged ? judged : { met: judged.met };
}

/** runAndJudge with the run it judged. */
export async function runRecorded(code: string, goal: readonly Alternative[], world: World, client: ExecutionClient): Promise<{ met: string; run: RecordedRun } | { why: Rejection }> {
  const parsed = parseSkillCode(code);
  if (!parsed.ok) return { why: 'execution-failed' };
  const run = await recordedRun(flattenSteps(parsed.program), { client, ...worldExecutionData(world), scene: world.scene.scene });
  if (!run.result.success) return { why: 'execution-failed' };
  const verdict = judgeRun(goal, run, world);
  return verdict.met ? { met: verdict.alternative!, run } : { why: 'goal-unmet' };
}

/** Verifies one candidate of `world`'s room with the room's search and the bridge. */
export async function verifyCandidate(candidate: Candidate, world: World, search: GoalSearch, client: ExecutionClient, split: Split): Promise<Verdict> {
  const program = await search.programToward(candidate.goal);
  if (!program.ok) return { kept: false, why: 'unreachable' };
  if (program.alreadyDone) return { kept: false, why: 'holds-at-start' };
  const judged = await runRecorded(program.code, candidate.goal, world, client);
  if ('why' in judged) return { kept: false, why: judged.why };
  const plan = reversePlan(program.code, candidate.goal, candidate.description);
  if (plan === null) return { kept: false, why: 'execution-failed' };
  return { kept: true, example: exampleOf(candidate, world, program.code, plan, judged.met, split, 'offline-search'), run: judged.run };
}

/** The example of a verified candidate. */
export function exampleOf(
  candidate: Candidate,
  world: World,
  code: string,
  plan: NonNullable<ReturnType<typeof reversePlan>>,
  met: string,
  split: Split,
  teacher: BankExample['source']['teacher'],
): BankExample {
  const body = { request: candidate.request, scene: candidate.scene, code, stage2: plan.stage2 };
  return {
    id: exampleId(body),
    source: { kind: candidate.source, from: candidate.from, teacher },
    taskType: candidate.taskType,
    request: candidate.request,
    scene: candidate.scene,
    floorplan: floorplanOf(candidate.scene),
    roomType: world.scene.roomType,
    stage1: plan.stage1,
    stage2: plan.stage2,
    code,
    subtasks: plan.subtasks,
    met,
    split,
  };
}
