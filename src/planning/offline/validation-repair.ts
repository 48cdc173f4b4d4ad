/**
 * Validation repairs: the offline planner re-checks the code against the skills and the scene
 * (the same validator the session uses) and fixes, on the lines the errors name, what it
 * understands: an unknown skill (closest name), a wrong number of arguments (drop extras, fill
 * a missing tool or receptacle), an unknown object (another instance's type, an interchangeable
 * type, or the closest present type). A call it cannot fix is removed.
 */
import { closestNames } from '../../code/index.js';
import { validateProgram, type ValidationContext } from '../../code/index.js';
import type { Program, SkillCall, Statement } from '../../code/index.js';
import type { SkillSignature } from '../planner.js';
import { TOOL_EFFECT, type SceneView } from './scene-view.js';

/** The validation context of the code input (facts' ids, scene types, the skills given). */
export function validationContextOf(view: SceneView, skills: readonly SkillSignature[]): ValidationContext {
  const objectTypes = new Set(view.input.scene.objectTypes);
  return {
    skills: new Map(skills.map((s) => [s.name, { params: s.params }])),
    objectIds: new Set(view.initial.state.objects.map((o) => o.objectId)),
    objectTypes,
    derivableTypes: new Set([...view.usable].filter((t) => !objectTypes.has(t))),
    catalogueTypes: new Set(view.catalogue.types.keys()),
  };
}

/** Fixes the calls on `lines`; returns the program without the calls it could not fix. */
export function repairValidation(program: Program, lines: ReadonlySet<number>, view: SceneView, skills: readonly SkillSignature[]): Program {
  const context = validationContextOf(view, skills);
  const problems = validateProgram(program, context);
  const bad = new Map<SkillCall, string[]>();
  const calls = program.functions.flatMap((f) => f.body).filter((s): s is SkillCall => s.kind === 'skill');
  for (const problem of problems) {
    if (!lines.has(problem.line)) continue;
    const call = calls.find((c) => c.line === problem.line);
    if (call) bad.set(call, [...(bad.get(call) ?? []), problem.code]);
  }
  const fix = (call: SkillCall): SkillCall | null => {
    let skill = call.skill;
    let args = [...call.args];
    if (!context.skills.has(skill)) {
      const close = closestNames(skill, context.skills.keys())[0];
      if (close === undefined) return null;
      skill = close;
    }
    args = args.map((arg) => fixArgument(arg, context, view) ?? arg);
    if (args.some((a) => !knows(a, context))) return null;
    const params = context.skills.get(skill)!.params;
    if (args.length > params.length) args = args.slice(0, params.length);
    for (let i = args.length; i < params.length; i++) {
      if (params[i]!.optional) break;
      const filled = fillParam(skill, params[i]!.name, args, view);
      if (filled === undefined) return null;
      args.push(filled);
    }
    return { ...call, skill, args };
  };
  const functions = program.functions.map((fn) => ({
    ...fn,
    body: fn.body.flatMap((st): Statement[] => {
      if (st.kind !== 'skill' || !bad.has(st)) return [st];
      const fixed = fix(st);
      return fixed === null ? [] : [fixed];
    }),
  }));
  return { ...program, functions };
}

function knows(arg: string, ctx: ValidationContext): boolean {
  return ctx.objectIds.has(arg) || ctx.objectTypes.has(arg) || ctx.derivableTypes.has(arg);
}

/** A present name for an unknown argument, or undefined when it is fine or hopeless. */
function fixArgument(arg: string, ctx: ValidationContext, view: SceneView): string | undefined {
  if (knows(arg, ctx)) return undefined;
  const type = view.typeOf(arg);
  if (knows(type, ctx)) return type;
  const sameCase = [...view.usable].find((t) => t.toLowerCase() === type.toLowerCase());
  return sameCase ?? view.siblingTypes(type)[0] ?? closestNames(type, [...view.usable])[0];
}

/** A value for a missing required parameter: a tool of the right kind, or a place to put it. */
function fillParam(skill: string, param: string, args: readonly string[], view: SceneView): string | undefined {
  const effect = TOOL_EFFECT[skill];
  if (effect !== undefined && param === 'tool') return view.typesWithEffect(effect)[0];
  if (skill === 'PutObject' && param === 'receptacle' && args[0] !== undefined) return view.placeFor(view.typeOf(args[0]));
  return undefined;
}
