/** ALFRED's expert calls as skill code: one skill call a call, grouped by the expert's high-level step, named by type where the start has one. */
import { describe, expect, it } from 'vitest';
import { expertProgram, reversePlan, subtaskText, type ExpertInteraction } from '../../../src/bank/index.js';

const OBJECTS = [
  { id: 'Apple|+00.00|+00.98|+00.51', type: 'Apple' },
  { id: 'Microwave|+01.93|+00.90|-00.77', type: 'Microwave' },
  { id: 'CounterTop|-00.02|+00.96|+00.51', type: 'CounterTop' },
  { id: 'CounterTop|+01.00|+00.96|+00.51', type: 'CounterTop' },
];
const [apple, microwave, counter] = OBJECTS.map((o) => o.id) as [string, string, string];
const step = (action: string, objectId: string, more: Record<string, string> = {}) => ({ agent: 'robot', action, objectId, ...more });
const HEAT: ExpertInteraction[] = [
  { step: step('PickupObject', apple), highIdx: 1, highAction: 'PickupObject' },
  ...['OpenObject', 'PutObject', 'CloseObject', 'SwitchOn', 'SwitchOff', 'OpenObject', 'PickupObject', 'CloseObject'].map((action) => ({
    step: action === 'PutObject' ? step(action, apple, { receptacleObjectId: microwave }) : step(action, action === 'PickupObject' ? apple : microwave),
    highIdx: 3,
    highAction: 'HeatObject',
  })),
  { step: step('PutObject', apple, { receptacleObjectId: counter }), highIdx: 5, highAction: 'PutObject' },
];

describe("the expert's calls as skill code", () => {
  it('makes one call a recorded interaction, under a subtask for each high-level step, by type where the start has one of it', () => {
    const program = expertProgram(HEAT, OBJECTS, 'heat', 'types');
    if (!program.ok) throw new Error(program.reason);
    expect(program.code).toBe(
      [
        'def heat():',
        '    # SubTask 1: Pick up the Apple.',
        "    PickupObject('Apple')",
        '    # SubTask 2: Heat the Apple in the Microwave.',
        "    OpenObject('Microwave')",
        "    PutObject('Apple', 'Microwave')",
        "    CloseObject('Microwave')",
        "    SwitchOn('Microwave')",
        "    SwitchOff('Microwave')",
        "    OpenObject('Microwave')",
        "    PickupObject('Apple')",
        "    CloseObject('Microwave')",
        '    # SubTask 3: Put the Apple on the CounterTop.',
        // Two counters in the start: the one the expert used, by id.
        `    PutObject('Apple', '${counter}')`,
        '',
        'heat()',
        '',
      ].join('\n'),
    );
    const plan = reversePlan(program.code, [{ name: 'g', all: [] }], 'Heat an Apple.')!;
    expect(plan.subtasks.map((s) => s.calls)).toEqual([[0], [1, 2, 3, 4, 5, 6, 7, 8], [9]]);
  });

  it('names every object by id when asked, a slice by its type, and refuses what no skill carries', () => {
    const ids = expertProgram(HEAT.slice(0, 1), OBJECTS, 'heat', 'ids');
    expect(ids.ok && ids.code).toContain(`PickupObject('${apple}')`);
    const slice = expertProgram([{ step: step('SliceObject', apple, { toolObjectId: 'Knife|1|2|3' }), highIdx: 0, highAction: 'SliceObject' }, { step: step('PickupObject', `${apple}|AppleSliced_1`), highIdx: 1, highAction: 'PickupObject' }], [...OBJECTS, { id: 'Knife|1|2|3', type: 'Knife' }], 'slice', 'types');
    expect(slice.ok && slice.code).toContain("SliceObject('Apple', 'Knife')\n    # SubTask 2: Pick up the AppleSliced.\n    PickupObject('AppleSliced')");
    expect(expertProgram([{ step: step('BreakObject', apple), highIdx: 0, highAction: 'X' }], OBJECTS, 'x', 'types')).toEqual({ ok: false, reason: 'BreakObject has no skill of ours' });
    expect(expertProgram([], OBJECTS, 'x', 'types')).toEqual({ ok: false, reason: 'the demonstration has no interaction' });
  });

  it('words a cooling or a rinsing step by what was put where', () => {
    const typeOf = (id: string) => id.split('|')[0]!;
    expect(subtaskText('CoolObject', [step('OpenObject', 'Fridge|1'), step('PutObject', 'Egg|1', { receptacleObjectId: 'Fridge|1' })], typeOf)).toBe('Chill the Egg in the Fridge.');
    expect(subtaskText('CleanObject', [step('PutObject', 'Mug|1', { receptacleObjectId: 'SinkBasin|1' }), step('SwitchOn', 'Faucet|1')], typeOf)).toBe('Rinse the Mug in the SinkBasin.');
    expect(subtaskText('ToggleObject', [step('SwitchOn', 'DeskLamp|1')], typeOf)).toBe('Switch on the DeskLamp.');
  });
});
