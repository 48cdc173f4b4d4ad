/**
 * Runs one skill call's atomic actions for its agent: binds each action's arguments (pinning a
 * parameter to the id the bridge resolved it to, returning a tool to where it was), skips the
 * fetch of what is already in hand, and builds the error report of a failed action. Shared by
 * the sequential and the concurrent executor.
 */
import { InputError } from '../errors.js';
import type { SkillCall } from '../code/index.js';
import type { StateResult, StepParams } from '../bridge/index.js';
import type { ExecuteOptions } from './executor.js';
import { hasHoldingCondition, needsStartState, type PlannedAction } from './expand.js';
import type { KnownHands } from './hands.js';
import { buildErrorReport, type ErrorReport } from './report.js';

/** What one call did: the atomic actions it sent (the failed one included), and the report of a failure. */
export interface CallOutcome {
  actions: number;
  /** The names of the actions sent, in order. */
  sent: string[];
  report?: ErrorReport;
}

/** Runs `planned` (the expansion of `call`) for `agent`; see the module comment. */
export async function runCall(
  call: SkillCall,
  planned: readonly PlannedAction[],
  agent: string,
  text: string,
  hands: KnownHands,
  options: Pick<ExecuteOptions, 'client' | 'onProgress' | 'propertiesOf'>,
): Promise<CallOutcome> {
  const { client } = options;
  // Only a skill that returns something to where it was, or that skips fetching what is already
  // in hand while the hand is not known to be empty, needs the state before it starts.
  const mustRead = needsStartState(planned) || (hasHoldingCondition(planned) && !hands.isEmpty(agent));
  const startState = mustRead ? await client.state() : undefined;
  if (startState !== undefined) hands.learn(startState);
  const held = heldObject(startState, agent);
  const pinned = new Map<string, string>();
  const sent: string[] = [];
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
    sent.push(action.action);
    options.onProgress?.({ kind: 'action', index: i, call, agent, action: action.action, args, result });
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
          errorCode: result.errorCode ?? 'ACTION_FAILED',
          message: result.errorMessage ?? `${action.action} failed`,
          failure: result.failure,
        },
        state,
        options.propertiesOf,
      );
      return { actions: sent.length, sent, report };
    }
    hands.observe(agent, result);
    for (const [name, source] of Object.entries(action.args)) {
      const id = result.resolved[name] ?? (name === 'objectId' ? result.objectId : null);
      if (source.kind === 'value' && source.param !== undefined && id !== null && id !== undefined) {
        pinned.set(source.param, id);
      }
    }
  }
  return { actions: sent.length, sent };
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
