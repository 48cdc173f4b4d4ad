/** `bank build --augment-from DIR`: an experiment's failed episodes read as the task types and rooms to aim the bank at. */
import { describe, expect, it } from 'vitest';
import { augmentPlan, failedEpisode, failureTaskTypes, focusMatcher, goalTaskTypes, readFailure, ruleName, suiteTaskGoals } from '../../src/bank/index.js';
import { InputError } from '../../src/errors.js';
import { EpisodeLog, loadSuite, suitesDir } from '../../src/experiments/index.js';
import type { Alternative } from '../../src/goals/index.js';
import { loadKnowledge } from '../../src/planning/index.js';
import { listScenes, loadCatalogue, scenesDir } from '../../src/world/index.js';
import { makeScratch } from '../helpers/files.js';
import { record } from '../experiments/records.js';

const knowledge = loadKnowledge(undefined, loadCatalogue(scenesDir()));
// The project's own suites: a failure's task is looked up by the suite and task its episode names.
const goals = suiteTaskGoals(suitesDir(), listScenes(scenesDir()));
const everyday = loadSuite('everyday', listScenes(scenesDir()));
const teach = loadSuite('teach', listScenes(scenesDir()));
/** An episode record of a suite's own task, as an experiment writes it. */
const episodeOf = (suite: typeof everyday, id: string, overrides: Parameters<typeof record>[0] = {}) => {
  const task = suite.tasks.find((t) => t.id === id)!;
  return record({ suite: suite.suite, task: id, scene: task.scenes[0]!, roomType: task.roomType, instruction: task.instruction, ...overrides });
};

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

  it("reads a failure whose words say nothing by its suite's goal: the uses whose goal it is, else the commands it is", () => {
    // "...the sofa is covered in stuff": no use, need or verb in its words; its goal (nothing but cushions on the sofa) is the goal of the use tidy-seats.
    expect(failureTaskTypes(episodeOf(everyday, 'l-sofa-covered'), knowledge)).toEqual([]);
    expect(readFailure(episodeOf(everyday, 'l-sofa-covered'), knowledge, goals)).toEqual({ types: ['use:tidy-seats'], by: 'goal' });
    // TEACh's omelette with words that say nothing: an EggCracked cooked, what the fried egg, the boiled egg, the omelette (and the meals the egg is one of) are.
    expect(readFailure(episodeOf(teach, 'teach-omelette-floorplan16', { instruction: 'The usual, please.' }), knowledge, goals)).toEqual({ types: ['use:meal', 'use:breakfast', 'use:fried-egg', 'use:boiled-egg', 'use:omelette'], by: 'goal' });
    // "Make an omelette.": its words say it (knowledge/uses.yaml).
    expect(readFailure(episodeOf(teach, 'teach-omelette-floorplan16'), knowledge, goals)).toEqual({ types: ['use:omelette'], by: 'words' });
    // A tomato in the fridge: the use of keeping food from going off (knowledge/uses.yaml food-chilled).
    expect(readFailure(episodeOf(everyday, 'k-tomato-fridge'), knowledge, goals)).toEqual({ types: ['use:food-chilled'], by: 'goal' });
    // Words first where they say something; nothing of either: the room alone.
    expect(readFailure(episodeOf(everyday, 't-harsh-light'), knowledge, goals).by).toBe('words');
    // Its words name a sandwich (the person's, "I'll make sandwiches later"), which a word match takes; without them, no use or command makes bread sliced.
    expect(readFailure(episodeOf(everyday, 'k-bread-sliced'), knowledge, goals)).toEqual({ types: ['use:sandwich'], by: 'words' });
    expect(readFailure(episodeOf(everyday, 'k-bread-sliced', { instruction: 'Slice up the bread.' }), knowledge, goals)).toEqual({ types: [], by: 'room' });
    // A suite that is not in suites/ (or a task not in it) gives no goal.
    expect(readFailure({ ...episodeOf(everyday, 'l-sofa-covered'), suite: 'not-a-suite' }, knowledge, goals)).toEqual({ types: [], by: 'room' });
    expect(readFailure({ ...episodeOf(everyday, 'l-sofa-covered'), suite: '../suites/everyday' }, knowledge, goals)).toEqual({ types: [], by: 'room' });
    expect(readFailure({ ...episodeOf(everyday, 'l-sofa-covered'), task: 'no-such-task' }, knowledge, goals)).toEqual({ types: [], by: 'room' });
  });

  it("reads a goal as the uses that share a fact with it, else as the generated command its conditions are", () => {
    const goal = (...all: Alternative['all']): Alternative[] => [{ name: 'g', all }];
    const cases: [Alternative[], string, string[]][] = [
      [goal({ exists: { type: 'Apple', temperature: 'Cold' } }), 'Kitchen', ['command:cool']],
      [goal({ exists: { type: 'Potato', is: ['hot'] } }), 'Kitchen', ['command:heat']],
      [goal({ exists: { type: 'Apple', was: { in: 'Microwave', whileOn: true } } }), 'Kitchen', ['command:heat']],
      // An egg that was in the running microwave: boiled there in a bowl of water is a use's (a boiled egg).
      [goal({ exists: { type: 'Egg', was: { in: 'Microwave', whileOn: true } } }), 'Kitchen', ['use:boiled-egg']],
      // Washed, then heated: both commands.
      [goal({ exists: { type: 'AppleSliced', was: [{ in: 'SinkBasin', whileOn: true }, { in: 'Microwave', whileOn: true }] } }), 'Kitchen', ['command:clean', 'command:heat']],
      // No dirty mug, in a bedroom (clean-dishes is a kitchen's use): a clean mug.
      [goal({ none: { type: 'Mug', is: ['dirty'] } }), 'Bedroom', ['command:clean']],
      [goal({ exists: { type: 'Laptop', isToggled: false } }), 'Bedroom', ['command:toggle-off']],
      // A lamp off is a fact of leaving a room (everything left off: uses.yaml `leaving`) and, in a bedroom, of every light out to sleep by.
      [goal({ exists: { type: 'DeskLamp', isToggled: false } }), 'Bedroom', ['use:dark-to-sleep', 'use:leaving']],
      [goal({ exists: { type: 'DeskLamp', isToggled: false } }), 'Kitchen', ['use:leaving']],
      [goal({ exists: { type: 'Drawer', isOpen: true } }), 'Bedroom', ['command:open']],
      // A bowl of water is what a pet's dry bowl asks for (uses.yaml bowl-of-water).
      [goal({ exists: { type: 'Bowl', fillLiquid: 'water' } }), 'Kitchen', ['use:bowl-of-water']],
      [goal({ exists: { type: 'KeyChain', in: 'Drawer' } }), 'Bedroom', ['command:place']],
      // The bat off the desk is the desk cleared of it: the use that clears a surface said to be a mess.
      [goal({ none: { type: 'BaseballBat', in: 'Desk' } }), 'Bedroom', ['use:cleared-surface']],
      // Sliced, broken: no generated command makes them.
      [goal({ exists: { type: 'BreadSliced' } }), 'Kitchen', []],
      [goal({ exists: { type: 'Vase', isBroken: true } }), 'LivingRoom', []],
    ];
    for (const [g, room, types] of cases) expect(goalTaskTypes(g, room, knowledge), JSON.stringify(g)).toEqual(types);
    // The same mug clean in a kitchen is what clean-dishes is for.
    expect(goalTaskTypes(goal({ none: { type: 'Mug', is: ['dirty'] } }), 'Kitchen', knowledge)).toEqual(['use:clean-dishes']);
  });

  it("counts a right refusal as no failure, and says what each failure's types were read from and how many rules are of a room alone", () => {
    const pizza = episodeOf(everyday, 'k-order-pizza', { status: 'errored', error: 'refused', success: true, ending: 'refused-rightly', refusalExpected: true });
    expect(failedEpisode(pizza)).toBe(false);
    expect(failedEpisode({ ...pizza, ending: undefined })).toBe(false);
    const scratch = makeScratch('iteraplan-augment-');
    try {
      const log = new EpisodeLog(`${scratch.dir}/episodes.jsonl`);
      log.append(pizza);
      log.append(episodeOf(everyday, 'l-sofa-covered', { status: 'errored', error: 'refused', success: false, ending: 'refused' }));
      log.append(episodeOf(everyday, 'k-bread-sliced', { instruction: 'Slice up the bread.', success: false, ending: 'failed' }));
      log.append(episodeOf(everyday, 't-harsh-light', { success: false, ending: 'failed' }));
      const plan = augmentPlan([scratch.dir], knowledge, goals);
      expect(plan).toMatchObject({ episodes: 4, failures: 3, readBy: { alfred: 0, words: 1, goal: 1, room: 1 }, roomOnly: 1 });
      expect(plan.rules.map(ruleName)).toContain('use:tidy-seats@LivingRoom');
      expect(plan.rules.map(ruleName)).toContain('@Kitchen');
      // Without the suites, the sofa too aims at its room alone.
      expect(augmentPlan([scratch.dir], knowledge)).toMatchObject({ readBy: { words: 1, goal: 0, room: 2 }, roomOnly: 2 });
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
