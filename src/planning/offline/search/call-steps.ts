/**
 * The atomic steps a skill call sends from a known state, exactly as the executor would send them
 * (run-call.ts: the fetch of what is in hand skipped, a tool returned to where it was): the
 * executor's own code runs against a client that records the steps instead of sending them.
 */
import type { SimulateResult, StateResult, StepParams, StepResult } from '../../../bridge/index.js';
import type { SkillCall } from '../../../code/index.js';
import { expandSkillCall, KnownHands, runCall, type ExecutionClient } from '../../../execution/index.js';
import type { Skills } from '../../../world/index.js';
import { skillCall } from '../code-text.js';

/** A skill call of a plan, its arguments as object ids, and the condition it serves (its subtask). */
export interface PlannedCall {
  readonly skill: string;
  readonly args: readonly string[];
  readonly purpose: string;
}

/** A SkillCall of the code module for `call` (line 0: built, not parsed). */
export function skillCallOf(call: Pick<PlannedCall, 'skill' | 'args'>): SkillCall {
  return skillCall(call.skill, call.args);
}

/** A client that answers every step with success (the arguments are ids) and records it. */
class RecordingClient implements ExecutionClient {
  readonly sent: StepParams[] = [];
  constructor(private readonly now: StateResult) {}
  reset(): Promise<StateResult> {
    return Promise.resolve(this.now);
  }
  state(): Promise<StateResult> {
    return Promise.resolve(this.now);
  }
  step(params: StepParams): Promise<StepResult> {
    this.sent.push(params);
    const resolved: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) if (key !== 'agent' && key !== 'action' && typeof value === 'string') resolved[key] = value;
    return Promise.resolve({ success: true, errorCode: null, errorMessage: null, objectId: params.objectId, resolved, failure: null });
  }
}

/**
 * A client that asks the simulator for each step after `before` (a call naming objects by type:
 * the simulator resolves them, and the executor's code pins what it resolved), recording each
 * step with the ids it resolved to.
 */
class SimulatingClient implements ExecutionClient {
  readonly sent: StepParams[] = [];
  constructor(
    private now: StateResult,
    private readonly before: readonly StepParams[],
    private readonly simulateSteps: (steps: readonly StepParams[]) => Promise<SimulateResult>,
  ) {}
  reset(): Promise<StateResult> {
    return Promise.resolve(this.now);
  }
  state(): Promise<StateResult> {
    return Promise.resolve(this.now);
  }
  async step(params: StepParams): Promise<StepResult> {
    const reply = await this.simulateSteps([...this.before, ...this.sent, params]);
    const result = reply.results.at(-1)!;
    this.sent.push({ ...params, ...result.resolved });
    if (result.success) this.now = reply.state;
    return result;
  }
}

/** How a call's steps are worked out when it names objects by type: the simulator run up to it. */
export interface Resolver {
  readonly before: readonly StepParams[];
  simulate(steps: readonly StepParams[]): Promise<SimulateResult>;
}

/**
 * The steps `call` sends for `agent` when it starts in `state`. A call naming objects by their ids
 * is worked out at once; one naming them by type asks `resolver`'s simulator, step by step.
 * @throws Error when the call's skill is not in the library (a planner bug)
 */
export async function stepsOf(call: PlannedCall, skills: Skills, state: StateResult, agent: string, resolver?: Resolver): Promise<StepParams[]> {
  const skill = skills.get(call.skill);
  if (skill === undefined) throw new Error(`'${call.skill}' is not a skill of skills.yaml`);
  const code = skillCallOf(call);
  const byId = call.args.every((a) => state.objects.some((o) => o.objectId === a));
  const client = byId || resolver === undefined ? new RecordingClient(state) : new SimulatingClient(state, resolver.before, (steps) => resolver.simulate(steps));
  await runCall(code, expandSkillCall(code, skill), agent, call.skill, new KnownHands(), { client });
  return client.sent;
}
