/**
 * An expanded TEACh task as a goal of our vocabulary, in one floorplan. Each requirement is a
 * condition (`exists`, `count … atLeast`; `all`: a `none` per condition, of the objects breaking
 * it); two requirements asking for the same objects, neither shareable, want that many distinct
 * objects together. A relation (`parentReceptacles`, AI2-THOR's parentReceptacles: what an
 * object lies in or on, anywhere up) puts the heads `within` a tail meeting the tail's own
 * conditions ("the toast needs to be on a clean plate"); with the tail determiner `the`, all
 * heads in one and the same tail object, which our goals say by naming it: one alternative per
 * object of the tail's types in the floorplan.
 */
import type { Alternative, Predicate, Selector } from '../suites/criteria.js';
import { conditionSelector, everyMeets, type TypeFacts } from './conditions.js';
import type { Count, Expanded, Requirement } from './expand.js';
import { Untranslatable } from './untranslatable.js';

/** At most this many alternatives (one per choice of `the` tail objects). */
const MAX_ALTERNATIVES = 16;

function wants(selector: Selector, count: number): Predicate {
  return count === 1 ? { exists: selector } : { count: selector, atLeast: count };
}

function headPredicates(head: Requirement, count: Count, inside: Selector, facts: TypeFacts, allInside: (base: Selector) => Selector): Predicate[] {
  if (count === 'all') return [{ none: allInside(conditionSelector(head.conditions, facts, [head.primary])) }];
  const selector = conditionSelector(head.conditions, facts);
  if (selector.within !== undefined) throw new Untranslatable(`${head.key} is both in water (boiled) and in a receptacle: a selector holds one receptacle`);
  return [wants({ ...selector, within: inside }, count)];
}

/** The goal of `expanded` in a floorplan whose objects are `objects` (id and type). */
export function teachGoal(expanded: Expanded, name: string, objects: readonly { id: string; type: string }[], facts: TypeFacts): Alternative[] {
  const byKey = new Map(expanded.requirements.map((r) => [r.key, r]));
  const requirement = (key: string) => byKey.get(key)!;
  // Components: the same objects wanted twice, neither shareable, are that many distinct objects.
  const wanted = new Map<string, { selector: Selector; count: number; shareable: boolean }>();
  const base: Predicate[] = [];
  for (const r of expanded.requirements) {
    if (r.count === 'all') {
      for (const broken of everyMeets(r.conditions, r.primary, facts)) base.push({ none: broken });
      continue;
    }
    const selector = conditionSelector(r.conditions, facts);
    const key = JSON.stringify(selector);
    const seen = wanted.get(key);
    if (seen === undefined) wanted.set(key, { selector, count: r.count, shareable: r.shareable });
    else seen.count = seen.shareable && r.shareable ? Math.max(seen.count, r.count) : seen.count + r.count;
  }
  for (const { selector, count } of wanted.values()) base.push(wants(selector, count));
  // Relations: heads within a tail of some object ('a'), or within one named tail object ('the').
  let alternatives: { name: string; all: Predicate[] }[] = [{ name, all: base }];
  for (const relation of expanded.relations) {
    if (relation.property !== 'parentReceptacles') throw new Untranslatable(`relation ${relation.property}: only parentReceptacles (inside) is a condition of ours`);
    const tail = requirement(relation.tail);
    const tailSelector = conditionSelector(tail.conditions, facts);
    if (relation.tailDeterminer === 'a') {
      const added = relation.heads.flatMap((h) => headPredicates(requirement(h.key), h.count, tailSelector, facts, (b) => ({ ...b, notIn: tailSelector.type })));
      alternatives = alternatives.map((a) => ({ ...a, all: [...a.all, ...added] }));
      continue;
    }
    const candidates = objects.filter((o) => tailSelector.type.includes(o.type)).map((o) => o.id);
    if (candidates.length === 0) throw new Untranslatable(`no ${tailSelector.type.join(' or ')} in the floorplan to hold the ${relation.heads.map((h) => h.key).join(', ')}`);
    if (alternatives.length * candidates.length > MAX_ALTERNATIVES) throw new Untranslatable(`more than ${MAX_ALTERNATIVES} ways to choose the receptacles`);
    alternatives = alternatives.flatMap((a) =>
      candidates.map((id) => {
        const inside = { ...tailSelector, id };
        const needsTail = relation.heads.some((h) => h.count === 'all');
        const added = relation.heads.flatMap((h) => headPredicates(requirement(h.key), h.count, inside, facts, (b) => ({ ...b, notIn: id })));
        return { name: `${a.name}, in ${id}`, all: [...a.all, ...(needsTail ? [{ exists: inside }] : []), ...added] };
      }),
    );
  }
  for (const a of alternatives) if (a.all.length === 0) throw new Untranslatable('no condition left to check');
  return alternatives;
}
