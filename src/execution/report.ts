/**
 * The structured report of a failed atomic action: where in the code it happened, what was sent,
 * what the simulator said, and the current state of the objects involved. Its text form is what
 * goes back to the LLM for refinement.
 */
import { z } from 'zod';
import { STATE_PROPERTY } from '../world/index.js';
import {
  ActionErrorCodeSchema,
  AgentStateSchema,
  OBJECT_STATE_FLAGS,
  StepFailureSchema,
  type ActionErrorCode,
  type ObjectState,
  type ObjectStateFlag,
  type StateResult,
  type StepFailure,
} from '../bridge/index.js';

/** The state of one object as the report shows it. */
export const ObjectSnapshotSchema = z.object({
  objectId: z.string(),
  objectType: z.string(),
  /** The receptacle it is directly in or on; null when none (floor, fixed, held). */
  parent: z.string().nullable(),
  /** What it directly contains. */
  contents: z.array(z.string()),
  /** Its state flags: those its type can have when known, else those that are true. */
  state: z.partialRecord(z.enum(OBJECT_STATE_FLAGS), z.boolean()),
});
export type ObjectSnapshot = z.infer<typeof ObjectSnapshotSchema>;

/**
 * Everything the user or the LLM needs to understand a failed action. One schema from the
 * executor to the transcript (`execution.report`), result.json (`failure`) and `--json` output:
 * the report is never rewrapped on the way.
 */
export const ErrorReportSchema = z.object({
  /** Line and column of the skill call in the code. */
  line: z.number().int(),
  column: z.number().int(),
  /** The skill call as written canonically, e.g. `robot.PutObject('Egg', 'Pan')`. */
  call: z.string(),
  skill: z.string(),
  agent: z.string(),
  /** 1-based position of the failed atomic action within the call's actions, and their count. */
  actionIndex: z.number().int(),
  actionCount: z.number().int(),
  /** The atomic action and the arguments sent for it. */
  action: z.string(),
  args: z.record(z.string(), z.string()),
  /** Ids the bridge resolved the arguments to, as far as it got. */
  resolved: z.record(z.string(), z.string()),
  errorCode: ActionErrorCodeSchema,
  /** The simulator's words, for people; fixes read `failure`. */
  message: z.string(),
  /** What the simulator knows about the refusal, by role (null in transcripts written before it did). */
  failure: StepFailureSchema.nullable().default(null),
  /** The acting agent now: where it is and what it holds. */
  agentState: AgentStateSchema.nullable(),
  /** The objects involved: the call's objects, the resolved ids, their parents, the agent's hand. */
  objects: z.array(ObjectSnapshotSchema),
  /** Call arguments that match no object of the scene. */
  missing: z.array(z.string()),
});
export type ErrorReport = z.infer<typeof ErrorReportSchema>;

/** What {@link buildErrorReport} needs to know about the failure. */
export interface FailureContext {
  line: number;
  column: number;
  call: string;
  skill: string;
  callArgs: readonly string[];
  agent: string;
  actionIndex: number;
  actionCount: number;
  action: string;
  args: Record<string, string>;
  resolved: Record<string, string>;
  /** Ids this call's earlier actions resolved its parameters to. */
  pinned: readonly string[];
  errorCode: ActionErrorCode;
  message: string;
  failure: StepFailure | null;
}

/** The flags relevant to a type with the given properties. */
const FLAG_PROPERTY: Record<ObjectStateFlag, string> = { ...STATE_PROPERTY, isPickedUp: 'pickupable' };

const MAX_INSTANCES_PER_TYPE = 3;

