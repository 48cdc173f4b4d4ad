import { beforeAll, describe, expect, it } from 'vitest';
import type { BridgeClient } from '../../../src/bridge/index.js';
import type { Alternative } from '../../../src/goals/index.js';
import type { SuiteTask } from '../../../src/experiments/suites/suite.js';
import { GoalReview } from '../../../src/experiments/users/goal-review.js';
import { SimulatedUser } from '../../../src/experiments/users/simulated-user.js';
import { withHiddenIntent } from '../../../src/experiments/users/intent-answer.js';
import type { PlanProposal } from '../../../src/session/approver.js';
import { loadWorld } from '../../../src/world/index.js';
import { useBridgeClient } from '../../helpers/bridge-client.js';

const dimmed: Alternative = { name: 'lights dimmed', all: [{ none: { type: 'LightSwitch', isToggled: true } }, { exists: { type: ['DeskLamp'], isToggled: true } }] };
const relax: SuiteTask = { id: 'relax-bedroom', instruction: 'I feel so tired, need to relax.', roomType: 'Bedroom', scenes: ['FloorPlan301'], success: [dimmed] };

const lampOn: Alternative = { name: 'lamp on', all: [{ exists: { type: ['DeskLamp'], is: ['on'] } }] };
const bothRight: Alternative = { name: 'dim', all: [{ exists: { type: ['DeskLamp'], is: ['on'] } }, { exists: { type: ['LightSwitch'], is: ['off'] } }] };
// FloorPlan301's ceiling light is on at the start: a goal of nothing to do.
const lightOn: Alternative = { name: 'light on', all: [{ exists: { type: ['LightSwitch'], is: ['on'] } }] };
// No bedroom program puts a Bed in a Drawer.
const bedInDrawer: Alternative = { name: 'bed away', all: [{ exists: { type: ['Bed'], in: 'Drawer' } }] };

const plan = { taskDescription: 'Relax.', subtasks: ['Dim the lights.'], neededObjects: ['DeskLamp', 'LightSwitch'] };
const proposal = (goal: Alternative[] | null, householdReading?: Alternative[]): PlanProposal => ({
  plan,
  missingObjects: [],
  goal,
  ...(householdReading === undefined ? {} : { householdReading }),
  describe: () => '',
});

describe("the simulated user's review of a stated goal (real bridge, the search's program imagined in the simulator)", () => {
  const connected = useBridgeClient();
  let client: BridgeClient;
  const world = loadWorld('FloorPlan301');

  beforeAll(async () => {
    client = connected();
    // The search imagines from the scene as the last reset loaded it, as in an episode.
    await client.reset(world.scene.scene, ['robot', 'human']);
  });

  const review = (maxCorrections?: number) => new GoalReview({ task: relax, world, client, simulator: client, ...(maxCorrections === undefined ? {} : { maxCorrections }) });

  it('approves a goal that, done, leaves the room as the task wants', async () => {
    const r = review();
    expect(await r.review(proposal([bothRight]))).toEqual({ kind: 'approve' });
    expect(r.origin).toBe('planner');
    expect(r.correctionsGiven).toBe(0);
  });

  it('corrects a weaker goal in words naming what it wants, then refuses once its corrections are spent', async () => {
    const r = review(2);
    const first = await r.review(proposal([lampOn]));
    expect(first).toEqual({ kind: 'correct', text: 'That goal is not what I asked for. What I want: lights dimmed: there should be no LightSwitch that is on; there should be a DeskLamp that is on.' });
    expect((await r.review(proposal([lampOn]))).kind).toBe('correct');
    expect(await r.review(proposal([lampOn]))).toEqual({ kind: 'abort', reason: "the planner's goal is still not what was asked after 2 correction(s)" });
    expect(r.origin).toBe('refused');
    expect(r.entries.map((e) => e.decision)).toEqual(['correct', 'correct', 'abort']);
  });

  it("corrects in the offline planner's commands when asked to: what the room the goal leaves still lacks", async () => {
    const r = new GoalReview({ task: relax, world, client, simulator: client, style: 'commands' });
    expect(await r.review(proposal([lampOn]))).toEqual({ kind: 'correct', text: 'Also turn off the light switch.' });
  });

  it('never approves a goal of which one alternative falls short, even when another is right', async () => {
    expect((await review().review(proposal([bothRight, lampOn]))).kind).toBe('correct');
  });

  it('takes only the alternatives of the household reading that are what it asked', async () => {
    const r = review();
    expect(await r.review(proposal([lampOn], [lightOn, bothRight]))).toEqual({ kind: 'edit', plan: { ...plan, goal: [bothRight] }, why: "took the household's reading: dim" });
    expect(r.origin).toBe('household');
    expect(r.correctionsGiven).toBe(0);
  });

  it('does not take a goal that holds already, nor one no program reaches', async () => {
    expect((await review().review(proposal([lightOn]))).kind).toBe('correct');
    expect((await review().review(proposal([bedInDrawer]))).kind).toBe('correct');
    // An unreachable alternative beside a right one cannot end the plan: the right one decides.
    expect((await review().review(proposal([bedInDrawer, bothRight]))).kind).toBe('approve');
  });

  it('approves a goal that holds already when what it asked holds already too', async () => {
    const lit: SuiteTask = { ...relax, id: 'light', success: [{ name: 'light', all: [{ exists: { type: 'LightSwitch', isToggled: true } }] }] };
    expect(await new GoalReview({ task: lit, world, client, simulator: client }).review(proposal([lightOn]))).toEqual({ kind: 'approve' });
  });

  it('approves a plan without a goal (its run is reported unchecked, never as success)', async () => {
    const r = review();
    expect(await r.review(proposal(null))).toEqual({ kind: 'approve' });
    expect(r.entries).toEqual([{ decision: 'approve', why: 'no goal stated' }]);
  });

  it('is offered as reviewPlan only with --goal-review, through the hidden-intent wrapper too', () => {
    const plain = new SimulatedUser({ task: relax, world, client, maxHumanRefinements: 5 });
    expect(plain.reviewPlan).toBeUndefined();
    expect(withHiddenIntent(plain, 'rest').reviewPlan).toBeUndefined();
    const reviewing = new SimulatedUser({ task: relax, world, client, maxHumanRefinements: 5, goalReview: { simulator: client } });
    expect(typeof withHiddenIntent(reviewing, 'rest').reviewPlan).toBe('function');
  });
});
