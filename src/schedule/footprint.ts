/**
 * What each skill call reads and changes, found without running it: the objects and
 * receptacles its atomic actions touch, followed through the plan in its written order (a put
 * moves an object, so later calls on it touch its new receptacle). Pure: the scene comes in as
 * SceneFacts, the calls as their agents and atomic steps.
 *
 * Three kinds of resource (see docs/teams.md, "How the schedule is derived"):
 * - an object, or a whole group of them when a type names any of several (scene-facts.ts):
 *   naming it reads it and every receptacle it may be in (their openness, who holds them, a
 *   running appliance decide what the action does); changing it — opening, switching, picking
 *   up, slicing, cleaning — writes it;
 * - `room:` what is in a receptacle with a capacity, written by every put into it and every
 *   pick-up, slice or break in it;
 * - `memo:` the simulator's memory of the instance a type resolved to most recently (rule 3 of
 *   bridge/PROTOCOL.md): a type argument of a type with several instances reads it, and writes
 *   it when the answer may differ from it (the type can move, or the agent may stand at one);
 *   an id writes it unless the memory already holds that id. A memory no call ever reads is left out;
 * - `where:` where the objects of a group are, written (per object) by every call that picks one up,
 *   puts, throws, slices or breaks it or carries it inside something it moves; read (for the whole
 *   group) by a type argument resolved to one instance without running anything (below). Left out
 *   when no call reads it.
 *
 * A type argument of a type with several instances names one instance, not its whole group, when
 * the simulator's resolution (bridge/PROTOCOL.md, "Resolution of a type to an instance") gives the
 * same answer whoever does the call and wherever its agent stands: nothing of the group is held at
 * the end of any call so far, no place any agent may stand at holds or is such an object (rules 1-2
 * cannot pick another), and the memory of the type (rule 3) is known, because an earlier call named
 * or resolved an instance of it. Reading the memory and `where:` keeps the answer the same in any run
 * that keeps the schedule's order.
 */
import { groupOfType, resourceOf, sourceId, typeOfArgument, type SceneFacts } from './scene-facts.js';

/** An argument of an atomic action: a value, or the receptacle a parameter's object came from. */
export type StepArgument = { readonly kind: 'value'; readonly value: string; readonly param?: string } | { readonly kind: 'origin'; readonly param: string };

/** One atomic action of a call, as the executor plans it (execution/expand.ts). */
export interface StepShape {
  readonly action: string;
  readonly args: Readonly<Record<string, StepArgument>>;
}

/** One call to find the footprint of: who does it, and its atomic steps. */
export interface CallShape {
  readonly agent: string;
  readonly steps: readonly StepShape[];
}

/** The resources a call reads and writes (a written resource is not listed as read). */
export interface Footprint {
  readonly reads: ReadonlySet<string>;
  readonly writes: ReadonlySet<string>;
}

/** The whole a resource belongs to: `Cabinet` for `Cabinet#Cabinet|...`, itself for a whole. */
export function wholeOf(resource: string): string {
  const hash = resource.indexOf('#');
  return hash === -1 ? resource : resource.slice(0, hash);
}

/** Whether two resources overlap: the same, or one object and the group it belongs to. */
export function overlaps(a: string, b: string): boolean {
  return a === b || wholeOf(a) === b || wholeOf(b) === a;
}

/** The actions that change the object they act on (GoToObject only looks). */
const CHANGES_OBJECT: ReadonlySet<string> = new Set([
  'OpenObject', 'CloseObject', 'BreakObject', 'SliceObject', 'SwitchOn', 'SwitchOff', 'UseUpObject', 'CleanObject', 'PickupObject', 'PutObject', 'ThrowObject', 'PourObject',
]);
/** Actions whose effects this module knows; any other changes everything it names. */
const KNOWN_ACTIONS: ReadonlySet<string> = new Set(['GoToObject', ...CHANGES_OBJECT]);

