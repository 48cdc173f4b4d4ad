/** The skill library (`skills/skills.yaml`, Table II): the single source of its TS types. */
import { z } from 'zod';
import { OBJECT_PROPERTIES } from './catalogue-schema.js';
import { identifierSchema, paramSpecSchema } from './names.js';

/** The step conditions a step may carry besides its action (docs/CONTRACTS.md, skills). */
export const STEP_CONDITIONS = ['unlessHolding'] as const;
export type StepCondition = (typeof STEP_CONDITIONS)[number];

const stepArgsSchema = z.record(z.string(), z.string().min(1));
const isCondition = (key: string): key is StepCondition => (STEP_CONDITIONS as readonly string[]).includes(key);

/**
 * One atomic step, written `- GoToObject: { objectId: $obj }`: a map with exactly one action key,
 * whose value maps action argument names to `$param`, `$param@origin` or a literal type, and
 * optionally a condition, `unlessHolding: $param` (the step is skipped when the acting agent
 * already holds that parameter's object as the skill begins).
 */
export const skillStepSchema = z
  .object({ unlessHolding: z.string().min(1).optional() })
  .catchall(stepArgsSchema)
  .superRefine((step, ctx) => {
    const actions = Object.keys(step).filter((key) => !isCondition(key));
    if (actions.length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'a step must name exactly one action, e.g. `- GoToObject: { objectId: $obj }`' });
    }
    for (const key of actions) {
      const name = identifierSchema.safeParse(key);
      if (!name.success) ctx.addIssue({ code: 'custom', path: [key], message: name.error.issues[0]?.message ?? 'must be an identifier' });
    }
  })
  .transform((step): SkillStep => {
    const [action, args] = Object.entries(step).find(([key]) => !isCondition(key)) as [string, Record<string, string>];
    return step.unlessHolding === undefined ? { action, args } : { action, args, unlessHolding: step.unlessHolding };
  });
/** A step: `{action, args}`, plus `unlessHolding` (the `$param` text) when the step has that condition. */
export type SkillStep = { readonly action: string; readonly args: Readonly<Record<string, string>>; readonly unlessHolding?: string };

/** What a skill parameter may need of its object's type (the simulator's own checks). */
export const ARGUMENT_NEEDS = [...OBJECT_PROPERTIES, 'sharpTool', 'cleaningTool', 'detergent', 'placement'] as const;
export type ArgumentNeed = (typeof ARGUMENT_NEEDS)[number];

export const skillSchema = z.strictObject({
  params: z.array(paramSpecSchema),
  description: z.string().default(''),
  /** The property the first argument's type must have (the simulator's check); for the checker's hints. */
  needs: z.enum(OBJECT_PROPERTIES).optional(),
  /**
   * What each further parameter's type must be: a property, a tool's flag, or `placement` (a
   * receptacle the first argument's type may be put in). For code valid by construction.
   */
  argumentNeeds: z.record(z.string(), z.enum(ARGUMENT_NEEDS)).default({}),
  /** Words a model may use for this skill (PressObject → SwitchOn); for the checker's hints. */
  alsoCalled: z.array(identifierSchema).default([]),
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
