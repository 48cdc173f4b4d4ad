/**
 * Filling a recipe's roles with objects of the scene: the first acceptable type (in the role's
 * preference order) that has an acceptable instance, and among its instances the best one.
 */
import type { FlagFilter, RoleSpec } from './knowledge-schema.js';
import type { ObjectRef, PlanObject, PlanState } from './plan-state.js';

/** Roles bound so far: a reference, or null for an optional role left empty. */
export type Bindings = Map<string, ObjectRef | null>;

export interface RoleContext {
  readonly state: PlanState;
  readonly bindings: Bindings;
  /** `homes` of recipes.yaml. */
  readonly homes: Readonly<Record<string, readonly string[]>>;
  /** Ids of consumable objects already given to a step. */
  readonly used: ReadonlySet<string>;
  /** Types a slot named (for roles filled from a command's words). */
  readonly slots?: ReadonlyMap<string, readonly string[]> | undefined;
  /** The scene's types: a type the facts do not cover may still be named (the bridge resolves it). */
  readonly sceneTypes?: ReadonlySet<string> | undefined;
}

/** The reference a step argument names: a role, `role.sliced` / `role.broken`, or a literal type. */
export function refOf(arg: string, bindings: Bindings, state: PlanState): ObjectRef | null | undefined {
  const first = arg[0];
  if (first === undefined || first < 'a' || first > 'z') return { type: arg };
  const [role = arg, form] = arg.split('.');
  const base = bindings.get(role);
  if (base === undefined) return undefined;
  if (base === null || form === undefined) return base;
  const effects = state.info(base.type).effects;
  const into = form === 'sliced' ? effects.sliceInto : effects.breakInto;
  return into === undefined ? base : { type: into };
}

/** The candidate types of a role, in preference order. */
export function roleTypes(spec: RoleSpec, ctx: Pick<RoleContext, 'state' | 'homes' | 'slots'>, forType?: string): string[] {
  const own = spec.types ?? (spec.slot !== undefined ? [...(ctx.slots?.get(spec.slot) ?? [])] : []);
  const byEffect = spec.effect === undefined ? [] : [...ctx.state.catalogue.types].filter(([, info]) => info.effects[spec.effect!] === true).map(([name]) => name);
  const homes = spec.useHomes && forType !== undefined ? (ctx.homes[forType] ?? []) : [];
  return [...new Set([...homes, ...own, ...byEffect])];
}

function matchesFlags(obj: PlanObject, filter: FlagFilter | undefined): boolean {
  return Object.entries(filter ?? {}).every(([flag, wanted]) => wanted === undefined || obj.flags.has(flag) === wanted);
}

function preferScore(obj: PlanObject, filter: FlagFilter | undefined): number {
  return Object.entries(filter ?? {}).filter(([flag, wanted]) => wanted !== undefined && obj.flags.has(flag) === wanted).length;
}

/**
 * Resolves one role in the current state; null when no instance is acceptable. The reason for a
 * failure is given by `describeRole`.
 */
export function resolveRole(spec: RoleSpec, ctx: RoleContext): ObjectRef | null {
  const { state, bindings } = ctx;
  const bound = (name: string | undefined): ObjectRef | null | undefined => (name === undefined ? undefined : refOf(name, bindings, state));
  const forRef = bound(spec.receptacleFor) ?? undefined;
  const holding = bound(spec.holding) ?? undefined;
  const inside = bound(spec.inside) ?? undefined;
  const besides = bound(spec.besides) ?? undefined;
  const controlling = bound(spec.controlling) ?? undefined;
  if (spec.controlling !== undefined && controlling?.id === undefined) return null;

  const acceptable = (obj: PlanObject): boolean => {
    if (!matchesFlags(obj, spec.require)) return false;
    if (spec.exclude.includes(obj.type) || state.ancestors(obj.id).some((a) => spec.exclude.includes(a.type))) return false;
    if (spec.consumable && ctx.used.has(obj.id)) return false;
    if (forRef !== undefined) {
      if (obj.id === forRef.id || !state.accepts(obj.type, forRef.type) || !state.hasRoom(obj.id, forRef.id)) return false;
      if (forRef.id !== undefined && state.ancestors(obj.id).some((a) => a.id === forRef.id)) return false;
    }
    if (controlling?.id !== undefined && obj.controls !== controlling.id) return false;
    if (besides !== undefined) {
      const target = besides.id ?? state.firstOf(besides)?.id;
      if (target === undefined || state.closedAround(obj.id).length > 0) return false;
      const place = state.outermost(target);
      if (place === target || state.outermost(obj.id) !== place) return false;
    }
    return true;
  };
  const rank = (obj: PlanObject): number[] => [
    holding?.id !== undefined && obj.contents.includes(holding.id) ? 0 : 1,
    inside?.id !== undefined && obj.parent === inside.id ? 0 : 1,
    -preferScore(obj, spec.prefer),
    state.closedAround(obj.id).length > 0 || state.isClosed(obj.id) ? 1 : 0,
  ];
  for (const type of roleTypes(spec, ctx, forRef?.type)) {
    const candidates = state.instancesOf(type).filter(acceptable);
    if (candidates.length === 0) continue;
    candidates.sort((a, b) => compareRanks(rank(a), rank(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const best = candidates[0]!;
    return { type: best.type, id: best.id };
  }
  const unseen = roleTypes(spec, ctx, forRef?.type).find(
    (type) => ctx.sceneTypes?.has(type) === true && state.instancesOf(type).length === 0 && (forRef === undefined || state.accepts(type, forRef.type)),
  );
  return unseen === undefined ? null : { type: unseen };
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/**
 * Type-level resolution for stage 1, where only the scene's types are known: the first candidate
 * type that the scene has (or can make) and that fits the receptacle role.
 */
export function resolveRoleType(spec: RoleSpec, ctx: Pick<RoleContext, 'state' | 'homes' | 'slots'>, present: ReadonlySet<string>, forType?: string): string | null {
  for (const type of roleTypes(spec, ctx, forType)) {
    if (!present.has(type)) continue;
    if (forType !== undefined && !ctx.state.accepts(type, forType)) continue;
    return type;
  }
  return null;
}

/** A role in words for messages: "a Knife or ButterKnife", "something with cleaningTool". */
export function describeRole(spec: RoleSpec, ctx: Pick<RoleContext, 'state' | 'homes' | 'slots'>): string {
  const types = roleTypes(spec, ctx);
  if (types.length === 0) return spec.effect ? `an object that can serve as ${spec.effect}` : 'a suitable object';
  return `a ${types.slice(0, 4).join(' or ')}${types.length > 4 ? ' (or similar)' : ''}`;
}
