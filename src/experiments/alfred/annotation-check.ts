/**
 * Whether an annotation asks for something other than its task's goal. ALFRED's annotators wrote
 * what they saw in a video of the task, and some wrote another object ("a salt shaker" for the
 * PepperShaker), the opposite state ("turn off the lamp"), one object of a two-object task, no
 * slicing for a slice, or two things moved for one in the other. A planner that does what such an
 * instruction says misses the task's goal, and one that meets the goal did not do what it was
 * told; the task is left out of the suite with the rule that caught it (docs/alfred.md, "Left
 * out"). The words are read flat (word-scan.ts, words.yaml), never with the planner's parse.
 */
import type { Meaning, NamedObject, WordScan } from '../../planning/index.js';
import type { Catalogue } from '../../world/index.js';
import type { GoalTypes } from './task-goal.js';
import type { AlfredTaskType } from './trajectory.js';

/** A rule an annotation broke, and the reason in words (recorded with the task left out). */
export interface Contradiction {
  readonly rule: 'another-object' | 'opposite-state' | 'one-of-two' | 'no-slicing' | 'not-one-in-the-other' | 'no-state-change' | 'no-place' | 'which-lamp';
  readonly reason: string;
}

type Role = 'object' | 'movable' | 'receptacle' | 'lamp';

/** The goal's object by every type that names it: its own, and the whole one it is sliced from. */
const objectTypes = (types: GoalTypes): string[] => [types.object, ...(types.sliced === null ? [] : [types.sliced])];

/** The goal's objects by role; the object is named by its whole type too ("the tomato" for TomatoSliced). */
function roles(types: GoalTypes): { role: Role; type: string; also: readonly string[] }[] {
  const list: { role: Role; type: string; also: readonly string[] }[] = [{ role: 'object', type: types.object, also: objectTypes(types).slice(1) }];
  if (types.movable !== null) list.push({ role: 'movable', type: types.movable, also: [] });
  if (types.receptacle !== null) list.push({ role: 'receptacle', type: types.receptacle, also: [] });
  if (types.lamp !== null) list.push({ role: 'lamp', type: types.lamp, also: [] });
  return list;
}

const names = (object: NamedObject, types: readonly string[]): boolean => object.types.some((t) => types.includes(t));

/**
 * The first rule the annotation breaks, or null. Rules, in order:
 * - another-object: it names a thing to carry (a pickupable type of the catalogue) that is none
 *   of the goal's objects, nor a tool the task needs (a knife to slice with), and no word of it
 *   names the goal's object, or its movable receptacle ("a salt shaker" for the PepperShaker, "a
 *   mug" for the Bowl). Furniture is not held to it: people name it loosely (the island, the
 *   table), and a room without the furniture named has a stand-in;
 * - opposite-state: it asks to switch off, never on, and the goal is a light on;
 * - not-one-in-the-other: the object and the movable receptacle are named joined by "and"
 *   ("move the pot and spoon"): two things moved, not the object in the receptacle;
 * - one-of-two: the goal places two, and it names the object once, in the singular, with no count above one;
 * - no-slicing: the goal is a slice, and no word of it slices or names a slice;
 * - no-state-change: the goal is a thing cleaned, heated or cooled, and no word of it asks that
 *   ("Put the right soap in the trash can." for a cleaned SoapBar) nor names what does it (a
 *   sink, a microwave, a fridge): done as said, the goal is missed, and the run looks done;
 * - no-place: the goal puts the thing somewhere, and it names nowhere to put it: no receptacle
 *   besides the things moved and what changes their state ("prepare a potato in a pan and cut
 *   it" for the Pan on the DiningTable), nor a verb that says where (throwing away for a bin,
 *   refrigerating for a fridge). Any place named counts, loosely, as for furniture;
 * - which-lamp: the goal is one kind of lamp on, the room (`room`, the types of the task's start)
 *   has another kind of lamp too, and no word of it names the goal's kind alone ("under the lamp"
 *   with a DeskLamp and a FloorLamp): the other lamp does what was said and misses the goal.
 */
