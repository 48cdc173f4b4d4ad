/**
 * A timeline: bars on one lane per agent, each with the calls it waits for. Built from a derived
 * schedule (what will happen) or from an executed one (what happened); the text and SVG
 * renderings read only this.
 */
import type { Dependency, Schedule } from './derive.js';
import { typeOfArgument } from './scene-facts.js';

/** One call on its agent's lane. */
export interface TimelineBar {
  readonly index: number;
  readonly agent: string;
  /** `L4 PutObject('Egg', 'Pan')`. */
  readonly label: string;
  readonly start: number;
  readonly end: number;
  readonly after: readonly Dependency[];
  /** The call ran and failed (executed timelines). */
  readonly failed?: boolean;
}

export interface Timeline {
  readonly title: string;
  /** Lanes, top to bottom (the team's order). */
  readonly agents: readonly string[];
  readonly bars: readonly TimelineBar[];
  readonly makespan: number;
  /** The same calls one after another. */
  readonly sequential: number;
}

/** The timeline of `schedule`; `labels[i]` names call i. */
export function timelineOf(schedule: Schedule, labels: readonly string[], title: string): Timeline {
  return {
    title,
    agents: schedule.load.map((l) => l.agent),
    bars: schedule.calls.map((c) => ({ index: c.index, agent: c.agent, label: labels[c.index] ?? `#${c.index}`, start: c.start, end: c.end, after: c.after })),
    makespan: schedule.makespan,
    sequential: schedule.sequential,
  };
}

/**
 * A resource as a person reads it: `Fridge` for an object of the Fridge, `room on CounterTop`,
 * `which Cabinet` for the memory of the last resolved Cabinet, `same agent` for an agent's own order.
 */
export function describeResource(resource: string): string {
  if (resource === 'agent') return 'same agent';
  if (resource.startsWith('memo:')) return `which ${resource.slice('memo:'.length)}`;
  if (resource.startsWith('room:')) return `room in ${describeResource(resource.slice('room:'.length))}`;
  const hash = resource.indexOf('#');
  return hash === -1 ? resource : typeOfArgument(resource.slice(hash + 1));
}

/** Seconds as shown: `18 s`, `4.5 s`. */
export function formatSeconds(seconds: number): string {
  const rounded = Math.round(seconds * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} s`;
}

/** `makespan 43 s, one after another 57 s (1.33× faster)`. */
export function summaryLine(timeline: Pick<Timeline, 'makespan' | 'sequential'>): string {
  const speedup = timeline.makespan > 0 ? timeline.sequential / timeline.makespan : 1;
  return `makespan ${formatSeconds(timeline.makespan)}, one after another ${formatSeconds(timeline.sequential)} (${speedup.toFixed(2)}× faster)`;
}
