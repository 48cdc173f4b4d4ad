/**
 * A demonstration's interactions as steps of our simulator, for one agent. Navigation is
 * abstracted to the simulator's own move: before each interaction the agent goes to what it acts
 * on (GoToObject; for PutObject the receptacle). The calls map one to one, after
 * env/thor_env.py's `to_thor_api_exec`: ToggleObjectOn/Off are SwitchOn/SwitchOff, and
 * SliceObject is done with the knife in hand (ALFRED refuses to slice without one), which our
 * SliceObject takes as its tool, and a put recorded with forceAction is sent forced.
 */
import type { StepParams } from '../../../bridge/index.js';
import type { ApiAction } from './demonstration.js';
import type { IdMap } from './id-map.js';

/** One recorded interaction and how it is replayed. */
export interface PlannedInteraction {
  /** Its place among the demonstration's interactions (0-based). */
  index: number;
  recorded: ApiAction;
  /** The steps that replay it (GoToObject, then the action), or why it cannot be replayed. */
  replay: { ok: true; steps: StepParams[] } | { ok: false; reason: string };
}

/** ALFRED's (AI2-THOR 2.1.0's) action → ours. */
const ACTIONS: Readonly<Record<string, string>> = {
  PickupObject: 'PickupObject',
  PutObject: 'PutObject',
  OpenObject: 'OpenObject',
  CloseObject: 'CloseObject',
  ToggleObjectOn: 'SwitchOn',
  ToggleObjectOff: 'SwitchOff',
  SliceObject: 'SliceObject',
};

/** The steps of each interaction, in order; `agent` acts. */
export function planInteractions(recorded: readonly ApiAction[], ids: IdMap, agent: string): PlannedInteraction[] {
  let held: string | null = null;
  return recorded.map((call, index): PlannedInteraction => {
    const fail = (reason: string): PlannedInteraction => ({ index, recorded: call, replay: { ok: false, reason } });
    const action = ACTIONS[call.action];
    const before = held;
    if (call.action === 'PickupObject') held = call.objectId ?? null;
    if (call.action === 'PutObject') held = null;
    if (action === undefined) return fail(`${call.action} is not an action of ours`);
    if (call.objectId === undefined) return fail(`${call.action} names no objectId`);
    const object = ids.map(call.objectId);
    if (!object.ok) return fail(`${call.objectId}: ${object.reason}`);
    const step: StepParams = { agent, action, objectId: object.id };
    let goTo = object.id;
    if (call.action === 'PutObject') {
      if (call.receptacleObjectId === undefined) return fail('PutObject names no receptacleObjectId');
      const receptacle = ids.map(call.receptacleObjectId);
      if (!receptacle.ok) return fail(`${call.receptacleObjectId}: ${receptacle.reason}`);
      step.receptacleObjectId = receptacle.id;
      // ALFRED forced every put (placeHeldObject then skips PlacementRestrictions).
      if (call['forceAction'] === true) step.forceAction = true;
      goTo = receptacle.id;
    }
    if (call.action === 'SliceObject') {
      if (before === null) return fail('SliceObject with nothing in hand (ALFRED slices with a knife in hand)');
      const tool = ids.map(before);
      if (!tool.ok) return fail(`${before}: ${tool.reason}`);
      step.toolObjectId = tool.id;
    }
    return { index, recorded: call, replay: { ok: true, steps: [{ agent, action: 'GoToObject', objectId: goTo }, step] } };
  });
}
