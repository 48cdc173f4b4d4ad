/** What changed in the world and whether the goal holds, from real simulator states of FloorPlan1. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StateResult } from '../../src/bridge/protocol.js';
import { computeOutcome, formatOutcome, outcomeHeadline, withOutcome } from '../../src/outcome/index.js';
import type { PlanResult } from '../../src/session/plan-result.js';
import { GOAL_NOT_MET } from '../../src/session/index.js';
import { loadWorld } from '../../src/world/index.js';

const states = JSON.parse(readFileSync(new URL('./fixtures/fried-egg-floorplan1.json', import.meta.url), 'utf8')) as { before: StateResult; after: StateResult };
const world = loadWorld('FloorPlan1');
const knob = 'StoveKnob|+00.39|+00.90|-01.78';
const fridge = 'Fridge|-02.10|+00.00|+01.09';
const friedEgg = [{ name: 'fried egg', all: [{ exists: { type: 'EggCracked', isCooked: true } }] }];
const toast = [{ name: 'toast', all: [{ exists: { type: 'BreadSliced', isCooked: true } }] }];

/** The after state with the cracked egg moved into the Pot, uncooked: the feedback gone wrong of issue 18. */
function eggInThePot(): StateResult {
  const after = structuredClone(states.after);
  const pot = after.objects.find((o) => o.objectType === 'Pot')!;
  const pan = after.objects.find((o) => o.objectType === 'Pan')!;
  const egg = after.objects.find((o) => o.objectType === 'EggCracked')!;
  pan.receptacleObjectIds = pan.receptacleObjectIds.filter((id) => id !== egg.objectId);
  pot.receptacleObjectIds.push(egg.objectId);
  egg.parentReceptacles = [pot.objectId, ...pot.parentReceptacles];
  egg.isCooked = false;
  (egg as Record<string, unknown>)['temperature'] = 'RoomTemp';
  return after;
}

describe('computeOutcome', () => {
  it('tells each change with readable names: the cracked egg, the burner and its knob', () => {
    const outcome = computeOutcome({ before: states.before, after: states.after, world, ran: true, actedOn: [fridge, knob] });
    const sentences = outcome.changes.map((c) => `${c.name} ${c.words}`);
    // The simulator reports AI2-THOR's temperature: a Pan on a burner that is on gets hot.
    expect(sentences).toEqual([
      'the burner under the Pan is on',
      'the knob of the burner under the Pan is on',
      'the Pan is hot',
      'the Egg was cracked',
      'the cracked Egg is cooked, hot and in the Pan',
    ]);
    // The broken Egg stays listed (as in AI2-THOR); what it became is told with it, once.
    expect(outcome.changes.find((c) => c.kind === 'replaced')).toMatchObject({ type: 'Egg', into: ['Egg|-02.25|+00.80|+00.99|EggCracked_0'] });
    expect(outcome.changes.find((c) => c.kind === 'appeared')?.after).toEqual({ in: 'Pan|+00.34|+00.99|-02.38', heldBy: null, flags: ['isCooked'], fillLiquid: null, temperature: 'Hot' });
    // Opened and closed again: acted on, unchanged, said with its final state.
    expect(outcome.unchangedActedOn).toEqual([{ objectId: fridge, name: 'the Fridge', words: 'is closed' }]);
    expect(outcome.goal).toBeNull();
    // Ran to its end with no goal: nothing says it did what was asked, so it is not success.
    expect(outcome).toMatchObject({ verdict: 'not-checked', success: false });
    expect(outcomeHeadline(outcome)).toContain('the goal was not checked (none was stated), so this is not reported as success');
  });

  it('judges a goal: met, with the alternative that holds', () => {
    const outcome = computeOutcome({ before: states.before, after: states.after, world, ran: true, goal: { source: 'planner', alternatives: [...toast, ...friedEgg] } });
    expect(outcome.goal).toMatchObject({ source: 'planner', met: true, alternative: 'fried egg' });
    expect(outcome.goal!.alternatives.map((a) => a.met)).toEqual([false, true]);
    expect(outcome.success).toBe(true);
    expect(outcomeHeadline(outcome)).toBe('The code ran to its end. Goal met: fried egg (the goal you approved).');
  });

  it('an unmet goal is not success even though the code ran, and the unmet condition is named', () => {
    const outcome = computeOutcome({ before: states.before, after: eggInThePot(), world, ran: true, actedOn: [knob], goal: { source: 'task', alternatives: friedEgg } });
    expect(outcome.success).toBe(false);
    expect(outcome.goal).toMatchObject({ met: false, alternative: null, alternatives: [{ name: 'fried egg', met: false, conditions: [{ text: 'there should be an EggCracked that is cooked', met: false }] }] });
    const text = formatOutcome(outcome).join('\n');
    expect(text).toContain("The code ran to its end, but it did not do what was asked. Goal NOT met: fried egg does not hold (the task's goal).");
    expect(text).toContain('  - the cracked Egg is not cooked and in the Pot');
    expect(text).toContain('  - the burner under the Pan is on');
    expect(text).toContain('Unmet conditions of the goal:\n  - fried egg: there should be an EggCracked that is cooked — the cracked Egg is not cooked');
  });

  it('a plan result with an unmet goal reads as a failure, with the reason', () => {
    const outcome = computeOutcome({ before: states.before, after: eggInThePot(), world, ran: true, goal: { source: 'planner', alternatives: friedEgg } });
    const planned = { success: true, reason: 'success', sessionDir: '/tmp/x' } as PlanResult;
    expect(withOutcome(planned, outcome)).toMatchObject({ success: false, reason: GOAL_NOT_MET, outcome: { success: false } });
    const met = computeOutcome({ before: states.before, after: states.after, world, ran: true, goal: { source: 'planner', alternatives: friedEgg } });
    expect(withOutcome(planned, met)).toMatchObject({ success: true, reason: 'success' });
    expect(withOutcome({ ...planned, success: false, reason: 'aborted' }, null)).toMatchObject({ success: false, reason: 'aborted', outcome: null });
    // A plan that ran with no goal to judge it by is never success.
    const unjudged = computeOutcome({ before: states.before, after: states.after, world, ran: true });
    expect(withOutcome(planned, unjudged)).toMatchObject({ success: false, reason: 'ran to its end; the goal was not checked', outcome: { verdict: 'not-checked' } });
  });

  it('says who holds what, and does without AI2-THOR metadata (temperature) when the backend sends none', () => {
    const after = structuredClone(states.after);
    after.agents.find((a) => a.name === 'human')!.holding = 'Apple|-02.25|+00.80|+01.19';
    const before = structuredClone(states.before);
    for (const o of [...before.objects, ...after.objects]) delete (o as Record<string, unknown>)['temperature'];
    const outcome = computeOutcome({ before, after, world, ran: true });
    expect(outcome.agents).toEqual([
      { name: 'robot', holding: null, holdingName: null },
      { name: 'human', holding: 'Apple|-02.25|+00.80|+01.19', holdingName: 'the Apple' },
    ]);
    expect(outcome.changes.find((c) => c.kind === 'appeared')?.words).toBe('is cooked and in the Pan');
    expect(outcome.changes.map((c) => c.name)).not.toContain('the Pan');
    expect(formatOutcome(outcome)).toContain('The robot holds nothing; the human holds the Apple.');
  });

  it('nothing changed: says so', () => {
    const outcome = computeOutcome({ before: states.before, after: states.before, world, ran: true });
    expect(outcome.changes).toEqual([]);
    expect(formatOutcome(outcome)).toContain('  nothing');
  });
});
