/**
 * The goal vocabulary: what "done" means for a request, as predicates over the world a plan
 * leaves (and, where the end cannot tell, over what happened on the way). A vague request has
 * several right answers, so a goal is a disjunction of named alternatives, each a conjunction.
 * The suites, the recipes' `done:`, the planners' stated goals and session transcripts all hold
 * it; criteria.ts evaluates it, describe.ts says it in words, docs/goals.md documents it and
 * docs/goal.schema.json is its JSON schema (written from these schemas).
 */
import { z } from 'zod';
import { OBJECT_STATE_FLAGS, TEMPERATURES, type ObjectStateFlag } from '../bridge/index.js';

/** The state flags of the bridge's `state` result that a selector may test. */
export const stateFlags = OBJECT_STATE_FLAGS;
export type StateFlag = ObjectStateFlag;

/** AI2-THOR's abstract temperatures (ObjectMetadata.temperature). */
export const temperatures = TEMPERATURES;
export type Temperature = (typeof TEMPERATURES)[number];

/**
 * A state in one word, as people and models say it: each is a flag or a temperature (see
 * state-words.ts). `held` is held by anyone; `empty` is not filled with liquid.
 */
export const STATE_WORDS = [
  'open',
  'closed',
  'on',
  'off',
  'sliced',
  'cooked',
  'dirty',
  'clean',
  'broken',
  'usedUp',
  'held',
  'filled',
  'empty',
  'hot',
  'cold',
  'roomTemperature',
] as const;
export const StateWord = z.enum(STATE_WORDS);
export type StateWord = z.infer<typeof StateWord>;

/** Characters of an alternative's name ("fried egg on a plate"). */
export const GOAL_NAME_CHARS = 200;

/**
 * Bounds of a goal however it is given (a file, an edit, a suite, a model): far past any real
 * goal, near enough that a hostile one costs nothing to check. An object id (`Bread|+01.23|…`) fits
 * `nameChars`.
 */
export const GOAL_BOUNDS = { nameChars: 200, listItems: 50 } as const;

const flag = z.boolean().optional();
/** One name or several (any of them): a type, or an object id (an id has a `|`). */
const name = z.string().min(1).max(GOAL_BOUNDS.nameChars);
const names = z.union([name, z.array(name).min(1).max(GOAL_BOUNDS.listItems)]);

/**
 * What happened to an object during the execution, where the end state cannot tell: at some
 * moment after an executed step it was inside a receptacle of `in` (anywhere inside), and, with
 * `whileOn`, that receptacle was on then, switched itself or by the switch that drives it (a
 * Microwave; a StoveBurner by its knob; a SinkBasin by its Faucet). "The mug was heated in the
 * microwave": `{in: Microwave, whileOn: true}`; "the plate was rinsed": `{in: SinkBasin, whileOn: true}`.
 */
export const History = z
  .object({
    in: names.describe('type or id of a receptacle it was inside at some moment of the execution'),
    whileOn: flag.describe('true: that receptacle was on at that moment (switched itself, or by the switch that drives it)'),
  })
  .strict()
  .meta({ id: 'History' });
export type History = z.infer<typeof History>;

/**
 * One history or several, every one of which happened, each at its own moment of the execution and
 * in any order: "the apple slice was washed and then microwaved" is
 * `[{in: SinkBasin, whileOn: true}, {in: Microwave, whileOn: true}]`.
 */
export const Histories = z.union([History, z.array(History).min(1).max(GOAL_BOUNDS.listItems)]).meta({ id: 'Histories' });
export type Histories = z.infer<typeof Histories>;

/** The histories a `was` asks, as a list (none when it is absent). */
export function historiesOf(was: Histories | undefined): History[] {
  return was === undefined ? [] : Array.isArray(was) ? was : [was];
}

/** The fields of a selector; `within` refers back to a whole selector. */
export interface SelectorShape {
  id?: string | string[] | undefined;
  type?: string | string[] | undefined;
  notType?: string | string[] | undefined;
  in?: string | string[] | undefined;
  notIn?: string | string[] | undefined;
  directlyIn?: string | string[] | undefined;
  within?: SelectorShape | undefined;
  heldBy?: string | string[] | undefined;
  pickupable?: boolean | undefined;
  is?: StateWord[] | undefined;
  temperature?: Temperature | undefined;
  fillLiquid?: string | undefined;
  was?: Histories | undefined;
  isOpen?: boolean | undefined;
  isToggled?: boolean | undefined;
  isSliced?: boolean | undefined;
  isCooked?: boolean | undefined;
  isDirty?: boolean | undefined;
  isBroken?: boolean | undefined;
  isUsedUp?: boolean | undefined;
  isPickedUp?: boolean | undefined;
  isFilledWithLiquid?: boolean | undefined;
}

