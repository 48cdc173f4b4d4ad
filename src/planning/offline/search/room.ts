/**
 * One state of the room as the search reads it: objects by id and type, what holds what, who
 * drives what, and the catalogue entry of each type. Read-only lookups over the simulator's
 * `state` reply and the catalogue's data; nothing here predicts what an action does.
 */
import type { ObjectState, StateResult } from '../../../bridge/index.js';
import type { Catalogue, Effects, ObjectTypeInfo } from '../../../world/index.js';

const NO_TYPE: ObjectTypeInfo = { properties: [], receptacles: [], interactions: '', effects: {} };

/** What stays the same across the states of one scene: the catalogue and the scene's own links. */
export interface RoomData {
  readonly catalogue: Catalogue;
  /** Switch → what it drives, from the scene file (a Faucet's SinkBasin; AI2-THOR does not report it). */
  readonly links: ReadonlyMap<string, string>;
  /** Where things belong when put away: type → receptacle types, most preferred first. */
  readonly homes: Readonly<Record<string, readonly string[]>>;
  /** Types the plan must not use ("use a pot instead of the pan"): they are not offered. */
  readonly avoid?: ReadonlySet<string> | undefined;
}

export class Room {
  readonly byId: ReadonlyMap<string, ObjectState>;
  private readonly drivers = new Map<string, string[]>();

  constructor(
    readonly state: StateResult,
    readonly data: RoomData,
  ) {
    this.byId = new Map(state.objects.map((o) => [o.objectId, o]));
    const link = (from: string, to: string): void => {
      const list = this.drivers.get(to) ?? [];
      if (!list.includes(from)) this.drivers.set(to, [...list, from]);
    };
    for (const o of state.objects) for (const target of o.controlledObjects ?? []) link(o.objectId, target);
    for (const [from, to] of data.links) if (this.byId.has(from) && this.byId.has(to)) link(from, to);
  }

  info(type: string): ObjectTypeInfo {
    return this.data.catalogue.types.get(type) ?? NO_TYPE;
  }

  effects(type: string): Effects {
    return this.info(type).effects;
  }

  has(type: string, property: string): boolean {
    return (this.info(type).properties as readonly string[]).includes(property);
  }

  /** Whether `id` can still be acted on: not sliced or shattered away, not cracked into another object. */
  inPlay(object: ObjectState): boolean {
    const effects = this.effects(object.objectType);
    if (object.isSliced && effects.sliceInto !== undefined) return false;
    if (object.isBroken && (effects.breakInto !== undefined || effects.shatters === true)) return false;
    return true;
  }

  /** The objects in play that the plan may use, in state order. */
  objects(): ObjectState[] {
    return this.state.objects.filter((o) => this.inPlay(o) && !(this.data.avoid?.has(o.objectType) ?? false));
  }

  ofType(types: readonly string[]): ObjectState[] {
    return this.objects().filter((o) => types.includes(o.objectType));
  }

  /** Objects whose type has the effect. */
  withEffect(effect: keyof Effects): ObjectState[] {
    return this.objects().filter((o) => this.effects(o.objectType)[effect] !== undefined);
  }

  /** Whether objects of `type` may go in or on `receptacle` (the catalogue's `receptacles`). */
  accepts(receptacle: ObjectState, type: string): boolean {
    return this.has(receptacle.objectType, 'receptacle') && this.info(type).receptacles.includes(receptacle.objectType);
  }

  /** The switches that drive `id` (a StoveKnob its burner, a Faucet its basin). */
  driversOf(id: string): string[] {
    return this.drivers.get(id) ?? [];
  }

  /** The agent holding `id`, if any. */
  holderOf(id: string): string | null {
    return this.state.agents.find((a) => a.holding === id)?.name ?? null;
  }

  /** Whether `id` is anywhere inside `holder`. */
  isInside(id: string, holder: string): boolean {
    return this.byId.get(id)?.parentReceptacles.includes(holder) ?? false;
  }

  /** Straight-line distance between two objects (0 when a position is unknown). */
  distance(a: string, b: string): number {
    const p = this.byId.get(a)?.position;
    const q = this.byId.get(b)?.position;
    if (p === undefined || q === undefined) return 0;
    return Math.hypot(p.x - q.x, p.y - q.y, p.z - q.z);
  }

  /** Instances of `type` in play, in id order. */
  instancesOf(type: string): ObjectState[] {
    return this.ofType([type]).sort((a, b) => (a.objectId < b.objectId ? -1 : a.objectId > b.objectId ? 1 : 0));
  }

  /** Whether `id` opens and is closed. */
  isClosed(id: string): boolean {
    const o = this.byId.get(id);
    return o !== undefined && o.openable === true && !o.isOpen;
  }

  /** The closed containers around `id` that hide it (not a Toilet's lid), outermost first: the order to open them in. */
  closedAround(id: string): ObjectState[] {
    return [...(this.byId.get(id)?.parentReceptacles ?? [])]
      .reverse()
      .map((h) => this.byId.get(h))
      .filter((h): h is ObjectState => h !== undefined && this.isClosed(h.objectId) && this.effects(h.objectType).contentsReachableWhenClosed !== true);
  }

  /** The outermost receptacle holding `id`, or `id` itself. */
  outermost(id: string): string {
    return this.byId.get(id)?.parentReceptacles.at(-1) ?? id;
  }

  /** Whether `receptacle` has room for one more object (the catalogue's capacity), or holds `objectId` already. */
  hasRoom(receptacle: string, objectId?: string): boolean {
    const r = this.byId.get(receptacle);
    if (r === undefined) return false;
    if (objectId !== undefined && r.receptacleObjectIds.includes(objectId)) return true;
    const capacity = this.effects(r.objectType).capacity;
    return capacity === undefined || r.receptacleObjectIds.length < capacity;
  }

  /** Whether something closed (a drawer, the fridge) is around `id`. */
  shutAway(id: string): boolean {
    return (this.byId.get(id)?.parentReceptacles ?? []).some((h) => {
      const holder = this.byId.get(h);
      return holder !== undefined && holder.openable === true && !holder.isOpen;
    });
  }

  /**
   * `candidates` in the order a person reaches for them: those lying in the open before those
   * shut away in a drawer or the fridge, then nearest to `to` first (ties by id: a stable order).
   */
  nearest(candidates: readonly ObjectState[], to: string): ObjectState[] {
    const rank = (o: ObjectState): number => (this.shutAway(o.objectId) ? 1 : 0);
    return [...candidates].sort(
      (a, b) => rank(a) - rank(b) || this.distance(a.objectId, to) - this.distance(b.objectId, to) || (a.objectId < b.objectId ? -1 : a.objectId > b.objectId ? 1 : 0),
    );
  }
}
