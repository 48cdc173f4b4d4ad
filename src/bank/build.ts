/**
 * `iteraplan bank build`: the plan bank from the household knowledge, the scenes and ALFRED's
 * train trajectories. Room by room (in name order, each with its own seeded random source, so a
 * bank is the same for the same seed and sources): generated requests are sampled (and, with a
 * failure list, more of the task types it aims at), verified in the simulator (verify.ts); the
 * floorplan's ALFRED trajectories are converted and verified (alfred/alfred-source.ts); every
 * kept example is reworded by rules and, where an endpoint is set, by a model, each wording kept
 * only when the household reader still reads the same goal (reader-check.ts); all deduplicated
 * and split by floorplan. Progress is one line a room.
 */
import { seededRandom } from '../allocation/index.js';
import type { BridgeClient } from '../bridge/index.js';
import type { RecordedRun } from '../execution/index.js';
import { exampleId, exampleKey, GoalSearch, normalRequest, type BankExample, type Knowledge, type Split } from '../planning/index.js';
import { agentNames, loadWorld, type World } from '../world/index.js';
import { alfredExamples, type AlfredContext } from './alfred/alfred-source.js';
import { chooseTrajectories, type TrajectoryPath } from './alfred/choose-trajectories.js';
import { ruleName } from './augment-from.js';
import type { Rejection } from './candidate.js';
import { focusMatcher, type FocusRule } from './focus.js';
import { requestsForRoom, sampleCandidates } from './generate.js';
import type { Paraphraser } from './llm-paraphrase.js';
import { paraphrases } from './paraphrase.js';
import { ReaderCheck } from './reader-check.js';
import { floorplanOf, verifyCandidate } from './verify.js';

/** The ALFRED source of a build: the train trajectories by floorplan, and how many a floorplan gives. */
export interface AlfredBuildSource {
  byFloorplan: ReadonlyMap<string, readonly TrajectoryPath[]>;
  /** At most this many trajectories a floorplan (0: all). */
  perFloorplan: number;
  /** Trial ids of the project's suites: never taken. */
  heldOutTrials: ReadonlySet<string>;
  context: AlfredContext;
}

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
  /** Rule paraphrases kept for each verified example (expansion). */
  paraphrases: number;
  /** The task types and rooms to aim at (a failure list, or an experiment's failures). */
  focus: readonly FocusRule[];
  /** More candidates a room of the task types `focus` aims at (default 8). */
  augmentPerScene?: number;
  /** ALFRED's expert demonstrations as a second teacher (absent: not used). */
  alfred?: AlfredBuildSource | undefined;
  /** A model's rewordings, `llmParaphrases` of them asked for each example (absent: rules only). */
  paraphraser?: Paraphraser | undefined;
  llmParaphrases?: number;
  progress: (line: string) => void;
}

export interface BuildOutcome {
  examples: BankExample[];
  /** Dropped, by why: the generated candidates' (Rejection), `paraphrase-*`, and `alfred:*`. */
  rejected: Record<string, number>;
  duplicates: number;
  candidates: number;
  /** ALFRED: trajectories taken and left over by the cap; starts kept beside the examples (name → scene file text). */
  alfred: { trajectories: number; capped: number; namedById: number; scenes: Map<string, string> };
  /** Wordings proposed and kept, by who proposed them. */
  wordings: { rules: { proposed: number; kept: number }; llm: { proposed: number; kept: number } };
  /** Augmented examples by the rule they were aimed at. */
  augmented: Record<string, number>;
}

/** A number from a scene's name, to give each room its own random source. */
function hashName(name: string): number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const GENERATED_REJECTIONS: readonly Rejection[] = ['unreachable', 'holds-at-start', 'execution-failed', 'goal-unmet', 'held-out-request'];

