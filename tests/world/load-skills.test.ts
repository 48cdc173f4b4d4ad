import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadActions, loadSkills } from '../../src/world/load-skills.js';
import { copyFixtures, inputErrorOf, type FixtureCopy } from './fixture-copy.js';

const SKILLS = 'skills/skills.yaml';
const ACTIONS = 'skills/actions.yaml';

let copy: FixtureCopy;
beforeEach(() => {
  copy = copyFixtures();
});
afterEach(() => copy.remove());

const errorOf = inputErrorOf;

describe('loadActions', () => {
  it('parses argument lists with optional arguments', () => {
    const actions = loadActions(copy.skills);
    expect(actions.get('CleanObject')?.args).toEqual([
      { name: 'objectId', optional: false },
      { name: 'toolObjectId', optional: false },
      { name: 'canBeUsedUpDetergentId', optional: true },
    ]);
  });

  it('refuses an argument name the bridge protocol does not know', () => {
    copy.edit(ACTIONS, 'args: [objectId, receptacleObjectId]', 'args: [objectId, receptacleId]');
    const error = errorOf(() => loadActions(copy.skills));
    expect(error.message).toContain(`${copy.path(ACTIONS)}:${copy.lineOf(ACTIONS, 'receptacleId]')}: actions.PutObject.args[1]: must be one of`);
  });
});

describe('loadSkills', () => {
  it('loads skills with parsed params and steps', () => {
    const skills = loadSkills(copy.skills);
    const clean = skills.get('CleanObject');
    expect(clean?.name).toBe('CleanObject');
    expect(clean?.params).toEqual([
      { name: 'obj', optional: false },
      { name: 'tool', optional: false },
      { name: 'detergent', optional: true },
    ]);
    expect(skills.get('SliceObject')?.steps[4]).toEqual({ action: 'GoToObject', args: { objectId: '$tool@origin' } });
  });

  it.each([
    ['- OpenObject: { objectId: $obj }', '- OpenFridge: { objectId: $obj }', 'OpenObject.steps[1].OpenFridge', "'OpenFridge' is not an action of actions.yaml"],
    ['- PickupObject: { objectId: $obj }\n      - GoToObject: { objectId: $receptacle }', '- PickupObject: { object: $obj }\n      - GoToObject: { objectId: $receptacle }', 'PutObject.steps[1].PickupObject.object', "PickupObject has no argument 'object'"],
    ['- GoToObject: { objectId: $tool@origin }', '- GoToObject: { objectId: $knife@origin }', 'SliceObject.steps[4].GoToObject.objectId', "'$knife@origin' refers to no parameter of SliceObject"],
    ['- GoToObject: { objectId: $tool@origin }', '- GoToObject: { objectId: $tool@start }', 'SliceObject.steps[4].GoToObject.objectId', "'$tool@start': the only modifier is '@origin'"],
  ])('reports a bad step: %s', (from, to, where, reason) => {
    copy.edit(SKILLS, from, to);
    const line = copy.lineOf(SKILLS, to.split('\n')[0] ?? to);
    expect(errorOf(() => loadSkills(copy.skills)).message).toContain(`${copy.path(SKILLS)}:${line}: skills.${where}: ${reason}`);
  });

  it('reports a step that leaves out a required argument of its action', () => {
    copy.edit(SKILLS, '{ objectId: $obj, toolObjectId: $tool }', '{ objectId: $obj }');
    const line = copy.lineOf(SKILLS, '- SliceObject: { objectId: $obj }');
    expect(errorOf(() => loadSkills(copy.skills)).message).toBe(
      `${copy.path(SKILLS)}:${line}: skills.SliceObject.steps[3].SliceObject: SliceObject needs its argument 'toolObjectId'`,
    );
  });

  it('refuses a step naming two actions', () => {
    copy.edit(SKILLS, '- OpenObject: { objectId: $obj }', '- { OpenObject: { objectId: $obj }, GoToObject: { objectId: $obj } }');
    expect(errorOf(() => loadSkills(copy.skills)).message).toContain('skills.OpenObject.steps[1]: a step must name exactly one action');
  });
});

describe('loadSkills: the unlessHolding step condition', () => {
  const SLICE_FETCH = 'SliceObject:\n    params: [obj, tool]\n    steps:\n      - GoToObject: { objectId: $tool }';
  const withCondition = (value: string): void => copy.edit(SKILLS, SLICE_FETCH, `${SLICE_FETCH}\n        unlessHolding: ${value}`);

  it('reads the condition beside the action', () => {
    withCondition('$tool');
    const steps = loadSkills(copy.skills).get('SliceObject')?.steps;
    expect(steps?.[0]).toEqual({ action: 'GoToObject', args: { objectId: '$tool' }, unlessHolding: '$tool' });
    expect(steps?.[1]).not.toHaveProperty('unlessHolding');
  });

  it.each([
    ['$knife', "'$knife' refers to no parameter of SliceObject (its parameters: $obj, $tool)"],
    ['$tool@origin', "'$tool@origin': unlessHolding takes the parameter itself, not its @origin"],
    ['Knife', "'Knife' must be a parameter of SliceObject written $name (its parameters: $obj, $tool)"],
    ['$tool@where', "'$tool@where': the only modifier is '@origin'"],
  ])('refuses unlessHolding: %s at its line', (value, reason) => {
    withCondition(value);
    const line = copy.lineOf(SKILLS, `unlessHolding: ${value}`);
    expect(errorOf(() => loadSkills(copy.skills)).message).toBe(`${copy.path(SKILLS)}:${line}: skills.SliceObject.steps[0].unlessHolding: ${reason}`);
  });

  it('refuses a step that has a condition but no action', () => {
    copy.edit(SKILLS, '- OpenObject: { objectId: $obj }', '- { unlessHolding: $obj }');
    expect(errorOf(() => loadSkills(copy.skills)).message).toContain('skills.OpenObject.steps[1]: a step must name exactly one action');
  });

  it('the shipped skills fetch nothing the agent already holds', () => {
    const skills = loadSkills();
    const fetchSteps = (name: string, param: string) => skills.get(name)?.steps.filter((s) => s.unlessHolding === param).map((s) => s.action);
    expect(fetchSteps('PutObject', '$obj')).toEqual(['GoToObject', 'PickupObject']);
    expect(fetchSteps('ThrowObject', '$obj')).toEqual(['GoToObject', 'PickupObject']);
    expect(fetchSteps('SliceObject', '$tool')).toEqual(['GoToObject', 'PickupObject']);
    expect(fetchSteps('CleanObject', '$tool')).toEqual(['GoToObject', 'PickupObject']);
  });
});
