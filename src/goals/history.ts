/**
 * What happened during an execution, for the `was` of a selector: where each object was and
 * what was on after every executed step, followed from the state the steps started in and the
 * ids the bridge resolved. Only places and switches are followed, never what appliances do to
 * their contents: the simulator decides that, and the end state shows it.
 */
import type { History } from './criteria-schema.js';

/** One step as it was sent and answered (a StepRecord of the outcome, a `simulate` result). */
export interface ExecutedStep {
  agent?: string;
  action: string;
  /** The id each argument resolved to (`objectId`, `receptacleObjectId`, …). */
  resolved: Readonly<Record<string, string>>;
  success: boolean;
}

/** The part of a state a history starts from. */
export interface HistoryStart {
  objects: ReadonlyArray<{ objectId: string; objectType: string; parentReceptacles: readonly string[]; isToggled?: boolean; controlledObjects?: readonly string[] | null }>;
}

/**
 * Whose trackers say what was cooled, heated or cleaned. `unity` (default): any moment inside the
 * fridge, or inside the running microwave or basin, as AI2-THOR's ColdZone/HeatZone and the
 * faucet's water do. `alfred`: only at ALFRED's event points (env/thor_env.py `update_states`,
 * askforalfred/alfred f91f4c0): closing a Fridge records what is inside it as cooled, switching
 * on a Microwave what is inside as heated, switching on a Faucet what is in its basin as cleaned.
 */
export type Trackers = 'unity' | 'alfred';
export const TRACKERS: readonly Trackers[] = ['unity', 'alfred'];

/** The steps of an execution and the state they started in. */
export interface ExecutionHistory {
  start: HistoryStart;
  steps: readonly ExecutedStep[];
  /** What each switch drives (a Faucet its SinkBasin), besides the state's `controlledObjects`. */
  links?: ReadonlyMap<string, string>;
  /** Whose trackers judge `was` (default `unity`). */
  trackers?: Trackers;
}

/** Where things were and what was on at one moment. */
interface Moment {
  parentOf: ReadonlyMap<string, string | null>;
  on: ReadonlySet<string>;
  /** Objects sliced or broken into parts by then (their parts exist from then on). */
  made: ReadonlySet<string>;
  /** Under ALFRED's trackers, the holders whose contents this moment's step records (none for most steps); absent: every holder counts. */
  recorded?: ReadonlySet<string>;
}

/** The type of an object id (`Apple|+00.1|…` → `Apple`; a basin part `Sink|…|SinkBasin` → `SinkBasin`). */
export function typeOfId(id: string, known?: ReadonlyMap<string, string>): string {
  const type = known?.get(id);
  if (type !== undefined) return type;
  const parts = id.split('|');
  const last = parts.at(-1) ?? id;
  return parts.length > 4 && /^[A-Za-z]+$/.test(last) ? last : (parts[0] ?? id);
}

/** The moments after each successful step, in order. */
export function moments(history: ExecutionHistory): Moment[] {
  const parentOf = new Map<string, string | null>(history.start.objects.map((o) => [o.objectId, o.parentReceptacles[0] ?? null]));
  const on = new Set(history.start.objects.filter((o) => o.isToggled).map((o) => o.objectId));
  const drives = new Map<string, string[]>();
  for (const o of history.start.objects) for (const target of o.controlledObjects ?? []) drives.set(o.objectId, [...(drives.get(o.objectId) ?? []), target]);
  for (const [from, to] of history.links ?? []) if (!drives.get(from)?.includes(to)) drives.set(from, [...(drives.get(from) ?? []), to]);
  const at = new Map<string, string>();
  const made = new Set<string>();
  const result: Moment[] = [];
  const alfred = history.trackers === 'alfred';
  const known = new Map(history.start.objects.map((o) => [o.objectId, o.objectType]));
  for (const step of history.steps) {
    if (!step.success) continue;
    const object = step.resolved['objectId'];
    const recorded = alfred ? alfredRecords(step.action, object, (id) => typeOfId(id, known), drives) : undefined;
    if (object !== undefined) {
      switch (step.action) {
        case 'GoToObject':
          at.set(step.agent ?? '', object);
          break;
        case 'PickupObject':
          parentOf.set(object, null);
          break;
        case 'PutObject':
          parentOf.set(object, step.resolved['receptacleObjectId'] ?? null);
          break;
        case 'ThrowObject':
          parentOf.set(object, at.get(step.agent ?? '') ?? null);
          break;
        case 'SwitchOn':
        case 'ToggleObjectOn':
          on.add(object);
          break;
        case 'SwitchOff':
        case 'ToggleObjectOff':
          on.delete(object);
          break;
        case 'SliceObject':
        case 'BreakObject':
          made.add(object);
          break;
      }
    }
    result.push({ parentOf: new Map(parentOf), on: new Set(on), made: new Set(made), ...(recorded === undefined ? {} : { recorded }) });
  }
  return attachDrives(result, drives);
}

