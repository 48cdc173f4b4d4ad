/**
 * Whether an expanded TEACh task is possible in a floorplan: the floorplan has, or can make, the
 * objects each requirement wants (a slice from a sliceable object, as many as its pieces; a
 * cracked egg from an egg), each of a type that can take the states asked for (the catalogue's
 * properties: dirtyable, cookable, toggleable, openable, fillable; asked either way, as a clean
 * plate is of a dirtyable type), with what makes those states
 * there (something that heats for cooked, a coffee machine for coffee, a faucet for water), and
 * the heads of a relation can be put in or on its tail (the catalogue's receptacle lists,
 * SimObjType.cs's placement rules). Says why not, in words.
 */
import type { Catalogue, Scene } from '../../world/index.js';
import type { Selector } from '../suites/criteria.js';
import { conditionSelector, type TypeFacts } from './conditions.js';
import type { Expanded } from './expand.js';

/** The catalogue property a wanted `true` state needs. */
const NEEDS: Readonly<Partial<Record<keyof Selector, string>>> = {
  isDirty: 'dirtyable',
  isCooked: 'cookable',
  isToggled: 'toggleable',
  isOpen: 'openable',
  isFilledWithLiquid: 'canFillWithLiquid',
  isSliced: 'sliceable',
  isBroken: 'breakable',
  isUsedUp: 'canBeUsedUp',
  isPickedUp: 'pickupable',
};

/** How many objects of each type the floorplan has or can make. */
export function potentialCounts(scene: Scene, catalogue: Catalogue): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (type: string, n: number) => counts.set(type, (counts.get(type) ?? 0) + n);
  for (const o of scene.objects) {
    add(o.type, 1);
    const effects = catalogue.types.get(o.type)?.effects;
    if (effects?.sliceInto !== undefined) add(effects.sliceInto, effects.sliceCount ?? 1);
    if (effects?.breakInto !== undefined && effects.breakInto !== effects.sliceInto) add(effects.breakInto, 1);
  }
  return counts;
}

/** What the floorplan can do to objects: heat, brew coffee, run water. */
function abilities(scene: Scene, catalogue: Catalogue): { heats: boolean; liquids: Set<string> } {
  let heats = false;
  const liquids = new Set<string>();
  for (const o of scene.objects) {
    const effects = catalogue.types.get(o.type)?.effects;
    if (effects === undefined) continue;
    if (effects.heatsContents === true || (effects.heatsThrough?.length ?? 0) > 0) heats = true;
    if (effects.fillsContents !== undefined) liquids.add(effects.fillsContents);
    if ((effects.washes?.length ?? 0) > 0) liquids.add('water');
  }
  return { heats, liquids };
}

/** The types of `selector` that can take its states here. */
function capableTypes(selector: Selector & { type: string[] }, catalogue: Catalogue, can: ReturnType<typeof abilities>): string[] {
  return selector.type.filter((type) => {
    const properties = catalogue.types.get(type)?.properties ?? [];
    // A state asked for, either way, is about things that have it: "a clean potato slice" is no task.
    for (const [flag, property] of Object.entries(NEEDS)) if (typeof (selector as unknown as Record<string, unknown>)[flag] === 'boolean' && !properties.includes(property as never)) return false;
    if (selector.isCooked === true && !can.heats) return false;
    const liquid = selector.fillLiquid ?? selector.within?.fillLiquid;
    if (liquid !== undefined && !can.liquids.has(liquid)) return false;
    return true;
  });
}

/** Why the task is not possible in `scene`, or null when it is. */
export function whyImpossible(expanded: Expanded, scene: Scene, catalogue: Catalogue, facts: TypeFacts): string | null {
  const counts = potentialCounts(scene, catalogue);
  const can = abilities(scene, catalogue);
  const has = (types: readonly string[]) => types.reduce((n, t) => n + (counts.get(t) ?? 0), 0);
  const byKey = new Map(expanded.requirements.map((r) => [r.key, r]));
  const capable = new Map<string, string[]>();
  for (const r of expanded.requirements) {
    const selector = conditionSelector(r.conditions, facts);
    if (r.count === 'all') {
      const primary = conditionSelector(r.conditions, facts, [r.primary]).type;
      if (has(primary) === 0) return `${r.key}: no ${primary.join(' or ') || 'object of its kind'} here ('all' of none asks for nothing)`;
      const states = { ...selector, type: primary.filter((t) => (counts.get(t) ?? 0) > 0) };
      if (capableTypes(states, catalogue, can).length < states.type.length) return `${r.key}: some ${primary.join(' or ')} here cannot be made so`;
      capable.set(r.key, states.type);
      continue;
    }
    const types = capableTypes(selector, catalogue, can);
    const wanted = r.shareable ? 1 : r.count;
    if (has(types) < wanted) return `${r.key}: ${wanted} × ${selector.type.join(' or ') || '(no type of ours)'} as asked, and this floorplan has or can make ${has(types)}`;
    capable.set(r.key, types.filter((t) => (counts.get(t) ?? 0) > 0));
  }
  for (const relation of expanded.relations) {
    const tails = capable.get(relation.tail) ?? [];
    for (const head of relation.heads) {
      const heads = capable.get(head.key) ?? [];
      const fits = (type: string) => tails.some((tail) => catalogue.types.get(type)?.receptacles.includes(tail));
      const ok = head.count === 'all' ? heads.every(fits) : heads.some(fits);
      if (!ok) return `${head.key}: ${heads.join(' or ')} cannot be put in or on ${tails.join(' or ') || byKey.get(relation.tail)?.key}`;
    }
  }
  return null;
}
