/**
 * Targeted augmentation from an experiment's results (`bank build --augment-from DIR`): the
 * episodes of DIR/episodes.jsonl where the planner failed (the suite's goal unmet, or the episode
 * errored; a task whose right answer is a refusal, refused, is no failure), read as the task types
 * and room types to aim the bank at. A failure's task type is the bank's own kind of task:
 * - an ALFRED task type (`pick_heat_then_place_in_recep`) is itself (`alfred:...`, what the ALFRED
 *   source takes more of) and the command it is made of (`command:heat`);
 * - otherwise the request's words say it: a use asked for by one of its phrases (uses.yaml's
 *   `asks`: `use:coffee`), a need said (`need:thirst`), or a command's verb (words.yaml: `command:place`);
 * - where they say none, what the task is: its suite's goal (the suite and task the episode
 *   names), read as the uses whose goal it is or the commands its conditions are (goal-task-types.ts);
 * - only a failure of neither (no words read, its suite not in suites/) aims at its room type alone,
 *   which matches every task type of the room; the plan counts such rules (`roomOnly`).
 * The rules, each with its count of failures, go to the builder as a failure list does (focus.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.js';
import { ALFRED_TASK_TYPES, EPISODES_FILE, latestRecords, readEpisodeRecords, type EpisodeRecord } from '../experiments/index.js';
import type { Knowledge } from '../planning/index.js';
import type { FocusRule } from './focus.js';
import { goalTaskTypes } from './goal-task-types.js';
import type { TaskGoals } from './suite-goals.js';

/** ALFRED's task types → the generated command of the same kind (generate.ts). */
const ALFRED_COMMAND: Readonly<Record<string, string>> = {
  pick_and_place_simple: 'command:place',
  pick_two_obj_and_place: 'command:place',
  pick_and_place_with_movable_recep: 'command:place',
  pick_clean_then_place_in_recep: 'command:clean',
  pick_heat_then_place_in_recep: 'command:heat',
  pick_cool_then_place_in_recep: 'command:cool',
  look_at_obj_in_light: 'command:toggle-on',
};

/** A verb meaning of words.yaml → the generated command form. */
const COMMAND_OF_MEANING: Readonly<Record<string, string>> = {
  place: 'command:place',
  heat: 'command:heat',
  cook: 'command:heat',
  cool: 'command:cool',
  clean: 'command:clean',
  switchOn: 'command:toggle-on',
  switchOff: 'command:toggle-off',
  open: 'command:open',
  fill: 'command:fill',
};

export interface AugmentRule extends FocusRule {
  /** Failed episodes that asked for it. */
  failures: number;
}

/** What a failure's task types were read from: ALFRED's task type, the request's words, the suite's goal, or nothing (its room alone). */
export const FAILURE_READINGS = ['alfred', 'words', 'goal', 'room'] as const;
export type FailureReading = (typeof FAILURE_READINGS)[number];

export interface AugmentPlan {
  from: string;
  episodes: number;
  failures: number;
  /** Failures by what their task types were read from. */
  readBy: Record<FailureReading, number>;
  /** Most failures first. */
  rules: AugmentRule[];
  /** Rules of a room type alone (`@Kitchen`): every task type of the room matches them. */
  roomOnly: number;
}

/** Whether the planner failed the episode: its goal unmet, or it errored; a refusal where the suite says a refusal is right is no failure. */
export function failedEpisode(record: EpisodeRecord): boolean {
  if (record.ending !== undefined) return record.ending !== 'succeeded' && record.ending !== 'refused-rightly';
  return !record.success || (record.status === 'errored' && record.refusalExpected !== true);
}

const words = (text: string): string => ` ${text.toLowerCase().replace(/[^a-z' ]+/g, ' ').replace(/\s+/g, ' ').trim()} `;

/** The bank's task types a failed request's words ask for, or its ALFRED task type is (see the module comment). */
export function failureTaskTypes(record: Pick<EpisodeRecord, 'taskType' | 'instruction'>, knowledge: Knowledge): string[] {
  if (isAlfred(record)) return [`alfred:${record.taskType}`, ALFRED_COMMAND[record.taskType!]!];
  const said = words(record.instruction);
  const has = (phrase: string) => said.includes(` ${phrase.toLowerCase()} `);
  const uses = knowledge.uses.uses.filter((u) => u.asks.some(has)).map((u) => `use:${u.id}`);
  const needs = Object.entries(knowledge.uses.needs).filter(([, n]) => n.words.some(has)).map(([id]) => `need:${id}`);
  const commands = Object.entries(knowledge.words.verbs).filter(([meaning, verbs]) => COMMAND_OF_MEANING[meaning] !== undefined && (verbs ?? []).some(has)).map(([meaning]) => COMMAND_OF_MEANING[meaning]!);
  return [...new Set([...uses, ...needs, ...commands])];
}

const isAlfred = (record: Pick<EpisodeRecord, 'taskType'>): boolean => record.taskType !== undefined && (ALFRED_TASK_TYPES as readonly string[]).includes(record.taskType);

/** A failure's task types and what they were read from: its ALFRED type or words, else its suite's goal, else none (its room alone). */
export function readFailure(record: Pick<EpisodeRecord, 'taskType' | 'instruction' | 'suite' | 'task' | 'roomType'>, knowledge: Knowledge, goals?: TaskGoals): { types: string[]; by: FailureReading } {
  const said = failureTaskTypes(record, knowledge);
  if (said.length > 0) return { types: said, by: isAlfred(record) ? 'alfred' : 'words' };
  const goal = goals?.(record.suite, record.task);
  const types = goal === undefined ? [] : goalTaskTypes(goal, record.roomType, knowledge);
  return types.length > 0 ? { types, by: 'goal' } : { types: [], by: 'room' };
}

/** Reads each DIR/episodes.jsonl (`--augment-from`, given once or more) and the rules of their failures. */
export function augmentPlan(dirs: readonly string[], knowledge: Knowledge, goals?: TaskGoals): AugmentPlan {
  const records: EpisodeRecord[] = [];
  for (const dir of dirs) {
    const file = join(dir, EPISODES_FILE);
    if (!existsSync(file)) throw new InputError(`--augment-from ${dir}: no ${EPISODES_FILE} there (give an experiment's results folder)`, { file });
    records.push(...latestRecords(readEpisodeRecords(file)));
  }
  const counts = new Map<string, AugmentRule>();
  const failures = records.filter(failedEpisode);
  const readBy: Record<FailureReading, number> = { alfred: 0, words: 0, goal: 0, room: 0 };
  for (const record of failures) {
    const { types, by } = readFailure(record, knowledge, goals);
    readBy[by] += 1;
    for (const taskType of types.length === 0 ? [null] : types) {
      const key = `${taskType ?? ''}@${record.roomType}`;
      const rule = counts.get(key) ?? { taskType, roomType: record.roomType, failures: 0 };
      rule.failures += 1;
      counts.set(key, rule);
    }
  }
  const rules = [...counts.values()].sort((a, b) => b.failures - a.failures || ruleName(a).localeCompare(ruleName(b)));
  return { from: dirs.join(', '), episodes: records.length, failures: failures.length, readBy, rules, roomOnly: rules.filter((r) => r.taskType === null).length };
}

/** `heat@Kitchen`, `@Bedroom`: a rule as a failure list writes it. */
export function ruleName(rule: FocusRule): string {
  return `${rule.taskType ?? ''}@${rule.roomType ?? ''}`.replace(/@$/, '');
}
