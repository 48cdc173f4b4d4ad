/**
 * TEACh's task definitions (alexa/teach, `src/teach/meta_data_files/task_definitions/*.json`) as a
 * zod schema, and reading a folder of them with problems named by file, line and field. A
 * definition is a task with parameters `#0`, `#1`, ... (`task_nparams`), a request (`desc`), its
 * components (objects with conditions, or other tasks with their parameters) and relations
 * between components (`parentReceptacles`: one component's objects inside another's).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { InputError } from '../../errors.js';
import { displayPath, readJsonFile } from '../../world/index.js';

/** A determiner: `a`, `the`, `all`, a count (`2`), or a parameter standing for one (`#0`). */
const Determiner = z.string().min(1);

/** A component made of objects: those matching its primary condition, with conditions on their properties. */
export const ConditionComponent = z.object({
  determiner: Determiner,
  primary_condition: z.string().min(1),
  /** Whether other components may use the same object (a knife, the sink). */
  instance_shareable: z.boolean(),
  /** Property → wanted value: a type or class name, 1/0 for a boolean, or a parameter. */
  conditions: z.record(z.string().min(1), z.union([z.string(), z.number()])),
  condition_failure_descs: z.record(z.string(), z.string()).default({}),
});
export type ConditionComponent = z.infer<typeof ConditionComponent>;

/** A component that is another task of the definitions, with its parameters. */
export const TaskComponent = z.object({
  determiner: Determiner,
  task_name: z.string().min(1),
  task_params: z.array(z.string()),
});
export type TaskComponent = z.infer<typeof TaskComponent>;

export const Component = z.union([TaskComponent, ConditionComponent]);
export type Component = z.infer<typeof Component>;

/** Heads related to one tail by a property (`parentReceptacles`: the heads are inside the tail). */
export const Relation = z.object({
  property: z.string().min(1),
  tail_entity_list: z.array(z.string().min(1)).min(1),
  tail_determiner_list: z.array(Determiner).min(1),
  head_entity_list: z.array(z.string().min(1)).min(1),
  head_determiner_list: z.array(Determiner).min(1),
  failure_desc: z.string().default(''),
});
export type Relation = z.infer<typeof Relation>;

export const TaskDefinition = z
  .object({
    task_id: z.number().int(),
    task_name: z.string().min(1),
    task_nparams: z.number().int().nonnegative(),
    /** What each parameter stands for, in words (only some definitions say). */
    comments_task_params: z.record(z.string(), z.string()).optional(),
    task_anchor_object: z.string().nullable(),
    desc: z.string().min(1),
    components: z.record(z.string().min(1), Component),
    relations: z.array(Relation),
  })
  .superRefine((d, ctx) => {
    d.relations.forEach((relation, r) => {
      if (relation.head_entity_list.length !== relation.head_determiner_list.length)
        ctx.addIssue({ code: 'custom', path: ['relations', r, 'head_determiner_list'], message: 'needs one determiner per head entity' });
      for (const [field, names] of [['tail_entity_list', relation.tail_entity_list], ['head_entity_list', relation.head_entity_list]] as const)
        names.forEach((name, i) => {
          if (!(name in d.components)) ctx.addIssue({ code: 'custom', path: ['relations', r, field, i], message: `'${name}' is not a component of this task` });
        });
    });
  });
export type TaskDefinition = z.infer<typeof TaskDefinition>;

/** A definition and the file it was read from. */
export interface DefinitionFile {
  definition: TaskDefinition;
  /** The file's name (`101__toast.json`). */
  file: string;
}

const MAX_FILE_BYTES = 1024 * 1024;

/** Reads one definition file; a problem is an InputError naming the file, line and field. */
export function readTaskDefinition(path: string): TaskDefinition {
  return readJsonFile(path, TaskDefinition, 'the task definition', MAX_FILE_BYTES);
}

/**
 * Every `*.json` definition of a folder, in file-name order. Task names are unique, and every
 * task a component names is one of them.
 */
export function readTaskDefinitions(dir: string): DefinitionFile[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new InputError(`${dir}: not a folder of task definitions`, { file: dir });
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  if (files.length === 0) throw new InputError(`${dir}: holds no *.json task definitions`, { file: dir });
  const read = files.map((file) => ({ file, definition: readTaskDefinition(join(dir, file)) }));
  const byName = new Map<string, string>();
  for (const { file, definition } of read) {
    const other = byName.get(definition.task_name);
    if (other !== undefined) throw new InputError(`${displayPath(join(dir, file))}: task_name '${definition.task_name}' is also the name in ${other}`, { file: join(dir, file) });
    byName.set(definition.task_name, file);
  }
  for (const { file, definition } of read)
    for (const [key, component] of Object.entries(definition.components))
      if ('task_name' in component && !byName.has(component.task_name))
        throw new InputError(`${displayPath(join(dir, file))}: components.${key}.task_name: no definition is named '${component.task_name}'`, { file: join(dir, file) });
  return read;
}

/** A component that is a task of its own. */
export function isTaskComponent(component: Component): component is TaskComponent {
  return 'task_name' in component;
}
