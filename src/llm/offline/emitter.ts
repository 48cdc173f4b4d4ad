/**
 * Writes a plan's calls in order while keeping the predicted state: it opens closed containers
 * an object must come out of (or go into) and closes them once no later call needs them, shuts
 * an open heater before switching it on, and drops calls the state already makes true.
 */
import type { ObjectRef, PlanCall, PlanState } from './plan-state.js';

export interface EmittedSubtask {
  readonly text: string;
  readonly calls: PlanCall[];
}

/** Skills whose effect is a state the object may already have. */
function alreadyDone(call: PlanCall, state: PlanState): boolean {
  const [obj, target] = call.args.map((a) => state.firstOf(a));
  if (obj === undefined) return false;
  switch (call.skill) {
    case 'OpenObject':
      return state.has(obj.type, 'openable') && obj.flags.has('isOpen');
    case 'CloseObject':
      return state.has(obj.type, 'openable') && !obj.flags.has('isOpen');
    case 'SwitchOn':
      return obj.flags.has('isToggled');
    case 'SwitchOff':
      return !obj.flags.has('isToggled');
    case 'PutObject':
      return target !== undefined && obj.parent === target.id;
    case 'CleanObject':
      return state.has(obj.type, 'dirtyable') && !obj.flags.has('isDirty');
    default:
      return false;
  }
}

export class Emitter {
  readonly subtasks: EmittedSubtask[] = [];
  /** Containers this emitter opened, in the order it opened them. */
  private readonly opened: string[] = [];

  constructor(readonly state: PlanState) {}

  begin(text: string): void {
    this.subtasks.push({ text, calls: [] });
  }

  /** Adds `call` (and the opening/closing around it) to the current subtask. */
  emit(call: PlanCall): void {
    const touched = this.touched(call);
    for (const id of [...this.opened].reverse()) {
      if (!touched.has(id)) this.close(id);
    }
    if (alreadyDone(call, this.state)) return;
    const obj = this.state.firstOf(call.args[0] ?? { type: '' });
    if (call.skill === 'SwitchOn' && obj !== undefined && this.shutToRun(obj.type) && obj.flags.has('isOpen')) {
      this.push({ skill: 'CloseObject', args: [this.refTo(obj.id)] });
    }
    for (const id of this.toOpen(call)) {
      this.push({ skill: 'OpenObject', args: [this.refTo(id)] });
      this.opened.push(id);
    }
    this.push(call);
  }

  /** Closes every container still open because of this emitter. */
  finish(): EmittedSubtask[] {
    for (const id of [...this.opened].reverse()) this.close(id);
    return this.subtasks.filter((s) => s.calls.length > 0);
  }

  private push(call: PlanCall): void {
    if (this.subtasks.length === 0) this.begin('Carry out the task.');
    this.subtasks[this.subtasks.length - 1]!.calls.push(call);
    this.state.apply(call);
  }

  /** Closing belongs to the work that needed the container open: the last subtask with calls. */
  private close(id: string): void {
    this.opened.splice(this.opened.indexOf(id), 1);
    if (this.state.isClosed(id)) return;
    const call: PlanCall = { skill: 'CloseObject', args: [this.refTo(id)] };
    const owner = [...this.subtasks].reverse().find((s) => s.calls.length > 0);
    if (owner === undefined) return this.push(call);
    owner.calls.push(call);
    this.state.apply(call);
  }

  private refTo(id: string): ObjectRef {
    return { type: this.state.get(id)?.type ?? id, id };
  }

  /** An openable heater or brewer runs only while shut (docs: Microwave). */
  private shutToRun(type: string): boolean {
    const effects = this.state.info(type).effects as { heatsContents?: boolean; fillsContents?: unknown };
    return this.state.has(type, 'openable') && (effects.heatsContents === true || effects.fillsContents !== undefined);
  }

  /** Containers whose being open matters to the call: around each argument, and a put's target. */
  private touched(call: PlanCall): Set<string> {
    const ids = new Set<string>();
    call.args.forEach((ref, i) => {
      const obj = this.state.firstOf(ref);
      if (obj === undefined) return;
      for (const a of this.state.ancestors(obj.id)) ids.add(a.id);
      if (call.skill === 'PutObject' && i === 1) ids.add(obj.id);
    });
    return ids;
  }

  /** Closed containers to open before the call, outermost first. */
  private toOpen(call: PlanCall): string[] {
    const ids: string[] = [];
    call.args.forEach((ref, i) => {
      const obj = this.state.firstOf(ref);
      if (obj === undefined) return;
      for (const a of this.state.closedAround(obj.id)) if (!ids.includes(a.id)) ids.push(a.id);
      if (call.skill === 'PutObject' && i === 1 && this.state.isClosed(obj.id) && !ids.includes(obj.id)) ids.push(obj.id);
    });
    return ids;
  }
}
