import { describe, expect, it } from 'vitest';
import { signature, validateProgram, type ValidationContext } from '../../src/code/validate.js';
import { BREAKFAST, code, parseOk } from './helpers.js';

const FRIDGE_ID = 'Fridge|-02.10|+00.00|+01.09';
const EGG_ID = 'Egg|-02.04|+00.81|+01.24';

const params = (...names: string[]) => ({ params: names.map((n) => ({ name: n.replace('?', ''), optional: n.endsWith('?') })) });

const ctx: ValidationContext = {
  skills: new Map([
    ['OpenObject', params('obj')],
    ['CloseObject', params('obj')],
    ['PutObject', params('obj', 'receptacle')],
    ['BreakObject', params('obj')],
    ['SwitchOn', params('obj')],
    ['SliceObject', params('obj', 'tool')],
    ['CleanObject', params('obj', 'tool', 'detergent?')],
  ]),
  objectIds: new Set([FRIDGE_ID, EGG_ID, 'Egg|+01.00|+00.90|+00.50', 'Apple|+00.10|+00.90|+00.20', 'Pan|+00.00|+00.90|-01.00']),
  objectTypes: new Set(['Fridge', 'Egg', 'Apple', 'Pan', 'StoveBurner', 'StoveKnob', 'Knife', 'DishSponge', 'Cup']),
  derivableTypes: new Set(['AppleSliced', 'EggCracked']),
  catalogueTypes: new Set(['Fridge', 'Egg', 'Apple', 'AppleSliced', 'EggCracked', 'Pan', 'StoveBurner', 'StoveKnob', 'Knife', 'DishSponge', 'Cup', 'Mug', 'Bread', 'BreadSliced']),
};

const validate = (...body: string[]) => validateProgram(parseOk(code('def f():', ...body.map((l) => `    ${l}`), 'f()')), ctx);

describe('validateProgram', () => {
  it('accepts the breakfast example, types, ids, derivable types and optional parameters', () => {
    expect(validateProgram(parseOk(BREAKFAST), ctx)).toEqual([]);
    expect(validate(`OpenObject('${FRIDGE_ID}')`, "robot.SliceObject('Apple', 'Knife')", "human.PutObject('AppleSliced', 'Pan')",
      "CleanObject('Pan', 'DishSponge')", "CleanObject('Pan', 'DishSponge', 'Cup')")).toEqual([]);
  });

  it('reports an unknown skill at its name and suggests the nearest ones', () => {
    const [error] = validate("robot.OpenObjekt('Fridge')");
    expect(error).toMatchObject({ code: 'unknown-skill', line: 2, column: 11 });
    expect(error?.message).toContain('did you mean OpenObject(obj)?');
  });

  it('lists the skills when nothing is close, and tells a function name from a skill', () => {
    expect(validate("Teleport('Fridge')")[0]?.message).toContain('use one of OpenObject, CloseObject, PutObject');
    expect(validate('prepare_salad()')[0]?.message).toContain('neither a skill nor a function defined in this code');
  });

  it('reports wrong arity with the signature, at the first extra argument when there are too many', () => {
    const [few] = validate("PutObject('Egg')");
    expect(few).toMatchObject({ code: 'wrong-arity', line: 2, column: 5 });
    expect(few?.message).toContain('PutObject takes 2 arguments but was given 1: write PutObject(obj, receptacle)');
    const [many] = validate("OpenObject('Fridge', 'Egg')");
    expect(many).toMatchObject({ code: 'wrong-arity', column: 26 });
    expect(validate("CleanObject('Pan')")[0]?.message).toContain('takes 2 to 3 arguments but was given 1: write CleanObject(obj, tool[, detergent])');
  });

  it('reports an unknown object at the argument, with similar types of the scene', () => {
    const [error] = validate("PutObject('Egg', 'Pann')");
    expect(error).toMatchObject({ code: 'unknown-object', line: 2, column: 22 });
    expect(error?.message).toBe("'Pann' is neither an objectId nor an object type of this scene; similar types in this scene: Pan.");
  });

  it('says when a catalogue type is absent from the scene', () => {
    expect(validate("PutObject('Egg', 'Mug')")[0]?.message).toBe(
      'This scene has no Mug and cannot produce one; its types are Apple, AppleSliced, Cup, DishSponge, Egg, EggCracked, Fridge, Knife, Pan, StoveBurner, StoveKnob.');
    expect(validate("OpenObject('EggSliced')")[0]?.message).toBe("'EggSliced' is neither an objectId nor an object type of this scene; similar types in this scene: Egg.");
    expect(validate("OpenObject('BreadSliced')")[0]?.message).toBe('This scene has no BreadSliced and cannot produce one; similar types in this scene: AppleSliced.');
  });

  it('points out case mistakes and unknown ids', () => {
    expect(validate("OpenObject('fridge')")[0]?.message).toContain("write 'Fridge' (types are case-sensitive)");
    const [id] = validate("OpenObject('Egg|9|9|9')");
    expect(id?.message).toBe(`There is no object with id 'Egg|9|9|9' in this scene; use the type 'Egg' or one of its ids (Egg|+01.00|+00.90|+00.50, ${EGG_ID}).`);
  });

  it('checks functions that never run too, and sorts the errors', () => {
    const program = parseOk(code('def unused():', "    Fly('Egg')", 'def f():', "    OpenObject('Moon')", 'f()'));
    expect(validateProgram(program, ctx).map((e) => [e.line, e.code])).toEqual([[2, 'unknown-skill'], [4, 'unknown-object']]);
  });

  it('refuses a function named after a skill, at its name (issue 37, item 20)', () => {
    const errors = validateProgram(parseOk(code('def OpenObject():', "    BreakObject('Egg')", '', 'OpenObject()')), ctx);
    expect(errors).toEqual([expect.objectContaining({ code: 'shadows-skill', line: 1, column: 5 })]);
    expect(errors[0]?.message).toContain("'OpenObject' is a skill of the library");
  });

  it('reports a program that runs no skill', () => {
    expect(validateProgram(parseOk(''), ctx)).toEqual([expect.objectContaining({ code: 'empty-program', line: 1, column: 1 })]);
    expect(validateProgram(parseOk(code('# nothing yet', 'def f():', '    pass', 'f()')), ctx))
      .toEqual([expect.objectContaining({ code: 'empty-program', line: 2 })]);
  });
});

describe('signature', () => {
  it('brackets optional parameters', () => {
    expect(signature('CleanObject', params('obj', 'tool', 'detergent?').params)).toBe('CleanObject(obj, tool[, detergent])');
    expect(signature('Wait', [])).toBe('Wait()');
  });
});
