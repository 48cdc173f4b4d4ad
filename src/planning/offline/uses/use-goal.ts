/**
 * A use of uses.yaml in a room: its goal (goals.yaml), with a faucet narrowed to the ones running
 * into the basin it is for; or what the room lacks for it, in words.
 */
import { typeNames, type Alternative, type Predicate, type Selector } from '../../../goals/index.js';
import { fitting, namedGoal, type NamedGoal } from '../intents.js';
import type { Knowledge } from '../knowledge-schema.js';
import type { Catalogue } from '../../../world/index.js';
import type { Use } from './uses-schema.js';

/** What the room offers a use. */
export interface UseRoom {
  readonly roomType: string;
  /** The types the room has or can make. */
  readonly usable: ReadonlySet<string>;
  /** The ids of the faucets running into a basin of this type (the scene's links); absent: unknown. */
  readonly faucetsFor?: ((basin: string) => readonly string[]) | undefined;
  /** The catalogue, to read what a request says beside a use ("on a plate": what goes on a plate). */
  readonly catalogue?: Catalogue | undefined;
}

export type UseFit = { readonly ok: true; readonly goal: NamedGoal } | { readonly ok: false; readonly missing: string };

/** Why a use does not fit, in words after its title: "which needs a StoveBurner: this Bathroom has none". */
export function whyNot(use: Use, fit: Extract<UseFit, { ok: false }>, roomType: string): string {
  if (use.unsupported !== undefined) return `which this world cannot do: ${use.unsupported}`;
  if (use.rooms !== undefined && !use.rooms.includes(roomType as never)) return `which is for a ${use.rooms.join(' or a ')}`;
  return `which needs ${fit.missing}: this ${roomType} has none`;
}


/** A list of types in words: "a Kettle or a Pot". */
const anyOf = (types: readonly string[]): string => types.map((t) => `a ${t}`).join(' or ');

/** The use's goal in this room, or what is missing for it. */
export function useGoal(use: Use, knowledge: Knowledge, room: UseRoom): UseFit {
  if (use.rooms !== undefined && !use.rooms.includes(room.roomType as never)) return { ok: false, missing: `it is for a ${use.rooms.join(' or a ')}` };
  if (use.unsupported !== undefined) return { ok: false, missing: use.unsupported };
  const missing = use.requires.filter((list) => !list.some((t) => room.usable.has(t))).map(anyOf);
  let goal = namedGoal(use.goal!, knowledge.goals);
  if (use.title !== undefined) goal = { ...goal, title: use.title };
  if (use.faucetFor !== undefined && room.faucetsFor !== undefined) {
    const ids = room.faucetsFor(use.faucetFor);
    if (ids.length === 0) missing.push(`a Faucet running into a ${use.faucetFor}`);
    else goal = { ...goal, alternatives: goal.alternatives.map((a) => faucetsOnly(a, ids)), ways: goal.ways.map((a) => faucetsOnly(a, ids)) };
  }
  const fits = fitting(goal, room.usable);
  if (fits === null) missing.push(...lacking(goal, room.usable));
  if (missing.length > 0 || fits === null) return { ok: false, missing: [...new Set(missing)].join('; ') };
  return { ok: true, goal: fits };
}

/**
 * The type lists of the goal's ways that the room has none of, the n-th of each way together
 * (a Kettle in one way, a Pot in the next: "a Kettle or a Pot").
 */
function lacking(goal: NamedGoal, usable: ReadonlySet<string>): string[] {
  const merged: string[][] = [];
  for (const way of goal.ways) {
    let n = 0;
    for (const p of way.all) {
      if ('none' in p) continue;
      const selector = 'exists' in p ? p.exists : p.count;
      for (const list of [selector.type, selector.in, selector.directlyIn]) {
        const names = typeNames(list).filter((name) => !name.includes('|'));
        if (names.length === 0 || names.some((name) => usable.has(name))) continue;
        merged[n] = [...new Set([...(merged[n] ?? []), ...names])];
        n++;
      }
    }
  }
  return merged.map(anyOf);
}

/** The alternative with every Faucet selector narrowed to these faucets. */
function faucetsOnly(alternative: Alternative, ids: readonly string[]): Alternative {
  const narrow = (s: Selector): Selector => (typeNames(s.type).includes('Faucet') ? { ...withoutType(s), id: [...ids] } : s);
  const all = alternative.all.map((p): Predicate => ('exists' in p ? { ...p, exists: narrow(p.exists) } : 'none' in p ? { ...p, none: narrow(p.none) } : { ...p, count: narrow(p.count) }));
  return { ...alternative, all };
}

function withoutType(selector: Selector): Selector {
  const { type: _type, ...rest } = selector;
  return rest;
}
