/**
 * A couple bickering about chores in front of the robot: "you always leave your mug on the desk" is the partner's habit
 * (a thing out of place), "... and I'm the one who has to get up" a grievance asking nothing, and a plate named by its
 * meal ("your breakfast plate") the plate.
 */
import { describe, expect, it } from 'vitest';
import { bickering } from '../../../../src/planning/offline/understand/bickering.js';
import { conditionsOf, readerIn } from './reader-in.js';

describe("a partner's habit said to them", () => {
  it('is told of him, and who ends up doing the chore is left out', () => {
    expect(bickering('you always leave your mug on the desk')).toBe('he always leaves his mug on the desk');
    expect(bickering('you left your watch on the coffee table again')).toBe('he left his watch on the coffee table again');
    expect(bickering('you fall asleep with the light on and then i am the one who has to get out of bed.')).toBe('you fall asleep with the light on.');
  });

  it('leaves a thing left once, with no "again", as told', () => {
    expect(bickering('you left your keys in the car')).toBe('you left your keys in the car');
  });

  it('reads the complaint (was: "what should I do with the mug?")', () => {
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan323')('you always leave your mug on the desk and it leaves rings on the wood')))).toContain('Mug');
    expect(conditionsOf(readerIn('FloorPlan321')("You always fall asleep with the big light on and then I'm the one who has to get out of bed."))).toEqual([[{ exists: { type: 'LightSwitch', is: ['off'] } }]]);
  });

  it('reads a plate named by its meal as the plate (was: breakfast asked)', () => {
    expect(JSON.stringify(conditionsOf(readerIn('FloorPlan5')("You always leave your breakfast plate crusty on the counter and I'm always the one who ends up scrubbing it.")))).toContain('Plate');
  });
});
