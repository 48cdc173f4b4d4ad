/**
 * The readings of a command whose words name several kinds of thing the room has ("a chair" in a
 * room with a Chair and an ArmChair, "the lamp" beside a DeskLamp and a FloorLamp): one goal per
 * choice, so the person can be asked which one is meant instead of the planner picking for them.
 * The goal as stated (any of them) stays what is planned when nobody is asked.
 */
import { historiesOf, selectorOf, type Alternative, type Predicate, type Selector } from '../../../goals/index.js';
import { typeWords } from '../text.js';

/** One reading: the types it settles on, in the order they were open, and the narrowed goal. */
export interface Reading {
  /** "the ArmChair", "the Cup and the DiningTable". */
  readonly label: string;
  readonly types: readonly string[];
  readonly goal: Alternative;
}

/** At most this many readings are offered; a command open more ways than that is planned as stated. */
export const MAX_READINGS = 6;

type Field = 'type' | 'in' | 'directlyIn' | 'notIn';
/** "Put all the pens on any dresser" leaves open where (`notIn` of its `none`) as much as "put a pen on a dresser" does (`in`). */
const FIELDS: readonly Field[] = ['type', 'in', 'directlyIn', 'notIn'];

/** The lists of types the goal leaves open (each list once, in order of appearance). */
function openLists(goal: Alternative): string[][] {
  const open: string[][] = [];
  const visit = (s: Selector | undefined, fields: readonly Field[] = FIELDS): void => {
    if (s === undefined) return;
    for (const field of fields) {
      const value = s[field];
      if (Array.isArray(value) && value.length > 1 && !open.some((l) => l.join() === value.join())) open.push([...value]);
    }
    for (const { in: places } of historiesOf(s.was)) if (Array.isArray(places) && places.length > 1 && !open.some((l) => l.join() === places.join())) open.push([...places]);
    visit(s.within);
  };
  // Of "none left that is not so", only where it must be is a choice: "all the lamps" are every kind of lamp.
  // Of something that is somewhere, `notIn` is every place it must be out of ("off the tub": off the rim and the basin), no choice.
  for (const p of goal.all) visit(selectorOf(p), 'none' in p ? ['notIn'] : FIELDS.filter((f) => f !== 'notIn'));
  return open;
}

/** `s` with every list in `choice` (by its joined key) replaced by the one type chosen. */
function narrow(s: Selector, choice: ReadonlyMap<string, string>): Selector {
  const pick = <T>(value: T): T => (Array.isArray(value) && choice.has(value.join()) ? ([choice.get(value.join())!] as T) : value);
  const out: Selector = { ...s };
  for (const field of FIELDS) if (out[field] !== undefined) out[field] = pick(out[field]);
  if (s.was !== undefined) out.was = Array.isArray(s.was) ? s.was.map((h) => ({ ...h, in: pick(h.in) })) : { ...s.was, in: pick(s.was.in) };
  if (s.within !== undefined) out.within = narrow(s.within, choice);
  return out;
}

/** A `none` selector with only where it must be narrowed. */
function narrowPlace(s: Selector, choice: ReadonlyMap<string, string>): Selector {
  const notIn = s.notIn;
  return Array.isArray(notIn) && choice.has(notIn.join()) ? { ...s, notIn: [choice.get(notIn.join())!] } : s;
}

/**
 * The readings of `goal`, one per combination of the types it leaves open; none when it leaves
 * nothing open, or more than MAX_READINGS combinations.
 */
export function readingsOf(goal: Alternative): Reading[] {
  const open = openLists(goal);
  if (open.length === 0) return [];
  let combos: string[][] = [[]];
  for (const list of open) combos = combos.flatMap((c) => list.map((t) => [...c, t]));
  if (combos.length > MAX_READINGS) return [];
  return combos.map((types) => {
    const choice = new Map(open.map((list, i) => [list.join(), types[i]!] as const));
    const all = goal.all.map((p): Predicate => ('exists' in p ? { ...p, exists: narrow(p.exists, choice) } : 'count' in p ? { ...p, count: narrow(p.count, choice) } : { ...p, none: narrowPlace(p.none, choice) }));
    return { label: types.map((t) => `the ${t}`).join(' and '), types, goal: { ...goal, all } };
  });
}

/**
 * The reading an answer picks: the one whose types the answer names most (by the type's name,
 * "armchair", or its words, "arm chair"), when exactly one does; the answer may also be a label.
 */
export function readingAnswered(readings: readonly Reading[], answer: string): Reading | undefined {
  const exact = readings.find((r) => r.label.toLowerCase() === answer.trim().toLowerCase());
  if (exact !== undefined) return exact;
  // The longest names first, each taking its words: "butter knife" names the ButterKnife, not the Knife.
  let said = ` ${answer.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
  const names = [...new Set(readings.flatMap((r) => r.types))].flatMap((type) => [type.toLowerCase(), typeWords(type).join(' ')].map((name) => ({ type, name })));
  const named = new Set<string>();
  for (const { type, name } of names.sort((a, b) => b.name.length - a.name.length)) {
    if (!said.includes(` ${name} `)) continue;
    named.add(type);
    said = said.replace(` ${name} `, ' | ');
  }
  const score = (r: Reading): number => r.types.filter((t) => named.has(t)).length;
  const best = Math.max(...readings.map(score));
  if (best === 0) return undefined;
  const top = readings.filter((r) => score(r) === best);
  return top.length === 1 ? top[0] : undefined;
}
