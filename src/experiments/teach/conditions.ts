/**
 * A TEACh component's conditions as a selector of our goal vocabulary (docs/goals.md). TEACh's
 * properties are AI2-THOR's object metadata (isDirty, isCooked, isToggled, isOpen,
 * isFilledWithLiquid, ...) and its own simulator properties (`simbot…`, computed in
 * alexa/teach src/teach/simulators/simulator_THOR.py): simbotIsCooked is cooked, simbotIsFilledWithCoffee
 * is filled with coffee, simbotIsBoiled is cooked in water — said here as cooked and lying in a
 * container filled with water, the end state boiling leaves (TEACh records that it happened).
 */
import type { Selector } from '../suites/criteria.js';
import type { ObjectClasses } from './object-classes.js';
import { typesOfClass } from './object-classes.js';
import { Untranslatable } from './untranslatable.js';

/** What the translation needs to know of our catalogue. */
export interface TypeFacts {
  /** Every type of the catalogue. */
  known: ReadonlySet<string>;
  /** The catalogue says the type is a receptacle. */
  isReceptacle(type: string): boolean;
  classes: ObjectClasses;
}

/** TEACh's boolean properties that are state flags of ours, by the name of our flag. */
const FLAGS: Readonly<Record<string, keyof Selector>> = {
  isDirty: 'isDirty',
  isCooked: 'isCooked',
  simbotIsCooked: 'isCooked',
  isToggled: 'isToggled',
  isOpen: 'isOpen',
  isFilledWithLiquid: 'isFilledWithLiquid',
  isSliced: 'isSliced',
  isBroken: 'isBroken',
  isUsedUp: 'isUsedUp',
  isPickedUp: 'isPickedUp',
};

/** TEACh's "filled with" properties, by the liquid. */
const LIQUIDS: Readonly<Record<string, string>> = { simbotIsFilledWithCoffee: 'coffee', simbotIsFilledWithWater: 'water' };

/** Boiled: cooked, and in a container of water (the end state of simbotIsBoiled). */
const BOILED: Selector = { isCooked: true, within: { isFilledWithLiquid: true, fillLiquid: 'water' } };

function bool(prop: string, value: string | number): boolean {
  if (value === 1 || value === 0) return value === 1;
  throw new Untranslatable(`condition ${prop}: ${value} is not 1 or 0`);
}

/** The types one type or class condition covers (an object type also covers Sink/SinkBasin alike). */
function typesOf(prop: string, value: string | number, facts: TypeFacts): string[] {
  if (typeof value !== 'string') throw new Untranslatable(`condition ${prop}: ${value} is not a type or class name`);
  return prop === 'objectType' ? typesOfClass(value, new Map(), facts.known) : typesOfClass(value, facts.classes, facts.known);
}

/**
 * The selector of all of `conditions`, or of only `only` of them. Its `type` lists our types the
 * type and class conditions leave (an empty list: none of ours).
 */
export function conditionSelector(conditions: Readonly<Record<string, string | number>>, facts: TypeFacts, only?: readonly string[]): Selector & { type: string[] } {
  let types: string[] | undefined;
  const selector: Selector = {};
  for (const [prop, value] of Object.entries(conditions)) {
    if (only !== undefined && !only.includes(prop)) continue;
    if (prop === 'objectType' || prop === 'simbotObjectClass') {
      const these = typesOf(prop, value, facts);
      types = types === undefined ? these : types.filter((t) => these.includes(t));
    } else if (prop === 'receptacle') {
      const wanted = bool(prop, value);
      types = (types ?? [...facts.known].sort()).filter((t) => facts.isReceptacle(t) === wanted);
    } else if (prop in FLAGS) {
      (selector as Record<string, unknown>)[FLAGS[prop]!] = bool(prop, value);
    } else if (prop in LIQUIDS) {
      if (!bool(prop, value)) throw new Untranslatable(`condition ${prop}: 0 (not filled with ${LIQUIDS[prop]}): our goals name the liquid an object holds, not one it lacks`);
      selector.fillLiquid = LIQUIDS[prop]!;
    } else if (prop === 'simbotIsBoiled') {
      if (!bool(prop, value)) throw new Untranslatable(`condition ${prop}: 0 (not boiled): our goals cannot say what did not happen`);
      Object.assign(selector, BOILED);
    } else if (prop === 'parentReceptacles') {
      selector.in = typesOf(prop, value, facts);
    } else {
      throw new Untranslatable(`condition ${prop}: no property of our goal vocabulary says it`);
    }
  }
  if (types === undefined) throw new Untranslatable('a component with no type or class condition');
  return { ...selector, type: types };
}

/**
 * Every object matching the primary condition meets each other condition (TEACh's `all`): one
 * `none` per condition, of the objects of the primary condition that break it.
 */
export function everyMeets(conditions: Readonly<Record<string, string | number>>, primary: string, facts: TypeFacts): Selector[] {
  const base = conditionSelector(conditions, facts, [primary]);
  const broken: Selector[] = [];
  for (const [prop, value] of Object.entries(conditions)) {
    if (prop === primary || prop === 'objectType' || prop === 'simbotObjectClass' || prop === 'receptacle') continue;
    if (prop in FLAGS) broken.push({ ...base, [FLAGS[prop]!]: !bool(prop, value) });
    else if (prop === 'parentReceptacles') broken.push({ ...base, notIn: typesOf(prop, value, facts) });
    else throw new Untranslatable(`'all' objects with ${prop}: our goals cannot say that no object lacks it`);
  }
  return broken;
}
