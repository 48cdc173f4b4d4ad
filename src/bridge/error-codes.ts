/**
 * The action error codes (`result.errorCode` of a failed step), written once: this table is the
 * contract's (`contract/constants.json`, which the Python simulator builds its `ErrorCode` enum
 * from). Each code says whether the refusal is about the object's type (any object of that type
 * is refused the same way, whatever the room's state) or about the state of the world, and
 * whether it means the action's effect already holds (switching on what is on).
 */
import { z } from 'zod';

/** What a refusal is about: what the object is (`type`) or how the world is now (`state`). */
export const REFUSAL_KINDS = ['type', 'state'] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

interface ActionErrorInfo {
  readonly about: RefusalKind;
  /** The action's effect already holds: the call can go (docs/CONTRACTS.md, error codes). */
  readonly effectHolds?: true;
  /** What the code means, in a few words (documentation). */
  readonly means: string;
}

/** Every action error code, in the order docs/CONTRACTS.md lists them. */
export const ACTION_ERRORS = {
  OBJECT_NOT_FOUND: { about: 'state', means: 'no such id or no instance of the type, or one sliced or shattered away' },
  NOT_REACHABLE: { about: 'state', means: 'the agent has not gone to it' },
  HAND_OCCUPIED: { about: 'state', means: 'the hand already holds something' },
  NOT_HOLDING: { about: 'state', means: 'the action needs the object or tool in hand' },
  HELD_BY_OTHER_AGENT: { about: 'state', means: 'another agent holds it' },
  NOT_PICKUPABLE: { about: 'type', means: 'not pickupable' },
  NOT_OPENABLE: { about: 'type', means: 'not openable' },
  NOT_TOGGLEABLE: { about: 'type', means: 'not toggleable (a StoveBurner is switched by its knob)' },
  NOT_SLICEABLE: { about: 'type', means: 'not sliceable' },
  NOT_BREAKABLE: { about: 'type', means: 'not breakable' },
  NOT_RECEPTACLE: { about: 'type', means: 'not a receptacle' },
  NOT_CLEANABLE: { about: 'type', means: 'not dirtyable' },
  NOT_USABLE_UP: { about: 'type', means: 'cannot be used up' },
  NOT_FILLABLE: { about: 'type', means: 'cannot hold liquid (pouring into it)' },
  INSIDE_CLOSED_RECEPTACLE: { about: 'state', means: 'inside a closed receptacle' },
  RECEPTACLE_CLOSED: { about: 'state', means: 'the receptacle to put into is closed' },
  RECEPTACLE_INCOMPATIBLE: { about: 'type', means: 'the object does not go in or on that receptacle type' },
  RECEPTACLE_FULL: { about: 'state', means: 'the receptacle holds its capacity' },
  ALREADY_ON: { about: 'state', effectHolds: true, means: 'switching on what is on' },
  ALREADY_OFF: { about: 'state', effectHolds: true, means: 'switching off what is off' },
  ALREADY_SLICED: { about: 'state', effectHolds: true, means: 'slicing what is sliced' },
  ALREADY_BROKEN: { about: 'state', effectHolds: true, means: 'breaking what is broken' },
  ALREADY_CLEAN: { about: 'state', effectHolds: true, means: 'cleaning what is clean' },
  ALREADY_USED_UP: { about: 'state', effectHolds: true, means: 'using up what is used up' },
  ALREADY_FILLED: { about: 'state', effectHolds: true, means: 'pouring into what is filled' },
  NOTHING_TO_POUR: { about: 'state', means: 'pouring from an object in hand that holds no liquid' },
  WRONG_TOOL: { about: 'type', means: 'the tool lacks sharpTool / cleaningTool' },
  NOT_DETERGENT: { about: 'type', means: 'the detergent lacks detergent' },
  DETERGENT_USED_UP: { about: 'state', means: 'the detergent is used up' },
  NOT_AT_GARBAGE_CAN: { about: 'state', means: 'throwing away away from a garbage can' },
  OBJECT_USED_UP: { about: 'state', means: 'acting on a used-up object that needs content' },
  MUST_BE_CLOSED: { about: 'state', means: 'switching on an open Microwave' },
  MUST_BE_OFF: { about: 'state', means: 'opening or closing a running Microwave' },
  OBJECT_BROKEN: { about: 'state', means: 'switching on a broken device' },
  ACTION_FAILED: { about: 'state', means: 'ai2thor backend only: Unity refused for a reason no other code names' },
} as const satisfies Record<string, ActionErrorInfo>;

export type ActionErrorCode = keyof typeof ACTION_ERRORS;
export const ACTION_ERROR_CODES = Object.keys(ACTION_ERRORS) as [ActionErrorCode, ...ActionErrorCode[]];
export const ActionErrorCodeSchema = z.enum(ACTION_ERROR_CODES);

/** What a refusal with `code` is about. */
export function refusalKind(code: ActionErrorCode): RefusalKind {
  return ACTION_ERRORS[code].about;
}

/** Whether `code` says the action's effect already holds (the call is redundant). */
export function effectHolds(code: ActionErrorCode): boolean {
  return (ACTION_ERRORS[code] as ActionErrorInfo).effectHolds === true;
}
