/**
 * A thing said to be out of place (understand/out-of-place.ts) put away, as a goal: every one of
 * its kind in a place where such a thing is stored (goals.yaml `stores`: a knife in a drawer,
 * cleaning things in a cabinet, food in the fridge), kept to the places AI2-THOR lets the type into
 * (the catalogue's receptacles) and the room has; out of someone's reach, to those that shut (the
 * catalogue's openable receptacles). A thing no store takes goes where it belongs (`homes`: a
 * laptop on a desk or a table), else off the place it was said to lie on, never into the bin.
 */
import type { Alternative, Predicate } from '../../../goals/index.js';
import type { Catalogue } from '../../../world/index.js';
import type { NamedGoal } from '../intents.js';
import type { Knowledge } from '../knowledge-schema.js';
import type { OutOfPlace } from '../understand/out-of-place.js';
import { TABLEWARE } from '../understand/eaten-at.js';

/** What the room offers: the types it has, the catalogue, and the furniture a type's objects stand in or on. */
export interface PutAwayRoom {
  readonly usable: ReadonlySet<string>;
  readonly catalogue: Catalogue;
  readonly holdersOf?: ((type: string) => readonly string[]) | undefined;
  /** Where a meal is said to be eaten ("eat at the table": understand/eaten-at.ts): a dish out of place goes there. */
  readonly eatenAt?: readonly string[] | undefined;
}

export const PUT_AWAY = 'put-away';

export type PutAwayGoal = { readonly ok: true; readonly goal: NamedGoal } | { readonly ok: false; readonly reason: string };

/** Where each thing goes, for the goal and its description. */
interface Placed {
  readonly type: string;
  readonly places: readonly string[];
  /** Off the place said only (no store or home takes it). */
  readonly off?: readonly string[];
  /** Said to be empty: only the used-up ones, into the bin. */
  readonly spent?: boolean;
  /** Where the meal is said to be eaten. */
  readonly laid?: boolean;
}

/** Where things are shut away: a thing said to sit in one is not out of place. */
const SHUT_AWAY: ReadonlySet<string> = new Set(['Cabinet', 'Drawer', 'Box', 'Safe', 'Fridge']);

/** The goal putting every thing of `things` away, or why it cannot be. */
export function putAwayGoal(things: readonly OutOfPlace[], knowledge: Knowledge, room: PutAwayRoom): PutAwayGoal {
  const placed: Placed[] = [];
  for (const thing of things) {
    const carried = thing.types.filter((t) => room.usable.has(t) && room.catalogue.types.get(t)?.properties.includes('pickupable') === true);
    if (carried.length === 0) return { ok: false, reason: `'${thing.said}' is about the ${thing.words}, and there is none here to put away` };
    // "the knife lying on the counter": of the kinds its name covers, those lying there (the knife, not the butter knife in the drawer).
    const from = thing.from?.types ?? [];
    // "the wine's still sat in the cupboard": where things are shut away is no place they lie out of (issue 38: the wine
    // was taken out of the cupboard onto a shelf, a false success); a thing within reach there is still shut away.
    if (!thing.reach && thing.locked !== true && from.length > 0 && from.every((t) => SHUT_AWAY.has(t))) {
      return { ok: false, reason: `'${thing.said}' says the ${thing.words} is in a ${from[0]!}, where things are put away, and not what to do with it` };
    }
    const there = carried.filter((t) => (room.holdersOf?.(t) ?? []).some((h) => from.includes(h)));
    for (const type of there.length > 0 ? there : carried) {
      if (placed.some((p) => p.type === type)) continue;
      const spent = spentFor(type, thing.said, room);
      if (spent !== undefined) {
        placed.push(spent);
        continue;
      }
      const laid = thing.locked === true || thing.reach ? undefined : laidFor(type, from, room);
      if (laid !== undefined) {
        placed.push(laid);
        continue;
      }
      const where = thing.locked === true ? lockedFor(type, room) : placesFor(type, from, thing.reach, knowledge, room);
      if (where === undefined && thing.locked === true) return { ok: false, reason: `'${thing.said}' asks to lock the ${thing.words} up, but nothing here locks that takes a ${type} (a ${LOCKS.join(' or a ')})` };
      if (where === undefined) {
        const why = thing.reach ? `out of reach, but nothing here that shuts (a ${shutting(knowledge, room).join(', a ')}) takes a ${type}` : `, but nothing here takes a ${type} and it was not said where it lies`;
        return { ok: false, reason: `'${thing.said}' asks to put the ${thing.words} away${thing.reach ? ' ' : ''}${why}` };
      }
      placed.push(where);
    }
  }
  const condition = (p: Placed, first: boolean): Predicate[] =>
    p.off !== undefined
      ? [{ none: { type: p.type, in: [...p.off] } }, { none: { type: p.type, in: 'GarbageCan' } }]
      : p.spent === true
        ? [{ none: { type: p.type, isUsedUp: true, notIn: [...p.places] } }]
        : [{ none: { type: p.type, notIn: first ? [p.places[0]!] : [...p.places] } }];
  const all: Alternative = { name: 'put away', all: placed.flatMap((p) => condition(p, false)) };
  const preferred: Alternative = { name: 'put away where each is kept first', all: placed.flatMap((p) => condition(p, true)) };
  const words = [...new Set(things.map((t) => t.words))].join(' and the ');
  return {
    ok: true,
    goal: {
      id: PUT_AWAY,
      title: `the ${words} put away`,
      description: `Put away ${placed.map(describe).join('; ')}.`,
      alternatives: [all],
      ways: placed.some((p) => p.off === undefined && p.places.length > 1) ? [preferred, all] : [all],
    },
  };
}

