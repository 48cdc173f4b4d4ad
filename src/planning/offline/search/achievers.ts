/**
 * The skill calls that may bring one object closer to a condition it does not meet, read from
 * the catalogue's effects (what slices, heats, cools, washes, fills, drives what) and the state
 * (where things are, what is on): the search's successors. Whether a call does what it promises
 * is the simulator's answer, never assumed here; a call that does nothing for the goal simply
 * leads nowhere in the search.
 */
import type { ObjectState } from '../../../bridge/index.js';
import type { PlannedCall } from './call-steps.js';
import type { Selector } from '../../../goals/index.js';
import type { Condition } from './conditions.js';
import type { Room } from './room.js';
import { placePreposition } from '../../../world/index.js';

/** How many instances of a kind (knives, receptacles, heaters) the search tries per step, nearest first. */
const CHOICES = 2;

/** Calls toward a condition, and how many calls it still needs at least (the search's estimate). */
export interface Achievers {
  readonly calls: PlannedCall[];
  readonly cost: number;
}

const NONE: Achievers = { calls: [], cost: Infinity };

function call(skill: string, args: readonly string[], purpose: string): PlannedCall {
  return { skill, args, purpose };
}

function put(room: Room, object: ObjectState, place: ObjectState, purpose?: string): PlannedCall {
  const words = purpose ?? `Put the ${object.objectType} ${placePreposition(place.objectType)} the ${place.objectType}.`;
  return call('PutObject', [object.objectId, place.objectId], words);
}

/** What an achiever may ask of the goal evaluator (for `within`: the holder's own conditions). */
export interface Judge {
  /** Whether `holder` matches `selector` now. */
  matches(holder: ObjectState, selector: Selector): boolean;
  /** The conditions of `selector` that `holder` does not meet now. */
  unmet(holder: ObjectState, selector: Selector): Condition[];
}

/**
 * Calls toward `condition` for `object`, each with its subtask in words. `keep` is where the
 * object must end up, when the goal says: a way of heating that takes it elsewhere costs a move
 * back (an egg to be fried in the pot is not cooked in the microwave).
 */
export function achieve(room: Room, object: ObjectState, condition: Condition, judge: Judge, keep?: (r: ObjectState) => boolean): Achievers {
  switch (condition.kind) {
    case 'type':
      return transform(room, object, condition.types);
    case 'in':
      return placeIn(room, object, (r) => namedBy(r, condition.names), condition.directly);
    case 'within':
      return within(room, object, condition.holder, judge);
    case 'notIn':
      return putAway(room, object, condition.names);
    case 'held':
      return hold(room, object);
    case 'flag':
      return flag(room, object, condition.flag, condition.value, keep);
    case 'temperature':
      return condition.value === 'Hot' ? heat(room, object, false, keep) : condition.value === 'Cold' ? cool(room, object) : NONE;
    case 'liquid':
      return fill(room, object, condition.liquid);
    case 'was':
      return wasInside(room, object, condition.names, condition.whileOn === true);
  }
}

/** Whether a receptacle is named by a list of types or ids. */
function namedBy(receptacle: ObjectState | undefined, names: readonly string[]): boolean {
  return receptacle !== undefined && names.some((n) => (n.includes('|') ? n === receptacle.objectId : n === receptacle.objectType));
}

function transform(room: Room, object: ObjectState, types: readonly string[]): Achievers {
  const effects = room.effects(object.objectType);
  // Cracking needs no tool: an Egg that also slices into EggCracked is cracked.
  if (effects.breakInto !== undefined && types.includes(effects.breakInto)) return breakIt(object);
  if (effects.sliceInto !== undefined && types.includes(effects.sliceInto)) return slice(room, object);
  return NONE;
}

function breakIt(object: ObjectState): Achievers {
  return { calls: [call('BreakObject', [object.objectId], `Crack the ${object.objectType}.`)], cost: 1 };
}

