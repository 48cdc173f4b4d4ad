/**
 * A planned program as skill code: one `# SubTask n:` per run of calls serving one purpose, each
 * object written as its type when the start state has one of that type in play (or when the plan
 * made it: a slice), else by its id, so the code acts on the objects the simulator planned with.
 */
import type { StateResult } from '../../../bridge/index.js';
import type { Program, Statement } from '../../../code/index.js';
import { skillCallOf, type PlannedCall } from './call-steps.js';

/** The subtasks of a program: consecutive calls with one purpose. */
export function subtasksOf(calls: readonly PlannedCall[]): { text: string; calls: PlannedCall[] }[] {
  const subtasks: { text: string; calls: PlannedCall[] }[] = [];
  for (const call of calls) {
    const last = subtasks.at(-1);
    if (last !== undefined && last.text === call.purpose) last.calls.push(call);
    else subtasks.push({ text: call.purpose, calls: [call] });
  }
  return subtasks;
}

/**
 * How an object id is written in the code: its type when the start has one object of that type;
 * a part the plan makes (a slice) by its type when the plan uses one of its type, else by its id
 * (two slices put on a plate are two objects); else the id.
 */
export function nameIn(start: StateResult, id: string, used: readonly string[] = []): string {
  const object = start.objects.find((o) => o.objectId === id);
  if (object === undefined) {
    const type = typeOfId(id);
    return used.filter((u) => !start.objects.some((o) => o.objectId === u) && typeOfId(u) === type).length > 1 ? id : type;
  }
  const sameType = start.objects.filter((o) => o.objectType === object.objectType);
  return sameType.length === 1 ? object.objectType : id;
}

/** The type of an id the start state does not have (a slice: `Apple|…|AppleSliced_0` → AppleSliced). */
function typeOfId(id: string): string {
  const last = id.split('|').at(-1) ?? id;
  return last.replace(/_\d+$/, '');
}

/** The program: one function named `name`, called at the end. */
export function programOf(name: string, calls: readonly PlannedCall[], start: StateResult, byId = false): Program {
  const used = [...new Set(calls.flatMap((c) => c.args))];
  const body: Statement[] = [];
  subtasksOf(calls).forEach((sub, i) => {
    body.push({ kind: 'comment', text: `SubTask ${i + 1}: ${sub.text}`, line: 0 });
    for (const call of sub.calls) body.push(skillCallOf({ skill: call.skill, args: call.args.map((a) => (byId && start.objects.some((o) => o.objectId === a) ? a : nameIn(start, a, used))) }));
  });
  return { functions: [{ name, line: 0, body }], calls: [{ name, line: 0, column: 0 }] };
}
