/**
 * `iteraplan bank build`: the plan bank from the household knowledge and the scenes. Room by room
 * (in name order, each with its own seeded random source, so a bank is the same for the same seed
 * and scenes): generated requests are sampled, verified in the simulator (verify.ts), deduplicated,
 * expanded by rule paraphrases, and split by floorplan. Progress is one line a room.
 */
import { seededRandom } from '../allocation/index.js';
import type { BridgeClient } from '../bridge/index.js';
import { exampleId, exampleKey, GoalSearch, normalRequest, type BankExample, type Knowledge, type Split } from '../planning/index.js';
import { agentNames, loadWorld } from '../world/index.js';
import type { Candidate, Rejection } from './candidate.js';
import { focusMatcher, type FocusRule } from './focus.js';
import { requestsForRoom, sampleCandidates } from './generate.js';
import { paraphrases } from './paraphrase.js';
import { floorplanOf, verifyCandidate } from './verify.js';

export interface BuildOptions {
  client: BridgeClient;
  knowledge: Knowledge;
  /** The scenes to build from (scenes/ names), with their room types. */
  scenes: readonly { name: string; roomType: string }[];
  scenesDir: string;
  /** The split of each floorplan (split.ts). */
  split: ReadonlyMap<string, Split>;
  /** Normalised requests never kept (the suites' instructions). */
  heldOut: ReadonlySet<string>;
  seed: number;
  /** Candidates sampled a room. */
  perScene: number;
  /** Rule paraphrases added a kept example. */
  paraphrases: number;
  focus: readonly FocusRule[];
  progress: (line: string) => void;
}

export interface BuildOutcome {
  examples: BankExample[];
  rejected: Record<Rejection, number>;
  duplicates: number;
  candidates: number;
}

/** A number from a scene's name, to give each room its own random source. */
function hashName(name: string): number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export async function buildBank(options: BuildOptions): Promise<BuildOutcome> {
  const rejected: Record<Rejection, number> = { unreachable: 0, 'holds-at-start': 0, 'execution-failed': 0, 'goal-unmet': 0, 'held-out-request': 0 };
  const kept = new Map<string, BankExample>();
  let duplicates = 0;
  let candidates = 0;
  const keep = (example: BankExample): boolean => {
    const key = exampleKey(example);
    if (kept.has(key)) {
      duplicates++;
      return false;
    }
    kept.set(key, example);
    return true;
  };
  const scenes = [...options.scenes].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  for (const [i, scene] of scenes.entries()) {
    const random = seededRandom((options.seed ^ hashName(scene.name)) >>> 0);
    const world = loadWorld(scene.name, { scenesDir: options.scenesDir });
    const split = options.split.get(floorplanOf(scene.name)) ?? 'train';
    await options.client.reset(scene.name, agentNames(world.team));
    const search = new GoalSearch(world, options.client, options.knowledge);
    const focus = options.focus.length === 0 ? undefined : focusMatcher(options.focus, scene.roomType);
    const sample = sampleCandidates(requestsForRoom(world, options.knowledge, random), options.perScene, random, focus);
    let room = 0;
    let dropped = 0;
    for (const candidate of sample) {
      candidates++;
      if (options.heldOut.has(normalRequest(candidate.request))) {
        rejected['held-out-request']++;
        dropped++;
        continue;
      }
      const verdict = await verifyCandidate(candidate, world, search, options.client, split);
      if (!verdict.kept) {
        rejected[verdict.why]++;
        dropped++;
        continue;
      }
      if (keep(verdict.example)) room++;
      // Expansion: other wordings of the same verified request, program and goal.
      for (const wording of paraphrases(candidate.request, options.paraphrases, random)) {
        if (options.heldOut.has(normalRequest(wording))) {
          rejected['held-out-request']++;
          continue;
        }
        const reworded: Candidate = { ...candidate, request: wording, source: 'paraphrase', from: `rewords example ${verdict.example.id} ('${candidate.request}')` };
        const example = { ...verdict.example, request: wording, source: { ...verdict.example.source, kind: reworded.source, from: reworded.from } };
        if (keep({ ...example, id: exampleId(example) })) room++;
      }
    }
    options.progress(`[${i + 1}/${scenes.length}] ${scene.name} (${scene.roomType}, ${split}): ${room} kept, ${dropped} dropped; bank ${kept.size}`);
  }
  return { examples: [...kept.values()], rejected, duplicates, candidates };
}
