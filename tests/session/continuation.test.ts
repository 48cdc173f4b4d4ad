/** Refinement from the current state: the executed prefix, read back, joined with the rest. */
import { describe, expect, it } from 'vitest';
import { parseSkillCode, flattenSteps, printSkillCall, type Program } from '../../src/code/index.js';
import { InputError } from '../../src/errors.js';
import { extendPrefix, joinPrefix, prefixCalls, readContinuation } from '../../src/session/continuation.js';
import type { SessionEvent, SessionEventInput } from '../../src/session/events.js';

function program(code: string): Program {
  const parsed = parseSkillCode(code);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
  return parsed.program;
}

const events = (...list: SessionEventInput[]) => list.map((e) => ({ time: '2026-01-01T00:00:00Z', ...e }) as SessionEvent);
const code = (version: number, origin: Extract<SessionEvent, { type: 'code' }>['origin']): SessionEventInput => ({ type: 'code', version, origin, file: `code-v${version}.py`, code: '' });
const continuation = (version: number, ...executed: string[]): SessionEventInput => ({ type: 'continuation', version, executed });

describe('the executed prefix', () => {
  it('grows by the calls of the failed version that completed', () => {
    const p = program("def f():\n    OpenObject('Drawer')\n    SliceObject('Apple', 'Knife')\n    PutObject('Egg', 'Pan')\n\nf()\n");
    expect(extendPrefix(null, p, 2)).toEqual(["OpenObject('Drawer')", "SliceObject('Apple', 'Knife')"]);
    expect(extendPrefix(['SwitchOn(\'StoveKnob\')'], p, 0)).toEqual(["SwitchOn('StoveKnob')"]);
  });

  it('is read back from the transcript once the remaining steps were recorded', () => {
    expect(readContinuation(events(code(1, 'generated')))).toBeNull();
    expect(readContinuation(events(code(1, 'generated'), continuation(1, 'A()'), code(2, 'execution-refinement')))).toEqual(['A()']);
    // A validation repair of the remaining steps keeps the continuation going.
    expect(readContinuation(events(code(1, 'generated'), continuation(1, 'A()'), code(2, 'execution-refinement'), code(3, 'validation-repair')))).toEqual(['A()']);
  });

  it('a continuation whose remaining steps never came falls back to the one before', () => {
    const list = events(code(1, 'generated'), continuation(1, 'A()'), code(2, 'execution-refinement'), continuation(2, 'A()', 'B()'));
    expect(readContinuation(list)).toEqual(['A()']);
  });

  it('a round that gave no usable remaining steps drops its continuation', () => {
    const unusable = { time: 't', type: 'unusable-reply', version: 2, round: 'execution-refinement', reason: 'it holds no code' } as const;
    const list = [...events(code(1, 'generated'), continuation(1, 'A()'), code(2, 'execution-refinement'), continuation(2, 'A()', 'B()')), unusable, ...events(code(3, 'execution-refinement'))];
    expect(readContinuation(list)).toEqual(['A()']);
  });

  it('ends with the joined program', () => {
    expect(readContinuation(events(code(1, 'generated'), continuation(1, 'A()'), code(2, 'execution-refinement'), code(3, 'combined')))).toBeNull();
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
