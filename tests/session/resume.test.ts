/** Reading how far a session got from its transcript. */
import { describe, expect, it } from 'vitest';
import type { SessionEvent, SessionEventInput } from '../../src/session/events.js';
import { readResumePoint } from '../../src/session/resume.js';

const plan = { taskDescription: 'Serve an apple.', subtasks: ['Slice it.'], neededObjects: ['Apple'] };
const code = (version: number, origin: Extract<SessionEvent, { type: 'code' }>['origin']): SessionEventInput => ({ type: 'code', version, origin, file: `code-v${version}.py`, code: `# v${version}` });
const decision = (version: number, kind: Extract<SessionEvent, { type: 'decision' }>['decision'], text?: string): SessionEventInput =>
  text === undefined ? { type: 'decision', version, decision: kind } : { type: 'decision', version, decision: kind, text };
const execution = (version: number, attempt: number, success: boolean, allocated = false): SessionEventInput => ({ type: 'execution', version, attempt, allocated, success, actions: 3, report: null });

function point(...events: SessionEventInput[]) {
  return readResumePoint(events.map((e) => ({ time: '2026-01-01T00:00:00Z', ...e }) as SessionEvent));
}

const planned: SessionEventInput[] = [
  { type: 'decomposition', stage: 1, result: plan, promptTokens: 100, missingObjects: [] },
  { type: 'decomposition', stage: 2, result: plan, promptTokens: 80, missingObjects: ['Toaster'] },
];

describe('readResumePoint', () => {
  it('stage 1 recorded without stage 2: decompose, keeping stage 1', () => {
    const p = point(planned[0]!);
    expect(p).toMatchObject({ stage: 'decompose', stage1: plan, plan: null });
  });

  it('code without a decision waits for approval; the missing objects are kept', () => {
    expect(point(...planned, code(1, 'generated'))).toMatchObject({ stage: 'approve', version: 1, code: '# v1', missingObjects: ['Toaster'], pending: null });
  });

  it('approved code goes on to execution; a failed run and refined code stay there', () => {
    expect(point(...planned, code(1, 'generated'), decision(1, 'approve')).stage).toBe('execute');
    const refined = point(...planned, code(1, 'generated'), decision(1, 'approve'), execution(1, 1, false), decision(1, 'refine'), code(2, 'execution-refinement'));
    expect(refined).toMatchObject({ stage: 'execute', version: 2, executions: 1, executionRefinements: 1 });
  });

  it('a successful run leaves allocation', () => {
    expect(point(...planned, code(1, 'generated'), decision(1, 'approve'), execution(1, 1, true)).stage).toBe('allocate');
  });

  it('approving code the checker rejected does not let it run', () => {
    const p = point(...planned, code(1, 'generated'), { type: 'validation', version: 1, errors: [{ line: 2, column: 5, message: 'no' }] }, decision(1, 'approve'));
    expect(p.stage).toBe('approve');
  });

  it('new code from a person needs a new approval', () => {
    expect(point(...planned, code(1, 'generated'), decision(1, 'approve'), execution(1, 1, false), decision(1, 'feedback', 'x'), code(2, 'human-refinement')).stage).toBe('approve');
  });

  it('a feedback or regenerate decision whose code never came is pending', () => {
    expect(point(...planned, code(1, 'generated'), decision(1, 'feedback', 'use a bowl')).pending).toEqual({ kind: 'feedback', text: 'use a bowl' });
    expect(point(...planned, code(1, 'generated'), decision(1, 'regenerate')).pending).toEqual({ kind: 'regenerate' });
    expect(point(...planned, code(1, 'generated'), decision(1, 'regenerate'), code(2, 'regenerate')).pending).toBeNull();
  });

  it('a round that gave no usable code ends the pending decision; an execution refinement still counts', () => {
    const unusable = (round: 'human-refinement' | 'execution-refinement'): SessionEventInput => ({ type: 'unusable-reply', version: 1, round, reason: 'it holds no code' });
    expect(point(...planned, code(1, 'generated'), decision(1, 'feedback', 'x'), unusable('human-refinement'))).toMatchObject({ stage: 'approve', version: 1, pending: null });
    const refined = point(...planned, code(1, 'generated'), decision(1, 'approve'), execution(1, 1, false), decision(1, 'refine'), unusable('execution-refinement'));
    expect(refined).toMatchObject({ stage: 'execute', version: 1, executionRefinements: 1 });
  });

  it('an ended session is done, with its result', () => {
    const p = point(...planned, { type: 'end', success: false, reason: 'aborted by the user', result: { success: false } });
    expect(p).toMatchObject({ stage: 'done', result: { success: false } });
  });
});
