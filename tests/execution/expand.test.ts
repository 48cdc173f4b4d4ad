import { describe, expect, test } from 'vitest';
import type { SkillCall } from '../../src/code/program.js';
import { InputError } from '../../src/errors.js';
import { expandSkillCall, hasHoldingCondition, needsStartState } from '../../src/execution/index.js';
import { loadActions, loadSkills, skillsDir, type Skill } from '../../src/world/index.js';

const skills = loadSkills(skillsDir(), loadActions(skillsDir()));
const skill = (name: string): Skill => {
  const found = skills.get(name);
  if (found === undefined) throw new Error(`skills.yaml has no ${name}`);
  return found;
};
const call = (name: string, args: string[], line = 3): SkillCall => ({ kind: 'skill', skill: name, args, line, column: 5 });

describe('expandSkillCall', () => {
  test("substitutes the call's arguments for $params, step by step", () => {
    const actions = expandSkillCall(call('PutObject', ['Egg', 'Pan']), skill('PutObject'));
    expect(actions.map((a) => a.action)).toEqual(skill('PutObject').steps.map((s) => s.action));
    const put = actions.at(-1);
    expect(put?.args).toEqual({
      objectId: { kind: 'value', value: 'Egg', param: 'obj' },
      receptacleObjectId: { kind: 'value', value: 'Pan', param: 'receptacle' },
    });
  });

  test('keeps $x@origin symbolic, and only such skills need the start state', () => {
    const slice = expandSkillCall(call('SliceObject', ['Apple', 'Knife']), skill('SliceObject'));
    const origins = slice.flatMap((a) => Object.values(a.args).filter((v) => v.kind === 'origin'));
    expect(origins.length).toBeGreaterThan(0);
    expect(origins.every((o) => o.kind === 'origin' && o.param === 'tool')).toBe(true);
    expect(needsStartState(slice)).toBe(true);
    expect(needsStartState(expandSkillCall(call('PutObject', ['Egg', 'Pan']), skill('PutObject')))).toBe(false);
  });

  test('drops an omitted optional parameter from its steps, and a step left without objectId', () => {
    const clean = skill('CleanObject');
    const withDetergent = expandSkillCall(call('CleanObject', ['Mirror', 'Cloth', 'SprayBottle']), clean);
    const without = expandSkillCall(call('CleanObject', ['Mirror', 'Cloth']), clean);
    const stepsUsingOnlyDetergent = clean.steps.filter(
      (s) => Object.values(s.args).every((v) => v === '$detergent'),
    ).length;
    expect(withDetergent).toHaveLength(clean.steps.length);
    expect(without).toHaveLength(clean.steps.length - stepsUsingOnlyDetergent);
    const cleanAction = without.find((a) => a.action === 'CleanObject');
    expect(cleanAction?.args).not.toHaveProperty('canBeUsedUpDetergentId');
    expect(withDetergent.find((a) => a.action === 'CleanObject')?.args['canBeUsedUpDetergentId']).toEqual({
      kind: 'value',
      value: 'SprayBottle',
      param: 'detergent',
    });
  });

  test('keeps literal object types written in the skill', () => {
    const actions = expandSkillCall(call('ThrowObject', ['Apple']), skill('ThrowObject'));
    const literal = actions.flatMap((a) => Object.values(a.args)).find((v) => v.kind === 'value' && v.param === undefined);
    expect(literal).toEqual({ kind: 'value', value: 'GarbageCan' });
  });

  test('a call with the wrong number of arguments is an InputError naming the line and signature', () => {
    const attempt = (): unknown => expandSkillCall(call('SliceObject', ['Apple'], 12), skill('SliceObject'));
    expect(attempt).toThrow(InputError);
    expect(attempt).toThrow(/line 12: SliceObject takes \(obj, tool\), got 1/);
  });

  test('carries an unlessHolding condition with the argument it is about', () => {
    const slice = expandSkillCall(call('SliceObject', ['Apple', 'Knife|1']), skill('SliceObject'));
    const conditional = slice.filter((a) => a.unlessHolding !== undefined);
    expect(conditional.map((a) => a.action)).toEqual(['GoToObject', 'PickupObject']);
    expect(conditional.every((a) => a.unlessHolding?.param === 'tool' && a.unlessHolding.value === 'Knife|1')).toBe(true);
    expect(hasHoldingCondition(slice)).toBe(true);
    expect(hasHoldingCondition(expandSkillCall(call('OpenObject', ['Fridge']), skill('OpenObject')))).toBe(false);
  });
});
