import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { GOAL_NAME_CHARS } from '../../src/goals/index.js';
import { LIMITS } from '../../src/limits.js';
import { formatPlanText, parsePlanText } from '../../src/session/plan-text.js';

const plan = { taskDescription: 'Fry an Egg in a Pan.', subtasks: ['Put the Egg in the Pan.', 'Switch on the stove.'], neededObjects: ['Egg', 'Pan', 'StoveKnob'] };

describe('the plan as editable text', () => {
  it('reads back what it wrote', () => {
    expect(parsePlanText(formatPlanText(plan))).toEqual(plan);
  });

  it('takes dashes and "2)" for subtasks, and ignores comments and blank lines', () => {
    expect(parsePlanText('# mine\nTask: Toast.\n- Slice the Bread.\n2) Toast it.\n\nNeeds: Bread , Toaster\n')).toEqual({
      taskDescription: 'Toast.',
      subtasks: ['Slice the Bread.', 'Toast it.'],
      neededObjects: ['Bread', 'Toaster'],
    });
  });

  it('carries the goal after "Done when:" in YAML, read back and checked by the goal schema', () => {
    const goal = [{ name: 'fried egg', all: [{ exists: { type: 'EggCracked', is: ['cooked' as const], in: 'Pan' } }] }];
    const text = formatPlanText({ ...plan, goal });
    expect(text).toContain('Done when:\n- name: fried egg');
    expect(parsePlanText(text)).toEqual({ ...plan, goal });
    // An edit of the goal: toast instead.
    const edited = text.replace('type: EggCracked', 'type: BreadSliced').replace('in: Pan', 'in: Plate');
    expect(parsePlanText(edited).goal).toEqual([{ name: 'fried egg', all: [{ exists: { type: 'BreadSliced', is: ['cooked'], in: 'Plate' } }] }]);
    expect(() => parsePlanText(text.replace('is:', 'looks:'))).toThrow('the goal after "Done when:" (line 5) at 0.all.0.exists: Unrecognized key: "looks" (docs/goals.md)');
  });

  it('names the line it cannot read, and what is missing', () => {
    expect(() => parsePlanText('Task: Toast.\nslice the bread\n')).toThrow("line 2 of the edited plan: 'slice the bread' is not");
    expect(() => parsePlanText('1. Slice.\n')).toThrow('the edited plan needs a "Task:" line');
    expect(() => parsePlanText('Task: Toast.\n')).toThrow('the edited plan needs at least one numbered subtask');
  });
});

describe('an edited plan that is hostile (issue 37, item 7)', () => {
  const task = 'Task: Toast.\n1. Toast the Bread.\nNeeds: Bread\n';

  it('refuses a goal of many aliases as an input error naming the line (the menu asks again), not a crash', () => {
    const anchors = ['Done when:', '- name: a', '  all:', '    - exists: &e {type: Bread}'];
    const aliases = Array.from({ length: 300 }, () => '    - exists: *e');
    const text = `${task}${[...anchors, ...aliases].join('\n')}\n`;
    expect(() => parsePlanText(text)).toThrow(InputError);
    expect(() => parsePlanText(text)).toThrow(/line 4 of the edited plan: the goal's aliases expand too far/);
  });

  it('refuses an edit past planEditBytes before reading it, and a goal name past its bound', () => {
    const huge = `${task}Done when:\n- name: ${'n'.repeat(LIMITS.planEditBytes)}\n  all: [{exists: {type: Bread}}]\n`;
    expect(() => parsePlanText(huge)).toThrow(/the edited plan is [\d,]+ bytes; the limit is 65,536 bytes \(planEditBytes\)/);
    const long = `${task}Done when:\n- name: ${'n'.repeat(GOAL_NAME_CHARS + 1)}\n  all: [{exists: {type: Bread}}]\n`;
    expect(() => parsePlanText(long)).toThrow(/at 0\.name: .*200/);
  });
});
