/**
 * The goal advisor (`--goal-hints`) reads a request once: every planning stage and the goal check
 * ask it again with the same input, and get the reading it made the first time.
 */
import { describe, expect, it } from 'vitest';
import { GoalAdvisor } from '../../../src/planning/offline/index.js';
import type { StageOneInput } from '../../../src/planning/index.js';
import { loadWorld } from '../../../src/world/index.js';
import { stageOneInput } from './episode.js';

const world = loadWorld('FloorPlan1');
const breakfast = stageOneInput(world, 'I want breakfast');
const answered = (answer: string): StageOneInput => ({ ...breakfast, clarification: { question: 'Eggs or toast?', answer } });
const names = (goals: readonly { name: string }[]) => goals.map((g) => g.name);

describe('GoalAdvisor.goalsFor', () => {
  it('gives the same reading back for the same request, without reading it again', () => {
    const advisor = new GoalAdvisor(world.catalogue);
    const first = advisor.goalsFor(breakfast);
    expect(names(first)).toEqual(['fried egg', 'toast']);
    // A copy of the input (as each stage builds its own), with fields the reading does not look at.
    const again = advisor.goalsFor({ ...breakfast, scene: { ...breakfast.scene }, questionsLeft: 2 });
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('reads a different answer, scene or preferences anew, each to its own goals', () => {
    const advisor = new GoalAdvisor(world.catalogue);
    const unanswered = advisor.goalsFor(breakfast);
    expect(names(advisor.goalsFor(answered('toast')))).toEqual(['toast']);
    expect(names(advisor.goalsFor(answered('an egg')))).toEqual(['fried egg']);
    expect(advisor.goalsFor(answered('toast'))).toBe(advisor.goalsFor(answered('toast')));
    const vegan = { ...breakfast, preferences: [{ id: 'p1', text: "I'm vegan", rule: { exclude: ['Egg', 'EggCracked'] } }] };
    expect(names(advisor.goalsFor(vegan))).toEqual(['toast']);
    const noBread = { ...breakfast, scene: { ...breakfast.scene, objectTypes: breakfast.scene.objectTypes.filter((t) => t !== 'Bread') } };
    expect(names(advisor.goalsFor(noBread))).toEqual(['fried egg']);
    // The first reading is still the one kept for the first request.
    expect(advisor.goalsFor(breakfast)).toBe(unanswered);
  });

  it('keeps a bounded number of readings: a request asked long ago is read again, to the same goals', () => {
    const advisor = new GoalAdvisor(world.catalogue);
    const first = advisor.goalsFor(breakfast);
    for (let i = 0; i < 8; i++) advisor.goalsFor(answered(`option ${i}`));
    const reread = advisor.goalsFor(breakfast);
    expect(reread).not.toBe(first);
    expect(reread).toEqual(first);
  });
});
