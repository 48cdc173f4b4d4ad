/**
 * Stated alternatives rest on the request (issue 41): every "Done when" alternative a model states
 * is checked against the request's words and the household reader's readings before any code. A
 * small model fills its goal with what is not a way of being done: a tool held ("Knife is held"
 * for an egg in the microwave), an appliance left open, closed or off ("the Toaster is off" for a
 * cake), something switched on that the request does not name ("the LightSwitch is on" for a lamp,
 * "the Toaster is on" for a drink), the prompt's own example ("a chilled apple" for a lettuce task), or a state that holds
 * already; the search then meets the trivial alternative and the run reports success with nothing
 * done. Such an alternative is dropped, with why, rather than searched for. And the combined
 * planner's goal: where the reader reads one, it is the plan's goal, and the model's other
 * alternatives give way to it.
 */
import { z } from 'zod';
import { adoptKnownGoals, Alternative, historiesOf, needsAvoided, selectorOf, typeFamily, typeNames as names, type Predicate, type StateWord } from '../goals/index.js';
import { againstReading, unaskedChanges } from './goal-states.js';

/** Why a stated alternative is not a way of being done. */
export const DroppedWhy = z.enum(['left-out', 'tool-held', 'appliance-state', 'switched-unnamed', 'prompt-example', 'not-the-request', 'changes-unnamed', 'against-the-reading', 'unasked-change', 'holds-at-start', 'not-the-reading']);
export type DroppedWhy = z.infer<typeof DroppedWhy>;

/** A stated alternative dropped before any code: which, why (typed), and why in words. */
export const DroppedAlternative = z.object({ alternative: Alternative, why: DroppedWhy, says: z.string() }).strict();
export type DroppedAlternative = z.infer<typeof DroppedAlternative>;

/** What the household reader finds in a request: the goals it reads it as, and the object types its words name. */
export interface RequestGrounds {
  readonly goals: readonly Alternative[];
  readonly named: readonly string[];
  /** Types no plan for the request may use: what it leaves out ("no eggs"; a lasting preference is flagged instead); absent: none. */
  readonly avoid?: readonly string[];
  /**
   * The changes the words ask things to go through (their verbs and modifiers: "heat" hot, "slice"
   * sliced, "rinse" clean); where the reader reads no goal, an alternative may put things through no
   * other (goal-states.ts). Absent: not known, and no alternative is held to it.
   */
  readonly asks?: readonly StateWord[];
}

/**
 * The goal examples the stage-2 prompts show (prompts/stage2-format-compact.md and -json.md say
 * "Put a chilled apple on the table"): a model that copies one has not read the request.
 * tests/planning/goal-grounds.test.ts holds the prompts to it.
 */
export const PROMPT_EXAMPLE_GOALS: readonly Alternative[] = [{ name: 'chilled apple', all: [{ exists: { type: 'Apple', in: 'DiningTable', is: ['cold'] } }] }];

/** A stated goal checked: the alternatives kept, and those dropped with why. */
export interface CheckedGoal {
  kept: Alternative[];
  dropped: DroppedAlternative[];
}

/** What the check needs besides the goal: the request's grounds and whether an alternative holds in the room before any step. */
export interface GroundsCheck {
  grounds: RequestGrounds;
  holdsAtStart(alternative: Alternative): boolean;
  /** Whether a type is a container one opens to put things in or take them out (a Fridge, a Drawer; not Blinds, whose open is the point). */
  container(type: string): boolean;
  /** Whether a type is switched on and off itself (a DeskLamp, a Television); absent: none is. */
  switchable?(type: string): boolean;
  /** The states a place gives whatever is in it by itself (a Fridge: cold); absent: none. */
  makes?(place: string): readonly StateWord[];
}

/**
 * A stated alternative that needs what the request leaves out is dropped; one of the reader's
 * goals is kept as it is; any other is dropped when it is the prompt's example, only a tool held or an appliance's open, closed or off
 * (about no object the request or the reader names), only something switched on while the request
 * names or reads other things, about no object the request or the reader names at all while they
 * name some (toast for "I'm thirsty"), when it asks a thing the opposite of what every reading asks of
 * it ("the LightSwitch on" for a request read as lights dimmed), when the reader reads no goal and it
 * puts a thing through a change no word of the request asks for ("a Cup filled" for "place the cup
 * next to the tomato"), or when it holds already while none of the reader's goals does (a
 * request the reader reads as done already is done: "already done").
 */
