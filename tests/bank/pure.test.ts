/** The bank's pure parts: request templates, rule paraphrases, the reverse-engineered plan, the failure list. */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/allocation/index.js';
import { focusMatcher, parseFocus, paraphrases, requestsForRoom, reversePlan, ruleWordings, sampleCandidates } from '../../src/bank/index.js';
import { InputError } from '../../src/errors.js';
import { loadKnowledge } from '../../src/planning/index.js';
import { loadWorld } from '../../src/world/index.js';

describe('requests generated for a room', () => {
  const world = loadWorld('FloorPlan1');
  const knowledge = loadKnowledge(undefined, world.catalogue);
  const all = requestsForRoom(world, knowledge, seededRandom(1));

  it("asks for the room's uses by name, says its needs, and commands its objects, each with its goal", () => {
    const coffee = all.filter((c) => c.taskType === 'use:coffee');
    expect(coffee.length).toBeGreaterThan(0);
    expect(coffee[0]!.goal.map((g) => g.name)).toEqual(knowledge.goals.goals['coffee']!.done!.map((g) => g.name));
    const thirst = all.find((c) => c.taskType === 'need:thirst' && /thirsty/.test(c.request))!;
    expect(thirst.goal.length).toBeGreaterThan(0);
    const place = all.find((c) => c.taskType === 'command:place' && /the apple in the fridge/i.test(c.request))!;
    expect(place.goal).toEqual([{ name: 'Apple in Fridge', all: [{ exists: { type: 'Apple', in: 'Fridge' } }] }]);
    // A kitchen has no bed: nothing of the bedroom's uses.
    expect(all.some((c) => c.taskType === 'use:relax-bedroom')).toBe(false);
  });

  it("asks for a use only where the reader would read it: no bath from a kitchen's tap, and a bathroom's bath runs its tub's tap", () => {
    expect(all.filter((c) => c.taskType === 'use:bath').map((c) => c.request)).toEqual([]);
    const bathroom = loadWorld('FloorPlan401');
    const bathTap = bathroom.scene.objects.filter((o) => o.type === 'Faucet' && bathroom.scene.objects.find((b) => b.id === o.controls)?.type === 'BathtubBasin').map((o) => o.id);
    expect(bathTap.length).toBeGreaterThan(0);
    const bath = requestsForRoom(bathroom, knowledge, seededRandom(1)).find((c) => c.taskType === 'use:bath')!;
    expect(JSON.stringify(bath.goal)).toContain(JSON.stringify({ id: bathTap }).slice(1, -1));
  });

  it('samples a spread of task types, the failure list first and marked augmented', () => {
    const sample = sampleCandidates(all, 12, seededRandom(3));
    expect(new Set(sample.map((c) => c.taskType)).size).toBe(12);
    const focused = sampleCandidates(all, 12, seededRandom(3), focusMatcher(parseFocus('heat@Kitchen\n', 'f.txt'), 'Kitchen'));
    expect(focused.slice(0, 3).every((c) => c.taskType === 'command:heat' && c.source === 'augmented')).toBe(true);
  });
});

describe('rule paraphrases', () => {
  const knowledge = loadKnowledge(undefined, loadWorld('FloorPlan1').catalogue);

  it("reword by speech.yaml's ways of typing and words.yaml's synonyms, keeping what is asked", () => {
    const put = ruleWordings('Put the apple in the fridge.', knowledge);
    // Synonyms: a verb of the same meaning, another name of the same type.
    expect(put).toEqual(expect.arrayContaining(['Place the apple in the fridge.', 'Put the apple in the refrigerator.']));
    // Politeness and filler from speech.yaml's fillers, and typed plainly.
    expect(put).toEqual(expect.arrayContaining(['Please put the apple in the fridge.', 'Put the apple in the fridge, thanks.', 'Um, put the apple in the fridge.', 'put the apple in the fridge']));
    // Never a past tense taken for a verb, never the request itself.
    expect(put.some((w) => /^Placed /.test(w))).toBe(false);
    expect(put).not.toContain('Put the apple in the fridge.');
    // Contractions both ways, and the lazy form speech.yaml reads.
    expect(ruleWordings("I'm so hungry.", knowledge)).toEqual(expect.arrayContaining(['I am so hungry.', 'Im so hungry.']));
    expect(ruleWordings('I do not want the lights on.', knowledge)).toContain("I don't want the lights on.");
    // A question keeps its form; a statement about the person is never made a 'Please'.
    expect(ruleWordings('Could you open the fridge?', knowledge)).toEqual(['Can you please open the fridge?', 'Could you open the icebox?', 'Could you open the refrigerator?', 'Would you open the fridge?']);
    expect(ruleWordings("I'm so hungry.", knowledge).filter((w) => /please/i.test(w))).toEqual([]);
  });

  it('come in a seeded order', () => {
    const a = paraphrases('Put the apple in the fridge.', knowledge, seededRandom(1));
    expect([...a].sort()).toEqual(ruleWordings('Put the apple in the fridge.', knowledge));
    expect(paraphrases('Put the apple in the fridge.', knowledge, seededRandom(1))).toEqual(a);
    expect(paraphrases('Put the apple in the fridge.', knowledge, seededRandom(2))).not.toEqual(a);
  });
});

describe('the plan reverse-engineered from a program', () => {
  it('ties each subtask comment to the calls under it, in run order', () => {
    const code = "def a():\n    # SubTask 1: Put the Mug in the CoffeeMachine.\n    OpenObject('Cabinet|1')\n    PutObject('Mug', 'CoffeeMachine')\n    # SubTask 2: Fill the Mug.\n    SwitchOn('CoffeeMachine')\n\na()\n";
    const goal = [{ name: 'coffee', all: [{ exists: { type: 'Mug', fillLiquid: 'coffee' } }] }];
    const plan = reversePlan(code, goal, 'Make coffee.')!;
    expect(plan.subtasks).toEqual([
      { text: 'Put the Mug in the CoffeeMachine.', calls: [0, 1] },
      { text: 'Fill the Mug.', calls: [2] },
    ]);
    expect(plan.stage1.neededObjects).toEqual(['Cabinet', 'Mug', 'CoffeeMachine']);
    expect(plan.stage2.goal).toEqual(goal);
    expect(reversePlan('not code(', goal, 'x')).toBeNull();
  });
});

describe('the failure list', () => {
  it('reads task types and rooms, and names the line of a bad one', () => {
    expect(parseFocus('# failing on the dev suites\nheat\nKitchen\nuse:coffee@Bedroom\n', 'f.txt')).toEqual([
      { taskType: 'heat', roomType: null },
      { taskType: null, roomType: 'Kitchen' },
      { taskType: 'use:coffee', roomType: 'Bedroom' },
    ]);
    expect(() => parseFocus('heat@Garage\n', 'f.txt')).toThrow(InputError);
    expect(() => parseFocus('ok\nheat@Garage\n', 'f.txt')).toThrow(/f\.txt:2: 'Garage' is not a room type/);
  });
});
