/**
 * Which uses a reading asks for in a room: those asked by name, else those that serve the most of
 * the needs said (a use named for this room type first: "cozy" in a bathroom is candle light). A
 * need the room cannot meet is said with what is missing; a need no use serves is no reading.
 */
import { goalTypeNames, type Alternative, type Selector } from '../../../goals/index.js';
import type { NamedGoal } from '../intents.js';
import type { Knowledge } from '../knowledge-schema.js';
import type { RequestReading } from '../understand/request-reader.js';
import { perPersonGoal, withSaid, withStateWords, type SaidOfUse } from './said-of-use.js';
import { neverDirty } from './never-dirty.js';
import { namedAmong } from './named-among.js';
import { useGoal, whyNot, type UseFit, type UseRoom } from './use-goal.js';
import type { Use } from './uses-schema.js';
import type { Catalogue } from '../../../world/index.js';

/**
 * A need said beside the request's point that this room cannot serve ("this report's due" beside
 * "need caffeine" in a kitchen with no laptop): left out, and said, never a veto of what can be done.
 */
export interface LeftOut {
  /** The words that said the need. */
  readonly words: string;
  /** What the need asks for ("a place to work"). */
  readonly asks: string;
  /** Why this room cannot give it: what is missing. */
  readonly why: string;
}

export type UsesChoice =
  | { readonly kind: 'goal'; readonly goal: NamedGoal; readonly uses: readonly Use[]; readonly words: readonly string[]; readonly leftOut: readonly LeftOut[] }
  | { readonly kind: 'tie'; readonly options: readonly NamedGoal[]; readonly words: readonly string[]; readonly leftOut: readonly LeftOut[] }
  /** `roomLacks`: the needs said are ones this room has nothing to meet (not a thing that can never be). */
  | { readonly kind: 'missing'; readonly reason: string; readonly roomLacks?: true }
  | { readonly kind: 'none' };

/**
 * The one use that stands in here for any of `uses` (uses.yaml `standsInFor`), with its goal: about
 * a thing the request names where `mustName` (a use asked for by name: "watch something on my
 * laptop"), else only where it is kept to a thing named (`ofNamed`). Undefined when none or several.
 */
