import { describe, expect, it } from 'vitest';
import type { ErrorReport } from '../../src/execution/index.js';
import { applyKnownFix, knownFix } from '../../src/planning/known-fix.js';

const report = (overrides: Partial<ErrorReport>): ErrorReport =>
  ({
    line: 3,
    column: 5,
    call: "SliceObject('Apple', 'Knife')",
    skill: 'SliceObject',
    agent: 'robot',
    actionIndex: 2,
    actionCount: 6,
    action: 'PickupObject',
    args: { objectId: 'Knife|1' },
    resolved: { objectId: 'Knife|1' },
    errorCode: 'INSIDE_CLOSED_RECEPTACLE',
    message: 'Cannot pick up Knife|1: it is inside Drawer|1, which is closed.',
    agentState: { name: 'robot', holding: null, at: 'Knife|1' },
    objects: [
      { objectId: 'Knife|1', objectType: 'Knife', parent: 'Drawer|1', contents: [], state: {} },
      { objectId: 'Drawer|1', objectType: 'Drawer', parent: 'Cabinet|1', contents: ['Knife|1'], state: { isOpen: false } },
      { objectId: 'Cabinet|1', objectType: 'Cabinet', parent: null, contents: ['Drawer|1'], state: { isOpen: true } },
    ],
    missing: [],
    ...overrides,
  }) as ErrorReport;

const code = "def f():\n    # slice\n    SliceObject('Apple', 'Knife')\n\nf()\n";

describe('knownFix', () => {
  it('opens the outermost closed container of what was to be taken', () => {
    expect(knownFix(report({}))).toMatchObject({ call: "OpenObject('Drawer|1')", beforeLine: 3 });
  });

  it('opens a closed receptacle to put into, and closes an appliance that must be closed', () => {
    expect(knownFix(report({ errorCode: 'RECEPTACLE_CLOSED', resolved: { objectId: 'Apple|1', receptacleObjectId: 'Fridge|1' } }))?.call).toBe("OpenObject('Fridge|1')");
    expect(knownFix(report({ errorCode: 'MUST_BE_CLOSED', resolved: { objectId: 'Microwave|1' } }))?.call).toBe("CloseObject('Microwave|1')");
  });

  it('has none for a failure the report names no call for', () => {
    expect(knownFix(report({ errorCode: 'WRONG_TOOL' }))).toBeNull();
    expect(knownFix(report({ objects: [] }))).toBeNull();
  });
});

describe('applyKnownFix', () => {
  it('inserts the call before the failed line, indented as it is', () => {
    expect(applyKnownFix(code, knownFix(report({}))!)).toBe("def f():\n    # slice\n    OpenObject('Drawer|1')\n    SliceObject('Apple', 'Knife')\n\nf()\n");
  });

  it('refuses a line the code does not have', () => {
    expect(applyKnownFix(code, { call: "OpenObject('Drawer|1')", beforeLine: 40, advice: '' })).toBeNull();
    expect(applyKnownFix(code, { call: "OpenObject('Drawer|1')", beforeLine: 4, advice: '' })).toBeNull();
  });
});
