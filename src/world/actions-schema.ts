/** The atomic actions (`skills/actions.yaml`, Table I): the single source of their TS types. */
import { z } from 'zod';
import { identifierSchema, paramSpecSchema } from './names.js';

/** The argument names the bridge protocol's `step` op carries besides agent and action. */
export const ACTION_ARG_NAMES = ['objectId', 'toolObjectId', 'canBeUsedUpDetergentId', 'receptacleObjectId'] as const;
export type ActionArgName = (typeof ACTION_ARG_NAMES)[number];

const argSpecSchema = paramSpecSchema.refine(
  (spec) => (ACTION_ARG_NAMES as readonly string[]).includes(spec.name),
  { message: `must be one of ${ACTION_ARG_NAMES.join(', ')} (optionally with a trailing '?')` },
);

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