/** Where objects may be, followed through the plan in order. */
class Containment {
  /** Object resource → the receptacle resources it may be in (transitively). */
  private places = new Map<string, Set<string>>();
  /** Group → its object resources that have places (to find what overlaps a group quickly). */
  private members = new Map<string, Set<string>>();
  /** Receptacle resource → the object resources that may be in it. */
  private inside = new Map<string, Set<string>>();
  /** The sets this copy may change; the others it shares with the copy it came from (copy on write). */
  private owned = new WeakSet<Set<string>>();

  /** An independent copy, sharing every set until one of the two changes it. */
  clone(): Containment {
    const copy = Object.create(Containment.prototype) as Containment;
    // Both sides copy a shared set before changing it.
    this.owned = new WeakSet();
    Object.assign(copy, { places: new Map(this.places), members: new Map(this.members), inside: new Map(this.inside), owned: new WeakSet() });
    return copy;
  }

  constructor(facts: SceneFacts) {
    for (const [id, chain] of facts.ancestors) {
      const key = resourceOf(facts, id);
      for (const holder of chain) this.add(key, resourceOf(facts, holder));
      this.placesOf(key);
    }
  }

  /** The set of `key` in `map`, owned by this copy (made when missing, copied when shared). */
  private writable(map: Map<string, Set<string>>, key: string): Set<string> {
    const found = map.get(key);
    if (found !== undefined && this.owned.has(found)) return found;
    const mine = new Set(found);
    this.owned.add(mine);
    map.set(key, mine);
    return mine;
  }

  private placesOf(key: string): Set<string> {
    if (!this.places.has(key)) {
      const whole = wholeOf(key);
      if (whole !== key) this.writable(this.members, whole).add(key);
    }
    return this.writable(this.places, key);
  }

  private add(key: string, holder: string): void {
    if (holder === key) return;
    this.placesOf(key).add(holder);
    this.writable(this.inside, holder).add(key);
  }

  /** The keys overlapping `resource`: itself, its group, or (for a group) its objects. */
  private overlapping(resource: string): string[] {
    const keys = [resource];
    const whole = wholeOf(resource);
    if (whole !== resource) keys.push(whole);
    else keys.push(...(this.members.get(resource) ?? []));
    return keys;
  }

  /** The receptacles the object (or any object of the group) `resource` may be in, transitively. */
  of(resource: string): Set<string> {
    const found = new Set<string>();
    for (const key of this.overlapping(resource)) for (const holder of this.places.get(key) ?? []) found.add(holder);
    return found;
  }

  /** The objects of `group` (or the whole group) that may lie in `place` (an object, or any object of a whole). */
  groupIn(place: string, group: string): string[] {
    return this.overlapping(group).filter((key) => [...(this.places.get(key) ?? [])].some((holder) => overlaps(holder, place)));
  }

  /** The objects that may lie in `resource` (or any object of it, for a whole). */
  contents(resource: string): Set<string> {
    const found = new Set<string>();
    for (const key of this.overlapping(resource)) for (const inner of this.inside.get(key) ?? []) found.add(inner);
    return found;
  }

  /**
   * The object `resource` now lies in `receptacle`: one object is known to be there; of a group,
   * one moved and the others stayed, so the places are joined. What may be inside it comes along.
   */
  move(resource: string, receptacle: string): void {
    const now = new Set([receptacle, ...this.of(receptacle)]);
    now.delete(resource);
    if (resource.includes('#')) {
      for (const old of this.placesOf(resource)) if (this.inside.has(old)) this.writable(this.inside, old).delete(resource);
      this.placesOf(resource).clear();
    }
    for (const holder of now) this.add(resource, holder);
    const carried = new Set<string>();
    for (const key of this.overlapping(resource)) for (const inner of this.inside.get(key) ?? []) carried.add(inner);
    for (const inner of carried) if (inner !== resource) for (const holder of now) if (holder !== inner) this.add(inner, holder);
  }
}

/** Where an agent stands after going back to where a tool came from: any receptacle the tool may have been in. */
const SOMEWHERE = '*';

/** Where an agent stands: the resource it last went to, by which argument, and whether in the current call. */
export interface Position {
  value: string | undefined;
  argument: string | undefined;
  inThisCall: boolean;
  /** The instance the agent stands at, when known without running anything (an id, or a type resolved to one). */
  instance?: string | undefined;
}