/** Words saying a thing is used up ("the empty tissue box", "the finished roll"). */
const SPENT = /\b(?:empty|emptied|used up|finished|run out|ran out|spent)\b/;

/**
 * An empty thing of a type AI2-THOR can use up (the catalogue's canBeUsedUp: a tissue box, a toilet
 * roll) is put away in the bin, as the catalogue's interactions say ("an empty one belongs in the
 * garbage"), when the room has one that takes it; else undefined (put away as any other thing).
 */
function spentFor(type: string, said: string, room: PutAwayRoom): Placed | undefined {
  const kind = room.catalogue.types.get(type);
  if (!SPENT.test(said) || kind?.properties.includes('canBeUsedUp') !== true) return undefined;
  return kind.receptacles?.includes('GarbageCan') === true && room.usable.has('GarbageCan') ? { type, places: ['GarbageCan'], spent: true } : undefined;
}

/** Every `type` in words: "every Knife in a Drawer", "every Vase on a Shelf, in a Cabinet or in a Box". */
function describe(p: Placed): string {
  if (p.off !== undefined) return `every ${p.type} off the ${p.off.join(' or ')}, not in the bin`;
  if (p.laid === true) return `every ${p.type} on the ${p.places[0]!}, where the meal is eaten`;
  if (p.spent === true) return `every used-up ${p.type} in the ${p.places.join(' or the ')}`;
  return `every ${p.type} in a ${p.places.join(' or a ')}`;
}

/**
 * Where a thing of `type` goes: its stores (else any type's), in the order of goals.yaml, kept to
 * the catalogue's receptacles of the type and the room's types, not where it lies; out of reach, the
 * ones that shut when some do. Else its homes; else off where it lies; else undefined.
 */
function placesFor(type: string, from: readonly string[], reach: boolean, knowledge: Knowledge, room: PutAwayRoom): Placed | undefined {
  const takes = new Set(room.catalogue.types.get(type)?.receptacles ?? []);
  const fits = (places: readonly string[]): string[] => places.filter((p) => takes.has(p) && room.usable.has(p) && !from.includes(p));
  const { stores } = knowledge.goals;
  const stored = fits(stores.of[type] ?? stores.places);
  // Out of someone's reach only what shuts will do: a shelf or a table is no answer, and none here is said, not planned.
  if (reach) {
    const shut = stored.filter((p) => opens(p, room));
    return shut.length > 0 ? { type, places: shut } : undefined;
  }
  if (stored.length > 0) return { type, places: stored };
  const homes = fits(knowledge.goals.homes[type] ?? []);
  if (homes.length > 0) return { type, places: homes };
  return from.length > 0 ? { type, places: [], off: from } : undefined;
}

/** A dish or cutlery where the meal is said to be eaten, when AI2-THOR lets it there and the room has it; else undefined. */
function laidFor(type: string, from: readonly string[], room: PutAwayRoom): Placed | undefined {
  if (!TABLEWARE.has(type)) return undefined;
  const takes = new Set(room.catalogue.types.get(type)?.receptacles ?? []);
  const places = (room.eatenAt ?? []).filter((p) => takes.has(p) && room.usable.has(p) && !from.includes(p));
  // "The table" named for a meal is the first place its name covers (a DiningTable before a SideTable).
  return places.length > 0 ? { type, places: [places[0]!], laid: true } : undefined;
}

/** Where a person locks things up: AI2-THOR has no lock, and its Safe is what one is locked in. */
const LOCKS = ['Safe'];

/** In a Safe that takes the type (the catalogue's receptacles: a KeyChain, not a CreditCard), else undefined. */
function lockedFor(type: string, room: PutAwayRoom): Placed | undefined {
  const takes = new Set(room.catalogue.types.get(type)?.receptacles ?? []);
  const places = LOCKS.filter((p) => takes.has(p) && room.usable.has(p));
  return places.length > 0 ? { type, places } : undefined;
}

/** Whether things put in a place of this type are shut away (AI2-THOR's openable receptacles: a drawer, a cabinet, a box). */
const opens = (type: string, room: PutAwayRoom): boolean => room.catalogue.types.get(type)?.properties.includes('openable') === true;

/** The stores of goals.yaml that shut, for a refusal. */
function shutting(knowledge: Knowledge, room: PutAwayRoom): string[] {
  return knowledge.goals.stores.places.filter((p) => opens(p, room));
}
