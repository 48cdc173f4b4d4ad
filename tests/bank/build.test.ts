/**
 * The plan bank built through a real symbolic bridge: every kept example's program, run again
 * from the room's start, meets its goal; its plan's subtasks are tied to the program's calls in
 * order; the same seed gives the same bank; what no program reaches is dropped and counted.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeConnection } from '../../src/bridge/index.js';
import { buildBank, ReaderCheck, runAndJudge, splitFloorplans, suiteRequests, type BuildOutcome } from '../../src/bank/index.js';
import { flattenSteps, parseSkillCode } from '../../src/code/index.js';
import { seededRandom } from '../../src/allocation/index.js';
import { BankExample, examplesText, loadKnowledge, normalRequest } from '../../src/planning/index.js';
import { findProjectRoot, loadCatalogue, loadWorld, scenesDir } from '../../src/world/index.js';
import { connectSharedBridge } from '../helpers/shared-bridge.js';

const SCENES = [
  { name: 'FloorPlan1', roomType: 'Kitchen' },
  { name: 'FloorPlan301', roomType: 'Bedroom' },
];

describe('bank build', () => {
  let bridge: BridgeConnection;
  let first: BuildOutcome;
  const progress: string[] = [];
  const build = (seed: number, lines: string[]) =>
    buildBank({
      client: bridge.client,
      knowledge: loadKnowledge(undefined, loadCatalogue(scenesDir())),
      scenes: SCENES,
      scenesDir: scenesDir(),
      split: new Map([['FloorPlan1', 'train'], ['FloorPlan301', 'validation']]),
      heldOut: suiteRequests(join(findProjectRoot(), 'suites')),
      seed,
      perScene: 8,
      paraphrases: 1,
      focus: [],
      progress: (line) => lines.push(line),
    });

  beforeAll(async () => {
    bridge = await connectSharedBridge();
    first = await build(5, progress);
  });
  afterAll(async () => {
    await bridge?.close();
  });

  it('keeps verified examples of both rooms and counts what it dropped', () => {
    expect(progress).toHaveLength(2);
    expect(progress[0]).toMatch(/^\[1\/2\] FloorPlan1 \(Kitchen, train\): \d+ kept, \d+ dropped; bank \d+$/);
    expect(first.candidates).toBe(16);
    const generated = first.examples.filter((e) => e.source.kind === 'generated').length;
    // Every candidate was kept, dropped, or a duplicate.
    const candidates = Object.entries(first.rejected).filter(([k]) => !k.startsWith('paraphrase-')).reduce((a, [, n]) => a + n, 0);
    // (a duplicate is a candidate or a wording the same as one kept)
    expect(generated + candidates).toBeLessThanOrEqual(16);
    expect(generated + candidates + first.duplicates).toBeGreaterThanOrEqual(16);
    expect(generated).toBeGreaterThan(4);
    for (const example of first.examples) expect(() => BankExample.parse(example)).not.toThrow();
    expect(new Set(first.examples.map((e) => e.roomType))).toEqual(new Set(['Kitchen', 'Bedroom']));
    expect(first.examples.filter((e) => e.scene === 'FloorPlan301').every((e) => e.split === 'validation')).toBe(true);
    const held = suiteRequests(join(findProjectRoot(), 'suites'));
    expect(first.examples.some((e) => held.has(normalRequest(e.request)))).toBe(false);
  });

  it("keeps only programs that meet their goal from the room's start, run again here", async () => {
    for (const example of first.examples.filter((e) => e.source.kind === 'generated')) {
      const judged = await runAndJudge(example.code, example.stage2.goal, loadWorld(example.scene), bridge.client);
      expect(judged, `${example.request} in ${example.scene}`).toEqual({ met: example.met });
    }
  });

  it('ties every subtask to its calls, in order, each call once', () => {
    for (const example of first.examples) {
      const parsed = parseSkillCode(example.code);
      if (!parsed.ok) throw new Error(example.code);
      const calls = flattenSteps(parsed.program).length;
      expect(example.subtasks.flatMap((s) => s.calls)).toEqual(Array.from({ length: calls }, (_, i) => i));
      expect(example.stage2.subtasks).toEqual(example.subtasks.map((s) => s.text));
      expect(example.stage1).toEqual({ taskDescription: example.stage2.taskDescription, subtasks: example.stage2.subtasks, neededObjects: example.stage2.neededObjects });
    }
  });

  it('rewords a verified request by rules with the same program and goal, naming the example it rewords', () => {
    const reworded = first.examples.filter((e) => e.source.kind === 'paraphrase');
    expect(reworded.length).toBeGreaterThan(0);
    for (const example of reworded) {
      const parent = first.examples.find((e) => e.source.kind === 'generated' && example.source.from.startsWith(`rules reword example ${e.id}`));
      expect(parent, example.source.from).toBeDefined();
      expect(example.code).toBe(parent!.code);
      expect(example.stage2.goal).toEqual(parent!.stage2.goal);
      expect(example.request).not.toBe(parent!.request);
      // The household reader reads the same goal from it as from the request, or its reading holds after the verified run.
      const reader = new ReaderCheck(loadWorld(example.scene), loadKnowledge(undefined, loadCatalogue(scenesDir())));
      expect(reader.goals(example.request).length, example.request).toBeGreaterThan(0);
      if (example.source.from.endsWith('read as the same goal')) expect(reader.goals(example.request)).toEqual(reader.goals(parent!.request));
      else expect(example.source.from).toMatch(/its reading met by the run$/);
    }
  });

  it('builds the same bank from the same seed, and another from another seed', async () => {
    const again = await build(5, []);
    expect(examplesText(again.examples)).toBe(examplesText(first.examples));
    const other = await build(6, []);
    expect(examplesText(other.examples)).not.toBe(examplesText(first.examples));
  });
});

describe('the split by floorplan', () => {
  const floorplans = [...Array(30).keys()].map((i) => ({ name: `FloorPlan${i + 1}`, roomType: i < 15 ? 'Kitchen' : 'Bathroom' }));

  it('puts a seeded share of each room type in validation, never a floorplan in both', () => {
    const split = splitFloorplans(floorplans, 0.2, seededRandom(1));
    for (const room of ['Kitchen', 'Bathroom']) {
      const names = floorplans.filter((f) => f.roomType === room).map((f) => split.get(f.name));
      expect(names.filter((s) => s === 'validation')).toHaveLength(3);
      expect(names.filter((s) => s === 'train')).toHaveLength(12);
    }
    expect(splitFloorplans(floorplans, 0.2, seededRandom(1))).toEqual(split);
    expect(splitFloorplans(floorplans, 0.2, seededRandom(2))).not.toEqual(split);
  });
});
