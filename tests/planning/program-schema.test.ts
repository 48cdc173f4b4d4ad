import { describe, expect, it } from 'vitest';
import { parseSkillCode, validateProgram } from '../../src/code/index.js';
import { jsonSchemaResponseFormat } from '../../src/llm/response-format.js';
import { codeInput, stageOneInput } from '../../src/session/code-input.js';
import { printProgramReply, programSchema, programSchemaName, type ProgramReply } from '../../src/planning/program-schema.js';
import { formatSkillObjects } from '../../src/planning/format.js';
import { taskDecompositionReply } from '../../src/planning/decomposition.js';
import { buildValidationContext, loadWorld } from '../../src/world/index.js';

const world = loadWorld('FloorPlan1');
const state = { objects: world.scene.objects.map((o) => ({ objectId: o.id, objectType: o.type, parentReceptacles: o.parent ? [o.parent] : [], receptacleObjectIds: [] })) };
const plan = { taskDescription: 'Toast.', subtasks: ['Slice.', 'Toast.'], neededObjects: ['Bread', 'Knife', 'Toaster'] };
const input = codeInput(stageOneInput('I feel hungry.', world, null), plan, state as never, world);
const schema = programSchema({ skills: input.skills, objects: input.objectNames! });

const toast: ProgramReply = {
  function: 'make_toast',
  subtasks: [
    { subtask: 'Slice the bread.', calls: [{ skill: 'SliceObject', obj: 'Bread', tool: 'Knife' }] },
    { subtask: 'Toast it.\nThen serve.', calls: [{ skill: 'PutObject', obj: 'BreadSliced', receptacle: 'Toaster' }, { skill: 'SwitchOn', obj: 'Toaster' }] },
  ],
};

describe('the program schema (code valid by construction)', () => {
  it('accepts a program of library skills with their parameters and objects of the room', () => {
    expect(schema.safeParse(toast).success).toBe(true);
    const cleaning = { function: 'clean', subtasks: [{ subtask: 'Clean the pan.', calls: [{ skill: 'CleanObject', obj: 'Pan', tool: 'DishSponge', detergent: null }] }] };
    expect(schema.safeParse(cleaning).success).toBe(true);
  });

  it.each([
    ['an unknown skill', { skill: 'PressObject', obj: 'LightSwitch' }],
    ['an object the room does not have', { skill: 'SwitchOn', obj: 'Protein' }],
    ['a missing argument', { skill: 'SliceObject', obj: 'Bread' }],
    ['an extra argument', { skill: 'SwitchOn', obj: 'Toaster', tool: 'Knife' }],
  ])('refuses %s', (_what, call) => {
    expect(schema.safeParse({ function: 'f', subtasks: [{ subtask: 'x', calls: [call] }] }).success).toBe(false);
  });

  it('enumerates every skill and the scene objects (ids, types, derivable types) in the JSON schema, the long list once', () => {
    const sent = JSON.stringify(jsonSchemaResponseFormat(schema, programSchemaName).json_schema.schema);
    for (const skill of world.skills.keys()) expect(sent).toContain(`"const":"${skill}"`);
    for (const name of ['Bread', 'BreadSliced', 'EggCracked', world.scene.objects[0]!.id]) expect(sent).toContain(JSON.stringify(name));
    expect(sent.split(JSON.stringify(world.scene.objects[0]!.id)).length - 1).toBe(1);
    expect(sent).toContain('"$ref":"#/$defs/enum1"');
  });

  it('prints skill code that the checker accepts, one comment per subtask, arguments in parameter order', () => {
    const code = printProgramReply(toast, input.skills);
    expect(code).toBe(
      "def make_toast():\n    # SubTask 1: Slice the bread.\n    SliceObject('Bread', 'Knife')\n    # SubTask 2: Toast it. Then serve.\n    PutObject('BreadSliced', 'Toaster')\n    SwitchOn('Toaster')\n\nmake_toast()\n",
    );
    const parsed = parseSkillCode(code);
    if (!parsed.ok) throw new Error('does not parse');
    expect(validateProgram(parsed.program, buildValidationContext(world.scene, world.catalogue, world.skills))).toEqual([]);
  });

  it('leaves a null optional argument out and quotes what needs quoting', () => {
    const code = printProgramReply({ function: 'clean', subtasks: [{ subtask: "Don't wait.", calls: [{ skill: 'CleanObject', obj: 'Pan', tool: 'DishSponge', detergent: null }] }] }, input.skills);
    expect(code).toContain("CleanObject('Pan', 'DishSponge')\n");
    expect(code).toContain("# SubTask 1: Don't wait.");
  });
});

