/**
 * The offline planner's picture of the scene: the needed objects' facts, updated step by step as
 * the plan is written, so it knows what is closed, full, on or already done at each point.
 * It predicts only what the plan needs (placement, open/closed, on/off, clean, used up, the
 * objects slicing and breaking create), reading every rule from the catalogue's data (which
 * receptacles must be open, which hide what they hold, what a knob drives, what can be used up,
 * what slicing and breaking turn an object into); the simulator remains the judge, and the
 * bridge's `simulate` op gives its exact prediction.
 */
import type { Catalogue, ObjectTypeInfo } from '../../world/index.js';
import type { ObjectFacts } from '../planner.js';

/** One object as the plan sees it. `derived` objects are predicted (slices, a cracked egg). */
export interface PlanObject {
  readonly id: string;
  readonly type: string;
  parent: string | null;
  readonly contents: string[];
  readonly flags: Set<string>;
  readonly controls: string | undefined;
  readonly derived: boolean;
}

/** A reference to an object in a plan: a known instance, or a type the plan creates. */
export interface ObjectRef {
  readonly type: string;
  /** The instance's id; absent for a derived object named by its type. */
  readonly id?: string;
}

/** A skill call with its arguments as object references. */
export interface PlanCall {
  readonly skill: string;
  readonly args: readonly ObjectRef[];
}

export class PlanState {
  private constructor(
    readonly catalogue: Catalogue,
    private readonly objects: Map<string, PlanObject>,
    private derivedCount: number,
  ) {}

  /** The state the facts describe (every instance of every type the facts cover). */
  static fromFacts(facts: readonly ObjectFacts[], catalogue: Catalogue): PlanState {
    const objects = new Map<string, PlanObject>();
    for (const fact of facts) {
      for (const inst of fact.instances) {
        objects.set(inst.objectId, {
          id: inst.objectId,
          type: fact.type,
          parent: inst.parent,
          contents: [...inst.contents],
          flags: new Set(inst.state),
          controls: inst.controls,
          derived: false,
        });
      }
    }
    return new PlanState(catalogue, objects, 0);
  }

  clone(): PlanState {
    const copy = new Map<string, PlanObject>();
    for (const [id, o] of this.objects) copy.set(id, { ...o, contents: [...o.contents], flags: new Set(o.flags) });
    return new PlanState(this.catalogue, copy, this.derivedCount);
  }

  get(id: string): PlanObject | undefined {
    return this.objects.get(id);
  }

  all(): PlanObject[] {
    return [...this.objects.values()];
  }

