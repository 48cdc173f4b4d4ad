/**
 * Expands one skill call into its atomic actions, from the skill's steps in skills.yaml.
 * `$param` becomes the call's argument; `$param@origin` stays symbolic until run time (it needs
 * the state at the start of the skill); a step argument bound to an omitted optional parameter
 * is dropped from that step, and a step left without its `objectId` (say, going to an omitted
 * detergent) is dropped as a whole. A step's `unlessHolding: $param` condition is carried along
 * for the executor, which decides it from the state at the start of the skill.
 */
import { InputError } from '../errors.js';
import type { SkillCall } from '../code/index.js';
import type { Skill } from '../world/index.js';
import { parseStepValue } from '../world/index.js';

/** Where the value of one atomic-action argument comes from. */
export type ActionArg =
  /** A fixed value: the call's argument for `param`, or a literal written in the skill. */
  | { readonly kind: 'value'; readonly value: string; readonly param?: string }
  /** The receptacle the object bound to `param` was in when the skill began. */
  | { readonly kind: 'origin'; readonly param: string };

/** A step condition: skip the action when the acting agent holds `value` (the call's argument for `param`). */
export interface UnlessHolding {
  readonly param: string;
  readonly value: string;
}

/** One atomic action of an expanded skill call. */
export interface PlannedAction {
  readonly action: string;
  /** Action argument name (objectId, toolObjectId, ...) → its source. */
  readonly args: Readonly<Record<string, ActionArg>>;
  /** Present when the step is skipped while the agent already holds this argument's object. */
  readonly unlessHolding?: UnlessHolding;
}

/** The atomic actions of `call`, in order. Throws InputError on a call that does not fit the skill. */
export function expandSkillCall(call: SkillCall, skill: Skill): PlannedAction[] {
  const required = skill.params.filter((p) => !p.optional).length;
  if (call.args.length < required || call.args.length > skill.params.length) {
    const signature = skill.params.map((p) => (p.optional ? `${p.name}?` : p.name)).join(', ');
    throw new InputError(
      `line ${call.line}: ${call.skill} takes ${signature === '' ? 'no arguments' : `(${signature})`}, got ${call.args.length} argument(s)`,
      { line: call.line },
    );
  }
  const bound = new Map<string, string>();
  skill.params.forEach((p, i) => {
    const value = call.args[i];
    if (value !== undefined) bound.set(p.name, value);
  });

  const actions: PlannedAction[] = [];
  for (const step of skill.steps) {
    const args: Record<string, ActionArg> = {};
    for (const [name, text] of Object.entries(step.args)) {
      const value = parseStepValue(text);
      if (value.kind === 'invalid') {
        throw new InputError(`skills.yaml: ${skill.name}, step ${step.action}.${name}: ${value.reason}`);
      }
      if (value.kind === 'literal') {
        args[name] = { kind: 'value', value: value.value };
        continue;
      }
      const known = skill.params.find((p) => p.name === value.param);
      if (known === undefined) {
        throw new InputError(`skills.yaml: ${skill.name}, step ${step.action}.${name}: '$${value.param}' is not a parameter of the skill`);
      }
      const given = bound.get(value.param);
      if (given === undefined) continue; // an optional parameter the call left out
      args[name] = value.origin ? { kind: 'origin', param: value.param } : { kind: 'value', value: given, param: value.param };
    }
    if (args['objectId'] === undefined) continue;
    const unlessHolding = conditionOf(step.unlessHolding, skill, bound);
    actions.push(unlessHolding === undefined ? { action: step.action, args } : { action: step.action, args, unlessHolding });
  }
  return actions;
}

/** The bound `unlessHolding` condition of a step; none when the step has none or its optional parameter was left out. */
function conditionOf(text: string | undefined, skill: Skill, bound: ReadonlyMap<string, string>): UnlessHolding | undefined {
  if (text === undefined) return undefined;
  const value = parseStepValue(text);
  if (value.kind !== 'param' || value.origin) {
    throw new InputError(`skills.yaml: ${skill.name}: unlessHolding '${text}' must name a parameter written $name`);
  }
  const given = bound.get(value.param);
  return given === undefined ? undefined : { param: value.param, value: given };
}

/** True when some action needs the state at the start of the skill (an `@origin` argument). */
export function needsStartState(actions: readonly PlannedAction[]): boolean {
  return actions.some((a) => Object.values(a.args).some((arg) => arg.kind === 'origin'));
}

/** True when some action is skipped if the agent already holds its object (`unlessHolding`). */
export function hasHoldingCondition(actions: readonly PlannedAction[]): boolean {
  return actions.some((a) => a.unlessHolding !== undefined);
}