export function checkStatedGoal(stated: readonly Alternative[], check: GroundsCheck): CheckedGoal {
  const { goals } = check.grounds;
  const named = namedFamilies(check.grounds);
  const readerHolds = goals.some((g) => check.holdsAtStart(g));
  const kept: Alternative[] = [];
  const dropped: DroppedAlternative[] = [];
  const avoid = new Set(check.grounds.avoid ?? []);
  for (const alternative of stated) {
    const why = needsAvoided(alternative, avoid) ? 'left-out' : isReaderGoal(alternative, goals) ? undefined : dropReason(alternative, named, check, readerHolds);
    if (why === undefined) kept.push(alternative);
    else dropped.push({ alternative, why, says: sayDropped(alternative, why, goals, check.grounds.asks === undefined ? [] : unaskedChanges(alternative, check.grounds.asks, check.makes)) });
  }
  return { kept, dropped };
}

/**
 * The combined planner's goal where the reader reads one: the reader's alternatives the model
 * chose (by conditions, name or main object: goals/adopt-known.ts), or all of them when it chose
 * none; the model's other alternatives are dropped as not the reading.
 */
export function readerGoal(stated: readonly Alternative[], reader: readonly Alternative[]): CheckedGoal {
  const chosen: Alternative[] = [];
  const dropped: DroppedAlternative[] = [];
  for (const alternative of stated) {
    const taken = readerAlternative(alternative, reader);
    if (taken === undefined) dropped.push({ alternative, why: 'not-the-reading', says: sayDropped(alternative, 'not-the-reading', reader) });
    else if (!chosen.includes(taken)) chosen.push(taken);
  }
  return { kept: chosen.length > 0 ? chosen : [...reader], dropped };
}

/**
 * The words of a drop, for the person at the plan step and for the model asked again: `reader`,
 * the reader's goals (said for a drop against or other than the reading); `changes`, those no word asks for.
 */
export function sayDropped(alternative: Alternative, why: DroppedWhy, reader: readonly Alternative[] = [], changes: readonly string[] = []): string {
  const name = `'${alternative.name}'`;
  switch (why) {
    case 'left-out':
      return `${name} needs what the request leaves out`;
    case 'tool-held':
      return `${name} is only something held, which the request does not ask for`;
    case 'appliance-state':
      return `${name} only leaves something open, closed or off, which the request does not ask for`;
    case 'switched-unnamed':
      return `${name} only switches on something the request does not name`;
    case 'prompt-example':
      return `${name} is the prompt's own example, not the request`;
    case 'not-the-request':
      return `${name} is about nothing the request or its reading names, so it is another task`;
    case 'changes-unnamed':
      return `${name} changes only things the request does not name (what it asks of those it names holds already)`;
    case 'against-the-reading':
      return `${name} asks the opposite of what the request is read as${readAs(reader)}`;
    case 'unasked-change':
      return `${name} makes something ${changes.length === 0 ? 'change' : changes.join(', ')}, which no word of the request asks for`;
    case 'holds-at-start':
      return `${name} holds already: nothing would be done`;
    case 'not-the-reading':
      return `${name} is not the goal the household reader reads the request as${readAs(reader)}`;
  }
}

const readAs = (reader: readonly Alternative[]): string => (reader.length === 0 ? '' : ` (${reader.map((r) => r.name).join(', or ')})`);

/** The reader's alternative a stated one is: the same conditions, or named for it or about its main object; undefined when none. */
function readerAlternative(alternative: Alternative, reader: readonly Alternative[]): Alternative | undefined {
  const conditions = JSON.stringify(alternative.all);
  const same = reader.find((r) => JSON.stringify(r.all) === conditions);
  if (same !== undefined) return same;
  const adopted = adoptKnownGoals([alternative], reader)[0]!;
  return reader.includes(adopted) ? adopted : undefined;
}

