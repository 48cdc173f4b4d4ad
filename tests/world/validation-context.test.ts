import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/world/load-catalogue.js';
import { loadScene } from '../../src/world/load-scene.js';
import { loadSkills } from '../../src/world/load-skills.js';
import { buildValidationContext, derivableTypes } from '../../src/world/validation-context.js';
import { FIXTURES } from './fixture-copy.js';

const catalogue = loadCatalogue(`${FIXTURES}scenes`);
const scene = loadScene('FloorPlan1', catalogue, `${FIXTURES}scenes`);
const skills = loadSkills(`${FIXTURES}skills`);

describe('buildValidationContext', () => {
  const context = buildValidationContext(scene, catalogue, skills);

  it('holds the scene’s ids and types and the catalogue’s types', () => {
    expect(context.objectIds).toEqual(new Set(scene.objects.map((o) => o.id)));
    expect(context.objectTypes.has('Egg')).toBe(true);
    expect(context.objectTypes.has('AppleSliced')).toBe(false);
    expect(context.catalogueTypes).toEqual(new Set(catalogue.types.keys()));
  });

  it('derives slice and break results transitively', () => {
    // Apple → AppleSliced; Egg → EggCracked → EggScrambled.
    expect(context.derivableTypes).toEqual(new Set(['AppleSliced', 'EggCracked', 'EggScrambled']));
  });

  it("holds the ids the simulator gives the slices and the cracked egg, so a program can name one slice apart from another", () => {
    expect(context.derivedIds?.has('Apple|-01.65|+00.81|+00.07|AppleSliced_0')).toBe(true);
    expect(context.derivedIds?.has('Apple|-01.65|+00.81|+00.07|AppleSliced_6')).toBe(true);
    expect(context.derivedIds?.has('Apple|-01.65|+00.81|+00.07|AppleSliced_7')).toBe(false);
    expect(context.derivedIds?.has('Egg|-02.04|+00.81|+01.24|EggCracked_0')).toBe(true);
    expect(context.derivedIds?.has('Fridge|-02.10|+00.00|+01.09|FridgeSliced_0')).toBe(false);
  });

  it('gives each skill its parameters with optionality', () => {
    expect(context.skills.get('CleanObject')?.params).toEqual([
      { name: 'obj', optional: false },
      { name: 'tool', optional: false },
      { name: 'detergent', optional: true },
    ]);
    expect([...context.skills.keys()]).toEqual([...skills.keys()]);
  });
});

describe('derivableTypes', () => {
  it('is empty for types that turn into nothing', () => {
    expect(derivableTypes(['Fridge', 'Knife'], catalogue)).toEqual(new Set());
  });
});
