/**
 * One instance of a TEACh task, expanded: its parameters put in, every component that is a task
 * replaced by that task's own components (recursively, counts multiplied), so that what is left
 * is a flat list of object requirements and the relations between them. TEACh's semantics
 * (alexa/teach src/teach/dataset/task_THOR.py, check_episode_progress): a determiner `0` leaves a
 * component out, `a` wants one object, `N` wants N distinct objects (per instance of the task
 * holding it, unless the component is `instance_shareable`), `all` wants every object matching the
 * primary condition to meet the others; a relation's head stands for its task's anchor object.
 */
import { isTaskComponent, type TaskDefinition } from './definition.js';
import { Untranslatable } from './untranslatable.js';

/** How many objects: a number, or every object matching the primary condition. */
export type Count = number | 'all';

/** Objects one component wants. */
export interface Requirement {
  /** The component's path (`toast/toast`: the toast component of the Toast task of `toast`). */
  key: string;
  primary: string;
  /** Property → wanted value, parameters put in (a number where TEACh reads one). */
  conditions: Readonly<Record<string, string | number>>;
  count: Count;
  shareable: boolean;
}

/** Heads inside one tail (`parentReceptacles`), from a relation of some task. */
export interface FlatRelation {
  property: string;
  /** The tail requirement's key. */
  tail: string;
  /** `a`: each head in some tail object; `the`: all heads in one and the same tail object. */
  tailDeterminer: 'a' | 'the';
  heads: { key: string; count: Count }[];
}

export interface Expanded {
  requirements: Requirement[];
  relations: FlatRelation[];
  /** The requirement a relation naming this task means (its anchor object); null when it has none. */
  anchor: string | null;
}

/** Definitions by task name. */
export type Definitions = ReadonlyMap<string, TaskDefinition>;

/** `#3` → the parameter's value, in any string (`#0Sliced` → `AppleSliced`). */
export function substitute(text: string, params: readonly string[], render: (value: string) => string = (v) => v): string {
  return text.replace(/#(\d+)/g, (whole, index: string) => {
    const value = params[Number(index)];
    if (value === undefined) throw new Untranslatable(`'${whole}' has no value (the task was given ${params.length} parameters)`);
    return render(value);
  });
}

/** A condition's value with parameters put in: a string of digits becomes a number, as TEACh reads it. */
function conditionValue(value: string | number, params: readonly string[]): string | number {
  if (typeof value === 'number') return value;
  const text = substitute(value, params);
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** A determiner with parameters put in: `a`/`the` → 1, `all`, a count, or null for `0` (left out). */
export function determinerCount(determiner: string, params: readonly string[]): Count | null {
  const text = substitute(determiner, params);
  if (text === 'a' || text === 'the') return 1;
  if (text === 'all') return 'all';
  if (/^\d+$/.test(text)) return Number(text) === 0 ? null : Number(text);
  throw new Untranslatable(`determiner '${text}' is none of a, the, all or a count`);
}

function times(count: Count, n: number): Count {
  return count === 'all' ? 'all' : count * n;
}

/** Expands `definition` with `params`; `multiplier` instances of it are wanted. */
export function expandTask(definition: TaskDefinition, params: readonly string[], definitions: Definitions, prefix = '', multiplier = 1, depth = 0): Expanded {
  if (depth > 8) throw new Untranslatable(`tasks nest deeper than 8 (${definition.task_name})`);
  if (params.length !== definition.task_nparams) throw new Untranslatable(`${definition.task_name} takes ${definition.task_nparams} parameters, given ${params.length}`);
  const requirements: Requirement[] = [];
  const relations: FlatRelation[] = [];
  /** Component name → the requirement standing for it; absent when left out (`0`). */
  const standsFor = new Map<string, string | null>();
  // Component names hold parameters too (`#1` of N Slices Of X In Y): relations and the anchor name them alike.
  for (const [raw, component] of Object.entries(definition.components)) {
    const name = substitute(raw, params);
    const count = determinerCount(component.determiner, params);
    if (count === null) continue;
    const key = `${prefix}${name}`;
    if (isTaskComponent(component)) {
      if (count === 'all') throw new Untranslatable(`'all' of a task (${component.task_name}) is not defined, in TEACh either`);
      const sub = definitions.get(component.task_name);
      if (sub === undefined) throw new Untranslatable(`no definition is named '${component.task_name}'`);
      const inner = expandTask(sub, component.task_params.map((p) => substitute(p, params)), definitions, `${key}/`, multiplier * count, depth + 1);
      requirements.push(...inner.requirements);
      relations.push(...inner.relations);
      standsFor.set(name, inner.anchor ?? soleObject(inner));
    } else {
      const conditions = Object.fromEntries(Object.entries(component.conditions).map(([prop, value]) => [prop, conditionValue(value, params)]));
      requirements.push({ key, primary: component.primary_condition, conditions, count: component.instance_shareable ? count : times(count, multiplier), shareable: component.instance_shareable });
      standsFor.set(name, key);
    }
  }
  for (const relation of definition.relations) {
    if (relation.tail_entity_list.length > 1) throw new Untranslatable(`a relation with ${relation.tail_entity_list.length} tails (TEACh checks one)`);
    const tailName = substitute(relation.tail_entity_list[0]!, params);
    const tail = standsFor.get(tailName);
    if (tail === undefined) continue;
    if (tail === null) throw new Untranslatable(`the relation's tail '${tailName}' is a task with no anchor object`);
    const tailDeterminer = substitute(relation.tail_determiner_list[0]!, params);
    if (tailDeterminer !== 'a' && tailDeterminer !== 'the') throw new Untranslatable(`tail determiner '${tailDeterminer}' (TEACh checks a and the)`);
    if (tailDeterminer === 'the' && multiplier > 1)
      throw new Untranslatable(`${multiplier} × ${definition.task_name}, each with its own ${relation.tail_entity_list[0]}: our goals cannot give each instance a receptacle of its own`);
    const heads: FlatRelation['heads'] = [];
    relation.head_entity_list.forEach((head, i) => {
      const count = determinerCount(relation.head_determiner_list[i]!, params);
      const key = standsFor.get(substitute(head, params));
      if (count === null || key === undefined) return;
      if (key === null) throw new Untranslatable(`the relation's head '${head}' is a task with no anchor object`);
      heads.push({ key, count: times(count, multiplier) });
    });
    if (heads.length > 0) relations.push({ property: relation.property, tail, tailDeterminer, heads });
  }
  const anchorName = definition.task_anchor_object === null ? null : substitute(definition.task_anchor_object, params);
  const anchor = anchorName === null ? null : (standsFor.get(anchorName) ?? null);
  return { requirements, relations, anchor };
}

/** A task without an anchor stands for its one requirement that is not shared, if it has exactly one. */
function soleObject(expanded: Expanded): string | null {
  const own = expanded.requirements.filter((r) => !r.shareable);
  return own.length === 1 ? own[0]!.key : null;
}