/** What the plan so far tells of type resolution, whoever did its calls (FootprintTracker). */
interface Resolution {
  /** Type → the instance the simulator's memory holds (rule 3), when known; a type missing is unknown. */
  readonly memo: Map<string, string>;
  /** Every place some call so far ended at (where an agent may stand as a call begins), SOMEWHERE included. */
  readonly ends: ReadonlySet<string>;
  /** Objects some call so far may have ended holding. */
  readonly held: ReadonlySet<string>;
}

/** What the agent holds within a call: unknown before its first pick-up or put. */
interface Hand {
  known: boolean;
  resource?: string | undefined;
  instance?: string | undefined;
}

/** Collects one call's reads and writes. */
class Recorder {
  readonly reads = new Set<string>();
  readonly writes = new Set<string>();
  /** What the agent holds as the steps go. */
  readonly hand: Hand = { known: false };

  constructor(
    private readonly facts: SceneFacts,
    private readonly containment: Containment,
    private readonly agentAt: Position,
    private readonly named: Set<string>,
    private readonly resolution: Resolution,
    /** Collects the groups whose standing-at decides a memory (the only way where the agent stands matters). */
    private readonly asked?: Set<string>,
  ) {}

  /** The object `argument` names is looked at (`write` false) or changed; its receptacles are read. Returns its resource and instance, when known. */
  touch(argument: string, write: boolean): { resource: string; instance: string | undefined } {
    const instance = this.remember(argument);
    const resource = resourceOf(this.facts, instance ?? argument);
    (write ? this.writes : this.reads).add(resource);
    for (const holder of this.containment.of(resource)) this.reads.add(holder);
    return { resource, instance: instance ?? (argument.includes('|') ? argument : singleInstance(this.facts, argument)) };
  }

  /** How naming `argument` uses the memory of the most recent resolution of its type; returns the instance a type resolves to, when known. */
  private remember(argument: string): string | undefined {
    const type = typeOfArgument(argument);
    if (!this.facts.multiInstance.has(type)) return undefined;
    const memo = `memo:${type}`;
    const { memo: memory } = this.resolution;
    if (argument.includes('|')) {
      // Naming the instance the memory already holds leaves it as it is, but must see the same memory.
      (memory.get(type) === argument ? this.reads : this.writes).add(memo);
      memory.set(type, argument);
      return undefined;
    }
    this.named.add(memo);
    const instance = this.resolve(type);
    if (instance !== undefined) {
      const where = `where:${groupOfType(this.facts, type)}`;
      this.named.add(where);
      this.reads.add(where);
      (memory.get(type) === instance ? this.reads : this.writes).add(memo);
      memory.set(type, instance);
      return instance;
    }
    memory.delete(type);
    // Standing at an instance the agent did not just go to by this very argument, rule 2 may
    // pick another instance than the memory holds.
    const at = this.agentAt;
    this.asked?.add(groupOfType(this.facts, type));
    const mayStandAtOne =
      at.value === SOMEWHERE || (at.value !== undefined && wholeOf(at.value) === groupOfType(this.facts, type) && !(at.inThisCall && at.argument === argument));
    (this.facts.movable.has(type) || mayStandAtOne ? this.writes : this.reads).add(memo);
    return undefined;
  }

