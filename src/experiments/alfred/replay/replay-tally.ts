/**
 * A replay's figures: per action type and per task type, how many recorded interactions succeeded
 * here as they did in AI2-THOR and how many trajectories ended with their goal met; and every
 * disagreement, grouped by what it is and classified (classify.ts).
 */
import { classifyDisagreement, classifyUnmetGoal, type DisagreementClass } from './classify.js';
import type { ReplayOutcome } from './replay-one.js';

export interface AgreementRow {
  /** The action type or the task type. */
  name: string;
  recorded: number;
  agreed: number;
}

export interface TaskTypeRow extends AgreementRow {
  trajectories: number;
  goalMet: number;
}

/** Disagreements of one kind: the action, our refusal code, and its class. */
export interface DisagreementGroup {
  action: string;
  errorCode: string;
  cls: DisagreementClass;
  /** Why, in a sentence (the class's reason). */
  why: string;
  count: number;
  /** Of those, the first refusal of their trajectory (the rest may follow from an earlier one). */
  first: number;
  /** One example: the trajectory file, the interaction's place and our message. */
  example: { file: string; index: number; message: string | null };
}

export interface ReplayTally {
  trajectories: number;
  goalMet: number;
  recorded: number;
  agreed: number;
  byAction: AgreementRow[];
  byTaskType: TaskTypeRow[];
  disagreements: DisagreementGroup[];
  /** Trajectories whose interactions all agreed but whose goal does not hold at the end, classified. */
  goalOnly: { file: string; taskType: string; unmet: string[]; cls: DisagreementClass; why: string }[];
}

function bump<T extends AgreementRow>(rows: Map<string, T>, name: string, make: () => T, agreed: boolean): T {
  const row = rows.get(name) ?? make();
  rows.set(name, row);
  row.recorded += 1;
  if (agreed) row.agreed += 1;
  return row;
}

/** Tallies the outcomes. */
export function tallyReplay(outcomes: readonly ReplayOutcome[]): ReplayTally {
  const byAction = new Map<string, AgreementRow>();
  const byTask = new Map<string, TaskTypeRow>();
  const groups = new Map<string, DisagreementGroup>();
  const goalOnly: ReplayTally['goalOnly'] = [];
  let recorded = 0;
  let agreed = 0;
  for (const outcome of outcomes) {
    const task = byTask.get(outcome.taskType) ?? { name: outcome.taskType, recorded: 0, agreed: 0, trajectories: 0, goalMet: 0 };
    byTask.set(outcome.taskType, task);
    task.trajectories += 1;
    if (outcome.goalMet) task.goalMet += 1;
    let first = true;
    for (const interaction of outcome.interactions) {
      recorded += 1;
      if (interaction.success) agreed += 1;
      task.recorded += 1;
      if (interaction.success) task.agreed += 1;
      bump(byAction, interaction.action, () => ({ name: interaction.action, recorded: 0, agreed: 0 }), interaction.success);
      if (interaction.success) continue;
      const { cls, why } = classifyDisagreement(outcome, interaction);
      const errorCode = interaction.errorCode ?? 'UNKNOWN';
      const key = `${interaction.action}\u0000${errorCode}\u0000${cls}\u0000${why}`;
      const group = groups.get(key) ?? { action: interaction.action, errorCode, cls, why, count: 0, first: 0, example: { file: outcome.file, index: interaction.index, message: interaction.message } };
      groups.set(key, group);
      group.count += 1;
      if (first) group.first += 1;
      first = false;
    }
    if (!outcome.goalMet && outcome.interactions.every((i) => i.success)) goalOnly.push({ file: outcome.file, taskType: outcome.taskType, unmet: outcome.unmet, ...classifyUnmetGoal(outcome) });
  }
  const byCount = (a: { recorded: number; name: string }, b: { recorded: number; name: string }) => b.recorded - a.recorded || (a.name < b.name ? -1 : 1);
  return {
    trajectories: outcomes.length,
    goalMet: outcomes.filter((o) => o.goalMet).length,
    recorded,
    agreed,
    byAction: [...byAction.values()].sort(byCount),
    byTaskType: [...byTask.values()].sort(byCount),
    disagreements: [...groups.values()].sort((a, b) => b.first - a.first || b.count - a.count),
    goalOnly,
  };
}
