/** Session directories for export tests, written with the real Session class. */
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { PlanResult } from '../../src/session/plan-result.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { Session } from '../../src/session/session.js';
import type { CodeOrigin } from '../../src/session/events.js';

export const EGG_CODE = `def fried_egg():
    # SubTask 1: Fry an egg.
    OpenObject('Fridge')
    PutObject('Egg', 'Pan')
    CloseObject('Fridge')
    BreakObject('Egg')
    SwitchOn('StoveKnob')

fried_egg()
`;

export const EGG_PLAN = {
  taskDescription: 'Fry an egg for the person.',
  subtasks: ['Put the egg in the pan.', 'Crack it and turn on the stove.'],
  neededObjects: ['Egg', 'Pan', 'Fridge', 'StoveKnob'],
};

export interface SessionSpec {
  instruction: string;
  scene?: string;
  success?: boolean;
  /** Origins of the code versions after the first ('generated'). */
  refinements?: CodeOrigin[];
  clarification?: { question: string; answer: string } | null;
  spokenTranscript?: string;
  /** Leave result.json out (an interrupted session). */
  unfinished?: boolean;
  /** Distinct, increasing times keep the directories in creation order. */
  at: Date;
  /**
   * A finished session the offline planner wrote through a real bridge (plannedSession): its goal
   * and the states and steps it kept are this session's, so that export can judge the goal on
   * them. Without it the session says it succeeded but has nothing to bear it out.
   */
  world?: string;
}

/**
 * Plans "I feel hungry." in TestKitchen with the offline planner through a real bridge (launched
 * for it) and returns the finished session's folder: the recorded world writeSession borrows.
 */
export async function plannedSession(scenesDir: string): Promise<string> {
  const out = mkdtempSync(join(scenesDir, 'planned-'));
  const captured = captureIO(bridgeEnv({ ITERAPLAN_SCENES: scenesDir }));
  const code = await main(['plan', 'I feel hungry.', '--scene', 'TestKitchen', '--planner', 'offline', '--yes', '--json', '--out', out], captured.io);
  if (code !== 0) throw new Error(`the planned session failed (${code}):\n${captured.stderr()}`);
  return (JSON.parse(captured.stdout()) as PlanResult).sessionDir;
}

/** The goal events of a session's transcript. */
function goalEvents(dir: string): Record<string, unknown>[] {
  return readFileSync(join(dir, 'transcript.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>).filter((e) => e['type'] === 'goal');
}

const HUMAN: ReadonlySet<CodeOrigin> = new Set(['human-refinement', 'edit', 'regenerate']);

/** Writes a session the way `iteraplan plan` does (transcript events, code files, result.json). */
export function writeSession(runsDir: string, spec: SessionSpec): Session {
  const session = Session.create(runsDir, spec.instruction, spec.at);
  const scene = spec.scene ?? 'TestKitchen';
  const success = spec.success ?? true;
  if (spec.spokenTranscript !== undefined) {
    session.record({
      type: 'voice',
      source: 'file',
      audioFile: 'voice.wav',
      originalFile: '/tmp/request.wav',
      transcript: spec.spokenTranscript,
      instruction: spec.instruction,
      edited: spec.spokenTranscript !== spec.instruction,
      model: 'whisper-1',
    });
  }
  session.record({ type: 'start', instruction: spec.instruction, scene, planner: 'offline', model: null, options: { maxRefinements: 5, maxRepairs: 3, clarify: false, candidates: 1, refineFrom: 'reset', autoFix: false, maxGoalRefinements: 3 } });
  if (spec.clarification) session.record({ type: 'clarify', ...spec.clarification });
  session.record({ type: 'decomposition', stage: 2, result: EGG_PLAN, promptTokens: null, missingObjects: [] });
  if (spec.world !== undefined) {
    for (const { type: _type, time: _time, ...goal } of goalEvents(spec.world)) session.record({ type: 'goal', ...(goal as { source: 'planner'; alternatives: [] }) });
    for (const name of ['state-before.json', 'state-after.json', 'steps.jsonl']) {
      if (existsSync(join(spec.world, name))) copyFileSync(join(spec.world, name), join(session.dir, name));
    }
  }
  const origins: CodeOrigin[] = ['generated', ...(spec.refinements ?? [])];
  origins.forEach((origin, index) => {
    const file = session.writeFile(`code-v${index + 1}.py`, EGG_CODE);
    session.record({ type: 'code', version: index + 1, origin, file, code: EGG_CODE });
  });
  if (spec.unfinished) return session;
  const result: PlanResult = {
    instruction: spec.instruction,
    scene,
    planner: 'offline',
    model: null,
    success,
    reason: success ? 'success' : 'execution still fails after 5 refinement(s)',
    clarification: spec.clarification ?? null,
    stage1: EGG_PLAN,
    plan: EGG_PLAN,
    missingObjects: [],
    preferencesBroken: [],
    goalDropped: [],
    codeVersions: origins.map((origin, index) => ({ version: index + 1, origin, file: `code-v${index + 1}.py` })),
    finalCode: EGG_CODE,
    codeErrors: [],
    corrections: [],
    counts: {
      humanRefinements: origins.filter((o) => HUMAN.has(o)).length,
      executionRefinements: origins.filter((o) => o === 'execution-refinement').length,
      validationRepairs: origins.filter((o) => o === 'validation-repair').length,
      goalRefinements: origins.filter((o) => o === 'goal-refinement').length,
      executions: 1,
    },
    failure: null,
    allocation: null,
    allocatedCode: null,
    allocatedExecution: null,
    team: 'paper',
    schedule: null,
    allocationReassignments: 0,
    tokenUsage: { promptTokens: 0, completionTokens: 0, totalTokens: 0, calls: 0 },
    sessionDir: session.dir,
  };
  session.writeFile('result.json', JSON.stringify(result, null, 2) + '\n');
  session.record({ type: 'end', success, reason: result.reason, result });
  return session;
}

/** Minute `n` of a fixed day, for `SessionSpec.at`. */
export function minute(n: number): Date {
  return new Date(Date.UTC(2026, 0, 5, 10, n, 0));
}
