import { describe, expect, test } from 'vitest';
import type { ObjectState, StateResult } from '../../src/bridge/index.js';
import { buildErrorReport, ErrorReportSchema, formatErrorReport, type FailureContext } from '../../src/execution/index.js';

const FRIDGE = 'Fridge|-02.10|+00.00|+01.09';
const EGG = 'Egg|-02.04|+00.81|+01.24';
const PAN = 'Pan|-00.04|+00.95|-02.37';
const KNIFE = 'Knife|+00.90|+00.80|-02.21';

function object(objectId: string, extra: Partial<ObjectState> = {}): ObjectState {
  return {
    objectId,
    objectType: objectId.split('|')[0] ?? '',
    parentReceptacles: [],
    receptacleObjectIds: [],
    isOpen: false,
    isToggled: false,
    isSliced: false,
    isCooked: false,
    isDirty: false,
    isBroken: false,
    isUsedUp: false,
    isPickedUp: false,
    isFilledWithLiquid: false,
    ...extra,
  };
}

const state: StateResult = {
  scene: 'TestKitchen',
  agents: [
    { name: 'robot', holding: KNIFE, at: FRIDGE },
    { name: 'human', holding: null, at: null },
  ],
  objects: [
    object(FRIDGE, { receptacleObjectIds: [EGG] }),
    object(EGG, { parentReceptacles: [FRIDGE] }),
    object(PAN, { isDirty: true }),
    object(KNIFE, { isPickedUp: true }),
  ],
};

const failure: FailureContext = {
  line: 4,
  column: 5,
  call: "robot.PutObject('Egg', 'Pan')",
  skill: 'PutObject',
  callArgs: ['Egg', 'Pan'],
  agent: 'robot',
  actionIndex: 2,
  actionCount: 4,
  action: 'PickupObject',
  args: { objectId: EGG },
  resolved: { objectId: EGG },
  pinned: [EGG],
  errorCode: 'INSIDE_CLOSED_RECEPTACLE',
  message: `Cannot pick up ${EGG}: it is inside ${FRIDGE}, which is closed.`,
  failure: { about: 'state', argument: 'objectId', container: FRIDGE },
};

const PROPERTIES: Record<string, string[]> = {
  Fridge: ['openable', 'receptacle'],
  Egg: ['pickupable', 'breakable'],
  Pan: ['pickupable', 'receptacle', 'dirtyable'],
  Knife: ['pickupable'],
};

describe('buildErrorReport', () => {
  test("gathers the call's objects, their parents and the agent's hand", () => {
    const report = buildErrorReport(failure, state, (t) => PROPERTIES[t]);
    expect(report.objects.map((o) => o.objectId)).toEqual([EGG, PAN, KNIFE, FRIDGE]);
    expect(report.objects.find((o) => o.objectId === EGG)).toMatchObject({ parent: FRIDGE, state: { isBroken: false, isPickedUp: false } });
    expect(report.objects.find((o) => o.objectId === FRIDGE)).toMatchObject({ contents: [EGG], state: { isOpen: false } });
    expect(report.agentState).toEqual({ name: 'robot', holding: KNIFE, at: FRIDGE });
    expect(report.missing).toEqual([]);
  });

  test('shows only the states a type can have when the catalogue is known, else the true ones', () => {
    const known = buildErrorReport(failure, state, (t) => PROPERTIES[t]);
    expect(Object.keys(known.objects.find((o) => o.objectId === FRIDGE)?.state ?? {})).toEqual(['isOpen']);
    const unknown = buildErrorReport(failure, state);
    expect(unknown.objects.find((o) => o.objectId === FRIDGE)?.state).toEqual({});
    expect(unknown.objects.find((o) => o.objectId === PAN)?.state).toEqual({ isDirty: true });
  });

  test('names arguments that match nothing in the scene', () => {
    const report = buildErrorReport({ ...failure, callArgs: ['Toaster', 'Pan'], args: { objectId: 'Toaster' }, resolved: {}, pinned: [] }, state);
    expect(report.missing).toEqual(['Toaster']);
  });
});

describe('formatErrorReport', () => {
  test('says where, what was sent, what went wrong and the state of the objects', () => {
    const text = formatErrorReport(buildErrorReport(failure, state, (t) => PROPERTIES[t]));
    const lines = text.split('\n');
    expect(lines[0]).toBe("Execution failed at line 4: robot.PutObject('Egg', 'Pan')");
    expect(lines[1]).toBe(`  atomic action 2 of 4: PickupObject(objectId='${EGG}') by robot`);
    expect(lines[2]).toBe(`  error INSIDE_CLOSED_RECEPTACLE: ${failure.message}`);
    expect(lines[3]).toBe(`  robot is at ${FRIDGE}, holding ${KNIFE}`);
    expect(text).toContain(`${EGG} (Egg): in ${FRIDGE}; not broken`);
    expect(text).toContain(`${FRIDGE} (Fridge): not in any receptacle; closed; contains ${EGG}`);
    expect(text).toContain(`${KNIFE} (Knife): not in any receptacle; held`);
  });

  test('the report is plain data its schema reads back unchanged (transcript, result.json)', () => {
    const report = buildErrorReport(failure, state);
    const json: unknown = JSON.parse(JSON.stringify(report));
    expect(ErrorReportSchema.parse(json)).toEqual(report);
    expect(json).toMatchObject({ line: 4, action: 'PickupObject', errorCode: 'INSIDE_CLOSED_RECEPTACLE' });
  });
});
