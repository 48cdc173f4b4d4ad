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
import type { StateResult, StepParams, StepResult } from '../bridge/index.js';
import type { Skill } from '../world/index.js';
import { expandSkillCall, hasHoldingCondition, needsStartState, type PlannedAction } from './expand.js';
import { KnownHands } from './hands.js';
import { buildErrorReport, type ErrorReport } from './report.js';
import { printSkillCall } from '../code/index.js';

/** The part of the bridge client the executor uses. */
export interface ExecutionClient {
  reset(scene: string, agents?: readonly string[]): Promise<StateResult>;
  state(): Promise<StateResult>;
  step(params: StepParams): Promise<StepResult>;
}

/** Progress of a run, one event per call started, atomic action run, and call finished. */
export type ProgressEvent =
  | { kind: 'call-start'; index: number; total: number; call: SkillCall; text: string; agent: string }
  | { kind: 'action'; index: number; call: SkillCall; action: string; args: Record<string, string>; result: StepResult }
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
  /** The agent of calls without a `robot.`/`human.` prefix (default `robot`). */
  agent?: string | undefined;
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

export const DEFAULT_AGENT = 'robot';
export const DEFAULT_AGENTS: readonly string[] = ['robot', 'human'];

/** Runs `calls` in order (e.g. `flattenSteps(program)`), resetting to `options.scene` first if given. */
export async function executeSteps(calls: readonly SkillCall[], options: ExecuteOptions): Promise<ExecutionResult> {
  const { client } = options;
  const hands = new KnownHands();
  if (options.scene !== undefined) {
    const agents = options.agents ?? DEFAULT_AGENTS;
    await client.reset(options.scene, agents);
    hands.resetTo(agents);
  }
  let actions = 0;
  for (const [index, call] of calls.entries()) {
    const agent = call.agent ?? options.agent ?? DEFAULT_AGENT;
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

async function runCall(
  call: SkillCall,
  planned: readonly PlannedAction[],
  agent: string,
  text: string,
  hands: KnownHands,
  options: ExecuteOptions,
): Promise<{ actions: number; report?: ErrorReport }> {
  const { client } = options;
  // Only a skill that returns something to where it was, or that skips fetching what is already
  // in hand while the hand is not known to be empty, needs the state before it starts.
  const mustRead = needsStartState(planned) || (hasHoldingCondition(planned) && !hands.isEmpty(agent));
  const startState = mustRead ? await client.state() : undefined;
  if (startState !== undefined) hands.learn(startState);
  const held = heldObject(startState, agent);
  const pinned = new Map<string, string>();
  let actions = 0;
  for (const [i, action] of planned.entries()) {
    const condition = action.unlessHolding;
    if (condition !== undefined && held !== undefined && (condition.value === held.objectId || condition.value === held.objectType)) {
      // The parameter is the object in hand: later actions of the call act on that one.
      pinned.set(condition.param, held.objectId);
      continue;
    }
    const args = bindArgs(action, call, pinned, startState);
    if (args === undefined) continue;
    const result = await client.step({ agent, action: action.action, ...args } as StepParams);
    actions++;
    options.onProgress?.({ kind: 'action', index: i, call, action: action.action, args, result });
    if (!result.success) {
      const state = await client.state();
      const report = buildErrorReport(
        {
          line: call.line,
          column: call.column,
          call: text,
          skill: call.skill,
          callArgs: call.args,
          agent,
          actionIndex: i + 1,
          actionCount: planned.length,
          action: action.action,
          args,
          resolved: result.resolved,
          pinned: [...pinned.values()],
          errorCode: result.errorCode ?? 'UNKNOWN',
          message: result.errorMessage ?? `${action.action} failed`,
        },
        state,
        options.propertiesOf,
      );
      return { actions, report };
    }
    hands.observe(agent, action.action);
    for (const [name, source] of Object.entries(action.args)) {
      const id = result.resolved[name] ?? (name === 'objectId' ? result.objectId : null);
      if (source.kind === 'value' && source.param !== undefined && id !== null && id !== undefined) {
        pinned.set(source.param, id);
      }
    }
  }
  return { actions };
}

/**
 * The object `agent` holds in `state`, if any. A type argument names it too: the bridge resolves
 * a type to the instance the acting agent holds before any other (docs/CONTRACTS.md).
 */
function heldObject(state: StateResult | undefined, agent: string): { objectId: string; objectType: string } | undefined {
  const id = state?.agents.find((a) => a.name === agent)?.holding ?? null;
  if (id === null) return undefined;
  const objectType = state?.objects.find((o) => o.objectId === id)?.objectType;
  return objectType === undefined ? undefined : { objectId: id, objectType };
}

/**
 * The concrete arguments of one action, or undefined when the action is to be skipped: an
 * `@origin` of an object that was in no receptacle when the skill began (it was held or on
 * the floor), so there is nothing to return it to.
 */
function bindArgs(
  action: PlannedAction,
  call: SkillCall,
  pinned: ReadonlyMap<string, string>,
  startState: StateResult | undefined,
): Record<string, string> | undefined {
  const args: Record<string, string> = {};
  for (const [name, source] of Object.entries(action.args)) {
    if (source.kind === 'value') {
      args[name] = (source.param !== undefined ? pinned.get(source.param) : undefined) ?? source.value;
      continue;
    }
    const id = pinned.get(source.param);
    if (id === undefined || startState === undefined) {
      throw new InputError(
        `skills.yaml: ${call.skill} uses $${source.param}@origin before any of its steps acts on $${source.param} (line ${call.line})`,
        { line: call.line },
      );
    }
    const origin = startState.objects.find((o) => o.objectId === id)?.parentReceptacles[0];
    if (origin === undefined) return undefined;
    args[name] = origin;
  }
  return args;
}
