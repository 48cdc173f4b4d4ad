/** The nearest verified examples of a request (minisearch's BM25 over the request, the room and the plan's objects). */
import { describe, expect, it } from 'vitest';
import { ExampleIndex, formatExamples, kindWords, loadKnowledge, typeWords } from '../../../src/planning/index.js';
import { loadCatalogue, scenesDir } from '../../../src/world/index.js';
import { EXAMPLES, example } from './fixtures.js';

describe('ExampleIndex', () => {
  const index = new ExampleIndex(EXAMPLES);

  it('indexes the training split only by default', () => {
    expect(index.size).toBe(5);
    expect(new ExampleIndex(EXAMPLES, 'all').size).toBe(6);
    expect(index.nearest({ request: 'brew me some coffee', roomType: 'Kitchen' }, 5).map((e) => e.split)).not.toContain('validation');
  });

  it('ranks the examples of the same task first, one per wording; the room alone is no likeness', () => {
    const coffee = index.nearest({ request: 'I would love a coffee', roomType: 'Kitchen' }, 2);
    expect(coffee[0]!.request).toBe('Could you make coffee?');
    // The second coffee example has the same wording, and the other kitchen examples share nothing
    // with the request but the room: none of them is shown.
    expect(coffee).toHaveLength(1);
    expect(index.nearest({ request: 'Water the plant', roomType: 'Kitchen' }, 3)).toEqual([]);
    expect(index.nearest({ request: 'switch the lamp on', roomType: 'Bedroom' }, 1)[0]!.request).toBe('Switch on the desk lamp, please.');
    expect(index.nearest({ request: 'the television please', roomType: 'LivingRoom' }, 1)[0]!.scene).toBe('FloorPlan201');
  });

  it('gives the same examples for the same request every time, and none for k = 0', () => {
    const once = index.nearest({ request: 'turn on something', roomType: 'Kitchen' }, 3).map((e) => e.id);
    expect(index.nearest({ request: 'turn on something', roomType: 'Kitchen' }, 3).map((e) => e.id)).toEqual(once);
    expect(index.nearest({ request: 'coffee', roomType: 'Kitchen' }, 0)).toEqual([]);
  });

  it('splits type names into words', () => {
    expect(typeWords('CoffeeMachine')).toBe('coffee machine');
  });

  it('shows each example with its request, room, plan, goal and code', () => {
    const text = formatExamples(index.nearest({ request: 'coffee', roomType: 'Kitchen' }, 1));
    expect(text).toMatch(/^Verified examples[^\n]*\n\nExample 1\. Room: Kitchen\. Request: "Could you make coffee\?"\nPlan: Turn the CoffeeMachine on\.\n {2}1\. Do it\.\nNeeded objects: CoffeeMachine\nGoal: CoffeeMachine on: [^\n]+\nCode:\ndef task\(\):/);
    expect(formatExamples([])).toBe('');
  });

  it("shows only the alternative of an example's goal that held when it was run", () => {
    const lamp = example('Light it up', 'FloorPlan301', 'Bedroom', "SwitchOn('DeskLamp')", 'DeskLamp');
    const unmet = { name: 'FloorLamp on', all: [{ exists: { type: 'FloorLamp', is: ['on' as const] } }] };
    const text = formatExamples([{ ...lamp, stage2: { ...lamp.stage2, goal: [unmet, ...lamp.stage2.goal] } }]);
    expect(text).toContain('Goal: DeskLamp on:');
    expect(text).not.toContain('FloorLamp');
  });

  it('takes at most two of one kind of task before another kind', () => {
    const hungry = (request: string, scene: string) => ({ ...example(request, scene, 'Kitchen', "SwitchOn('Toaster')", 'Toaster'), taskType: 'need:hunger' });
    const egg = { ...example('I am hungry for a fried egg', 'FloorPlan5', 'Kitchen', "SwitchOn('StoveKnob')", 'StoveKnob'), taskType: 'use:fried-egg' };
    const mixed = new ExampleIndex([hungry("I'm hungry.", 'FloorPlan1'), hungry("I'm so hungry.", 'FloorPlan2'), hungry('Hungry, thanks.', 'FloorPlan3'), egg]);
    const three = mixed.nearest({ request: "I'm hungry", roomType: 'Kitchen' }, 3);
    expect(three.map((e) => e.taskType)).toEqual(['need:hunger', 'need:hunger', 'use:fried-egg']);
    expect(three[0]!.request).toBe("I'm hungry.");
    expect(mixed.nearest({ request: "I'm hungry", roomType: 'Kitchen' }, 4)).toHaveLength(4);
  });

  it('one example per program: a paraphrase of an example already shown gives way to another example', () => {
    const toast = example('Turn on the toaster.', 'FloorPlan2', 'Kitchen', "SwitchOn('Toaster')", 'Toaster');
    const reworded = { ...example('Turn the toaster on, thanks.', 'FloorPlan2', 'Kitchen', "SwitchOn('Toaster')", 'Toaster'), source: { kind: 'paraphrase' as const, from: toast.id, teacher: 'offline-search' as const } };
    const other = example('Turn on the toaster in the other kitchen.', 'FloorPlan5', 'Kitchen', "SwitchOn('Toaster')", 'Toaster');
    const near = new ExampleIndex([toast, reworded, other]).nearest({ request: 'turn on the toaster', roomType: 'Kitchen' }, 2);
    expect(near.map((e) => e.scene).sort()).toEqual(['FloorPlan2', 'FloorPlan5']);
  });

  it("with the household knowledge, a request meets the examples of its need in other words: 'hungry' finds 'famished'", () => {
    const knowledge = loadKnowledge(undefined, loadCatalogue(scenesDir()));
    const kinds = kindWords(knowledge);
    expect(kinds('need:hunger')).toContain('hungry');
    expect(kinds('use:coffee')).toContain('coffee');
    expect(kinds('command:toggle-on')).toBe('toggle on');
    expect(kinds('alfred:whatever')).toBe('');
    const famished = { ...example("I'm famished.", 'FloorPlan5', 'Kitchen', "SwitchOn('Toaster')", 'Toaster'), taskType: 'need:hunger' };
    const stressed = { ...example("I'm stressed.", 'FloorPlan6', 'Kitchen', "SwitchOn('Faucet')", 'Faucet'), taskType: 'need:relax' };
    const bank = [famished, stressed];
    // Without the kinds' words the request shares no word with either example: nothing is shown.
    expect(new ExampleIndex(bank).nearest({ request: 'I feel hungry.', roomType: 'Kitchen' }, 2)).toEqual([]);
    expect(new ExampleIndex(bank, 'train', kinds).nearest({ request: 'I feel hungry.', roomType: 'Kitchen' }, 2).map((e) => e.request)).toEqual(["I'm famished."]);
  });
});

