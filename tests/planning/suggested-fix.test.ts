/** The fix a refinement prompt suggests, for failures the simulator reports (a real bridge). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../src/bridge/index.js';
import { connectSharedBridge } from '../helpers/shared-bridge.js';
import { parseSkillCode } from '../../src/code/index.js';
import { formatSuggestedFix } from '../../src/planning/format-context.js';
import { loadWorld } from '../../src/world/index.js';
import { failureOf, taskCode } from '../helpers/run-code.js';

const DRAWER = 'Drawer|+00.95|+00.22|-02.20';

const skills = [
  { name: 'SwitchOn', params: [{ name: 'obj', optional: false }], description: '', needs: 'toggleable' },
  { name: 'SwitchOff', params: [{ name: 'obj', optional: false }], description: '', needs: 'toggleable' },
  { name: 'UseUpObject', params: [{ name: 'obj', optional: false }], description: '', needs: 'canBeUsedUp' },
];
const objects = [{ type: 'Toaster', properties: ['toggleable', 'receptacle'], interactions: '', instances: [] }];

let bridge: BridgeConnection;
beforeAll(async () => {
  bridge = await connectSharedBridge();
});
afterAll(async () => {
  await bridge?.close();
});

describe('the suggested fix of an execution refinement', () => {
  const world = loadWorld('FloorPlan1');

  it('names the closed container to open, in code', async () => {
    const failure = await failureOf(bridge.client, world, taskCode("SliceObject('Bread', 'Knife')"));
    expect(formatSuggestedFix({ failure, skills, objects })).toBe(
      `A change that fixes this error: call OpenObject('${DRAWER}') before line 2, and CloseObject('${DRAWER}') after the last call that takes from it.`,
    );
  });

  it('names the skills that can act on an object a skill cannot (a Toaster is switched, not used up)', async () => {
    const failure = await failureOf(bridge.client, world, taskCode("UseUpObject('Toaster')"));
    expect(failure.errorCode).toBe('NOT_USABLE_UP');
    expect(formatSuggestedFix({ failure, skills, objects })).toBe(
      "A change that fixes this error: at line 2, UseUpObject cannot act on a Toaster (a Toaster is toggleable, receptacle): use SwitchOn('Toaster') or SwitchOff('Toaster') instead, or drop that call.",
    );
  });

  it('says nothing for a failure whose fix is not one call', async () => {
    const holdKnife = async () => {
      await bridge.client.step({ agent: 'robot', action: 'GoToObject', objectId: DRAWER });
      await bridge.client.step({ agent: 'robot', action: 'OpenObject', objectId: DRAWER });
      expect((await bridge.client.step({ agent: 'robot', action: 'PickupObject', objectId: 'Knife' })).success).toBe(true);
    };
    const failure = await failureOf(bridge.client, world, taskCode("PutObject('Bread', 'CounterTop')"), holdKnife);
    expect(failure.errorCode).toBe('HAND_OCCUPIED');
    expect(formatSuggestedFix({ failure, skills, objects })).toBe('');
  });

  it('advises no drop of a line that runs more than once (a call in a function called three times)', async () => {
    const once = "def g():\n    SwitchOn('Toaster')\n    SwitchOn('Toaster')\n\ng()\n";
    const thrice = "def g():\n    SwitchOn('Toaster')\n\ng()\ng()\ng()\n";
    const program = (code: string) => (parseSkillCode(code) as Extract<ReturnType<typeof parseSkillCode>, { ok: true }>).program;
    const failedOnce = await failureOf(bridge.client, world, once);
    expect(failedOnce.errorCode).toBe('ALREADY_ON');
    expect(formatSuggestedFix({ failure: failedOnce, skills, objects, code: once, program: program(once) })).toMatch(/^A change that fixes this error: drop the call at line 3/);
    const failedThrice = await failureOf(bridge.client, world, thrice);
    expect([failedThrice.errorCode, failedThrice.line]).toEqual(['ALREADY_ON', 2]);
    expect(formatSuggestedFix({ failure: failedThrice, skills, objects, code: thrice, program: program(thrice) })).toBe('');
  });
});
