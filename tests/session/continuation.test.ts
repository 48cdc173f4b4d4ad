/** Refinement from the current state: the executed prefix, and the program joined from it and the rest (how the transcript's prefix is read back: state-machine.test.ts). */
import { describe, expect, it } from 'vitest';
import { parseSkillCode, flattenSteps, printSkillCall, type Program } from '../../src/code/index.js';
import { InputError } from '../../src/errors.js';
import { extendPrefix, joinPrefix, prefixCalls } from '../../src/session/continuation.js';

function program(code: string): Program {
  const parsed = parseSkillCode(code);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
  return parsed.program;
}


describe('the executed prefix', () => {
  it('grows by the calls of the failed version that completed', () => {
    const p = program("def f():\n    OpenObject('Drawer')\n    SliceObject('Apple', 'Knife')\n    PutObject('Egg', 'Pan')\n\nf()\n");
    expect(extendPrefix(null, p, 2)).toEqual(["OpenObject('Drawer')", "SliceObject('Apple', 'Knife')"]);
    expect(extendPrefix(['SwitchOn(\'StoveKnob\')'], p, 0)).toEqual(["SwitchOn('StoveKnob')"]);
  });

  it('parses back into skill calls, and a broken record is an InputError naming the entry', () => {
    expect(prefixCalls(["OpenObject('Drawer')", "human.PutObject('Egg', 'Pan')"]).map(printSkillCall)).toEqual(["OpenObject('Drawer')", "human.PutObject('Egg', 'Pan')"]);
    expect(prefixCalls([])).toEqual([]);
    expect(() => prefixCalls(["OpenObject('Drawer')", 'x = 1'])).toThrow(InputError);
    expect(() => prefixCalls(["OpenObject('Drawer')", 'x = 1'])).toThrow(/executed\[1\]/);
  });
});

describe('joinPrefix', () => {
  it('puts the prefix before the remaining steps, in execution order, comments kept', () => {
    const rest = program("def rest():\n    # SubTask 1: Finish.\n    helper()\n    CloseObject('Drawer')\n\ndef helper():\n    PutObject('AppleSliced', 'Plate')\n\nrest()\n");
    const joined = joinPrefix(["OpenObject('Drawer')", "SliceObject('Apple', 'Knife')"], rest);
    const steps = flattenSteps(program(joined)).map(printSkillCall);
    expect(steps).toEqual(["OpenObject('Drawer')", "SliceObject('Apple', 'Knife')", "PutObject('AppleSliced', 'Plate')", "CloseObject('Drawer')"]);
    expect(joined).toContain('# SubTask 1: Finish.');
    expect(joined).toMatch(/^def rest\(\):/);
  });

  it('an empty remainder still gives a program that parses', () => {
    const joined = joinPrefix([], program('def rest():\n    pass\n\nrest()\n'));
    expect(flattenSteps(program(joined))).toEqual([]);
  });
});
