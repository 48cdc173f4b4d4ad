/** The object-type catalogue (`scenes/object-types.yaml`): the single source of its TS types. */
import { z } from 'zod';
import { typeNameSchema } from './names.js';

/** AI2-THOR's actionable properties an object type may have. */
export const OBJECT_PROPERTIES = [
  'pickupable',
  'moveable',
  'openable',
  'sliceable',
  'breakable',
  'toggleable',
  'receptacle',
  'dirtyable',
  'cookable',
  'canBeUsedUp',
  'canFillWithLiquid',
] as const;
export type ObjectProperty = (typeof OBJECT_PROPERTIES)[number];

/**
 * Flags the simulator acts on (CONTRACTS.md, "effects"; catalogue-checks.ts `EFFECT_NEEDS` lists the
 * properties each needs). Both halves validate the catalogue with this schema (contract/).
 */
export const effectsSchema = z.strictObject({
  sliceInto: typeNameSchema.optional(),
  sliceCount: z.int().positive().optional(),
  breakInto: typeNameSchema.optional(),
  /** Breaking swaps it for shards that are no objects (AI2-THOR Break.cs, PrefabSwap). */
  shatters: z.literal(true).optional(),
  sharpTool: z.literal(true).optional(),
  cleaningTool: z.literal(true).optional(),
  detergent: z.literal(true).optional(),
  heatsContents: z.literal(true).optional(),
  heatsThrough: z.array(typeNameSchema).optional(),
  /** Types it heats but does not cook (a Microwave does not toast BreadSliced). */
  doesNotCook: z.array(typeNameSchema).optional(),
  /** Everything inside becomes Cold (Fridge). */
  coolsContents: z.literal(true).optional(),
  controls: typeNameSchema.optional(),
  washes: z.array(typeNameSchema).optional(),
  mustBeClosedToTurnOn: z.literal(true).optional(),
  mustBeOffToOpen: z.literal(true).optional(),
  /** Nothing can be put in it while it is closed (Drawer, Cabinet, Fridge, Microwave, Box). */
  mustBeOpenToPlace: z.literal(true).optional(),
  /** Closed, it still leaves what it holds within reach (a Toilet's lid). */
  contentsReachableWhenClosed: z.literal(true).optional(),
  garbage: z.literal(true).optional(),
  /** The liquid it pours into the empty fillable objects inside it when on (CoffeeMachine: coffee). */
  fillsContents: z.string().min(1).optional(),
  capacity: z.int().positive().optional(),
});
export type Effects = z.output<typeof effectsSchema>;

/** One entry of `types:`. */
export const objectTypeSchema = z.strictObject({
  properties: z.array(z.enum(OBJECT_PROPERTIES)),
  receptacles: z.array(typeNameSchema).default([]),
  interactions: z.string().default(''),
  effects: effectsSchema.default({}),
  derivedFrom: typeNameSchema.optional(),
});
export type ObjectTypeInfo = z.output<typeof objectTypeSchema>;

/** The whole file; `types` becomes a Map from type name to its description. */
export const catalogueSchema = z
  .strictObject({
    version: z.literal(1),
    types: z.record(typeNameSchema, objectTypeSchema),
  })
  .transform(({ version, types }) => ({
    version,
    types: new Map<string, ObjectTypeInfo>(Object.entries(types)) as ReadonlyMap<string, ObjectTypeInfo>,
  }));
export type Catalogue = z.output<typeof catalogueSchema>;
