/**
 * What a TEACh task's parameters stand for, read from where the definition uses them (TEACh's
 * files do not type them): a name in a type or class condition (`#0`, `#0Sliced`) is an object
 * parameter, a determiner is a count, a 1/0 condition value is a boolean, and one used only in
 * words is a word (`on`/`in`, `on`/`off`) that follows from the others. A parameter passed to
 * another task takes the role it has there.
 */
import { placePreposition } from '../../world/index.js';
import { isTaskComponent, type TaskDefinition } from './definition.js';
import type { Definitions } from './expand.js';
import { Untranslatable } from './untranslatable.js';

export type ParamRole =
  /** An object type or class; `suffixes` are what the definition appends (`Sliced`). */
  | { kind: 'object'; suffixes: string[] }
  | { kind: 'count' }
  | { kind: 'boolean' }
  | { kind: 'word' };

const TYPE_CONDITIONS = new Set(['objectType', 'simbotObjectClass', 'parentReceptacles']);

function tokenIn(text: string, index: number): { prefix: string; suffix: string } | null {
  const m = new RegExp(`^(.*)#${index}(?!\\d)(.*)$`).exec(text);
  return m === null ? null : { prefix: m[1]!, suffix: m[2]! };
}

/** The role of parameter `index` of `definition`. */
export function paramRole(definition: TaskDefinition, index: number, definitions: Definitions, depth = 0): ParamRole {
  const suffixes = new Set<string>();
  let count = false;
  let boolean = false;
  for (const component of Object.values(definition.components)) {
    if (tokenIn(component.determiner, index) !== null) count = true;
    if (isTaskComponent(component)) {
      const sub = definitions.get(component.task_name);
      component.task_params.forEach((param, j) => {
        const at = tokenIn(param, index);
        if (at === null || sub === undefined || depth > 8) return;
        const role = paramRole(sub, j, definitions, depth + 1);
        if (role.kind === 'object') for (const s of role.suffixes) suffixes.add(`${at.suffix}${s}`);
        else if (role.kind === 'count') count = true;
        else if (role.kind === 'boolean') boolean = true;
      });
      continue;
    }
    for (const [prop, value] of Object.entries(component.conditions)) {
      const at = typeof value === 'string' ? tokenIn(value, index) : null;
      if (at === null) continue;
      if (TYPE_CONDITIONS.has(prop)) suffixes.add(at.suffix);
      else boolean = true;
    }
  }
  for (const relation of definition.relations) if (relation.head_determiner_list.some((d) => tokenIn(d, index) !== null)) count = true;
  if (suffixes.size > 0) return { kind: 'object', suffixes: [...suffixes].sort() };
  if (count) return { kind: 'count' };
  if (boolean) return { kind: 'boolean' };
  return { kind: 'word' };
}

/**
 * The counts a count parameter takes: 1 and 2, and 0 (the component left out) where TEACh's own
 * comment calls it a "Number of" things, which a task may well have none of (a sandwich without
 * tomato).
 */
export function countValues(definition: TaskDefinition, index: number): number[] {
  const comment = definition.comments_task_params?.[`#${index}`] ?? '';
  return /^number of/i.test(comment.trim()) ? [0, 1, 2] : [1, 2];
}

/**
 * The value of a word parameter, from the others: `on`/`off` for the task's boolean parameter
 * (1/0), else the preposition (`on`/`in`) of the object parameter it stands before in `desc`.
 */
export function wordValue(definition: TaskDefinition, index: number, roles: readonly ParamRole[], values: readonly string[]): string {
  const booleanAt = roles.findIndex((r) => r.kind === 'boolean');
  if (booleanAt >= 0) return values[booleanAt] === '1' ? 'on' : 'off';
  const after = definition.desc.slice(definition.desc.indexOf(`#${index}`) + `#${index}`.length);
  for (const m of after.matchAll(/#(\d+)/g)) {
    const j = Number(m[1]);
    if (roles[j]?.kind === 'object') return placePreposition(values[j]!);
  }
  throw new Untranslatable(`parameter #${index} is used only in words, and nothing tells what it stands for`);
}

/** `RemoteControl` → `remote control`, `TVStand` → `TV stand`: a type name as words of a request. */
export function humanise(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((w) => (/^[A-Z]+$/.test(w) && w.length > 1 ? w : w.toLowerCase()))
    .join(' ');
}
