/**
 * The household reader of a floorplan's room for the reader's tests: the real knowledge and
 * vocabulary, and what the planner gives it (the faucets, each type's objects, the furniture a
 * type stands on, "by the bathtub"); `ids` lists a type's objects.
 */
import { loadKnowledge } from '../../../../src/planning/offline/index.js';
import { faucetsOfScene, instancesOfScene, understand, usableTypes, type Understanding } from '../../../../src/planning/offline/understanding.js';
import { knownWords } from '../../../../src/planning/offline/understand/request-reader.js';
import { Vocabulary } from '../../../../src/planning/offline/understand/vocabulary.js';
import { startStateOf } from '../../../../src/planning/offline/understand/got-at.js';
import { unknownBySlot, type SlotsOfClause } from '../../../../src/planning/offline/understand/word-slots.js';
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
    // Whether a type's objects start on or open, as the planner gives it ("get the lights": got-at.ts).
    startState: startStateOf(world.scene.objects),
  };
  const ids = (type: string): string[] => world.scene.objects.filter((o) => o.type === type).map((o) => o.id);
  return Object.assign((text: string, answer?: string): Understanding => understand(text, answer, ctx), { knowledge, vocabulary, ids });
}

/** The reason a request was refused with; a request read as anything throws, failing the test. */
export function refusalOf(u: Understanding): string {
  if (u.kind !== 'none') throw new Error(`not refused: ${JSON.stringify(u)}`);
  return u.reason;
}

/** The slots of a clause's unknown words (split at spaces) with `reader`'s words, and the need and state words given. */
export function slotsWith(reader: ReturnType<typeof readerIn>, said: { needWords?: readonly string[]; stateWords?: readonly string[] } = {}): (text: string) => SlotsOfClause {
  const known = knownWords(reader.knowledge, reader.vocabulary);
  return (text) =>
    unknownBySlot(text.split(' '), {
      vocabulary: reader.vocabulary,
      fillers: new Set(reader.knowledge.speech.fillers),
      determiners: new Set(reader.knowledge.speech.determiners),
      known,
      needWords: new Set(said.needWords ?? []),
      ...(said.stateWords === undefined ? {} : { stateWords: new Set(said.stateWords) }),
    });
}

/** The conditions of each alternative of a request read as a goal; anything else as it was read. */
export const conditionsOf = (u: Understanding) => (u.kind === 'goal' ? u.goal.alternatives.map((a) => a.all) : u);

/** The ids of the goals a request was read as (a goal's, or a tie's options); anything else as it was read. */
export const goalIds = (u: Understanding) => (u.kind === 'tie' ? u.options.map((o) => o.id) : u.kind === 'goal' ? [u.goal.id] : u);
