/**
 * Whether a rewording still asks for what the verified request asked, by the household reader
 * (the offline planner's reading of requests: knowledge/uses.yaml, goals.yaml, words.yaml, the
 * same reader `--goal-hints` offers a model). A wording is kept when the reader reads the same
 * goal from it as from the request; or, failing that, when the goal it reads from the wording
 * holds in the run that verified the example (re-verified: the program does what the wording asks).
 * A wording the reader reads nothing from, or reads a goal from that the run does not meet, is dropped.
 */
import type { RecordedRun } from '../execution/index.js';
import { judgeRun, type Alternative } from '../goals/index.js';
import { canonicalJson, GoalAdvisor, type Knowledge } from '../planning/index.js';
import type { World } from '../world/index.js';

export type WordingVerdict = { keep: true; how: 'same-reading' | 're-verified' } | { keep: false; why: 'paraphrase-changes-goal' | 'paraphrase-unread' };

export class ReaderCheck {
  private readonly advisor: GoalAdvisor;
  private readonly scene: { name: string; roomType: string; objectTypes: string[] };

  constructor(private readonly world: World, knowledge: Knowledge) {
    this.advisor = new GoalAdvisor(world.catalogue, knowledge, world.scene);
    this.scene = { name: world.scene.scene, roomType: world.scene.roomType, objectTypes: [...new Set(world.scene.objects.map((o) => o.type))].sort() };
  }

  /** The goals the reader reads `request` as in this room; [] when it reads none. */
  goals(request: string): readonly Alternative[] {
    return this.advisor.goalsFor({ instruction: request, scene: this.scene });
  }

  /** Whether `wording` asks for what `request` asked, its program verified by `run`. */
  judge(request: string, wording: string, run: RecordedRun): WordingVerdict {
    const read = this.goals(wording);
    if (read.length === 0) return { keep: false, why: 'paraphrase-unread' };
    const original = this.goals(request);
    if (original.length > 0 && canonicalJson(original) === canonicalJson(read)) return { keep: true, how: 'same-reading' };
    return judgeRun(read, run, this.world).met ? { keep: true, how: 're-verified' } : { keep: false, why: 'paraphrase-changes-goal' };
  }
}
