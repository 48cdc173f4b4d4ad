/**
 * Runs skill code through the bridge: each skill call becomes its atomic actions, sent in order
 * with the call's agent; the first failed action stops the run with an ErrorReport.
 *
 * Within one call, once the bridge has resolved a parameter (say 'Knife') to an id, the later
 * actions of that call send the id, so the whole skill acts on one and the same object.
 * A step marked `unlessHolding: $x` is skipped when the agent already holds $x's object as the
 * call begins. The executor knows a hand is empty from the results of earlier actions (see
 * hands.ts); otherwise such a call reads the state once, the read `@origin` needs anyway.
 */
import { InputError } from '../errors.js';
import type { SkillCall } from '../code/index.js';
import type { SimulateOptions, SimulateResult, StateResult, StepParams, StepResult } from '../bridge/index.js';
import type { Skill, Team } from '../world/index.js';
import { actingAgents } from './acting-agents.js';
import { expandSkillCall } from './expand.js';
import { KnownHands } from './hands.js';
import type { ErrorReport } from './report.js';
import { printSkillCall } from '../code/index.js';
import { runCall } from './run-call.js';

/** The part of the bridge client the executor uses (and a dry run: `simulate`, where the connection has it). */
export interface ExecutionClient {
  reset(scene: string, agents?: readonly string[]): Promise<StateResult>;
  state(): Promise<StateResult>;
  step(params: StepParams): Promise<StepResult>;
  simulate?(steps: readonly StepParams[], options?: SimulateOptions): Promise<SimulateResult>;
}

/** Progress of a run, one event per call started, atomic action run, and call finished. */
export type ProgressEvent =
  | { kind: 'call-start'; index: number; total: number; call: SkillCall; text: string; agent: string }
  | { kind: 'action'; index: number; call: SkillCall; agent: string; action: string; args: Record<string, string>; result: StepResult }
  | { kind: 'call-done'; index: number; total: number; call: SkillCall; text: string; agent: string; actions: number }
  | { kind: 'call-failed'; index: number; total: number; call: SkillCall; text: string; agent: string; report: ErrorReport };

export interface ExecuteOptions {
  client: ExecutionClient;
  /** The skill library (skills/skills.yaml). */
  skills: ReadonlyMap<string, Skill>;
  /** Reset the bridge to this scene first; leave out to continue from the current state. */
  scene?: string | undefined;
  /** Agents of the reset (default robot and human). */
  agents?: readonly string[];
  /** The agent of every call without an agent prefix; default: the one the allocation rule gives its skill (acting-agents.ts). */
  agent?: string | undefined;
  /** The team: who can do what, and who does an unprefixed call; without it calls go to `agent` or the robot, unchecked. */
  team?: Team | undefined;
  onProgress?: (event: ProgressEvent) => void;
  /** The catalogue's properties of a type, so reports show only the states a type can have. */
  propertiesOf?: (objectType: string) => readonly string[] | undefined;
}

export interface ExecutionResult {
  success: boolean;
  /** Skill calls completed, out of `totalSteps`. */
  steps: number;
  totalSteps: number;
  /** Atomic actions sent to the bridge (including the one that failed). */
  actions: number;
  report?: ErrorReport;
}

export { DEFAULT_AGENT } from './acting-agents.js';
export const DEFAULT_AGENTS: readonly string[] = ['robot', 'human'];

/** Runs `calls` in order (e.g. `flattenSteps(program)`), resetting to `options.scene` first if given. */
export async function executeSteps(calls: readonly SkillCall[], options: ExecuteOptions): Promise<ExecutionResult> {
  const { client } = options;
  // Decided, and checked against what each agent can do, before anything runs.
  const agents = actingAgents(calls, options);
  const hands = new KnownHands();
  if (options.scene !== undefined) {
    const agents = options.agents ?? DEFAULT_AGENTS;
    await client.reset(options.scene, agents);
    hands.resetTo(agents);
  }
  let actions = 0;
  for (const [index, call] of calls.entries()) {
    const agent = agents[index]!;
    const text = printSkillCall(call);
    const total = calls.length;
    const skill = options.skills.get(call.skill);
    if (skill === undefined) {
      throw new InputError(`line ${call.line}: '${call.skill}' is not a skill of skills.yaml`, { line: call.line });
    }
    options.onProgress?.({ kind: 'call-start', index, total, call, text, agent });
    const outcome = await runCall(call, expandSkillCall(call, skill), agent, text, hands, options);
    actions += outcome.actions;
    if (outcome.report !== undefined) {
      options.onProgress?.({ kind: 'call-failed', index, total, call, text, agent, report: outcome.report });
      return { success: false, steps: index, totalSteps: total, actions, report: outcome.report };
    }
    options.onProgress?.({ kind: 'call-done', index, total, call, text, agent, actions: outcome.actions });
  }
  return { success: true, steps: calls.length, totalSteps: calls.length, actions };
}