/**
 * Picks objects: by id or type, by where they are (a holder's type or id, anywhere inside or
 * directly; a holder that itself matches a selector), by who holds them, by catalogue property,
 * by state (flags, words, temperature, liquid), and by what happened to them (`was`). Every field
 * given must hold; a list means any of its names.
 */
export const Selector: z.ZodType<SelectorShape> = z.lazy(() =>
  z
    .object({
      id: names.optional().describe('object id(s): this very object'),
      type: names.optional().describe('object type(s)'),
      notType: names.optional().describe('types it must not be'),
      in: names.optional().describe('type or id of a receptacle that holds it, directly or anywhere inside'),
      notIn: names.optional().describe('types or ids of receptacles it must not be inside'),
      directlyIn: names.optional().describe('type or id of the receptacle it is directly in or on'),
      within: Selector.optional().describe('a receptacle holding it (anywhere inside) that matches this selector'),
      heldBy: names.optional().describe("agent(s) whose hand holds it (isPickedUp: held by anyone)"),
      pickupable: flag,
      is: z.array(StateWord).min(1).optional().describe('states in words, all of which hold'),
      temperature: z.enum(TEMPERATURES).optional(),
      fillLiquid: z.string().min(1).optional().describe('the liquid it is filled with: water, coffee, wine'),
      was: Histories.optional().describe('what happened to it on the way: one history, or a list of them that all happened'),
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
    .strict(),
).meta({ id: 'Selector' });
export type Selector = SelectorShape;

/**
 * A condition must name what it is about (issue 37, item 8): `{exists: {}}` holds in any room, so
 * a goal of it would call any world done. What must be so (`exists`, `count`) gives the type or id
 * of the objects; what must not be (`none`) says at least something of them ("nothing dirty",
 * `{none: {isDirty: true}}`, is a goal; `{none: {}}` is none). A nested `within` may stay unnamed.
 */
export function namesObject(selector: SelectorShape): boolean {
  return selector.type !== undefined || selector.id !== undefined;
}

/** The message of an `exists` or `count` that names no object. */
export const NAMES_NO_OBJECT = 'names no object: say the type (or id) of what must be so; a condition about any object at all holds in any room';
/** The message of a `none` that says nothing of what must not be. */
export const SAYS_NOTHING = 'says nothing of what must not be: give a type, a place or a state (none: {isDirty: true} is "nothing dirty")';

/** How many objects a `count` asks for: at least, at most, or exactly (at least one bound). */
const CountPredicate = z
  .object({
    count: Selector,
    atLeast: z.number().int().min(1).optional(),
    atMost: z.number().int().min(0).optional(),
    exactly: z.number().int().min(0).optional(),
  })
  .strict()
  .refine((p) => namesObject(p.count), { message: NAMES_NO_OBJECT, path: ['count'] })
  .refine((p) => p.atLeast !== undefined || p.atMost !== undefined || p.exactly !== undefined, {
    message: 'a count needs atLeast, atMost or exactly',
  })
  .refine((p) => p.exactly === undefined || (p.atLeast === undefined && p.atMost === undefined), {
    message: 'exactly cannot be combined with atLeast or atMost',
  });

/** One condition: some object matches, none does, or how many do. */
export const Predicate = z.union([
  z.object({ exists: Selector }).strict().refine((p) => namesObject(p.exists), { message: NAMES_NO_OBJECT, path: ['exists'] }),
  z.object({ none: Selector }).strict().refine((p) => Object.values(p.none).some((v) => v !== undefined), { message: SAYS_NOTHING, path: ['none'] }),
  CountPredicate,
]);
export type Predicate = z.infer<typeof Predicate>;

/** One right answer: a name and the conditions that all hold. */
export const Alternative = z.object({ name: z.string().min(1).max(GOAL_NAME_CHARS), all: z.array(Predicate).min(1).max(GOAL_BOUNDS.listItems) }).strict();
export type Alternative = z.infer<typeof Alternative>;

/** A goal: any one of its alternatives suffices. */
export const Goal = z.array(Alternative).min(1).max(GOAL_BOUNDS.listItems);
export type Goal = z.infer<typeof Goal>;
