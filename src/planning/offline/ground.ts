/**
 * The recipe interpreter: grounds a goal in the scene. At stage 1 only the scene's types are
 * known (`planTypes`); from stage 2 on the needed objects' facts are (`groundGoal`), and the
 * result is the list of skill calls per subtask.
 */
import type { AlternativeTemplate, Goal, Knowledge, RoleSpec, Selector, StepTemplate, SubtaskTemplate } from './knowledge-schema.js';
import { isRoleRef } from './load-knowledge.js';
import { Emitter, type EmittedSubtask } from './emitter.js';
import type { ObjectRef, PlanCall, PlanObject, PlanState } from './plan-state.js';
import { describeRole, refOf, resolveRole, resolveRoleType, roleTypes, type Bindings, type RoleContext } from './roles.js';
import { STATE_PROPERTY } from '../../world/index.js';

/** A goal to plan: a recipe goal, or an inline alternative built from commands. */
export interface GoalRequest {
  readonly id: string;
  readonly goal: Goal;
  /** Types named by the request's slots (commands). */
  readonly slots?: ReadonlyMap<string, readonly string[]>;
}

/** One alternative with the goal it came from (after following `use:`). */
interface Candidate {
  readonly goalId: string;
  readonly goal: Goal;
  readonly alternative: Extract<AlternativeTemplate, { name: string }>;
}

/** The alternatives of a goal in order, `use:` expanded. */
export function expandAlternatives(request: GoalRequest, knowledge: Knowledge, seen: Set<string> = new Set()): Candidate[] {
  seen.add(request.id);
  return request.goal.alternatives.flatMap((alt): Candidate[] => {
    if (!('use' in alt)) return [{ goalId: request.id, goal: request.goal, alternative: alt }];
    const goal = knowledge.recipes.goals[alt.use];
    if (goal === undefined || seen.has(alt.use)) return [];
    return expandAlternatives({ id: alt.use, goal }, knowledge, seen);
  });
}

// ---- stage 1: types only -----------------------------------------------------------------------

/** A goal planned at the level of types. */
export interface TypePlan {
  readonly goalId: string;
  readonly goal: Goal;
  readonly alternative: string;
  /** Role → the type chosen for it (absent optional roles left out). */
  readonly roleTypes: ReadonlyMap<string, string>;
  /** Roles whose first choice the scene lacks: role → [wanted, used instead]. */
  readonly replaced: ReadonlyArray<{ role: string; wanted: string; used: string }>;
  readonly subtasks: string[];
  /** Types the grounding will look at (every candidate the scene has). */
  readonly neededTypes: string[];
}

export type TypePlanResult = { ok: true; plan: TypePlan } | { ok: false; reasons: string[] };

/** Chooses the first alternative whose roles the scene's types can fill. */
export function planTypes(request: GoalRequest, knowledge: Knowledge, state: PlanState, sceneTypes: ReadonlySet<string>): TypePlanResult {
  const reasons: string[] = [];
  for (const candidate of expandAlternatives(request, knowledge)) {
    const plan = planAlternativeTypes(candidate, request.slots, knowledge, state, sceneTypes);
    if (typeof plan !== 'string') return { ok: true, plan };
    reasons.push(plan);
  }
  return { ok: false, reasons };
}

/** Every alternative whose roles the scene's types can fill, in order (best-of-N grounds the i-th). */
export function planAllTypes(request: GoalRequest, knowledge: Knowledge, state: PlanState, sceneTypes: ReadonlySet<string>): TypePlan[] {
  return expandAlternatives(request, knowledge).flatMap((candidate) => {
    const plan = planAlternativeTypes(candidate, request.slots, knowledge, state, sceneTypes);
    return typeof plan === 'string' ? [] : [plan];
  });
}

/** One alternative planned at the level of types, or why the scene's types cannot fill it. */
function planAlternativeTypes(
  { goalId, goal, alternative }: Candidate,
  slots: GoalRequest['slots'],
  knowledge: Knowledge,
  state: PlanState,
  sceneTypes: ReadonlySet<string>,
): TypePlan | string {
  const ctx = { state, homes: knowledge.recipes.homes, slots };
  const chosen = new Map<string, string>();
  const replaced: { role: string; wanted: string; used: string }[] = [];
  const needed = new Set<string>();
  let failed: string | undefined;
  for (const [role, spec] of Object.entries(alternative.roles)) {
    const forType = spec.receptacleFor === undefined ? undefined : typeOfRef(spec.receptacleFor, chosen, state);
    const type = resolveRoleType(spec, ctx, sceneTypes, forType);
    roleTypes(spec, ctx, forType).filter((t) => sceneTypes.has(t)).forEach((t) => needed.add(t));
    if (type === null) {
      if (!spec.optional) failed = `${alternative.name}: the scene has no ${describeRole(spec, ctx).replace(/^an? /, '')} for the ${role}`;
      continue;
    }
    const first = roleTypes(spec, ctx, forType)[0];
    if (first !== undefined && first !== type && !spec.useHomes) replaced.push({ role, wanted: first, used: type });
    chosen.set(role, type);
  }
  if (failed !== undefined) return failed;
  for (const sub of alternative.subtasks) subtaskTypes(sub, ctx, sceneTypes, state).forEach((t) => needed.add(t));
  return {
    goalId,
    goal,
    alternative: alternative.name,
    roleTypes: chosen,
    replaced,
    subtasks: alternative.subtasks.map((s) => fillText(s.text, (role) => chosen.get(role))),
    neededTypes: [...needed],
  };
}

