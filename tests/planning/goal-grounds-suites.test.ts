/**
 * The check of stated alternatives (src/planning/goal-grounds.ts) against the suites' own goals:
 * a model that states exactly what a suite calls done, for the request the suite gives, has stated
 * a way of being done, and the check must keep it. Each task on its first scene, with the
 * household reader's grounds for its words, as the session checks (reader-check.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadSuiteFile } from '../../src/experiments/index.js';
import { loadKnowledge } from '../../src/planning/offline/index.js';
import { listScenes, loadScene, loadWorld, scenesDir, type World } from '../../src/world/index.js';
import { checkWithReader } from './reader-check.js';

/** The suites whose goals are ways of being done for their requests (the blind suite still unread is left unread). */
const SUITES = ['paper', 'everyday', 'everyday-blind', 'everyday-blind2', 'alfred-train-sample', 'teach'];

/**
 * Suite goals the rules before the state rules (against-the-reading, unasked-change) drop, as
 * they stood when those were added: what the reader reads the request as names other things
 * (breakfast read as an egg or toast, not coffee), the words name no such thing (a fire, candles,
 * a dog, a plunger), or an ALFRED annotation names another object than its goal ("an onion" for an
 * apple, "a lid" for a vase). Each entry must still drop, so the list
 * cannot go stale; a new drop anywhere else fails.
 */
const KNOWN: Readonly<Record<string, string>> = {
  'k-breakfast': 'not-the-request',
  'l-fireplace': 'switched-unnamed',
  't-relaxing-bath': 'switched-unnamed',
  't-hair-dryer': 'not-the-request',
  't-bathe-dog': 'not-the-request',
  'lb-movie-night': 'switched-unnamed',
  'bb-homework': 'switched-unnamed',
  'bb-breakfast-bed': 'not-the-request',
  'tb-unblock-toilet': 'not-the-request',
  'kb2-no-breakfast': 'not-the-request',
  'lb2-so-bored': 'switched-unnamed',
  'lb2-footy': 'switched-unnamed',
  'bb2-essay': 'switched-unnamed',
  'bb2-sandwich-in-bed': 'not-the-request',
  'wb2-haircut': 'tool-held',
  'cool-t20190906-195734-838056-a0': 'not-the-request',
  'place-two-t20190909-034051-446517-a1': 'not-the-request',
  // A request to refuse: the reader now reads "throw the laptop out of the window" as a thing thrown (thrown-at.ts), which
  // grounds no breaking, so a model's goal of the laptop broken is dropped, as it should be.
  'b-laptop-window': 'unasked-change',
  // "peckish, anything to nibble on" is read as a snack (toast or apple pieces, goals.yaml snack): a fried egg or a
  // cooked potato the suite also accepts is a cooked meal, which the reading does not name, so a model's is dropped.
  'kb-peckish': 'not-the-request',
};

function worldOf(scene: string, folder: string | undefined, worlds: Map<string, World>): World {
  const known = worlds.get(scene);
  if (known !== undefined) return known;
  const own = folder !== undefined && listScenes(folder).includes(scene);
  // A suite's own scene (ALFRED's: a trajectory's placement of a floorplan's objects) lies beside the suite.
  const base = loadWorld(own ? scene.replace(/-.*$/, '') : scene);
  const world = own ? { ...base, scene: loadScene(scene, base.catalogue, folder) } : base;
  worlds.set(scene, world);
  return world;
}

describe("the suites' own goals, stated by a model", () => {
  const knowledge = loadKnowledge(undefined, loadWorld('FloorPlan1').catalogue);
  for (const name of SUITES) {
    it(`are kept for every task of ${name}`, () => {
      const { suite, sceneFolder } = loadSuiteFile(name, listScenes(scenesDir()));
      const worlds = new Map<string, World>();
      const unexpected: string[] = [];
      const known: string[] = [];
      for (const task of suite.tasks) {
        if (task.success === undefined || task.success.length === 0) continue;
        const world = worldOf(task.scenes[0]!, sceneFolder, worlds);
        const { dropped } = checkWithReader(world, task.instruction, task.success, knowledge);
        for (const d of dropped) {
          if (KNOWN[task.id] === d.why) known.push(task.id);
          else unexpected.push(`${task.id} ${JSON.stringify(task.instruction)}: ${d.why}: ${d.says}`);
        }
      }
      expect(unexpected).toEqual([]);
      const listed = suite.tasks.filter((t) => KNOWN[t.id] !== undefined).map((t) => t.id);
      expect([...new Set(known)].sort()).toEqual(listed.sort());
    });
  }
});
