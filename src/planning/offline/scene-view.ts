/**
 * What the refinement stages know of the scene: the facts' objects (as a PlanState), the scene's
 * types, and how to read a program's arguments as objects of that state.
 */
import type { Program } from '../../code/index.js';
import { flattenSteps } from '../../code/index.js';
import type { CodeInput } from '../planner.js';
import type { Catalogue } from '../../world/index.js';
import { closestNames } from '../../code/index.js';
import { parseObjectId, typeNamedById } from '../../world/index.js';
import { argText } from './code-text.js';
import type { Knowledge } from './knowledge-schema.js';
import { PlanState, type ObjectRef, type PlanObject } from './plan-state.js';
import { derivableTypes } from '../../world/index.js';

/** Surfaces to put a thing down on, in preference order. */
export const FREE_SURFACES = ['CounterTop', 'DiningTable', 'SideTable', 'Desk', 'CoffeeTable', 'Dresser', 'TVStand', 'Shelf'] as const;

/** The catalogue effect a skill's tool needs. */
export const TOOL_EFFECT: Readonly<Record<string, 'sharpTool' | 'cleaningTool'>> = { SliceObject: 'sharpTool', CleanObject: 'cleaningTool' };

export class SceneView {
  /** The facts' objects at the start of the plan. */
  readonly initial: PlanState;
  /** Types of the scene and those it can make. */
  readonly usable: ReadonlySet<string>;

  constructor(readonly input: CodeInput, readonly catalogue: Catalogue, readonly knowledge: Knowledge) {
    this.initial = PlanState.fromFacts(input.objects, catalogue);
    const present = new Set(input.scene.objectTypes);
    this.usable = new Set([...present, ...derivableTypes(present, catalogue)]);
  }

  /** The type an argument names (an id's object type, or the argument itself). */
  typeOf(arg: string, extra?: ReadonlyMap<string, string>): string {
    const known = this.initial.get(arg)?.type ?? extra?.get(arg);
    if (known !== undefined) return known;
    const parsed = parseObjectId(arg);
    return parsed.ok ? typeNamedById(parsed.parts) : arg;
  }

  /** How to write an object in code. */
  name(ref: ObjectRef): string {
    return argText(ref, this.initial);
  }

  nameOfId(id: string, type: string): string {
    return this.initial.get(id) ? this.name({ type, id }) : id;
  }

  /** Reads a program's argument as an object of `state`. */
  refOf(arg: string, state: PlanState): ObjectRef {
    const known = state.get(arg);
    if (known) return { type: known.type, id: known.id };
    const instances = state.instancesOf(arg);
    const first = instances.find((o) => state.closedAround(o.id).length === 0) ?? instances[0];
    return first ? { type: arg, id: first.id } : { type: this.typeOf(arg) };
  }

  /** The state after running `program` from the initial one (as far as it predicts). */
  simulate(program: Program): PlanState {
    const state = this.initial.clone();
    for (const step of flattenSteps(program)) state.apply({ skill: step.skill, args: step.args.map((a) => this.refOf(a, state)) });
    return state;
  }

  /** Present types with a catalogue effect, facts' instances first. */
  typesWithEffect(effect: string): string[] {
    return [...this.catalogue.types]
      .filter(([name, info]) => (info.effects as Record<string, unknown>)[effect] === true && this.usable.has(name))
      .map(([name]) => name);
  }

  /** What a derived type is made from and how (BreadSliced: slice a Bread). */
  derivedBase(type: string): { from: string; how: 'slice' | 'break' } | undefined {
    for (const [name, info] of this.catalogue.types) {
      if (info.effects.breakInto === type) return { from: name, how: 'break' };
      if (info.effects.sliceInto === type) return { from: name, how: 'slice' };
    }
    return undefined;
  }

  /** Other types that can stand in for `type` (goals.yaml `interchangeable`: Pan ↔ Pot, Plate ↔ Bowl). */
  siblingTypes(type: string): string[] {
    const out: string[] = [];
    for (const list of this.knowledge.goals.interchangeable) if (list.includes(type)) for (const t of list) if (t !== type && !out.includes(t)) out.push(t);
    return out.filter((t) => this.usable.has(t));
  }

  /** A present type to use instead of `type`: a sibling, else the closest name. */
  substituteType(type: string): string | undefined {
    return this.siblingTypes(type)[0] ?? closestNames(type, [...this.usable])[0];
  }

  /**
   * A receptacle to put an object of `objType` in or on: an instance of the facts with room, not
   * shut in, of the preferred types; else a preferred type the scene has (the bridge picks).
   */
  placeFor(objType: string, state: PlanState, preferred: readonly string[] = FREE_SURFACES, avoid: ReadonlySet<string> = new Set()): string | undefined {
    const fits = (o: PlanObject): boolean =>
      !avoid.has(o.id) && state.accepts(o.type, objType) && state.hasRoom(o.id) && !state.isClosed(o.id) && state.closedAround(o.id).length === 0;
    for (const type of preferred) {
      const instance = state.instancesOf(type).find(fits);
      if (instance) return this.name({ type, id: instance.id });
    }
    for (const type of preferred) if (this.usable.has(type) && state.accepts(type, objType) && state.instancesOf(type).length === 0) return type;
    return undefined;
  }
}
