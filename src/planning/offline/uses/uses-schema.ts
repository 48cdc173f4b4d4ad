/**
 * `knowledge/uses.yaml` (what the things of a room are for: needs, the uses that serve them, each
 * resting on an AI2-THOR property or action) and `knowledge/speech.yaml` (speech as people type
 * it), as zod schemas: the single source of their types. The reader only interprets them.
 */
import { z } from 'zod';
import { ROOM_TYPES, typeNameSchema } from '../../../world/index.js';

const id = z.string().regex(/^[a-z0-9-]+$/, 'must be an id in lower-case letters, digits and dashes');
/** Words as the reader compares them: lower case, single spaces. */
const words = z.string().regex(/^[a-z0-9' ]+$/, 'must be lower-case words');

/**
 * The AI2-THOR object interactions a use may cite: the state changes of AI2-THOR's documentation
 * ("Object state changes") and the placement actions.
 */
export const THOR_ACTIONS = [
  'CleanObject',
  'DirtyObject',
  'ToggleObjectOn',
  'ToggleObjectOff',
  'FillObjectWithLiquid',
  'EmptyLiquidFromObject',
  'CookObject',
  'SliceObject',
  'UseUpObject',
  'OpenObject',
  'CloseObject',
  'PutObject',
  'PickupObject',
  'ThrowObject',
  'BreakObject',
] as const;

/** What a use rests on: a property (or effect) the catalogue gives its types, the AI2-THOR action that changes it, and where that comes from. */
const restsSchema = z.strictObject({
  property: z.string().min(1),
  action: z.enum(THOR_ACTIONS).optional(),
  source: id,
});

const needSchema = z.strictObject({
  /** The need in a few words, for the person: "something to eat". */
  says: z.string().min(1),
  words: z.array(words).min(1),
  /** Words that say the need only of a thing of `of` named with them ("the plant looks dry", "the sofa is covered in stuff"). */
  states: z.array(words).default([]),
  of: z.array(typeNameSchema).default([]),
  /** Needs this one is what they are said of, in one clause ("my hands are filthy": the hands washed, not things cleaned). */
  over: z.array(id).default([]),
  /** Needs this one is what they are said of anywhere in the request ("dinner's ready but I've nothing to eat it with": cutlery, no meal). */
  overAnywhere: z.array(id).default([]),
  /** Uses asked that this need is what they are said of anywhere in the request ("cereal for breakfast": a bowl for it, no cooked breakfast). */
  overUses: z.array(id).default([]),
});

export const useSchema = z
  .strictObject({
    id,
    /** What it gives, for the person ("a bath running"); default: its goal's title. */
    title: z.string().min(1).optional(),
    /** The goal of goals.yaml that is the state or placement serving the needs; absent when `unsupported`. */
    goal: id.optional(),
    /** Why this world cannot serve it, for a use a person asks for that no skill reaches. */
    unsupported: z.string().min(1).optional(),
    /** The object types the use is about (what the docs' list counts as having a use). */
    types: z.array(typeNameSchema).min(1),
    /** The needs of `needs` it serves. */
    serves: z.array(id),
    /** Phrases that ask for it by name ("make the bed": make bed), matched on the request's content words in a row. */
    asks: z.array(words).default([]),
    /** Room types where it applies; absent: any room with its types. */
    rooms: z.array(z.enum(ROOM_TYPES)).min(1).optional(),
    /** Types the room must have besides the goal's (each list: any one of them), named when missing. */
    requires: z.array(z.array(typeNameSchema).min(1)).default([]),
    /** Its Faucet is the one running into this basin type (the scene's `controls:` link). */
    faucetFor: z.enum(['SinkBasin', 'BathtubBasin']).optional(),
    /**
     * For a thing named with a state of a need it serves only ("the coffee table is a tip"): a candidate
     * only then, its goal's places kept to that thing.
     */
    ofNamed: z.boolean().default(false),
    /**
     * Whether it is offered as what to do with a thing named alone ("What should I do with the big
     * light?"): not a use read only from a complaint ("still on"), which another option says better.
     */
    offered: z.boolean().default(true),
    /** Uses it stands in for, asked by name where the room lacks their thing and this one's is named ("watch something on my laptop"). */
    standsInFor: z.array(id).default([]),
    /** Said with the plan: what is the person's, what the world cannot do. */
    note: z.string().min(1).optional(),
    /**
     * The deed the person does with what the use brings ("unblock the toilet"): asked of a robot
     * ("the toilet's blocked, can you sort it out"), it is refused, never read as the bringing.
     */
    personDoes: z.string().min(1).optional(),
    rests: z.array(restsSchema).min(1),
  })
  .refine((u) => (u.goal === undefined) !== (u.unsupported === undefined), { message: 'a use has either goal or unsupported' });
export type Use = z.output<typeof useSchema>;

/**
 * What a person may ask for that cannot be had here, and why: an activity none of the robots'
 * skills does ("iron my shirt", "hoover"), or a thing AI2-THOR's world has none of ("a blanket",
 * "a cup of tea"). Its words are matched on whole words; a reading that rests on one is refused
 * saying so, never read as something else.
 */
const outOfReachSchema = z.strictObject({
  /** What is asked, in a few words: "ironing clothes", "tea". */
  says: z.string().min(1),
  words: z.array(words).min(1),
  /** Why it cannot be had, for the person, with the AI2-THOR fact it rests on. */
  why: z.string().min(1),
  source: id,
  /** What the room would need to give something near it ("foods": Apple, Bread, ...): the refusal says whether this room has any. */
  types: z.array(typeNameSchema).default([]),
  /** Needs it would serve: said beside one ("I'm freezing, I could do with a hot cuppa"), the need is what is asked, and it is set aside. */
  serves: z.array(id).default([]),
  /** A hazard or a wrong the skills could carry out but the robots do not ("a whole egg in the microwave", "my sister's diary"): said as such, however asked or told. */
  unsafe: z.boolean().default(false),
  /** Said in telling how a thing is ("the telly won't turn on"), it is still what is asked: refused, never read as a need its words share ("working"). */
  told: z.boolean().default(false),
});
export type OutOfReach = z.output<typeof outOfReachSchema>;

export const usesFileSchema = z.strictObject({
  version: z.literal(1),
  sources: z.record(id, z.string().min(1)),
  needs: z.record(id, needSchema),
  /** What the person does themselves ("sit", "read"): a clause starting with one is theirs. */
  personal: z.array(words).default([]),
  uses: z.array(useSchema).min(1),
  /** Types of the four room types with no use yet, and why. */
  without: z.record(typeNameSchema, z.string().min(1)).default({}),
  /** The liquids a skill fills a vessel with here ("a glass of water", "a mug of coffee"): anything else a vessel is asked to hold is not had. */
  liquids: z.array(words).default([]),
  /** Activities none of the robots' skills does (no AI2-THOR action does them). */
  beyond: z.record(id, outOfReachSchema).default({}),
  /** Things AI2-THOR's world has none of (foods, drinks, objects of a house it does not model). */
  absent: z.record(id, outOfReachSchema).default({}),
});
export type UsesFile = z.output<typeof usesFileSchema>;

export const speechFileSchema = z.strictObject({
  version: z.literal(1),
  contractions: z.record(z.string().min(1), words),
  fillers: z.array(words).default([]),
  determiners: z.array(words).default([]),
  lacking: z.array(words).default([]),
  /** Words after a thing named alone that ask for it ("a book please", "a towel would be lovely"): it is wanted in hand. */
  askingAfter: z.array(words).default([]),
  making: z.array(words).default([]),
  /** Politeness and timing that ask for nothing ("when you get a chance"): taken out before reading. */
  asides: z.array(words).default([]),
  /** Starts of clauses that speak of the person or of others rather than ask ("I keep", "somebody"): context. */
  statements: z.array(words).default([]),
  /** Words that say what was ("been", "got", "broke"): a clause opening with one, or with "I"/"we" and one, tells and asks nothing. */
  past: z.array(words).default([]),
  /** "The lamp's enough": what is named will do (a thing that switches on is switched on). */
  sufficient: z.array(words).default([]),
  /** Words opening what a command is for ("so it's cold"): set aside. */
  purposes: z.array(words).default([]),
  /**
   * Words opening a clause that says what the request guards against ("just in case I don't make it to the loo"): a
   * clause of its own wherever they stand, read as a purpose (set aside).
   */
  precautions: z.array(words).default([]),
  /** Words between a thing and how it should end up ("the faucet needs to be turned off"): that is asked. */
  desired: z.array(words).default([]),
  /** Words asking that something be so ("check if the stove is off"): the rest read as how the thing should end up. */
  ensuring: z.array(words).default([]),
  ensuringSwitched: z.array(words).default([]),
  /** Phrases before a thing the person is looking for ("where", "can not find", "have you seen"): it is brought to them. */
  seeking: z.array(words).default([]),
  /** Phrases after a thing the person is looking for ("my keys have gone missing"). */
  missing: z.array(words).default([]),
  /** Words of wanting ("need", "want"): a clause of one that names a thing to hand and asks nothing else brings it. */
  wanting: z.array(words).default([]),
  /** Phrases saying a thing is where it should not be ("lying about", "in the way", "sit on"): it is put away (issue 38). */
  outOfPlace: z.array(words).default([]),
  /** Phrases between a surface and the things out of place on it ("the desk is covered in pens"). */
  coveredIn: z.array(words).default([]),
  /** Phrases saying a thing lacks water ("standing there with no water in it"): its want of water is what is told, not where it stands. */
  withoutWater: z.array(words).default([]),
  /** Phrases opening a question of why a thing is where it is ("why is the brush on the counter"): out of place there. */
  whyThere: z.array(words).default([]),
  /** Phrases saying someone could get at a thing ("where she can reach it", "grabbing at"): it is shut away. */
  inReach: z.array(words).default([]),
  /**
   * A fire or heat left with no one in ("leave the stove on while I'm out"): a thing that burns, then a
   * phrase of being away after it in the same clause. Refused as uses.yaml `beyond.unattended` (unsafe).
   */
  unattended: z.object({ burning: z.array(words).default([]), away: z.array(words).default([]) }).default({ burning: [], away: [] }),
  /** Verbs of throwing a thing at something ("throw the remote at the tv"): refused as uses.yaml `beyond.throwing-at` (unsafe). */
  throwingAt: z.array(words).default([]),
  /** Phrases saying a thing should be locked up ("they were locked up"): in a Safe. */
  lockedUp: z.array(words).default([]),
  /** A thing that never switches, put "on" ("put a fresh roll on"): its words, and the words of the holder it hangs on. */
  hungOn: z.record(z.string(), z.string()).default({}),
  /** Who could get at a thing left out ("the twins", "the dog"): said beside it, it is shut away. */
  reachOf: z.array(words).default([]),
  /** Grown-ups of the house named by who they are ("grandad", "my wife"): one wanting a thing asks for it as the person would. */
  household: z.array(words).default([]),
  /** Words for the parts of a whole the request makes ("all salad components"): the things its other clauses make. */
  parts: z.array(words).default([]),
  /** A clause that only asks to do what the rest of the request says ("sort it", "deal with it"): it asks nothing more. */
  carryOut: z.array(words).default([]),
  /**
   * Generic verbs of seeing to a thing ("deal with", "sort out", "take care of"): said of a thing of the room, they ask
   * for what it is for here; `after`: a verb's particle that may follow the thing ("sort the bed out"); `ownAsks`: verbs
   * that see to a thing only for the uses asked by them ("fix bed"), a repair otherwise.
   */
  seeingTo: z
    .strictObject({ verbs: z.array(words).default([]), after: z.array(words).default([]), ownAsks: z.array(words).default([]) })
    .default({ verbs: [], after: [], ownAsks: [] }),
  /** Said of a thing, it stands where the person needs to be or work ("the racket is in the way"): it is moved off there. */
  obstructing: z.array(words).default([]),
  /** Said of a thing out of place, it may be rubbish ("yesterday's paper ... it's just clutter now"): binning it is offered beside putting it away. */
  mayBeRubbish: z.array(words).default([]),
  /** A clause that only announces the list after it ("complete the following tasks"): its verbs, the words that point ahead, and what the list is of. */
  announcing: z
    .strictObject({ verbs: z.array(words).default([]), ahead: z.array(words).default([]), of: z.array(words).default([]) })
    .default({ verbs: [], ahead: [], of: [] }),
});
export type SpeechFile = z.output<typeof speechFileSchema>;
