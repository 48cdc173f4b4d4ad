/**
 * The goal as a model states it: the goal vocabulary in the form strict structured outputs take
 * (every field present, `null` for "not asked"), each type one of the room's. A reply is turned
 * into the goal itself (`goalFromReply`) and validated by the goal's own schema, so what a model
 * may say is a subset of what a suite may say.
 */
import { z } from 'zod';
import { Goal, History, StateWord, type Alternative, type Predicate, type Selector } from './criteria-schema.js';

/** Bounds of a stated goal: a person reads it before approving. */
export const GOAL_REPLY_LIMITS = { alternatives: 3, conditions: 6, types: 4, words: 6, nameChars: 60 } as const;

/** The liquids a model may name (AI2-THOR's fillLiquid values). */
export const LIQUIDS = ['water', 'coffee', 'wine'] as const;

/** The model's form of the goal, its types limited to `roomTypes` (any name when the list is empty). */
export function goalReplySchema(roomTypes: readonly string[]) {
  const names = [...new Set(roomTypes)].sort();
  const type = names.length > 0 ? z.enum(names as [string, ...string[]]) : z.string().min(1).max(64);
  const selector = z
    .object({
      type: z.array(type).min(1).max(GOAL_REPLY_LIMITS.types).describe('the object types meant (any of them)'),
      in: type.nullable().describe('a receptacle type it must be inside (directly or anywhere inside), or null'),
      is: z.array(StateWord).max(GOAL_REPLY_LIMITS.words).describe('states that must hold at the end, e.g. ["sliced"], ["on"], ["hot"]; [] for none'),
      fillLiquid: z.enum(LIQUIDS).nullable().describe('the liquid it must be filled with, or null'),
      was: z
        .object({ in: type, whileOn: z.boolean() })
        .strict()
        .nullable()
        .describe('what happened to it during the plan: inside a receptacle of this type (while on: heated in a Microwave, rinsed in a SinkBasin), or null'),
    })
    .strict();
  const condition = z.union([
    z.object({ exists: selector }).strict().describe('at least one object is so'),
    z.object({ none: selector }).strict().describe('no object is so'),
    z.object({ count: selector, atLeast: z.number().int().min(1).max(20) }).strict().describe('at least this many objects are so'),
  ]);
  return z
    .array(
      z
        .object({
          name: z.string().min(1).max(GOAL_REPLY_LIMITS.nameChars).describe('a short name of this way of being done'),
          all: z.array(condition).min(1).max(GOAL_REPLY_LIMITS.conditions).describe('conditions that all hold at the end'),
        })
        .strict(),
    )
    .min(1)
    .max(GOAL_REPLY_LIMITS.alternatives)
    .describe('what "done" means: any one of these alternatives suffices');
}
export type GoalReply = z.infer<ReturnType<typeof goalReplySchema>>;

type ReplySelector = GoalReply[number]['all'][number] extends infer C ? (C extends { exists: infer S } ? S : never) : never;

function selectorFromReply(reply: ReplySelector): Selector {
  const selector: Selector = { type: reply.type.length === 1 ? reply.type[0]! : [...new Set(reply.type)] };
  if (reply.in !== null) selector.in = reply.in;
  if (reply.is.length > 0) selector.is = [...new Set(reply.is)];
  if (reply.fillLiquid !== null) selector.fillLiquid = reply.fillLiquid;
  if (reply.was !== null) selector.was = History.parse({ in: reply.was.in, ...(reply.was.whileOn ? { whileOn: true } : {}) });
  return selector;
}

/** The goal a model's reply states, validated by the goal schema. */
export function goalFromReply(reply: GoalReply): Alternative[] {
  const alternatives = reply.map((alternative) => ({
    name: alternative.name,
    all: alternative.all.map((condition): Predicate => {
      if ('exists' in condition) return { exists: selectorFromReply(condition.exists) };
      if ('none' in condition) return { none: selectorFromReply(condition.none) };
      return { count: selectorFromReply(condition.count), atLeast: condition.atLeast };
    }),
  }));
  return Goal.parse(alternatives);
}
