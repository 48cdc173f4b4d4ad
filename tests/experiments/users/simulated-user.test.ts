import { describe, expect, it } from 'vitest';
import type { CriteriaState } from '../../../src/experiments/suites/criteria.js';
import { criteriaFeedback, suggestCommand, validationFeedback } from '../../../src/experiments/users/feedback.js';
import { chooseAnswer, SimulatedUser } from '../../../src/experiments/users/simulated-user.js';
import { loadWorld } from '../../../src/world/index.js';
import { useBridgeClient } from '../../helpers/bridge-client.js';
import { inDef, LIGHTS_DIMMED, proposal, relaxTask } from '../../helpers/user-review.js';

const relax = relaxTask({
  success: [LIGHTS_DIMMED, { name: 'something to enjoy in bed', all: [{ exists: { type: ['Laptop', 'Book'], in: 'Bed', isOpen: true } }] }],
});

const state: CriteriaState = {
  objects: [
    { objectId: 'LightSwitch|+01.57|+01.30|+00.87', objectType: 'LightSwitch', parentReceptacles: [], isToggled: true },
    { objectId: 'DeskLamp|+02.59|+00.81|-01.30', objectType: 'DeskLamp', parentReceptacles: [], isToggled: false },
    { objectId: 'Laptop|+02.14|+00.76|-01.25', objectType: 'Laptop', parentReceptacles: ['Desk|+02.29|+00.01|-01.15'] },
    { objectId: 'Desk|+02.29|+00.01|-01.15', objectType: 'Desk', parentReceptacles: [] },
  ],
};
const pickupable = (type: string) => type === 'Laptop';
const scene = { has: (type: string) => ['LightSwitch', 'DeskLamp', 'Laptop', 'Bed', 'Desk'].includes(type) };

describe('feedback words', () => {
  it('suggests commands in the offline planner’s words for what is missing', () => {
    expect(suggestCommand({ none: { type: 'LightSwitch', isToggled: true } }, state, pickupable, scene)).toBe('turn off the light switch');
    expect(suggestCommand({ exists: { type: ['FloorLamp', 'DeskLamp'], isToggled: true } }, state, pickupable, scene)).toBe('turn on the desk lamp');
    expect(suggestCommand({ exists: { type: 'Laptop', in: 'Bed' } }, state, pickupable, scene)).toBe('put the laptop in the bed');
    // Cooking or opening in place has no single command: no suggestion.
    expect(suggestCommand({ exists: { type: ['Laptop'], in: 'Bed', isOpen: true } }, state, pickupable, scene)).toBeNull();
  });

  it('says the goal vocabulary’s state words, places and history as the commands that make them', () => {
    const kitchen = {
      has: (type: string) => ['Apple', 'AppleSliced', 'Fridge', 'Microwave', 'SinkBasin', 'DiningTable', 'Book', 'DeskLamp', 'Pen', 'Mug', 'Desk'].includes(type),
      does: (type: string) => (({ Fridge: 'cool', Microwave: 'heat', SinkBasin: 'wash' }) as Record<string, 'cool' | 'heat' | 'wash' | undefined>)[type],
    };
    expect(suggestCommand({ exists: { type: 'Book', is: ['held'] } }, state, pickupable, kitchen)).toBe('pick up the book');
    expect(suggestCommand({ exists: { type: 'DeskLamp', is: ['on'] } }, state, pickupable, kitchen)).toBe('turn on the desk lamp');
    expect(suggestCommand({ exists: { type: 'AppleSliced', directlyIn: 'DiningTable', was: { in: 'Fridge' } } }, state, pickupable, kitchen)).toBe(
      'cool the apple sliced in the fridge, then put the apple sliced in the dining table',
    );
    expect(suggestCommand({ exists: { type: 'Apple', is: ['hot'], was: { in: 'Microwave', whileOn: true } } }, state, pickupable, kitchen)).toBe('heat the apple in the microwave');
    // Several histories: each in the order listed, and what they say (hot) not said again.
    expect(suggestCommand({ exists: { type: 'AppleSliced', is: ['hot'], was: [{ in: 'SinkBasin', whileOn: true }, { in: 'Microwave', whileOn: true }] } }, state, pickupable, kitchen)).toBe(
      'wash the apple sliced in the sink basin, then heat the apple sliced in the microwave',
    );
    expect(suggestCommand({ exists: { type: 'Pen', directlyIn: 'Mug', within: { type: 'Mug', in: 'Desk' } } }, state, pickupable, kitchen)).toBe(
      'put the pen in the mug, then put the mug in the desk',
    );
    expect(suggestCommand({ count: { type: 'Apple', directlyIn: 'Fridge' }, atLeast: 2 }, state, pickupable, kitchen)).toBe('put 2 apple in the fridge');
    // Where it was, with nothing there that does something to it: no command says it.
    expect(suggestCommand({ exists: { type: 'Apple', was: { in: 'DiningTable' } } }, state, pickupable, kitchen)).toBeNull();
  });

  it('aims at the alternative closest to being met', () => {
    // "lights dimmed" misses both predicates here, "something to enjoy" one: the latter is closer.
    expect(criteriaFeedback(relax.success, state, pickupable, scene, 'words')).toBe(
      'When I try this plan, it does not do what I asked: there should be a Laptop or Book that is open, on a Bed (for something to enjoy in bed). Please change the plan so that it does.',
    );
    expect(criteriaFeedback(relax.success, state, pickupable, scene, 'commands')).toBeNull();
    const lampOn = { objects: state.objects.map((o) => (o.objectType === 'DeskLamp' ? { ...o, isToggled: true } : o)) };
    expect(criteriaFeedback(relax.success, lampOn, pickupable, scene, 'commands')).toBe('Also turn off the light switch.');
  });

  it('in commands, says the fullest unmet condition of the closest answer, so one round says it all', () => {
    const answer = { name: 'laptop open in bed', all: [{ exists: { type: 'Laptop', in: 'Bed' } }, { exists: { type: 'Laptop', directlyIn: 'Bed', is: ['open' as const] } }] };
    expect(criteriaFeedback([answer], state, pickupable, scene, 'commands')).toBe('Also open the laptop, then put the laptop in the bed.');
  });

  it('quotes the first validation error with its position', () => {
    expect(validationFeedback([{ line: 2, column: 5, message: "'Sofa' is not in this room" }, { line: 3, column: 1, message: 'x' }])).toBe(
      "The code does not validate: line 2:5: 'Sofa' is not in this room (and 1 more error). Please fix it.",
    );
  });

  it('answers a clarifying question with the option nearest the right answers', () => {
    expect(chooseAnswer(['watch a film', 'dim the lights'], relax)).toBe('dim the lights');
    expect(chooseAnswer([], relax)).toBe('I feel so tired, need to relax.');
  });

  it('reads a word and its forms as one ("binned" is "the bin"), so a tie of one shared word does not fall to the first option', () => {
    const binned = { ...relax, instruction: 'that old newspaper has been on the sofa for a week', success: [{ name: 'the newspaper binned', all: [{ exists: { type: 'Newspaper', in: 'GarbageCan' } }] }] };
    expect(chooseAnswer(['the newspaper put away', 'the newspaper in the bin'], binned)).toBe('the newspaper in the bin');
  });

  it('leaves the choice to the planner when no option shares a word with the right answers, never picks the first', () => {
    const telly = { ...relax, instruction: 'telly on to fall asleep', success: [{ name: 'TV on', all: [{ exists: { type: 'Television', is: ['on' as const] } }] }] };
    expect(chooseAnswer(['everything left off', 'the surface cleared'], telly)).toBe('you decide');
    expect(chooseAnswer(['everything left off', 'the TV on'], telly)).toBe('the TV on');
  });
});

