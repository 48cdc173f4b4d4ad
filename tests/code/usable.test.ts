/** Which code taken out of a reply is worth keeping at all (src/code/usable.ts). */
import { describe, expect, it } from 'vitest';
import { unusableCode } from '../../src/code/usable.js';

const skills = new Set(['OpenObject', 'PickupObject', 'SliceObject']);

describe('unusableCode', () => {
  it('accepts code that calls a skill, with or without an agent prefix, even with errors', () => {
    expect(unusableCode("def f():\n    OpenObject('Fridge')\n\nf()\n", skills)).toBeNull();
    expect(unusableCode("robot.SliceObject('Apple', 'Knife')", skills)).toBeNull();
    expect(unusableCode("def f():\n    x = 1\n    PickupObject('Egg')\n", skills)).toBeNull();
  });

  it('refuses empty code and code that is only comments', () => {
    expect(unusableCode('', skills)).toMatch(/holds no code/);
    expect(unusableCode('\n   \n', skills)).toMatch(/holds no code/);
    expect(unusableCode('# nothing to do\n', skills)).toMatch(/holds no code/);
  });

  it('refuses code that calls no skill, and prose', () => {
    expect(unusableCode("def find_food():\n    print('What would you like?')\n\nfind_food()\n", skills)).toMatch(/calls none of the skills/);
    expect(unusableCode('I am sorry, I cannot see what went wrong.', skills)).toMatch(/calls none of the skills/);
    // A skill named without a call is not a call.
    expect(unusableCode('First OpenObject the fridge.', skills)).toMatch(/calls none of the skills/);
  });
});
