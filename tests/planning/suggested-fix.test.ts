import { describe, expect, it } from 'vitest';
import { parseSkillCode } from '../../src/code/index.js';
import { formatSuggestedFix } from '../../src/planning/format-context.js';
import type { ExecutionRefinementInput } from '../../src/planning/planner.js';

const DRAWER = 'Drawer|+00.95|+00.22|-02.20';
const KNIFE = 'Knife|+00.80|+00.26|-02.30';
const TOASTER = 'Toaster|+00.98|+00.90|-02.34';

function report(over: Partial<ExecutionRefinementInput['failure']>): ExecutionRefinementInput['failure'] {
  return {
    line: 3, column: 5, call: "SliceObject('Bread', 'Knife')", skill: 'SliceObject', agent: 'robot', actionIndex: 2, actionCount: 6,
    action: 'PickupObject', args: { objectId: KNIFE }, resolved: { objectId: KNIFE }, errorCode: 'INSIDE_CLOSED_RECEPTACLE', message: '',
    agentState: null, missing: [],
    objects: [
      { objectId: KNIFE, objectType: 'Knife', parent: DRAWER, contents: [], state: {} },
      { objectId: DRAWER, objectType: 'Drawer', parent: null, contents: [KNIFE], state: { isOpen: false } },
    ],
    ...over,
  };
}

const skills = [
  { name: 'SwitchOn', params: [{ name: 'obj', optional: false }], description: '', needs: 'toggleable' },
  { name: 'SwitchOff', params: [{ name: 'obj', optional: false }], description: '', needs: 'toggleable' },
  { name: 'UseUpObject', params: [{ name: 'obj', optional: false }], description: '', needs: 'canBeUsedUp' },
];
const objects = [{ type: 'Toaster', properties: ['toggleable', 'receptacle'], interactions: '', instances: [] }];

describe('the suggested fix of an execution refinement', () => {
  it('names the closed container to open, in code', () => {
    expect(formatSuggestedFix({ failure: report({}), skills, objects })).toBe(
      `A change that fixes this error: call OpenObject('${DRAWER}') before line 3, and CloseObject('${DRAWER}') after the last call that takes from it.`,
    );
  });

  it('names the skills that can act on an object a skill cannot (a Toaster is switched, not used up)', () => {
    const useUp = report({ line: 7, skill: 'UseUpObject', call: "UseUpObject('Toaster')", errorCode: 'NOT_USABLE_UP', args: { objectId: TOASTER }, resolved: { objectId: TOASTER }, objects: [{ objectId: TOASTER, objectType: 'Toaster', parent: null, contents: [], state: {} }] });
    expect(formatSuggestedFix({ failure: useUp, skills, objects })).toBe(
      "A change that fixes this error: at line 7, UseUpObject cannot act on a Toaster (a Toaster is toggleable, receptacle): use SwitchOn('Toaster') or SwitchOff('Toaster') instead, or drop that call.",
    );
  });

  it('says nothing for a failure whose fix is not one call', () => {
    expect(formatSuggestedFix({ failure: report({ errorCode: 'HAND_OCCUPIED' }), skills, objects })).toBe('');
  });

  it('advises no drop of a line that runs more than once (a call in a function called three times)', () => {
    const alreadyOn = report({ line: 2, skill: 'SwitchOn', call: "SwitchOn('Toaster')", errorCode: 'ALREADY_ON', args: { objectId: 'Toaster' }, resolved: { objectId: TOASTER } });
    const once = "def g():\n    SwitchOn('Toaster')\n    SwitchOn('Toaster')\n\ng()\n";
    const thrice = "def g():\n    SwitchOn('Toaster')\n\ng()\ng()\ng()\n";
    const program = (code: string) => (parseSkillCode(code) as { program: NonNullable<ExecutionRefinementInput['program']> }).program;
    expect(formatSuggestedFix({ failure: { ...alreadyOn, line: 3 }, skills, objects, code: once, program: program(once) })).toMatch(/^A change that fixes this error: drop the call at line 3/);
    expect(formatSuggestedFix({ failure: alreadyOn, skills, objects, code: thrice, program: program(thrice) })).toBe('');
  });
});
