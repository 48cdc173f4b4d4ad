/**
 * `knowledge/words.yaml`: the words of household commands and what each means, as a zod schema
 * (the single source of its TypeScript type). The parser (parse.ts) only interprets this data.
 */
import { z } from 'zod';
import { typeNameSchema } from '../../../world/index.js';

/** What a command asks for (docs/offline-planner.md, "Commands"). */
export const MEANINGS = [
  'place',
  'hold',
  'examine',
  'heat',
  'cook',
  'boil',
  'cool',
  'clean',
  'slice',
  'switchOn',
  'switchOff',
  'open',
  'close',
  'break',
  'throwAway',
  'fill',
  'empty',
  'use',
] as const;
export const Meaning = z.enum(MEANINGS);
export type Meaning = z.infer<typeof Meaning>;

const phrase = z.string().min(1).regex(/^[a-z0-9 ]+$/, 'must be lower-case words separated by spaces');
const phrases = z.array(phrase).min(1);

export const wordsFileSchema = z.strictObject({
  version: z.literal(1),
  verbs: z.partialRecord(Meaning, phrases),
  /** A verb word completed by a word after its object: `turn: {on: switchOn}`. */
  particles: z.record(phrase, z.record(phrase, Meaning)).default({}),
  /** Words before a noun asking for a state of the object: `heat: [heated, hot]`. */
  modifiers: z.partialRecord(Meaning, phrases).default({}),
  /** Names of each catalogue type beyond its own words. */
  nouns: z.record(typeNameSchema, phrases).default({}),
  /** Names whose types are exactly these, in this order (the sink a thing goes in is its basin). */
  names: z.record(phrase, z.array(typeNameSchema).min(1)).default({}),
  /** Names that speak of many things as one ("the food", "the veg"): read as all of them, as a plural is. */
  collective: z.array(phrase).default([]),
  /** Words that name the whole room as the object ("clean the room"). */
  everything: z.array(phrase).default([]),
  /** Words after a noun that introduce what was done to it ("that has been chilled"). */
  relatives: z.array(phrase).default([]),
  /** "in hand" after an object: it is held. */
  holding: z.array(phrase).default([]),
  /** "while holding" before an object: it is held while the rest is done. */
  whileHolding: z.array(phrase).default([]),
  /** After an object: what it holds ("a box containing a phone"). */
  containing: z.array(phrase).default([]),
  /** Places named by a phrase: `under the sink: [Cabinet]`. */
  places: z.record(phrase, z.array(typeNameSchema).min(1)).default({}),
  prepositions: phrases,
  /** Verbs of placing that serve food ("serve"): the dish it is served on or in is a clean one. */
  serving: z.array(phrase).default([]),
  /** Verbs of placing that throw the thing away when no place is said ("chuck it": in the bin). */
  discarding: z.array(phrase).default([]),
  /** Prepositions that name where something goes more surely than the others ("to the coffee table"). */
  destinations: z.array(phrase).default([]),
  /** Prepositions that put a thing on top of a place, not inside it ("on the dresser": the dresser, not its drawers). */
  surfaces: z.array(phrase).default([]),
  lights: phrases,
  /** Parts of things that stand for the thing: "the cushion of the couch" is the couch. */
  parts: z.array(phrase).default([]),
  /** Where something is taken from ("from the couch"): read and set aside. */
  sources: z.array(phrase).default([]),
  /** Where a thing taken out of where it is kept is left out, most preferred first ("take the eggs out of the fridge"). */
  leftOut: z.array(typeNameSchema).default([]),
  /** The furniture that stands beside a piece of furniture, for a thing left by one it cannot go on ("the keys by the bed"). */
  beside: z.record(typeNameSchema, z.array(typeNameSchema).min(1)).default({}),
  relations: phrases,
  counts: z.record(z.union([z.literal('all'), z.string().regex(/^(0|[1-9][0-9]*)$/)]), phrases),
  pronouns: phrases,
  joins: phrases,
  fillers: phrases,
  descriptive: phrases,
});
export type WordsFile = z.output<typeof wordsFileSchema>;
