/** What the skill-code validator needs to know about a scene, built from the loaded world. */
import type { ValidationContext } from '../code/index.js';
import type { Catalogue } from './catalogue-schema.js';
import type { Scene } from './scene-schema.js';
import type { Skills } from './skills-schema.js';
import { agentNames, type Team } from './team-schema.js';

/**
 * The validation context of `scene`: its ids and types, the catalogue's types, the skills'
 * signatures, the types the scene's objects can turn into (AppleSliced from an Apple) and, given
 * a team, the agents calls may name.
 */
export function buildValidationContext(scene: Scene, catalogue: Catalogue, skills: Skills, team?: Team): ValidationContext {
  const objectTypes = new Set(scene.objects.map((object) => object.type));
  return {
    ...(team === undefined ? {} : { agents: new Set(agentNames(team)) }),
    skills: new Map([...skills].map(([name, skill]) => [name, { params: skill.params, needs: skill.needs, alsoCalled: skill.alsoCalled }])),
    objectIds: new Set(scene.objects.map((object) => object.id)),
    objectTypes,
    derivableTypes: derivableTypes(objectTypes, catalogue),
    derivedIds: derivedIds(scene, catalogue),
    catalogueTypes: new Set(catalogue.types.keys()),
    typeProperties: new Map([...catalogue.types].map(([type, info]) => [type, info.properties])),
  };
}

/**
 * The ids the simulator gives what the scene's objects turn into: `<id>|<into>_<n>` for each of
 * the `sliceCount` slices and the one cracked object (the object-id grammar of
 * tests/fixtures/contracts/object-ids.json), one level deep.
 */
export function derivedIds(scene: Scene, catalogue: Catalogue): Set<string> {
  const ids = new Set<string>();
  for (const object of scene.objects) {
    const effects = catalogue.types.get(object.type)?.effects;
    if (effects?.sliceInto !== undefined) for (let n = 0; n < (effects.sliceCount ?? 1); n++) ids.add(`${object.id}|${effects.sliceInto}_${n}`);
    if (effects?.breakInto !== undefined) ids.add(`${object.id}|${effects.breakInto}_0`);
  }
  return ids;
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
