/**
 * A suite task's persona (the `preferences` suite): the person's lasting preferences, as the store
 * would hold them, and the answers they give to the questions they are likely to be asked.
 */
import { z } from 'zod';
import { personNameSchema, PreferenceRule, PreferenceScope } from '../../preferences/index.js';

/** One lasting statement of the persona: its words and the rule they read as (explicit, so the suite does not depend on the reading of words). */
export const PersonaPreference = z.strictObject({
  text: z.string().min(1),
  rule: PreferenceRule,
  scope: PreferenceScope.default({ kind: 'person' }),
});
export type PersonaPreference = z.infer<typeof PersonaPreference>;

/** An answer the persona gives when a question (or one of its offered answers) contains `when`. */
export const PersonaAnswer = z.strictObject({
  when: z.string().min(1),
  answer: z.string().min(1),
});
export type PersonaAnswer = z.infer<typeof PersonaAnswer>;

export const Persona = z.strictObject({
  /** The person's name: their store's name when the preferences are loaded. */
  person: personNameSchema,
  preferences: z.array(PersonaPreference).min(1),
  /** In order: the first whose `when` the question or an offered answer contains gives the answer. */
  answers: z.array(PersonaAnswer).default([]),
});
export type Persona = z.infer<typeof Persona>;
