/** The nearest verified examples of a request (minisearch's BM25 over the request, the room and the plan's objects). */
import { describe, expect, it } from 'vitest';
import { ExampleIndex, formatExamples, typeWords } from '../../../src/planning/index.js';
import { EXAMPLES, example } from './fixtures.js';

describe('ExampleIndex', () => {
  const index = new ExampleIndex(EXAMPLES);

  it('indexes the training split only by default', () => {
    expect(index.size).toBe(5);
    expect(new ExampleIndex(EXAMPLES, 'all').size).toBe(6);
    expect(index.nearest({ request: 'brew me some coffee', roomType: 'Kitchen' }, 5).map((e) => e.split)).not.toContain('validation');
  });

  it('ranks the examples of the same task first, one per wording, and the room next', () => {
    const coffee = index.nearest({ request: 'I would love a coffee', roomType: 'Kitchen' }, 2);
    expect(coffee[0]!.request).toBe('Could you make coffee?');
    // The second coffee example has the same wording: a kitchen example of another request comes instead.
    expect(coffee[1]!.request).not.toBe('Could you make coffee?');
    expect(coffee[1]!.roomType).toBe('Kitchen');
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

  it('takes at most two of one kind of task before another kind', () => {
    const hungry = (request: string, scene: string) => ({ ...example(request, scene, 'Kitchen', "SwitchOn('Toaster')", 'Toaster'), taskType: 'need:hunger' });
    const egg = { ...example('I am hungry for a fried egg', 'FloorPlan5', 'Kitchen', "SwitchOn('StoveKnob')", 'StoveKnob'), taskType: 'use:fried-egg' };
    const mixed = new ExampleIndex([hungry("I'm hungry.", 'FloorPlan1'), hungry("I'm so hungry.", 'FloorPlan2'), hungry('Hungry, thanks.', 'FloorPlan3'), egg]);
    const three = mixed.nearest({ request: "I'm hungry", roomType: 'Kitchen' }, 3);
    expect(three.map((e) => e.taskType)).toEqual(['need:hunger', 'need:hunger', 'use:fried-egg']);
    expect(three[0]!.request).toBe("I'm hungry.");
    expect(mixed.nearest({ request: "I'm hungry", roomType: 'Kitchen' }, 4)).toHaveLength(4);
  });
});
