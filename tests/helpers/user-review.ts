/**
 * What a simulated or LLM user is given to review in FloorPlan301 (the bedroom): the "relax"
 * request with its "lights dimmed" answer, and proposals of skill code under one plan.
 */
import type { Alternative } from '../../src/goals/index.js';
import type { SuiteTask } from '../../src/experiments/suites/suite.js';
import type { Proposal } from '../../src/session/approver.js';

/** The ceiling light off and a lamp on. */
export const LIGHTS_DIMMED: Alternative = {
  name: 'lights dimmed',
  all: [{ none: { type: 'LightSwitch', isToggled: true } }, { exists: { type: ['DeskLamp', 'FloorLamp'], isToggled: true } }],
};

/** "I feel so tired, need to relax." in FloorPlan301, right when the lights are dimmed; `over` wins. */
export function relaxTask(over: Partial<SuiteTask> = {}): SuiteTask {
  return { id: 'relax-bedroom', instruction: 'I feel so tired, need to relax.', roomType: 'Bedroom', scenes: ['FloorPlan301'], success: [LIGHTS_DIMMED], ...over };
}

/** Skill calls wrapped as the parser wants them: one function and its call. */
export const inDef = (...calls: string[]): string => `def relax():\n${calls.map((c) => `    ${c}\n`).join('')}\nrelax()\n`;

/** Version `version` of `code`, under a plan of no subtasks. */
export const proposal = (code: string, version = 1): Proposal => ({
  version,
  code,
  plan: { taskDescription: 'Relax.', subtasks: [], neededObjects: [] },
  errors: [],
  describe: () => '',
});