/** Builds the report from the failure and the state fetched right after it. */
export function buildErrorReport(
  failure: FailureContext,
  state: StateResult,
  propertiesOf?: (objectType: string) => readonly string[] | undefined,
): ErrorReport {
  const byId = new Map(state.objects.map((o) => [o.objectId, o] as const));
  const agentState = state.agents.find((a) => a.name === failure.agent) ?? null;
  const involved: string[] = [];
  const add = (id: string | null | undefined): void => {
    if (id !== null && id !== undefined && byId.has(id) && !involved.includes(id)) involved.push(id);
  };

  for (const id of Object.values(failure.args)) add(id);
  for (const id of Object.values(failure.resolved)) add(id);
  for (const id of failure.pinned) add(id);
  const missing: string[] = [];
  for (const arg of failure.callArgs) {
    if (byId.has(arg)) {
      add(arg);
      continue;
    }
    const instances = state.objects.filter((o) => o.objectType === arg).map((o) => o.objectId);
    if (instances.length === 0) {
      missing.push(arg);
      continue;
    }
    // When the call already pinned an instance of this type, the others are noise.
    if (instances.some((id) => involved.includes(id))) continue;
    for (const id of [...instances].sort().slice(0, MAX_INSTANCES_PER_TYPE)) add(id);
  }
  add(agentState?.holding);
  for (const id of [...involved]) add(byId.get(id)?.parentReceptacles[0]);
  // The closed container to open may be further out than a parent (a Drawer in a closed Cabinet).
  add(failure.failure?.container);

  return {
    line: failure.line,
    column: failure.column,
    call: failure.call,
    skill: failure.skill,
    agent: failure.agent,
    actionIndex: failure.actionIndex,
    actionCount: failure.actionCount,
    action: failure.action,
    args: failure.args,
    resolved: failure.resolved,
    errorCode: failure.errorCode,
    message: failure.message,
    failure: failure.failure,
    agentState,
    objects: involved.map((id) => snapshot(byId.get(id) as ObjectState, propertiesOf)),
    missing,
  };
}

function snapshot(object: ObjectState, propertiesOf?: (objectType: string) => readonly string[] | undefined): ObjectSnapshot {
  const properties = propertiesOf?.(object.objectType);
  const state: Partial<Record<ObjectStateFlag, boolean>> = {};
  for (const [flag, property] of Object.entries(FLAG_PROPERTY) as [ObjectStateFlag, string][]) {
    const relevant = properties === undefined ? object[flag] : properties.includes(property);
    if (relevant) state[flag] = object[flag];
  }
  return {
    objectId: object.objectId,
    objectType: object.objectType,
    parent: object.parentReceptacles[0] ?? null,
    contents: [...object.receptacleObjectIds],
    state,
  };
}

/** Each state flag in words, when true and when false (error reports, and what changed in the world). */
export const FLAG_WORDS: Record<ObjectStateFlag, [on: string, off: string]> = {
  isOpen: ['open', 'closed'],
  isToggled: ['on', 'off'],
  isSliced: ['sliced', 'not sliced'],
  isCooked: ['cooked', 'not cooked'],
  isDirty: ['dirty', 'clean'],
  isBroken: ['broken', 'not broken'],
  isUsedUp: ['used up', 'not used up'],
  isPickedUp: ['picked up', 'not picked up'],
  isFilledWithLiquid: ['filled with liquid', 'empty of liquid'],
};
const MAX_LISTED_CONTENTS = 8;

/** The report as plain text, for the terminal and for the LLM. */
export function formatErrorReport(report: ErrorReport): string {
  const args = Object.entries(report.args)
    .map(([k, v]) => `${k}='${v}'`)
    .join(', ');
  const lines = [
    `Execution failed at line ${report.line}: ${report.call}`,
    `  atomic action ${report.actionIndex} of ${report.actionCount}: ${report.action}(${args}) by ${report.agent}`,
    `  error ${report.errorCode}: ${report.message}`,
  ];
  if (report.agentState !== null) {
    const at = report.agentState.at ?? 'its start position';
    lines.push(`  ${report.agent} is at ${at}, holding ${report.agentState.holding ?? 'nothing'}`);
  }
  if (report.missing.length > 0) {
    lines.push(`  not in the scene: ${report.missing.map((m) => `'${m}'`).join(', ')}`);
  }
  if (report.objects.length > 0) {
    lines.push('  objects involved:');
    for (const o of report.objects) lines.push(`    - ${describeSnapshot(o)}`);
  }
  return lines.join('\n');
}

function describeSnapshot(o: ObjectSnapshot): string {
  const parts: string[] = [o.parent === null ? 'not in any receptacle' : `in ${o.parent}`];
  const flags = (Object.entries(o.state) as [ObjectStateFlag, boolean][])
    .filter(([flag]) => flag !== 'isPickedUp')
    .map(([flag, on]) => FLAG_WORDS[flag][on ? 0 : 1]);
  if (o.state.isPickedUp === true) flags.unshift('held');
  parts.push(...flags);
  if (o.contents.length > 0) {
    const shown = o.contents.slice(0, MAX_LISTED_CONTENTS).join(', ');
    const more = o.contents.length > MAX_LISTED_CONTENTS ? ` and ${o.contents.length - MAX_LISTED_CONTENTS} more` : '';
    parts.push(`contains ${shown}${more}`);
  }
  return `${o.objectId} (${o.objectType}): ${parts.join('; ')}`;
}