export function annotationContradiction(taskType: AlfredTaskType, types: GoalTypes, scan: WordScan, catalogue: Catalogue, room: ReadonlySet<string> = new Set()): Contradiction | null {
  const goal = roles(types);
  const info = (type: string) => catalogue.types.get(type);
  const tools = types.sliced === null ? [] : [...catalogue.types].filter(([, t]) => t.effects.sharpTool === true).map(([name]) => name);
  const allowed = [...goal.flatMap((r) => [r.type, ...r.also]), ...tools];
  const carried = (o: NamedObject) => o.types.some((t) => info(t)?.properties.includes('pickupable') ?? false);
  const foreign = scan.objects.filter((o) => carried(o) && !names(o, allowed));
  const unnamed = goal.filter((r) => (r.role === 'object' || r.role === 'movable') && !scan.objects.some((o) => names(o, [r.type, ...r.also])));
  if (foreign.length > 0 && unnamed.length > 0) {
    const said = [...new Set(foreign.map((o) => `'${o.words}'`))].join(', ');
    const missing = unnamed.map((r) => `the ${r.type}`).join(' or ');
    return { rule: 'another-object', reason: `it names ${said}, not the goal's, and no word of it names ${missing}` };
  }
  if (types.lamp !== null && scan.meanings.has('switchOff') && !scan.meanings.has('switchOn')) {
    return { rule: 'opposite-state', reason: `it asks to switch off; the goal is the ${types.lamp} on` };
  }
  if (types.movable !== null) {
    const joined = joinedByAnd(scan, types.object, types.movable);
    if (joined !== undefined) return { rule: 'not-one-in-the-other', reason: `it names '${joined}' as two things to move; the goal is the ${types.object} in the ${types.movable}` };
  }
  if (taskType === 'pick_two_obj_and_place') {
    const mentions = scan.objects.filter((o) => names(o, objectTypes(types)));
    const many = mentions.some((o) => o.plural || o.count === 'all' || (typeof o.count === 'number' && o.count > 1));
    if (mentions.length === 1 && !many) return { rule: 'one-of-two', reason: `it asks for one ${types.object} ('${mentions[0]!.words}'); the goal places two` };
  }
  if (types.sliced !== null && !scan.meanings.has('slice') && !scan.objects.some((o) => names(o, [types.object]) && !names(o, [types.sliced!]))) {
    return { rule: 'no-slicing', reason: `it says nothing of slicing; the goal is a ${types.object}` };
  }
  const changers = stateChangers(catalogue);
  const change = STATE_CHANGES[taskType];
  const doers = change === undefined ? [] : changers[change.meaning];
  if (change !== undefined && !change.words.some((m) => scan.meanings.has(m)) && !scan.objects.some((o) => names(o, doers))) {
    return { rule: 'no-state-change', reason: `it says nothing of ${change.doing} and names nothing that does it; the goal is a ${change.done} ${types.object}` };
  }
  if (types.receptacle !== null) {
    const moved = [...objectTypes(types), ...(types.movable === null ? [] : [types.movable])];
    const aside = [...moved, ...doers.filter((t) => t !== types.receptacle)];
    // "Throw away the roll", "refrigerate it": the verb says where when the goal is a bin, a fridge.
    const receptacle = types.receptacle;
    const saidByVerb =
      (scan.meanings.has('throwAway') && info(receptacle)?.effects.garbage === true) ||
      (['clean', 'heat', 'cool'] as const).some((m) => scan.meanings.has(m) && changers[m].includes(receptacle));
    // A phrase that may name a thing moved ("the cup": a Cup or a Mug) names no place.
    const place = saidByVerb || scan.objects.some((o) => !names(o, aside) && o.types.some((t) => info(t)?.properties.includes('receptacle') ?? false));
    if (!place) return { rule: 'no-place', reason: `it names nowhere to put it; the goal is the ${types.movable ?? types.object} in or on the ${types.receptacle}` };
  }
  if (types.lamp !== null) {
    const lamp = types.lamp;
    const others = LAMPS.filter((t) => t !== lamp && room.has(t));
    const alone = scan.objects.some((o) => o.types.includes(lamp) && !others.some((t) => o.types.includes(t)));
    if (others.length > 0 && !alone) return { rule: 'which-lamp', reason: `no word of it says which lamp; the goal is the ${lamp} on, and the room has a ${others.join(' and a ')} too` };
  }
  return null;
}

/** The lamps ALFRED's examine-in-light tasks switch on (their toggle_target). */
const LAMPS = ['DeskLamp', 'FloorLamp'];

/** The state each task type changes: the meanings that ask it, in words for the reason. */
const STATE_CHANGES: Partial<Record<AlfredTaskType, { meaning: 'clean' | 'heat' | 'cool'; words: readonly Meaning[]; doing: string; done: string }>> = {
  pick_clean_then_place_in_recep: { meaning: 'clean', words: ['clean'], doing: 'cleaning', done: 'cleaned' },
  // "Put cooked tomato in the fridge": a microwave cooks what it heats (heat task types say either).
  pick_heat_then_place_in_recep: { meaning: 'heat', words: ['heat', 'cook', 'boil'], doing: 'heating', done: 'heated' },
  pick_cool_then_place_in_recep: { meaning: 'cool', words: ['cool'], doing: 'cooling', done: 'cooled' },
};

/** The catalogue's types that change a thing so, by the change (their effects): a sink washes, a microwave or burner heats, a fridge cools. */
function stateChangers(catalogue: Catalogue): Record<'clean' | 'heat' | 'cool', string[]> {
  const found = { clean: [] as string[], heat: [] as string[], cool: [] as string[] };
  for (const [name, info] of catalogue.types) {
    const e = info.effects;
    if (e.washes !== undefined) found.clean.push(name, ...e.washes);
    if (e.heatsContents === true || e.heatsThrough !== undefined) found.heat.push(name);
    if (e.coolsContents === true) found.cool.push(name);
  }
  return found;
}

/** "the pot and spoon", "spoon and the pot": the two named with only "and" and an article or count between. */
function joinedByAnd(scan: WordScan, object: string, movable: string): string | undefined {
  const between = new Set(['and', 'a', 'an', 'the', 'some']);
  for (let i = 0; i + 1 < scan.objects.length; i++) {
    const first = scan.objects[i]!;
    const second = scan.objects[i + 1]!;
    const pair = (names(first, [object]) && names(second, [movable])) || (names(first, [movable]) && names(second, [object]));
    const gap = scan.words.slice(first.end, second.at);
    if (pair && gap.includes('and') && gap.every((w) => between.has(w))) return scan.words.slice(first.at, second.end).join(' ');
  }
  return undefined;
}
