/**
 * The session's decisions without a bridge, a planner or a process: states are folded from
 * transcript events (src/session/state.ts) and `next` (src/session/next.ts) says what happens.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorReport } from '../../src/execution/index.js';
import type { SessionEvent, SessionEventInput } from '../../src/session/events.js';
import { next, phase } from '../../src/session/next.js';
import type { PlanResult } from '../../src/session/plan-result.js';
import { SESSION_DEFAULTS, type PlanSettings } from '../../src/session/settings.js';
import { applyEvent, initialState, resumedState, stateFromEvents, type SessionState } from '../../src/session/state.js';

const settings: PlanSettings = { instruction: 'I feel hungry', scene: 'TestKitchen', ...SESSION_DEFAULTS };
const plan = { taskDescription: 'Serve an apple.', subtasks: ['Slice it.'], neededObjects: ['Apple'] };
const report: ErrorReport = {
  line: 3,
  column: 5,
  call: "SliceObject('Apple', 'Knife')",
  skill: 'SliceObject',
  agent: 'robot',
  actionIndex: 1,
  actionCount: 3,
  action: 'PickupObject',
  args: { objectId: 'Knife' },
  resolved: {},
  errorCode: 'INSIDE_CLOSED_RECEPTACLE',
  failure: null,
  message: 'the knife is in a closed drawer',
  agentState: null,
  objects: [],
  missing: [],
};

type Origin = Extract<SessionEvent, { type: 'code' }>['origin'];
const stage = (n: 1 | 2, missingObjects: string[] = []): SessionEventInput => ({ type: 'decomposition', stage: n, result: plan, promptTokens: null, missingObjects });
const code = (version: number, origin: Origin = 'generated'): SessionEventInput => ({ type: 'code', version, origin, file: `code-v${version}.py`, code: `# v${version}` });
const invalid = (version: number): SessionEventInput => ({ type: 'validation', version, errors: [{ line: 2, column: 5, message: 'no such skill' }] });
const decision = (version: number, kind: Extract<SessionEvent, { type: 'decision' }>['decision'], text?: string): SessionEventInput =>
  text === undefined ? { type: 'decision', version, decision: kind } : { type: 'decision', version, decision: kind, text };
const ran = (version: number, attempt: number, success: boolean, extra: { allocated?: boolean; steps?: number } = {}): SessionEventInput => ({
  type: 'execution',
  version,
  attempt,
  allocated: extra.allocated ?? false,
  success,
  actions: 3,
  steps: extra.steps ?? 0,
  report: success ? null : report,
});
const unusable = (version: number, round: Origin): SessionEventInput => ({ type: 'unusable-reply', version, round, reason: 'it holds no code' });
const continuation = (version: number, ...executed: string[]): SessionEventInput => ({ type: 'continuation', version, executed });

function state(events: SessionEventInput[], overrides: Partial<PlanSettings> = {}, reviewsPlan = false): SessionState {
  return stateFromEvents({ ...settings, ...overrides }, events.map((e) => ({ time: '2026-01-01T00:00:00Z', ...e }) as SessionEvent), reviewsPlan);
}
const decide = (events: SessionEventInput[], overrides: Partial<PlanSettings> = {}) => next(state(events, overrides));

const planned = [stage(1), stage(2)];
const approved = [...planned, code(1), decision(1, 'approve')];

describe('the decomposition', () => {
  it('starts with the dialogue when questions are allowed, else with stage 1', () => {
    expect(decide([])).toEqual({ kind: 'dialogue-turn', turn: 1, left: 3 });
    expect(decide([], { clarify: false })).toEqual({ kind: 'decompose' });
    expect(decide([], { maxQuestions: 0 })).toEqual({ kind: 'decompose' });
  });

  it('a question already answered is not asked again (the one question of older transcripts)', () => {
    expect(decide([{ type: 'clarify', question: 'Sweet?', answer: 'yes' }])).toEqual({ kind: 'decompose' });
  });

  it('then stage 2, then the first code', () => {
    expect(decide([stage(1)])).toEqual({ kind: 'refine-decomposition', correction: null });
    expect(decide(planned)).toEqual({ kind: 'generate' });
  });

  it('keeps what it decided: the question, both stages and the objects the scene lacks', () => {
    const s = state([{ type: 'clarify', question: 'Sweet?', answer: 'yes' }, stage(1), stage(2, ['Toaster'])]);
    expect(s).toMatchObject({ clarification: { question: 'Sweet?', answer: 'yes' }, stage1: plan, plan, missingObjects: ['Toaster'] });
  });
});

describe('the dialogue before planning', () => {
  const asked = (turn: number, kind: 'ask' | 'propose' = 'ask'): SessionEventInput => ({ type: 'dialogue-question', turn, kind, question: `q${turn}?`, options: ['toast', 'egg'] });
  type AnswerKind = Extract<SessionEvent, { type: 'dialogue-answer' }>['kind'];
  const answered = (turn: number, answer: string, kind: AnswerKind = 'answer'): SessionEventInput => ({ type: 'dialogue-answer', turn, answer, kind });

  it('goes on turn by turn, each answer the stages\' answer, until the bound', () => {
    const two = [asked(1), answered(1, 'pizza'), asked(2), answered(2, 'toast', 'pick')];
    expect(decide(two)).toEqual({ kind: 'dialogue-turn', turn: 3, left: 1 });
    expect(state(two).clarification).toEqual({ question: 'q2?', answer: 'toast' });
    expect(decide([...two, asked(3, 'propose'), answered(3, 'no, an egg')])).toEqual({ kind: 'decompose' });
    expect(decide(two, { maxQuestions: 2 })).toEqual({ kind: 'decompose' });
  });

  it('a question left open (the session stopped there) is asked again, not a new one', () => {
    expect(decide([asked(1)])).toEqual({ kind: 'dialogue-answer', turn: 1 });
    expect(decide([asked(1), answered(1, 'x'), asked(2)])).toEqual({ kind: 'dialogue-answer', turn: 2 });
  });

  it('ends when the planner finds it clear, or the person leaves the choice, stops the questions or accepts the goal', () => {
    expect(decide([{ type: 'dialogue-end', reason: 'clear' }])).toEqual({ kind: 'decompose' });
    for (const kind of ['you-decide', 'stop', 'accept'] as const) {
      const s = state([asked(1, 'propose'), answered(1, 'whatever', kind)]);
      expect(next(s)).toEqual({ kind: 'decompose' });
      // Only words or an offered answer are the answer the stages plan by.
      expect(s.clarification).toBeNull();
    }
  });
});

describe("the person's review of the stage-2 plan", () => {
  const review = (decision: 'approve' | 'correct' | 'edit' | 'abort', text?: string): SessionEventInput =>
    text === undefined ? { type: 'plan-review', decision } : { type: 'plan-review', decision, text };
  const reviewed = (events: SessionEventInput[]) => next(state(events, {}, true));

  it('comes before any code when the approver reviews plans; without one the code follows at once', () => {
    expect(reviewed(planned)).toEqual({ kind: 'review-plan' });
    expect(decide(planned)).toEqual({ kind: 'generate' });
    expect(reviewed([...planned, review('approve')])).toEqual({ kind: 'generate' });
  });

  it('a correction in words runs stage 2 again with the plan and the words; the revised plan is reviewed again', () => {
    expect(reviewed([...planned, review('correct', 'no eggs')])).toEqual({ kind: 'refine-decomposition', correction: { plan, text: 'no eggs' } });
    expect(reviewed([...planned, review('correct', 'no eggs'), stage(2)])).toEqual({ kind: 'review-plan' });
  });

  it("an edited plan is recorded as the stage-2 plan and reviewed in its turn; an abort ends the session", () => {
    expect(reviewed([...planned, review('edit'), stage(2)])).toEqual({ kind: 'review-plan' });
    expect(reviewed([...planned, review('abort')])).toEqual({ kind: 'finish', success: false, reason: 'aborted by the user at the stage-2 plan', ending: 'aborted' });
    expect(reviewed([...planned, review('abort', 'not now')])).toEqual({ kind: 'finish', success: false, reason: 'not now' });
  });

  it('a plan that came back (a correction not understood, an edited plan the planner cannot code) is reviewed again with the reason, also after a resume', () => {
    const back: SessionEventInput = { type: 'plan-returned', reason: 'it cannot write code for this plan' };
    const goal: SessionEventInput = { type: 'goal', source: 'planner', alternatives: [{ name: 'g', all: [{ exists: { type: 'Apple' } }] }] };
    const events = [...planned, review('edit'), stage(2), review('approve'), goal, { type: 'goal-at-start', met: false, alternative: null } as SessionEventInput, back];
    expect(reviewed(events)).toEqual({ kind: 'review-plan' });
    expect(next(resumedState(state(events, {}, true)))).toEqual({ kind: 'review-plan' });
    expect(state(events, {}, true).planReturned).toBe('it cannot write code for this plan');
    // The person's next answer to the plan clears it.
    expect(state([...events, review('approve')], {}, true).planReturned).toBeNull();
    expect(reviewed([...planned, review('correct', 'make it spicy'), { type: 'plan-returned', reason: 'not understood', correction: 'make it spicy' }])).toEqual({ kind: 'review-plan' });
  });

  it('a session that already has code is not asked about its plan again (transcripts from before the review)', () => {
    expect(reviewed([...planned, code(1)])).toEqual({ kind: 'review', version: 1 });
  });
});

describe('a goal that holds before any step', () => {
  const goal: SessionEventInput = { type: 'goal', source: 'planner', alternatives: [{ name: 'g', all: [{ exists: { type: 'Apple' } }] }] };
  it('is checked once the goal is approved, before any code', () => {
    expect(decide([...planned, goal])).toEqual({ kind: 'check-start' });
    expect(decide([...planned, goal, { type: 'goal-at-start', met: false, alternative: null }])).toEqual({ kind: 'generate' });
  });

  it('ends the session "already done" with nothing run, and no success (issue 37, item 8)', () => {
    expect(decide([...planned, goal, { type: 'goal-at-start', met: true, alternative: 'g' }])).toEqual({
      kind: 'finish',
      success: false,
      reason: 'the goal (g) held before anything ran, so nothing was run and nothing shows the request was done',
      ending: 'already-done',
    });
  });
});

describe('the approval loop', () => {
  it('new code waits for the person', () => {
    expect(decide([...planned, code(1)])).toEqual({ kind: 'review', version: 1 });
  });

  it('feedback, an edit or regenerate asks for new code; its version needs a new approval', () => {
    expect(decide([...planned, code(1), decision(1, 'feedback', 'use a bowl')])).toEqual({ kind: 'refine-feedback', feedback: 'use a bowl' });
    expect(decide([...planned, code(1), decision(1, 'edit', 'Open()')])).toEqual({ kind: 'edit', code: 'Open()' });
    expect(decide([...planned, code(1), decision(1, 'regenerate')])).toEqual({ kind: 'regenerate' });
    expect(decide([...planned, code(1), decision(1, 'regenerate'), code(2, 'regenerate')])).toEqual({ kind: 'review', version: 2 });
  });

  it('best-of-N: a picked candidate becomes the next version, which needs its own approval', () => {
    expect(decide([...planned, code(1), decision(1, 'pick', '# candidate 2')])).toEqual({ kind: 'pick', code: '# candidate 2' });
    expect(decide([...planned, code(1), decision(1, 'pick', '# candidate 2'), code(2, 'candidate')])).toEqual({ kind: 'review', version: 2 });
  });

  it('approving code the checker rejected does not let it run', () => {
    expect(decide([...planned, code(1), invalid(1), decision(1, 'approve')])).toEqual({ kind: 'review', version: 1 });
  });

  it('a validation repair that fixed the code can be approved and run', () => {
    expect(decide([...planned, code(1), invalid(1), code(2, 'validation-repair'), decision(2, 'approve')])).toMatchObject({ kind: 'execute', version: 2 });
  });

  it('an abort ends the session with its reason', () => {
    expect(decide([...planned, code(1), decision(1, 'abort')])).toEqual({ kind: 'finish', success: false, reason: 'aborted by the user', ending: 'aborted' });
    expect(decide([...planned, code(1), decision(1, 'abort', 'no valid code')])).toEqual({ kind: 'finish', success: false, reason: 'no valid code' });
  });

  it('a feedback round that gave no usable code goes back to the same version', () => {
    expect(decide([...planned, code(1), decision(1, 'feedback', 'x'), unusable(1, 'human-refinement')])).toEqual({ kind: 'review', version: 1 });
  });
});

describe('the execution loop', () => {
  it('approved code runs from a reset scene', () => {
    expect(decide(approved)).toEqual({ kind: 'execute', version: 1, continuing: false, replayPrefix: null });
  });

  it('a failure is put to the person, who lets it go back to the planner or stops', () => {
    expect(decide([...approved, ran(1, 1, false)])).toEqual({ kind: 'confirm-refinement', report, attempt: 1 });
    expect(decide([...approved, ran(1, 1, false, { steps: 2 }), decision(1, 'refine')])).toEqual({ kind: 'refine-execution', report, mode: 'reset', completedCalls: 2 });
    expect(decide([...approved, ran(1, 1, false), decision(1, 'stop')])).toEqual({ kind: 'finish', success: false, reason: 'the user stopped refinement' });
  });

  it('refined code runs without a new approval', () => {
    const s = state([...approved, ran(1, 1, false), decision(1, 'refine'), code(2, 'execution-refinement')]);
    expect(next(s)).toMatchObject({ kind: 'execute', version: 2 });
    expect(s).toMatchObject({ refinements: 1, executions: 1, lastFailure: report });
  });

  it('refined code that does not validate ends the session', () => {
    expect(decide([...approved, ran(1, 1, false), decision(1, 'refine'), code(2, 'execution-refinement'), invalid(2)])).toEqual({
      kind: 'finish',
      success: false,
      reason: 'the refined code does not validate',
    });
  });

  it('the budget: after maxRefinements rounds a failure ends the session', () => {
    const events = [...approved, ran(1, 1, false), decision(1, 'refine'), code(2, 'execution-refinement'), ran(2, 2, false)];
    expect(decide(events, { maxRefinements: 1 })).toEqual({ kind: 'finish', success: false, reason: 'execution still fails after 1 refinement(s)' });
    expect(decide(events, { maxRefinements: 2 })).toEqual({ kind: 'confirm-refinement', report, attempt: 2 });
    expect(decide([...approved, ran(1, 1, false)], { maxRefinements: 0 })).toEqual({ kind: 'finish', success: false, reason: 'execution still fails after 0 refinement(s)' });
  });

  it('a refinement round that gave no usable code counts against the budget; the same version runs again', () => {
    const events = [...approved, ran(1, 1, false), decision(1, 'refine'), unusable(1, 'execution-refinement')];
    expect(state(events)).toMatchObject({ refinements: 1, code: { version: 1 } });
    expect(decide(events)).toEqual({ kind: 'execute', version: 1, continuing: false, replayPrefix: null });
    expect(decide([...events, ran(1, 2, false)], { maxRefinements: 1 })).toMatchObject({ kind: 'finish', reason: 'execution still fails after 1 refinement(s)' });
  });

  it('success leads to allocation, and an ended session is done', () => {
    expect(decide([...approved, ran(1, 1, true)])).toEqual({ kind: 'allocate' });
    const result = { success: true } as PlanResult;
    expect(decide([...approved, ran(1, 1, true), { type: 'end', success: true, reason: 'success', result }])).toEqual({ kind: 'done', result });
  });
});

describe('refinement from the current state', () => {
  const current = { refineFrom: 'current' as const };
  const failedOnce = [...approved, ran(1, 1, false, { steps: 2 }), decision(1, 'refine')];

  it('asks for the remaining steps after the calls that completed', () => {
    expect(decide(failedOnce, current)).toEqual({ kind: 'refine-execution', report, mode: 'current', completedCalls: 2 });
  });

  it('the remaining steps continue where the failure left the simulator', () => {
    const events = [...failedOnce, continuation(1, 'A()', 'B()'), code(2, 'execution-refinement')];
    expect(state(events, current).continuation.prefix).toEqual(['A()', 'B()']);
    expect(decide(events, current)).toEqual({ kind: 'execute', version: 2, continuing: true, replayPrefix: null });
  });

  it('a validation repair of the remaining steps keeps the continuation', () => {
    const events = [...failedOnce, continuation(1, 'A()'), code(2, 'execution-refinement'), invalid(2), code(3, 'validation-repair')];
    expect(decide(events, current)).toEqual({ kind: 'execute', version: 3, continuing: true, replayPrefix: null });
  });

  it('remaining steps that never came: the code that failed runs again from the state before it', () => {
    const first = [...failedOnce, continuation(1, 'A()'), code(2, 'execution-refinement'), ran(2, 2, false), decision(2, 'refine')];
    const events = [...first, continuation(2, 'A()', 'B()'), unusable(2, 'execution-refinement')];
    expect(state(events, current).continuation).toEqual({ prefix: ['A()'], pending: null, world: 'unknown' });
    expect(decide(events, current)).toEqual({ kind: 'execute', version: 2, continuing: true, replayPrefix: ['A()'] });
  });

  it('the first remaining steps that never came: the whole code runs again from a reset scene', () => {
    expect(decide([...failedOnce, continuation(1, 'A()'), unusable(1, 'execution-refinement')], current)).toEqual({
      kind: 'execute',
      version: 1,
      continuing: false,
      replayPrefix: null,
    });
  });

  it('once the remaining steps succeed they are joined with the prefix; the joined program is allocated', () => {
    const events = [...failedOnce, continuation(1, 'A()'), code(2, 'execution-refinement'), ran(2, 2, true)];
    expect(decide(events, current)).toEqual({ kind: 'join' });
    expect(decide([...events, code(3, 'combined')], current)).toEqual({ kind: 'allocate' });
  });

  it('new code from a person ends a continuation', () => {
    const events = [...failedOnce, continuation(1, 'A()'), code(2, 'execution-refinement'), code(3, 'edit')];
    expect(state(events, current).continuation.prefix).toBeNull();
  });
});

describe('resuming', () => {
  it('goes on from the last decided point', () => {
    expect(phase(state([stage(1)]))).toBe('decompose');
    expect(phase(state([...planned, code(1)]))).toBe('approve');
    expect(phase(state(approved))).toBe('execute');
    expect(phase(state([...approved, ran(1, 1, true)]))).toBe('allocate');
  });

  it('a decision whose code never came is carried out', () => {
    expect(next(resumedState(state([...planned, code(1), decision(1, 'feedback', 'use a bowl')])))).toEqual({ kind: 'refine-feedback', feedback: 'use a bowl' });
  });

  it('a failed execution runs again before anything is decided about it (the simulator state was lost)', () => {
    const events = [...approved, ran(1, 1, false), decision(1, 'refine')];
    expect(next(resumedState(state(events)))).toEqual({ kind: 'execute', version: 1, continuing: false, replayPrefix: null });
    expect(state(events).executions).toBe(1);
  });

  it('an open continuation runs its prefix again first', () => {
    const events = [...approved, ran(1, 1, false, { steps: 1 }), decision(1, 'refine'), continuation(1, 'A()'), code(2, 'execution-refinement')];
    const s = state(events, { refineFrom: 'current' });
    expect(next(s)).toMatchObject({ replayPrefix: null });
    expect(next(resumedState(s))).toEqual({ kind: 'execute', version: 2, continuing: true, replayPrefix: ['A()'] });
  });

  it('folding is pure: a state is never changed by the next event', () => {
    const before = initialState(settings);
    const copy = structuredClone(before);
    applyEvent(before, { time: 't', ...stage(1) } as SessionEvent);
    expect(before).toEqual(copy);
  });
});

describe('the approved goal against every code version', () => {
  const alternatives = [{ name: 'apple served', all: [{ exists: { type: 'AppleSliced', in: 'Plate' } }] }];
  const goal: SessionEventInput = { type: 'goal', source: 'planner', alternatives };
  const check = (version: number, status: 'met' | 'unmet' | 'fails' | 'unavailable', phase: 'dry-run' | 'executed' = 'dry-run'): SessionEventInput => ({
    type: 'goal-check',
    version,
    phase,
    status,
    alternative: status === 'met' ? 'apple served' : null,
    unmet: status === 'unmet' ? [{ alternative: 'apple served', predicate: 'there should be an AppleSliced on a Plate', because: ['the Apple is not sliced'] }] : [],
    failure: status === 'fails' ? 'line 3: INSIDE_CLOSED_RECEPTACLE: the knife is in a closed drawer' : null,
  });
  const withGoal = [...planned, goal];

  it('each new version is dry-run before the person sees it; one that meets the goal is shown', () => {
    expect(decide([...withGoal, code(1)])).toEqual({ kind: 'check-goal', version: 1 });
    expect(decide([...withGoal, code(1), check(1, 'met')])).toEqual({ kind: 'review', version: 1 });
    // Without a goal nothing is checked.
    expect(decide([...planned, code(1)])).toEqual({ kind: 'review', version: 1 });
  });

  it('unmet goal: back to the planner within its own budget, then the person decides', () => {
    const unmet = [...withGoal, code(1), check(1, 'unmet')];
    const step = decide(unmet);
    expect(step).toMatchObject({ kind: 'refine-goal', check: { version: 1, status: 'unmet' } });
    const refined = [...unmet, code(2, 'goal-refinement')];
    expect(state(refined)).toMatchObject({ goalRefinements: 1, refinements: 0, approved: false, goalCheck: null });
    expect(decide(refined)).toEqual({ kind: 'check-goal', version: 2 });
    expect(decide([...refined, check(2, 'unmet')], { maxGoalRefinements: 1 })).toEqual({ kind: 'review', version: 2 });
    expect(decide(unmet, { maxGoalRefinements: 0 })).toEqual({ kind: 'review', version: 1 });
  });

  it('code that fails in the dry run goes to the person as it is (its failure is for the execution loop)', () => {
    expect(decide([...withGoal, code(1), check(1, 'fails')])).toEqual({ kind: 'review', version: 1 });
    expect(decide([...withGoal, code(1), check(1, 'unavailable')])).toEqual({ kind: 'review', version: 1 });
  });

  it('a planner that cannot refine toward the goal is not asked again; a round without code counts', () => {
    const unmet = [...withGoal, code(1), check(1, 'unmet')];
    expect(decide([...unmet, { type: 'goal-not-refined', version: 1, reason: 'not understood' }])).toEqual({ kind: 'review', version: 1 });
    expect(state([...unmet, unusable(1, 'goal-refinement')]).goalRefinements).toBe(1);
    expect(state([...unmet, { type: 'repeat', origin: 'goal-refinement', version: 1, stuck: true }]).goalRefinements).toBe(1);
  });

  it('feedback waiting for its round comes before the dry run', () => {
    expect(decide([...withGoal, code(1), decision(1, 'feedback', 'use the bowl')])).toEqual({ kind: 'refine-feedback', feedback: 'use the bowl' });
  });

  it('refined code after a failed run is dry-run too before it runs', () => {
    const failed = [...withGoal, code(1), check(1, 'met'), decision(1, 'approve'), ran(1, 1, false), decision(1, 'refine'), code(2, 'execution-refinement')];
    expect(decide(failed)).toEqual({ kind: 'check-goal', version: 2 });
    expect(decide([...failed, check(2, 'met')])).toMatchObject({ kind: 'execute', version: 2 });
  });

  it('after the run, before allocation: the world that missed the goal goes back to the planner, or ends the session without success', () => {
    const run = [...withGoal, code(1), check(1, 'met'), decision(1, 'approve'), ran(1, 1, true)];
    expect(decide([...run, check(1, 'met', 'executed')])).toEqual({ kind: 'allocate' });
    const missed = [...run, check(1, 'unmet', 'executed')];
    expect(decide(missed)).toMatchObject({ kind: 'refine-goal', check: { phase: 'executed' } });
    // The goal-refined version runs again (after its own dry run and approval) before any allocation.
    const again = [...missed, code(2, 'goal-refinement')];
    expect(state(again)).toMatchObject({ executed: false, approved: false });
    expect(decide(again)).toEqual({ kind: 'check-goal', version: 2 });
    expect(decide(missed, { maxGoalRefinements: 0 })).toEqual({ kind: 'finish', success: false, reason: 'the plan ran to its end, but the goal was not met (the Apple is not sliced)' });
  });

  it("the task's own goal (experiments) is not what the session works toward", () => {
    expect(decide([...planned, { type: 'goal', source: 'task', alternatives }, code(1)])).toEqual({ kind: 'review', version: 1 });
  });
});
