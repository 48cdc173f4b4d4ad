/**
 * The atomic steps a skill call sends from a known state, exactly as the executor would send them
 * (run-call.ts: the fetch of what is in hand skipped, a tool returned to where it was): the
 * executor's own code runs against a client that records the steps instead of sending them.
 */
import type { StateResult, StepParams, StepResult } from '../../../bridge/index.js';
import type { SkillCall } from '../../../code/index.js';
import { expandSkillCall, KnownHands, runCall, type ExecutionClient } from '../../../execution/index.js';
import type { Skills } from '../../../world/index.js';

/** A skill call of a plan, its arguments as object ids, and the condition it serves (its subtask). */
export interface PlannedCall {
  readonly skill: string;
  readonly args: readonly string[];
  readonly purpose: string;
}

/** A SkillCall of the code module for `call` (line 0: built, not parsed). */
export function skillCallOf(call: Pick<PlannedCall, 'skill' | 'args'>): SkillCall {
  return { kind: 'skill', skill: call.skill, args: [...call.args], line: 0, column: 0 };
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
 * The steps `call` sends for `agent` when it starts in `state`.
 * @throws InputError when the call does not fit its skill (a planner bug)
 */
export async function stepsOf(call: PlannedCall, skills: Skills, state: StateResult, agent: string): Promise<StepParams[]> {
  const skill = skills.get(call.skill);
  if (skill === undefined) throw new Error(`'${call.skill}' is not a skill of skills.yaml`);
  const code = skillCallOf(call);
  const client = new RecordingClient(state);
  await runCall(code, expandSkillCall(code, skill), agent, call.skill, new KnownHands(), { client });
  return client.sent;
}