  /**
   * The instance a type of several instances resolves to, when the rules of resolution give it
   * whoever does the call and wherever its agent stood as the call began; else undefined.
   */
  private resolve(type: string): string | undefined {
    const { facts, agentAt: at, hand, resolution } = this;
    const group = groupOfType(facts, type);
    if (facts.linked.has(group)) return undefined;
    const ofGroup = (resource: string | undefined): boolean => resource !== undefined && (resource === group || wholeOf(resource) === group);
    const exact = (instance: string | undefined): instance is string => instance !== undefined && typeOfArgument(instance) === type;
    // Rule 1: what the agent holds; and no instance held at a call's end, by this agent or another.
    for (const held of resolution.held) if (ofGroup(held)) return undefined;
    if (hand.known && ofGroup(hand.resource)) return exact(hand.instance) ? hand.instance : undefined;
    // Rule 3 answers with the memory, unless rule 2 may answer with another instance.
    const remembered = resolution.memo.get(type);
    if (remembered === undefined) return undefined;
    // The one object of the type the memory's resource stands for (not a slice among several).
    const own = exact(remembered) && sourceId(remembered) === remembered ? resourceOf(facts, remembered) : undefined;
    // Rule 2: where the agent stands, in this call, or anywhere a call so far ended.
    const places = at.inThisCall ? [at.value] : [...resolution.ends];
    for (const place of places) {
      if (place === undefined) continue;
      if (place === SOMEWHERE) return undefined;
      if (ofGroup(place)) {
        if (at.inThisCall && exact(at.instance)) return at.instance;
        if (place !== own) return undefined;
      }
      for (const inside of this.containment.groupIn(place, group)) if (inside !== own) return undefined;
    }
    return remembered;
  }

  /** The object `resource` moves (picked up, put, thrown, sliced, broken), and what lies in it with it. */
  displace(resource: string): void {
    this.writes.add(`where:${resource}`);
    for (const inner of this.containment.contents(resource)) this.writes.add(`where:${inner}`);
  }

  /** Something is taken out of, put into or made in `receptacles`: those with a capacity change. */
  fill(receptacles: Iterable<string>): void {
    for (const receptacle of receptacles) if (this.facts.bounded.has(wholeOf(receptacle))) this.writes.add(`room:${receptacle}`);
  }

  result(): { reads: Set<string>; writes: Set<string> } {
    for (const written of this.writes) this.reads.delete(written);
    return { reads: this.reads, writes: this.writes };
  }
}

/** The one object a type names when its group has only it (scene-facts.ts `single`). */
function singleInstance(facts: SceneFacts, type: string): string | undefined {
  const only = facts.single.get(groupOfType(facts, type));
  return only !== undefined && typeOfArgument(only) === type ? only : undefined;
}

/** The value of a step argument, or undefined for an origin (known at run time only). */
function valueOf(arg: StepArgument | undefined): string | undefined {
  return arg?.kind === 'value' ? arg.value : undefined;
}

/** The call's argument for `param`, found on one of its steps. */
function paramValue(steps: readonly StepShape[], param: string): string | undefined {
  for (const step of steps) {
    for (const arg of Object.values(step.args)) if (arg.kind === 'value' && arg.param === param) return arg.value;
  }
  return undefined;
}

/** One call's footprint as traced, and what it leaves behind for the calls after it. */
export interface Trace {
  readonly agent: string;
  readonly footprint: Footprint;
  /** Where the agent stands after the call. */
  readonly position: Readonly<Position>;
  /** Objects the call puts somewhere: [object, receptacle]. */
  readonly moves: readonly (readonly [string, string])[];
  /** Memories of type resolution (and `where:` of groups) the call reads by naming a type. */
  readonly named: ReadonlySet<string>;
  /** The memories of type resolution after the call (the same whoever does it). */
  readonly memo: ReadonlyMap<string, string>;
  /** Objects some call may hold at its end, after this one. */
  readonly held: ReadonlySet<string>;
}

/**
 * Follows a plan call by call: where things are, and where each agent stands. `trace` finds
 * the footprint a call would have next without changing anything; `commit` makes it happen.
 * With `readMemos` (every memory some call of the plan names, `namedMemos`), memories no call
 * reads are left out at once; without, `footprints` leaves them out at the end.
 */
export class FootprintTracker {
  private constructor(
    private readonly facts: SceneFacts,
    private readonly containment: Containment,
    private readonly positions: Map<string, Position>,
    readonly named: Set<string>,
    private readonly readMemos: ReadonlySet<string> | undefined,
    /** Type resolution so far, whoever did the calls (replaced, never changed in place, so copies may share it). */
    private resolution: Resolution,
  ) {}

  static start(facts: SceneFacts, readMemos?: ReadonlySet<string>): FootprintTracker {
    return new FootprintTracker(facts, new Containment(facts), new Map(), new Set(), readMemos, { memo: new Map(), ends: new Set(), held: new Set() });
  }

