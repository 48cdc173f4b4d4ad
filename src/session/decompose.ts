/**
 * The first half of a session: an optional clarifying question, stage 1 (instruction + the
 * scene's object types) and stage 2 (only the needed objects' facts), each recorded as it is
 * decided; and the inputs every later stage is built from.
 */
import type { StateResult } from '../bridge/index.js';
import { buildObjectFacts } from '../planning/index.js';
import type { TaskDecomposition } from '../planning/index.js';
import type { CodeInput, Planner, StageOneInput } from '../planning/index.js';
import type { World } from '../world/index.js';
import type { Approver, PlanDecision, PlanProposal } from './approver.js';
import type { PlanReporter } from './reporter.js';
import type { Session } from './session.js';

type Clarification = { question: string; answer: string };

/** What every stage knows: the request, the scene at a glance, and the answer to a question asked. */
export function stageOneInput(instruction: string, world: World, clarification: Clarification | null): StageOneInput {
  const { scene } = world;
  const input: StageOneInput = {
    instruction,
    scene: { name: scene.scene, roomType: scene.roomType, objectTypes: [...new Set(scene.objects.map((o) => o.type))] },
  };
  if (clarification) input.clarification = clarification;
  return input;
}

/** The input of code generation and refinement: the plan, the needed objects' facts now, the skills. */
export function codeInput(first: StageOneInput, plan: TaskDecomposition, state: StateResult, world: World): CodeInput {
  return {
    ...first,
    plan,
    objects: buildObjectFacts(state, world.catalogue, plan.neededObjects, world.scene),
    skills: [...world.skills.values()].map((s) => ({ name: s.name, params: s.params, description: s.description })),
  };
}

export interface Decomposition {
  clarification: Clarification | null;
  stage1: TaskDecomposition;
  plan: TaskDecomposition;
  /** Needed objects of stage 1 that the scene neither has nor can derive: reported, not dropped. */
  missingObjects: string[];
  /** Why the person stopped at the stage-2 plan; null when it was approved. */
  aborted: string | null;
}

/**
 * Runs the question (when allowed and not yet asked), stage 1 (unless a resumed session already
 * recorded it) and stage 2, recording each in the transcript.
 */
export async function decomposeRequest(
  deps: { planner: Planner; session: Session; reporter: PlanReporter; approver: Approver; world: World; describe: () => string },
  request: { instruction: string; clarify: boolean; derivableTypes: ReadonlySet<string>; state: StateResult },
  known: { clarification: Clarification | null; stage1: TaskDecomposition | null },
): Promise<Decomposition> {
  const { planner, session, reporter, approver, world } = deps;
  let { clarification, stage1 } = known;
  // A question only helps before stage 1; a resumed session past it does not ask again.
  if (request.clarify && !clarification && !stage1) {
    const decision = await planner.clarify(stageOneInput(request.instruction, world, null));
    if (decision.action === 'ask') {
      const answer = await approver.answer(decision.question, decision.options);
      clarification = { question: decision.question, answer };
      session.record({ type: 'clarify', question: decision.question, answer });
    }
  }
  const input = stageOneInput(request.instruction, world, clarification);
  if (!stage1) {
    stage1 = await planner.decompose(input);
    session.record({ type: 'decomposition', stage: 1, result: stage1, promptTokens: promptTokens(session, 'stage1'), missingObjects: [] });
    reporter.decomposition(1, stage1, []);
  }

  const present = new Set([...world.scene.objects.map((o) => o.type), ...request.derivableTypes]);
  const missingObjects = stage1.neededObjects.filter((type) => !present.has(type));
  const needed = stage1.neededObjects.filter((type) => present.has(type));
  const stageTwo = { ...input, stage1, objects: buildObjectFacts(request.state, world.catalogue, needed, world.scene), missingObjects };
  const record = (plan: TaskDecomposition) => {
    session.record({ type: 'decomposition', stage: 2, result: plan, promptTokens: promptTokens(session, 'stage2'), missingObjects });
    reporter.decomposition(2, plan, missingObjects);
  };
  let plan = await planner.refineDecomposition(stageTwo);
  record(plan);
  const goal = (await planner.successCriteria?.(input)) ?? null;
  // The person approves the plan (or corrects it) before any code is written from it.
  for (let decision = await reviewPlan(deps, plan, missingObjects, goal); decision.kind !== 'approve'; decision = await reviewPlan(deps, plan, missingObjects, goal)) {
    if (decision.kind === 'abort') return { clarification, stage1, plan, missingObjects, aborted: decision.reason ?? 'aborted by the user at the stage-2 plan' };
    plan = decision.kind === 'edit' ? decision.plan : await planner.refineDecomposition({ ...stageTwo, correction: { plan, text: decision.text } });
    record(plan);
  }
  if (goal) session.record({ type: 'goal', source: 'planner', alternatives: goal });
  return { clarification, stage1, plan, missingObjects, aborted: null };
}

/** Asks the approver about the plan (when it reviews plans) and records the answer. */
async function reviewPlan(
  deps: { session: Session; approver: Approver; describe: () => string },
  plan: TaskDecomposition,
  missingObjects: readonly string[],
  goal: PlanProposal['goal'],
): Promise<PlanDecision> {
  if (!deps.approver.reviewPlan) return { kind: 'approve' };
  const decision = await deps.approver.reviewPlan({ plan, missingObjects, goal, describe: deps.describe });
  const text = decision.kind === 'correct' ? decision.text : decision.kind === 'abort' ? decision.reason : undefined;
  deps.session.record({ type: 'plan-review', decision: decision.kind, ...(text !== undefined ? { text } : {}) });
  return decision;
}

/** Prompt size of the newest call of a stage, as recorded in the transcript. */
function promptTokens(session: Session, stage: string): number | null {
  const calls = session.events.flatMap((e) => (e.type === 'llm-call' && e.call.stage === stage ? [e.call] : []));
  return calls.at(-1)?.promptTokenEstimate ?? null;
}
