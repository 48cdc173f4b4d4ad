import { describe, expect, it } from 'vitest';
import { parseSkillCode, type Program } from '../../src/code/index.js';
import type { ErrorReport } from '../../src/execution/index.js';
import { applyKnownFix as applyFix, knownFix, type KnownFix } from '../../src/planning/known-fix.js';

/** The fix made on `code`, parsed as the session has it. */
function applyKnownFix(code: string, fix: KnownFix): string | null {
  return applyFix(code, fix, parsed(code));
}

function parsed(code: string): Program {
  const result = parseSkillCode(code);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.program;
}

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
    expect(knownFix(report({}))).toMatchObject({ kind: 'insert', call: "OpenObject('Drawer|1')", line: 3, summary: "OpenObject('Drawer|1') before line 3" });
  });

  it('opens the closed container of the receptacle to put into (a Plate in a closed Cabinet)', () => {
    const put = report({
      call: "PutObject('BreadSliced', 'Plate')",
      skill: 'PutObject',
      action: 'PutObject',
      resolved: { objectId: 'BreadSliced|1', receptacleObjectId: 'Plate|1' },
      objects: [
        { objectId: 'BreadSliced|1', objectType: 'BreadSliced', parent: null, contents: [], state: {} },
        { objectId: 'Plate|1', objectType: 'Plate', parent: 'Cabinet|2', contents: [], state: {} },
        { objectId: 'Cabinet|2', objectType: 'Cabinet', parent: null, contents: ['Plate|1'], state: { isOpen: false } },
      ],
    });
    expect(knownFix(put)).toMatchObject({ kind: 'insert', call: "OpenObject('Cabinet|2')" });
  });

  it('opens a closed receptacle to put into, and closes an appliance that must be closed', () => {
    expect(knownFix(report({ errorCode: 'RECEPTACLE_CLOSED', resolved: { objectId: 'Apple|1', receptacleObjectId: 'Fridge|1' } }))).toMatchObject({ call: "OpenObject('Fridge|1')" });
    expect(knownFix(report({ errorCode: 'MUST_BE_CLOSED', resolved: { objectId: 'Microwave|1' } }))).toMatchObject({ call: "CloseObject('Microwave|1')" });
  });

  it('drops a call whose effect already holds, and slicing what an earlier call sliced', () => {
    expect(knownFix(report({ errorCode: 'ALREADY_USED_UP', skill: 'UseUpObject', call: "UseUpObject('PaperTowelRoll')" }))).toMatchObject({ kind: 'drop', line: 3 });
    const sliced = report({ errorCode: 'OBJECT_NOT_FOUND', args: { objectId: 'Bread' }, resolved: {}, message: "There is no usable Bread left in FloorPlan1: it was sliced into BreadSliced. Use 'BreadSliced' instead." });
    expect(knownFix(sliced)).toMatchObject({ kind: 'drop', summary: "line 3 (SliceObject('Apple', 'Knife')) dropped: an earlier call already sliced it" });
    expect(knownFix({ ...sliced, skill: 'PutObject', call: "PutObject('Bread', 'Plate')" })).toMatchObject({ kind: 'rename', from: 'Bread', to: 'BreadSliced' });
  });

  it('has none for a failure the report names no call for', () => {
    expect(knownFix(report({ errorCode: 'OBJECT_NOT_FOUND', message: "There is no Toaster in FloorPlan1." }))).toBeNull();
    expect(knownFix(report({ errorCode: 'WRONG_TOOL' }))).toBeNull();
    expect(knownFix(report({ objects: [] }))).toBeNull();
  });
});

describe('applyKnownFix', () => {
  it('inserts the call before the failed line, indented as it is', () => {
    expect(applyKnownFix(code, knownFix(report({}))!)).toBe("def f():\n    # slice\n    OpenObject('Drawer|1')\n    SliceObject('Apple', 'Knife')\n\nf()\n");
  });

  it('drops the failed line and its later copies, and renames an argument on the failed line only', () => {
    const twice = "def f():\n    UseUpObject('PaperTowelRoll')\n    UseUpObject('PaperTowelRoll')\n    PutObject('Bread', 'Plate')\n    UseUpObject('PaperTowelRoll')\n    PutObject('Bread', 'Plate')\n\nf()\n";
    expect(applyKnownFix(twice, { kind: 'drop', line: 3, summary: '', advice: '' })).toBe("def f():\n    UseUpObject('PaperTowelRoll')\n    PutObject('Bread', 'Plate')\n    PutObject('Bread', 'Plate')\n\nf()\n");
    expect(applyKnownFix(twice, { kind: 'rename', from: 'Bread', to: 'BreadSliced', line: 4, summary: '', advice: '' })).toBe(
      "def f():\n    UseUpObject('PaperTowelRoll')\n    UseUpObject('PaperTowelRoll')\n    PutObject('BreadSliced', 'Plate')\n    UseUpObject('PaperTowelRoll')\n    PutObject('Bread', 'Plate')\n\nf()\n",
    );
  });

  it('drops no line of a function called several times: the call that failed is one run of it, the others worked', () => {
    // The second g() fails ALREADY_ON; dropping the line would leave the toaster never switched on.
    const thrice = "def g():\n    PutObject('BreadSliced', 'Toaster')\n    SwitchOn('Toaster')\n    PutObject('BreadSliced', 'Plate')\n\ndef main():\n    g()\n    g()\n    g()\n\nmain()\n";
    expect(applyKnownFix(thrice, { kind: 'drop', line: 3, summary: '', advice: '' })).toBeNull();
  });

  it('drops later copies in the order calls run, not the order lines are written, and keeps a copy an undoing call makes needed', () => {
    // b() runs first: its line is no later copy of a()'s failed one.
    const order = "def a():\n    SwitchOn('Toaster')\n\ndef b():\n    SwitchOn('Toaster')\n\nb()\na()\n";
    expect(applyKnownFix(order, { kind: 'drop', line: 2, summary: '', advice: '' })).toBe("def a():\n\ndef b():\n    SwitchOn('Toaster')\n\nb()\na()\n");
    const undone = "def f():\n    SwitchOn('Toaster')\n    SwitchOn('Toaster')\n    SwitchOn('Toaster')\n    SwitchOff('Toaster|1')\n    SwitchOn('Toaster')\n\nf()\n";
    expect(applyKnownFix(undone, { kind: 'drop', line: 3, summary: '', advice: '' })).toBe("def f():\n    SwitchOn('Toaster')\n    SwitchOff('Toaster|1')\n    SwitchOn('Toaster')\n\nf()\n");
    // A copy inside a function that also runs again later is kept.
    const repeated = "def h():\n    SwitchOn('Toaster')\n\ndef f():\n    SwitchOn('Toaster')\n    h()\n    SwitchOff('Toaster')\n    h()\n\nf()\n";
    expect(applyKnownFix(repeated, { kind: 'drop', line: 5, summary: '', advice: '' })).toBe("def h():\n    SwitchOn('Toaster')\n\ndef f():\n    h()\n    SwitchOff('Toaster')\n    h()\n\nf()\n");
  });

  it('refuses a line the code does not have, or a name the line does not say', () => {
    const open = { kind: 'insert' as const, call: "OpenObject('Drawer|1')", summary: '', advice: '' };
    expect(applyKnownFix(code, { ...open, line: 40 })).toBeNull();
    expect(applyKnownFix(code, { ...open, line: 4 })).toBeNull();
    expect(applyKnownFix(code, { kind: 'rename', from: 'Bread', to: 'BreadSliced', line: 3, summary: '', advice: '' })).toBeNull();
  });
});