function isReaderGoal(alternative: Alternative, reader: readonly Alternative[]): boolean {
  const conditions = JSON.stringify(alternative.all);
  return reader.some((r) => JSON.stringify(r.all) === conditions);
}

/** Why an alternative that is none of the reader's goals is not a way of being done; undefined when it may be. */
function dropReason(alternative: Alternative, named: ReadonlySet<string>, check: GroundsCheck, readerHolds: boolean): DroppedWhy | undefined {
  const { container } = check;
  // About an object the request or the reader names (where it must be is no object of its own).
  const aboutNamed = objectTypes(alternative).some((t) => named.has(typeFamily(t)));
  // Its conditions still to be made true; only the rules about named objects below ask.
  const toDo = aboutNamed ? stillToDo(alternative, check.holdsAtStart) : [];
  // What it asks of the named objects holds already, and what it would change is about others
  // ("the Egg in the Fridge" where it is, with the Bread chilled, for "sunny side up egg").
  if (aboutNamed && !readerHolds && changesOnlyUnnamed(toDo, named)) return 'changes-unnamed';
  if (!aboutNamed && PROMPT_EXAMPLE_GOALS.some((example) => copies(alternative, example))) return 'prompt-example';
  if (!aboutNamed) {
    const sides = alternative.all.map((p) => sideKind(p, container));
    if (sides.every((s) => s === 'held' || s === 'appliance')) return sides.includes('held') ? 'tool-held' : 'appliance-state';
    // Switching on is a way of being done only for what is asked about ("turn on the TV"); where the
    // words name nothing, there is nothing to hold it to ("it's too dark" with no reading).
    if (named.size > 0 && sides.every((s) => s === 'switched-on')) return 'switched-unnamed';
  }
  if (switchesInsteadOfNamed(alternative, named, check)) return 'switched-unnamed';
  const { goals, asks } = check.grounds;
  // Where the reader reads the request, only opening or closing containers it names is no way of
  // being done unless a reading asks that ("a Cabinet open, a Cabinet closed" for "empty the cabinets
  // and drawers"; "open the fridge" is read as the fridge open). What holds already is no change:
  // "a Drawer open, the ScrubBrush not held" for "put all scrub brush in one drawer" only opens.
  const openedOrClosed = (p: Predicate): boolean => sideKind(p, container) === 'appliance' && openOrClosedOnly(p);
  if (aboutNamed && goals.length > 0 && toDo.length > 0 && toDo.every(openedOrClosed) && !goals.some((g) => g.all.some(openedOrClosed))) return 'appliance-state';
  // Toast for "I'm thirsty": where the words or the reader name things, an alternative about none of them is another task.
  if (!aboutNamed && named.size > 0 && objectTypes(alternative).length > 0) return 'not-the-request';
  if (goals.length > 0 && againstReading(alternative, goals)) return 'against-the-reading';
  // With no reading the words are the whole request: a change they do not ask for is another task.
  if (goals.length === 0 && asks !== undefined && unaskedChanges(alternative, asks, check.makes).length > 0) return 'unasked-change';
  return !readerHolds && check.holdsAtStart(alternative) ? 'holds-at-start' : undefined;
}

/** The conditions of `alternative` that do not hold at the start, each judged alone. */
function stillToDo(alternative: Alternative, holdsAtStart: GroundsCheck['holdsAtStart']): Predicate[] {
  return alternative.all.filter((p) => !holdsAtStart({ name: alternative.name, all: [p] }));
}

/**
 * Whether every condition still to be made true (`toDo`) is about objects the request does not
 * name, while some is (an alternative that holds whole is `holds-at-start`).
 */
function changesOnlyUnnamed(toDo: readonly Predicate[], named: ReadonlySet<string>): boolean {
  return toDo.length > 0 && toDo.every((p) => names(selectorOf(p).type).every((t) => !named.has(typeFamily(t))));
}

/**
 * Where the request names a thing switched on and off (a lamp), an alternative that switches on
 * something else it does not name and says nothing of the named one ("a Book held and the
 * LightSwitch on" for "with a textbook, turn on a lamp") has put another switch in its place.
 */
