/** Each disagreement of a replay gets its class, and a refusal that follows another takes that one's. */
import { describe, expect, it } from 'vitest';
import { tallyReplay, type ReplayOutcome } from '../../../../src/experiments/index.js';

const outcome = (over: Partial<ReplayOutcome>): ReplayOutcome => ({ file: 't.json', taskType: 'pick_and_place_simple', floorplan: 'FloorPlan1', startProblem: null, interactions: [], goalMet: true, unmet: [], ...over });
const step = (index: number, action: string, errorCode: string | null) => ({ index, action, objectId: 'X|1|2|3', receptacleObjectId: null, success: errorCode === null, errorCode: errorCode as never, message: errorCode });

describe('tallyReplay', () => {
  it('classes a pick-up from a closed container the expert never opened as a start we could not derive, and what follows it alike', () => {
    const tally = tallyReplay([outcome({ goalMet: false, unmet: ['x'], interactions: [step(0, 'PickupObject', 'INSIDE_CLOSED_RECEPTACLE'), step(1, 'PutObject', 'NOT_HOLDING'), step(2, 'OpenObject', null)] })]);
    expect(tally).toMatchObject({ recorded: 3, agreed: 1, trajectories: 1, goalMet: 0 });
    expect(tally.disagreements.map((d) => [d.action, d.errorCode, d.cls, d.first])).toEqual([
      ['PickupObject', 'INSIDE_CLOSED_RECEPTACLE', 'start', 1],
      ['PutObject', 'NOT_HOLDING', 'start', 0],
    ]);
    expect(tally.byAction.find((r) => r.name === 'OpenObject')).toEqual({ name: 'OpenObject', recorded: 1, agreed: 1 });
  });

  it('classes a goal unmet with every call agreed: an object that started in its movable receptacle is the start; anything else is unexplained', () => {
    const tally = tallyReplay([
      outcome({ taskType: 'pick_and_place_with_movable_recep', goalMet: false, unmet: ['there should be a Spoon directly in a Cup (the Spoon is on the DiningTable, not directly in a Cup)'] }),
      outcome({ goalMet: false, unmet: ['there should be an Apple directly in a Fridge (…)'] }),
    ]);
    expect(tally.goalOnly.map((g) => g.cls)).toEqual(['start', 'unexplained']);
  });
});