function typeOfRef(ref: string, chosen: ReadonlyMap<string, string>, state: PlanState): string | undefined {
  const [role = ref, form] = ref.split('.');
  const type = chosen.get(role);
  if (type === undefined || form === undefined) return type;
  const effects = state.info(type).effects;
  return (form === 'sliced' ? effects.sliceInto : effects.breakInto) ?? type;
}

/** Types a subtask looks at: its selector's and its roles' candidates that the scene has. */
function subtaskTypes(sub: SubtaskTemplate, ctx: Pick<RoleContext, 'state' | 'homes' | 'slots'>, sceneTypes: ReadonlySet<string>, state: PlanState): string[] {
  const types = new Set<string>();
  const sel = sub.forEach;
  if (sel) {
    for (const t of sel.types ?? []) types.add(t);
    for (const t of sel.directlyIn ?? []) types.add(t);
    for (const [flag, wanted] of Object.entries(sel.flags ?? {})) {
      const property = STATE_PROPERTY[flag as keyof typeof STATE_PROPERTY];
      if (wanted !== undefined && property !== undefined && sel.types === undefined) {
        for (const t of sceneTypes) if (state.has(t, property)) types.add(t);
      }
    }
  }
  for (const spec of Object.values(sub.roles)) for (const t of roleTypes(spec, ctx)) types.add(t);
  for (const step of sub.steps) for (const arg of step.slice(1)) if (!isRoleRef(arg)) types.add(arg);
  return [...types].filter((t) => sceneTypes.has(t));
}

/** Replaces `{role}` in a text by the role's type. */
export function fillText(text: string, typeOf: (role: string) => string | undefined): string {
  return text.replace(/\{([a-z][a-z0-9]*)\}/g, (whole, role: string) => typeOf(role) ?? role);
}

// ---- stage 2 and code: facts -------------------------------------------------------------------

/** A goal grounded in the objects of the scene. */
export interface GroundedPlan {
  readonly goalId: string;
  readonly goal: Goal;
  readonly alternative: string;
  readonly bindings: Bindings;
  readonly description: string;
  readonly subtasks: EmittedSubtask[];
  /** Alternatives tried before this one, and why they did not fit. */
  readonly skipped: string[];
}

export type GroundResult = { ok: true; plan: GroundedPlan } | { ok: false; reasons: string[] };

/**
 * Grounds the first alternative whose roles resolve in `state` (which is not changed). With
 * `sceneTypes`, a role whose type the scene has but the facts do not cover is named by its type.
 */
export function groundGoal(request: GoalRequest, knowledge: Knowledge, state: PlanState, sceneTypes?: ReadonlySet<string>): GroundResult {
  const reasons: string[] = [];
  for (const candidate of expandAlternatives(request, knowledge)) {
    const result = groundAlternative(candidate, request.slots, knowledge, state.clone(), sceneTypes);
    if (typeof result === 'string') {
      reasons.push(`${candidate.alternative.name}: ${result}`);
      continue;
    }
    return { ok: true, plan: { ...result, skipped: reasons } };
  }
  return { ok: false, reasons };
}

/**
 * The alternative named `name` of a goal (stage 2's choice) grounded in `state` (not changed);
 * its `skipped` is empty: no other alternative was tried.
 */
export function groundNamed(request: GoalRequest, name: string, knowledge: Knowledge, state: PlanState): GroundResult {
  const candidate = expandAlternatives(request, knowledge).find((c) => c.alternative.name === name);
  if (candidate === undefined) return { ok: false, reasons: [`${request.goal.title} has no alternative '${name}'`] };
  const result = groundAlternative(candidate, request.slots, knowledge, state.clone(), undefined);
  return typeof result === 'string' ? { ok: false, reasons: [`${name}: ${result}`] } : { ok: true, plan: { ...result, skipped: [] } };
}

/**
 * Every alternative that grounds in `state`, in order (best-of-N asks for the i-th). Each has
 * the alternatives that did not fit before it in `skipped`.
 */
