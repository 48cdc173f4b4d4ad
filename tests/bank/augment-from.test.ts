/** `bank build --augment-from DIR`: an experiment's failed episodes read as the task types and rooms to aim the bank at. */
import { describe, expect, it } from 'vitest';
import { augmentPlan, failureTaskTypes, focusMatcher, ruleName } from '../../src/bank/index.js';
import { InputError } from '../../src/errors.js';
import { EpisodeLog } from '../../src/experiments/index.js';
import { loadKnowledge } from '../../src/planning/index.js';
import { loadCatalogue, scenesDir } from '../../src/world/index.js';
import { makeScratch } from '../helpers/files.js';
import { record } from '../experiments/records.js';

const knowledge = loadKnowledge(undefined, loadCatalogue(scenesDir()));

describe('targeted augmentation from an experiment', () => {
  it("reads a failure's task type from ALFRED's type, else from the request's words", () => {
    expect(failureTaskTypes({ taskType: 'pick_heat_then_place_in_recep', instruction: 'Put a warm mug on the table.' }, knowledge)).toEqual(['alfred:pick_heat_then_place_in_recep', 'command:heat']);
    expect(failureTaskTypes({ taskType: undefined, instruction: 'Could you make coffee?' }, knowledge)).toContain('use:coffee');
    expect(failureTaskTypes({ taskType: 'toast', instruction: "I'm so thirsty." }, knowledge)).toContain('need:thirst');
    expect(failureTaskTypes({ taskType: undefined, instruction: 'Put the apple in the fridge.' }, knowledge)).toEqual(['command:place']);
    expect(failureTaskTypes({ taskType: undefined, instruction: 'Blorp.' }, knowledge)).toEqual([]);
  });

  it('counts the failed episodes of a results folder by task type and room, most failures first', () => {
    const scratch = makeScratch('iteraplan-augment-');
    try {
      const log = new EpisodeLog(`${scratch.dir}/episodes.jsonl`);
      log.append(record({ roomType: 'Kitchen', taskType: 'pick_heat_then_place_in_recep', instruction: 'Heat an apple and put it in the fridge.', success: false }));
      log.append(record({ roomType: 'Kitchen', taskType: 'pick_heat_then_place_in_recep', instruction: 'Warm up a mug.', status: 'errored', error: 'refused', success: false }));
      log.append(record({ roomType: 'Bedroom', instruction: 'Blorp the zibble.', success: false }));
      log.append(record({ roomType: 'Kitchen', instruction: 'Could you make coffee?', success: true }));
      const plan = augmentPlan([scratch.dir], knowledge);
      expect(plan).toMatchObject({ episodes: 4, failures: 3 });
      expect(plan.rules.map((r) => [ruleName(r), r.failures])).toEqual([
        ['alfred:pick_heat_then_place_in_recep@Kitchen', 2],
        ['command:heat@Kitchen', 2],
        ['@Bedroom', 1],
      ]);
      // The rules aim the generator as a failure list does: a heat command in a kitchen, anything in a bedroom.
      const heat = { request: 'Heat the mug.', scene: 'FloorPlan1', goal: [], taskType: 'command:heat', from: '', description: '', source: 'generated' as const };
      expect(focusMatcher(plan.rules, 'Kitchen')(heat)).toBe(true);
      expect(focusMatcher(plan.rules, 'Kitchen')({ ...heat, taskType: 'use:coffee' })).toBe(false);
      expect(focusMatcher(plan.rules, 'Bedroom')({ ...heat, taskType: 'use:coffee' })).toBe(true);
    } finally {
      scratch.remove();
    }
  });

  it('refuses a folder with no episodes.jsonl, naming it', () => {
    const scratch = makeScratch('iteraplan-augment-');
    try {
      expect(() => augmentPlan([scratch.dir], knowledge)).toThrow(InputError);
      expect(() => augmentPlan([scratch.dir], knowledge)).toThrow(`--augment-from ${scratch.dir}: no episodes.jsonl there`);
    } finally {
      scratch.remove();
    }
  });
});