function slice(room: Room, object: ObjectState): Achievers {
  const knives = room.nearest(room.withEffect('sharpTool'), object.objectId).slice(0, CHOICES);
  return { calls: knives.map((k) => call('SliceObject', [object.objectId, k.objectId], `Slice the ${object.objectType} with the ${k.objectType}.`)), cost: 1 };
}

/** Receptacles the object may be put in: they take its type, are not it or inside it, not shattered. */
function placesFor(room: Room, object: ObjectState): ObjectState[] {
  return room.objects().filter((r) => r.objectId !== object.objectId && !r.parentReceptacles.includes(object.objectId) && room.accepts(r, object.objectType) && !r.isBroken);
}

/**
 * Puts toward a place: receptacles `fits` accepts that take the object's type, and (unless it
 * must be `directly` there) the movable ones inside those (a Plate on the table is on the table
 * too), nearest first.
 */
function placeIn(room: Room, object: ObjectState, fits: (r: ObjectState) => boolean, directly: boolean): Achievers {
  if (!room.has(object.objectType, 'pickupable')) return NONE;
  const usable = placesFor(room, object);
  const direct = usable.filter(fits);
  const nested = directly ? [] : usable.filter((r) => !fits(r) && room.has(r.objectType, 'pickupable') && r.parentReceptacles.some((h) => fits(room.byId.get(h)!)));
  // Straight in or on the place before on a dish that is there.
  const places = [...room.nearest(direct, object.objectId), ...room.nearest(nested, object.objectId)];
  // A place that holds no more (the catalogue's capacity: a roll holder, a towel rail) is emptied first.
  return { calls: places.slice(0, CHOICES + 1).flatMap((r) => [...makeRoom(room, r, object), put(room, object, r)]), cost: 1 };
}

/**
 * The call that takes what fills `place` elsewhere so `object` fits (the bridge refuses a full one:
 * RECEPTACLE_FULL): a used-up thing to the bin, where the catalogue says it belongs (a used-up roll
 * off its holder), anything else to the nearest open place that takes it; none when there is room.
 */
function makeRoom(room: Room, place: ObjectState, object: ObjectState): PlannedCall[] {
  if (room.hasRoom(place.objectId, object.objectId)) return [];
  for (const id of place.receptacleObjectIds) {
    const occupant = room.byId.get(id);
    if (occupant === undefined || !room.has(occupant.objectType, 'pickupable')) continue;
    const spots = placesFor(room, occupant).filter((r) => r.objectId !== place.objectId && r.objectId !== object.objectId && room.hasRoom(r.objectId) && !room.isClosed(r.objectId));
    const bins = occupant.isUsedUp ? spots.filter((r) => r.objectType === 'GarbageCan') : [];
    const to = bins[0] ?? room.nearest(spots, occupant.objectId)[0];
    if (to !== undefined) return [put(room, occupant, to, `Take the ${occupant.objectType} off the ${place.objectType} to make room.`)];
  }
  return [];
}

/**
 * Into a receptacle that matches `holder` (an apple in a bowl that is on the table): into one
 * that does; else into one of its types, and that one made to match (the bowl put on the table).
 */
function within(room: Room, object: ObjectState, holder: Selector, judge: Judge): Achievers {
  const direct = placeIn(room, object, (r) => judge.matches(r, holder), true);
  if (direct.calls.length > 0) return direct;
  let best: Achievers = NONE;
  const calls: PlannedCall[] = [];
  for (const r of room.nearest(placesFor(room, object), object.objectId)) {
    const missing = judge.unmet(r, holder);
    if (missing.some((c) => c.kind === 'type' || c.kind === 'within')) continue;
    const parts = missing.map((c) => achieve(room, r, c, judge));
    if (parts.some((p) => p.calls.length === 0)) continue;
    const cost = 1 + parts.reduce((sum, p) => sum + p.cost, 0);
    const here = [...(room.isInside(object.objectId, r.objectId) ? [] : [put(room, object, r)]), ...parts.flatMap((p) => p.calls)];
    if (cost < best.cost) best = { calls: here, cost };
    calls.push(...here);
    if (calls.length >= 2 * CHOICES) break;
  }
  return best.calls.length === 0 ? NONE : { calls, cost: best.cost };
}

