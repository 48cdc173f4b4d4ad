/** Shared zod pieces for names used across the data files. */
import { z } from 'zod';

/** An object type of the catalogue, AI2-THOR style: `Apple`, `StoveKnob`, `TVStand`. */
export const typeNameSchema = z
  .string()
  .regex(/^[A-Z][A-Za-z0-9]*$/, 'must be a type name such as Apple or StoveKnob');

/** An action or skill name: an identifier such as `GoToObject`. */
export const identifierSchema = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an identifier such as GoToObject');

/** A parameter written `name` or `name?` (optional), turned into `{name, optional}`. */
export const paramSpecSchema = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*\??$/, "must be a parameter name, with a trailing '?' if optional")
  .transform((spec) => {
    const optional = spec.endsWith('?');
    return { name: optional ? spec.slice(0, -1) : spec, optional };
  });

/** A parameter of an action or skill. */
export type ParamSpec = z.output<typeof paramSpecSchema>;
