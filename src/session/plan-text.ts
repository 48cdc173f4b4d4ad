/**
 * A stage-2 plan as text a person edits, and back: `Task: …`, numbered subtasks, `Needs: …`.
 * Used by "Edit the plan" in the approval menu; the result is checked against the plan schema.
 */
import { InputError } from '../errors.js';
import { TaskDecomposition } from '../planning/index.js';

/** The plan as editable text. */
export function formatPlanText(plan: TaskDecomposition): string {
  return [
    `Task: ${plan.taskDescription}`,
    ...plan.subtasks.map((s, i) => `${i + 1}. ${s}`),
    `Needs: ${plan.neededObjects.join(', ')}`,
    '',
    '# Lines starting with # are ignored. Keep "Task:", one numbered line per subtask, and "Needs:".',
    '',
  ].join('\n');
}

/** Reads an edited plan; throws InputError naming the line at fault. */
export function parsePlanText(text: string): TaskDecomposition {
  let task: string | undefined;
  let needs: string[] | undefined;
  const subtasks: string[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const field = /^(task|needs)\s*:\s*(.*)$/i.exec(line);
    const step = /^(?:\d+[.)]|[-*])\s+(.+)$/.exec(line);
    if (field?.[1]?.toLowerCase() === 'task') task = field[2]!.trim();
    else if (field) needs = field[2]!.split(',').map((t) => t.trim()).filter((t) => t !== '');
    else if (step) subtasks.push(step[1]!.trim());
    else throw new InputError(`line ${i + 1} of the edited plan: '${line.slice(0, 60)}' is not "Task: …", a numbered subtask or "Needs: …"`, { line: i + 1 });
  }
  const parsed = TaskDecomposition.safeParse({ taskDescription: task ?? '', subtasks, neededObjects: needs ?? [] });
  if (!parsed.success) {
    const what = task === undefined || task === '' ? 'a "Task:" line' : subtasks.length === 0 ? 'at least one numbered subtask' : 'a valid plan';
    throw new InputError(`the edited plan needs ${what}`);
  }
  return parsed.data;
}
