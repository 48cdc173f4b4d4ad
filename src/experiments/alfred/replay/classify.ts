/**
 * The class of a disagreement between our replay and ALFRED's recorded run (docs/fidelity.md,
 * "ALFRED's demonstrations replayed"):
 * - `start`: a start we cannot derive (the trajectory's start is not known well enough: the
 *   object lies in furniture our floorplan lacks, or its placement could not be read);
 * - `version`: AI2-THOR 2.1.0, which ALFRED ran, differs from the current source ours follows;
 * - `rule`: a rule of ours that differs from AI2-THOR (a bug to fix);
 * - `unexplained`: not yet classified (the replay lists it so that it is looked into).
 */
import type { InteractionOutcome, ReplayOutcome } from './replay-one.js';

export type DisagreementClass = 'start' | 'version' | 'rule' | 'unexplained';

export interface Classified {
  cls: DisagreementClass;
  why: string;
}

/** Classifies one refused interaction of `outcome`. */
export function classifyDisagreement(outcome: ReplayOutcome, interaction: InteractionOutcome): Classified {
  if (outcome.startProblem !== null) return { cls: 'start', why: outcome.startProblem };
  if (interaction.errorCode === 'NOT_REPLAYED') return { cls: 'start', why: interaction.message ?? 'not replayed' };
  const earlier = outcome.interactions.slice(0, interaction.index).find((i) => !i.success);
  if (earlier !== undefined) return { cls: classifyDisagreement(outcome, earlier).cls, why: 'follows from an earlier refusal in its trajectory' };
  if (interaction.errorCode === 'INSIDE_CLOSED_RECEPTACLE' && (interaction.action === 'PickupObject' || interaction.action === 'SliceObject')) {
    // ALFRED's expert opens a closed openable before it picks from it (gen/game_states/game_state_base.py open_recep).
    return { cls: 'start', why: CLOSED_GUESS };
  }
  return { cls: 'unexplained', why: 'not yet classified' };
}

const CLOSED_GUESS =
  "the start put it in a closed container the expert did not open: neither the plan nor the layout names the furniture it lay on (its id is not AI2-THOR's), and its position fits the container's";

/** The class of a goal unmet at the end of a replay whose every interaction agreed. */
export function classifyUnmetGoal(outcome: ReplayOutcome): Classified {
  if (outcome.taskType === 'pick_and_place_with_movable_recep' && outcome.unmet.some((u) => /^there should be an? \w+ directly (in|on) an? \w+ \(/.test(u))) {
    return { cls: 'start', why: "the object started inside the movable receptacle and the expert moved both at once; the start places loose things in furniture only, so it starts beside it" };
  }
  return { cls: 'unexplained', why: 'not yet classified' };
}