  /** An independent copy (a search tries several continuations from one point). */
  clone(): FootprintTracker {
    const positions = new Map([...this.positions].map(([agent, at]) => [agent, { ...at }] as const));
    return new FootprintTracker(this.facts, this.containment.clone(), positions, this.readMemos === undefined ? new Set(this.named) : this.named, this.readMemos, this.resolution);
  }

  /** The footprint of `agent` doing `steps` next; nothing changes. */
  trace(agent: string, steps: readonly StepShape[]): Trace {
    return this.traceFrom(agent, this.positions.get(agent)?.value, steps);
  }

  /**
   * Every footprint the next call may have, whoever does it: the footprint depends on the agent
   * only through where it stands as the call begins, and only through whether that is SOMEWHERE
   * or at one of a few groups. Keyed by `startKey`; `moves`, `named`, `memo` and `held` are the same for all.
   */
  variants(steps: readonly StepShape[]): CallVariants {
    const asked = new Set<string>();
    const elsewhere = this.traceFrom('', undefined, steps, asked);
    const footprints = new Map<string, Footprint>([[ELSEWHERE, elsewhere.footprint]]);
    for (const start of [SOMEWHERE, ...asked]) footprints.set(start, this.traceFrom('', start, steps).footprint);
    return { footprints, asked, end: elsewhere.position.value, trace: elsewhere };
  }

  private traceFrom(agent: string, start: string | undefined, steps: readonly StepShape[], asked?: Set<string>): Trace {
    const { facts, containment } = this;
    const at: Position = { value: start, argument: undefined, inThisCall: false };
    const named = new Set<string>();
    const memo = new Map(this.resolution.memo);
    const recorder = new Recorder(facts, containment, at, named, { ...this.resolution, memo }, asked);
    const moves: [string, string][] = [];
    const released: string[] = [];
    for (const step of steps) {
      const object = valueOf(step.args['objectId']);
      if (object === undefined) {
        // Going back to where a tool came from: the receptacles it may be in are read.
        const param = step.args['objectId']?.kind === 'origin' ? step.args['objectId'].param : undefined;
        const tool = param === undefined ? undefined : paramValue(steps, param);
        if (tool !== undefined) for (const holder of containment.of(resourceOf(facts, tool))) recorder.reads.add(holder);
        Object.assign(at, { value: SOMEWHERE, argument: undefined, inThisCall: true, instance: undefined });
        if (step.action === 'PutObject' && tool !== undefined) {
          released.push(resourceOf(facts, tool));
          Object.assign(recorder.hand, { known: true, resource: undefined, instance: undefined });
        }
        continue;
      }
      const { resource, instance } = recorder.touch(object, CHANGES_OBJECT.has(step.action) || !KNOWN_ACTIONS.has(step.action));
      for (const [name, arg] of Object.entries(step.args)) {
        const value = valueOf(arg);
        if (name !== 'objectId' && name !== 'receptacleObjectId' && value !== undefined) recorder.touch(value, true);
      }
      switch (step.action) {
        case 'GoToObject':
          Object.assign(at, { value: resource, argument: object, inThisCall: true, instance });
          break;
        case 'PickupObject':
          recorder.fill(containment.of(resource));
          recorder.displace(resource);
          Object.assign(recorder.hand, { known: true, resource, instance });
          break;
        case 'SliceObject':
        case 'BreakObject':
          recorder.fill(containment.of(resource));
          recorder.displace(resource);
          // What slicing or breaking leaves is another object: the memory of this one is no longer of use.
          for (const [type, id] of memo) if (resourceOf(facts, id) === resource) memo.delete(type);
          break;
        case 'PutObject': {
          const receptacle = step.args['receptacleObjectId'];
          const target = valueOf(receptacle);
          recorder.displace(resource);
          if (target !== undefined) {
            const into = recorder.touch(target, false).resource;
            recorder.fill([into]);
            moves.push([resource, into]);
          } else {
            recorder.fill(containment.of(resource));
          }
          released.push(resource);
          Object.assign(recorder.hand, { known: true, resource: undefined, instance: undefined });
          break;
        }
        case 'PourObject': {
          // The liquid goes into the target: it changes as the vessel in hand does.
          const target = valueOf(step.args['receptacleObjectId']);
          if (target !== undefined) recorder.touch(target, true);
          break;
        }
        case 'ThrowObject':
          recorder.displace(resource);
          if (facts.garbage !== undefined) {
            const can = recorder.touch(facts.garbage, false).resource;
            recorder.fill([can]);
            moves.push([resource, can]);
          }
          released.push(resource);
          Object.assign(recorder.hand, { known: true, resource: undefined, instance: undefined });
          break;
        default:
          break;
      }
    }
    const footprint = recorder.result();
    if (this.readMemos !== undefined) dropUnread(footprint, this.readMemos);
    const held = new Set([...this.resolution.held].filter((h) => !released.some((r) => overlaps(r, h))));
    if (recorder.hand.resource !== undefined) held.add(recorder.hand.resource);
    return { agent, footprint, position: at, moves, named, memo, held };
  }