describe('the stage 1 and 2 reply schema', () => {
  const schema = taskDecompositionReply(['Apple', 'Bread', 'Knife', 'Plate', 'Toaster', 'BreadSliced']);
  const base = { taskDescription: 'Toast.', subtasks: ['Slice.'], neededObjects: ['Bread'] };

  it('takes the room\'s types only, at most 12 of them, and at most 8 subtasks', () => {
    expect(schema.safeParse(base).success).toBe(true);
    expect(schema.safeParse({ ...base, neededObjects: ['Protein'] }).success).toBe(false);
    expect(schema.safeParse({ ...base, neededObjects: Array.from({ length: 13 }, () => 'Bread') }).success).toBe(false);
    expect(schema.safeParse({ ...base, subtasks: Array.from({ length: 9 }, (_, i) => `Step ${i}.`) }).success).toBe(false);
    const sent = jsonSchemaResponseFormat(schema, 'task_decomposition').json_schema.schema as { properties: { neededObjects: { maxItems: number; items: { enum: string[] } } } };
    expect(sent.properties.neededObjects.maxItems).toBe(12);
    expect(sent.properties.neededObjects.items.enum).toContain('BreadSliced');
  });
});

describe('a program that covers the plan', () => {
  it('has at least as many subtasks as the plan when asked to (a small model stops after the first otherwise)', () => {
    const covering = programSchema({ skills: input.skills, objects: input.objectNames!, planSubtasks: 2 });
    const one = { function: 'f', subtasks: [toast.subtasks[0]!] };
    expect(schema.safeParse(one).success).toBe(true);
    expect(covering.safeParse(one).success).toBe(false);
    expect(covering.safeParse(toast).success).toBe(true);
    expect(jsonSchemaResponseFormat(covering, programSchemaName).json_schema.schema).toHaveProperty('properties.subtasks.minItems', 2);
  });
});

describe('the program schema with argument choices', () => {
  const constrained = programSchema({ skills: input.skills, objects: input.objectNames!, choices: input.argumentChoices! });
  const call = (c: Record<string, string | null>) => ({ function: 'f', subtasks: [{ subtask: 'x', calls: [c] }] });

  it('accepts what the simulator can do and refuses a call it refuses on type alone', () => {
    expect(constrained.safeParse(toast).success).toBe(true);
    expect(constrained.safeParse(call({ skill: 'UseUpObject', obj: 'Toaster' })).success).toBe(false);
    expect(constrained.safeParse(call({ skill: 'PutObject', obj: 'Toaster', receptacle: 'Plate' })).success).toBe(false);
    expect(constrained.safeParse(call({ skill: 'SliceObject', obj: 'Bread', tool: 'Spoon' })).success).toBe(false);
    expect(constrained.safeParse(call({ skill: 'PutObject', obj: 'Mug', receptacle: 'CoffeeMachine' })).success).toBe(true);
  });

  it('is a JSON schema the strict helper accepts, each way of a skill one branch, each distinct list once', () => {
    const sent = jsonSchemaResponseFormat(constrained, programSchemaName).json_schema.schema as { $defs?: Record<string, unknown> };
    const text = JSON.stringify(sent);
    const branches = text.split('"const":"PutObject"').length - 1;
    expect(branches).toBe(input.argumentChoices!.get('PutObject')!.length);
    const lists = Object.values(sent.$defs ?? {}).map((d) => JSON.stringify(d));
    expect(new Set(lists).size).toBe(lists.length);
  });
});

describe('formatSkillObjects: what the code prompt says each skill can act on', () => {
  const text = formatSkillObjects(input.skills, input.argumentChoices);

  it('lists types the simulator accepts, skills with the same lists on one line, no ids', () => {
    expect(text).toMatch(/^What each skill can act on here:\n/);
    expect(text).toContain('- SwitchOn, SwitchOff: obj is CoffeeMachine, Faucet, LightSwitch, Microwave, StoveKnob, Toaster\n');
    expect(text).toContain('- UseUpObject: obj is PaperTowelRoll, SoapBottle');
    expect(text).toContain('; tool is ButterKnife, Knife');
    expect(text).not.toContain('|');
  });

  it('says when a room has nothing a skill can act on, and is empty without choices', () => {
    const living = loadWorld('FloorPlan201');
    const livingState = { objects: living.scene.objects.map((o) => ({ objectId: o.id, objectType: o.type, parentReceptacles: o.parent ? [o.parent] : [], receptacleObjectIds: [] })) };
    const livingInput = codeInput(stageOneInput('Tidy up.', living, null), plan, livingState as never, living);
    expect(formatSkillObjects(livingInput.skills, livingInput.argumentChoices)).toContain('- SliceObject, CleanObject: nothing in this room');
    expect(formatSkillObjects(input.skills, undefined)).toBe('');
  });
});
