/**
 * The offline planner's knowledge files: `knowledge/goals.yaml` (what requests ask for, as goals),
 * `knowledge/words.yaml` (the words of commands, understand/words-schema.ts), `knowledge/uses.yaml`
 * and `speech.yaml` (what things are for, and speech as typed: uses/uses-schema.ts). zod schemas, the single source of their types;
 * the planner's code only interprets them.
 */
import { z } from 'zod';
import { Alternative } from '../../goals/index.js';
import { typeNameSchema } from '../../world/index.js';
import type { WordLinks } from './understand/word-links.js';
import type { NoThings } from './understand/no-things.js';
import type { WordsFile } from './understand/words-schema.js';
import type { SpeechFile, UsesFile } from './uses/uses-schema.js';

const goalId = z.string().regex(/^[a-z0-9-]+$/, 'must be a goal id in lower-case letters, digits and dashes');

// ---- goals.yaml --------------------------------------------------------------------------------

export const goalSchema = z
  .strictObject({
    /** Short name, used as a clarifying option: "toast". */
    title: z.string().min(1),
    /** What will be done, in a sentence (stage 1's task description). */
    description: z.string().min(1),
    /** When it is done, in the goal vocabulary: the goal stated and judged. */
    done: z.array(Alternative).min(1).optional(),
    /**
     * The ways the planner prefers to get it done, tried in order, each a goal that implies
     * `done` (a fried egg: in a pan, else in a pot, else from the microwave); default: `done`.
     */
    ways: z.array(Alternative).min(1).optional(),
    /** Or: any of these goals, in order of preference. */
    use: z.array(goalId).min(1).optional(),
  })
  .refine((g) => (g.done === undefined) !== (g.use === undefined), { message: 'a goal has either done or use' })
  .refine((g) => g.ways === undefined || g.done !== undefined, { message: 'ways go with done' });
export type GoalEntry = z.output<typeof goalSchema>;

export const goalsFileSchema = z.strictObject({
  version: z.literal(1),
  /** Where things belong when put away: type → receptacle types in preference order. */
  homes: z.record(typeNameSchema, z.array(typeNameSchema).min(1)).default({}),
  /**
   * Where a thing said to be out of place is put away, most preferred first: `places` for any type,
   * `of` for types kept somewhere of their own (kept to the catalogue's receptacles of the type).
   */
  stores: z
    .strictObject({ places: z.array(typeNameSchema).min(1), of: z.record(typeNameSchema, z.array(typeNameSchema).min(1)).default({}) })
    .default({ places: ['Drawer', 'Cabinet', 'Shelf', 'Box'], of: {} }),
  /** Lists of types that can stand in for each other. */
  interchangeable: z.array(z.array(typeNameSchema).min(2)).default([]),
  goals: z.record(goalId, goalSchema),
});
export type GoalsFile = z.output<typeof goalsFileSchema>;

/** The files, loaded and cross-checked. */
export interface Knowledge {
  readonly goals: GoalsFile;
  readonly words: WordsFile;
  /** What the things of a room are for (uses.yaml). */
  readonly uses: UsesFile;
  /** Speech as people type it (speech.yaml). */
  readonly speech: SpeechFile;
  /** Words not known read as the reader's word WordNet links them to (wordnet-links.tsv). */
  readonly links: WordLinks;
  /** Nouns not known that name no thing a robot could handle (wordnet-no-things.tsv): set aside as context. */
  readonly noThings: NoThings;
  /** Sayings that ask nothing of the room (wordnet-sayings.tsv): taken out before reading, as speech.yaml's asides. */
  readonly sayings: readonly string[];
  /** Words known to WordNet only as adverbs of how (wordnet-adverbs.tsv): set aside wherever they stand. */
  readonly adverbs: ReadonlySet<string>;
  /** Words of English the slip reader would take for another word (wordnet-not-slips.tsv): never read as a slip. */
  readonly notSlips: ReadonlySet<string>;
}
