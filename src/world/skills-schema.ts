/** The skill library (`skills/skills.yaml`, Table II): the single source of its TS types. */
import { z } from 'zod';
import { identifierSchema, paramSpecSchema } from './names.js';

/**
 * One atomic step, written `- GoToObject: { objectId: $obj }`: a map with exactly one key, the
 * action, whose value maps action argument names to `$param`, `$param@origin` or a literal type.
 */
export const skillStepSchema = z
  .record(identifierSchema, z.record(z.string(), z.string().min(1)))
  .refine((step) => Object.keys(step).length === 1, {
    message: 'a step must name exactly one action, e.g. `- GoToObject: { objectId: $obj }`',
  })
  .transform((step) => {
    const [action, args] = Object.entries(step)[0] as [string, Record<string, string>];
    return { action, args };
  });
export type SkillStep = z.output<typeof skillStepSchema>;

export const skillSchema = z.strictObject({
  params: z.array(paramSpecSchema),
  description: z.string().default(''),
  steps: z.array(skillStepSchema).min(1),
});

/** The whole file; `skills` becomes a Map from skill name to the skill (with its name). */
export const skillsSchema = z
  .strictObject({ skills: z.record(identifierSchema, skillSchema) })
  .transform(({ skills }) => {
    const entries = Object.entries(skills).map(([name, skill]) => [name, { name, ...skill }] as const);
    return new Map(entries) as ReadonlyMap<string, Skill>;
  });

/** A skill of the library. */
export type Skill = z.output<typeof skillSchema> & { readonly name: string };
export type Skills = z.output<typeof skillsSchema>;
