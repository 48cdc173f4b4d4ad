/** `--goal FILE` under hostile input (issue 37, item 12): a goal file is bounded before it is parsed. */
import { afterAll, describe, expect, it } from 'vitest';
import { loadGoal } from '../../src/cli/goal-file.js';
import { InputError } from '../../src/errors.js';
import { LimitExceededError } from '../../src/limits.js';
import type { World } from '../../src/world/index.js';
import { makeScratch } from '../helpers/files.js';

const scratch = makeScratch('iteraplan-goal-file-');
afterAll(() => scratch.remove());

describe('a goal file', () => {
  it('past goalFileBytes is refused by its size, naming the file and the limit, before it is parsed', () => {
    // 17.6 MB of goal took minutes and gigabytes to parse; 2 MB of it is refused at once.
    const alternative = '- name: toast\n  all: [{exists: {type: Bread, is: [sliced]}}]\n';
    const file = scratch.write('huge-goal.yaml', alternative.repeat(Math.ceil((2 * 1024 * 1024) / alternative.length)));
    const world = {} as World; // never reached: the size is checked first
    expect(() => loadGoal(file, 'plan.py', world)).toThrow(LimitExceededError);
    expect(() => loadGoal(file, 'plan.py', world)).toThrow(/huge-goal\.yaml is 2 MiB; the limit is 64 KiB \(goalFileBytes\)/);
  });
});

describe('a goal file that names nothing (issue 37, item 8)', () => {
  it('is refused naming the file, the line and the field', () => {
    const file = scratch.write('vacuous-goal.yaml', '- name: anything\n  all:\n    - exists: {}\n');
    const world = {} as World; // never reached: the goal schema refuses it first
    expect(() => loadGoal(file, 'plan.py', world)).toThrow(InputError);
    expect(() => loadGoal(file, 'plan.py', world)).toThrow(/vacuous-goal\.yaml:3: \[0\]\.all\[0\]\.exists: names no object/);
  });
});