describe('the simulated user, dry-running through a real bridge', () => {
  const client = useBridgeClient();
  const world = loadWorld('FloorPlan301');

  const user = (max = 5, style: 'commands' | 'words' = 'commands') =>
    new SimulatedUser({ task: relax, world, client: client(), maxHumanRefinements: max, feedbackStyle: style });

  it('approves code whose dry run meets the criteria, at once', async () => {
    const u = user();
    expect(await u.review(proposal(inDef("SwitchOff('LightSwitch')", "SwitchOn('DeskLamp')")))).toEqual({ kind: 'approve' });
    expect(u.h).toBe(0);
    expect(u.reviews[0]!.why).toBe('meets the criteria (lights dimmed)');
  });

  it('gives feedback the offline planner can act on, then counts the refinement', async () => {
    const u = user();
    expect(await u.review(proposal(inDef("SwitchOn('DeskLamp')")))).toEqual({ kind: 'feedback', text: 'Also turn off the light switch.' });
    expect(await u.review(proposal(inDef("SwitchOn('DeskLamp')", "SwitchOff('LightSwitch')"), 2))).toEqual({ kind: 'approve' });
    expect(u.h).toBe(1);
  });

  it('approves code that fails to execute but works towards a right answer (execution refinement will fix it)', async () => {
    const u = user();
    // The desk lamp is already off: SwitchOff fails with ALREADY_OFF, but the plan is about the lamps.
    expect(await u.review(proposal(inDef("SwitchOff('LightSwitch')", "SwitchOff('DeskLamp')")))).toEqual({ kind: 'approve' });
    expect(u.reviews[0]!.why).toBe('aims at lights dimmed');
  });

  it('asks for a new version of invalid code, or names the error in words for an LLM', async () => {
    expect(await user(5, 'commands').review(proposal('import os\n'))).toEqual({ kind: 'regenerate' });
    const decision = await user(5, 'words').review(proposal('import os\n'));
    expect(decision.kind).toBe('feedback');
    expect(decision.kind === 'feedback' && decision.text).toMatch(/^The code does not validate: line 1:1: /);
  });

  it('approves what it has once its feedback budget is spent, without counting it as right', async () => {
    const u = user(1);
    expect((await u.review(proposal(inDef("SwitchOn('DeskLamp')")))).kind).toBe('feedback');
    expect(await u.review(proposal(inDef("SwitchOn('DeskLamp')"), 2))).toEqual({ kind: 'approve' });
    expect(u.h).toBeNull();
    expect(u.reviews.map((r) => r.why)).toEqual(['unmet', 'budget spent']);
    // Invalid code at the end of the budget cannot run: the user aborts.
    const v = user(0);
    expect(await v.review(proposal('import os\n'))).toEqual({ kind: 'abort' });
  });
});
