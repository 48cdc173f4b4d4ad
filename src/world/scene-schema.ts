/** One scene (`scenes/FloorPlanN.yaml`): the single source of its TS types. */
import { z } from 'zod';
import type { ObjectProperty } from './catalogue-schema.js';
import { typeNameSchema } from './names.js';

export const ROOM_TYPES = ['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** The state flags a scene may set (all default false) and the property each one needs. */
export const STATE_PROPERTY = {
  isOpen: 'openable',
  isToggled: 'toggleable',
  isSliced: 'sliceable',
  isCooked: 'cookable',
  isDirty: 'dirtyable',
  isBroken: 'breakable',
  isUsedUp: 'canBeUsedUp',
  isFilledWithLiquid: 'canFillWithLiquid',
} as const satisfies Record<string, ObjectProperty>;
export type StateKey = keyof typeof STATE_PROPERTY;

export const objectStateSchema = z.strictObject({
  isOpen: z.boolean().optional(),
  isToggled: z.boolean().optional(),
  isSliced: z.boolean().optional(),
  isCooked: z.boolean().optional(),
  isDirty: z.boolean().optional(),
  isBroken: z.boolean().optional(),
  isUsedUp: z.boolean().optional(),
  isFilledWithLiquid: z.boolean().optional(),
} satisfies Record<StateKey, z.ZodType>);
export type ObjectState = z.output<typeof objectStateSchema>;

export const sceneObjectSchema = z.strictObject({
  id: z.string().min(1),
  type: typeNameSchema,
  /** Id of the receptacle it is in or on; absent: on the floor or fixed. */
  parent: z.string().min(1).optional(),
  state: objectStateSchema.default({}),
  /** Explicit link for a `controls`/`washes` effect (StoveKnob → its burner). */
  controls: z.string().min(1).optional(),
});
export type SceneObject = z.output<typeof sceneObjectSchema>;

export const sceneSchema = z.strictObject({
  scene: z.string().min(1),
  roomType: z.enum(ROOM_TYPES),
  objects: z.array(sceneObjectSchema).min(1),
});
export type Scene = z.output<typeof sceneSchema>;