/** Puts it out of `names`: where it belongs first (the homes of recipes.yaml), then the nearest. */
function putAway(room: Room, object: ObjectState, names: readonly string[]): Achievers {
  if (!room.has(object.objectType, 'pickupable')) return NONE;
  const outside = placesFor(room, object).filter((r) => !namedBy(r, names) && !r.parentReceptacles.some((h) => namedBy(room.byId.get(h), names)));
  const homes = room.data.homes[object.objectType] ?? [];
  const rank = (r: ObjectState): number => (homes.includes(r.objectType) ? homes.indexOf(r.objectType) : homes.length);
  const places = room.nearest(outside, object.objectId).sort((a, b) => rank(a) - rank(b));
  return { calls: places.slice(0, CHOICES).map((r) => put(room, object, r)), cost: 1 };
}

/** Picks it up and keeps it in hand (the PickupObject skill). */
function hold(room: Room, object: ObjectState): Achievers {
  if (!room.has(object.objectType, 'pickupable')) return NONE;
  return { calls: [call('PickupObject', [object.objectId], `Pick up the ${object.objectType}.`)], cost: 1 };
}

/** Inside one of `names` at some moment (while it is on, when asked). */
function wasInside(room: Room, object: ObjectState, names: readonly string[], whileOn: boolean): Achievers {
  const places = room.objects().filter((p) => namedBy(p, names));
  if (whileOn) return insideWhileOn(room, object, places, 'Put');
  return placeIn(room, object, (r) => namedBy(r, names), false);
}

/** Switches `id` on or off: itself when it toggles, else the switches that drive it (a burner's knob). */
function toggle(room: Room, id: string, on: boolean, purpose?: string): PlannedCall[] {
  const object = room.byId.get(id);
  if (object === undefined) return [];
  const switches = room.has(object.objectType, 'toggleable') ? [id] : room.driversOf(id);
  return switches.map((s) => call(on ? 'SwitchOn' : 'SwitchOff', [s], purpose ?? `Switch ${on ? 'on' : 'off'} the ${object.objectType}.`));
}

/** Whether `id` is on, itself or through what drives it. */
function isOn(room: Room, id: string): boolean {
  const object = room.byId.get(id);
  if (object === undefined) return false;
  return object.isToggled || room.driversOf(id).some((d) => room.byId.get(d)?.isToggled === true);
}

/** Switching on what is already on does nothing: it goes off first, then on again. */
function restart(room: Room, id: string, purpose?: string): PlannedCall[] {
  if (!isOn(room, id)) return toggle(room, id, true, purpose);
  return toggle(room, id, false, purpose);
}

function flag(room: Room, object: ObjectState, name: string, value: boolean, keep?: (r: ObjectState) => boolean): Achievers {
  const id = object.objectId;
  const type = object.objectType;
  switch (name) {
    case 'isToggled': {
      const calls = toggle(room, id, value);
      return calls.length > 0 ? { calls, cost: 1 } : NONE;
    }
    case 'isOpen':
      return room.has(type, 'openable') ? { calls: [call(value ? 'OpenObject' : 'CloseObject', [id], `${value ? 'Open' : 'Close'} the ${type}.`)], cost: 1 } : NONE;
    case 'isSliced':
      return value && room.has(type, 'sliceable') ? slice(room, object) : NONE;
    case 'isBroken':
      return value && room.has(type, 'breakable') ? { calls: [call('BreakObject', [id], `Break the ${type}.`)], cost: 1 } : NONE;
    case 'isUsedUp':
      return value && room.has(type, 'canBeUsedUp') ? { calls: [call('UseUpObject', [id], `Use up the ${type}.`)], cost: 1 } : NONE;
    case 'isCooked':
      return value ? heat(room, object, true, keep) : NONE;
    case 'isDirty':
      return value ? NONE : clean(room, object);
    case 'isFilledWithLiquid':
      return value ? fill(room, object, undefined) : NONE;
    default:
      return NONE;
  }
}

