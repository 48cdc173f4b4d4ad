/**
 * A stage-2 plan as text a person edits, and back: `Task: …`, numbered subtasks, `Needs: …`, and
 * the goal after `Done when:` in YAML (docs/goals.md). Used by "Edit the plan" in the approval
 * menu; the result is checked against the plan and goal schemas.
 */
import { parseDocument, stringify } from 'yaml';
import { InputError } from '../errors.js';
import { LIMITS, LimitExceededError } from '../limits.js';
import { MAX_ALIAS_COUNT } from '../world/index.js';
import { Goal } from '../goals/index.js';
import { TaskDecomposition } from '../planning/index.js';

const DONE_WHEN = /^done when\s*:\s*(.*)$/i;

/** The plan as editable text. */
export function formatPlanText(plan: TaskDecomposition): string {
  return [
    `Task: ${plan.taskDescription}`,
    ...plan.subtasks.map((s, i) => `${i + 1}. ${s}`),
    `Needs: ${plan.neededObjects.join(', ')}`,
    ...(plan.goal ? ['Done when:', stringify(plan.goal).trimEnd()] : []),
    '',
    '# Lines starting with # are ignored. Keep "Task:", one numbered line per subtask, and "Needs:".',
    '# "Done when:" is followed by the goal in YAML, to the end (docs/goals.md): any one alternative suffices.',
    '',
  ].join('\n');
}

/** Reads an edited plan; throws InputError naming the line at fault. */
export function parsePlanText(text: string): TaskDecomposition {
  // Bounded before it is read: a pasted file must not make the menu parse for minutes.
  const bytes = text.length * 3 <= LIMITS.planEditBytes ? text.length : Buffer.byteLength(text, 'utf8');
  if (bytes > LIMITS.planEditBytes) {
    throw new LimitExceededError(`the edited plan is ${bytes.toLocaleString('en')} bytes; the limit is ${LIMITS.planEditBytes.toLocaleString('en')} bytes (planEditBytes)`, 'planEditBytes', bytes, LIMITS.planEditBytes);
  }
  let task: string | undefined;
  let needs: string[] | undefined;
  let goal: Goal | undefined;
  const subtasks: string[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const done = DONE_WHEN.exec(line);
    if (done) {
      goal = parseGoalText([done[1]!, ...lines.slice(i + 1)].join('\n'), i + 1);
      break;
    }
    const field = /^(task|needs)\s*:\s*(.*)$/i.exec(line);
    const step = /^(?:\d+[.)]|[-*])\s+(.+)$/.exec(line);
    if (field?.[1]?.toLowerCase() === 'task') task = field[2]!.trim();
    else if (field) needs = field[2]!.split(',').map((t) => t.trim()).filter((t) => t !== '');
    else if (step) subtasks.push(step[1]!.trim());
    else throw new InputError(`line ${i + 1} of the edited plan: '${line.slice(0, 60)}' is not "Task: …", a numbered subtask, "Needs: …" or "Done when:"`, { line: i + 1 });
  }
  const parsed = TaskDecomposition.safeParse({ taskDescription: task ?? '', subtasks, neededObjects: needs ?? [], ...(goal ? { goal } : {}) });
  if (!parsed.success) {
    const what = task === undefined || task === '' ? 'a "Task:" line' : subtasks.length === 0 ? 'at least one numbered subtask' : 'a valid plan';
    throw new InputError(`the edited plan needs ${what}`);
  }
  return parsed.data;
}

/** The goal after `Done when:` (its first line is `line` of the edited text). */
function parseGoalText(yaml: string, line: number): Goal {
  const document = parseDocument(yaml);
  if (document.errors.length > 0) {
    const error = document.errors[0]!;
    throw new InputError(`line ${line + (error.linePos?.[0].line ?? 1) - 1} of the edited plan: the goal is not YAML (${error.message.split('\n')[0]})`, { line });
  }
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (cause) {
    // The yaml package throws a ReferenceError for "excessive alias count" (an alias bomb).
    if (!(cause instanceof ReferenceError)) throw cause;
    throw new InputError(`line ${line} of the edited plan: the goal's aliases expand too far (at most ${MAX_ALIAS_COUNT}); write the conditions out instead`, { line, cause });
  }
  const parsed = Goal.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(`the goal after "Done when:" (line ${line}) at ${issue.path.join('.') || 'its top'}: ${issue.message} (docs/goals.md)`, { line });
  }
  return parsed.data;
}