function switchesInsteadOfNamed(alternative: Alternative, named: ReadonlySet<string>, check: Pick<GroundsCheck, 'container' | 'switchable'>): boolean {
  const switchable = check.switchable;
  if (switchable === undefined || ![...named].some(switchable)) return false;
  if (typesOf(alternative).some((t) => named.has(typeFamily(t)) && switchable(t))) return false;
  return alternative.all.some((p) => sideKind(p, check.container) === 'switched-on' && names(selectorOf(p).type).every((t) => !named.has(typeFamily(t))));
}

/** Whether the alternative is the example, by its name or by one of its conditions. */
function copies(alternative: Alternative, example: Alternative): boolean {
  if (key(alternative.name) === key(example.name)) return true;
  return example.all.some((e) => alternative.all.some((p) => sameCondition(p, e)));
}

function sameCondition(stated: Predicate, example: Predicate): boolean {
  const a = selectorOf(stated);
  const e = selectorOf(example);
  if (a === undefined || e === undefined || 'none' in stated !== 'none' in example) return false;
  const includes = (inner: readonly string[], outer: readonly string[]) => inner.every((x) => outer.includes(x));
  return includes(names(e.type), names(a.type)) && includes(names(e.in), names(a.in)) && includes(e.is ?? [], a.is ?? []);
}

/**
 * A condition that is no way of being done by itself: `held`, an object held and nothing else
 * asked of it; `appliance`, only off (or, as `none`, nothing on), or a container only open or
 * closed. `switched-on`: only on (or nothing off), a way of being done only for what the request
 * is about. Anything about where an object is, what it went through or another state is a
 * condition of its own, and so is opening what is opened for itself (Blinds).
 */
function sideKind(predicate: Predicate, container: (type: string) => boolean): 'held' | 'appliance' | 'switched-on' | undefined {
  const selector = selectorOf(predicate);
  if (selector === undefined) return undefined;
  const { type, is, isOpen, isToggled, isPickedUp, heldBy, ...rest } = selector;
  if (type === undefined || Object.values(rest).some((v) => v !== undefined)) return undefined;
  const states = new Set<string>(is ?? []);
  if (isOpen !== undefined) states.add(isOpen ? 'open' : 'closed');
  if (isToggled !== undefined) states.add(isToggled ? 'on' : 'off');
  if (isPickedUp === true || heldBy !== undefined) states.add('held');
  if (states.size === 0) return undefined;
  const containers = names(type).every(container);
  const side = (state: string, offState: string): boolean => state === offState || ((state === 'open' || state === 'closed') && containers);
  const all = (state: string): boolean => [...states].every((s) => s === state);
  if ('none' in predicate) return [...states].every((s) => side(s, 'on')) ? 'appliance' : all('off') ? 'switched-on' : undefined;
  if (all('held')) return 'held';
  return [...states].every((s) => side(s, 'off')) ? 'appliance' : all('on') ? 'switched-on' : undefined;
}

/** Whether a condition asks only that things be open or closed. */
function openOrClosedOnly(predicate: Predicate): boolean {
  const { is, isOpen, isToggled } = selectorOf(predicate);
  return isToggled === undefined && (isOpen !== undefined || (is ?? []).length > 0) && (is ?? []).every((w) => w === 'open' || w === 'closed');
}

/** The types of the objects an alternative's conditions are about. */
function objectTypes(alternative: Alternative): string[] {
  return alternative.all.flatMap((p) => names(selectorOf(p).type));
}

/** Every type an alternative's conditions name: the objects, and where they must be. */
function typesOf(alternative: Alternative): string[] {
  return alternative.all.flatMap((p) => {
    const s = selectorOf(p);
    return [...names(s.type), ...names(s.in), ...names(s.directlyIn), ...historiesOf(s.was).flatMap((h) => names(h.in))].filter((n) => !n.includes('|'));
  });
}

const key = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The types the request's words name, and those of the reader's goals, each as its family. */
function namedFamilies(grounds: RequestGrounds): Set<string> {
  return new Set([...grounds.named, ...grounds.goals.flatMap(typesOf)].map(typeFamily));
}
