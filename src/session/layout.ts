/**
 * The layout of a session folder: every file name a session, its outcome and its reports write,
 * or a reader looks for, is spelled here once. Folders are read through one reader
 * (session-folder.ts), which reads nothing the layout does not name.
 */

export const SESSION_FILES = {
  /** One event a line, appended as the session goes (events.ts). */
  transcript: 'transcript.jsonl',
  /** The result of a finished session (plan-result.ts). */
  result: 'result.json',
  /** The allocated program, every call with its agent. */
  allocated: 'plan.allocated.py',
  /** The allocated plan as it ran with every agent at once: a Gantt chart (docs/teams.md). */
  timelineSvg: 'timeline.svg',
  timelinePng: 'timeline.png',
  /** Experiments: every review of the simulated or LLM user. */
  userReviews: 'user-reviews.json',
  /** Every atomic action as it was answered (src/outcome). */
  steps: 'steps.jsonl',
  /** The world at the session's first reset and at its end (src/outcome). */
  stateBefore: 'state-before.json',
  stateAfter: 'state-after.json',
  /** What changed in the world and the goal's verdict (src/outcome). */
  outcome: 'outcome.json',
  /** The readable reports (src/report): the summary, the HTML report and the room map with the agents' walks. */
  summary: 'summary.md',
  report: 'report.html',
  mapSvg: 'map.svg',
  mapPng: 'map.png',
  /**
   * A copy of the team file the session was started with when it is no team of skills/teams/:
   * a resumed session reads its team here, never from a path its transcript names.
   */
  team: 'team.yaml',
  /** `--frames`: a picture of every step (a folder). */
  frames: 'frames',
} as const;

/** Code version `version`: `code-v3.py`. */
export function codeFile(version: number): string {
  return `code-v${version}.py`;
}

/** Best-of-N: candidate `index` of code version `version`: `code-v1-candidate-2.py`. */
export function candidateFile(version: number, index: number): string {
  return `code-v${version}-candidate-${index}.py`;
}

/** The copy of a spoken request's audio: `voice.wav`. */
export function voiceFile(extension: string): string {
  return `voice.${extension}`;
}

const FILE_NAMES: ReadonlySet<string> = new Set(Object.values(SESSION_FILES).filter((name) => name !== SESSION_FILES.frames));
const NUMBERED = /^(code-v[1-9][0-9]{0,5}(-candidate-[1-9][0-9]{0,2})?\.py|voice\.[a-z0-9]{1,8})$/;

/**
 * Whether `name` is a file of the layout: one of SESSION_FILES, a code version or candidate, the
 * spoken request's copy. A name a transcript records is read only when it is one of these, so a
 * transcript naming `../../etc/passwd` or `/dev/zero` reads nothing.
 */
export function isLayoutName(name: string): boolean {
  return FILE_NAMES.has(name) || NUMBERED.test(name);
}

/** The name of a folder or picture under `frames/` (the ai2thor backend's `001-FloorPlan1/step-001-robot-PickupObject.png`). */
export const FRAME_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The files whose presence marks a folder as a session (either is enough). */
export const SESSION_MARKERS: readonly string[] = [SESSION_FILES.transcript, SESSION_FILES.result];
