/**
 * An experiment's offline planner keeps the code when it does not understand a feedback, and
 * otherwise is the planner it wraps: it states the same goal (a goal left out made every offline
 * episode's verdict run without one).
 */
import { describe, expect, it } from 'vitest';
import { tolerateUnsupportedFeedback, UnsupportedFeedbackError, type Planner } from '../../src/planning/index.js';

const stage = { taskDescription: 't', subtasks: ['s'], neededObjects: [] };
const planner: Planner = {
  kind: 'offline',
  clarify: async () => ({ action: 'plan' }),
  decompose: async () => stage,
  refineDecomposition: async () => stage,
  successCriteria: async () => [{ name: 'done', all: [{ exists: { type: 'Apple' } }] }],
  generateCode: async () => 'code',
  repairCode: async () => 'code',
  refineFromExecution: async () => 'code',
  refineFromFeedback: async () => {
    throw new UnsupportedFeedbackError('not understood');
  },
};
const input = { instruction: 'x', scene: { name: 'S', roomType: 'Kitchen', objectTypes: [] } };

describe('tolerateUnsupportedFeedback', () => {
  it('states the goal of the planner it wraps', async () => {
    expect(await tolerateUnsupportedFeedback(planner).successCriteria?.(input)).toEqual([{ name: 'done', all: [{ exists: { type: 'Apple' } }] }]);
  });

  it('keeps the code when the feedback is not understood', async () => {
    const feedback = { ...input, plan: stage, objects: [], skills: [], code: 'the code', feedback: 'make it tastier' };
    expect(await tolerateUnsupportedFeedback(planner).refineFromFeedback(feedback)).toBe('the code');
  });
});
