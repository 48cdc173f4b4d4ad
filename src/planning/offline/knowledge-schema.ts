/**
 * The offline planner's knowledge files (`knowledge/intents.yaml`, `knowledge/recipes.yaml`):
 * zod schemas, the single source of their TypeScript types. The planner's code only interprets
 * these; what a request means and how a goal is done lives in the data.
 */
import { z } from 'zod';
import { Alternative } from '../../goals/index.js';
import { ROOM_TYPES } from '../../world/index.js';
import { typeNameSchema, identifierSchema } from '../../world/index.js';

const goalId = z.string().regex(/^[a-z0-9-]+$/, 'must be a goal id in lower-case letters, digits and dashes');
const roleName = z.string().regex(/^[a-z][a-z0-9]*$/, 'must be a role name in lower case, e.g. tool');
/** A role, or the object a role's object turns into: `bread.sliced`, `egg.broken`. */
const roleRef = z.string().regex(/^[a-z][a-z0-9]*(\.(sliced|broken))?$/, 'must be a role name, optionally followed by .sliced or .broken');

/** State flags a role or a selector may test. */
export const KNOWLEDGE_FLAGS = ['isOpen', 'isToggled', 'isSliced', 'isCooked', 'isDirty', 'isBroken', 'isUsedUp', 'isFilledWithLiquid'] as const;
export type KnowledgeFlag = (typeof KNOWLEDGE_FLAGS)[number];