  /** Instances of `type`, in id order. */
  instancesOf(type: string): PlanObject[] {
    return this.all()
      .filter((o) => o.type === type)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** The catalogue entry of a type (an empty one for an unknown type). */
  info(type: string): ObjectTypeInfo {
    return this.catalogue.types.get(type) ?? { properties: [], receptacles: [], interactions: '', effects: {} };
  }

  has(type: string, property: string): boolean {
    return (this.info(type).properties as readonly string[]).includes(property);
  }

  /** The receptacles holding `id`, innermost first (as far as the facts go). */
  ancestors(id: string): PlanObject[] {
    const chain: PlanObject[] = [];
    const seen = new Set<string>([id]);
    for (let parent = this.objects.get(id)?.parent ?? null; parent !== null && !seen.has(parent); ) {
      seen.add(parent);
      const holder = this.objects.get(parent);
      if (holder === undefined) break;
      chain.push(holder);
      parent = holder.parent;
    }
    return chain;
  }

  isClosed(id: string): boolean {
    const o = this.objects.get(id);
    return o !== undefined && this.has(o.type, 'openable') && !o.flags.has('isOpen');
  }

  /** Whether `id` is closed so that what it holds is out of reach (not a Toilet's lid). */
  hidesContents(id: string): boolean {
    const o = this.objects.get(id);
    return o !== undefined && this.isClosed(id) && this.info(o.type).effects.contentsReachableWhenClosed !== true;
  }

  /** Whether something can be put into `id` only after opening it (catalogue `mustBeOpenToPlace`). */
  mustOpenToPut(id: string): boolean {
    const o = this.objects.get(id);
    return o !== undefined && this.isClosed(id) && this.info(o.type).effects.mustBeOpenToPlace === true;
  }

  /** Closed receptacles around `id` that keep it out of reach, outermost first (the order to open them in). */
  closedAround(id: string): PlanObject[] {
    return this.ancestors(id)
      .filter((a) => this.hidesContents(a.id))
      .reverse();
  }

  /** The outermost receptacle holding `id`, or the object itself. */
  outermost(id: string): string {
    const chain = this.ancestors(id);
    return chain[chain.length - 1]?.id ?? id;
  }

  /**
   * Containers whose being open matters to `call` in this state: those around each argument, and
   * a put's target. The one rule for how long a container stays open: while later calls use it.
   */
  containersUsedBy(call: PlanCall): Set<string> {
    const ids = new Set<string>();
    call.args.forEach((ref, i) => {
      const obj = this.firstOf(ref);
      if (obj === undefined) return;
      for (const a of this.ancestors(obj.id)) ids.add(a.id);
      if (call.skill === 'PutObject' && i === 1) ids.add(obj.id);
    });
    return ids;
  }

  /** Whether objects of `type` may be put in `receptacleType` (catalogue). */
  accepts(receptacleType: string, type: string): boolean {
    return this.has(receptacleType, 'receptacle') && this.info(type).receptacles.includes(receptacleType);
  }

  /** Whether `receptacle` has room for one more object (capacity), or already holds `objectId`. */
  hasRoom(receptacleId: string, objectId?: string): boolean {
    const r = this.objects.get(receptacleId);
    if (r === undefined) return false;
    if (objectId !== undefined && r.contents.includes(objectId)) return true;
    const capacity = this.info(r.type).effects.capacity;
    return capacity === undefined || r.contents.length < capacity;
  }

  /** The instance a derived type would be created from in this state, if one is predicted. */
  firstOf(ref: ObjectRef): PlanObject | undefined {
    return ref.id !== undefined ? this.objects.get(ref.id) : this.instancesOf(ref.type)[0];
  }

  /** Predicts the effect of a call on the state (what the plan relies on, not the full physics). */
  apply(call: PlanCall): void {
    const [first, second] = call.args.map((a) => this.firstOf(a));
    if (first === undefined) return;
    switch (call.skill) {
      case 'OpenObject':
        first.flags.add('isOpen');
        break;
      case 'CloseObject':
        first.flags.delete('isOpen');
        break;
      case 'SwitchOn':
      case 'SwitchOff':
        this.toggle(first, call.skill === 'SwitchOn');
        break;
      case 'PutObject':
        if (second !== undefined) this.move(first, second.id);
        break;
      case 'ThrowObject':
        this.move(first, null);
        break;
      case 'CleanObject': {
        first.flags.delete('isDirty');
        const detergent = call.args[2] === undefined ? undefined : this.firstOf(call.args[2]);
        // Only a detergent that can be used up is (a SoapBottle; not a SoapBar).
        if (detergent !== undefined && this.has(detergent.type, 'canBeUsedUp')) detergent.flags.add('isUsedUp');
        break;
      }
      case 'SliceObject':
        this.transform(first, this.info(first.type).effects.sliceInto, this.info(first.type).effects.sliceCount ?? 1);
        break;
      case 'BreakObject': {
        const { breakInto, shatters } = this.info(first.type).effects;
        first.flags.add('isBroken');
        first.flags.delete('isToggled');
        if (breakInto !== undefined || shatters === true) this.transform(first, breakInto, 1);
        break;
      }
      default:
        break;
    }
  }

  private toggle(obj: PlanObject, on: boolean): void {
    if (on) obj.flags.add('isToggled');
    else obj.flags.delete('isToggled');
    const link = obj.controls === undefined ? undefined : this.objects.get(obj.controls);
    if (link !== undefined && this.info(obj.type).effects.controls !== undefined) this.toggle(link, on);
  }

  private move(obj: PlanObject, parent: string | null): void {
    if (obj.parent !== null) {
      const old = this.objects.get(obj.parent);
      if (old) old.contents.splice(old.contents.indexOf(obj.id), 1);
    }
    obj.parent = parent;
    if (parent !== null) this.objects.get(parent)?.contents.push(obj.id);
  }

  /**
   * The object is replaced by `count` predicted objects of `into` (none when it shatters), where it
   * lay; the original is out of play (the simulator keeps it, sliced or broken, beyond use).
   */
  private transform(obj: PlanObject, into: string | undefined, count: number): void {
    const parent = obj.parent;
    this.move(obj, null);
    this.objects.delete(obj.id);
    if (into === undefined) return;
    for (let i = 0; i < count; i++) {
      const id = `${obj.id}|${into}_${this.derivedCount++}`;
      this.objects.set(id, { id, type: into, parent: null, contents: [], flags: new Set(), controls: undefined, derived: true });
      this.move(this.objects.get(id)!, parent);
    }
  }
}