export function groundAlternatives(request: GoalRequest, knowledge: Knowledge, state: PlanState, sceneTypes?: ReadonlySet<string>): GroundedPlan[] {
  const reasons: string[] = [];
  const plans: GroundedPlan[] = [];
  for (const candidate of expandAlternatives(request, knowledge)) {
    const result = groundAlternative(candidate, request.slots, knowledge, state.clone(), sceneTypes);
    if (typeof result === 'string') reasons.push(`${candidate.alternative.name}: ${result}`);
    else plans.push({ ...result, skipped: [...reasons] });
  }
  return plans;
}

function groundAlternative(
  { goalId, goal, alternative }: Candidate,
  slots: ReadonlyMap<string, readonly string[]> | undefined,
  knowledge: Knowledge,
  state: PlanState,
  sceneTypes: ReadonlySet<string> | undefined,
): Omit<GroundedPlan, 'skipped'> | string {
  const bindings: Bindings = new Map();
  const used = new Set<string>();
  const ctx = (b: Bindings): RoleContext => ({ state, bindings: b, homes: knowledge.recipes.homes, used, slots, sceneTypes });
  const bind = (roles: Record<string, RoleSpec>, into: Bindings, what: string): string | undefined => {
    for (const [role, spec] of Object.entries(roles)) {
      const ref = resolveRole(spec, ctx(into));
      if (ref === null && !spec.optional) return `${unavailable(spec, ctx(into))} for the ${role}${what}`;
      into.set(role, ref);
      if (ref?.id !== undefined && spec.consumable) used.add(ref.id);
    }
    return undefined;
  };
  const failure = bind(alternative.roles, bindings, '');
  if (failure !== undefined) return failure;

  const emitter = new Emitter(state);
  const typeOf = (role: string): string | undefined => bindings.get(role)?.type;
  for (const sub of alternative.subtasks) {
    emitter.begin(fillText(sub.text, typeOf));
    const items = sub.forEach ? select(state, sub.forEach) : [null];
    for (const item of items) {
      const local: Bindings = new Map(bindings);
      if (item !== null) local.set('item', { type: item.type, id: item.id });
      const problem = bind(sub.roles, local, item === null ? '' : ` of the ${item.type} (${item.id})`);
      if (problem !== undefined) return problem;
      for (const step of sub.steps) {
        const call = callOf(step, local, state);
        if (call !== null) emitter.emit(call);
      }
    }
  }
  const subtasks = emitter.finish();
  return { goalId, goal, alternative: alternative.name, bindings, description: fillText(goal.description, typeOf), subtasks };
}

/** Why a role found nothing: for a place, which receptacles the object's type allows at all. */
function unavailable(spec: RoleSpec, ctx: RoleContext): string {
  const forRef = spec.receptacleFor === undefined ? undefined : refOf(spec.receptacleFor, ctx.bindings, ctx.state);
  if (!forRef) return `no ${describeRole(spec, ctx).replace(/^an? /, '')} is available`;
  const allowed = ctx.state.info(forRef.type).receptacles.filter((t) => !spec.exclude.includes(t));
  const present = allowed.filter((t) => ctx.state.instancesOf(t).length > 0);
  const except = spec.exclude.length > 0 ? ` (other than ${spec.exclude.join(' or ')})` : '';
  return present.length === 0
    ? `the scene has nothing a ${forRef.type} may be put in or on${except}: the catalogue allows only ${allowed.join(', ') || 'nothing'}`
    : `no ${present.join(' or ')} has room for the ${forRef.type}`;
}

/** The call a step makes; null when an optional role it needs is empty. */
function callOf(step: StepTemplate, bindings: Bindings, state: PlanState): PlanCall | null {
  const [skill, ...args] = step;
  const refs: (ObjectRef | null)[] = args.map((arg) => refOf(arg, bindings, state) ?? null);
  // Trailing empty optional roles are left out; an empty one before a filled one drops the step.
  while (refs.length > 0 && refs[refs.length - 1] === null) refs.pop();
  if (refs.includes(null) || refs.length === 0) return null;
  return { skill, args: refs as ObjectRef[] };
}

/** The objects a "for each" selector picks in the current state, grouped by receptacle. */
export function select(state: PlanState, selector: Selector): PlanObject[] {
  const picked = state.all().filter((obj) => {
    if (obj.derived) return false;
    if (selector.types && !selector.types.includes(obj.type)) return false;
    if (selector.exceptTypes.includes(obj.type)) return false;
    if (selector.pickupable !== undefined && state.has(obj.type, 'pickupable') !== selector.pickupable) return false;
    if (selector.directlyIn) {
      const parent = obj.parent === null ? undefined : state.get(obj.parent);
      if (parent === undefined || !selector.directlyIn.includes(parent.type)) return false;
    }
    return Object.entries(selector.flags ?? {}).every(([flag, wanted]) => wanted === undefined || obj.flags.has(flag) === wanted);
  });
  const key = (o: PlanObject): string => `${o.parent ?? ''}\u0000${o.id}`;
  return picked.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
