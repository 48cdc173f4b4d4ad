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
 *   an id writes it. A memory no call ever reads is left out.
 */
import { groupOfType, resourceOf, typeOfArgument, type SceneFacts } from './scene-facts.js';

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
  'OpenObject', 'CloseObject', 'BreakObject', 'SliceObject', 'SwitchOn', 'SwitchOff', 'UseUpObject', 'CleanObject', 'PickupObject', 'PutObject', 'ThrowObject',
]);
/** Actions whose effects this module knows; any other changes everything it names. */
const KNOWN_ACTIONS: ReadonlySet<string> = new Set(['GoToObject', ...CHANGES_OBJECT]);

/** Where objects may be, followed through the plan in order. */
class Containment {
  /** Object resource → the receptacle resources it may be in (transitively). */
  private readonly places = new Map<string, Set<string>>();
  /** Group → its object resources that have places (to find what overlaps a group quickly). */
  private readonly members = new Map<string, Set<string>>();
  /** Receptacle resource → the object resources that may be in it. */
  private readonly inside = new Map<string, Set<string>>();

  constructor(facts: SceneFacts) {
    for (const [id, chain] of facts.ancestors) {
      const key = resourceOf(facts, id);
      for (const holder of chain) this.add(key, resourceOf(facts, holder));
      this.placesOf(key);
    }
  }

  private placesOf(key: string): Set<string> {
    let found = this.places.get(key);
    if (found === undefined) {
      this.places.set(key, (found = new Set()));
      const whole = wholeOf(key);
      if (whole !== key) {
        const members = this.members.get(whole) ?? new Set<string>();
        members.add(key);
        this.members.set(whole, members);
      }
    }
    return found;
  }

  private add(key: string, holder: string): void {
    if (holder === key) return;
    this.placesOf(key).add(holder);
    const contents = this.inside.get(holder) ?? new Set<string>();
    contents.add(key);
    this.inside.set(holder, contents);
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

  /**
   * The object `resource` now lies in `receptacle`: one object is known to be there; of a group,
   * one moved and the others stayed, so the places are joined. What may be inside it comes along.
   */
  move(resource: string, receptacle: string): void {
    const now = new Set([receptacle, ...this.of(receptacle)]);
    now.delete(resource);
    if (resource.includes('#')) {
      for (const old of this.placesOf(resource)) this.inside.get(old)?.delete(resource);
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
interface Position {
  value: string | undefined;
  argument: string | undefined;
  inThisCall: boolean;
}

/** Collects one call's reads and writes. */
class Recorder {
  readonly reads = new Set<string>();
  readonly writes = new Set<string>();

  constructor(
    private readonly facts: SceneFacts,
    private readonly containment: Containment,
    private readonly agentAt: Position,
    private readonly named: Set<string>,
  ) {}

  /** The object `argument` names is looked at (`write` false) or changed; its receptacles are read. */
  touch(argument: string, write: boolean): string {
    const resource = resourceOf(this.facts, argument);
    (write ? this.writes : this.reads).add(resource);
    for (const holder of this.containment.of(resource)) this.reads.add(holder);
    this.remember(argument);
    return resource;
  }

  /** How naming `argument` uses the memory of the most recent resolution of its type. */
  private remember(argument: string): void {
    const type = typeOfArgument(argument);
    if (!this.facts.multiInstance.has(type)) return;
    const memo = `memo:${type}`;
    if (argument.includes('|')) {
      this.writes.add(memo);
      return;
    }
    this.named.add(memo);
    // Standing at an instance the agent did not just go to by this very argument, rule 2 may
    // pick another instance than the memory holds.
    const at = this.agentAt;
    const mayStandAtOne =
      at.value === SOMEWHERE || (at.value !== undefined && wholeOf(at.value) === groupOfType(this.facts, type) && !(at.inThisCall && at.argument === argument));
    (this.facts.movable.has(type) || mayStandAtOne ? this.writes : this.reads).add(memo);
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

/**
 * The footprint of each call, in written order; later calls see where earlier ones put things,
 * and each agent starts a call where its previous call left it.
 */
export function footprints(calls: readonly CallShape[], facts: SceneFacts): Footprint[] {
  const containment = new Containment(facts);
  const positions = new Map<string, Position>();
  const named = new Set<string>();
  const found = calls.map(({ agent, steps }) => {
    const at: Position = positions.get(agent) ?? { value: undefined, argument: undefined, inThisCall: false };
    at.inThisCall = false;
    positions.set(agent, at);
    const recorder = new Recorder(facts, containment, at, named);
    const moves: [string, string][] = [];
    for (const step of steps) {
      const object = valueOf(step.args['objectId']);
      if (object === undefined) {
        // Going back to where a tool came from: the receptacles it may be in are read.
        const param = step.args['objectId']?.kind === 'origin' ? step.args['objectId'].param : undefined;
        const tool = param === undefined ? undefined : paramValue(steps, param);
        if (tool !== undefined) for (const holder of containment.of(resourceOf(facts, tool))) recorder.reads.add(holder);
        Object.assign(at, { value: SOMEWHERE, argument: undefined, inThisCall: true });
        continue;
      }
      const resource = recorder.touch(object, CHANGES_OBJECT.has(step.action) || !KNOWN_ACTIONS.has(step.action));
      for (const [name, arg] of Object.entries(step.args)) {
        const value = valueOf(arg);
        if (name !== 'objectId' && name !== 'receptacleObjectId' && value !== undefined) recorder.touch(value, true);
      }
      switch (step.action) {
        case 'GoToObject':
          Object.assign(at, { value: resource, argument: object, inThisCall: true });
          break;
        case 'PickupObject':
        case 'SliceObject':
        case 'BreakObject':
          recorder.fill(containment.of(resource));
          break;
        case 'PutObject': {
          const receptacle = step.args['receptacleObjectId'];
          const target = valueOf(receptacle);
          if (target !== undefined) {
            const into = recorder.touch(target, false);
            recorder.fill([into]);
            moves.push([resource, into]);
          } else {
            recorder.fill(containment.of(resource));
          }
          break;
        }
        case 'ThrowObject':
          if (facts.garbage !== undefined) {
            const can = recorder.touch(facts.garbage, false);
            recorder.fill([can]);
            moves.push([resource, can]);
          }
          break;
        default:
          break;
      }
    }
    for (const [resource, target] of moves) containment.move(resource, target);
    return recorder.result();
  });
  // A memory nobody reads by type cannot change what any call does.
  for (const footprint of found) {
    for (const set of [footprint.reads, footprint.writes]) for (const key of [...set]) if (key.startsWith('memo:') && !named.has(key)) set.delete(key);
  }
  return found;
}
