/**
 * What to do first when the simulator refuses a step: open the closed container it names, shut
 * or switch off an appliance that must be, free the hand. Read from the refusal's error code and
 * its typed fields (`failure`: the container, what the hand holds), never from its English; the
 * simulator decides again when the program runs with the new call.
 */
import type { ObjectState } from '../../../bridge/index.js';
import type { PlannedCall } from './call-steps.js';
import { Room, type RoomData } from './room.js';
import type { Refusal } from './trial.js';

/** The calls that may let the refused step through, or none. */
export function enablingCalls(refusal: Refusal, data: RoomData): PlannedCall[] {
  const room = new Room(refusal.state, data);
  const { result, step, call } = refusal;
  const purpose = call.purpose;
  const target = result.resolved['objectId'] ?? step.objectId;
  const make = (skill: string, id: string): PlannedCall[] => [{ skill, args: [id], purpose }];
  const failure = result.failure;
  switch (result.errorCode) {
    case 'RECEPTACLE_CLOSED':
    case 'INSIDE_CLOSED_RECEPTACLE':
      return failure?.container === undefined ? [] : make('OpenObject', failure.container);
    case 'MUST_BE_CLOSED':
      return make('CloseObject', target);
    case 'MUST_BE_OFF':
    case 'ALREADY_ON':
      return make('SwitchOff', target);
    case 'HAND_OCCUPIED':
      return putDown(room, failure?.held, step.agent, purpose);
    default:
      return [];
  }
}

/** Puts what the agent holds on the nearest open receptacle that takes it. */
function putDown(room: Room, held: string | undefined, agent: string, purpose: string): PlannedCall[] {
  const object = held === null || held === undefined ? undefined : room.byId.get(held);
  if (object === undefined) return [];
  const open = (r: ObjectState): boolean => room.accepts(r, object.objectType) && !(r.openable === true && !r.isOpen) && r.objectId !== object.objectId;
  const place = room.nearest(room.objects().filter(open), room.state.agents.find((a) => a.name === agent)?.at ?? object.objectId)[0];
  return place === undefined ? [] : [{ skill: 'PutObject', args: [object.objectId, place.objectId], purpose }];
}
