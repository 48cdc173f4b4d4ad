/**
 * The request of a TEACh task instance: its `desc` with the parameters put in, type names as
 * words (`Put all remote control on any sofa.`). A desc that only announces a list ("Complete the
 * following tasks.") or leaves a parameter unsaid ("Make a salad.") is followed by the list: each
 * sub-task's own request (with how many are wanted), and what each component and relation of the
 * task itself wants, in its own failure descriptions.
 */
import { isTaskComponent, type TaskDefinition } from './definition.js';
import { determinerCount, substitute, type Definitions } from './expand.js';
import { humanise, paramRole } from './params.js';

const ANNOUNCES_A_LIST = /\bfollowing\b/i;

/**
 * Whether the desc leaves a parameter of the task unsaid ("Make a salad." of a salad of 2 lettuce
 * slices and a cooked potato slice): then the request alone cannot say which instance is wanted,
 * and what its parts want follows it, as TEACh's commander reads them in the task's progress.
 */
function leavesParametersUnsaid(definition: TaskDefinition, definitions: Definitions): boolean {
  const said = (i: number): boolean => new RegExp(`#${i}(?!\\d)`).test(definition.desc);
  // A 1/0 value is said by the word that follows from it ("Turn on all ..."): only objects and counts can be unsaid.
  return Array.from({ length: definition.task_nparams }, (_, i) => i).some((i) => !said(i) && ['object', 'count'].includes(paramRole(definition, i, definitions).kind));
}

/** A sub-task's request wanted `count` times: "Make a slice of lettuce." twice is "Make 2 slice(s) of lettuce.", as TEACh writes counts. */
function counted(request: string, count: number): string {
  if (count === 1) return request;
  const article = /\b(a|an) (\w+)/;
  return article.test(request) ? request.replace(article, `${count} $2(s)`) : `${request.replace(/[.!]$/, '')} (${count} times).`;
}

/** The desc with the params put in, type names as words: the request's first sentence, and its goal's name. */
export function descText(definition: TaskDefinition, params: readonly string[]): string {
  return substitute(definition.desc, params, (v) => (/^[A-Z]/.test(v) ? humanise(v) : v));
}

/** The request, params put in (already values: words decided, counts as digits). */
export function requestText(definition: TaskDefinition, params: readonly string[], definitions: Definitions, depth = 0): string {
  const words = (text: string) => substitute(text, params, (v) => (/^[A-Z]/.test(v) ? humanise(v) : v));
  const desc = descText(definition, params);
  if ((!ANNOUNCES_A_LIST.test(desc) && !leavesParametersUnsaid(definition, definitions)) || depth > 8) return desc;
  const parts = [desc];
  for (const component of Object.values(definition.components)) {
    const count = determinerCount(component.determiner, params);
    if (count === null) continue;
    if (isTaskComponent(component)) {
      const sub = definitions.get(component.task_name);
      if (sub !== undefined) parts.push(counted(requestText(sub, component.task_params.map((p) => substitute(p, params)), definitions, depth + 1), count === 'all' ? 1 : count));
    } else {
      for (const [prop, text] of Object.entries(component.condition_failure_descs)) if (prop !== component.primary_condition) parts.push(words(text));
    }
  }
  for (const relation of definition.relations) if (relation.failure_desc !== '') parts.push(words(relation.failure_desc));
  return parts.join(' ');
}
