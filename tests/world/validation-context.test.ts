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
