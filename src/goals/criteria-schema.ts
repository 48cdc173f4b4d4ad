/**
 * Success criteria as data: predicates over a final world state. A vague request has several
 * right answers, so criteria are a disjunction of named alternatives, each a conjunction. The
 * suites, the offline planner's goals and session transcripts all hold them; criteria.ts beside
 * this file evaluates them.
 */
import { z } from 'zod';
import { OBJECT_STATE_FLAGS, type ObjectStateFlag } from '../bridge/index.js';

/** The state flags of the bridge's `state` result that a selector may test. */
export const stateFlags = OBJECT_STATE_FLAGS;
export type StateFlag = ObjectStateFlag;

const flag = z.boolean().optional();
const names = z.union([z.string(), z.array(z.string()).min(1)]);

/** Picks objects: by type, by a containing receptacle's type, by catalogue property, by state. */
export const Selector = z
  .object({
    type: names.optional(),
    notType: names.optional(),
    in: names.optional().describe('type of a receptacle that holds it, directly or transitively'),
    notIn: names.optional(),
    pickupable: flag,
    isOpen: flag,
    isToggled: flag,
    isSliced: flag,
    isCooked: flag,
    isDirty: flag,
    isBroken: flag,
    isUsedUp: flag,
    isPickedUp: flag,
    isFilledWithLiquid: flag,
  })
  .strict();
export type Selector = z.infer<typeof Selector>;

export const Predicate = z.union([
  z.object({ exists: Selector }).strict(),
  z.object({ none: Selector }).strict(),
  z.object({ count: Selector, atLeast: z.number().int().min(1) }).strict(),
]);
export type Predicate = z.infer<typeof Predicate>;

export const Alternative = z.object({ name: z.string().min(1), all: z.array(Predicate).min(1) }).strict();
export type Alternative = z.infer<typeof Alternative>;