function standInOf(uses: readonly Use[], reading: RequestReading, knowledge: Knowledge, room: UseRoom, mustName: boolean): { use: Use; goal: NamedGoal } | undefined {
  const named = new Set(reading.things.flatMap((t) => t.types));
  const found = knowledge.uses.uses.flatMap((use) => {
    if (!uses.some((u) => use.standsInFor.includes(u.id))) return [];
    if ((mustName || use.ofNamed) && !use.types.some((t) => named.has(t))) return [];
    const fit = useGoal(use, knowledge, room);
    return fit.ok ? [{ use, goal: fit.goal }] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

/** The most alternatives a goal made of several keeps (each way of one with each of the other). */
const MAX_COMBINED = 6;

export function chooseUses(reading: RequestReading, knowledge: Knowledge, room: UseRoom): UsesChoice {
  if (reading.asked.length > 0) {
    const goals: NamedGoal[] = [];
    const uses: Use[] = [];
    for (const asked of reading.asked) {
      const { words, said } = asked;
      const missed = useGoal(asked.use, knowledge, room);
      // "watch something on my laptop" where no television is: the use of the thing named that stands in for it.
      const standIn = missed.ok ? undefined : standInOf([asked.use], reading, knowledge, room, true);
      const use = standIn?.use ?? asked.use;
      if (uses.includes(use)) continue;
      const fit: UseFit = standIn === undefined ? missed : { ok: true, goal: standIn.goal };
      if (!fit.ok) return { kind: 'missing', reason: `'${words}' asks for ${titleOf(use, knowledge)}, ${whyNot(use, fit, room.roomType)}` };
      // What the clause says beside the use is part of the goal, or the reading would be weaker than the words.
      const goal = said === undefined || room.catalogue === undefined ? fit.goal : withSaid(fit.goal, withoutTools(said, use, fit.goal), room.catalogue, room.usable);
      if (typeof goal === 'string') return { kind: 'missing', reason: `'${words}' asks for ${titleOf(use, knowledge)}, but ${goal}` };
      // One of the things it offers named elsewhere in the request ("spilt my coffee, any kitchen roll?"): that one (named-among.ts).
      goals.push(namedAmong(goal, new Set(reading.things.flatMap((t) => t.types))));
      uses.push(use);
    }
    return { kind: 'goal', goal: allOf(goals), uses, words: reading.asked.map((a) => a.words), leftOut: [] };
  }
  if (reading.needs.length === 0) return { kind: 'none' };
  const never = room.catalogue === undefined ? undefined : neverDirty(reading, room.catalogue);
  if (never !== undefined) return { kind: 'missing', reason: never };
  const said = new Set(reading.needs.map((n) => n.need));
  const named = new Set(reading.things.flatMap((t) => t.types));
  const inNeed = typesInNeed(reading, knowledge);
  // A use for another room type is no candidate here (a bedroom's calm is not what a bathroom lacks), nor one
  // for a thing in need that is not named (`ofNamed`).
  const scored = knowledge.uses.uses
    .filter((use) => use.rooms === undefined || use.rooms.includes(room.roomType as never))
    .filter((use) => !use.ofNamed || use.types.some((t) => inNeed.has(t)))
    .map((use) => {
      const served = use.serves.filter((n) => said.has(n)).length;
      // A use of this room type alone (a relaxing bathroom) comes before one of several rooms or any; one for the very
      // thing said to be in need ("the coffee table is a tip") before both.
      const bonus = (use.rooms?.length === 1 && use.rooms[0] === room.roomType ? 0.5 : 0) + (use.ofNamed ? 1 : 0);
      const score = served === 0 ? 0 : served + (use.types.some((t) => named.has(t)) ? 1 : 0) + bonus;
      return { use, score, fit: served === 0 ? undefined : useGoal(use, knowledge, room) };
    })
    .filter((s) => s.score > 0);
  const needWords = [...new Set(reading.needs.map((n) => n.words))];
  // A use that does not fit here, with why ("a lamp on, which needs a DeskLamp…").
  const lacking = (s: (typeof scored)[number]): string => `${titleOf(s.use, knowledge)}, ${s.fit?.ok === false ? whyNot(s.use, s.fit, room.roomType) : ''}`;
  const fitting = scored.filter((s) => s.fit?.ok);
  const best = Math.max(...scored.map((s) => s.score));
  const bestFitting = Math.max(-1, ...fitting.map((s) => s.score));
  if (scored.length === 0) return { kind: 'none' };
  if (bestFitting < best) {
    // What serves the need best is not here: said so, with what is missing, and what could be done.
    const top = scored.filter((s) => s.score === best);
    // Unless a use says it stands in for it here (the ceiling light to read by where there is no lamp).
    const standIn = standInOf(top.map((s) => s.use), reading, knowledge, room, false);
    if (standIn !== undefined) return { kind: 'goal', goal: standIn.goal, uses: [standIn.use], words: needWords, leftOut: [] };
    const lacks = top.map(lacking);
    const could = fitting.map((s) => (s.fit as { goal: NamedGoal }).goal.title);
    const needs = [...said].map((n) => knowledge.uses.needs[n]!.says).join(' and ');
    const instead = could.length === 0 ? '' : `; this ${room.roomType} could give ${[...new Set(could)].join(', or ')}, if you ask for it`;
    return { kind: 'missing', reason: `for ${needs} (${needWords.map((w) => `'${w}'`).join(', ')}), ${lacks.join('; ')}${instead}`, roomLacks: true };
  }
  const tied = fitting.filter((s) => s.score === best);
  // Needs said apart that the best uses serve apart ("starving and gasping for a brew": a meal, a hot drink) are both
  // asked: the point is what serves the first of them, and the others are served beside it (below), not instead of it.
  const servesAll = (s: (typeof scored)[number]): boolean => needWords.every((w) => reading.needs.some((n) => n.words === w && s.use.serves.includes(n.need)));
  const firstServed = needWords.find((w) => tied.some((s) => reading.needs.some((n) => n.words === w && s.use.serves.includes(n.need))));
  const apart = !tied.some(servesAll) && tied.some((s) => !reading.needs.some((n) => n.words === firstServed && s.use.serves.includes(n.need))) && canJoin(tied.map((s) => (s.fit as { goal: NamedGoal }).goal));
  const top = apart ? tied.filter((s) => reading.needs.some((n) => n.words === firstServed && s.use.serves.includes(n.need))) : tied;
  const goalOf = (s: (typeof scored)[number]): NamedGoal | string => {
    const goal = (s.fit as { goal: NamedGoal }).goal;
    // A use for a thing named in need clears that place ("the coffee table is a tip"), or is of that thing alone ("the lamp is too bright").
    const ofIt = s.use.ofNamed && clearsPlaces(goal) ? placesNamed(goal, inNeed, reading) : ofThingsInNeed(atPlacesSaid(goal, reading), reading, knowledge);
    // One of the things it offers named beside the need ("spilt my coffee, any kitchen roll?"): that one (named-among.ts).
    return withStates(typeof ofIt === 'string' ? ofIt : namedAmong(ofIt, named), s.use, reading, room.catalogue);
  };
  const topGoals = top.map(goalOf);
  const unstated = topGoals.find((g): g is string => typeof g === 'string');
  if (unstated !== undefined) return { kind: 'missing', reason: unstated };
  // Every need read is served: one the best uses leave out is served beside them by what serves it best
  // here ("a bath ... set the mood": the bath and mood lighting). One this room cannot serve is not the
  // request's point (the best uses, which fit here, are): it is left out and said, and what can be done is
  // done ("this report's due at 5. Need caffeine": the coffee, the laptop a kitchen lacks said), when the person says
  // they want what the best uses serve. One the person says they want ("tired, need to relax" in a kitchen) is the
  // point: refused, saying what is missing.
  const extras: NamedGoal[][] = [];
  const extraUses: Use[] = [];
  const leftOut: LeftOut[] = [];
  // A word read as two needs is served by either ("grubby" of a mirror: the mirror clean, not a wash).
  const servedWords = new Set(reading.needs.filter((n) => top.some((s) => s.use.serves.includes(n.need))).map((n) => n.words));
  for (const said of needWords) {
    if (servedWords.has(said)) continue;
    // A word of several needs ("tired": waking or sleep) is served by any of them the room can give.
    const needs = reading.needs.filter((n) => n.words === said).map((n) => n.need);
    const serving = fitting.filter((s) => s.use.serves.some((n) => needs.includes(n)));
    if (serving.length === 0) {
      const lacks = scored.filter((s) => s.use.serves.some((n) => needs.includes(n))).map(lacking);
      const says = needs.map((n) => knowledge.uses.needs[n]!.says).join(' or ');
      // Wished for in words ("need to relax"), it is what the person asks: refused saying so, never coffee in place of rest.
      // Only beside a need the person says they want that the best uses serve ("Need caffeine") is the point plain enough
      // for another to be left out; else the request is refused as before ("bath time and I'm starving").
      // Beside leaving the room ("shattered, off to bed" in a bathroom), what it cannot give is had elsewhere: left out, and said.
      const leaving = top.some((s) => s.use.serves.includes('leave'));
      if (reading.needs.some((n) => n.words === said && n.wished === true) || (!leaving && !reading.needs.some((n) => n.wished === true && top.some((s) => s.use.serves.includes(n.need))))) {
        const served = [...new Set(top.map((s) => titleOf(s.use, knowledge)))].join(' or ');
        return { kind: 'missing', reason: `'${said}' asks for ${says} beside ${served}${lacks.length > 0 ? `, but ${lacks.join('; ')}` : ', and nothing here gives it'}` };
      }
      leftOut.push({ words: said, asks: says, why: lacks.length > 0 ? lacks.join('; ') : `nothing in this ${room.roomType} gives it` });
      continue;
    }
    const most = Math.max(...serving.map((s) => s.score));
    const chosen = serving.filter((s) => s.score === most);
    const goals = chosen.map(goalOf);
    const bad = goals.find((g): g is string => typeof g === 'string');
    if (bad !== undefined) return { kind: 'missing', reason: bad };
    extras.push(dedupe(goals as NamedGoal[]));
    extraUses.push(...chosen.map((s) => s.use));
  }
  // Said for several people ("me and my son ... keep our fluids up"): one each of what is handed over (people-counted.ts).
  const people = reading.perPerson;
  const catalogue = room.catalogue;
  const bases = dedupe(topGoals as NamedGoal[]).map((g) => (people === undefined || catalogue === undefined ? g : perPersonGoal(g, people, catalogue)));
  // A use and one served beside it that ask opposite things ("every light out" and "a lamp on") are no goal together.
  const goals = extras.reduce<NamedGoal[]>((acc, list) => acc.flatMap((g) => list.flatMap((e) => consistent(allOf([g, e])))), bases);
  if (goals.length === 0) return { kind: 'none' };
  const uses = [...top.map((s) => s.use), ...extraUses];
  const out = new Set(leftOut.map((l) => l.words));
  const words = [...needWords.filter((w) => !out.has(w)), ...reading.things.filter((t) => uses.some((u) => u.types.some((x) => t.types.includes(x)))).map((t) => t.words)];
  if (goals.length === 1) return { kind: 'goal', goal: goals[0]!, uses, words, leftOut };
  return { kind: 'tie', options: goals, words, leftOut };
}

/**
 * What a clause says beside a use without the things the use works with but whose goal does not
 * name ("the sink's full of dirty dishes": the sink is where the washing up is done, nothing to put
 * in the goal); a thing the goal names stays, to narrow it ("coffee in a clean mug").
 */
function withoutTools(said: SaidOfUse, use: Use, goal: NamedGoal): SaidOfUse {
  const inGoal = new Set(goalTypeNames(goal.alternatives));
  const tool = (t: { types: readonly string[] }): boolean => t.types.some((x) => use.types.includes(x)) && !t.types.some((x) => inGoal.has(x));
  return said.things.some(tool) ? { ...said, things: said.things.filter((t) => !tool(t)) } : said;
}

/**
 * Whether goals can be asked together without one undoing another: each only asks things to exist
 * (no "none": "nothing left on" undoes "the shower running"), and no two act on a type in common.
 */
function canJoin(goals: readonly NamedGoal[]): boolean {
  if (goals.some((g) => g.alternatives.some((a) => a.all.some((p) => !('exists' in p))))) return false;
  const types = goals.map((g) => new Set(goalTypeNames(g.alternatives)));
  return types.every((t, i) => types.every((u, j) => i === j || [...t].every((x) => !u.has(x))));
}

/** The states said of what serves a need ("something cold to drink") made conditions of what the use's goal makes. */
function withStates(goal: NamedGoal, use: Use, reading: RequestReading, catalogue?: Catalogue): NamedGoal | string {
  const said = reading.needs.filter((n) => use.serves.includes(n.need) && (n.states?.length ?? 0) > 0);
  if (said.length === 0) return goal;
  const result = withStateWords(goal, said.flatMap((n) => n.states!), catalogue);
  return typeof result === 'string' ? `${said.map((n) => `'${n.words}'`).join(', ')}: ${result}` : result;
}

/** A use in a few words: its title, else its goal's. */
export function titleOf(use: Use, knowledge: Knowledge): string {
  return use.title ?? (use.goal === undefined ? use.id : knowledge.goals.goals[use.goal]?.title ?? use.id);
}

/**
 * The goal with only its alternatives that ask nothing against themselves (`[]` when none is
 * left): one that asks a thing of some types in a state while asking that none of those types is
 * in it ("a lamp on" beside "no lamp, light or candle on") can never hold.
 */
function consistent(goal: NamedGoal): NamedGoal[] {
  const fine = (a: Alternative): boolean => !a.all.some((p) => 'exists' in p && a.all.some((q) => 'none' in q && excludes(q.none, p.exists)));
  const alternatives = goal.alternatives.filter(fine);
  if (alternatives.length === 0) return [];
  return [{ ...goal, alternatives, ways: goal.ways.filter(fine).length > 0 ? goal.ways.filter(fine) : alternatives }];
}

/** Whether `none` (only types and states) rules out every thing `exists` asks for. */
function excludes(none: Selector, exists: Selector): boolean {
  const keys = Object.keys(none).filter((k) => k !== 'type' && k !== 'is');
  if (keys.length > 0 || none.is === undefined || exists.type === undefined || none.type === undefined) return false;
  // The states asked of the thing, said as words or as the switch's flag (goals.yaml says both).
  const asked = [...(exists.is ?? []), ...(exists.isToggled === true ? ['on'] : exists.isToggled === false ? ['off'] : [])];
  const noneTypes = [none.type].flat();
  return asked.length > 0 && [exists.type].flat().every((t) => noneTypes.includes(t)) && none.is.every((w) => asked.includes(w));
}

/** Goals with the same conditions are one option (the same goal by two uses). */
function dedupe(goals: readonly NamedGoal[]): NamedGoal[] {
  const seen = new Set<string>();
  return goals.filter((g) => {
    const key = JSON.stringify(g.ways);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One goal that asks for every one of `goals`: each alternative of one with each of the others'. */
export function allOf(goals: readonly NamedGoal[]): NamedGoal {
  if (goals.length === 1) return goals[0]!;
  const cross = (lists: readonly (readonly Alternative[])[]): Alternative[] =>
    lists.reduce<Alternative[]>((acc, list) => acc.flatMap((a) => list.map((b) => ({ name: `${a.name} and ${b.name}`, all: [...a.all, ...b.all] }))).slice(0, MAX_COMBINED), [{ name: '', all: [] }]).map((a) => ({ ...a, name: a.name.replace(/^ and /, '') }));
  return {
    id: goals.map((g) => g.id).join('+'),
    title: goals.map((g) => g.title).join(', and '),
    description: goals.map((g) => g.description).join(' '),
    alternatives: cross(goals.map((g) => g.alternatives)),
    ways: cross(goals.map((g) => g.ways)),
  };
}

/** Goals any of which will do ("an apple or a potato"): every way of each, the first goal's first; a way said twice once. */
export function anyOf(goals: readonly NamedGoal[]): NamedGoal {
  if (goals.length === 1) return goals[0]!;
  const once = (list: readonly Alternative[]): Alternative[] => list.filter((a, i) => list.findIndex((b) => JSON.stringify(b.all) === JSON.stringify(a.all)) === i);
  return {
    id: goals.map((g) => g.id).join('|'),
    title: goals.map((g) => g.title).join(', or '),
    description: goals.map((g) => g.description).join(' Or: '),
    alternatives: once(goals.flatMap((g) => g.alternatives)),
    ways: once(goals.flatMap((g) => g.ways)),
  };
}

/**
 * A need said of things named ("those tomatoes are going off": a need's `of` types) is theirs: the
 * goal's conditions on several types are kept to the named ones, not met by another thing of the room;
 * a place asked for them is asked for each of them ("the fruit and veg going off": every one in the
 * fridge, not one).
 */
function ofThingsInNeed(goal: NamedGoal, reading: RequestReading, knowledge: Knowledge): NamedGoal {
  const named = typesInNeed(reading, knowledge);
  if (named.size === 0) return goal;
  // A goal of nothing so ("none on") is of the things named alone: the telly still on, not every light too.
  const noneOnly = (alternative: Alternative): Alternative => ({
    ...alternative,
    all: alternative.all.map((c) => {
      if (!('none' in c) || !Array.isArray(c.none.type)) return c;
      const kept = c.none.type.filter((t) => named.has(t));
      return kept.length === 0 ? c : { ...c, none: { ...c.none, type: kept.length === 1 ? kept[0]! : kept } };
    }),
  });
  const narrow = (alternative: Alternative): Alternative => alternative.all.every((c) => 'none' in c) ? noneOnly(alternative) : ({
    ...alternative,
    all: alternative.all.flatMap((c) => {
      if (!('exists' in c) || !Array.isArray(c.exists.type)) return [c];
      const kept = c.exists.type.filter((t) => named.has(t));
      if (kept.length === 0) return [c];
      const type = kept.length === 1 ? kept[0]! : kept;
      const each = c.exists.in === undefined ? [] : [{ none: { type, notIn: c.exists.in } }];
      return [{ ...c, exists: { ...c.exists, type } }, ...each];
    }),
  });
  return { ...goal, alternatives: goal.alternatives.map(narrow), ways: goal.ways.map(narrow) };
}

/**
 * A goal whose alternatives put a thing in different places, of which the request names some ("aching in this
 * armchair, it needs a bit of support": a cushion in the armchair, not on the sofa): only those alternatives.
 */
function atPlacesSaid(goal: NamedGoal, reading: RequestReading): NamedGoal {
  const named = new Set(reading.things.flatMap((t) => t.types));
  const places = (a: Alternative): string[] => a.all.flatMap((c) => ('exists' in c && c.exists.in !== undefined ? [c.exists.in].flat() : []));
  const at = (a: Alternative): boolean => places(a).some((p) => named.has(p));
  const alternatives = goal.alternatives.filter(at);
  if (alternatives.length === 0 || alternatives.length === goal.alternatives.length || goal.alternatives.some((a) => places(a).length === 0)) return goal;
  return { ...goal, alternatives, ways: goal.ways.filter(at).length > 0 ? goal.ways.filter(at) : alternatives };
}

/** The types named that a need said can only be of (its `of`): "the coffee table" of "the coffee table is a tip". */
function typesInNeed(reading: RequestReading, knowledge: Knowledge): Set<string> {
  const inNeed = new Set(reading.needs.flatMap((n) => knowledge.uses.needs[n.need]?.of ?? []));
  return new Set(reading.things.flatMap((t) => t.types).filter((t) => inNeed.has(t)));
}

/** Whether a goal only asks places to be clear of things (a surface cleared, not a bed made and cleared). */
function clearsPlaces(goal: NamedGoal): boolean {
  return goal.alternatives.some((a) => a.all.every((c) => 'none' in c && c.none.in !== undefined));
}

/** The goal of a use for a thing named in need (`ofNamed`) with its places kept to the thing named: that coffee table, not every table. */
function placesNamed(goal: NamedGoal, inNeed: ReadonlySet<string>, reading: RequestReading): NamedGoal {
  // A basin named is its tub or sink too: AI2-THOR names a basin as a part of its object ("Bathtub|…|BathtubBasin"), and
  // what lies in the bath may lie in either.
  const named = (t: string, all: readonly string[]): boolean => inNeed.has(t) || all.some((p) => p === `${t}Basin` && inNeed.has(p));
  const keep = (list: string | readonly string[] | undefined): string[] | undefined => (list === undefined ? undefined : [list].flat().filter((t, _, all) => named(t, all)));
  const narrow = (alternative: Alternative): Alternative => ({
    ...alternative,
    all: alternative.all.map((c) => ('none' in c && c.none.in !== undefined ? { ...c, none: { ...c.none, in: keep(c.none.in)! } } : c)),
  });
  const thing = reading.things.find((t) => t.types.some((x) => inNeed.has(x)))?.words;
  const title = thing === undefined ? goal.title : `the ${thing} cleared`;
  return { ...goal, title, alternatives: goal.alternatives.map(narrow), ways: goal.ways.map(narrow) };
}
