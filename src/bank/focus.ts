/**
 * Targeted augmentation (`bank build --focus FILE`): a failure list names the task types and rooms
 * where the small model fails on the development suites, one a line: a task type (`heat`,
 * `use:coffee`, `command:place`), a room type (`Kitchen`), or both (`heat@Kitchen`); `#` starts a
 * comment. Candidates that match come first and three times over, and are marked `augmented`.
 */
import { readFileSync } from 'node:fs';
import { InputError } from '../errors.js';
import type { Candidate } from './candidate.js';

const ROOMS = new Set(['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom']);

export interface FocusRule {
  taskType: string | null;
  roomType: string | null;
}

/** Parses a failure list; a line that names neither a task type nor a room is an error naming its line. */
export function parseFocus(text: string, file: string): FocusRule[] {
  const rules: FocusRule[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const [task, room] = line.includes('@') ? line.split('@').map((s) => s.trim()) : ROOMS.has(line) ? ['', line] : [line, ''];
    if (room !== undefined && room !== '' && !ROOMS.has(room)) throw new InputError(`${file}:${i + 1}: '${room}' is not a room type (Kitchen, LivingRoom, Bedroom, Bathroom)`, { file, line: i + 1 });
    if (!/^[\w:@-]*$/.test(task ?? '')) throw new InputError(`${file}:${i + 1}: '${task}' is not a task type such as heat, use:coffee or command:place`, { file, line: i + 1 });
    rules.push({ taskType: task === '' || task === undefined ? null : task, roomType: room === '' || room === undefined ? null : room });
  });
  return rules;
}

export function readFocus(file: string): FocusRule[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new InputError(`${file}: cannot be read (${(cause as NodeJS.ErrnoException).code ?? String(cause)})`, { file, cause });
  }
  return parseFocus(text, file);
}

/** Whether a candidate of a room of `roomType` is one a rule names (`heat` matches `command:heat`). */
export function focusMatcher(rules: readonly FocusRule[], roomType: string): (c: Candidate) => boolean {
  return (c) =>
    rules.some(
      (r) => (r.roomType === null || r.roomType === roomType) && (r.taskType === null || r.taskType === c.taskType || c.taskType.split(':')[1] === r.taskType),
    );
}
