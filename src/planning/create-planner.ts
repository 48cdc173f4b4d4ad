/** Builds the planner a command asked for: the LLM (live or replayed) or the offline one. */
import { join } from 'node:path';
import { DEFAULT_CACHE_DIR, openLlmClient, type LlmControl, type LlmEnv, type LlmRecorder } from '../llm/index.js';
import { createOfflinePlanner } from './offline/index.js';
import { LlmPlanner, type CodeByConstruction } from './llm-planner.js';
import type { Planner, PlannerKind } from './planner.js';
import { loadPromptTemplates } from './prompts.js';
import { findProjectRoot, type World } from '../world/index.js';

export interface PlannerSetup {
  world: World;
  env: LlmEnv;
  model?: string | undefined;
  /** Where live calls are stored for replay (default .iteraplan/cache). */
  cacheDir?: string | undefined;
  /** A session or cache directory to replay from. */
  replayPath?: string | undefined;
  /** Receives every LLM call, failed attempt and the structured-output mode (the session transcript). */
  recorder?: LlmRecorder | undefined;
  /** Sampling, deadline and structured-output mode of the requests. */
  control?: LlmControl | undefined;
  /** Code valid by construction (default auto). */
  byConstruction?: CodeByConstruction | undefined;
}

/** The planner and the model name to record (null for the offline planner). */
export async function createPlanner(kind: PlannerKind, setup: PlannerSetup): Promise<{ planner: Planner; model: string | null }> {
  if (kind === 'offline') return { planner: createOfflinePlanner({ catalogue: setup.world.catalogue }), model: null };
  const recorder: LlmRecorder = setup.recorder ?? { record: () => {} };
  const templates = loadPromptTemplates(join(findProjectRoot(), 'prompts'));
  // A replay is keyed with the recording's own model; --model picks the live one.
  const client = await openLlmClient(
    kind === 'replay'
      ? { replayPath: setup.replayPath!, env: setup.env, recorder, control: setup.control }
      : { env: setup.env, model: setup.model, cacheDir: setup.cacheDir ?? DEFAULT_CACHE_DIR, recorder, control: setup.control },
  );
  return { planner: new LlmPlanner(client, templates, kind, undefined, setup.byConstruction), model: client.model };
}
