/** The value of an argument in a skill step: `$obj`, `$tool@origin` or a literal such as `GarbageCan`. */

/** A parsed step argument value. */
export type StepValue =
  /** The skill's parameter `param`; with `origin`, the receptacle that object was in when the skill began. */
  | { readonly kind: 'param'; readonly param: string; readonly origin: boolean }
  /** A fixed object type or id written into the skill. */
  | { readonly kind: 'literal'; readonly value: string };

/** The only modifier a parameter reference may carry. */
const ORIGIN_MODIFIER = 'origin';

/** Parses a step value; returns an error reason for a malformed reference such as `$x@where`. */
export function parseStepValue(text: string): StepValue | { readonly kind: 'invalid'; readonly reason: string } {
  if (!text.startsWith('$')) return { kind: 'literal', value: text };
  const [param = '', modifier, ...rest] = text.slice(1).split('@');
  if (param === '') return { kind: 'invalid', reason: `'${text}' names no parameter after '$'` };
  if (rest.length > 0 || (modifier !== undefined && modifier !== ORIGIN_MODIFIER)) {
    return { kind: 'invalid', reason: `'${text}': the only modifier is '@${ORIGIN_MODIFIER}'` };
  }
  return { kind: 'param', param, origin: modifier !== undefined };
}
