/**
 * The preference store's file (`<config>/preferences/<person>.yaml`): lasting statements of one
 * person, each with its scope, where it came from, and the rule it reads as where one was
 * understood. zod schemas: the type, the validation (errors at the file's line) and the data.
 */
import { z } from 'zod';
import { codePointLabel, describeCodePoint, unsafeKind } from '../display.js';
import { LIMITS } from '../limits.js';
import { ROOM_TYPES, typeNameSchema } from '../world/index.js';

/** A person's name as the store keeps it apart: also the file's name, so letters, digits, `.`, `_`, `-`. */
export const personNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be a name of letters, digits, dots, dashes or underscores (at most 64), starting with a letter or digit');

/** Where a preference holds: for this person anywhere, in rooms of one type, or in the whole home. */
export const PreferenceScope = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('person') }),
  z.strictObject({ kind: z.literal('room'), room: z.enum(ROOM_TYPES) }),
  z.strictObject({ kind: z.literal('home') }),
]);
export type PreferenceScope = z.infer<typeof PreferenceScope>;

/**
 * What a preference asks of a plan, where it could be read as a condition: no object of these
 * types (`exclude`); this type rather than those (`prefer`); an agent kept away from these types
 * (`keepAway`). A statement with no rule is still shown to an LLM planner, in its words.
 */
export const PreferenceRule = z.union([
  z.strictObject({ exclude: z.array(typeNameSchema).min(1) }),
  z
    .strictObject({ prefer: typeNameSchema, over: z.array(typeNameSchema).default([]) })
    .refine((rule) => !rule.over.includes(rule.prefer), { path: ['over'], message: 'a type preferred over itself says nothing' }),
  z.strictObject({ keepAway: z.strictObject({ agent: z.string().min(1).max(64), types: z.array(typeNameSchema).min(1) }) }),
]);
export type PreferenceRule = z.infer<typeof PreferenceRule>;

/** Where a statement came from: a line of a session's transcript, or the `prefs` command. */
export const PreferenceSource = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('session'), session: z.string().min(1), line: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('command') }),
]);
export type PreferenceSource = z.infer<typeof PreferenceSource>;

export const PREFERENCE_TEXT_CHARS = 500;

const LINE_BREAKS: ReadonlyMap<number, string> = new Map([[0x0a, 'LINE FEED'], [0x0d, 'CARRIAGE RETURN'], [0x85, 'NEXT LINE'], [0x2028, 'LINE SEPARATOR'], [0x2029, 'PARAGRAPH SEPARATOR']]);

/**
 * Why `text` cannot be a statement's words, or undefined: a statement is one line of text, shown
 * in every LLM prompt as one line, so a line break (which could start a section of the prompt
 * of its own) or a character that changes what a terminal shows is refused.
 */
export function statementTrouble(text: string): string | undefined {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const lineBreak = LINE_BREAKS.get(cp);
    if (lineBreak !== undefined) return `holds a line break (${codePointLabel(cp)} ${lineBreak}): a preference is one line`;
    if (unsafeKind(cp) !== undefined) return `holds ${describeCodePoint(cp)}, which a preference may not hold`;
  }
  return undefined;
}

const statementText = z
  .string()
  .min(1)
  .max(PREFERENCE_TEXT_CHARS)
  .superRefine((text, ctx) => {
    const trouble = statementTrouble(text);
    if (trouble !== undefined) ctx.addIssue({ code: 'custom', message: trouble });
  });

export const Preference = z.strictObject({
  /** Short id, unique in the file (`p1`, `p2`…): what `prefs rm` takes. */
  id: z.string().regex(/^p[0-9]{1,6}$/, "must be an id such as 'p1'"),
  text: statementText,
  scope: PreferenceScope,
  rule: PreferenceRule.nullable().default(null),
  source: PreferenceSource,
  /** When it was kept (ISO time). */
  added: z.string(),
});
export type Preference = z.infer<typeof Preference>;

export const PreferencesFile = z
  .strictObject({
    version: z.literal(1),
    person: personNameSchema,
    preferences: z
      .array(Preference)
      .max(LIMITS.preferencesCount, `a store holds at most ${LIMITS.preferencesCount.toLocaleString('en')} preferences (preferencesCount)`)
      .default([]),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.preferences.forEach((p, i) => {
      if (seen.has(p.id)) ctx.addIssue({ code: 'custom', path: ['preferences', i, 'id'], message: `the id '${p.id}' is used twice` });
      seen.add(p.id);
    });
  });
export type PreferencesFile = z.infer<typeof PreferencesFile>;
