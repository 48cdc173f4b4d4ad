/** What the skill-code validator needs to know about a scene, built from the loaded world. */
import type { ValidationContext } from '../code/index.js';
import type { Catalogue } from './catalogue-schema.js';
import type { Scene } from './scene-schema.js';
import type { Skills } from './skills-schema.js';

/**
 * The validation context of `scene`: its ids and types, the catalogue's types, the skills'
 * signatures, and the types the scene's objects can turn into (AppleSliced from an Apple).
 */
export function buildValidationContext(scene: Scene, catalogue: Catalogue, skills: Skills): ValidationContext {
  const objectTypes = new Set(scene.objects.map((object) => object.type));
  return {
    skills: new Map([...skills].map(([name, skill]) => [name, { params: skill.params }])),
    objectIds: new Set(scene.objects.map((object) => object.id)),
    objectTypes,
    derivableTypes: derivableTypes(objectTypes, catalogue),
    catalogueTypes: new Set(catalogue.types.keys()),
  };
}

/** The sliceInto/breakInto results of `types`, followed transitively (an EggCracked can be sliced too). */
export function derivableTypes(types: Iterable<string>, catalogue: Catalogue): Set<string> {
  const derived = new Set<string>();
  const pending = [...types];
  for (let type = pending.pop(); type !== undefined; type = pending.pop()) {
    const effects = catalogue.types.get(type)?.effects;
    for (const result of [effects?.sliceInto, effects?.breakInto]) {
      if (result !== undefined && !derived.has(result)) {
        derived.add(result);
        pending.push(result);
      }
    }
  }
  return derived;
}
