/**
 * The request of a TEACh task instance: its `desc` with the parameters put in, type names as
 * words (`Put all remote control on any sofa.`). A desc that only announces a list ("Complete the
 * following tasks.") is followed by the list: each sub-task's own request, and what each
 * component and relation of the task itself wants, in its own failure descriptions.
 */
import { isTaskComponent, type TaskDefinition } from './definition.js';
import { determinerCount, substitute, type Definitions } from './expand.js';
import { humanise } from './params.js';

const ANNOUNCES_A_LIST = /\bfollowing\b/i;

/** The request, params put in (already values: words decided, counts as digits). */
export function requestText(definition: TaskDefinition, params: readonly string[], definitions: Definitions, depth = 0): string {
  const words = (text: string) => substitute(text, params, (v) => (/^[A-Z]/.test(v) ? humanise(v) : v));
  const desc = words(definition.desc);
  if (!ANNOUNCES_A_LIST.test(desc) || depth > 8) return desc;
  const parts = [desc];
  for (const component of Object.values(definition.components)) {
    if (determinerCount(component.determiner, params) === null) continue;
    if (isTaskComponent(component)) {
      const sub = definitions.get(component.task_name);
      if (sub !== undefined) parts.push(requestText(sub, component.task_params.map((p) => substitute(p, params)), definitions, depth + 1));
    } else {
      for (const [prop, text] of Object.entries(component.condition_failure_descs)) if (prop !== component.primary_condition) parts.push(words(text));
    }
  }
  for (const relation of definition.relations) if (relation.failure_desc !== '') parts.push(words(relation.failure_desc));
  return parts.join(' ');
}