/**
 * Calls that make something happen to `object` inside one of `places` while it is on (heating,
 * washing, filling): switch the place on when the object is in it, else put the object in the
 * nearest of them.
 */
function insideWhileOn(room: Room, object: ObjectState, places: readonly ObjectState[], verb: string): Achievers {
  const purpose = (place: ObjectState): string => `${verb} the ${object.objectType} ${placePreposition(place.objectType)} the ${place.objectType}.`;
  const holding = places.find((p) => room.isInside(object.objectId, p.objectId));
  if (holding !== undefined) return { calls: restart(room, holding.objectId, purpose(holding)), cost: 1 };
  if (!room.has(object.objectType, 'pickupable')) return NONE;
  const fitting = places.filter((p) => room.accepts(p, object.objectType));
  // A full one (a toaster holds one slice: the catalogue's capacity) is emptied first: a second slice toasted after the first.
  if (fitting.length > 0) return { calls: room.nearest(fitting, object.objectId).slice(0, CHOICES).flatMap((p) => [...makeRoom(room, p, object), put(room, object, p, purpose(p))]), cost: 2 };
  // What does not go in itself goes in a dish that does (a tomato slice on a plate into the microwave).
  const carrier = room.byId.get(object.parentReceptacles[0] ?? '');
  if (carrier !== undefined && room.has(carrier.objectType, 'pickupable')) {
    const takes = places.filter((p) => room.accepts(p, carrier.objectType));
    if (takes.length > 0) return { calls: room.nearest(takes, carrier.objectId).slice(0, CHOICES).map((p) => put(room, carrier, p, purpose(p))), cost: 2 };
  }
  const dishes = placesFor(room, object).filter((d) => room.has(d.objectType, 'pickupable') && places.some((p) => room.accepts(p, d.objectType)));
  if (dishes.length === 0) return NONE;
  const inPlace = (d: ObjectState): number => (places.some((p) => room.isInside(d.objectId, p.objectId)) ? 0 : 1);
  const ranked = room.nearest(dishes, object.objectId).sort((a, b) => inPlace(a) - inPlace(b));
  return { calls: ranked.slice(0, CHOICES).map((d) => put(room, object, d, purpose(places.find((p) => room.accepts(p, d.objectType))!))), cost: 3 };
}

/** Heating (and cooking): in an appliance that heats its contents, or in a vessel on a burner. */
function heat(room: Room, object: ObjectState, cook: boolean, keep?: (r: ObjectState) => boolean): Achievers {
  const type = object.objectType;
  const appliances = room.withEffect('heatsContents').filter((a) => !cook || !(room.effects(a.objectType).doesNotCook ?? []).includes(type));
  // Where the goal puts it heats it (a fried egg in the pan): it is heated there rather than elsewhere and moved.
  if (keep !== undefined && heatsWhereKept(room, object, appliances, keep)) {
    const kept = appliances.filter(keep);
    const inKept = kept.length > 0 ? insideWhileOn(room, object, kept, cook ? 'Cook' : 'Heat') : NONE;
    const there = inKept.calls.length > 0 ? inKept : vesselOnBurner(room, object, cook ? 'Cook' : 'Heat', keep, true);
    if (there.calls.length > 0) return there;
  }
  const inAppliance = insideWhileOn(room, object, appliances, cook ? 'Cook' : 'Heat');
  const onBurner = vesselOnBurner(room, object, cook ? 'Cook' : 'Heat', keep);
  // Heated where it must not stay, it is moved back afterwards: one call more.
  const away = (calls: readonly PlannedCall[]): number => (keep !== undefined && calls.some((c) => c.skill === 'PutObject' && c.args[0] === object.objectId && !keep(room.byId.get(c.args[1]!)!)) ? 1 : 0);
  const appliance = { calls: inAppliance.calls, cost: inAppliance.cost + away(inAppliance.calls) };
  // With no place to end in, an appliance that heats what is put in it is the simpler way (no vessel, no knob).
  const burner = { calls: onBurner.calls, cost: onBurner.cost + away(onBurner.calls) + (keep === undefined ? 1 : 0) };
  if (appliance.calls.length === 0) return burner;
  if (burner.calls.length === 0) return appliance;
  return { calls: appliance.cost <= burner.cost ? [...appliance.calls, ...burner.calls] : [...burner.calls, ...appliance.calls], cost: Math.min(appliance.cost, burner.cost) };
}

