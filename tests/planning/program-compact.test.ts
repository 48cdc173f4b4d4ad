import { describe, expect, it } from 'vitest';
import { codeInput, stageOneInput } from '../../src/session/code-input.js';
import { compactProgram } from '../../src/planning/program-compact.js';
import { printProgramReply } from '../../src/planning/program-schema.js';
import { loadWorld } from '../../src/world/index.js';

const world = loadWorld('FloorPlan1');
const state = { objects: world.scene.objects.map((o) => ({ objectId: o.id, objectType: o.type, parentReceptacles: o.parent ? [o.parent] : [], receptacleObjectIds: [] })) };
const plan = { taskDescription: 'Toast.', subtasks: ['Slice the bread.', 'Toast a slice.'], neededObjects: ['Bread', 'Knife', 'Toaster'] };
const input = codeInput(stageOneInput('I feel hungry.', world, null), plan, state as never, world);
const vocabulary = { skills: input.skills, objects: input.objectNames!, choices: input.argumentChoices! };
const whole = compactProgram(vocabulary, { subtasks: plan.subtasks, whole: true });

describe('the compact program format', () => {
  it('reads a short reply into the program the JSON schema accepts, with the plan\'s subtask texts', () => {
    const read = whole.read('make_toast\n# 1 Slice the bread.\nSliceObject Bread Knife\n# 2 Toast a slice.\nPutObject BreadSliced Toaster\nSwitchOn Toaster\n');
    expect(read).toEqual({
      ok: true,
      value: {
        function: 'make_toast',
        subtasks: [
          { subtask: 'Slice the bread.', calls: [{ skill: 'SliceObject', obj: 'Bread', tool: 'Knife' }] },
          { subtask: 'Toast a slice.', calls: [{ skill: 'PutObject', obj: 'BreadSliced', receptacle: 'Toaster' }, { skill: 'SwitchOn', obj: 'Toaster' }] },
        ],
      },
    });
    if (!read.ok) return;
    expect(printProgramReply(read.value, input.skills)).toContain("    # SubTask 2: Toast a slice.\n    PutObject('BreadSliced', 'Toaster')\n");
  });

  it('leaves a trailing optional argument out (null in the program)', () => {
    const read = whole.read('clean\n# 1 Slice the bread.\nCleanObject Pan DishSponge\n# 2 Toast a slice.\nSwitchOn Toaster');
    expect(read.ok && read.value.subtasks[0]!.calls[0]).toEqual({ skill: 'CleanObject', obj: 'Pan', tool: 'DishSponge', detergent: null });
  });

  it.each([
    ['an object the room does not have', 'f\n# 1 x\nSwitchOn Protein\n# 2 y\nSwitchOn Toaster', /Protein|Invalid/],
    ['a missing argument', 'f\n# 1 x\nSliceObject Bread\n# 2 y\nSwitchOn Toaster', /SliceObject takes obj, tool/],
    ['a subtask left out', 'f\n# 1 x\nSliceObject Bread Knife', /subtasks|>=2/],
    ['subtasks out of order', 'f\n# 2 y\nSwitchOn Toaster\n# 1 x\nSliceObject Bread Knife', /in order; subtask 1 comes after subtask 2/],
    ['a number past the plan', 'f\n# 1 x\nSliceObject Bread Knife\n# 3 z\nSwitchOn Toaster', /from 1 to 2/],
    ['a subtask without calls', 'f\n# 1 x\n# 2 y\nSwitchOn Toaster', /subtask 1 has no call/],
    ['a call before any subtask', 'f\nSwitchOn Toaster\n# 1 x', /before any subtask line/],
    ['prose', 'Sure! Here is the program:', /not in the program format/],
    ['an unknown skill', 'f\n# 1 x\nPressObject Toaster\n# 2 y\nSwitchOn Toaster', /not in the program format/],
  ])('refuses %s, saying why', (_what, text, problem) => {
    const read = whole.read(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatch(problem);
  });

  it('builds a GBNF grammar from the same skill and object lists: every subtask in order, only objects a skill can act on', () => {
    const g = whole.grammar;
    expect(g).toMatch(/^root ::= name "\\n" s1$/m);
    // The plan's words are written out by the grammar; each subtask has one to ten calls.
    expect(g).toContain('s1 ::= "# 1 Slice the bread.\\n" ( call "\\n" ){1,10} s2\n');
    expect(g).toContain('s2 ::= "# 2 Toast a slice.\\n" ( call "\\n" ){1,10}\n');
    for (const skill of world.skills.keys()) if ((input.argumentChoices!.get(skill)?.length ?? 1) > 0) expect(g).toContain(`"${skill}"`);
    // The toaster list of SwitchOn does not hold the bread; each object list is written once.
    const switchOn = /"SwitchOn" " " (obj\d+)/.exec(g)![1]!;
    const list = new RegExp(`^${switchOn} ::= (.*)$`, 'm').exec(g)![1]!;
    expect(list).toContain('"Toaster"');
    expect(list).not.toContain('"Bread"');
    const rules = g.trim().split('\n').map((line) => line.split(' ::= ')[0]);
    expect(new Set(rules).size).toBe(rules.length);
  });

  it('the remaining steps after a failure need not cover every subtask', () => {
    const rest = compactProgram(vocabulary, { subtasks: plan.subtasks, whole: false });
    expect(rest.read('finish\n# 2 Toast a slice.\nSwitchOn Toaster').ok).toBe(true);
    expect(rest.grammar).toContain('s1 ::= ( "# 1 Slice the bread.\\n" ( call "\\n" ){1,10} )? s2\n');
  });
});
