/**
 * "Gasping for" a thing not drunk ("gasping for a hot shower") wants that thing, as "dying for" does; alone or before a
 * drink it is still thirst (gasping-for.ts).
 */
import { describe, expect, it } from 'vitest';
import { gaspingFor } from '../../../../src/planning/offline/understand/gasping-for.js';
import { goalIds, readerIn } from './reader-in.js';

// FloorPlan402: a bathroom with a shower and no cup, mug or bottle.
describe('gasping for something', () => {
  it('asks for the thing named, not a drink (was: refused for a glass of water the bathroom cannot give)', () => {
    expect(goalIds(readerIn('FloorPlan402')("after the gym I'm gasping for a hot shower"))).toEqual(['shower-on']);
  });

  it('stays thirst alone or before a drink', () => {
    expect(gaspingFor('gasping for a nice cup of tea')).toBe('gasping for a nice cup of tea');
    expect(gaspingFor("I'm gasping, it's so hot")).toBe("I'm gasping, it's so hot");
    expect(gaspingFor('Gagging for a cold one')).toBe('Gagging for a cold one');
    expect(gaspingFor('gasping for a sit down')).toBe('dying for a sit down');
  });
});
