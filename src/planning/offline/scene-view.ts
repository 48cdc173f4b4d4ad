/**
 * What the refinement stages know of the scene: the room as the simulator says it starts (the
 * `simulate` of no steps), the scene's types, and how to write an object in code. Read-only: the
 * refinements predict nothing themselves; a refined program is the simulator's to judge.
 */
import type { StateResult } from '../../bridge/index.js';
import type { CodeInput } from '../planner.js';
import { closestNames } from '../../code/index.js';
import { derivableTypes, parseObjectId, typeNamedById, type Catalogue } from '../../world/index.js';
import type { Knowledge } from './knowledge-schema.js';
import { Room } from './search/room.js';

/** Surfaces to put a thing down on, in preference order. */
export const FREE_SURFACES = ['CounterTop', 'DiningTable', 'SideTable', 'Desk', 'CoffeeTable', 'Dresser', 'TVStand', 'Shelf'] as const;

/** The catalogue effect a skill's tool needs. */
export const TOOL_EFFECT: Readonly<Record<string, 'sharpTool' | 'cleaningTool'>> = { SliceObject: 'sharpTool', CleanObject: 'cleaningTool' };

export class SceneView {
  /** The room where the program starts. */
  readonly initial: Room;
  /** Types of the scene and those it can make. */
  readonly usable: ReadonlySet<string>;

  constructor(
    readonly input: CodeInput,
    readonly catalogue: Catalogue,
    readonly knowledge: Knowledge,
    start: StateResult,
  ) {
    this.initial = new Room(start, { catalogue, links: new Map(), homes: knowledge.goals.homes });
    const present = new Set(input.scene.objectTypes);
    this.usable = new Set([...present, ...derivableTypes(present, catalogue)]);
  }

  /** The type an argument names (an id's object type, or the argument itself). */
  typeOf(arg: string, extra?: ReadonlyMap<string, string>): string {
    const known = this.initial.byId.get(arg)?.objectType ?? extra?.get(arg);
    if (known !== undefined) return known;
    const parsed = parseObjectId(arg);
    return parsed.ok ? typeNamedById(parsed.parts) : arg;
  }

  /**
   * How to write an object in code: its type when the room has one of that type, else its id;
   * an object the room does not have yet (a slice) by its type.
   */
  nameOfId(id: string, type: string): string {
    if (!this.initial.byId.has(id)) return id.includes('|') ? type : id;
    return this.initial.instancesOf(type).length === 1 ? type : id;
  }

  /** Present types with a catalogue effect, in catalogue order. */
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
   * A receptacle to put an object of `objType` in or on: one with room, not shut away, of the
   * preferred types; else a preferred type the scene has (the bridge picks).
   */
  placeFor(objType: string, preferred: readonly string[] = FREE_SURFACES, avoid: ReadonlySet<string> = new Set()): string | undefined {
    const room = this.initial;
    for (const type of preferred) {
      const instance = room
        .instancesOf(type)
        .find((o) => !avoid.has(o.objectId) && room.accepts(o, objType) && room.hasRoom(o.objectId) && !room.isClosed(o.objectId) && room.closedAround(o.objectId).length === 0);
      if (instance) return this.nameOfId(instance.objectId, type);
    }
    for (const type of preferred) {
      const accepts = this.catalogue.types.get(objType)?.receptacles.includes(type) ?? false;
      if (this.usable.has(type) && accepts && room.instancesOf(type).length === 0) return type;
    }
    return undefined;
  }
}
