/**
 * The household reader of a floorplan's room for the reader's tests: the real knowledge and
 * vocabulary, and what the planner gives it (the faucets, each type's objects, the furniture a
 * type stands on, "by the bathtub"); `ids` lists a type's objects.
 */
import { loadKnowledge } from '../../../../src/planning/offline/index.js';
import { faucetsOfScene, instancesOfScene, understand, usableTypes, type Understanding } from '../../../../src/planning/offline/understanding.js';
import { Vocabulary } from '../../../../src/planning/offline/understand/vocabulary.js';
import { loadWorld } from '../../../../src/world/index.js';

export function readerIn(scene: string) {
  const world = loadWorld(scene);
  const knowledge = loadKnowledge(undefined, world.catalogue);
  const vocabulary = new Vocabulary(knowledge.words, world.catalogue);
  const objectTypes = [...new Set(world.scene.objects.map((o) => o.type))];
  const usable = usableTypes({ name: scene, roomType: world.scene.roomType, objectTypes }, world.catalogue);
  const typeOf = new Map(world.scene.objects.map((o) => [o.id, o.type] as const));
  const holdersOf = (type: string): string[] => [...new Set(world.scene.objects.filter((o) => o.type === type && o.parent !== undefined).map((o) => typeOf.get(o.parent!)!))];
  const ctx = {
    knowledge,
    vocabulary,
    catalogue: world.catalogue,
    roomType: world.scene.roomType,
    usable,
    faucetsFor: faucetsOfScene(world.scene.objects),
    instancesOf: instancesOfScene(world.scene.objects),
    holdersOf,
    // The robots' skills, named by a refusal of what none of them does (as the planner gives them).
    skills: [...world.skills.keys()],
  };
  const ids = (type: string): string[] => world.scene.objects.filter((o) => o.type === type).map((o) => o.id);
  return Object.assign((text: string, answer?: string): Understanding => understand(text, answer, ctx), { knowledge, vocabulary, ids });
}