/** Burners: what heats the vessels of its `heatsThrough` types standing on it. */
function burnersOf(room: Room): ObjectState[] {
  return room.objects().filter((b) => (room.effects(b.objectType).heatsThrough ?? []).length > 0);
}

/** Whether a place the goal keeps the object in can heat it: an appliance that heats, or a vessel a burner heats. */
function heatsWhereKept(room: Room, object: ObjectState, appliances: readonly ObjectState[], keep: (r: ObjectState) => boolean): boolean {
  if (!room.has(object.objectType, 'pickupable')) return false;
  const vesselTypes = new Set(burnersOf(room).flatMap((b) => room.effects(b.objectType).heatsThrough ?? []));
  return [...appliances, ...room.objects().filter((v) => vesselTypes.has(v.objectType))].some((p) => keep(p) && room.accepts(p, object.objectType) && !p.isBroken);
}

/**
 * A burner heats the vessels of its `heatsThrough` types on it: the object in one, the vessel on
 * it, the burner on. `onlyKept`: only in a vessel `keep` accepts (the goal's place heats it).
 */
function vesselOnBurner(room: Room, object: ObjectState, verb: string, keep?: (r: ObjectState) => boolean, onlyKept = false): Achievers {
  const purpose = (vessel: ObjectState): string => `${verb} the ${object.objectType} in the ${vessel.objectType} on the stove.`;
  const burners = burnersOf(room);
  if (burners.length === 0) return NONE;
  const vesselTypes = new Set(burners.flatMap((b) => room.effects(b.objectType).heatsThrough ?? []));
  const allowed = (v: ObjectState): boolean => !onlyKept || keep === undefined || keep(v);
  const vessel = object.parentReceptacles.map((id) => room.byId.get(id)).find((v) => v !== undefined && vesselTypes.has(v.objectType) && allowed(v));
  if (vessel !== undefined) {
    const burner = burners.find((b) => vessel.parentReceptacles[0] === b.objectId && (room.effects(b.objectType).heatsThrough ?? []).includes(vessel.objectType));
    if (burner !== undefined) return { calls: restart(room, burner.objectId, purpose(vessel)), cost: 1 };
    const free = burners.filter((b) => room.accepts(b, vessel.objectType) && b.receptacleObjectIds.length === 0);
    return { calls: room.nearest(free, vessel.objectId).slice(0, CHOICES).map((b) => put(room, vessel, b, purpose(vessel))), cost: 2 };
  }
  if (!room.has(object.objectType, 'pickupable')) return NONE;
  const vessels = room.objects().filter((v) => vesselTypes.has(v.objectType) && room.accepts(v, object.objectType) && allowed(v));
  const onABurner = (v: ObjectState): number => (burners.some((b) => v.parentReceptacles[0] === b.objectId) ? 0 : 1);
  const kept = (v: ObjectState): number => (keep === undefined || keep(v) ? 0 : 1);
  const ranked = room.nearest(vessels, object.objectId).sort((a, b) => kept(a) - kept(b) || onABurner(a) - onABurner(b));
  return { calls: ranked.slice(0, CHOICES).map((v) => put(room, object, v, purpose(v))), cost: 3 };
}

