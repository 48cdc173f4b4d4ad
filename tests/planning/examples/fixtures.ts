/** Hand-made bank examples for the retrieval and bank-file tests (the build test makes real ones). */
import { exampleId, type BankExample } from '../../../src/planning/index.js';

/** One example: `request` in `scene` with a one-call program, its goal the given alternative's name. */
export function example(request: string, scene: string, roomType: string, call: string, goalType: string, split: BankExample['split'] = 'train'): BankExample {
  const code = `def task():\n    # SubTask 1: Do it.\n    ${call}\n\ntask()\n`;
  const goal = [{ name: `${goalType} on`, all: [{ exists: { type: goalType, is: ['on' as const] } }] }];
  const stage1 = { taskDescription: `Turn the ${goalType} on.`, subtasks: ['Do it.'], neededObjects: [goalType] };
  const body = { request, scene, code, stage2: { ...stage1, goal } };
  return {
    id: exampleId(body),
    source: { kind: 'generated', from: 'a test', teacher: 'offline-search' },
    taskType: 'command:toggle-on',
    request,
    scene,
    floorplan: scene,
    roomType,
    stage1,
    stage2: { ...stage1, goal },
    code,
    subtasks: [{ text: 'Do it.', calls: [0] }],
    met: `${goalType} on`,
    split,
  };
}

export const EXAMPLES: BankExample[] = [
  example('Could you make coffee?', 'FloorPlan1', 'Kitchen', "SwitchOn('CoffeeMachine')", 'CoffeeMachine'),
  example('Turn on the toaster.', 'FloorPlan2', 'Kitchen', "SwitchOn('Toaster')", 'Toaster'),
  example('Switch on the desk lamp, please.', 'FloorPlan301', 'Bedroom', "SwitchOn('DeskLamp')", 'DeskLamp'),
  example('Turn on the TV.', 'FloorPlan201', 'LivingRoom', "SwitchOn('Television')", 'Television'),
  example('Could you make coffee?', 'FloorPlan3', 'Kitchen', "SwitchOn('CoffeeMachine')", 'CoffeeMachine'),
  example('Brew me some coffee.', 'FloorPlan22', 'Kitchen', "SwitchOn('CoffeeMachine')", 'CoffeeMachine', 'validation'),
];
