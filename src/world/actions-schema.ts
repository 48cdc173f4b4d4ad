/** The atomic actions (`skills/actions.yaml`, Table I): the single source of their TS types. */
import { z } from 'zod';
import { identifierSchema, paramSpecSchema } from './names.js';

/** The argument names the bridge protocol's `step` op carries besides agent and action. */
export const ACTION_ARG_NAMES = ['objectId', 'toolObjectId', 'canBeUsedUpDetergentId', 'receptacleObjectId'] as const;
export type ActionArgName = (typeof ACTION_ARG_NAMES)[number];

/** An argument as written: one of the names, `?` after it when optional (an enum, so the contract's JSON Schema says so too). */
const ARG_SPECS = ACTION_ARG_NAMES.flatMap((name) => [name, `${name}?`]) as [string, ...string[]];
const argSpecSchema = z
  .enum(ARG_SPECS, { error: `must be one of ${ACTION_ARG_NAMES.join(', ')} (optionally with a trailing '?')` })
  .pipe(paramSpecSchema);

export const actionSchema = z.strictObject({
  args: z.array(argSpecSchema),
  description: z.string().default(''),
});
export type Action = z.output<typeof actionSchema>;

/** The whole file; `actions` becomes a Map from action name to its description. */
export const actionsSchema = z
  .strictObject({ actions: z.record(identifierSchema, actionSchema) })
  .transform(({ actions }) => new Map<string, Action>(Object.entries(actions)) as ReadonlyMap<string, Action>);
export type Actions = z.output<typeof actionsSchema>;
