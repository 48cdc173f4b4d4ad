/**
 * Who did what: the atomic actions of the last execution in words ("opened the Fridge"), per
 * agent and in order. Without recorded steps (an older session) the allocation says who was
 * to do each line.
 */
import { lastRun, type ObjectNames, type StepRecord } from '../outcome/index.js';
import { placePrepositionOfId } from '../world/index.js';
import type { SessionRecord } from './session-record.js';

/** One action of the timeline. */
export interface TimelineEntry {
  /** 1-based position in the run. */
  index: number;
  agent: string;
  /** "put the Egg in the Pan"; "tried to pick up the Egg (NOT_REACHABLE)" when it failed. */
  text: string;
  success: boolean;
  /** The object acted on, for the map. */
  objectId: string | null;
  action: string;
}

const VERBS: Readonly<Record<string, string>> = {
  GoToObject: 'went to',
  OpenObject: 'opened',
  CloseObject: 'closed',
  PickupObject: 'picked up',
  PutObject: 'put',
  SliceObject: 'sliced',
  BreakObject: 'cracked',
  SwitchOn: 'switched on',
  SwitchOff: 'switched off',
  CleanObject: 'cleaned',
  ThrowObject: 'threw away',
  UseUpObject: 'used up',
  PourObject: 'poured from',
};

/** An atomic action in words, with readable names. */
export function stepWords(step: StepRecord, names: ObjectNames): string {
  const id = (arg: string) => names.of(step.resolved[arg] ?? step.args[arg] ?? '?');
  const verb = VERBS[step.action] ?? step.action;
  let text = `${verb} ${id('objectId')}`;
  if (step.action === 'PutObject') text += ` ${placePrepositionOfId(step.resolved['receptacleObjectId'] ?? step.args['receptacleObjectId'] ?? '')} ${id('receptacleObjectId')}`;
  if (step.action === 'PourObject') text += ` into ${id('receptacleObjectId')}`;
  if (step.args['toolObjectId'] !== undefined) text += ` with ${id('toolObjectId')}`;
  if (step.success) return text;
  return `tried: ${text} (${step.errorCode ?? 'failed'})`;
}

/** The last run's actions in order. */
export function timeline(record: Pick<SessionRecord, 'steps' | 'names'>): TimelineEntry[] {
  return lastRun(record.steps).map((step, i) => ({
    index: i + 1,
    agent: step.agent,
    text: stepWords(step, record.names),
    success: step.success,
    objectId: step.resolved['objectId'] ?? null,
    action: step.action,
  }));
}

/** Per agent, what it did in the last run (or was allotted, without recorded steps). */
export function agentActivity(record: Pick<SessionRecord, 'steps' | 'names' | 'allocation'>): { agent: string; calls: string[] }[] {
  const byAgent = new Map<string, string[]>();
  const add = (agent: string, text: string): void => {
    const calls = byAgent.get(agent);
    if (calls === undefined) byAgent.set(agent, [text]);
    else calls.push(text);
  };
  const entries = timeline(record);
  if (entries.length > 0) for (const entry of entries) add(entry.agent, entry.text);
  else for (const row of record.allocation ?? []) add(row.agent, `line ${row.line}: ${row.call}`);
  return [...byAgent.entries()].map(([agent, calls]) => ({ agent, calls }));
}
