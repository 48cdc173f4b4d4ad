/**
 * ALFRED's expert actions as skill code: each recorded interaction (already mapped to the ids of
 * the trajectory's start by the replay's planInteractions) becomes one call of our skill library
 * (skills/skills.yaml): PickupObject, PutObject, OpenObject, CloseObject, SwitchOn, SwitchOff, and
 * SliceObject with the knife in hand as its tool. Navigation is the skills' own GoToObject. The
 * calls are grouped under `# SubTask` comments by the expert's high-level PDDL step they belong to
 * (`low_actions[].high_idx`), each worded from its step ("Heat the Apple in the Microwave."), so
 * that reverse-plan.ts ties every subtask to its calls. Pure.
 */
import type { StepParams } from '../../bridge/index.js';
import { placePreposition } from '../../world/index.js';

/** One interaction to convert: its mapped step and the expert's high-level step it belongs to. */
export interface ExpertInteraction {
  step: StepParams;
  /** `low_actions[].high_idx`. */
  highIdx: number;
  /** `high_pddl[high_idx].planner_action.action` (HeatObject, PickupObject, ...). */
  highAction: string;
}

/** How arguments are named: by type where the start has one of the type (what a person writes), or always by id. */
export type Naming = 'types' | 'ids';

/** Our step action → the skill that carries it (skills.yaml), with the parameters it takes. */
const SKILL_OF: Readonly<Record<string, string>> = {
  PickupObject: 'PickupObject',
  PutObject: 'PutObject',
  OpenObject: 'OpenObject',
  CloseObject: 'CloseObject',
  SwitchOn: 'SwitchOn',
  SwitchOff: 'SwitchOff',
  SliceObject: 'SliceObject',
};

/** A slice's id (`Apple|…|AppleSliced_1`) → its type; any other id → its type from the start's objects. */
function typeOfId(id: string, typeOf: ReadonlyMap<string, string>): string {
  const last = id.split('|').at(-1) ?? id;
  const piece = /^([A-Za-z]+)_\d+$/.exec(last);
  if (id.split('|').length > 4 && piece !== null) return piece[1]!;
  return typeOf.get(id) ?? id.split('|')[0]!;
}

export type ExpertProgram = { ok: true; code: string; calls: number } | { ok: false; reason: string };

/**
 * The skill code of the interactions, as one function named `name` called once. `objects` are the
 * start's objects (id and type): with `types` naming, an object whose type the start holds once,
 * and every slice, is named by its type; the rest by id.
 */
export function expertProgram(interactions: readonly ExpertInteraction[], objects: readonly { id: string; type: string }[], name: string, naming: Naming): ExpertProgram {
  if (interactions.length === 0) return { ok: false, reason: 'the demonstration has no interaction' };
  const typeOf = new Map(objects.map((o) => [o.id, o.type]));
  const count = new Map<string, number>();
  for (const o of objects) count.set(o.type, (count.get(o.type) ?? 0) + 1);
  const label = (id: string): string => {
    const type = typeOfId(id, typeOf);
    const slice = id.split('|').length > 4;
    return naming === 'types' && (slice || count.get(type) === 1) ? type : id;
  };
  const lines: string[] = [`def ${name}():`];
  let group = -1;
  let subtask = 0;
  for (const [i, { step, highIdx }] of interactions.entries()) {
    const skill = SKILL_OF[step.action];
    if (skill === undefined) return { ok: false, reason: `${step.action} has no skill of ours` };
    if (step.objectId === undefined) return { ok: false, reason: `${step.action} names no object` };
    const args = [step.objectId];
    if (step.action === 'PutObject') {
      if (step.receptacleObjectId === undefined) return { ok: false, reason: 'PutObject names no receptacle' };
      args.push(step.receptacleObjectId);
    }
    if (step.action === 'SliceObject') {
      if (step.toolObjectId === undefined) return { ok: false, reason: 'SliceObject names no knife' };
      args.push(step.toolObjectId);
    }
    if (highIdx !== group) {
      group = highIdx;
      subtask += 1;
      const members = interactions.filter((x) => x.highIdx === highIdx).map((x) => x.step);
      lines.push(`    # SubTask ${subtask}: ${subtaskText(interactions[i]!.highAction, members, (id) => typeOfId(id, typeOf))}`);
    }
    lines.push(`    ${skill}(${args.map((a) => `'${label(a)}'`).join(', ')})`);
  }
  lines.push('', `${name}()`, '');
  return { ok: true, code: lines.join('\n'), calls: interactions.length };
}

/** A high-level step in words, from the calls that carry it out. */
export function subtaskText(highAction: string, steps: readonly StepParams[], typeOf: (id: string) => string): string {
  const put = steps.find((s) => s.action === 'PutObject');
  const at = (receptacle: string) => `${placePreposition(receptacle)} the ${receptacle}`;
  const object = put?.objectId === undefined ? undefined : typeOf(put.objectId);
  const into = put?.receptacleObjectId === undefined ? undefined : typeOf(put.receptacleObjectId);
  switch (highAction) {
    case 'HeatObject':
      if (object !== undefined && into !== undefined) return `Heat the ${object} ${at(into)}.`;
      break;
    case 'CoolObject':
      if (object !== undefined && into !== undefined) return `Chill the ${object} ${at(into)}.`;
      break;
    case 'CleanObject':
      if (object !== undefined && into !== undefined) return `Rinse the ${object} ${at(into)}.`;
      break;
  }
  // A step that opens and closes around its own call ("open the fridge, put the apple in, close it") is named by that call.
  const own = steps.find((s) => s.action === highAction || (highAction === 'ToggleObject' && (s.action === 'SwitchOn' || s.action === 'SwitchOff')));
  return own === undefined ? steps.map((s) => callText(s, typeOf, at)).join(' ') : callText(own, typeOf, at);
}

function callText(step: StepParams, typeOf: (id: string) => string, at: (receptacle: string) => string): string {
  const object = typeOf(step.objectId ?? '');
  switch (step.action) {
    case 'PickupObject':
      return `Pick up the ${object}.`;
    case 'PutObject':
      return `Put the ${object} ${at(typeOf(step.receptacleObjectId ?? ''))}.`;
    case 'OpenObject':
      return `Open the ${object}.`;
    case 'CloseObject':
      return `Close the ${object}.`;
    case 'SwitchOn':
      return `Switch on the ${object}.`;
    case 'SwitchOff':
      return `Switch off the ${object}.`;
    case 'SliceObject':
      return `Slice the ${object} with the ${typeOf(step.toolObjectId ?? '')}.`;
    default:
      return `${step.action} the ${object}.`;
  }
}
