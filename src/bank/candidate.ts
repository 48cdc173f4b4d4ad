/** A request the bank may keep: the words, the room, the goal they ask for, and where they come from. */
import type { Alternative } from '../goals/index.js';
import type { ExampleSource } from '../planning/index.js';

export interface Candidate {
  request: string;
  scene: string;
  /** Any of these alternatives is what the request asks for (the generator's own reading). */
  goal: Alternative[];
  /** A use of uses.yaml (`use:coffee`), a need (`need:thirst`) or a command form (`command:place`). */
  taskType: string;
  /** The template and what filled it. */
  from: string;
  /** What the plan says it does, in a sentence. */
  description: string;
  source: ExampleSource;
}

/** Why a candidate was dropped (counted in the manifest). */
export type Rejection = 'unreachable' | 'holds-at-start' | 'execution-failed' | 'goal-unmet' | 'held-out-request';