/** Cleaning: with the nearest cleaning tools, or under a running faucet. */
function clean(room: Room, object: ObjectState): Achievers {
  if (!room.has(object.objectType, 'dirtyable')) return NONE;
  const tools = room.nearest(room.withEffect('cleaningTool'), object.objectId).slice(0, CHOICES);
  const scrub = tools.map((t) => call('CleanObject', [object.objectId, t.objectId], `Clean the ${object.objectType} with the ${t.objectType}.`));
  const rinse = insideWhileOn(room, object, washedPlaces(room), 'Rinse');
  return { calls: [...scrub, ...rinse.calls], cost: 1 };
}

/** Receptacles a switch washes into (a SinkBasin under its Faucet). */
function washedPlaces(room: Room): ObjectState[] {
  return room.objects().filter((p) => room.driversOf(p.objectId).some((d) => (room.effects(room.byId.get(d)!.objectType).washes ?? []).includes(p.objectType)));
}

/**
 * Filling: in an appliance that pours `liquid` (any, when not said), or under a running faucet
 * (water); what cannot be carried there (a HousePlant) has liquid poured into it from a vessel
 * that holds it, or from one filled there first (TEACh's Pour: PourObject).
 */
function fill(room: Room, object: ObjectState, liquid: string | undefined): Achievers {
  if (!room.has(object.objectType, 'canFillWithLiquid')) return NONE;
  const pourers = room.withEffect('fillsContents').filter((a) => liquid === undefined || room.effects(a.objectType).fillsContents === liquid);
  const places = [...pourers, ...(liquid === undefined || liquid === 'water' ? washedPlaces(room) : [])];
  const there = insideWhileOn(room, object, places, 'Fill');
  if (there.calls.length > 0 || object.isBroken) return there;
  return pourInto(room, object, liquid, places);
}

/** Vessels that can be carried and hold liquid, other than `object` and not broken. */
function vessels(room: Room, object: ObjectState): ObjectState[] {
  return room.objects().filter((v) => v.objectId !== object.objectId && !v.isBroken && room.has(v.objectType, 'pickupable') && room.has(v.objectType, 'canFillWithLiquid'));
}

/** Pour `liquid` into `object` from a vessel holding it; else fill the nearest vessels that can be filled at `places`. */
function pourInto(room: Room, object: ObjectState, liquid: string | undefined, places: readonly ObjectState[]): Achievers {
  const all = vessels(room, object);
  const full = all.filter((v) => v.isFilledWithLiquid && (liquid === undefined || v.fillLiquid === liquid));
  if (full.length > 0) {
    const pours = room.nearest(full, object.objectId).slice(0, CHOICES).map((v) => call('PourObject', [v.objectId, object.objectId], `Pour the ${v.fillLiquid ?? 'liquid'} from the ${v.objectType} into the ${object.objectType}.`));
    return { calls: pours, cost: 1 };
  }
  const empty = all.filter((v) => !v.isFilledWithLiquid && places.some((p) => room.accepts(p, v.objectType)));
  const fills = room.nearest(empty, object.objectId).slice(0, CHOICES).map((v) => insideWhileOn(room, v, places, 'Fill'));
  const calls = fills.flatMap((f) => f.calls);
  return calls.length === 0 ? NONE : { calls, cost: 1 + Math.min(...fills.map((f) => f.cost)) };
}

/** Cooling: in an appliance that cools its contents. */
export function cool(room: Room, object: ObjectState): Achievers {
  const coolers = room.withEffect('coolsContents');
  if (coolers.some((c) => room.isInside(object.objectId, c.objectId))) return NONE;
  return insideWhileOn(room, object, coolers, 'Chill');
}