export async function buildBank(options: BuildOptions): Promise<BuildOutcome> {
  const rejected: Record<string, number> = Object.fromEntries(GENERATED_REJECTIONS.map((r) => [r, 0]));
  const count = (why: string, n = 1) => {
    if (n > 0) rejected[why] = (rejected[why] ?? 0) + n;
  };
  const kept = new Map<string, BankExample>();
  const outcome: Omit<BuildOutcome, 'examples' | 'rejected'> = {
    duplicates: 0,
    candidates: 0,
    alfred: { trajectories: 0, capped: 0, namedById: 0, scenes: new Map() },
    wordings: { rules: { proposed: 0, kept: 0 }, llm: { proposed: 0, kept: 0 } },
    augmented: {},
  };
  const keep = (example: BankExample): boolean => {
    const key = exampleKey(example);
    if (kept.has(key)) {
      outcome.duplicates++;
      return false;
    }
    kept.set(key, example);
    return true;
  };
  /** The example, and its wordings that the reader reads alike; how many were kept. */
  const keepWithWordings = async (example: BankExample, run: RecordedRun, world: World, reader: ReaderCheck, random: () => number): Promise<number> => {
    let added = keep(example) ? 1 : 0;
    const reword = (wording: string, from: string): boolean => {
      if (options.heldOut.has(normalRequest(wording))) {
        count('paraphrase-held-out-request');
        return false;
      }
      const verdict = reader.judge(example.request, wording, run);
      if (!verdict.keep) {
        count(verdict.why);
        return false;
      }
      const reworded = { ...example, request: wording, source: { ...example.source, kind: 'paraphrase' as const, from: `${from} example ${example.id} ('${example.request}'), ${verdict.how === 'same-reading' ? 'read as the same goal' : 'its reading met by the run'}` } };
      if (keep({ ...reworded, id: exampleId(reworded) })) added++;
      return true;
    };
    // Rule wordings in a seeded order, until `paraphrases` of them are kept (a few tries each).
    let ruleKept = 0;
    for (const wording of paraphrases(example.request, options.knowledge, random).slice(0, options.paraphrases * 4)) {
      if (ruleKept >= options.paraphrases) break;
      outcome.wordings.rules.proposed++;
      if (reword(wording, 'rules reword')) ruleKept++;
    }
    outcome.wordings.rules.kept += ruleKept;
    const asked = options.llmParaphrases ?? 0;
    if (options.paraphraser !== undefined && asked > 0) {
      for (const wording of await options.paraphraser.wordings(example.request, example.roomType, asked)) {
        outcome.wordings.llm.proposed++;
        if (reword(wording, `${options.paraphraser.by} rewords`)) outcome.wordings.llm.kept++;
      }
    }
    return added;
  };

  const scenes = [...options.scenes].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  for (const [i, scene] of scenes.entries()) {
    const random = seededRandom((options.seed ^ hashName(scene.name)) >>> 0);
    const world = loadWorld(scene.name, { scenesDir: options.scenesDir });
    const split = options.split.get(floorplanOf(scene.name)) ?? 'train';
    await options.client.reset(scene.name, agentNames(world.team));
    const search = new GoalSearch(world, options.client, options.knowledge);
    const reader = new ReaderCheck(world, options.knowledge);
    const focus = options.focus.length === 0 ? undefined : focusMatcher(options.focus, scene.roomType);
    const all = requestsForRoom(world, options.knowledge, random);
    const sample = sampleCandidates(all, options.perScene, random);
    // Targeted augmentation: more candidates of the task types aimed at, beyond the room's sample.
    const aimed = focus === undefined ? [] : sampleCandidates(all.filter((c) => focus(c) && !sample.includes(c)), options.augmentPerScene ?? 8, random).map((c) => ({ ...c, source: 'augmented' as const }));
    let room = 0;
    let dropped = 0;
    for (const candidate of [...sample, ...aimed]) {
      outcome.candidates++;
      if (options.heldOut.has(normalRequest(candidate.request))) {
        count('held-out-request');
        dropped++;
        continue;
      }
      const verdict = await verifyCandidate(candidate, world, search, options.client, split);
      if (!verdict.kept) {
        count(verdict.why);
        dropped++;
        continue;
      }
      if (candidate.source === 'augmented') {
        const rule = options.focus.find((r) => focusMatcher([r], scene.roomType)(candidate))!;
        outcome.augmented[ruleName(rule)] = (outcome.augmented[ruleName(rule)] ?? 0) + 1;
      }
      room += await keepWithWordings(verdict.example, verdict.run, world, reader, random);
    }
    let alfredNote = '';
    if (options.alfred !== undefined) alfredNote = await alfredRoom(world, split, random);
    options.progress(`[${i + 1}/${scenes.length}] ${scene.name} (${scene.roomType}, ${split}): ${room} kept, ${dropped} dropped${alfredNote}; bank ${kept.size}`);
  }
  return { examples: [...kept.values()], rejected, ...outcome };

  /** The floorplan's ALFRED trajectories: converted, verified, reworded; a note for the progress line. */
  async function alfredRoom(world: World, split: Split, random: () => number): Promise<string> {
    const source = options.alfred!;
    const floorplan = world.scene.scene;
    const roomType = world.scene.roomType;
    const aimed = options.focus.filter((r) => r.taskType?.startsWith('alfred:') && (r.roomType === null || r.roomType === roomType)).map((r) => r.taskType!.slice('alfred:'.length));
    const chosen = chooseTrajectories(source.byFloorplan.get(floorplan) ?? [], {
      perFloorplan: source.perFloorplan,
      heldOutTrials: source.heldOutTrials,
      random,
      aimed: aimed.length === 0 ? undefined : (t) => aimed.includes(t),
      extraAimed: options.augmentPerScene ?? 8,
    });
    count('alfred:held-out-trajectory', chosen.heldOut);
    outcome.alfred.capped += chosen.capped;
    let added = 0;
    let lost = 0;
    for (const trajectory of chosen.chosen) {
      outcome.alfred.trajectories++;
      const got = await alfredExamples(trajectory, world, split, options.heldOut, options.client, source.context);
      for (const [why, n] of Object.entries(got.rejected)) count(`alfred:${why}`, n);
      if (got.kept.length === 0) lost++;
      if (got.namedById) outcome.alfred.namedById++;
      if (got.scene !== null) outcome.alfred.scenes.set(got.scene.name, got.scene.text);
      const reader = got.kept[0] === undefined ? undefined : new ReaderCheck(got.kept[0].world, options.knowledge);
      for (const k of got.kept) {
        if (aimed.includes(trajectory.taskType)) outcome.augmented[`alfred:${trajectory.taskType}@${roomType}`] = (outcome.augmented[`alfred:${trajectory.taskType}@${roomType}`] ?? 0) + 1;
        added += await keepWithWordings(k.example, k.run, k.world, reader!, random);
      }
    }
    return chosen.chosen.length === 0 ? '' : `; ALFRED ${chosen.chosen.length - lost}/${chosen.chosen.length} trajectories, ${added} kept`;
  }
}