  /** The traced call happens: its agent moves on, the objects it put are where it put them. */
  commit(trace: Trace): void {
    this.positions.set(trace.agent, { ...trace.position });
    for (const [resource, target] of trace.moves) this.containment.move(resource, target);
    const end = trace.position.value;
    const ends = end === undefined || this.resolution.ends.has(end) ? this.resolution.ends : new Set([...this.resolution.ends, end]);
    this.resolution = { memo: new Map(trace.memo), ends, held: trace.held };
    // With the memories read known beforehand, the ones named need not be collected.
    if (this.readMemos === undefined) for (const memo of trace.named) this.named.add(memo);
  }
}

/** The start of a call where the agent stands at none of the groups it asks about (or nowhere yet). */
const ELSEWHERE = '';

/** The footprints one call may have, by where its agent stands as it begins (FootprintTracker.variants). */
export interface CallVariants {
  readonly footprints: ReadonlyMap<string, Footprint>;
  readonly asked: ReadonlySet<string>;
  /** Where the agent stands after the call; undefined: where it stood before. */
  readonly end: string | undefined;
  /** The trace to commit (the moves and names are the same whoever does the call). */
  readonly trace: Trace;
}

/** The key of `variants` for an agent standing at `at` (a resource, SOMEWHERE, or undefined). */
export function startKey(variants: CallVariants, at: string | undefined): string {
  if (at === undefined) return ELSEWHERE;
  if (at === SOMEWHERE) return SOMEWHERE;
  const whole = wholeOf(at);
  return variants.asked.has(whole) ? whole : ELSEWHERE;
}

/** Leaves out of `footprint` the memories of type resolution and the `where:` of groups no call reads (they cannot change what a call does). */
function dropUnread(footprint: { reads: Set<string>; writes: Set<string> }, read: ReadonlySet<string>): void {
  for (const set of [footprint.reads, footprint.writes]) {
    for (const key of [...set]) if ((key.startsWith('memo:') && !read.has(key)) || (key.startsWith('where:') && !read.has(wholeOf(key)))) set.delete(key);
  }
}

/** Every memory of type resolution some call of the plan reads (it names a type of several instances); the same whoever does the calls. */
export function namedMemos(calls: readonly CallShape[], facts: SceneFacts): ReadonlySet<string> {
  const tracker = FootprintTracker.start(facts);
  for (const { agent, steps } of calls) tracker.commit(tracker.trace(agent, steps));
  return tracker.named;
}

/**
 * The footprint of each call, in written order; later calls see where earlier ones put things,
 * and each agent starts a call where its previous call left it.
 */
export function footprints(calls: readonly CallShape[], facts: SceneFacts): Footprint[] {
  const tracker = FootprintTracker.start(facts);
  const found = calls.map(({ agent, steps }) => {
    const trace = tracker.trace(agent, steps);
    tracker.commit(trace);
    return trace.footprint as { reads: Set<string>; writes: Set<string> };
  });
  // A memory nobody reads by type cannot change what any call does.
  for (const footprint of found) dropUnread(footprint, tracker.named);
  return found;
}
