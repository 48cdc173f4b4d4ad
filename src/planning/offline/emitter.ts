/**
 * Writes a plan's calls in order while keeping the predicted state: it opens closed containers
 * an object must come out of (or go into) and closes each after the last call that uses it, shuts
 * an appliance that runs only closed before switching it on, switches off one that opens only off
 * before opening it (catalogue `mustBeClosedToTurnOn`, `mustBeOffToOpen`), and drops calls the
 * state already makes true.
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

/** A container the emitter opened, and the call after which it may be closed again. */
interface OpenedContainer {
  readonly id: string;
  /** The last call written so far that takes from or puts into it. */
  lastUse: PlanCall;
}

export class Emitter {
  readonly subtasks: EmittedSubtask[] = [];
  /** Containers this emitter opened and has not closed, in the order it opened them. */
  private readonly opened: OpenedContainer[] = [];
  /** The closing calls this emitter added (a later closing after the same call goes after them). */
  private readonly closings = new Set<PlanCall>();

  constructor(readonly state: PlanState) {}

  begin(text: string): void {
    this.subtasks.push({ text, calls: [] });
  }

  /**
   * Adds `call` (and the opening around it) to the current subtask. A container opened for a call
   * stays open while later calls still use it; `finish` closes it right after its last use.
   */
  emit(call: PlanCall): void {
    if (alreadyDone(call, this.state)) return;
    const used = this.state.containersUsedBy(call);
    const obj = this.state.firstOf(call.args[0] ?? { type: '' });
    if (call.skill === 'SwitchOn' && obj !== undefined && this.state.info(obj.type).effects.mustBeClosedToTurnOn && obj.flags.has('isOpen')) {
      this.forget(obj.id);
      this.push({ skill: 'CloseObject', args: [this.refTo(obj.id)] });
    }
    if ((call.skill === 'OpenObject' || call.skill === 'CloseObject') && obj !== undefined) this.switchOffToOpen(obj.id);
    // A step that closes a container itself takes over its closing.
    if (call.skill === 'CloseObject' && obj !== undefined) this.forget(obj.id);
    for (const id of this.toOpen(call)) {
      this.switchOffToOpen(id);
      this.push({ skill: 'OpenObject', args: [this.refTo(id)] });
      this.opened.push({ id, lastUse: call });
    }
    this.push(call);
    for (const container of this.opened) if (used.has(container.id)) container.lastUse = call;
  }

  /** Closes every container still open because of this emitter, each after its last use. */
  finish(): EmittedSubtask[] {
    for (const container of [...this.opened].reverse()) this.closeAfterLastUse(container);
    this.opened.length = 0;
    return this.subtasks.filter((s) => s.calls.length > 0);
  }

  private push(call: PlanCall): void {
    if (this.subtasks.length === 0) this.begin('Carry out the task.');
    this.subtasks[this.subtasks.length - 1]!.calls.push(call);
    this.state.apply(call);
  }

  private forget(id: string): void {
    const at = this.opened.findIndex((c) => c.id === id);
    if (at >= 0) this.opened.splice(at, 1);
  }

  /** Inserts the closing after the container's last use (and the closings already there: inner ones first). */
  private closeAfterLastUse({ id, lastUse }: OpenedContainer): void {
    if (this.state.isClosed(id)) return;
    const call: PlanCall = { skill: 'CloseObject', args: [this.refTo(id)] };
    const owner = this.subtasks.find((s) => s.calls.includes(lastUse));
    if (owner === undefined) return this.push(call);
    let at = owner.calls.indexOf(lastUse) + 1;
    while (at < owner.calls.length && this.closings.has(owner.calls[at]!)) at++;
    owner.calls.splice(at, 0, call);
    this.closings.add(call);
    this.state.apply(call);
  }

  private refTo(id: string): ObjectRef {
    return { type: this.state.get(id)?.type ?? id, id };
  }

  /** A running appliance that opens only when off (a Microwave) is switched off first. */
  private switchOffToOpen(id: string): void {
    const obj = this.state.get(id);
    if (obj !== undefined && this.state.info(obj.type).effects.mustBeOffToOpen && obj.flags.has('isToggled')) {
      this.push({ skill: 'SwitchOff', args: [this.refTo(id)] });
    }
  }

  /** Closed containers to open before the call, outermost first. */
  private toOpen(call: PlanCall): string[] {
    const ids: string[] = [];
    call.args.forEach((ref, i) => {
      const obj = this.state.firstOf(ref);
      if (obj === undefined) return;
      for (const a of this.state.closedAround(obj.id)) if (!ids.includes(a.id)) ids.push(a.id);
      if (call.skill === 'PutObject' && i === 1 && this.state.mustOpenToPut(obj.id) && !ids.includes(obj.id)) ids.push(obj.id);
    });
    return ids;
  }
}