const flagFilter = z.strictObject(Object.fromEntries(KNOWLEDGE_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<KnowledgeFlag, z.ZodOptional<z.ZodBoolean>>);
export type FlagFilter = z.output<typeof flagFilter>;

// ---- roles (used by commands and recipes) -------------------------------------------------

/** What a role needs of the object filling it; a bare list is shorthand for `{types: [...]}`. */
const roleObjectSchema = z.strictObject({
  /** Acceptable types in preference order. */
  types: z.array(typeNameSchema).min(1).optional(),
  /** Or: any type whose catalogue entry has this effect (in catalogue order). */
  effect: z.enum(['sharpTool', 'cleaningTool', 'detergent', 'garbage']).optional(),
  /** Filled from an intent's or command's slot of this name. */
  slot: roleName.optional(),
  /** Instances must have these flags. */
  require: flagFilter.optional(),
  /** Instances with these flags come first. */
  prefer: flagFilter.optional(),
  /** A receptacle that accepts this role's object (catalogue) and has room for it. */
  receptacleFor: roleRef.optional(),
  /** Look up the `homes` table for the object of `receptacleFor` first. */
  useHomes: z.boolean().default(false),
  /** Instances of these types, or inside them, are not acceptable. */
  exclude: z.array(typeNameSchema).default([]),
  /** Prefer the instance that holds this role's object (the burner the pan is on). */
  holding: roleName.optional(),
  /** Prefer the instance inside this role's object (the mug already in the coffee machine). */
  inside: roleName.optional(),
  /** Only instances within reach while working on this role's object: same place, not shut in. */
  besides: roleName.optional(),
  /** The instance that controls this role's object (the knob of the chosen burner). */
  controlling: roleName.optional(),
  /** Each instance serves one step only (a detergent is used up by CleanObject). */
  consumable: z.boolean().default(false),
  /** The role may stay empty; the steps then leave its argument out (or are dropped). */
  optional: z.boolean().default(false),
});
export const roleSchema = z.union([
  z.array(typeNameSchema).min(1).transform((types) => roleObjectSchema.parse({ types })),
  roleObjectSchema,
]);
export type RoleSpec = z.output<typeof roleObjectSchema>;

// ---- intents.yaml ------------------------------------------------------------------------------

/** A phrase of an intent: words that, found in order in the request, add `weight` to its score. */
const phraseSchema = z.union([
  z.string().min(1).transform((text) => ({ text, weight: undefined as number | undefined })),
  z.strictObject({ text: z.string().min(1), weight: z.number().positive().optional() }),
]);

export const intentSchema = z.strictObject({
  id: goalId,
  /** The recipe goal this intent asks for. */
  goal: goalId,
  /** Room types where the words mean this goal; absent: every room. */
  rooms: z.array(z.enum(ROOM_TYPES)).min(1).optional(),
  phrases: z.array(phraseSchema).min(1),
});
export type Intent = z.output<typeof intentSchema>;

/** A command pattern: `turn on {object}`; each `{slot}` is an object phrase. */
export const commandSchema = z.strictObject({
  words: z.string().min(1),
  skill: identifierSchema,
  /** The skill's arguments in order: a slot name of `words`, or a role defined in `roles`. */
  args: z.array(roleName).min(1),
  /** Roles for arguments the words do not name (the knife of "slice the bread"). */
  roles: z.record(roleName, roleSchema).default({}),
});
export type Command = z.output<typeof commandSchema>;

export const intentsFileSchema = z.strictObject({
  version: z.literal(1),
  /** Words dropped before matching (politeness, articles). */
  fillerWords: z.array(z.string().min(1)).default([]),
  /** Words that join several commands: "open the fridge and take the egg". */
  joinWords: z.array(z.string().min(1)).default([]),
  /** Spoken names of object types beyond the type's own words: `tv: [Television]`. */
  aliases: z.record(z.string().min(1), z.array(typeNameSchema).min(1)).default({}),
  intents: z.array(intentSchema).min(1),
  commands: z.array(commandSchema).default([]),
});
export type IntentsFile = z.output<typeof intentsFileSchema>;

// ---- recipes.yaml ------------------------------------------------------------------------------

/**
 * A step: `[Skill, arg, ...]`. An argument is a role name (`egg`), the derived form of a role's
 * object (`bread.sliced`, `egg.broken`), or a literal type (`CounterTop`).
 */
export const stepSchema = z.tuple([identifierSchema], z.string().min(1));
export type StepTemplate = z.output<typeof stepSchema>;

/** Picks the objects a "for each" subtask works through. */
export const selectorSchema = z.strictObject({
  types: z.array(typeNameSchema).min(1).optional(),
  /** The object's innermost receptacle is of one of these types. */
  directlyIn: z.array(typeNameSchema).min(1).optional(),
  pickupable: z.boolean().optional(),
  flags: flagFilter.optional(),
  exceptTypes: z.array(typeNameSchema).default([]),
});
export type Selector = z.output<typeof selectorSchema>;

export const subtaskSchema = z.strictObject({
  /** The `# SubTask` comment; `{role}` is replaced by the role's object type. */
  text: z.string().min(1),
  steps: z.array(stepSchema).min(1),
  /** Repeat the steps for each selected object (the role `item`), one subtask per object. */
  forEach: selectorSchema.optional(),
  /** Roles resolved again for every item. */
  roles: z.record(roleName, roleSchema).default({}),
});
export type SubtaskTemplate = z.output<typeof subtaskSchema>;

export const alternativeSchema = z.union([
  z.strictObject({ use: goalId }),
  z.strictObject({
    name: z.string().min(1),
    roles: z.record(roleName, roleSchema).default({}),
    subtasks: z.array(subtaskSchema).min(1),
  }),
]);
export type AlternativeTemplate = z.output<typeof alternativeSchema>;

export const goalSchema = z.strictObject({
  /** Short name, used as a clarifying option: "toast". */
  title: z.string().min(1),
  /** The task description of stage 1; `{role}` is replaced by the role's object type. */
  description: z.string().min(1),
  alternatives: z.array(alternativeSchema).min(1),
  /** When the goal is reached, as success criteria over the final state; a goal made of `use` alternatives takes theirs. */
  done: z.array(Alternative).min(1).optional(),
});
export type Goal = z.output<typeof goalSchema>;

export const recipesFileSchema = z.strictObject({
  version: z.literal(1),
  /** Where things belong when put away: type → receptacle types in preference order. */
  homes: z.record(typeNameSchema, z.array(typeNameSchema).min(1)).default({}),
  goals: z.record(goalId, goalSchema),
});
export type RecipesFile = z.output<typeof recipesFileSchema>;

/** Both files, loaded and cross-checked. */
export interface Knowledge {
  readonly intents: IntentsFile;
  readonly recipes: RecipesFile;
}
