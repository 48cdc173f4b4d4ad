import { describe, expect, it } from 'vitest';
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

  it('names the line it cannot read, and what is missing', () => {
    expect(() => parsePlanText('Task: Toast.\nslice the bread\n')).toThrow("line 2 of the edited plan: 'slice the bread' is not");
    expect(() => parsePlanText('1. Slice.\n')).toThrow('the edited plan needs a "Task:" line');
    expect(() => parsePlanText('Task: Toast.\n')).toThrow('the edited plan needs at least one numbered subtask');
  });
});
