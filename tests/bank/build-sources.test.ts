/**
 * A bank built from every source on a small scope, on a real symbolic bridge: generated requests,
 * ALFRED's expert demonstrations (the fixture trajectories of two floorplans) and rule wordings.
 * Built twice with one seed it writes the same files byte for byte (examples, start scenes,
 * manifest but for the time); a validation floorplan's trajectories are validation examples; a
 * failure list aimed at an ALFRED task type takes more of it, and says so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alfredBuildSource, buildBank, parseFocus, type BuildOutcome } from '../../src/bank/index.js';
import { loadKnowledge, readBank, writeBank } from '../../src/planning/index.js';
import { loadCatalogue, scenesDir } from '../../src/world/index.js';
import { main } from '../../src/cli/main.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch } from '../helpers/files.js';
import { ALFRED_COMMIT, ALFRED_TRAIN, startServedBridge, type ServedBridge } from './served-bridge.js';

const scratch = makeScratch('iteraplan-bank-sources-');
const catalogue = loadCatalogue(scenesDir());
const knowledge = loadKnowledge(undefined, catalogue);
// FloorPlan4 has two fixture trajectories, FloorPlan12 one.
const SCENES = [
  { name: 'FloorPlan4', roomType: 'Kitchen' },
  { name: 'FloorPlan12', roomType: 'Kitchen' },
];

describe('a bank of every source', () => {
  let served: ServedBridge;
  const build = (seed: number, focus = '') =>
    buildBank({
      client: served.client,
      knowledge,
      scenes: SCENES,
      scenesDir: scenesDir(),
      split: new Map([['FloorPlan4', 'train'], ['FloorPlan12', 'validation']]),
      heldOut: new Set(),
      seed,
      perScene: 3,
      paraphrases: 1,
      focus: parseFocus(focus, 'failures.txt'),
      augmentPerScene: 2,
      alfred: alfredBuildSource({ paths: [ALFRED_TRAIN], catalogue, scenesDir: scenesDir(), servedScenesDir: served.served, suitesDir: served.noSuites, commit: ALFRED_COMMIT, perFloorplan: 1 }),
      progress: () => {},
    });
  const write = (dir: string, outcome: BuildOutcome) =>
    writeBank(join(scratch.dir, dir), outcome.examples, { seed: 1, bySource: { generated: 0, paraphrase: 0, 'alfred-expert': 0, augmented: 0 }, bySplit: { train: 0, validation: 0 }, floorplans: { train: [], validation: [] }, rejected: outcome.rejected, duplicates: outcome.duplicates, build: { options: {}, seconds: 0 } }, outcome.alfred.scenes);
  const files = (dir: string): Record<string, string> => {
    const out: Record<string, string> = {};
    const walk = (at: string, prefix: string) => {
      for (const entry of readdirSync(at, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(at, entry.name), `${prefix}${entry.name}/`);
        else out[`${prefix}${entry.name}`] = readFileSync(join(at, entry.name), 'utf8');
      }
    };
    walk(join(scratch.dir, dir), '');
    return out;
  };
  let first: BuildOutcome;

  beforeAll(async () => {
    served = await startServedBridge(scratch.dir);
    first = await build(7);
  });
  afterAll(async () => {
    await served?.close();
    scratch.remove();
  });

  it('holds generated and ALFRED examples and their wordings, split by floorplan', () => {
    const kinds = new Set(first.examples.map((e) => e.source.kind));
    expect(kinds).toEqual(new Set(['generated', 'alfred-expert', 'paraphrase']));
    expect(first.alfred.trajectories).toBe(2);
    // The cap: one of FloorPlan4's two trajectories.
    expect(first.alfred.capped).toBe(1);
    const alfred = first.examples.filter((e) => e.source.kind === 'alfred-expert');
    expect(alfred.length).toBeGreaterThan(0);
    for (const e of alfred) expect(e.split).toBe(e.floorplan === 'FloorPlan12' ? 'validation' : 'train');
    expect([...first.alfred.scenes.keys()].sort()).toEqual([...new Set(alfred.map((e) => e.scene))].sort());
    expect(first.wordings.rules.kept).toBeGreaterThan(0);
  });

  it('writes the same files from the same seed, and a bank that reads back', async () => {
    write('a', first);
    write('b', await build(7));
    expect(files('b')).toEqual(files('a'));
    expect(Object.keys(files('a')).filter((f) => f.startsWith('scenes/')).length).toBe(first.alfred.scenes.size);
    expect(readBank(join(scratch.dir, 'a')).examples).toHaveLength(first.examples.length);
  });

  it("exports an ALFRED example with its own start's object types, read from the bank's scenes/", async () => {
    const captured = captureIO(process.env);
    const out = join(scratch.dir, 'ft');
    expect(await main(['bank', 'export', '--bank', join(scratch.dir, 'a'), '--out', out], captured.io), captured.stderr()).toBe(0);
    // A split may export nothing (the sample of a floorplan's generated requests can all hold at its start).
    const lines = [...readFileSync(join(out, 'train.jsonl'), 'utf8').trim().split('\n'), ...readFileSync(join(out, 'validation.jsonl'), 'utf8').trim().split('\n')].filter((l) => l !== '').map((l) => JSON.parse(l) as { messages: { content: string }[] });
    const alfred = first.examples.find((e) => e.source.kind === 'alfred-expert')!;
    const user = lines.map((l) => l.messages[1]!.content).find((c) => c.startsWith(`Request: ${alfred.request}\nScene: ${alfred.scene} `))!;
    expect(user).toContain('Object types in the scene: ');
    for (const type of alfred.stage2.neededObjects.filter((t) => !t.endsWith('Sliced'))) expect(user).toContain(type);
  });

  it('takes more of an ALFRED task type a failure list aims at, and counts them', async () => {
    const aimed = await build(7, 'alfred:pick_cool_then_place_in_recep@Kitchen\n');
    // Beyond the cap of one: FloorPlan4's cool trajectory is taken first, with 2 more trajectories allowed there.
    expect(aimed.alfred.capped).toBe(0);
    expect(aimed.alfred.trajectories).toBe(3);
    expect(Object.keys(aimed.augmented)).toContain('alfred:pick_cool_then_place_in_recep@Kitchen');
  });
});
