/**
 * Whether a session that says it succeeded did, judged again from what it recorded rather than
 * from `result.json` alone (a flipped `success` exported failed sessions, issue 37 item 3): the
 * goal the session was judged by must hold in the final state it kept (`state-after.json`, with
 * `state-before.json` and `steps.jsonl` for goals about what happened), and the code it exports
 * must parse and validate against the skill library and the session's scene. Reads only through
 * the session reader; writes nothing.
 */
import { checkCode } from '../planning/index.js';
import { computeOutcome, lastRun, readState, readSteps, type Outcome } from '../outcome/index.js';
import { goalOfSession } from '../report/index.js';
import { SESSION_FILES, type SessionEvent, type SessionFolder } from '../session/index.js';
import {
  buildValidationContext,
  DEFAULT_TEAM,
  isShippedTeam,
  loadActions,
  loadCatalogue,
  loadScene,
  loadSkills,
  loadTeam,
  type Catalogue,
  type Scene,
  type Skills,
} from '../world/index.js';

/** Why a session that says it succeeded is not exported, with the file the problem is in. */
export interface Unverified {
  file: string;
  message: string;
}

/** Checks sessions of one scenes folder, loading the catalogue, the skills and each scene once. */
export interface SuccessVerifier {
  /** null when the session's success holds; else why not. */
  verify(folder: SessionFolder, events: readonly SessionEvent[], session: { scene: string; code: string; team?: string | undefined }): Unverified | null;
  /** Whether `error` came from loading the session's scene (a scene this machine does not have). */
  isSceneError(error: Error): boolean;
}

export function successVerifier(scenesDir: string): SuccessVerifier {
  let library: { catalogue: Catalogue; skills: Skills } | undefined;
  const scenes = new Map<string, Scene>();
  const sceneErrors = new WeakSet<Error>();
  const world = (name: string) => {
    library ??= { catalogue: loadCatalogue(scenesDir), skills: loadSkills() };
    let scene = scenes.get(name);
    if (scene === undefined) {
      try {
        scene = loadScene(name, library.catalogue, scenesDir);
      } catch (error) {
        if (error instanceof Error) sceneErrors.add(error);
        throw error;
      }
      scenes.set(name, scene);
    }
    return { ...library, scene };
  };
  return {
    isSceneError: (error) => sceneErrors.has(error),
    verify(folder, events, session) {
      const goal = goalOfSession(events);
      const transcript = folder.path(SESSION_FILES.transcript);
      if (goal === null) return { file: transcript, message: 'no goal was stated, so nothing says the session did what was asked' };
      const before = readState(folder, 'before');
      const after = readState(folder, 'after');
      if (before === null || after === null) {
        return { file: folder.path(before === null ? SESSION_FILES.stateBefore : SESSION_FILES.stateAfter), message: 'missing: the goal is judged on the states the session kept' };
      }
      const { catalogue, skills, scene } = world(session.scene);
      if (after.scene !== session.scene) return { file: folder.path(SESSION_FILES.stateAfter), message: `the final state is of ${after.scene}, the session of ${session.scene}` };
      const outcome: Outcome = computeOutcome({ before, after, world: { scene, catalogue }, ran: true, steps: lastRun(readSteps(folder)), goal });
      if (outcome.goal?.met !== true) {
        return { file: folder.path(SESSION_FILES.stateAfter), message: `the session's goal (${goal.alternatives.map((a) => a.name).join(' / ')}) does not hold in its final state` };
      }
      const team = loadTeam(session.team !== undefined && isShippedTeam(session.team) ? session.team : DEFAULT_TEAM, loadActions());
      const { errors } = checkCode(session.code, buildValidationContext(scene, catalogue, skills, team));
      const first = errors[0];
      if (first !== undefined) return { file: transcript, message: `the final code does not pass the checker (line ${first.line}, column ${first.column}: ${first.message})` };
      return null;
    },
  };
}