/**
 * The holders whose contents a successful step records under ALFRED's trackers (thor_env.py
 * `update_states`): CloseObject on a Fridge (cooled), switching on a Microwave (heated) or a
 * Faucet (cleaned: the basin it runs into).
 */
function alfredRecords(action: string, object: string | undefined, typeOf: (id: string) => string, drives: ReadonlyMap<string, string[]>): ReadonlySet<string> {
  if (object === undefined) return new Set();
  const type = typeOf(object);
  if (action === 'CloseObject' && type === 'Fridge') return new Set([object]);
  if (action === 'SwitchOn' || action === 'ToggleObjectOn') {
    if (type === 'Microwave') return new Set([object]);
    if (type === 'Faucet') return new Set(drives.get(object) ?? []);
  }
  return new Set();
}

function attachDrives(list: Moment[], drives: ReadonlyMap<string, string[]>): Moment[] {
  return list.map((moment) => {
    const on = new Set(moment.on);
    for (const id of moment.on) for (const target of drives.get(id) ?? []) on.add(target);
    return { ...moment, on };
  });
}

/**
 * The object an object made during the execution was made from: a slice or a cracked egg
 * (`Apple|…|AppleSliced_0`) lies where its whole lay until it is moved itself.
 */
function madeFrom(id: string): string | undefined {
  const parts = id.split('|');
  return parts.length > 4 && /_\d+$/.test(parts.at(-1)!) ? parts.slice(0, -1).join('|') : undefined;
}

/** The holders of an object at a moment, innermost first. */
function holdersAt(moment: Moment, id: string): string[] {
  const holders: string[] = [];
  const source = moment.parentOf.has(id) ? undefined : madeFrom(id);
  // A part exists only once its whole was cut or cracked.
  if (source !== undefined && !moment.made.has(source)) return holders;
  let current = (source === undefined ? moment.parentOf.get(id) : moment.parentOf.get(source)) ?? null;
  while (current !== null && !holders.includes(current)) {
    holders.push(current);
    current = moment.parentOf.get(current) ?? null;
  }
  return holders;
}

/** Whether a name (a type, or an id when it has a `|`) names this holder. */
export function namesObject(name: string, id: string, type: string): boolean {
  return name.includes('|') ? name === id : name === type;
}

/** The receptacle of `was.in` that object `id` was inside at some moment (on, with `whileOn`), or null. */
export function wasInside(was: History, id: string, computed: readonly Moment[], typeOf: (id: string) => string): string | null {
  const wanted = Array.isArray(was.in) ? was.in : [was.in];
  for (const moment of computed) {
    for (const holder of holdersAt(moment, id)) {
      if (!wanted.some((name) => namesObject(name, holder, typeOf(holder)))) continue;
      if (moment.recorded !== undefined && !moment.recorded.has(holder)) continue;
      if (was.whileOn === undefined || moment.on.has(holder) === was.whileOn) return holder;
    }
  }
  return null;
}

/** What each switch of a scene drives, from its objects' `controls:` (a Faucet's basin, a knob's burner). */
export function sceneLinks(objects: ReadonlyArray<{ id: string; controls?: string | undefined }>): Map<string, string> {
  return new Map(objects.flatMap((o) => (o.controls ? [[o.id, o.controls] as const] : [])));
}
