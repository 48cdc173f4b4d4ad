/**
 * Known fixes of failures the simulator reports (a real bridge: the fix reads the report's
 * `failure`, not its words), and their application to code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../src/bridge/index.js';
import { connectSharedBridge } from '../helpers/shared-bridge.js';
import { parseSkillCode, type Program } from '../../src/code/index.js';
import { applyKnownFix as applyFix, knownFix, type KnownFix } from '../../src/planning/known-fix.js';
import { loadWorld, type World } from '../../src/world/index.js';
import { failureOf, taskCode } from '../helpers/run-code.js';

/** The fix made on `code`, parsed as the session has it. */
function applyKnownFix(code: string, fix: KnownFix): string | null {
  return applyFix(code, fix, parsed(code));
}

function parsed(code: string): Program {
  const result = parseSkillCode(code);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.program;
}

const code = "def f():\n    # slice\n    SliceObject('Apple', 'Knife')\n\nf()\n";

let bridge: BridgeConnection;
const worlds = new Map<string, World>();
beforeAll(async () => {
  bridge = await connectSharedBridge();
});
afterAll(async () => {
  await bridge?.close();
});

/** The known fix of `calls` failing in `scene`, with the report's failed line and error code. */
async function fixOf(scene: string, ...calls: string[]) {
  if (!worlds.has(scene)) worlds.set(scene, loadWorld(scene));
  const report = await failureOf(bridge.client, worlds.get(scene)!, taskCode(...calls));
  return { fix: knownFix(report), report };
}

describe('knownFix of a failure on the simulator', () => {
  it('opens the closed container of what was to be taken', async () => {
    const { fix, report } = await fixOf('FloorPlan1', "PutObject('Egg', 'Pan')");
    expect(report.errorCode).toBe('INSIDE_CLOSED_RECEPTACLE');
    expect(fix).toMatchObject({ kind: 'insert', call: "OpenObject('Fridge|-02.10|+00.00|+01.09')", line: 2 });
    expect(fix!.summary).toBe("OpenObject('Fridge|-02.10|+00.00|+01.09') before line 2");
  });

  it('opens the closed container of the receptacle to put into (a Plate in a closed Cabinet)', async () => {
    const { fix, report } = await fixOf('FloorPlan2', "SliceObject('Bread', 'Knife')", "PutObject('BreadSliced', 'Plate')");
    expect([report.errorCode, report.failure?.argument]).toEqual(['INSIDE_CLOSED_RECEPTACLE', 'receptacleObjectId']);
    expect(fix).toMatchObject({ kind: 'insert', call: "OpenObject('Cabinet|+00.50|+00.48|-01.15')", line: 3 });
  });

  it('opens a closed receptacle to put into, and closes an appliance that must be closed', async () => {
    expect((await fixOf('FloorPlan1', "PutObject('Tomato', 'Fridge')")).fix).toMatchObject({ call: "OpenObject('Fridge|-02.10|+00.00|+01.09')" });
    const { fix } = await fixOf('FloorPlan1', "OpenObject('Microwave')", "SwitchOn('Microwave')");
    expect(fix).toMatchObject({ kind: 'insert', call: expect.stringMatching(/^CloseObject\('Microwave\|/), line: 3 });
  });

  it('drops a call whose effect already holds, and slicing what an earlier call sliced', async () => {
    expect((await fixOf('FloorPlan1', "UseUpObject('SoapBottle')", "UseUpObject('SoapBottle')")).fix).toMatchObject({ kind: 'drop', line: 3 });
    // The light is on already: switching it on is dropped, not preceded by a SwitchOff (offline repairs agree).
    expect((await fixOf('FloorPlan1', "SwitchOn('LightSwitch')")).fix).toMatchObject({ kind: 'drop', line: 2, summary: "line 2 (SwitchOn('LightSwitch')) dropped: its effect already holds" });
    const twice = await fixOf('FloorPlan2', "SliceObject('Bread', 'Knife')", "SliceObject('Bread', 'Knife')");
    expect(twice.fix).toMatchObject({ kind: 'drop', line: 3, summary: "line 3 (SliceObject('Bread', 'Knife')) dropped: an earlier call already sliced it" });
  });

  it('renames an object an earlier call sliced', async () => {
    const { fix } = await fixOf('FloorPlan2', "SliceObject('Bread', 'Knife')", "PutObject('Bread', 'CounterTop')");
    expect(fix).toMatchObject({ kind: 'rename', from: 'Bread', to: 'BreadSliced', line: 3 });
  });

  it('has none for a failure the report names no call for', async () => {
    expect((await fixOf('FloorPlan2', "PutObject('Potato|+09.00|+09.00|+09.00', 'Pan')")).fix).toBeNull();
    expect((await fixOf('FloorPlan2', "SliceObject('Bread', 'Spatula')")).fix).toBeNull();
  });
});

describe('applyKnownFix', () => {
  it('inserts the call before the failed line, indented as it is', () => {
    const fix = { kind: 'insert' as const, call: "OpenObject('Drawer|1')", line: 3, summary: '', advice: '' };
    expect(applyKnownFix(code, fix)).toBe("def f():\n    # slice\n    OpenObject('Drawer|1')\n    SliceObject('Apple', 'Knife')\n\nf()\n");
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
